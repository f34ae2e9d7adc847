import Foundation

/// A `CAGradientLayer` property whose animations are evaluated straight into the layer's render
/// node (`RenderNodeField.gradient`): the stops' colors and locations, the start and end points.
///
/// As for a shape (`ShapeField`), the node's `gradient` is made again from the values as the
/// layer holds them (`RenderNodeSink.gradient`, `GradientValues`) when the node is finished,
/// exactly as a presentation copy's node makes it (`CAGradientLayer.gradientContent`): without
/// colors the node has none. Reading and writing give and take what key-value access on a
/// presentation copy would.
enum GradientField: Equatable {
    case colors, locations, startPoint, endPoint

    /// The value, as `animatableValue(forKeyPath:)` reads it from a presentation copy.
    func read(from values: GradientValues) -> AnimatableValue {
        switch self {
        case .colors: return GradientLayerProperties.colors.box(values.colors)
        // As `ValueConversion.numbers` boxes the layer's `[NSNumber]?`: none reads as empty.
        case .locations: return .numbers(values.locations ?? [])
        case .startPoint: return .point(values.startPoint)
        case .endPoint: return .point(values.endPoint)
        }
    }

    /// Writes `value`, as `setAnimatableValue(_:forKeyPath:)` writes a presentation copy; a value
    /// of the wrong kind changes nothing.
    func write(_ value: AnimatableValue, into values: inout GradientValues) {
        switch (self, value) {
        case (.colors, _):
            if let colors = GradientLayerProperties.colors.conversion?.unbox(value) { values.colors = colors }
        // As `ValueConversion.numbers` unboxes into the layer's `[NSNumber]?` (no numbers are none),
        // kept as the doubles the node takes, with no `NSNumber` made and read back each frame.
        case (.locations, .numbers(let v)): values.locations = v.isEmpty ? nil : v
        case (.startPoint, .point(let v)): values.startPoint = v
        case (.endPoint, .point(let v)): values.endPoint = v
        default: break
        }
    }
}

/// A gradient layer's animatable properties as the layer (or a presentation copy) holds them, the
/// locations as their numbers' doubles.
struct GradientValues: Sendable {
    var colors: [CGColor]?
    var locations: [Double]?
    var startPoint: CGPoint
    var endPoint: CGPoint

    /// The model's values.
    init(of layer: CAGradientLayer) {
        colors = layer.stopColors
        locations = layer.locations?.map(\.doubleValue)
        startPoint = layer.startPoint
        endPoint = layer.endPoint
    }

    private init() {
        startPoint = .zero
        endPoint = .zero
    }

    /// For sinks whose animations write none of them.
    static let unused = GradientValues()
}
