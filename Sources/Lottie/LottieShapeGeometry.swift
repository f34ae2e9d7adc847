import QuartzCore

/// Rectangles and ellipses as Lottie paths, built the way After Effects starts and winds them, so
/// that trim paths cut them where After Effects does and keyframes interpolate point by point.
enum LottieShapeGeometry {
    /// The share of a quarter ellipse's radius at which its cubic control points sit.
    static let ellipseKappa = 0.5519150244935105

    /// An ellipse from its top, clockwise.
    static func ellipse(center: CGPoint, size: CGPoint) -> LottieBezier {
        let (rx, ry) = (size.x / 2, size.y / 2)
        let (kx, ky) = (rx * ellipseKappa, ry * ellipseKappa)
        let c = center
        return LottieBezier(
            vertices: [
                CGPoint(x: c.x, y: c.y - ry), CGPoint(x: c.x + rx, y: c.y), CGPoint(x: c.x, y: c.y + ry),
                CGPoint(x: c.x - rx, y: c.y),
            ],
            inTangents: [CGPoint(x: -kx, y: 0), CGPoint(x: 0, y: -ky), CGPoint(x: kx, y: 0), CGPoint(x: 0, y: ky)],
            outTangents: [CGPoint(x: kx, y: 0), CGPoint(x: 0, y: ky), CGPoint(x: -kx, y: 0), CGPoint(x: 0, y: -ky)],
            isClosed: true)
    }

    /// A rectangle from its top-right corner, clockwise, with corners rounded by `roundness`
    /// (at most half the shorter side).
    static func rectangle(center: CGPoint, size: CGPoint, roundness: Double) -> LottieBezier {
        let (halfWidth, halfHeight) = (abs(size.x) / 2, abs(size.y) / 2)
        let (left, right) = (center.x - halfWidth, center.x + halfWidth)
        let (top, bottom) = (center.y - halfHeight, center.y + halfHeight)
        let radius = min(max(roundness, 0), min(halfWidth, halfHeight))
        guard radius > 0 else {
            let corners = [
                CGPoint(x: right, y: top), CGPoint(x: right, y: bottom), CGPoint(x: left, y: bottom),
                CGPoint(x: left, y: top),
            ]
            let zero = Array(repeating: CGPoint.zero, count: 4)
            return LottieBezier(vertices: corners, inTangents: zero, outTangents: zero, isClosed: true)
        }
        let k = radius * (1 - ellipseKappa)
        let handle = radius - k
        let vertices = [
            CGPoint(x: right, y: top + radius), CGPoint(x: right, y: bottom - radius),
            CGPoint(x: right - radius, y: bottom), CGPoint(x: left + radius, y: bottom),
            CGPoint(x: left, y: bottom - radius), CGPoint(x: left, y: top + radius),
            CGPoint(x: left + radius, y: top), CGPoint(x: right - radius, y: top),
        ]
        let inTangents = [
            CGPoint(x: 0, y: -handle), .zero, CGPoint(x: handle, y: 0), .zero,
            CGPoint(x: 0, y: handle), .zero, CGPoint(x: -handle, y: 0), .zero,
        ]
        let outTangents = [
            .zero, CGPoint(x: 0, y: handle), .zero, CGPoint(x: -handle, y: 0),
            .zero, CGPoint(x: 0, y: -handle), .zero, CGPoint(x: handle, y: 0),
        ]
        return LottieBezier(vertices: vertices, inTangents: inTangents, outTangents: outTangents, isClosed: true)
    }

    /// A value (a path, a shadow's offset) computed from several properties, keyframed as
    /// lottie-ios combines them (``LottieCombinedKeyframes``): with their keyframes when the
    /// moving ones share them, else sampled every tenth of a frame and held.
    static func combine<Value: Sendable>(
        _ properties: [LottieSampledProperty], sampled: Bool = false, make: @escaping ([[Double]]) -> Value
    ) -> LottieAnimatable<Value> {
        let moving = properties.compactMap(\.keyframes)
        let values = { (frame: Double) in make(properties.map { $0.sample(frame) }) }
        guard !moving.isEmpty else { return .fixed(values(0)) }
        let keyframes = LottieCombinedKeyframes.keyframes(
            moving, hasFixed: moving.count < properties.count, sampled: sampled, value: values)
        return keyframes.count > 1 ? .keyframed(keyframes) : .fixed(keyframes.first?.value ?? values(0))
    }
}

/// One input of a path made of several properties (a rectangle's centre, size and roundness):
/// its value at any frame as numbers, and its keyframes' timing when it has keyframes.
struct LottieSampledProperty {
    /// The value's components at a frame.
    let sample: (Double) -> [Double]
    /// The keyframes' frames, holds and easings; `nil` for a fixed value.
    let keyframes: [LottieKeyframe<Void>]?

    init<Value>(_ property: LottieAnimatable<Value>, components: @escaping (Value) -> [Double]) {
        let numbers = property.map(components)
        sample = { frame in Self.value(of: numbers, atFrame: frame) }
        if case .keyframed(let keyframes) = property {
            self.keyframes = keyframes.map {
                LottieKeyframe(frame: $0.frame, value: (), isHold: $0.isHold, easing: $0.easing)
            }
        } else {
            keyframes = nil
        }
    }

    /// The numbers at `frame` as lottie-ios's keyframe interpolator computes them: eased, and
    /// a point with spatial tangents (its first two numbers) along its curve by length
    /// (``LottieSpatialInterpolation``), as a position sampled into a mirrored layer's matrix
    /// or a rectangle's path moves on iOS.
    static func value(of numbers: LottieAnimatable<[Double]>, atFrame frame: Double) -> [Double] {
        numbers.value(
            atFrame: frame,
            segment: { from, to, t in
                var mixed = zip(from.value, to.value).map { $0 + ($1 - $0) * t }
                if let tangents = from.spatialTangents, mixed.count >= 2 {
                    let point = LottieSpatialInterpolation.point(
                        from: CGPoint(x: from.value[0], y: from.value[1]), to: CGPoint(x: to.value[0], y: to.value[1]),
                        tangents: tangents, amount: CGFloat(t))
                    (mixed[0], mixed[1]) = (Double(point.x), Double(point.y))
                }
                return mixed
            })
    }
}
