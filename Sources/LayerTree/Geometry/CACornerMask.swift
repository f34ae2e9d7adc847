/// Which corners `cornerRadius` rounds, with Core Animation's names.
///
/// In the iOS y-down convention `layerMinXMinYCorner` is the top-left corner.
///
/// ```swift
/// layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner] // top corners only
/// ```
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The mask's bits, with Apple's values.
    public let rawValue: UInt
    /// Creates a mask from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The corner at the bounds' minimum x and y: top-left, y down.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The corner at maximum x and minimum y: top-right, y down.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The corner at minimum x and maximum y: bottom-left, y down.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The corner at the bounds' maximum x and y: bottom-right, y down.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
    /// All four corners, the default.
    public static let all: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
}
