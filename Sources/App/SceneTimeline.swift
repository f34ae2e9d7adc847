import Foundation
import ImageCodecs
import LayerTree

/// Loads a scene file on the scene clock and plays it to a time, for the
/// commands that show one moment of it (`render --time`, `dump --time`).
///
/// The scene format says a scene's clock starts at 0 when it is loaded. So the
/// process's media clock becomes a `ManualClock` at 0 while the file is read
/// (a `CATransition` snapshots its old appearance then), then moves to `time`,
/// where `CATransaction.flush()` commits the load and delivers what happened
/// in between: animations with `removedOnCompletion` whose active period ended
/// by `time` are removed, as they would have been while playing. The commands
/// own their process, so replacing its clock is theirs to do.
enum SceneTimeline {
    /// The scene in `path`, played to `time` seconds on the scene clock.
    /// A Lottie file is shown at the frame `lottie` chooses, its progress being Core Animation
    /// time of its own (a paused layer's `timeOffset`), on the same clock.
    static func load(_ path: String, at time: Double, lottie: LottieScene = LottieScene()) throws -> Scene {
        let clock = ManualClock(time: 0)
        MediaClocks.current = clock
        let scene =
            try lottie.load(path)
            ?? SceneDecoder(imageLoader: ImageDecoder.shared).decode(contentsOf: URL(fileURLWithPath: path))
        clock.currentTime = time
        CATransaction.flush()
        return scene
    }

    /// Checks a `--time` value: a finite number of seconds, not before the scene is loaded, and no
    /// later than ``DrawingLimits/timeRange`` allows (so a time times a rate stays finite).
    static func validate(_ time: Double) -> String? {
        guard time.isFinite && time >= 0 else { return "--time must be a non-negative number of seconds, got \(time)" }
        guard time <= DrawingLimits.timeRange.upperBound else {
            return "--time must be at most 1e12 seconds (the render time's limit), got \(time)"
        }
        return nil
    }
}
