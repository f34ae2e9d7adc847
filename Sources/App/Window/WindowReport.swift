import Foundation
import LayerHost

/// What a window session did, as scripted runs print it: the frame log's summary, how many of
/// the refreshes drew a frame, and the process's CPU use once the window had settled.
///
/// A still window draws its first frames (the first commit, the window being mapped and
/// exposed) and then nothing; the figures after the first second show what it costs to keep
/// it open: no frames, and next to no CPU.
struct WindowReport {
    /// The session's counts and the process's clocks at one moment.
    struct Sample {
        var framesDrawn: Int
        /// The display's refreshes, drawn or not, counted by the session (`--frames` counts these).
        var refreshes: Int
        var wallSeconds: Double
        var cpuSeconds: Double
    }

    /// How long after the start the steady-state figures begin.
    static let settlingSeconds = 1.0

    var frames: FrameLog.Summary
    /// At the end of the run.
    var end: Sample
    /// `settlingSeconds` after the start; `nil` when the run was shorter.
    var settled: Sample?

    /// CPU seconds per wall second after settling, all threads (Mesa's included): 1 is one core.
    var cpuCoreShare: Double? {
        guard let settled, end.wallSeconds > settled.wallSeconds else { return nil }
        return (end.cpuSeconds - settled.cpuSeconds) / (end.wallSeconds - settled.wallSeconds)
    }

    var line: String {
        var text = "drawn \(end.framesDrawn) frames of \(end.refreshes) refreshes; " + frames.line
        if let settled, let share = cpuCoreShare {
            text += String(
                format: "; after the first %.0f s: %d frames drawn, CPU %.2f%% of a core",
                Self.settlingSeconds, end.framesDrawn - settled.framesDrawn, share * 100)
        }
        return text
    }
}
