import Foundation

/// A `CAGradientLayer`'s gradient, frozen for the renderer.
public struct GradientContent: Hashable, Sendable {
    /// Straight-alpha colors of the stops.
    public var colors: [CGColor]
    /// One location per color (0…1), spaced evenly when the layer gave none or the wrong count.
    public var locations: [Double]
    /// The `startPoint`, in unit coordinates of the bounds.
    public var startPoint: CGPoint
    /// The `endPoint`, in unit coordinates of the bounds.
    public var endPoint: CGPoint
    /// The `type`: axial, radial or conic.
    public var type: CAGradientLayerType

    /// Creates a gradient from its layer's gradient properties.
    public init(
        colors: [CGColor], locations: [Double]?, startPoint: CGPoint, endPoint: CGPoint,
        type: CAGradientLayerType
    ) {
        self.colors = colors
        if let locations, locations.count == colors.count {
            self.locations = locations
        } else {
            // Core Animation spaces the stops evenly when `locations` is nil.
            let n = colors.count
            self.locations = (0..<n).map { n > 1 ? Double($0) / Double(n - 1) : 0 }
        }
        self.startPoint = startPoint
        self.endPoint = endPoint
        self.type = type
    }
}
