import Foundation

/// A layer tree's presentation values at one time, as JSON: what `layerkit dump` prints,
/// so scripts and tests can check animated values without reading pixels.
///
/// Every layer is listed, hidden ones included (with `"hidden": true`), with
/// Core Animation's property names:
///
/// ```swift
/// let dump = PresentationDump(root: scene.root, at: 0.5)
/// print(dump.root["position"]?.numbers)            // [200, 150]
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
    ///
    /// The properties come from the declarations (`LayerProperties`): every declared property
    /// with a dump form is written under its scene key, a subclass's own ones in an object under
    /// the layer's scene type (`shape`, `gradient`). What no property holds is added: the scene
    /// `type`, the animation keys, the running transition and the sublayers.
    public struct Layer: Encodable, Equatable, Sendable {
        /// The scene format's `type`: `layer`, `transform`, `shape`, `gradient`, `text`, `scroll` or `tiled`.
        public var type: String
        /// The declared properties `dump` writes, by scene key (`"position": [x, y]`).
        public var properties: [String: DumpValue]
        /// A subclass's own properties, by the subclass's scene type (`"shape": {...}`).
        public var own: [String: [String: DumpValue]]
        /// The model layer's `animationKeys()`, in the order added; `[]` when none.
        public var animationKeys: [String]
        /// The running `CATransition`, if any.
        public var transition: Transition?
        /// The layer's sublayers, in order.
        public var sublayers: [Layer]

        /// A declared property's value, by its scene key.
        public subscript(key: String) -> DumpValue? { properties[key] }

        /// Reads a presentation layer and, recursively, its sublayers.
        init(_ layer: CALayer) {
            type =
                layer is CATransformLayer
                ? "transform"
                : layer is CAShapeLayer
                    ? "shape"
                    : layer is CAGradientLayer
                        ? "gradient"
                        : layer is CATextLayer
                            ? "text"
                            : layer is CAScrollLayer
                                ? "scroll"
                                : layer is CATiledLayer
                                    ? "tiled"
                                    : layer is CAEmitterLayer ? "emitter" : "layer"
            properties = Self.dumped(LayerProperties.table.all, of: layer)
            own = [:]
            for (type, table) in SceneLayerKeys.typesWithOwnKeys {
                let subclassOwn = table.all.filter { LayerProperties.table[$0.key] == nil && $0.applies(to: layer) }
                let values = Self.dumped(subclassOwn, of: layer)
                if !values.isEmpty { own[type] = values }
            }
            animationKeys = layer.model().animationKeys() ?? []
            transition = layer.presentationTransition.map {
                Transition(type: $0.type, subtype: $0.subtype, progress: PresentationDump.number($0.progress))
            }
            sublayers = (layer.sublayers ?? []).map(Layer.init)
        }

        private static func dumped(_ properties: [DeclaredProperty], of layer: CALayer) -> [String: DumpValue] {
            var values: [String: DumpValue] = [:]
            for property in properties {
                if let key = property.dumpKey, let value = property.dumpValue(of: layer) { values[key] = value }
            }
            return values
        }

        /// Writes every key, `null` included, so each layer has the same shape.
        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: DumpKey.self)
            for (key, value) in properties { try c.encode(value, forKey: DumpKey(key)) }
            for (type, values) in own { try c.encode(DumpValue.object(values), forKey: DumpKey(type)) }
            try c.encode(type, forKey: DumpKey("type"))
            try c.encode(animationKeys, forKey: DumpKey("animationKeys"))
            try c.encode(transition, forKey: DumpKey("transition"))
            try c.encode(sublayers, forKey: DumpKey(LayerProperties.sublayers.key))
        }
    }

    /// A running `CATransition`: `type`, `subtype` (or `null`) and `progress` from 0 to 1.
    public struct Transition: Encodable, Equatable, Sendable {
        /// The transition's `type`.
        public var type: String
        /// The transition's `subtype`, if any.
        public var subtype: String?
        /// How far the transition has run, 0 to 1.
        public var progress: Double

        private enum CodingKeys: String, CodingKey { case type, subtype, progress }

        /// Encodes the value as the JSON that `layerkit dump` writes.
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

    static func numbers(_ r: CGRect) -> [Double] {
        [r.origin.x, r.origin.y, r.size.width, r.size.height].map(number)
    }

    /// `nil` (JSON `null`) for infinities and NaN, which JSON cannot write.
    static func finite(_ x: Double) -> Double? { x.isFinite ? x : nil }
}
