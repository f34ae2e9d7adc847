import Foundation

/// Something a layer runs in response to an event, usually a property change.
///
/// Animations are actions: running one adds it to the layer. `NSNull()` is the
/// null action: returned from any step of `action(forKey:)`, it ends the search
/// with no action.
public protocol CAAction {
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// The layer's delegate: the first place `action(forKey:)` asks.
public protocol CALayerDelegate: AnyObject {
    /// The action for `event`, `NSNull()` to stop the search with no action, or `nil` to continue it.
    func action(for layer: CALayer, forKey event: String) -> CAAction?
}

extension CALayerDelegate {
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}
