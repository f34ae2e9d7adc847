import Foundation

/// A repeating timer that plays a display's refreshes to one link on one run loop mode.
struct RunLoopRefreshTimer {
    let timer: Timer
    let runLoop: RunLoop
    let mode: RunLoop.Mode
}

/// Scheduling a display link on a Foundation run loop, as Core Animation's
/// `add(to:forMode:)` does, for code that does not drive the link from a display.
///
/// There is no display for a run loop to follow here, so the link follows a display refreshing
/// at `CADisplayLink.runLoopRefreshRate` (60 Hz unless set): a repeating timer on the run loop
/// reports each refresh, at times on that display's grid of refreshes. The run loop holds the
/// link until it is removed from every mode it was added to, or invalidated, as on Apple's.
/// Added to several modes, the link still fires once per refresh.
///
/// ```swift
/// let link = CADisplayLink(target: self) { [unowned self] link in self.step(link) }
/// link.add(to: .main, forMode: .common)
/// ```
extension CADisplayLink {
    /// The refresh rate, in hertz, of the display that links added to a run loop follow.
    /// `nonisolated(unsafe)`: a setting read when a link is added to a run loop, on that thread.
    nonisolated(unsafe) public static var runLoopRefreshRate: Double = 60

    /// Fires the link on `runLoop` while it runs in `mode`.
    public func add(to runLoop: RunLoop, forMode mode: RunLoop.Mode) {
        guard !isInvalidated, !runLoopTimers.contains(where: { $0.runLoop === runLoop && $0.mode == mode }) else {
            return
        }
        let period = 1 / max(Self.runLoopRefreshRate, 1)
        // The first timer sets the grid; timers added later join it, so modes agree on refresh times.
        let origin = runLoopRefreshOrigin ?? CACurrentMediaTime()
        runLoopRefreshOrigin = origin
        // `nonisolated(unsafe)`: a run loop's timers fire on the thread that runs it, the thread
        // whose link this is (a display link, like its target, belongs to its run loop's thread).
        nonisolated(unsafe) let link = self
        let timer = Timer(timeInterval: period, repeats: true) { _ in
            let elapsed = CACurrentMediaTime() - origin
            // The refresh nearest now (a timer fires a little early or late); a timer that ran
            // late reports the latest refresh once, not a burst of the missed ones.
            let refresh = origin + (elapsed / period).rounded() * period
            link.displayDidRefresh(at: refresh, refreshPeriod: period)
        }
        timer.tolerance = 0
        runLoop.add(timer, forMode: mode)
        runLoopTimers.append(RunLoopRefreshTimer(timer: timer, runLoop: runLoop, mode: mode))
    }

    /// Stops firing the link on `runLoop` in `mode`; other run loops and modes keep it.
    public func remove(from runLoop: RunLoop, forMode mode: RunLoop.Mode) {
        runLoopTimers.removeAll { scheduled in
            guard scheduled.runLoop === runLoop, scheduled.mode == mode else { return false }
            scheduled.timer.invalidate()
            return true
        }
    }
}
