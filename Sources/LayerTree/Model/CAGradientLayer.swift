import Foundation

/// The geometry of a gradient, with Core Animation's names.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The name, as Core Animation spells it.
    public var rawValue: String
    /// Creates a value from its name; Core Animation's names are the static members.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Colors change along the line from `startPoint` to `endPoint` (the default).
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// An ellipse centred on `startPoint`, its radii reaching `endPoint`'s x and y.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// A sweep around `startPoint`, starting in the direction of `endPoint`.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer that fills its (rounded) bounds with a color gradient, drawn per pixel by a shader.
///
/// Colors interpolate in straight (unpremultiplied) alpha, as CoreGraphics does, and
/// extend past the ends. `startPoint` and `endPoint` are unit coordinates of the
/// bounds; an axial gradient's isolines are perpendicular to the start–end segment
/// measured in points. The gradient fills the rounded bounds even without
/// `masksToBounds`.
///
/// ```swift
/// let sky = CAGradientLayer()
/// sky.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
/// sky.colors = [CGColor(red: 0.1, green: 0.3, blue: 0.9, alpha: 1), .white]
/// sky.locations = [0, 0.8]
/// ```
open class CAGradientLayer: CALayer {
    /// The keys of `CAGradientLayer`'s own animatable properties.
    public static var gradientAnimatableKeys: [String] {
        GradientLayerProperties.table.ownAnimatableKeys(beyond: LayerProperties.table)
    }

    // `@exclusivity(unchecked)`: read for every animated gradient layer each frame, see `CALayer`'s.

    /// The colors of the stops, first to last: `CGColor`s, in an array typed `[Any]?` as Apple's is
    /// (elements of another type are left out).
    open var colors: [Any]? {
        get { stopColors }
        set { stopColors = newValue?.compactMap { $0 as? CGColor } }
    }
    /// The stops' colors (the declared storage of `colors`: animation, copies, scene files).
    @exclusivity(unchecked) var stopColors: [CGColor]? = GradientLayerProperties.colors.defaultValue {
        didSet { declaredPropertyDidChange(GradientLayerProperties.colors, from: oldValue) }
    }
    /// Where each color sits, from 0 to 1 along the gradient, increasing; `nil` spaces them evenly.
    @exclusivity(unchecked) open var locations: [NSNumber]? = GradientLayerProperties.locations.defaultValue {
        didSet { declaredPropertyDidChange(GradientLayerProperties.locations, from: oldValue) }
    }
    /// Where the gradient starts, in unit coordinates of the bounds.
    @exclusivity(unchecked) open var startPoint: CGPoint = GradientLayerProperties.startPoint.defaultValue {
        didSet { declaredPropertyDidChange(GradientLayerProperties.startPoint, from: oldValue) }
    }
    /// Where the gradient ends, in unit coordinates of the bounds.
    @exclusivity(unchecked) open var endPoint: CGPoint = GradientLayerProperties.endPoint.defaultValue {
        didSet { declaredPropertyDidChange(GradientLayerProperties.endPoint, from: oldValue) }
    }
    /// Axial, radial or conic.
    @exclusivity(unchecked) open var type: CAGradientLayerType = GradientLayerProperties.type.defaultValue {
        didSet { declaredPropertyDidChange(GradientLayerProperties.type, from: oldValue) }
    }

    // MARK: Overrides

    override class var propertyTable: PropertyTable { GradientLayerProperties.table }

    /// Adds the gradient to the node (`CAGradientLayer+RenderTree.swift`).
    override func decorateRenderNode(_ node: inout RenderNode) {
        node.gradient = gradientContent
    }
}
