import QuartzCore

/// Turns keyframed Lottie properties into Core Animation animations on a layer.
///
/// Every animation runs in its composition's time, in seconds (`frame / frameRate`): the player
/// pauses the root layer (`speed = 0`) and moves its `timeOffset`, so one evaluation of the layer
/// tree shows any frame, and precompositions shift and stretch time with their layers' own
/// `beginTime` and `speed`.
struct LottieKeyframeAnimations {
    /// The composition's frames per second.
    let frameRate: Double
    /// Inside a time-remapped precomposition, its clock: animations are sampled on the outer one.
    var remapping: LottieTimeRemapping? = nil
    /// Where lottie-ios's key times fall, which decides what a held key shows on its own frame.
    var keyTimes: LottieKeyTimes

    /// Sets `property`'s first value with `set` and, when it is keyframed, adds an animation of
    /// `keyPath` whose values `value` makes.
    func apply<Value>(
        _ property: LottieAnimatable<Value>, to layer: CALayer, keyPath: String,
        set: (Value) -> Void, value: (Value) -> Any, rotationMode: CAAnimationRotationMode? = nil
    ) {
        set(property.initialValue)
        guard case .keyframed(let keyframes) = property,
            let animation = animation(keyframes, keyPath, value, rotationMode: rotationMode)
        else {
            return
        }
        layer.add(animation, forKey: keyPath)
    }

    /// One animation through `keyframes`, or `nil` when they all sit on one frame.
    ///
    /// Hold keyframes play `.discrete`; since a keyframe animation has one calculation mode, a
    /// property that mixes held and eased keyframes becomes a group of runs, each of one mode,
    /// as lottie-ios builds it.
    ///
    /// With `rotationMode`, a position turns its layer to the direction it moves in, along its
    /// eased runs (a held run does not move).
    func animation<Value>(
        _ keyframes: [LottieKeyframe<Value>], _ keyPath: String, _ value: (Value) -> Any,
        rotationMode: CAAnimationRotationMode? = nil
    ) -> CAAnimation? {
        if let remapping { return remappedAnimation(keyframes, keyPath, value, remapping) }
        var (first, last) = (keyframes[0].frame, keyframes[keyframes.count - 1].frame)
        guard last > first else { return nil }
        let runs = Self.runs(keyframes)
        let animation: CAAnimation
        if runs.count == 1 {
            // One run of held keys at lottie-ios's 32-bit key times (LottieKeyTimes); eased keys
            // stay exact, as iOS's 32-bit values leave no trace of the shift between them.
            let frames = keyframes.map { keyframes[0].isHold ? keyTimes.frame(ofKeyAt: $0.frame) : $0.frame }
            guard let start = frames.first, let end = frames.last, end > start else { return nil }
            (first, last) = (start, end)
            animation = run(keyframes, keyPath, value, frames: frames, rotationMode: rotationMode)
        } else {
            let group = CAAnimationGroup()
            group.animations = runs.enumerated().map { index, keyframes in
                let part = run(keyframes, keyPath, value, frames: keyframes.map(\.frame), rotationMode: rotationMode)
                part.beginTime = (keyframes[0].frame - first) / frameRate
                // A later run overrides the ones before it, and holds its end until the next.
                part.fillMode = index == 0 ? .both : .forwards
                return part
            }
            animation = group
        }
        // A beginTime of 0 would mean "now" to `add(_:forKey:)`; the smallest positive time
        // means the composition's frame 0, as lottie-ios does with AVCoreAnimationBeginTimeAtZero.
        animation.beginTime = first == 0 ? .leastNonzeroMagnitude : first / frameRate
        animation.duration = (last - first) / frameRate
        animation.fillMode = .both
        animation.isRemovedOnCompletion = false
        return animation
    }

    /// A keyframe animation through keyframes that are all held or all eased, placed at `frames`.
    private func run<Value>(
        _ keyframes: [LottieKeyframe<Value>], _ keyPath: String, _ value: (Value) -> Any, frames: [Double],
        rotationMode: CAAnimationRotationMode?
    ) -> CAKeyframeAnimation {
        let (first, last) = (frames[0], frames[frames.count - 1])
        let animation = CAKeyframeAnimation(keyPath: keyPath)
        animation.duration = (last - first) / frameRate
        animation.keyTimes = frames.map { NSNumber(value: ($0 - first) / (last - first)) }
        let isHeld = keyframes[0].isHold
        // Only a position follows the curve of its spatial tangents, as in lottie-ios: other points
        // (a gradient's start, a rectangle's size) reach their layers through `value`, which a
        // path in the file's coordinates would skip.
        if keyPath == "position", !isHeld,
            let path = Self.spatialPath(keyframes, evenIfStraight: rotationMode != nil)
        {
            animation.path = path
            // Core Animation turns the layer to the path's tangent, on top of its own rotation.
            animation.rotationMode = rotationMode
        } else {
            animation.values = keyframes.map { value($0.value) }
        }
        if isHeld {
            animation.calculationMode = .discrete
        } else {
            animation.timingFunctions = keyframes.dropLast().map(\.easing)
        }
        animation.fillMode = .both
        animation.isRemovedOnCompletion = false
        return animation
    }

    /// The keyframes split where they change between held and eased; neighbouring runs share
    /// the keyframe between them.
    static func runs<Value>(_ keyframes: [LottieKeyframe<Value>]) -> [[LottieKeyframe<Value>]] {
        // Segment i (keyframe i to i + 1) is held when keyframe i is; the last keyframe's flag moves nothing.
        var runs: [[LottieKeyframe<Value>]] = []
        var start = 0
        for index in keyframes.indices.dropFirst().dropLast() where keyframes[index].isHold != keyframes[start].isHold {
            runs.append(Array(keyframes[start...index]))
            start = index
        }
        runs.append(Array(keyframes[start...]))
        return runs
    }

    /// For positions with spatial tangents, the curve through the keyframes, whose segments
    /// Core Animation follows one per key time; `nil` when every segment is straight, unless
    /// `evenIfStraight` (a layer that turns along its path needs one).
    static func spatialPath<Value>(_ keyframes: [LottieKeyframe<Value>], evenIfStraight: Bool = false) -> CGPath? {
        guard Value.self == CGPoint.self else { return nil }
        let points = keyframes.map { $0.value as! CGPoint }
        let curved = keyframes.dropLast().contains { keyframe in
            guard let tangents = keyframe.spatialTangents else { return false }
            return tangents.out != .zero || tangents.in != .zero
        }
        guard curved || evenIfStraight else { return nil }
        let path = CGMutablePath()
        path.move(to: points[0])
        for index in 1..<points.count {
            if let tangents = keyframes[index - 1].spatialTangents, tangents.out != .zero || tangents.in != .zero {
                path.addCurve(
                    to: points[index], control1: points[index - 1] + tangents.out,
                    control2: points[index] + tangents.in)
            } else {
                path.addLine(to: points[index])
            }
        }
        return path
    }
}
