import Foundation
import GLRender

/// Frame times and statistics gathered from the render thread, read on the app thread.
///
/// The render thread draws only when the picture changes, so frames come in runs (while
/// something animates) with still stretches between them. Frame intervals, the frame rate and
/// dropped frames are measured within runs: a still stretch is nothing drawn because nothing
/// was needed, not frames dropped. `@unchecked Sendable`: every field is read and written under `lock`.
public final class FrameLog: @unchecked Sendable {
    /// The frames so far, as scripted runs print them and the HUD shows them.
    public struct Summary {
        /// Frames drawn.
        public var frames: Int
        /// Frames per second while drawing continuously (0 when no two frames came in a run).
        public var framesPerSecond: Double
        /// The median of the recent frame intervals.
        public var medianMilliseconds: Double
        /// The 95th percentile of the recent frame intervals.
        public var p95Milliseconds: Double
        /// The longest frame interval of all.
        public var maxMilliseconds: Double
        /// Refreshes that went by without the frame they were due, within runs of drawing.
        public var droppedFrames: Int
        /// The last frame's statistics.
        public var last: FrameStatistics
        /// Frames of which the window took only the damage (`FrameStatistics.presentedPartially`).
        public var presentedAsDamageOnly = 0
        /// The app thread's longest pass before the last frame, and the last frame's render stages.
        var stages = StageMilliseconds()
        /// Frames that came more than one refresh late within a run, by what made them late.
        var jank: [JankCause: Int] = [:]
        /// Frames that came more than one refresh late.
        public var jankyFrames: Int { jank.values.reduce(0, +) }

        /// The summary in one line, as scripted runs print it.
        public var line: String {
            String(
                format: "%d frames drawn, %.1f fps while drawing, frame time median %.2f ms, p95 %.2f ms, "
                    + "max %.2f ms, %d dropped; %d draw calls, %d triangles, %d points, %d offscreen passes; "
                    + "%d presented as damage only",
                frames, framesPerSecond, medianMilliseconds, p95Milliseconds, maxMilliseconds, droppedFrames,
                last.drawCalls, last.triangles, last.points, last.offscreenPasses, presentedAsDamageOnly)
        }
    }

    private let lock = NSLock()
    private var frames = 0
    private var lastTime: Double?
    /// The most recent intervals (percentiles and the HUD's graph read them); counts, sums and
    /// the maximum cover every frame. Bounded: the log of a window open for days stays this size.
    private var intervals = RecentValues(capacity: FrameLog.keptIntervals)
    private var intervalCount = 0
    private var intervalSum = 0.0
    private var longestInterval = 0.0
    static let keptIntervals = 8192
    private var last = FrameStatistics()
    private var dropped = 0
    private var presentedAsDamageOnly = 0
    /// The app thread's longest pass since the last drawn frame (the commit a late frame waited for).
    private var appSinceLastFrame = StageMilliseconds()
    private var lastStages = StageMilliseconds()
    private var jank: [JankCause: Int] = [:]
    /// Seconds between the display's refreshes.
    public let refreshPeriod: Double

    init(refreshPeriod: Double) { self.refreshPeriod = refreshPeriod }

    /// Records a drawn frame (render thread).
    public func record(_ frame: RenderServer.DrawnFrame) {
        record(time: frame.time, followsIdleRefreshes: frame.followsIdleRefreshes, statistics: frame.statistics)
    }

    /// Records one pass of the app thread's loop: its callbacks, commit, layout and display (app thread).
    func recordAppPass(_ times: StageMilliseconds) {
        lock.withLock {
            let stages = FrameStage.appThread
            if times.total(of: stages) >= appSinceLastFrame.total(of: stages) { appSinceLastFrame = times }
        }
    }

    /// Records a frame shown at `time`.
    func record(time: Double, followsIdleRefreshes: Bool, statistics: FrameStatistics) {
        lock.withLock {
            var stages = StageMilliseconds(rendered: statistics)
            for stage in FrameStage.appThread { stages[stage] = appSinceLastFrame[stage] }
            if let previous = lastTime, !followsIdleRefreshes {
                let interval = time - previous
                intervals.append(interval)
                intervalCount += 1
                intervalSum += interval
                longestInterval = max(longestInterval, interval)
                // Within a run, a gap of more than one refresh means a frame came too late.
                let late = max(0, Int((interval / refreshPeriod).rounded()) - 1)
                dropped += late
                if late > 0 {
                    jank[
                        JankCause.of(app: stages, render: stages, refreshMilliseconds: refreshPeriod * 1000),
                        default: 0] += 1
                }
            }
            frames += 1
            if statistics.presentedPartially { presentedAsDamageOnly += 1 }
            lastTime = time
            last = statistics
            lastStages = stages
            appSinceLastFrame = StageMilliseconds()
        }
    }

    /// Recent frame intervals in milliseconds, oldest first, for the HUD graph.
    public func recentIntervals(_ count: Int) -> [Double] {
        lock.withLock { intervals.suffix(count).map { $0 * 1000 } }
    }

    /// The frames so far (any thread).
    public func summary() -> Summary {
        lock.withLock {
            // Percentiles of the recent frames; the rate and the maximum of all of them.
            let sorted = intervals.inOrder.sorted()
            func percentile(_ p: Double) -> Double {
                sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * p))] * 1000
            }
            return Summary(
                frames: frames, framesPerSecond: intervalSum > 0 ? Double(intervalCount) / intervalSum : 0,
                medianMilliseconds: percentile(0.5), p95Milliseconds: percentile(0.95),
                maxMilliseconds: longestInterval * 1000, droppedFrames: dropped, last: last,
                presentedAsDamageOnly: presentedAsDamageOnly, stages: lastStages, jank: jank)
        }
    }
}
