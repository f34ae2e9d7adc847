/// A primitive that a `DrawItem` case holds by reference and lends in place.
///
/// An `indirect` case's payload is copied out of its box when it is bound (`case .solid(let p)`) and
/// then used across a call that writes anything (batching's `inout` frame): the optimizer cannot
/// prove the box unchanged meanwhile (Swift 6.3). A `let` of a final class never changes, so the
/// primitive is borrowed. For solids, a frame's most numerous items, that copy with its retains and
/// releases cost batching about 2 M instructions (callgrind, `bench opaque` at 1,000, 13 frames).
final class HeldPrimitive<Primitive: Equatable>: Equatable {
    let primitive: Primitive

    init(_ primitive: Primitive) { self.primitive = primitive }

    static func == (lhs: HeldPrimitive, rhs: HeldPrimitive) -> Bool {
        lhs === rhs || lhs.primitive == rhs.primitive
    }
}
