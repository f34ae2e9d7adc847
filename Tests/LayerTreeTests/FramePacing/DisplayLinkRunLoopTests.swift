import Foundation
import XCTest

@testable import LayerTree

/// `CADisplayLink` on a Foundation run loop, and `preferredFrameRateRange`.
final class DisplayLinkRunLoopTests: XCTestCase {
    func testALinkOnARunLoopFiresAtTheRefreshRateUntilRemoved() {
        var timestamps: [CFTimeInterval] = []
        let link = CADisplayLink(target: self) { link in
            XCTAssertEqual(link.targetTimestamp - link.timestamp, link.duration, accuracy: 1e-9)
            timestamps.append(link.timestamp)
        }
        link.add(to: .current, forMode: .default)
        link.add(to: .current, forMode: .common)
        RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.3))
        // 18 refreshes at 60 Hz; a busy machine may delay some, never add any.
        XCTAssertGreaterThanOrEqual(timestamps.count, 4)
        XCTAssertLessThanOrEqual(timestamps.count, 19, "two modes, still one callback per refresh")
        XCTAssertEqual(link.duration, 1.0 / 60, accuracy: 1e-12)
        for (earlier, later) in zip(timestamps, timestamps.dropFirst()) {
            XCTAssertGreaterThan(later, earlier)
            let refreshes = (later - earlier) * 60
            XCTAssertEqual(refreshes, refreshes.rounded(), accuracy: 1e-6, "timestamps are on the refresh grid")
        }

        let beforeRemoval = timestamps.count
        link.remove(from: .current, forMode: .default)
        RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.1))
        let afterOneRemoval = timestamps.count
        XCTAssertGreaterThan(afterOneRemoval, beforeRemoval, "still on the common modes")
        link.remove(from: .current, forMode: .common)
        RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.1))
        XCTAssertEqual(timestamps.count, afterOneRemoval, "removed from every mode, it no longer fires")
    }

    func testInvalidateTakesTheLinkOffItsRunLoops() {
        var calls = 0
        let link = CADisplayLink(target: self) { _ in calls += 1 }
        link.add(to: .current, forMode: .default)
        link.invalidate()
        RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.1))
        XCTAssertEqual(calls, 0)
        link.add(to: .current, forMode: .default)
        RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.1))
        XCTAssertEqual(calls, 0, "an invalid link is never scheduled again")
    }

    /// How many of `refreshes` refreshes of a display at `rate` hertz fire `link`.
    private func callbacks(of link: CADisplayLink, refreshes: Int, rate: Double) -> Int {
        (0..<refreshes).filter { link.displayDidRefresh(at: 50 + Double($0) / rate, refreshPeriod: 1 / rate) }.count
    }

    func testTheFrameRateRangePicksTheNearestRateTheDisplayCanGive() {
        func firing(_ range: CAFrameRateRange, at rate: Double) -> Int {
            let link = CADisplayLink(target: self) { _ in }
            link.preferredFrameRateRange = range
            return callbacks(of: link, refreshes: 120, rate: rate)
        }
        XCTAssertEqual(firing(.default, at: 120), 120)
        XCTAssertEqual(firing(CAFrameRateRange(minimum: 30, maximum: 60, preferred: 60), at: 120), 60)
        XCTAssertEqual(firing(CAFrameRateRange(minimum: 30, maximum: 60, preferred: 45), at: 120), 40, "120/3")
        XCTAssertEqual(firing(CAFrameRateRange(minimum: 30, maximum: 60), at: 120), 60, "no preference: the most")
        XCTAssertEqual(firing(CAFrameRateRange(minimum: 80, maximum: 120, preferred: nil), at: 120), 120)
        XCTAssertEqual(
            firing(CAFrameRateRange(minimum: 10, maximum: 24, preferred: 24), at: 60), 40, "60/3 is in the range")
        XCTAssertEqual(firing(CAFrameRateRange(minimum: 200, maximum: 240), at: 60), 120, "none in range: the nearest")
        XCTAssertTrue(
            CAFrameRateRange(minimum: 1, maximum: 2).isEqual(
                to: CAFrameRateRange(minimum: 1, maximum: 2, preferred: nil)))
    }

    func testTheRangeOverridesPreferredFramesPerSecond() {
        let link = CADisplayLink(target: self) { _ in }
        link.preferredFramesPerSecond = 30
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 60, maximum: 60, preferred: 60)
        XCTAssertEqual(callbacks(of: link, refreshes: 60, rate: 60), 60)
    }
}
