import Foundation
import GLRender

/// Frame times and statistics gathered from the render thread, read on the app thread.
final class FrameLog: @unchecked Sendable {
    struct Summary {
        var frames: Int
        var framesPerSecond: Double
        var medianMilliseconds: Double
        var p95Milliseconds: Double
        var maxMilliseconds: Double
        var droppedFrames: Int
        var last: FrameStatistics

        var line: String {
            String(format: "%d frames, %.1f fps, frame time median %.2f ms, p95 %.2f ms, max %.2f ms, "
                + "%d dropped; %d draw calls, %d triangles, %d offscreen passes",
                frames, framesPerSecond, medianMilliseconds, p95Milliseconds, maxMilliseconds, droppedFrames,
                last.drawCalls, last.triangles, last.offscreenPasses)
        }
    }

    private let lock = NSLock()
    private var times: [Double] = []
    private var intervals: [Double] = []
    private var last = FrameStatistics()
    private var dropped = 0
    let refreshPeriod: Double

    init(refreshPeriod: Double) { self.refreshPeriod = refreshPeriod }

    /// Records a frame shown at media time `time` (render thread).
    func record(time: Double, statistics: FrameStatistics) {
        lock.withLock {
            if let previous = times.last {
                let interval = time - previous
                intervals.append(interval)
                // A gap of more than one refresh means refreshes went by without a new frame.
                dropped += max(0, Int((interval / refreshPeriod).rounded()) - 1)
            }
            times.append(time)
            last = statistics
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
            let span = (times.last ?? 0) - (times.first ?? 0)
            return Summary(
                frames: times.count, framesPerSecond: span > 0 ? Double(times.count - 1) / span : 0,
                medianMilliseconds: percentile(0.5), p95Milliseconds: percentile(0.95),
                maxMilliseconds: (sorted.last ?? 0) * 1000, droppedFrames: dropped, last: last)
        }
    }
}
