import Foundation

/// A layer's shadow as the renderer needs it: present only when it can show.
///
/// Core Animation draws a shadow under the layer from the alpha of its flattened
/// subtree (or from `shadowPath`), offset by `shadowOffset` in the layer's own
/// coordinates (y down: a positive height moves it down the screen), blurred by
/// `shadowRadius` and tinted `shadowColor × shadowOpacity`.
///
/// ```swift
/// layer.shadowOpacity = 0.5
/// let shadow = layer.makeRenderTree().root?.shadow   // RenderShadow(color: black, opacity: 0.5, …)
/// ```
public struct RenderShadow: Equatable, Sendable {
    /// The shadow's shape when `shadowPath` is set, recognised so the renderer can draw
    /// the common shapes analytically.
    public enum Shape: Equatable, Sendable {
        /// A rectangle, or a rounded rectangle with circular corners of `radius`.
        case roundedRect(CGRect, radius: CGFloat)
        /// The ellipse inscribed in the rectangle.
        case ellipse(CGRect)
        /// Any other path, filled with the nonzero winding rule.
        case path([CGPathElement])
    }

    /// The `shadowColor`.
    public var color: CGColor
    /// The `shadowOpacity`, 0 to 1.
    public var opacity: Float
    /// The `shadowOffset`, in the layer's coordinates (y down).
    public var offset: CGSize
    /// The blur radius in points (Core Animation's `shadowRadius`).
    public var radius: CGFloat
    /// `nil`: the shadow follows the alpha of the layer's flattened subtree.
    public var shape: Shape?

    /// Creates a shadow from its layer's shadow properties.
    public init(color: CGColor, opacity: Float, offset: CGSize, radius: CGFloat, shape: Shape?) {
        self.color = color; self.opacity = opacity; self.offset = offset; self.radius = radius; self.shape = shape
    }
}

extension CALayer {
    /// The shadow to snapshot, or `nil` when it cannot show (zero opacity, no or transparent color, empty path,
    /// a blur or offset that is not finite).
    var renderShadow: RenderShadow? {
        CALayer.renderShadow(
            color: shadowColor, opacity: shadowOpacity, offset: shadowOffset, radius: shadowRadius, path: shadowPath)
    }

    /// The shadow that a layer with these shadow properties snapshots.
    static func renderShadow(color: CGColor?, opacity: Float, offset: CGSize, radius: CGFloat, path: CGPath?)
        -> RenderShadow?
    {
        guard opacity > 0, let color, color.alpha > 0 else { return nil }
        // A blur or an offset that is not finite (set from code; scene files refuse them) puts the
        // shadow nowhere on screen: it is not drawn, rather than carried into the renderer's sizes.
        guard radius.isFinite, offset.width.isFinite, offset.height.isFinite else { return nil }
        var shape: RenderShadow.Shape?
        if let path {
            guard !path.isEmpty else { return nil }
            shape = RenderShadow.Shape(recognizing: path)
        }
        return RenderShadow(
            color: color, opacity: min(opacity, 1), offset: offset, radius: max(0, radius),
            shape: shape)
    }
}

extension RenderShadow.Shape {
    /// Recognises the paths that `CGPath(rect:)`, `CGPath(ellipseIn:)` and
    /// `CGPath(roundedRect:cornerWidth:cornerHeight:)` build (equal corner sizes only),
    /// by rebuilding each candidate from the path's bounding box and comparing elements.
    init(recognizing path: CGPath) {
        let elements = path.elements
        let box = path.boundingBox
        self = .path(elements)
        guard !box.isNull, box.width > 0, box.height > 0 else { return }
        if elements == CGPath(rect: box).elements {
            self = .roundedRect(box, radius: 0)
        } else if elements == CGPath(ellipseIn: box).elements {
            self = .ellipse(box)
        } else if elements.count == 10, case .moveToPoint(let start) = elements[0],
            case .addCurveToPoint(_, _, let firstCorner) = elements[2]
        {
            let cw = start.x - box.minX, ch = firstCorner.y - box.minY
            if abs(cw - ch) <= 1e-9 * max(1, cw),
                elements == CGPath(roundedRect: box, cornerWidth: cw, cornerHeight: ch).elements
            {
                self = .roundedRect(box, radius: cw)
            }
        }
    }
}
