/// The keyframes of one value computed from several keyframed properties (a rectangle's path
/// from its position, size and roundness; a mirrored layer's matrix from its transform's parts),
/// timed as lottie-ios's `Keyframes.combined` times them.
///
/// When every property that moves has the same keyframes (frames, holds and easings), the value
/// keeps them, eased as they are. Otherwise lottie-ios interpolates each property itself every
/// 0.1 frame from the earliest keyframe time to the latest (a fixed property's one keyframe is at
/// frame 0), and holds each sample until the next (`Keyframes.manuallyInterpolated`): the value
/// at a frame is the sample at or before it, and the last sample, a tenth of a frame before the
/// latest keyframe, holds from there on.
enum LottieCombinedKeyframes {
    /// lottie-ios's step between samples, in frames.
    static let step = 0.1
    /// At most this many samples: a longer span is sampled more sparsely, so a hostile keyframe
    /// a billion frames away costs no more than this.
    static let maximumSamples = 10_000

    /// The keyframes of a value whose inputs have `moving` keyframes (one list per keyframed
    /// property, at least one), with `value` computing it at a frame; `hasFixed` says whether
    /// some input is a fixed value (whose keyframe lottie-ios puts at frame 0). `sampled` samples
    /// even keyframes that share their timing, as lottie-ios does for a transform whose skew
    /// moves (Core Animation does not interpolate a skew as After Effects turns it).
    static func keyframes<Value>(
        _ moving: [[LottieKeyframe<Void>]], hasFixed: Bool, sampled: Bool = false, value: (Double) -> Value
    ) -> [LottieKeyframe<Value>] {
        let base = moving[0]
        if !sampled, moving.dropFirst().allSatisfy({ sameTiming($0, base) }) {
            return base.map {
                LottieKeyframe(frame: $0.frame, value: value($0.frame), isHold: $0.isHold, easing: $0.easing)
            }
        }
        let frames: [Double] = moving.flatMap { $0.map(\.frame) } + (hasFixed ? [0.0] : [])
        let (first, last) = (frames.min() ?? 0, frames.max() ?? 0)
        let step = max(Self.step, (last - first) / Double(maximumSamples))
        return stride(from: first, to: last, by: step).map { LottieKeyframe(frame: $0, value: value($0), isHold: true) }
    }

    /// Whether two properties' keyframes have the same frames, holds and easings (lottie-ios's
    /// `hasSameTimingParameters`, which leaves out spatial tangents).
    private static func sameTiming(_ a: [LottieKeyframe<Void>], _ b: [LottieKeyframe<Void>]) -> Bool {
        a.count == b.count
            && zip(a, b).allSatisfy { $0.frame == $1.frame && $0.isHold == $1.isHold && $0.easing == $1.easing }
    }
}

extension LottieKeyframe {
    /// This keyframe's timing (frame, hold, easing) without its value.
    var timing: LottieKeyframe<Void> { LottieKeyframe<Void>(frame: frame, value: (), isHold: isHold, easing: easing) }
}
