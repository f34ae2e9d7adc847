import QuartzCore

/// A layer's drop shadow: After Effects' Drop Shadow effect (`ef` of `ty: 25`) or its layer
/// style (`sy` of `ty: 1`), in Core Animation's terms, as lottie-ios converts them.
public struct LottieDropShadow: Sendable {
    /// The shadow's colour.
    public var color: LottieAnimatable<LottieColor>
    /// Its opacity in percent.
    public var opacity: LottieAnimatable<Double>
    /// The angle of its offset in degrees, 0 to the right and 90 straight down.
    public var angle: LottieAnimatable<Double>
    /// How far it is offset, in points.
    public var distance: LottieAnimatable<Double>
    /// Its blur as `shadowRadius`, in points.
    public var radius: LottieAnimatable<Double>
}

extension LottieDecoder {
    /// The Drop Shadow effect's values, found by their names as lottie-ios finds them: opacity
    /// 0…255, direction with 0 meaning up, and a softness about five times a shadow radius.
    mutating func dropShadowEffect(_ json: LottieJSON) throws -> LottieDropShadow? {
        var values: [String: LottieJSON] = [:]
        for value in try json.member("ef")?.array() ?? [] {
            if let name = try value.string("nm"), let v = try value.member("v") { values[name] = v }
        }
        guard let color = values["Shadow Color"], let opacity = values["Opacity"],
            let direction = values["Direction"], let distance = values["Distance"], let softness = values["Softness"]
        else { return nil }
        return LottieDropShadow(
            color: try animatable(color, Self.color),
            opacity: try animatable(opacity, Self.scalar).map { $0 / 255 * 100 },
            angle: try animatable(direction, Self.scalar).map { $0 - 90 },
            distance: try animatable(distance, Self.scalar),
            radius: try animatable(softness, Self.scalar).map { $0 / 5 })
    }

    /// The Drop Shadow layer style (`c`, `o` in percent, `a` the angle, `d`, `s` a size about twice
    /// a shadow radius).
    mutating func dropShadowStyle(_ json: LottieJSON) throws -> LottieDropShadow {
        LottieDropShadow(
            color: try animatable(json.required("c"), Self.color),
            opacity: try animatable(json.required("o"), Self.scalar),
            angle: try animatable(json.required("a"), Self.scalar),
            distance: try animatable(json.required("d"), Self.scalar),
            radius: try animatable(json.required("s"), Self.scalar).map { $0 / 2 })
    }
}

extension LottieKeyframeAnimations {
    /// The shadow of `layer`'s flattened content, animated as the shadow's properties are.
    func applyDropShadow(_ shadow: LottieDropShadow, to layer: CALayer) {
        apply(
            shadow.color, to: layer, keyPath: "shadowColor", set: { layer.shadowColor = $0.cgColor },
            value: \.cgColor)
        apply(
            shadow.opacity, to: layer, keyPath: "shadowOpacity", set: { layer.shadowOpacity = Float($0 / 100) },
            value: { CGFloat($0 / 100) })
        apply(
            shadow.radius, to: layer, keyPath: "shadowRadius", set: { layer.shadowRadius = CGFloat($0) },
            value: { CGFloat($0) })
        let offset = LottieShapeGeometry.combine(
            [LottieSampledProperty(shadow.angle) { [$0] }, LottieSampledProperty(shadow.distance) { [$0] }]
        ) { values -> CGSize in
            let (radians, distance) = (values[0][0] * .pi / 180, values[1][0])
            return CGSize(width: distance * cos(radians), height: distance * sin(radians))
        }
        apply(offset, to: layer, keyPath: "shadowOffset", set: { layer.shadowOffset = $0 }, value: { $0 })
    }
}
