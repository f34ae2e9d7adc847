/// A solid primitive as a `DrawItem` holds it: by reference, lent in place.
///
/// An `indirect` case's payload is copied out of its box when it is bound (`case .solid(let p)`) and
/// then used across a call that writes anything (batching's `inout` frame): the optimizer cannot
/// prove the box unchanged meanwhile (Swift 6.3). A `let` of a final class never changes, so the
/// primitive is borrowed. For solids, a frame's most numerous items, that copy with its retains and
/// releases cost batching about 2 M instructions (callgrind, `bench opaque` at 1,000, 13 frames).
/// Not generic: a generic class's metadata is looked up at run time for every item made (0.5 M).
final class HeldSolid: Equatable {
    let primitive: SolidPrimitive

    init(_ primitive: SolidPrimitive) { self.primitive = primitive }

    static func == (lhs: HeldSolid, rhs: HeldSolid) -> Bool {
        lhs === rhs || lhs.primitive == rhs.primitive
    }
}
