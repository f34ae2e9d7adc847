import Foundation
import GLRender

/// Frame times and statistics gathered from the render thread, read on the app thread.
///
/// The render thread draws only when the picture changes, so frames come in runs (while
/// something animates) with still stretches between them. Frame intervals, the frame rate and
/// dropped frames are measured within runs: a still stretch is nothing drawn because nothing
/// was needed, not frames dropped.
final class FrameLog: @unchecked Sendable {
    struct Summary {
        /// Frames drawn.
        var frames: Int
        /// Frames per second while drawing continuously (0 when no two frames came in a run).
        var framesPerSecond: Double
        var medianMilliseconds: Double
        var p95Milliseconds: Double
        var maxMilliseconds: Double
        var droppedFrames: Int
        var last: FrameStatistics

        var line: String {
            String(format: "%d frames drawn, %.1f fps while drawing, frame time median %.2f ms, p95 %.2f ms, "
                + "max %.2f ms, %d dropped; %d draw calls, %d triangles, %d offscreen passes",
                frames, framesPerSecond, medianMilliseconds, p95Milliseconds, maxMilliseconds, droppedFrames,
                last.drawCalls, last.triangles, last.offscreenPasses)
        }
    }

    private let lock = NSLock()
    private var frames = 0
    private var lastTime: Double?
    private var intervals: [Double] = []
    private var last = FrameStatistics()
    private var dropped = 0
    let refreshPeriod: Double

    init(refreshPeriod: Double) { self.refreshPeriod = refreshPeriod }

    /// Records a drawn frame (render thread).
    func record(_ frame: RenderServer.DrawnFrame) {
        lock.withLock {
            if let previous = lastTime, !frame.followsIdleRefreshes {
                let interval = frame.time - previous
                intervals.append(interval)
                // Within a run, a gap of more than one refresh means a frame came too late.
                dropped += max(0, Int((interval / refreshPeriod).rounded()) - 1)
            }
            frames += 1
            lastTime = frame.time
            last = frame.statistics
        }
    }

    /// Recent frame intervals in milliseconds, oldest first, for the HUD graph.
    func recentIntervals(_ count: Int) -> [Double] {
        lock.withLock { intervals.suffix(count).map { $0 * 1000 } }
    }

    func summary() -> Summary {
        lock.withLock {
            let sorted = intervals.sorted()
            func percentile(_ p: Double) -> Double {
                sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * p))] * 1000
            }
            let drawing = intervals.reduce(0, +)
            return Summary(
                frames: frames, framesPerSecond: drawing > 0 ? Double(intervals.count) / drawing : 0,
                medianMilliseconds: percentile(0.5), p95Milliseconds: percentile(0.95),
                maxMilliseconds: (sorted.last ?? 0) * 1000, droppedFrames: dropped, last: last)
        }
    }
}
