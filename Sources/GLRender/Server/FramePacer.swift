import Foundation
@_spi(Rendering) import LayerTree

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

extension FramePacer {
    /// When `tree`, drawn for the refresh at `time` of a display refreshing every `period`
    /// seconds, next needs a frame: its
    /// `nextFrameTime(after:)`, and while its animations run, the refresh their
    /// `preferredFrameRateRange`s ask for (`CommittedTree.refreshesPerFrame(at:refreshRate:)`).
    ///
    /// A refresh at or after the answer draws. Animations that all prefer 30 fps on a 60 Hz
    /// display answer the refresh after next: every other refresh draws. The answer for a later
    /// refresh is half a refresh early, so that rounding on the grid cannot push it one late.
    static func animationFrameDue(
        for tree: CommittedTree?, drawnAt time: CFTimeInterval, period: CFTimeInterval
    ) -> CFTimeInterval {
        guard let tree else { return .infinity }
        let next = tree.nextFrameTime(after: time)
        guard next <= time else { return next }
        let refreshes = tree.refreshesPerFrame(at: time, refreshRate: 1 / period)
        return refreshes > 1 ? time + (Double(refreshes) - 0.5) * period : next
    }
}
