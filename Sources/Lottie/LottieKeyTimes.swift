/// Where lottie-ios puts keyframes on Core Animation's timeline, to the last bit.
///
/// lottie-ios gives a keyframe animation whose keyframes are all held its key times as 32-bit
/// floats of the keyframe's progress through the root composition from `ip` to one frame past
/// `op` (its paused player's range). Rounding moves a key a little later or earlier, and that
/// decides what a held keyframe shows when a frame falls exactly on it, as the TypeFace samples'
/// frames at 25% and 50% do: the value before it when the key rounds later, its own when
/// earlier. Eased keys are rounded too on iOS, but its 32-bit values hide the shift, so they
/// stay exact here (a trim ending on the last frame would otherwise leave a dot, as pr_1686's
/// would); runs of mixed keyframes get exact key times in lottie-ios too.
struct LottieKeyTimes {
    /// The root composition's first frame.
    let inFrame: Double
    /// The root composition's frames from `ip` to `op + 1`, which lottie-ios's progress spans.
    let length: Double
    /// The frames being built as root frames: the frame shown at the root's first frame, and how
    /// many of them one root frame is (a precomposition's start time and stretch).
    var clock = (startFrame: 0.0, frameStep: 1.0)

    init(inFrame: Double, outFrame: Double) {
        self.inFrame = inFrame
        length = outFrame + 1 - inFrame
        clock = (inFrame, 1)
    }

    /// The frame where lottie-ios's key time for a keyframe at `frame` falls.
    func frame(ofKeyAt frame: Double) -> Double {
        guard length > 0, clock.frameStep != 0 else { return frame }
        let progress = (frame - clock.startFrame) / clock.frameStep / length
        let rounded = Double(Float(progress))
        guard rounded.isFinite else { return frame }
        return clock.startFrame + rounded * length * clock.frameStep
    }
}
