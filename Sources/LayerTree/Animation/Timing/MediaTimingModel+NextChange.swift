import Foundation

// When a timeline next changes what it shows: the arithmetic behind `nextFrameTime(after:)`.
//
// Every answer is a parent time `≥ tp`, and `tp` itself means "changing now". Where the exact
// answer is hard (time running backwards), the answer is `tp`: an early answer costs a frame
// that looks the same, a late one leaves a stale frame on screen.

extension MediaTimingModel {
    /// The earliest parent time `≥ tp` at which the object's effect may differ from its effect at `tp`.
    ///
    /// Before `beginTime` the effect is still (nothing, or the first frame filled backwards) and
    /// changes at `beginTime`. While active it changes all the time: `tp`. At the end of the
    /// active period it either snaps back to the model (`fillMode` removed) or keeps its last
    /// frame; either way, from the end on nothing changes again, so `tp` at or after the end
    /// gives `.infinity`. The frame that shows the snap back is the first one after a frame drawn
    /// while active, which answered `tp`. The phases follow `resolve(parentTime:)` exactly.
    func nextChange(atOrAfterParentTime tp: Double) -> Double {
        if tp < beginTime { return beginTime }
        // A frozen animation shows its first frame from `beginTime` on, for ever.
        if speed == 0 { return .infinity }
        // Played backwards it never reaches an end (`resolve` keeps it active): always changing.
        if speed < 0 { return tp }
        return (tp - beginTime) * speed >= activeDuration ? .infinity : tp
    }
}

extension ContainerTiming {
    /// Maps `tp` into the container's local time, asks `nextLocalChange` when the contents next
    /// change from there (a local time `≥` the one given), and maps the answer back.
    ///
    /// `hasTimedContents` says whether anything inside has a timeline at all; it is asked only
    /// when local time runs backwards, where future changes lie at earlier local times.
    func nextChange(
        atOrAfterParentTime tp: Double, hasTimedContents: () -> Bool, nextLocalChange: (Double) -> Double
    ) -> Double {
        // Local time stands still: whatever shows at `tp` shows for ever.
        guard speed != 0 else { return .infinity }
        guard speed > 0 else { return hasTimedContents() ? tp : .infinity }
        if let cycle {
            // Repeating, the contents change whenever they would within a repeat, and at each
            // wrap; an early answer costs only a frame: changing until the last repeat ends.
            let t = (tp - beginTime) * speed + timeOffset
            return t >= cycle.activeDuration || !hasTimedContents() ? .infinity : tp
        }
        let local = localTime(parentTime: tp)
        let next = nextLocalChange(local)
        if next <= local { return tp }
        guard next.isFinite else { return .infinity }
        return max(tp, parentTime(localTime: next))
    }
}
