import Foundation
import XCTest

@testable import LayerTree

/// `CADisplayLink` driven by a simulated 60 Hz display on a manual clock.
final class DisplayLinkTests: XCTestCase {
    private let period = 1.0 / 60

    /// Drives `link` through the refreshes `indices` of a 60 Hz display and returns the timestamps it fired with.
    private func drive(_ link: CADisplayLink, refreshes indices: [Int]) -> [CFTimeInterval] {
        var fired: [CFTimeInterval] = []
        for index in indices where link.displayDidRefresh(at: 10 + Double(index) * period, refreshPeriod: period) {
            fired.append(link.timestamp)
        }
        return fired
    }

    func testCallbacksAtTheRefreshRate() {
        var calls: [(CFTimeInterval, CFTimeInterval, CFTimeInterval)] = []
        let link = CADisplayLink(target: self) { calls.append(($0.timestamp, $0.targetTimestamp, $0.duration)) }
        _ = drive(link, refreshes: Array(0..<60))
        XCTAssertEqual(calls.count, 60)
        for (i, call) in calls.enumerated() {
            XCTAssertEqual(call.0, 10 + Double(i) * period, accuracy: 1e-12)
            XCTAssertEqual(call.1 - call.0, period, accuracy: 1e-12, "the target is the next refresh")
            XCTAssertEqual(call.2, period, accuracy: 1e-12)
        }
    }

    func testHalfRateWithPreferredFramesPerSecondThirty() {
        let link = CADisplayLink(target: self) { _ in }
        link.preferredFramesPerSecond = 30
        let fired = drive(link, refreshes: Array(0..<60))
        XCTAssertEqual(fired.count, 30)
        for (a, b) in zip(fired, fired.dropFirst()) { XCTAssertEqual(b - a, 2 * period, accuracy: 1e-9) }
        XCTAssertEqual(link.targetTimestamp - link.timestamp, 2 * period, accuracy: 1e-12)
    }

    func testAFrameRateRangePreferringThirtyFiresEveryOtherRefreshWithItsTargetTwoRefreshesOn() {
        var calls: [(timestamp: CFTimeInterval, target: CFTimeInterval, duration: CFTimeInterval)] = []
        let link = CADisplayLink(target: self) { calls.append(($0.timestamp, $0.targetTimestamp, $0.duration)) }
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 30, preferred: 30)
        let fired = drive(link, refreshes: Array(0..<60))
        XCTAssertEqual(fired.count, 30)
        for (i, call) in calls.enumerated() {
            XCTAssertEqual(call.timestamp, 10 + Double(2 * i) * period, accuracy: 1e-9, "refreshes 0, 2, 4…")
            XCTAssertEqual(call.target - call.timestamp, 2 * period, accuracy: 1e-9, "the next callback's refresh")
            XCTAssertEqual(call.duration, period, accuracy: 1e-12, "the display's period, as Core Animation's")
        }
        for (call, next) in zip(calls, calls.dropFirst()) {
            XCTAssertEqual(next.timestamp, call.target, accuracy: 1e-9, "each target is kept")
        }
    }

    func testFrameIntervalSkipsRefreshes() {
        let link = CADisplayLink(target: self) { _ in }
        link.frameInterval = 3
        XCTAssertEqual(drive(link, refreshes: Array(0..<60)).count, 20)
    }

    func testMissedFramesAreSkippedNotQueued() {
        var calls = 0
        let link = CADisplayLink(target: self) { _ in calls += 1 }
        // Refreshes 0–4 on time, then the app is blocked for 300 ms (18 refreshes), then on time again.
        let indices = Array(0...4) + Array(23...26)
        let fired = drive(link, refreshes: indices)
        XCTAssertEqual(calls, indices.count, "one callback per refresh that was seen: no burst")
        XCTAssertEqual(fired[5] - fired[4], 19 * period, accuracy: 1e-9, "the timestamp jumps over the stall")
        XCTAssertEqual(fired[6] - fired[5], period, accuracy: 1e-9)
    }

    func testPausedLinkDoesNotFire() {
        var calls = 0
        let link = CADisplayLink(target: self) { _ in calls += 1 }
        link.isPaused = true
        _ = drive(link, refreshes: Array(0..<10))
        XCTAssertEqual(calls, 0)
        link.isPaused = false
        _ = drive(link, refreshes: Array(10..<15))
        XCTAssertEqual(calls, 5)
    }

    func testInvalidateReleasesTheTargetAndStopsCallbacks() {
        final class Target {}
        var calls = 0
        weak var weakTarget: Target?
        var link: CADisplayLink!
        do {
            let target = Target()
            weakTarget = target
            link = CADisplayLink(target: target) { _ in calls += 1 }
        }
        XCTAssertNotNil(weakTarget, "the link holds its target, as Core Animation's does")
        _ = drive(link, refreshes: [0])
        link.invalidate()
        XCTAssertNil(weakTarget)
        XCTAssertTrue(link.isInvalidated)
        _ = drive(link, refreshes: [1, 2, 3])
        XCTAssertEqual(calls, 1)
    }
}

