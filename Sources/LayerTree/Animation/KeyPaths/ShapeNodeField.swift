import Foundation

/// A `CAShapeLayer` property whose animations are evaluated straight into the layer's render
/// node (`RenderNodeField.shape`): the path, its colors and the stroke's numbers.
///
/// The node's `shape` is not written field by field: whether a shape draws at all (and so
/// whether the node has one) depends on several of them together (a path, a visible fill or
/// stroke, the trim). The animations write the values as the layer holds them
/// (`RenderNodeSink.shape`, `ShapeValues`) and the node's shape is made from those when the
/// node is finished, exactly as a presentation copy's node makes it (`CAShapeLayer.shapeContent`).
/// Reading and writing go through the declared properties' own conversions, so the values are
/// the ones key-value access on a presentation copy would give and take.
enum ShapeField: Equatable {
    case path, fillColor, strokeColor, lineWidth, miterLimit, lineDashPhase, strokeStart, strokeEnd

    /// The value, as `animatableValue(forKeyPath:)` reads it from a presentation copy.
    func read(from values: ShapeValues) -> AnimatableValue {
        switch self {
        case .path: return ShapeLayerProperties.path.box(values.path)
        case .fillColor: return ShapeLayerProperties.fillColor.box(values.fillColor)
        case .strokeColor: return ShapeLayerProperties.strokeColor.box(values.strokeColor)
        case .lineWidth: return .number(Double(values.lineWidth))
        case .miterLimit: return .number(Double(values.miterLimit))
        case .lineDashPhase: return .number(Double(values.lineDashPhase))
        case .strokeStart: return .number(Double(values.strokeStart))
        case .strokeEnd: return .number(Double(values.strokeEnd))
        }
    }

    /// Writes `value`, as `setAnimatableValue(_:forKeyPath:)` writes a presentation copy; a value
    /// of the wrong kind changes nothing.
    func write(_ value: AnimatableValue, into values: inout ShapeValues) {
        switch self {
        case .path:
            if let path = ShapeLayerProperties.path.conversion?.unbox(value) { values.path = path }
        case .fillColor:
            if let color = ShapeLayerProperties.fillColor.conversion?.unbox(value) { values.fillColor = color }
        case .strokeColor:
            if let color = ShapeLayerProperties.strokeColor.conversion?.unbox(value) { values.strokeColor = color }
        default:
            guard case .number(let v) = value else { return }
            write(number: v, into: &values)
        }
    }

    /// Writes a number, as `write(.number(v), into:)` does, without building the value.
    func write(number v: Double, into values: inout ShapeValues) {
        switch self {
        case .path, .fillColor, .strokeColor: break
        case .lineWidth: values.lineWidth = CGFloat(v)
        case .miterLimit: values.miterLimit = CGFloat(v)
        case .lineDashPhase: values.lineDashPhase = CGFloat(v)
        case .strokeStart: values.strokeStart = CGFloat(v)
        case .strokeEnd: values.strokeEnd = CGFloat(v)
        }
    }
}

/// A shape layer's animatable properties as the layer (or a presentation copy) holds them.
struct ShapeValues {
    var path: CGPath?
    var fillColor: CGColor?
    var strokeColor: CGColor?
    var lineWidth: CGFloat
    var miterLimit: CGFloat
    var lineDashPhase: CGFloat
    var strokeStart: CGFloat
    var strokeEnd: CGFloat

    /// The model's values.
    init(of layer: CAShapeLayer) {
        path = layer.path
        fillColor = layer.fillColor
        strokeColor = layer.strokeColor
        lineWidth = layer.lineWidth
        miterLimit = layer.miterLimit
        lineDashPhase = layer.lineDashPhase
        strokeStart = layer.strokeStart
        strokeEnd = layer.strokeEnd
    }

    private init() {
        lineWidth = 0
        miterLimit = 0
        lineDashPhase = 0
        strokeStart = 0
        strokeEnd = 0
    }

    /// For sinks whose animations write none of them (made, not stored: a path is not `Sendable`).
    static var unused: ShapeValues { ShapeValues() }
}
