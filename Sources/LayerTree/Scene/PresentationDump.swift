import Foundation

/// A layer tree's presentation values at one time, as JSON: what `layerkit dump` prints,
/// so scripts and tests can check animated values without reading pixels.
///
/// Every layer is listed, hidden ones included (with `"hidden": true`), with
/// Core Animation's property names:
///
/// ```swift
/// let dump = PresentationDump(root: scene.root, at: 0.5)
/// print(dump.root.position)                        // [200, 150]
/// print(String(decoding: try dump.jsonData(), as: UTF8.self))
/// ```
///
/// Numbers:
/// - Doubles are rounded to the nearest multiple of 1e-9 (below a magnitude of
///   1e6, where that is finer than a Double's spacing), so arithmetic noise such
///   as `49.99999999997` prints as `50`; `-0` prints as `0`.
/// - `opacity` and `shadowOpacity` are `Float`s in Core Animation; they print
///   as the shortest decimal that reads back as the same `Float` (`0.8`, not
///   `0.800000011920929`).
/// - A value that is not finite (the `frame` of a layer turned edge-on under
///   perspective) prints as `null`.
/// - Colors are `"#rrggbbaa"` (8 bits a channel), or `null` when not set.
public struct PresentationDump: Encodable, Equatable, Sendable {
    /// The global (scene) time the values were taken at.
    public var time: Double
    /// The root layer's presentation, with its sublayers.
    public var root: Layer

    /// Takes the presentation of `root` and its subtree at global time `time` (`presentation(at:)`).
    public init(root: CALayer, at time: CFTimeInterval) {
        self.time = Self.number(time)
        let presentation = root.presentation(at: time) ?? root
        self.root = Layer(presentation)
    }

