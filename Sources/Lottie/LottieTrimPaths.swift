import QuartzCore

extension LottieShapeLayers {
    /// The most times a trimmed path is repeated to hold a trim that the offset carries round
    /// past its end; trims that wind further are cut there.
    static let maximumTrimLaps = 8

    /// Trim paths as `strokeStart` and `strokeEnd` of a path repeated end to end, as lottie-ios
    /// draws them: start and end are `min` and `max` of the two percentages, both turned by the
    /// offset (a full turn is the whole path), and where that carries them past the end of
    /// the path (or before its start), the path is drawn as many times over as the trim reaches,
    /// so that the stroke runs on across the end into the next lap instead of being cut.
    func apply(_ trim: Paint.Trim, path: LottieAnimatable<LottieCompoundPath>, to layer: CAShapeLayer) {
        let (start, end) = Self.span(trim)
        let first = floor(start.values.min() ?? 0)
        let reach = (end.values.max() ?? 1) - first
        // Bounded as a Double first: a huge offset would not fit an Int.
        let laps = Int(min(max(ceil(reach - 1e-9), 1), Double(Self.maximumTrimLaps)))
        let fraction = { (value: Double) in CGFloat(min(max((value - first) / Double(laps), 0), 1)) }
        if laps > 1 {
            let repeated = path.map {
                LottieCompoundPath(subpaths: Array(repeating: $0.subpaths, count: laps).flatMap { $0 })
            }
            animations.apply(
                repeated, to: layer, keyPath: "path", set: { layer.path = $0.cgPath }, value: { $0.cgPath })
        }
        animations.apply(
            start, to: layer, keyPath: "strokeStart", set: { layer.strokeStart = fraction($0) }, value: fraction)
        animations.apply(end, to: layer, keyPath: "strokeEnd", set: { layer.strokeEnd = fraction($0) }, value: fraction)
    }

    /// Where the trim starts and ends, in laps of the path: each keeps its own keyframes and
    /// easing while the offset is fixed and the start stays before the end; otherwise the
    /// three are sampled together.
    static func span(_ trim: Paint.Trim) -> (start: LottieAnimatable<Double>, end: LottieAnimatable<Double>) {
        let clamp = { (percent: Double) in min(max(percent / 100, 0), 1) }
        if case .fixed(let offset) = trim.offset {
            let frames = (Self.keyframeFrames(trim.start) + Self.keyframeFrames(trim.end) + [0])
            let ordered = frames.allSatisfy { frame in
                let linear = { (a: Double, b: Double, t: Double) in a + (b - a) * t }
                return trim.start.value(atFrame: frame, interpolate: linear)
                    <= trim.end.value(atFrame: frame, interpolate: linear)
            }
            if ordered {
                let turn = offset / 360
                return (trim.start.map { clamp($0) + turn }, trim.end.map { clamp($0) + turn })
            }
        }
        let span = LottieShapeGeometry.combine(
            [
                LottieSampledProperty(trim.start) { [$0] }, LottieSampledProperty(trim.end) { [$0] },
                LottieSampledProperty(trim.offset) { [$0] },
            ]
        ) { values -> LottieTrimSpan in
            let (start, end, turn) = (clamp(values[0][0]), clamp(values[1][0]), values[2][0] / 360)
            return LottieTrimSpan(start: min(start, end) + turn, end: max(start, end) + turn)
        }
        return (span.map(\.start), span.map(\.end))
    }

    /// The frames of a property's keyframes; none for a fixed value.
    static func keyframeFrames<Value>(_ property: LottieAnimatable<Value>) -> [Double] {
        if case .keyframed(let keyframes) = property { return keyframes.map(\.frame) }
        return []
    }
}

/// Where a trim starts and ends, in laps of the path from its start (1 is the whole path).
struct LottieTrimSpan: Sendable {
    var start: Double
    var end: Double
}
