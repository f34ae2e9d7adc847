import QuartzCore

/// One keyframe of an animated Lottie property: a value at a frame, and how it moves on to the next.
public struct LottieKeyframe<Value: Sendable>: Sendable {
    /// The frame, in the time of the layer that holds the property.
    public var frame: Double
    /// The value at `frame`.
    public var value: Value
    /// Whether the value holds until the next keyframe instead of moving towards it (`h: 1`).
    public var isHold: Bool
    /// The easing to the next keyframe: the Bézier `o` and `i` control points of After Effects'
    /// speed graph, as a timing function. Per-dimension easings keep their first dimension's, as
    /// lottie-ios does, since a Core Animation keyframe has one timing function for all components.
    public var easing: CAMediaTimingFunction
    /// The spatial tangents towards the next keyframe (`to`, relative to this value, and `ti`,
    /// relative to the next), for positions that move along a curve; `nil` for a straight line.
    public var spatialTangents: (out: CGPoint, in: CGPoint)?

    /// Creates a keyframe.
    public init(
        frame: Double, value: Value, isHold: Bool = false,
        easing: CAMediaTimingFunction = CAMediaTimingFunction(name: .linear),
        spatialTangents: (out: CGPoint, in: CGPoint)? = nil
    ) {
        self.frame = frame
        self.value = value
        self.isHold = isHold
        self.easing = easing
        self.spatialTangents = spatialTangents
    }
}

/// A Lottie property: one value, or keyframes.
public enum LottieAnimatable<Value: Sendable>: Sendable {
    /// A value that does not change.
    case fixed(Value)
    /// Values at frames, at least two, in increasing frame order.
    case keyframed([LottieKeyframe<Value>])

    /// The value before any keyframe, which is also a fixed property's value.
    public var initialValue: Value {
        switch self {
        case .fixed(let value): return value
        case .keyframed(let keyframes): return keyframes[0].value
        }
    }

    /// Every value the property takes at a keyframe (a fixed property's one value).
    public var values: [Value] {
        switch self {
        case .fixed(let value): return [value]
        case .keyframed(let keyframes): return keyframes.map(\.value)
        }
    }

    /// The property with each value changed by `transform`.
    public func map<Other>(_ transform: (Value) -> Other) -> LottieAnimatable<Other> {
        switch self {
        case .fixed(let value): return .fixed(transform(value))
        case .keyframed(let keyframes):
            return .keyframed(
                keyframes.map {
                    LottieKeyframe(
                        frame: $0.frame, value: transform($0.value), isHold: $0.isHold, easing: $0.easing,
                        spatialTangents: $0.spatialTangents)
                })
        }
    }

    /// The value at `frame`, as the player computes it (for tests and for values that no Core
    /// Animation property takes).
    public func value(atFrame frame: Double, interpolate: (Value, Value, Double) -> Value) -> Value {
        value(atFrame: frame) { from, to, eased in interpolate(from.value, to.value, eased) }
    }

    /// The value at `frame`: a key's own value before the first key, on a hold or after the
    /// last; between two keys, what `segment` makes of them and the fraction between them
    /// eased by the first key's easing (where a point's spatial tangents are read, too).
    func value(
        atFrame frame: Double,
        segment: (_ from: LottieKeyframe<Value>, _ to: LottieKeyframe<Value>, _ eased: Double) -> Value
    ) -> Value {
        guard case .keyframed(let keyframes) = self else { return initialValue }
        if frame <= keyframes[0].frame { return keyframes[0].value }
        for index in 0..<(keyframes.count - 1) {
            let (from, to) = (keyframes[index], keyframes[index + 1])
            guard frame < to.frame else { continue }
            if from.isHold || to.frame <= from.frame { return from.value }
            let linear = (frame - from.frame) / (to.frame - from.frame)
            return segment(from, to, from.easing.evaluate(at: linear))
        }
        return keyframes[keyframes.count - 1].value
    }
}
