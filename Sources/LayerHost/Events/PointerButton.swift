/// A mouse button, numbered as X11 and SDL number them: 1 left, 2 middle, 3 right, then extras.
public struct PointerButton: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let left = PointerButton(rawValue: 1)
    public static let middle = PointerButton(rawValue: 2)
    public static let right = PointerButton(rawValue: 3)
}

/// The buttons held down, as a set.
public struct PointerButtons: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The set of one button.
    public init(_ button: PointerButton) { rawValue = button.rawValue > 0 ? 1 << UInt32(button.rawValue - 1) : 0 }

    public static let left = PointerButtons(.left)
    public static let middle = PointerButtons(.middle)
    public static let right = PointerButtons(.right)
}
