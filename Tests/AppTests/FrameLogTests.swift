import GLRender
import XCTest

@testable import LayerHost

/// The window's frame log keeps a fixed amount however long the window stays open.
final class FrameLogTests: XCTestCase {
    func testRecentValuesKeepTheNewestInOrder() {
        var values = RecentValues(capacity: 4)
        for v in 1...3 { values.append(Double(v)) }
        XCTAssertEqual(values.inOrder, [1, 2, 3])
        for v in 4...10 { values.append(Double(v)) }
        XCTAssertEqual(values.inOrder, [7, 8, 9, 10])
        XCTAssertEqual(values.count, 4)
        XCTAssertEqual(values.suffix(2), [9, 10])
    }

    /// 100,000 frames: the kept intervals stop at the capacity, while the rate, the maximum and the
    /// frame count still cover every frame.
    func testTheLogIsBoundedButItsTotalsCoverEveryFrame() {
        let log = FrameLog(refreshPeriod: 1.0 / 60)
        var time = 0.0
        for frame in 0..<100_000 {
            // One slow frame early on: the maximum remembers it after it leaves the window.
            time += frame == 10 ? 0.5 : 1.0 / 60
            log.record(time: time, followsIdleRefreshes: false, statistics: FrameStatistics())
        }
        XCTAssertEqual(log.recentIntervals(.max).count, FrameLog.keptIntervals)
        let summary = log.summary()
        XCTAssertEqual(summary.frames, 100_000)
        XCTAssertEqual(summary.maxMilliseconds, 500, accuracy: 1e-6)
        XCTAssertEqual(summary.medianMilliseconds, 1000.0 / 60, accuracy: 1e-6)
        // 99,999 intervals over 99,998 sixtieths and one half second.
        XCTAssertEqual(summary.framesPerSecond, 99_999 / (99_998.0 / 60 + 0.5), accuracy: 1e-6)
    }
}
