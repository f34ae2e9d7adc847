/// A large, rarely set field of a `RenderNode`, kept out of line.
///
/// Most layers have no shadow, shape, gradient, contents, text or transition, yet inline these
/// six optionals were 681 of a node's 1,216 bytes, copied with it everywhere: at each frame's
/// evaluation, diff and plan. Out of line a node carries one reference per field (nil when
/// unset), and a copy of a node shares the boxes. A box is never changed: setting the field
/// replaces it, so a node that crosses threads shares nothing mutable.
@propertyWrapper
public struct OutOfLine<Value: Equatable & Sendable>: Equatable, Sendable {
    private final class Box: Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    private var box: Box?

    /// Stores `wrappedValue` out of line (nil stores nothing).
    public init(wrappedValue: Value?) {
        box = wrappedValue.map(Box.init)
    }

    /// The stored value.
    public var wrappedValue: Value? {
        get { box?.value }
        set { box = newValue.map(Box.init) }
    }

    /// Whether the field is set, without copying its value out.
    public var projectedValue: Bool { box != nil }

    /// Whether the two hold equal values (at once when they share a box).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.box === rhs.box || lhs.box?.value == rhs.box?.value
    }
}
