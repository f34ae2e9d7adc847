import Foundation

/// Scrolling from any layer: each method finds the nearest `CAScrollLayer` at or above the
/// layer and works in its coordinates, as Core Animation's `CALayer (CALayerScrolling)` does.
extension CALayer {
    /// Scrolls the nearest enclosing scroll layer so that `p`, in this layer's coordinates,
    /// lies at the scroll layer's bounds origin (as far as its `scrollMode` allows). Without
    /// an enclosing scroll layer it does nothing.
    public func scroll(_ p: CGPoint) {
        guard let scroller = enclosingScrollLayer else { return }
        scroller.scroll(to: scroller.convert(p, from: self))
    }

    /// Scrolls the nearest enclosing scroll layer by the least amount that makes `r`, in this
    /// layer's coordinates, visible (`CAScrollLayer.scroll(to:)` with a rectangle). Without an
    /// enclosing scroll layer it does nothing.
    public func scrollRectToVisible(_ r: CGRect) {
        guard let scroller = enclosingScrollLayer else { return }
        scroller.scroll(to: scroller.convert(r, from: self))
    }

    /// The part of the bounds the nearest enclosing scroll layer does not clip away, in this
    /// layer's own coordinates: the bounds intersected with the scroll layer's bounds (empty
    /// when scrolled out of sight); the whole bounds without a scroll layer.
    public var visibleRect: CGRect {
        guard let scroller = enclosingScrollLayer else { return bounds }
        return scroller.visibleRect(of: self)
    }

    /// This layer when it is a scroll layer, else its nearest ancestor that is one.
    private var enclosingScrollLayer: CAScrollLayer? {
        var layer: CALayer? = self
        while let current = layer {
            if let scroller = current as? CAScrollLayer { return scroller }
            layer = current.superlayer
        }
        return nil
    }
}
