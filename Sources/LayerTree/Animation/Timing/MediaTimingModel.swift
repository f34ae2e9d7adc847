import Foundation

/// Where an object's timeline stands at one parent time.
struct ResolvedLocalTime: Equatable {
    enum Phase: Equatable { case before, active, after }

    /// Time into the current iteration, from 0 to `duration`, already reversed on the way back.
    var basicTime: Double
    /// How many whole cycles were completed before this one (for `isCumulative`).
    var iteration: Int
    var phase: Phase
}

/// One object's `CAMediaTiming` values, frozen, with Core Animation's time arithmetic.
///
/// Parent time `tp` becomes active local time `(tp − beginTime) · speed + timeOffset`
/// (Apple's header states exactly this). The object is active while
/// `(tp − beginTime) · speed` lies in `[0, activeDuration)`; `timeOffset` shifts
/// where in the timeline it starts without changing how long it plays, so the
/// timeline wraps around. Active local time becomes basic local time by
/// repeating one cycle (`duration`, doubled by `autoreverses`).
struct MediaTimingModel: Equatable {
    var beginTime: CFTimeInterval = 0
    /// The resolved duration: never 0 (callers replace 0 with the default first).
    var duration: CFTimeInterval = 0.25
    var speed: Double = 1
    var timeOffset: CFTimeInterval = 0
    var repeatCount: Double = 0
    var repeatDuration: CFTimeInterval = 0
    var autoreverses = false
    var fillMode: CAMediaTimingFillMode = .removed

    /// One forward pass, plus the way back with `autoreverses`.
    var cycleDuration: Double { autoreverses ? duration * 2 : duration }

    /// How long the object plays, in its own active local time.
    ///
    /// `repeatDuration` wins over `repeatCount`; with neither, one cycle.
    /// `repeatCount` counts cycles, so `autoreverses` doubles the active duration.
    var activeDuration: Double {
        if repeatDuration > 0 { return repeatDuration }
        if repeatCount > 0 { return cycleDuration * repeatCount }
        return cycleDuration
    }

    /// The parent time at which the active period ends (infinite for endless repeats or a frozen clock).
    var activeEndInParentTime: Double {
        guard speed > 0 else { return .infinity }
        return beginTime + activeDuration / speed
    }

    /// Maps a parent time to the object's basic local time, or `nil` when it has no effect then.
    func resolve(parentTime tp: Double) -> ResolvedLocalTime? {
        let elapsed = (tp - beginTime) * speed
        let phase: ResolvedLocalTime.Phase
        let activeTime: Double
        if tp < beginTime {
            guard fillMode.fillsBackwards else { return nil }
            phase = .before
            activeTime = 0
        } else if speed > 0, elapsed >= activeDuration {
            guard fillMode.fillsForwards else { return nil }
            phase = .after
            activeTime = activeDuration
        } else {
            phase = .active
            activeTime = elapsed
        }
        return basicTime(activeLocalTime: activeTime + timeOffset, atEnd: phase == .after, phase: phase)
    }

    /// Below this many cycles `iteration · cycle` is exact in a `Double` (2^52).
    static let exactIterations = 4_503_599_627_370_496.0

    /// Folds active local time into one iteration; at the very end the last iteration's end is kept.
    private func basicTime(activeLocalTime t: Double, atEnd: Bool, phase: ResolvedLocalTime.Phase)
        -> ResolvedLocalTime
    {
        let cycle = cycleDuration
        guard cycle > 0, t.isFinite else { return ResolvedLocalTime(basicTime: 0, iteration: 0, phase: phase) }
        var iteration = (t / cycle).rounded(.down)
        var within: Double
        if abs(iteration) < Self.exactIterations {
            // Ending exactly on a cycle boundary shows that cycle's last frame, not the next one's first.
            if atEnd, t > 0, t == iteration * cycle { iteration -= 1 }
            within = t - iteration * cycle
        } else {
            // So many cycles in (a huge time, or a tiny duration) that `iteration · cycle` has lost the
            // fraction, or overflowed: the remainder is still exact.
            within = t.truncatingRemainder(dividingBy: cycle)
            if within < 0 { within += cycle }
            iteration = min(max(iteration, -Self.exactIterations), Self.exactIterations)
        }
        if autoreverses, within > duration { within = cycle - within }
        return ResolvedLocalTime(
            basicTime: min(max(within, 0), duration), iteration: Int(max(iteration, 0)), phase: phase)
    }
}

/// Time arithmetic for containers such as layers, whose timelines never end.
struct ContainerTiming: Equatable {
    var beginTime: CFTimeInterval = 0
    var speed: Double = 1
    var timeOffset: CFTimeInterval = 0
    /// The layer's repeats, `nil` for a timeline that runs on for ever.
    var cycle: Cycle? = nil

    /// A layer timeline that repeats (`duration` with `repeatCount` or `autoreverses`).
    struct Cycle: Equatable {
        var duration: Double
        /// Repeats, each `duration` long (twice that when autoreversing); `.infinity` for ever.
        var count: Double
        var autoreverses: Bool

        /// `nil` unless the layer repeats: a positive duration with a repeat count or autoreverses.
        init?(duration: Double, repeatCount: Double, autoreverses: Bool) {
            guard duration > 0, duration.isFinite, repeatCount > 0 || autoreverses else { return nil }
            self.duration = duration
            count = repeatCount > 0 ? repeatCount : 1
            self.autoreverses = autoreverses
        }

        /// The length of all repeats together.
        var activeDuration: Double { count * (autoreverses ? 2 : 1) * duration }

        /// A time from the start of the repeats into one repeat (`0…duration`): before the start
        /// it holds the start, after the last repeat its end, as a filled timeline does.
        func wrap(_ t: Double) -> Double {
            let period = autoreverses ? 2 * duration : duration
            let total = activeDuration
            let clamped = min(max(t, 0), total)
            var phase = clamped.truncatingRemainder(dividingBy: period)
            // The end of the last repeat is its end, not the start of another.
            if clamped == total && phase == 0 && clamped > 0 { phase = period }
            return phase <= duration ? phase : period - phase
        }
    }

    static let identity = ContainerTiming()
    var isIdentity: Bool { self == .identity }

    /// Parent time to local time: `(tp − beginTime) · speed + timeOffset`, brought into one
    /// repeat when the layer repeats.
    func localTime(parentTime tp: Double) -> Double {
        let t = (tp - beginTime) * speed + timeOffset
        guard let cycle else { return t }
        return cycle.wrap(t)
    }

    /// Local time back to parent time; a frozen (`speed` 0) clock maps everything to `beginTime`.
    /// A repeating layer's local time recurs: this is its first occurrence.
    func parentTime(localTime t: Double) -> Double {
        guard speed != 0 else { return beginTime }
        return (t - timeOffset) / speed + beginTime
    }
}
