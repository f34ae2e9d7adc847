import Foundation

/// How the inside of a path that crosses itself is decided, with Core Animation's names.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// The name, as Core Animation spells it.
    public var rawValue: String
    /// Creates a value from its name; Core Animation's names are the static members.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Inside where the path winds around the point a non-zero number of times (the default).
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Inside where a ray from the point crosses the path an odd number of times.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// The shape at the open ends of a stroked path.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// The name, as Core Animation spells it.
    public var rawValue: String
    /// Creates a value from its name; Core Animation's names are the static members.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Squared off exactly at the end point (the default).
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// A half circle of the line's width around the end point.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// Squared off half the line's width past the end point.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// The shape where two stroked segments meet.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// The name, as Core Animation spells it.
    public var rawValue: String
    /// Creates a value from its name; Core Animation's names are the static members.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Outer edges extended until they meet, bevelled past `miterLimit` (the default).
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// A circular arc around the corner.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// The outer corners joined by a straight line.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// A layer that draws a path, filled and stroked, as resolution-independent geometry.
///
/// The path is in the layer's coordinates and is not clipped to the bounds (unless
/// `masksToBounds`). It is drawn above the background and below the sublayers, as
/// contents are. The renderer tessellates it into triangles on the CPU, so it stays
/// sharp under any transform, 3D perspective included.
///
/// ```swift
/// let ring = CAShapeLayer()
/// ring.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
/// ring.fillColor = nil
/// ring.strokeColor = CGColor(red: 0.2, green: 0.4, blue: 1, alpha: 1)
/// ring.lineWidth = 8
/// ring.strokeEnd = 0.75
/// ```
open class CAShapeLayer: CALayer {
    /// The keys of `CAShapeLayer`'s own animatable properties, as Apple documents them.
    public static var shapeAnimatableKeys: [String] {
        ShapeLayerProperties.table.ownAnimatableKeys(beyond: LayerProperties.table)
    }

    // `@exclusivity(unchecked)`: read for every animated shape layer each frame, see `CALayer`'s.

    // MARK: Path and fill

    /// The path to draw, in the layer's coordinates; `nil` draws nothing. Animatable between
    /// paths with matching elements.
    @exclusivity(unchecked) open var path: CGPath? = ShapeLayerProperties.path.defaultValue {
        didSet { declaredPropertyDidChange(ShapeLayerProperties.path, from: oldValue) }
    }
    /// The fill color; `nil` does not fill. Opaque black by default.
    @exclusivity(unchecked) open var fillColor: CGColor? = ShapeLayerProperties.fillColor.defaultValue {
        didSet { declaredPropertyDidChange(ShapeLayerProperties.fillColor, from: oldValue) }
    }
    /// Which points of a self-crossing path are inside.
    @exclusivity(unchecked) open var fillRule: CAShapeLayerFillRule = ShapeLayerProperties.fillRule.defaultValue {
        didSet { declaredPropertyDidChange(ShapeLayerProperties.fillRule, from: oldValue) }
    }

    // MARK: Stroke

    /// The stroke color; `nil` (the default) does not stroke.
    @exclusivity(unchecked) open var strokeColor: CGColor? = ShapeLayerProperties.strokeColor.defaultValue {
        didSet { declaredPropertyDidChange(ShapeLayerProperties.strokeColor, from: oldValue) }
    }
    /// The stroke's width in points, centred on the path.
    @exclusivity(unchecked) open var lineWidth: CGFloat = ShapeLayerProperties.lineWidth.defaultValue {
        didSet { declaredPropertyDidChange(ShapeLayerProperties.lineWidth, from: oldValue) }
    }
    /// The shape of open ends.
    @exclusivity(unchecked) open var lineCap: CAShapeLayerLineCap = ShapeLayerProperties.lineCap.defaultValue {
        didSet { declaredPropertyDidChange(ShapeLayerProperties.lineCap, from: oldValue) }
    }
    /// The shape of corners.
    @exclusivity(unchecked) open var lineJoin: CAShapeLayerLineJoin = ShapeLayerProperties.lineJoin.defaultValue {
        didSet { declaredPropertyDidChange(ShapeLayerProperties.lineJoin, from: oldValue) }
    }
    /// The longest miter, as a multiple of the line width, before a miter join is bevelled.
    @exclusivity(unchecked) open var miterLimit: CGFloat = ShapeLayerProperties.miterLimit.defaultValue {
        didSet { declaredPropertyDidChange(ShapeLayerProperties.miterLimit, from: oldValue) }
    }
    /// Lengths of alternating painted and unpainted stretches, in points; `nil` draws a solid line.
    @exclusivity(unchecked) open var lineDashPattern: [NSNumber]? = ShapeLayerProperties.lineDashPattern.defaultValue {
        didSet { declaredPropertyDidChange(ShapeLayerProperties.lineDashPattern, from: oldValue) }
    }
    /// How far into the dash pattern the stroke starts.
    @exclusivity(unchecked) open var lineDashPhase: CGFloat = ShapeLayerProperties.lineDashPhase.defaultValue {
        didSet { declaredPropertyDidChange(ShapeLayerProperties.lineDashPhase, from: oldValue) }
    }
    /// Where the stroke starts, as a fraction (0…1) of the path's length.
    @exclusivity(unchecked) open var strokeStart: CGFloat = ShapeLayerProperties.strokeStart.defaultValue {
        didSet { declaredPropertyDidChange(ShapeLayerProperties.strokeStart, from: oldValue) }
    }
    /// Where the stroke ends, as a fraction (0…1) of the path's length.
    @exclusivity(unchecked) open var strokeEnd: CGFloat = ShapeLayerProperties.strokeEnd.defaultValue {
        didSet { declaredPropertyDidChange(ShapeLayerProperties.strokeEnd, from: oldValue) }
    }

    // MARK: Overrides

    override class var propertyTable: PropertyTable { ShapeLayerProperties.table }

    /// Adds the path and its style to the node (`CAShapeLayer+RenderTree.swift`).
    override func decorateRenderNode(_ node: inout RenderNode) {
        node.shape = shapeContent
    }
}
