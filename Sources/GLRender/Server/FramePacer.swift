import Foundation
import LayerTree

/// Paces frames at the display's refresh rate when presenting does not block on vsync (Xvfb).
///
/// Refreshes fall on a fixed grid `origin + k · period`. Waiting for the next
/// one sleeps instead of spinning; a late frame waits for the next grid point,
/// so missed refreshes are skipped, never queued.
struct FramePacer {
    let period: CFTimeInterval
    private var origin: CFTimeInterval?

    init(period: CFTimeInterval) { self.period = period }

    /// The next refresh after `now` on the grid (and fixes the grid on the first call).
    mutating func nextRefresh(after now: CFTimeInterval) -> CFTimeInterval {
        let origin = self.origin ?? now
        self.origin = origin
        let index = ((now - origin) / period).rounded(.down) + 1
        return origin + index * period
    }

    /// Sleeps until the next refresh and returns its time.
    mutating func waitForNextRefresh() -> CFTimeInterval {
        let target = nextRefresh(after: CACurrentMediaTime())
        let delay = target - CACurrentMediaTime()
        if delay > 0 { Thread.sleep(forTimeInterval: delay) }
        return target
    }
}
