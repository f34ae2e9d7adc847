import Foundation

/// The kind of a key-value change, as Foundation's `NSKeyValueChange` (Linux's Foundation has
/// none). Layer properties are only ever set, so observations of layers report `setting`.
public enum NSKeyValueChange: UInt, Sendable {
    /// The value was replaced.
    case setting = 1
    /// Elements were inserted into a collection.
    case insertion = 2
    /// Elements were removed from a collection.
    case removal = 3
    /// Elements of a collection were replaced.
    case replacement = 4
}
