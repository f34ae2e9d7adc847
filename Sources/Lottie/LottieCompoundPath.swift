import QuartzCore

/// Several Lottie paths drawn by one shape layer, as After Effects fills the paths of a group
/// together: where they overlap, the fill rule decides, so a letter's counter is a hole.
struct LottieCompoundPath: Sendable {
    /// The paths, in the file's order.
    var subpaths: [LottieBezier]

    /// One path of all the subpaths, which trim paths cut as one line from the first to the last.
    var cgPath: CGPath {
        guard subpaths.count != 1 else { return subpaths[0].cgPath }
        let path = CGMutablePath()
        for subpath in subpaths { path.addPath(subpath.cgPath) }
        return path
    }

    /// The paths of `properties` drawn as one, keyframed as lottie-ios combines the paths of a
    /// shape layer (``LottieCombinedKeyframes``): with their keyframes when the moving ones share
    /// them, else sampled every tenth of a frame and held.
    static func combine(_ properties: [LottieAnimatable<LottieBezier>]) -> LottieAnimatable<LottieCompoundPath> {
        let values = { (frame: Double) in
            LottieCompoundPath(
                subpaths: properties.map { $0.value(atFrame: frame, interpolate: LottieBezier.interpolate) })
        }
        let moving = properties.compactMap { property -> [LottieKeyframe<Void>]? in
            if case .keyframed(let keyframes) = property { return keyframes.map(\.timing) }
            return nil
        }
        guard !moving.isEmpty else { return .fixed(values(0)) }
        let keyframes = LottieCombinedKeyframes.keyframes(
            moving, hasFixed: moving.count < properties.count, value: values)
        return keyframes.count > 1 ? .keyframed(keyframes) : .fixed(keyframes.first?.value ?? values(0))
    }
}

extension LottieBezier {
    /// The path a fraction `t` of the way from `a` to `b`, point by point; paths of different
    /// vertex counts do not interpolate, and jump at the end as Core Animation's paths do.
    static func interpolate(_ a: LottieBezier, _ b: LottieBezier, _ t: Double) -> LottieBezier {
        guard a.vertices.count == b.vertices.count else { return t < 1 ? a : b }
        let mix = { (p: [CGPoint], q: [CGPoint]) in
            zip(p, q).map { CGPoint(x: $0.x + ($1.x - $0.x) * t, y: $0.y + ($1.y - $0.y) * t) }
        }
        return LottieBezier(
            vertices: mix(a.vertices, b.vertices), inTangents: mix(a.inTangents, b.inTangents),
            outTangents: mix(a.outTangents, b.outTangents), isClosed: a.isClosed)
    }
}
