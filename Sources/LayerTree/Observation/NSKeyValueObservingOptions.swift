import Foundation

/// What a key-value observation reports (`CALayer`'s `observe(_:options:changeHandler:)`), as
/// Foundation's `NSKeyValueObservingOptions`, which Linux's Foundation does not have.
public struct NSKeyValueObservingOptions: OptionSet, Hashable, Sendable {
    /// The options' bits, with Foundation's values.
    public let rawValue: UInt
    /// Creates options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The change carries the new value.
    public static let new = NSKeyValueObservingOptions(rawValue: 1 << 0)
    /// The change carries the old value.
    public static let old = NSKeyValueObservingOptions(rawValue: 1 << 1)
    /// The handler also runs once when the observation starts, with the current value as new.
    public static let initial = NSKeyValueObservingOptions(rawValue: 1 << 2)
    /// The handler also runs just before each change's own call, with `isPrior` set.
    public static let prior = NSKeyValueObservingOptions(rawValue: 1 << 3)
}
