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

    /// The earliest parent time `≥ tp` at which an effect whose cycles change only where
    /// `nextBasicChange` says may differ from its effect at `tp`.
    ///
    /// `nextBasicChange(b)` is the earliest basic (in-cycle) time `≥ b` at which the cycle's
    /// effect may differ from its effect at `b` (`b` itself: changing now). Each cycle's end (where
    /// the next starts again from its beginning), the begin time and the end of the active period
    /// count as changes too. Time that runs backwards or autoreverses gets
    /// `nextChange(atOrAfterParentTime:)`'s answer: changing all the time while active.
    func nextChange(atOrAfterParentTime tp: Double, nextBasicChange: (Double) -> Double) -> Double {
        guard speed > 0, !autoreverses, duration > 0, tp >= beginTime else {
            return nextChange(atOrAfterParentTime: tp)
        }
        let elapsed = (tp - beginTime) * speed
        guard elapsed < activeDuration else { return .infinity }
        // Active local time, the cycle it lies in, and the time into that cycle.
        let t = elapsed + timeOffset
        let cycles = (t / duration).rounded(.down)
        let basic = t - cycles * duration
        let next = nextBasicChange(basic)
        if next <= basic { return tp }
        let nextT = cycles * duration + min(next, duration)
        return max(tp, min(beginTime + (nextT - timeOffset) / speed, activeEndInParentTime))
    }

    /// `nextChange(atOrAfterParentTime:nextBasicChange:)` for an effect that changes only over
    /// parts of each cycle: a discrete keyframe animation at its key times, a linear one between
    /// unequal values, one whose values are all equal nowhere.
    ///
    /// `spans` are those parts as fractions of a cycle, ascending and not overlapping: `a...b`
    /// changes throughout, `k...k` at `k` alone.
    func nextChange(atOrAfterParentTime tp: Double, changingOver spans: [ClosedRange<Double>]) -> Double {
        nextChange(atOrAfterParentTime: tp) { basic in
            let fraction = basic / duration
            // The first span that ends after `fraction`, found by bisection (their ends never
            // decrease): a time-remapped Lottie property sampled at every frame has thousands, and
            // the render thread asks at every frame.
            var (low, high) = (0, spans.count)
            while low < high {
                let middle = (low + high) / 2
                if spans[middle].upperBound > fraction { high = middle } else { low = middle + 1 }
            }
            guard low < spans.count else { return .infinity }
            let span = spans[low]
            // Inside a moving span: changing now. Else its start (or its one step) is next.
            return span.lowerBound <= fraction ? basic : span.lowerBound * duration
        }
    }

    /// The earliest parent time `≥ tp` at which an effect that changes nothing begins or ends:
    /// its delegate then hears of it, and a frame drawn then wakes the app thread to deliver that.
    func nextStartOrEnd(atOrAfterParentTime tp: Double) -> Double {
        if tp < beginTime { return beginTime }
        let end = activeEndInParentTime
        return tp < end ? end : .infinity
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
            let t = (tp - beginTime) * speed + timeOffset
            if t >= cycle.activeDuration || !hasTimedContents() { return .infinity }
            return nextChange(atOrAfterParentTime: tp, localTime: t, cycle: cycle, nextLocalChange: nextLocalChange)
        }
        let local = localTime(parentTime: tp)
        let next = nextLocalChange(local)
        if next <= local { return tp }
        guard next.isFinite else { return .infinity }
        return max(tp, parentTime(localTime: next))
    }

    /// `nextChange` for a repeating container at unwrapped local time `t` (inside its repeats).
    ///
    /// The contents change where they would within the repeat, and at its end, where the next
    /// repeat starts them again from the beginning (the last repeat's end holds). Before the
    /// first repeat the start holds. Autoreversing repeats answer "changing" while they run.
    private func nextChange(
        atOrAfterParentTime tp: Double, localTime t: Double, cycle: Cycle, nextLocalChange: (Double) -> Double
    ) -> Double {
        guard !cycle.autoreverses else { return tp }
        guard t >= 0 else { return max(tp, parentTime(localTime: 0)) }
        let repeats = (t / cycle.duration).rounded(.down)
        let phase = t - repeats * cycle.duration
        let next = nextLocalChange(phase)
        if next <= phase { return tp }
        // Within this repeat, or its end: there the next repeat starts again, or the last holds.
        let nextT = repeats * cycle.duration + min(next, cycle.duration)
        if nextT > cycle.activeDuration || (nextT == cycle.activeDuration && next > cycle.duration) {
            return .infinity
        }
        return max(tp, parentTime(localTime: nextT))
    }
}
