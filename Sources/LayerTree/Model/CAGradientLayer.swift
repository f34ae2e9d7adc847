import Foundation

/// The geometry of a gradient, with Core Animation's names.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
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
    public static let gradientAnimatableKeys: [String] = ["colors", "locations", "startPoint", "endPoint"]

    /// Creates a gradient layer with no colors (it draws only its background and border).
    public override init() {
        super.init()
    }

    /// Creates a presentation copy of `layer`, the gradient properties included.
    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAGradientLayer else { return }
        colors = other.colors
        locations = other.locations
        startPoint = other.startPoint
        endPoint = other.endPoint
        type = other.type
    }

    /// The colors of the stops, first to last. Apple types this `[Any]?` of `CGColor`s;
    /// LayerKit has only `CGColor`, so the array says so.
    open var colors: [CGColor]? {
        didSet { propertyDidChange("colors", from: .colors(oldValue ?? [])) }
    }
    /// Where each color sits, from 0 to 1 along the gradient, increasing; `nil` spaces them evenly.
    open var locations: [NSNumber]? {
        didSet { propertyDidChange("locations", from: .numbers((oldValue ?? []).map(\.doubleValue))) }
    }
    /// Where the gradient starts, in unit coordinates of the bounds.
    open var startPoint = CGPoint(x: 0.5, y: 0) {
        didSet { propertyDidChange("startPoint", from: .point(oldValue)) }
    }
    /// Where the gradient ends, in unit coordinates of the bounds.
    open var endPoint = CGPoint(x: 0.5, y: 1) {
        didSet { propertyDidChange("endPoint", from: .point(oldValue)) }
    }
    /// Axial, radial or conic.
    open var type: CAGradientLayerType = .axial {
        didSet { modelDidChange() }
    }

    // MARK: Overrides

    open override func animatableValue(forKey key: String) -> AnimatableValue? {
        switch key {
        case "colors": return .colors(colors ?? [])
        case "locations": return .numbers((locations ?? []).map(\.doubleValue))
        case "startPoint": return .point(startPoint)
        case "endPoint": return .point(endPoint)
        default: return super.animatableValue(forKey: key)
        }
    }

    @discardableResult
    open override func setAnimatableValue(_ value: AnimatableValue, forKey key: String) -> Bool {
        switch (key, value) {
        case ("colors", .colors(let v)): colors = v.isEmpty ? nil : v
        case ("locations", .numbers(let v)): locations = v.isEmpty ? nil : v.map { NSNumber(value: $0) }
        case ("startPoint", .point(let v)): startPoint = v
        case ("endPoint", .point(let v)): endPoint = v
        default: return super.setAnimatableValue(value, forKey: key)
        }
        return true
    }

    /// Adds the gradient to the node (`CAGradientLayer+RenderTree.swift`).
    override func decorateRenderNode(_ node: inout RenderNode) {
        node.gradient = gradientContent
    }
}