/// The fixed-timestep helper: deterministic steps, capped catch-up.
final class FixedTimestepTests: XCTestCase {
    /// A tiny simulation: a falling body integrated with semi-implicit Euler.
    private struct Body: Equatable {
        var y = 0.0, velocity = 0.0
        mutating func step(_ dt: Double) {
            velocity += 9.81 * dt
            y += velocity * dt
        }
    }

    /// Runs frames ending at each of `times` (seconds after a first frame at 0).
    private func simulate(times: [Double]) -> (Body, Int) {
        var stepper = FixedTimestep(stepsPerSecond: 120, maximumStepsPerFrame: 8)
        var body = Body()
        stepper.advance(to: 50) { body.step($0) }
        for time in times { stepper.advance(to: 50 + time) { body.step($0) } }
        return (body, stepper.totalSteps)
    }

    func testSameTotalTimeGivesTheSameStateWhateverTheFrameDurations() {
        // Two seconds as 120 frames of 1/60, as 60 frames of 1/30, and as an irregular mix.
        let even = simulate(times: (1...120).map { Double($0) / 60 })
        let half = simulate(times: (1...60).map { Double($0) / 30 })
        var mixed: [Double] = []
        var total = 0.0
        let pattern = [0.013, 0.021, 0.0167, 0.009, 0.05]
        var i = 0
        while total + pattern[i % pattern.count] < 2 {
            total += pattern[i % pattern.count]
            mixed.append(total)
            i += 1
        }
        mixed.append(2)
        let irregular = simulate(times: mixed)
        XCTAssertEqual(even.1, 240)
        XCTAssertEqual(half.1, 240)
        XCTAssertEqual(irregular.1, 240)
        XCTAssertEqual(even.0, half.0, "bit-for-bit the same state")
        XCTAssertEqual(even.0, irregular.0)
    }

    func testAFrameTenTimesTooLongRunsAtMostTheCappedSteps() {
        var stepper = FixedTimestep(stepsPerSecond: 120, maximumStepsPerFrame: 8)
        var steps = 0
        stepper.advance(to: 0) { _ in steps += 1 }
        let frame = stepper.advance(to: 10.0 / 60) { _ in steps += 1 }  // 20 steps due
        XCTAssertEqual(steps, 8)
        XCTAssertEqual(frame.steps, 8)
        XCTAssertEqual(frame.droppedTime, 12.0 / 120, accuracy: 1e-12, "the rest is reported as dropped")
        // The next normal frame is normal again: no debt is carried over.
        let next = stepper.advance(to: 11.0 / 60) { _ in steps += 1 }
        XCTAssertEqual(next.steps, 2)
        XCTAssertEqual(next.droppedTime, 0)
    }

    func testAlphaIsTheFractionTowardTheNextStep() {
        var stepper = FixedTimestep(stepsPerSecond: 100, maximumStepsPerFrame: 8)
        stepper.advance(to: 3) { _ in }
        let frame = stepper.advance(to: 3.025) { _ in }
        XCTAssertEqual(frame.steps, 2)
        XCTAssertEqual(frame.alpha, 0.5, accuracy: 1e-12)
    }
}
