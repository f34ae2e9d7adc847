import Foundation

/// One change reported to a key-value observation's handler, as Foundation's
/// `NSKeyValueObservedChange` (which Linux's Foundation does not have).
public struct NSKeyValueObservedChange<Value> {
    /// Foundation's name for the kind of change.
    public typealias Kind = NSKeyValueChange

    /// What happened: `setting` for a layer's properties.
    public let kind: Kind
    /// The value after the change, when the observation asked for `.new` (`nil` in a prior call).
    public let newValue: Value?
    /// The value before the change, when the observation asked for `.old`.
    public let oldValue: Value?
    /// The indexes of a collection change; `nil` for a setting.
    public let indexes: IndexSet?
    /// Whether this is the call before the change (`.prior`).
    public let isPrior: Bool

    /// A change as the handler receives it.
    public init(kind: Kind, newValue: Value?, oldValue: Value?, indexes: IndexSet?, isPrior: Bool) {
        self.kind = kind
        self.newValue = newValue
        self.oldValue = oldValue
        self.indexes = indexes
        self.isPrior = isPrior
    }
}
