import Foundation

/// The keyframes of a `CAKeyframeAnimation` and how to find the value at any fraction.
struct KeyframeSpline {
    let values: [AnimatableValue]
    /// One key time per value, from 0 to 1 (for `discrete`, optionally one more: the end).
    let keyTimes: [Double]
    let timingFunctions: [CAMediaTimingFunction]?
    let mode: CAAnimationCalculationMode
    let tension: [Double]
    let continuity: [Double]
    let bias: [Double]
    /// Whether the key times never decrease, as Core Animation requires: then the keyframe at a
    /// fraction is found by bisection, which a sampled Lottie property's thousands of held
    /// keyframes need (a scan from the end cost each of them a pass over every key per frame).
    let keyTimesAreSorted: Bool

    init(
        values: [AnimatableValue], keyTimes: [Double]?, timingFunctions: [CAMediaTimingFunction]?,
        mode: CAAnimationCalculationMode, tension: [Double]?, continuity: [Double]?, bias: [Double]?
    ) {
        self.values = values
        self.mode = mode
        let paced = mode == .paced || mode == .cubicPaced
        let expected = mode == .discrete ? [values.count, values.count + 1] : [values.count]
        if paced {
            self.keyTimes = KeyframeSpline.pacedKeyTimes(values)
        } else if let keyTimes, expected.contains(keyTimes.count) {
            self.keyTimes = keyTimes
        } else {
            // Without (usable) key times, keyframes are evenly spaced.
            let segments = Double(max(values.count - (mode == .discrete ? 0 : 1), 1))
            self.keyTimes = (0..<values.count).map { Double($0) / segments }
        }
        // Paced modes ignore the per-segment timing functions, as documented.
        self.timingFunctions = paced ? nil : timingFunctions
        self.tension = tension ?? []
        self.continuity = continuity ?? []
        self.bias = bias ?? []
        keyTimesAreSorted = zip(self.keyTimes, self.keyTimes.dropFirst()).allSatisfy { $0 <= $1 }
    }

    /// Where the value changes, as fractions of the animation in ascending order, where it stays
    /// still between: a discrete animation's key times (`k...k`, where the value differs from the
    /// one before), a linear animation's segments between unequal values (`a...b`, moving
    /// throughout), nothing where every value is equal. `nil` where it may change anywhere.
    func changingSpans() -> [ClosedRange<Double>]? {
        if values.dropFirst().allSatisfy({ $0 == values[0] }) { return [] }
        guard mode == .discrete || mode == .linear, keyTimesAreSorted else { return nil }
        if mode == .discrete {
            return (1..<values.count).compactMap { i in
                values[i] != values[i - 1] ? keyTimes[i]...keyTimes[i] : nil
            }
        }
        return (1..<values.count).compactMap { i in
            values[i] != values[i - 1] ? keyTimes[i - 1]...keyTimes[i] : nil
        }
    }

    /// How far before a key time, as a fraction of the animation, a discrete animation already
    /// shows that key: a time that falls on a key reaches it through the subtractions of nested
    /// begin times and divisions by durations, which land a few ulps short (a group at 0.12 s, a
    /// run in it at 0.44 s, 0.6 s on the clock: 0.11111111111111106 for a key at 1/9), and the
    /// frame showed the key before. A billionth is a nanosecond of a second-long animation, and
    /// below the shift of lottie-ios's 32-bit key times that `LottieKeyTimes` keeps (3.4e-8 of the
    /// run for TypeFace-T's key at frame 15 of 31).
    static let keyTimeTolerance = 1e-9

    /// The last keyframe whose key time is at or before `f`, or 0 when none is.
    func keyframeIndex(at f: Double) -> Int {
        guard keyTimesAreSorted else { return keyTimes.lastIndex { $0 <= f } ?? 0 }
        var (low, high) = (0, keyTimes.count)
        while low < high {
            let middle = (low + high) / 2
            if keyTimes[middle] <= f { low = middle + 1 } else { high = middle }
        }
        return max(low - 1, 0)
    }

    /// Key times proportional to the distance covered by each segment.
    static func pacedKeyTimes(_ values: [AnimatableValue]) -> [Double] {
        guard values.count > 1 else { return [0] }
        var cumulative = [0.0]
        for i in 1..<values.count { cumulative.append(cumulative[i - 1] + values[i - 1].distance(to: values[i])) }
        let total = cumulative.last!
        guard total > 0 else { return (0..<values.count).map { Double($0) / Double(values.count - 1) } }
        return cumulative.map { $0 / total }
    }

