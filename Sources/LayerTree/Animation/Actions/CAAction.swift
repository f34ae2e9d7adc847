import Foundation

/// Something a layer runs in response to an event, usually a property change.
///
/// Animations are actions: running one adds it to the layer. `NSNull()` is the
/// null action: returned from any step of `action(forKey:)`, it ends the search
/// with no action.
public protocol CAAction {
    /// Runs the action for `event` on `anObject` (the layer); an animation adds itself to it under `event`.
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// Does nothing: `NSNull` as an action stops the search for one and adds no animation.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// The layer's delegate: the first place `action(forKey:)` asks.
public protocol CALayerDelegate: AnyObject {
    /// The action for `event`, `NSNull()` to stop the search with no action, or `nil` to continue it.
    func action(for layer: CALayer, forKey event: String) -> CAAction?
    /// Updates the layer's contents instead of drawing. Swift cannot ask whether a delegate
    /// implements a method, so the default is not empty: it does what `CALayer.display()`
    /// does without a delegate (`layer.drawBackingStore()`, which calls `draw(_:in:)`).
    func display(_ layer: CALayer)
    /// Draws the layer's content into `ctx`, in its bounds coordinates; the default draws nothing.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Lays out the layer's sublayers when it needs layout (`CALayer.layoutSublayers()`). Swift
    /// cannot ask whether a delegate implements it, so the default does what Core Animation does
    /// for a delegate that does not: it asks the layer's `layoutManager`.
    func layoutSublayers(of layer: CALayer)
    /// Called by the default `display()` just before the backing store is made and `draw(_:in:)`
    /// runs, so the delegate can set what the drawing depends on (`contentsFormat`, `isOpaque`);
    /// the default does nothing.
    func layerWillDraw(_ layer: CALayer)
}

extension CALayerDelegate {
    /// No action of the delegate's: the search goes on.
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
    /// Draws the layer's backing store through `draw(_:in:)`, as `CALayer.display()` does.
    public func display(_ layer: CALayer) { layer.drawBackingStore() }
    /// Draws nothing.
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    /// Asks the layer's `layoutManager`, if it has one.
    public func layoutSublayers(of layer: CALayer) { layer.layoutManager?.layoutSublayers(of: layer) }
    /// Does nothing.
    public func layerWillDraw(_ layer: CALayer) {}
}