    /// Pretty-printed JSON with sorted keys, ending in a newline.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(UInt8(ascii: "\n"))
        return data
    }

    /// One layer's presentation values.
    public struct Layer: Encodable, Equatable, Sendable {
        public var name: String?
        /// The scene format's `type`: `layer` or `transform`.
        public var type: String
        /// `[x, y, w, h]`.
        public var bounds: [Double]
        /// `[x, y]`.
        public var position: [Double]
        public var anchorPoint: [Double]
        public var anchorPointZ: Double
        public var zPosition: Double
        /// The 16 fields in `m11 … m44` order.
        public var transform: [Double]
        public var sublayerTransform: [Double]
        public var opacity: Double
        public var hidden: Bool
        /// `"#rrggbbaa"`, or `nil` when not set.
        public var backgroundColor: String?
        public var borderWidth: Double
        public var borderColor: String?
        public var cornerRadius: Double
        public var masksToBounds: Bool
        public var doubleSided: Bool
        public var shadowColor: String?
        public var shadowOpacity: Double
        /// `[w, h]`.
        public var shadowOffset: [Double]
        public var shadowRadius: Double
        public var shouldRasterize: Bool
        public var rasterizationScale: Double
        /// SVG path data, or `nil` when not set.
        public var shadowPath: String?
        /// `CALayer.frame` of the presentation: `[x, y, w, h]`.
        public var frame: [Double]
        /// The model layer's `animationKeys()`, in the order added; `[]` when none.
        public var animationKeys: [String]
        /// The running `CATransition`, if any.
        public var transition: Transition?
        /// A shape layer's own properties (only on `"shape"` layers).
        public var shape: Shape?
        /// A gradient layer's own properties (only on `"gradient"` layers).
        public var gradient: Gradient?
        /// `contents` and the properties that place it (`PresentationDump+Contents.swift`).
        public var contents: Contents
        public var sublayers: [Layer]

        /// Reads a presentation layer and, recursively, its sublayers.
        init(_ layer: CALayer) {
            name = layer.name
            type = layer is CATransformLayer ? "transform" : layer is CAShapeLayer ? "shape"
                : layer is CAGradientLayer ? "gradient" : layer is CATextLayer ? "text" : "layer"
            shape = (layer as? CAShapeLayer).map(Shape.init)
            gradient = (layer as? CAGradientLayer).map(Gradient.init)
            bounds = PresentationDump.numbers(layer.bounds)
            position = PresentationDump.numbers(layer.position)
            anchorPoint = PresentationDump.numbers(layer.anchorPoint)
            anchorPointZ = PresentationDump.number(layer.anchorPointZ)
            zPosition = PresentationDump.number(layer.zPosition)
            transform = layer.transform.fields.map(PresentationDump.number)
            sublayerTransform = layer.sublayerTransform.fields.map(PresentationDump.number)
            opacity = PresentationDump.number(layer.opacity)
            hidden = layer.isHidden
            backgroundColor = layer.backgroundColor?.description
            borderWidth = PresentationDump.number(layer.borderWidth)
            borderColor = layer.borderColor?.description
            cornerRadius = PresentationDump.number(layer.cornerRadius)
            masksToBounds = layer.masksToBounds
            doubleSided = layer.isDoubleSided
            shadowColor = layer.shadowColor?.description
            shadowOpacity = PresentationDump.number(layer.shadowOpacity)
            shadowOffset = [layer.shadowOffset.width, layer.shadowOffset.height].map(PresentationDump.number)
            shadowRadius = PresentationDump.number(layer.shadowRadius)
            shouldRasterize = layer.shouldRasterize
            rasterizationScale = PresentationDump.number(layer.rasterizationScale)
            shadowPath = layer.shadowPath?.svgPathData
            frame = PresentationDump.numbers(layer.frame)
            animationKeys = layer.model().animationKeys() ?? []
            transition = layer.presentationTransition.map {
                Transition(type: $0.type, subtype: $0.subtype, progress: PresentationDump.number($0.progress))
            }
            contents = Contents(layer)
            sublayers = (layer.sublayers ?? []).map(Layer.init)
        }

        enum CodingKeys: String, CodingKey {
            case name, type, bounds, position, anchorPoint, anchorPointZ, zPosition, transform, sublayerTransform
            case opacity, hidden, backgroundColor, borderWidth, borderColor, cornerRadius, masksToBounds
            case doubleSided, shadowColor, shadowOpacity, shadowOffset, shadowRadius, shadowPath, frame, animationKeys
            case shouldRasterize, rasterizationScale
            case transition, sublayers, shape, gradient
            case contents, contentsRect, contentsCenter, contentsGravity, contentsScale, minificationFilter
            case magnificationFilter
        }

        /// Writes every key, `null` included, so each layer has the same shape.
        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(name, forKey: .name)
            try c.encode(type, forKey: .type)
            try c.encode(bounds.map(PresentationDump.finite), forKey: .bounds)
            try c.encode(position.map(PresentationDump.finite), forKey: .position)
            try c.encode(anchorPoint.map(PresentationDump.finite), forKey: .anchorPoint)
            try c.encode(PresentationDump.finite(anchorPointZ), forKey: .anchorPointZ)
            try c.encode(PresentationDump.finite(zPosition), forKey: .zPosition)
            try c.encode(transform.map(PresentationDump.finite), forKey: .transform)
            try c.encode(sublayerTransform.map(PresentationDump.finite), forKey: .sublayerTransform)
            try c.encode(PresentationDump.finite(opacity), forKey: .opacity)
            try c.encode(hidden, forKey: .hidden)
            try c.encode(backgroundColor, forKey: .backgroundColor)
            try c.encode(PresentationDump.finite(borderWidth), forKey: .borderWidth)
            try c.encode(borderColor, forKey: .borderColor)
            try c.encode(PresentationDump.finite(cornerRadius), forKey: .cornerRadius)
            try c.encode(masksToBounds, forKey: .masksToBounds)
            try c.encode(doubleSided, forKey: .doubleSided)
            try c.encode(shadowColor, forKey: .shadowColor)
            try c.encode(PresentationDump.finite(shadowOpacity), forKey: .shadowOpacity)
            try c.encode(shadowOffset.map(PresentationDump.finite), forKey: .shadowOffset)
            try c.encode(PresentationDump.finite(shadowRadius), forKey: .shadowRadius)
            try c.encode(shouldRasterize, forKey: .shouldRasterize)
            try c.encode(PresentationDump.finite(rasterizationScale), forKey: .rasterizationScale)
            try c.encode(shadowPath, forKey: .shadowPath)
            try c.encode(frame.map(PresentationDump.finite), forKey: .frame)
            try c.encode(animationKeys, forKey: .animationKeys)
            try c.encode(transition, forKey: .transition)
            try c.encodeIfPresent(shape, forKey: .shape)
            try c.encodeIfPresent(gradient, forKey: .gradient)
            try c.encode(sublayers, forKey: .sublayers)
            try contents.encode(into: &c)
        }
    }

    /// A running `CATransition`: `type`, `subtype` (or `null`) and `progress` from 0 to 1.
    public struct Transition: Encodable, Equatable, Sendable {
        public var type: String
        public var subtype: String?
        public var progress: Double

        private enum CodingKeys: String, CodingKey { case type, subtype, progress }

        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(type, forKey: .type)
            try c.encode(subtype, forKey: .subtype)
            try c.encode(PresentationDump.finite(progress), forKey: .progress)
        }
    }

    // MARK: Numbers

    /// `x` rounded to a multiple of 1e-9 where a Double can hold that; `-0` becomes `0`.
    public static func number(_ x: Double) -> Double {
        guard x.isFinite, abs(x) < 1e6 else { return x }
        let rounded = (x * 1e9).rounded() / 1e9
        return rounded == 0 ? 0 : rounded
    }

    /// A `CGFloat`, rounded as a Double.
    public static func number(_ x: CGFloat) -> Double { number(Double(x)) }

    /// A `Float` as the shortest decimal that reads back as it (`0.8`, not `0.800000011920929`).
    public static func number(_ x: Float) -> Double {
        guard x.isFinite else { return Double(x) }
        return x == 0 ? 0 : Double(x.description) ?? Double(x)
    }

    private static func numbers(_ p: CGPoint) -> [Double] { [p.x, p.y].map(number) }
    static func numbers(_ r: CGRect) -> [Double] {
        [r.origin.x, r.origin.y, r.size.width, r.size.height].map(number)
    }

    /// `nil` (JSON `null`) for infinities and NaN, which JSON cannot write.
    static func finite(_ x: Double) -> Double? { x.isFinite ? x : nil }
}
