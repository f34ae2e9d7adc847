import Foundation

/// How the inside of a path that crosses itself is decided, with Core Animation's names.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Inside where the path winds around the point a non-zero number of times (the default).
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Inside where a ray from the point crosses the path an odd number of times.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// The shape at the open ends of a stroked path.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
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
    public var rawValue: String
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
    public static let shapeAnimatableKeys: [String] = [
        "path", "fillColor", "strokeColor", "lineWidth", "miterLimit", "lineDashPhase", "strokeStart", "strokeEnd",
    ]

    /// Creates a shape layer with Core Animation's defaults: no path, an opaque black fill, no stroke.
    public override init() {
        super.init()
    }

    /// Creates a presentation copy of `layer`, the shape properties included.
    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAShapeLayer else { return }
        path = other.path?.copy()  // a snapshot: the app may go on mutating a CGMutablePath
        fillColor = other.fillColor
        fillRule = other.fillRule
        strokeColor = other.strokeColor
        lineWidth = other.lineWidth
        lineCap = other.lineCap
        lineJoin = other.lineJoin
        miterLimit = other.miterLimit
        lineDashPattern = other.lineDashPattern
        lineDashPhase = other.lineDashPhase
        strokeStart = other.strokeStart
        strokeEnd = other.strokeEnd
    }

    // MARK: Path and fill

    /// The path to draw, in the layer's coordinates; `nil` draws nothing. Animatable between
    /// paths with matching elements.
    open var path: CGPath? {
        didSet { propertyDidChange("path", from: .path(oldValue ?? CGPath())) }
    }
    /// The fill color; `nil` does not fill. Opaque black by default.
    open var fillColor: CGColor? = .black {
        didSet { propertyDidChange("fillColor", from: .color(oldValue ?? .clear)) }
    }
    /// Which points of a self-crossing path are inside.
    open var fillRule: CAShapeLayerFillRule = .nonZero {
        didSet { modelDidChange() }
    }

    // MARK: Stroke

    /// The stroke color; `nil` (the default) does not stroke.
    open var strokeColor: CGColor? {
        didSet { propertyDidChange("strokeColor", from: .color(oldValue ?? .clear)) }
    }
    /// The stroke's width in points, centred on the path.
    open var lineWidth: CGFloat = 1 {
        didSet { propertyDidChange("lineWidth", from: .number(Double(oldValue))) }
    }
    /// The shape of open ends.
    open var lineCap: CAShapeLayerLineCap = .butt {
        didSet { modelDidChange() }
    }
    /// The shape of corners.
    open var lineJoin: CAShapeLayerLineJoin = .miter {
        didSet { modelDidChange() }
    }
    /// The longest miter, as a multiple of the line width, before a miter join is bevelled.
    open var miterLimit: CGFloat = 10 {
        didSet { propertyDidChange("miterLimit", from: .number(Double(oldValue))) }
    }
    /// Lengths of alternating painted and unpainted stretches, in points; `nil` draws a solid line.
    open var lineDashPattern: [NSNumber]? {
        didSet { modelDidChange() }
    }
    /// How far into the dash pattern the stroke starts.
    open var lineDashPhase: CGFloat = 0 {
        didSet { propertyDidChange("lineDashPhase", from: .number(Double(oldValue))) }
    }
    /// Where the stroke starts, as a fraction (0…1) of the path's length.
    open var strokeStart: CGFloat = 0 {
        didSet { propertyDidChange("strokeStart", from: .number(Double(oldValue))) }
    }
    /// Where the stroke ends, as a fraction (0…1) of the path's length.
    open var strokeEnd: CGFloat = 1 {
        didSet { propertyDidChange("strokeEnd", from: .number(Double(oldValue))) }
    }

    // MARK: Overrides

    open override func animatableValue(forKey key: String) -> AnimatableValue? {
        switch key {
        // A missing path reads as the empty path, so animations to or from it switch halfway.
        case "path": return .path(path ?? CGPath())
        case "fillColor": return .color(fillColor ?? .clear)
        case "strokeColor": return .color(strokeColor ?? .clear)
        case "lineWidth": return .number(Double(lineWidth))
        case "miterLimit": return .number(Double(miterLimit))
        case "lineDashPhase": return .number(Double(lineDashPhase))
        case "strokeStart": return .number(Double(strokeStart))
        case "strokeEnd": return .number(Double(strokeEnd))
        default: return super.animatableValue(forKey: key)
        }
    }

    @discardableResult
    open override func setAnimatableValue(_ value: AnimatableValue, forKey key: String) -> Bool {
        switch (key, value) {
        case ("path", .path(let v)): path = v.isEmpty ? nil : v
        case ("fillColor", .color(let v)): fillColor = v
        case ("strokeColor", .color(let v)): strokeColor = v
        case ("lineWidth", .number(let v)): lineWidth = CGFloat(v)
        case ("miterLimit", .number(let v)): miterLimit = CGFloat(v)
        case ("lineDashPhase", .number(let v)): lineDashPhase = CGFloat(v)
        case ("strokeStart", .number(let v)): strokeStart = CGFloat(v)
        case ("strokeEnd", .number(let v)): strokeEnd = CGFloat(v)
        default: return super.setAnimatableValue(value, forKey: key)
        }
        return true
    }

    /// Adds the path and its style to the node (`CAShapeLayer+RenderTree.swift`).
    override func decorateRenderNode(_ node: inout RenderNode) {
        node.shape = shapeContent
    }
}
