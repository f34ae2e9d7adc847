import CoreFoundation
import Foundation
import XCTest

@testable import App

/// `RunLoopTicker` slices the main run loop as `RunLoop.run(until:)` would, with no deadline per
/// turn: each turn returns at the ticker's next tick, and what is due runs inside it. (XCTest
/// runs tests on the main thread; a `@MainActor` test class cannot be listed on Linux.)
final class RunLoopTickerTests: XCTestCase {
    /// A turn with nothing else to do returns at the tick: the run loop's deadline-free run is
    /// stopped by the ticker's timer, not by a timeout (a backstop timer at 5 s says if it was).
    func testATurnReturnsAtTheTick() { MainActor.assumeIsolated { Self.turnReturnsAtTheTick() } }

    @MainActor
    private static func turnReturnsAtTheTick() {
        let ticker = RunLoopTicker(interval: 0.001)
        defer { ticker.stop() }
        let backstop = BackstopTimer(after: 5)
        defer { backstop.cancel() }
        let start = Date()
        for _ in 0..<20 where !backstop.fired { ticker.turn() }
        XCTAssertFalse(backstop.fired, "a turn ran until the 5 s backstop stopped the run loop")
        XCTAssertLessThan(Date().timeIntervalSince(start), 4.5)
    }

    /// Timers and blocks sent to the main queue run inside turns, as the window's event pump
    /// and SDL's wake-ups need.
    func testTimersAndMainQueueBlocksRunInsideTurns() {
        MainActor.assumeIsolated { Self.timersAndMainQueueBlocksRunInsideTurns() }
    }

    @MainActor
    private static func timersAndMainQueueBlocksRunInsideTurns() {
        let ticker = RunLoopTicker(interval: 0.001)
        defer { ticker.stop() }
        let counts = MainThreadCounts()
        let timer = Timer(fire: Date(timeIntervalSinceNow: 0.002), interval: 0.002, repeats: true) { _ in
            MainActor.assumeIsolated { counts.timer += 1 }
        }
        RunLoop.main.add(timer, forMode: .common)
        defer { timer.invalidate() }
        DispatchQueue.main.async { MainActor.assumeIsolated { counts.block += 1 } }
        let backstop = BackstopTimer(after: 5)
        defer { backstop.cancel() }
        while counts.timer < 3 || counts.block < 1, !backstop.fired { ticker.turn() }
        XCTAssertFalse(backstop.fired, "the turns ran until the 5 s backstop stopped the run loop")
        XCTAssertGreaterThanOrEqual(counts.timer, 3)
        XCTAssertEqual(counts.block, 1)
    }
}

/// Counts kept by the main thread's timers and blocks.
@MainActor
private final class MainThreadCounts {
    var timer = 0
    var block = 0
}

/// A one-shot timer that stops the main run loop after `seconds`, so that a test of a turn that
/// never returns fails instead of hanging.
@MainActor
private final class BackstopTimer {
    private let timer: Timer
    private let state = FiredFlag()
    var fired: Bool { state.value }

    init(after seconds: TimeInterval) {
        let state = state
        timer = Timer(fire: Date(timeIntervalSinceNow: seconds), interval: 0, repeats: false) { _ in
            state.value = true
            CFRunLoopStop(CFRunLoopGetMain())
        }
        RunLoop.main.add(timer, forMode: .default)
    }

    func cancel() { timer.invalidate() }
}

/// Whether the backstop fired; set and read on the main thread.
private final class FiredFlag: @unchecked Sendable {
    var value = false
}
