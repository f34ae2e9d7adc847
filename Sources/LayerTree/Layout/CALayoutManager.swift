import Foundation

/// An object that lays out a layer's sublayers (`CALayer.layoutManager`), as Core Animation's
/// `CALayoutManager` protocol: each method has a default, so a manager implements only what it needs.
///
/// ```swift
/// final class RowLayout: CALayoutManager {
///     func layoutSublayers(of layer: CALayer) {
///         var x: CGFloat = 0
///         for sublayer in layer.sublayers ?? [] {
///             sublayer.frame.origin = CGPoint(x: x, y: 0)
///             x += sublayer.frame.width + 8
///         }
///     }
/// }
/// strip.layoutManager = RowLayout()
/// ```
public protocol CALayoutManager: AnyObject {
    /// The size `layer` would like in its superlayer (its `preferredFrameSize()` asks this);
    /// the default is the layer's bounds size.
    func preferredSize(of layer: CALayer) -> CGSize
    /// Called when `layer` is marked for layout (`setNeedsLayout()`), so a manager can drop what
    /// it cached; the default does nothing.
    func invalidateLayout(of layer: CALayer)
    /// Lays out the sublayers of `layer`, in the layout pass; the default does nothing.
    func layoutSublayers(of layer: CALayer)
}

extension CALayoutManager {
    /// The layer's bounds size.
    public func preferredSize(of layer: CALayer) -> CGSize { layer.bounds.size }
    /// Does nothing.
    public func invalidateLayout(of layer: CALayer) {}
    /// Does nothing.
    public func layoutSublayers(of layer: CALayer) {}
}
