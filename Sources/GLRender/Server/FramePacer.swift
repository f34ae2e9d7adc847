import Foundation
import LayerTree

/// Paces frames at the display's refresh rate when presenting does not block on vsync (Xvfb).
///
/// Refreshes fall on a fixed grid `origin + k · period`. Waiting for the next
/// one sleeps instead of spinning; a late frame waits for the next grid point,
/// so missed refreshes are skipped, never queued. `RenderServer` shares one grid between
/// its drawn frames and the refreshes `waitForRefresh` delivers while nothing is drawn.
struct FramePacer {
    let period: CFTimeInterval
    private var origin: CFTimeInterval?

    init(period: CFTimeInterval) { self.period = period }

    /// The next refresh after `now` on the grid (and fixes the grid on the first call).
    ///
    /// A `now` that is a grid point (a refresh's own time, as computed here) gives the next one,
    /// even where rounding put the computed point a hair below the exact one.
    mutating func nextRefresh(after now: CFTimeInterval) -> CFTimeInterval {
        let origin = self.origin ?? now
        self.origin = origin
        let index = ((now - origin) / period + 1e-6).rounded(.down) + 1
        return origin + index * period
    }
}
