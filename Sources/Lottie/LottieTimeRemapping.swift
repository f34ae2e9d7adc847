import QuartzCore

/// A precomposition clock that Core Animation's layer timing cannot express: time remapping
/// (`tm`), an eased curve from its composition's frames to its own.
///
/// A layer's `beginTime`, `speed` and `timeOffset` map time linearly, which is all a start time
/// and stretch need; a remapped precomposition instead keeps its composition's clock, and each
/// property animation inside it is sampled at every frame of that clock with its value at the
/// remapped time, as lottie-ios's Core Animation engine does for `tm`. Precompositions nested
/// in one compose their clocks onto the remapping.
struct LottieTimeRemapping {
    /// The frames of the outer clock (the nearest composition timed by its layer) at which
    /// animations are sampled, in increasing order.
    let sampleFrames: [Double]
    /// The precomposition's own frame at an outer frame.
    let localFrame: (Double) -> Double

    /// At most this many samples per animation: a long composition samples more sparsely.
    static let maximumSamples = 2_000

    /// Samples from `start` every `step` outer frames (one frame of the root composition) up to,
    /// not including, `end`, at most `maximumSamples` of them: the last one holds until the end,
    /// so the out point shows the frame before it, as lottie-ios samples (and iOS's snapshots
    /// at progress 1 show).
    init(from start: Double, to end: Double, step: Double, localFrame: @escaping (Double) -> Double) {
        let span = max(end - start, 0)
        let stride = max(step, span / Double(Self.maximumSamples - 1), 1e-9)
        let count = Int((span / stride).rounded(.up))
        sampleFrames = count <= 1 ? [start] : (0..<count).map { start + stride * Double($0) }
        self.localFrame = localFrame
    }

    private init(sampleFrames: [Double], localFrame: @escaping (Double) -> Double) {
        self.sampleFrames = sampleFrames
        self.localFrame = localFrame
    }

    /// This clock followed by a nested precomposition's: its start time and stretch, or its own
    /// time remapping (in seconds at `frameRate`), which replaces them as in lottie-ios.
    func nested(startFrame: Double, timeStretch: Double, timeRemapping: LottieAnimatable<Double>?, frameRate: Double)
        -> LottieTimeRemapping
    {
        let outer = localFrame
        if let timeRemapping {
            return LottieTimeRemapping(sampleFrames: sampleFrames) { frame in
                timeRemapping.value(atFrame: outer(frame), interpolate: LottieInterpolation.scalar) * frameRate
            }
        }
        return LottieTimeRemapping(sampleFrames: sampleFrames) { frame in (outer(frame) - startFrame) / timeStretch }
    }
}

extension LottieKeyframeAnimations {
    /// One animation of `keyframes` (in the precomposition's frames) sampled on the outer clock:
    /// a value per sample frame, moving linearly between them; values of a kind that does not
    /// interpolate hold until the next sample (`.discrete`).
    func remappedAnimation<Value>(
        _ keyframes: [LottieKeyframe<Value>], _ keyPath: String, _ value: (Value) -> Any,
        _ remapping: LottieTimeRemapping
    ) -> CAAnimation? {
        let frames = remapping.sampleFrames
        guard let first = frames.first, let last = frames.last, last > first else { return nil }
        let interpolate = LottieInterpolation.interpolator(for: Value.self)
        let property = LottieAnimatable.keyframed(keyframes)
        let animation = CAKeyframeAnimation(keyPath: keyPath)
        animation.values = frames.map { frame in
            value(LottieInterpolation.value(of: property, atFrame: remapping.localFrame(frame), interpolate))
        }
        animation.keyTimes = frames.map { NSNumber(value: ($0 - first) / (last - first)) }
        if interpolate == nil { animation.calculationMode = .discrete }
        return timed(animation, from: first, to: last)
    }

    /// A layer shown while its precomposition's own frame is from `inFrame` until `outFrame`,
    /// sampled on the outer clock; `nil` when it never is.
    func remappedVisibility(inFrame: Double, outFrame: Double, _ remapping: LottieTimeRemapping) -> CAAnimation? {
        let frames = remapping.sampleFrames
        let shown = frames.map { frame -> Bool in
            let local = remapping.localFrame(frame)
            return local >= inFrame && local < outFrame
        }
        guard shown.contains(true), let first = frames.first, let last = frames.last else { return nil }
        let animation = CAKeyframeAnimation(keyPath: "hidden")
        animation.values = shown.map { !$0 }
        animation.keyTimes = frames.map { NSNumber(value: last > first ? ($0 - first) / (last - first) : 0) }
        animation.calculationMode = .discrete
        return timed(animation, from: first, to: max(last, first + 1))
    }

