import Foundation

/// A layer that shows a part of content larger than itself: its sublayers lay out the
/// scrollable area, and scrolling moves its `bounds.origin`, which offsets every sublayer.
///
/// As in Core Animation, a scroll layer clips its sublayers to its bounds: its
/// `masksToBounds` defaults to `true` (`defaultValue(forKey:)` says so), and setting it to
/// `false` shows what lies outside. It handles no events and draws no scrollers.
///
/// ```swift
/// let scroller = CAScrollLayer()
/// scroller.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
/// scroller.addSublayer(bigPicture)             // 1000 × 1000 at the origin
/// scroller.scroll(to: CGPoint(x: 300, y: 400))  // bounds.origin = (300, 400)
/// scroller.scrollMode = .vertically             // from now on only y scrolls
/// ```
open class CAScrollLayer: CALayer {
    /// The axes `scroll(to:)` may move the origin along; `.both` by default.
    open var scrollMode: CAScrollLayerScrollMode = ScrollLayerProperties.scrollMode.defaultValue {
        didSet { declaredPropertyDidChange(ScrollLayerProperties.scrollMode, from: oldValue) }
    }

    /// A scroll layer with Core Animation's defaults, its bounds clipping included.
    public override init() {
        super.init()
        masksToBounds = true
    }

    public override init(layer: Any) {
        super.init(layer: layer)
    }

    /// Changes the bounds origin to `p`, along the axes `scrollMode` allows.
    ///
    /// The change is a `bounds` change: outside a transaction that disables actions it
    /// animates implicitly, as in Core Animation.
    open func scroll(to p: CGPoint) {
        var origin = bounds.origin
        if scrollMode.scrollsHorizontally { origin.x = p.x }
        if scrollMode.scrollsVertically { origin.y = p.y }
        guard origin != bounds.origin else { return }
        bounds.origin = origin
    }

    /// Scrolls by the least amount that brings `r` (in this layer's coordinates) into the
    /// bounds, along the axes `scrollMode` allows; nothing moves when `r` is already inside.
    /// A rectangle larger than the bounds shows its minimum edge.
    open func scroll(to r: CGRect) {
        let visible = bounds
        guard !visible.contains(r) else { return }
        var origin = visible.origin
        if scrollMode.scrollsHorizontally {
            origin.x = Self.origin(showing: r.minX, r.maxX, in: visible.minX, length: visible.width)
        }
        if scrollMode.scrollsVertically {
            origin.y = Self.origin(showing: r.minY, r.maxY, in: visible.minY, length: visible.height)
        }
        guard origin != visible.origin else { return }
        bounds.origin = origin
    }

    /// The origin along one axis that shows `min…max` moving `start` least: past the far
    /// edge the span's end comes to the far edge, and then its start wins if it would not show.
    private static func origin(showing min: CGFloat, _ max: CGFloat, in start: CGFloat, length: CGFloat) -> CGFloat {
        let farEdgeFits = start + length >= max ? start : max - length
        return Swift.min(farEdgeFits, min)
    }

    /// The part of `layer`'s bounds inside this layer's bounds, in `layer`'s coordinates.
    func visibleRect(of layer: CALayer) -> CGRect {
        layer.bounds.intersection(convert(bounds, to: layer))
    }

    // MARK: Overrides

    override class var propertyTable: PropertyTable { ScrollLayerProperties.table }

    /// `masksToBounds` is `true` on a scroll layer, as Core Animation's `CAScrollLayer` answers.
    open override class func defaultValue(forKey key: String) -> Any? {
        key == LayerProperties.masksToBounds.key ? true : super.defaultValue(forKey: key)
    }
}