    /// The value at fraction `f` (0…1) of the animation.
    func value(at f: Double) -> AnimatableValue {
        guard values.count > 1 else { return values[0] }
        if mode == .discrete {
            return values[min(keyframeIndex(at: f + Self.keyTimeTolerance), values.count - 1)]
        }
        if f <= keyTimes[0] { return values[0] }
        if f >= keyTimes[values.count - 1] { return values[values.count - 1] }
        let i = max(0, min(keyframeIndex(at: f), values.count - 2))
        let span = keyTimes[i + 1] - keyTimes[i]
        var local = span > 0 ? (f - keyTimes[i]) / span : 1
        if let functions = timingFunctions, i < functions.count { local = functions[i].evaluate(at: local) }
        if mode == .cubic || mode == .cubicPaced, let value = cubicValue(segment: i, t: local) { return value }
        return values[i].interpolated(to: values[i + 1], fraction: local)
    }

    /// The Kochanek–Bartels Hermite segment between keyframes `i` and `i + 1`.
    private func cubicValue(segment i: Int, t: Double) -> AnimatableValue? {
        guard let p1 = values[i].vector, let p2 = values[i + 1].vector else { return nil }
        let p0 = values[max(i - 1, 0)].vector ?? p1
        let p3 = values[min(i + 2, values.count - 1)].vector ?? p2
        guard p0.count == p1.count, p3.count == p1.count, p2.count == p1.count else { return nil }
        func parameter(_ list: [Double], _ k: Int) -> Double { k < list.count ? list[k] : 0 }
        let (t1, c1, b1) = (parameter(tension, i), parameter(continuity, i), parameter(bias, i))
        let (t2, c2, b2) = (parameter(tension, i + 1), parameter(continuity, i + 1), parameter(bias, i + 1))
        let t2s = t * t, t3 = t2s * t
        let h00 = 2 * t3 - 3 * t2s + 1, h10 = t3 - 2 * t2s + t, h01 = -2 * t3 + 3 * t2s, h11 = t3 - t2s
        var result = [Double](repeating: 0, count: p1.count)
        for k in 0..<p1.count {
            // Outgoing tangent at p1 and incoming tangent at p2 (Kochanek–Bartels 1984).
            let out =
                (1 - t1) * (1 + b1) * (1 + c1) / 2 * (p1[k] - p0[k])
                + (1 - t1) * (1 - b1) * (1 - c1) / 2 * (p2[k] - p1[k])
            let incoming =
                (1 - t2) * (1 + b2) * (1 - c2) / 2 * (p2[k] - p1[k])
                + (1 - t2) * (1 - b2) * (1 + c2) / 2 * (p3[k] - p2[k])
            result[k] = h00 * p1[k] + h10 * out + h01 * p2[k] + h11 * incoming
        }
        return values[i].withVector(result)
    }
}

/// A `CAKeyframeAnimation` through values.
final class KeyframeEvaluator: AnimationEvaluator {
    let target: PropertyTarget
    let timing: MediaTimingModel
    let timingFunction: CAMediaTimingFunction?
    let spline: KeyframeSpline
    /// Where in a cycle the value changes, where it stays still elsewhere
    /// (`KeyframeSpline.changingSpans()`) and time is not eased; `nil` otherwise.
    private let changingSpans: [ClosedRange<Double>]?

    init(
        target: PropertyTarget, timing: MediaTimingModel, timingFunction: CAMediaTimingFunction?,
        spline: KeyframeSpline
    ) {
        self.target = target
        self.timing = timing
        self.timingFunction = timingFunction
        self.spline = spline
        // Eased time moves the spans; equal values stay equal however eased.
        let spans = spline.changingSpans()
        changingSpans = spans?.isEmpty == false && timingFunction?.isIdentity == false ? nil : spans
    }

    /// A discrete animation changes at its key times, a linear one between unequal values, one
    /// whose values are all equal only where it begins and ends: a Lottie layer's in and out
    /// points, a fade's rest before it starts, draw no frame while still.
    func nextChange(atOrAfterParentTime tp: Double) -> Double {
        guard let changingSpans else { return timing.nextChange(atOrAfterParentTime: tp) }
        return timing.nextChange(atOrAfterParentTime: tp, changingOver: changingSpans)
    }

    var writesRenderNodeFieldsOnly: Bool { target.evaluatesIntoRenderNode }
    var writtenNodeFields: RenderNodeFields { target.writtenNodeFields }

    func apply(parentTime: Double, to layer: CALayer) {
        var sink = LayerSink(layer: layer)
        evaluate(parentTime: parentTime, into: &sink)
    }

    func apply(parentTime: Double, to node: inout RenderNodeSink) { evaluate(parentTime: parentTime, into: &node) }

    @inline(__always)
    private func evaluate<Sink: AnimationSink>(parentTime: Double, into sink: inout Sink) {
        guard let local = timing.resolve(parentTime: parentTime) else { return }
        let linear = timing.duration > 0 ? local.basicTime / timing.duration : 1
        let f = timingFunction?.evaluate(at: linear) ?? linear
        target.write(spline.value(at: f), iteration: local.iteration, cycleEnd: spline.values.last, to: &sink)
    }
}