    /// `animation` running from outer frame `first` to `last`, holding its ends before and after.
    private func timed(_ animation: CAKeyframeAnimation, from first: Double, to last: Double) -> CAAnimation {
        // A beginTime of 0 would mean "now" to `add(_:forKey:)`.
        animation.beginTime = first == 0 ? .leastNonzeroMagnitude : first / frameRate
        animation.duration = (last - first) / frameRate
        animation.fillMode = .both
        animation.isRemovedOnCompletion = false
        return animation
    }
}

/// Interpolation of keyframe values outside Core Animation, for sampling remapped time.
enum LottieInterpolation {
    static func scalar(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }

    static func point(_ a: CGPoint, _ b: CGPoint, _ t: Double) -> CGPoint {
        CGPoint(x: scalar(a.x, b.x, t), y: scalar(a.y, b.y, t))
    }

    /// How values of `type` move between keyframes, or `nil` for kinds that only hold.
    static func interpolator<Value>(for type: Value.Type) -> ((Value, Value, Double) -> Value)? {
        if Value.self == Double.self {
            return { scalar($0 as! Double, $1 as! Double, $2) as! Value }
        } else if Value.self == CGPoint.self {
            return { point($0 as! CGPoint, $1 as! CGPoint, $2) as! Value }
        } else if Value.self == LottieColor.self {
            return { a, b, t in
                let (a, b) = (a as! LottieColor, b as! LottieColor)
                return LottieColor(
                    red: scalar(a.red, b.red, t), green: scalar(a.green, b.green, t),
                    blue: scalar(a.blue, b.blue, t), alpha: scalar(a.alpha, b.alpha, t)) as! Value
            }
        } else if Value.self == [Double].self {
            return { a, b, t in
                let (a, b) = (a as! [Double], b as! [Double])
                guard a.count == b.count else { return (t < 1 ? a : b) as! Value }
                return zip(a, b).map { scalar($0, $1, t) } as! Value
            }
        } else if Value.self == LottieCompoundPath.self {
            // A shape's path (an ellipse growing, a path morphing) moves between its keyframes as
            // Core Animation moves a path animation's values; held, an ellipse inside a remapped
            // precomposition kept its size at one keyframe until the next (lottie-ios's success).
            return { a, b, t in
                let (a, b) = (a as! LottieCompoundPath, b as! LottieCompoundPath)
                guard a.subpaths.count == b.subpaths.count else { return (t < 1 ? a : b) as! Value }
                return LottieCompoundPath(
                    subpaths: zip(a.subpaths, b.subpaths).map { LottieBezier.interpolate($0, $1, t) }) as! Value
            }
        } else if Value.self == LottieBezier.self {
            return { a, b, t in
                let (a, b) = (a as! LottieBezier, b as! LottieBezier)
                // Paths of different vertex counts do not morph, in Core Animation either.
                guard a.vertices.count == b.vertices.count else { return (t < 1 ? a : b) as! Value }
                let mix = { (p: [CGPoint], q: [CGPoint]) in zip(p, q).map { point($0, $1, t) } }
                return LottieBezier(
                    vertices: mix(a.vertices, b.vertices), inTangents: mix(a.inTangents, b.inTangents),
                    outTangents: mix(a.outTangents, b.outTangents), isClosed: a.isClosed) as! Value
            }
        }
        return nil
    }

    /// `property` at `frame` with each keyframe's easing; points with spatial tangents follow
    /// their curve by its parameter, as Core Animation follows a keyframe path.
    static func value<Value>(
        of property: LottieAnimatable<Value>, atFrame frame: Double,
        _ interpolate: ((Value, Value, Double) -> Value)?
    ) -> Value {
        guard let interpolate else {
            return property.value(atFrame: frame) { from, to, t in t < 1 ? from : to }
        }
        guard Value.self == CGPoint.self else { return property.value(atFrame: frame, interpolate: interpolate) }
        return property.value(
            atFrame: frame,
            segment: { from, to, t in
                guard let tangents = from.spatialTangents, tangents.out != .zero || tangents.in != .zero else {
                    return interpolate(from.value, to.value, t)
                }
                let (p0, p3) = (from.value as! CGPoint, to.value as! CGPoint)
                return LottieSpatialInterpolation.pointOnCurve(p0, p0 + tangents.out, p3 + tangents.in, p3, t) as! Value
            })
    }
}
