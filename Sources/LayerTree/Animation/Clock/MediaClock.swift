import Foundation
import Synchronization

/// Seconds of media time, as in CoreFoundation.
public typealias CFTimeInterval = Double

/// A source of media time in seconds: what `CACurrentMediaTime()` reads.
///
/// Evaluation never reads a wall clock itself; it is handed a time that came
/// from the current clock. Tests and headless renders install a
/// `ManualClock` so every frame is reproducible.
public protocol MediaClock: AnyObject, Sendable {
    /// The current media time, in seconds; never decreases.
    var currentTime: CFTimeInterval { get }
}

/// The process's monotonic clock (`CLOCK_MONOTONIC`), Core Animation's absolute time.
public final class MonotonicClock: MediaClock {
    /// Creates the clock.
    public init() {}

    /// The clock's time now, in seconds.
    public var currentTime: CFTimeInterval {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return CFTimeInterval(now.tv_sec) + CFTimeInterval(now.tv_nsec) / 1_000_000_000
    }
}

/// A clock that moves only when told to, for tests, scripted runs and headless renders.
///
/// ```swift
/// let clock = ManualClock(time: 0)
/// MediaClocks.current = clock
/// clock.advance(by: 0.125)
/// ```
public final class ManualClock: MediaClock {
    private let time: Mutex<CFTimeInterval>

    /// Creates a clock standing at `time`.
    public init(time: CFTimeInterval = 0) { self.time = Mutex(time) }

    /// The time the clock stands at; setting it moves the clock.
    public var currentTime: CFTimeInterval {
        get { time.withLock { $0 } }
        set { time.withLock { $0 = newValue } }
    }

    /// Moves the clock forward by `seconds`.
    public func advance(by seconds: CFTimeInterval) {
        time.withLock { $0 += seconds }
    }
}

/// The clock behind `CACurrentMediaTime()`; the monotonic clock unless replaced.
public enum MediaClocks {
    private static let installed = Mutex<any MediaClock>(MonotonicClock())

    /// The clock every part of LayerKit reads media time from.
    public static var current: MediaClock {
        get { installed.withLock { $0 } }
        set { installed.withLock { $0 = newValue } }
    }
}

/// The current absolute media time, in seconds, from the installed clock.
public func CACurrentMediaTime() -> CFTimeInterval { MediaClocks.current.currentTime }
