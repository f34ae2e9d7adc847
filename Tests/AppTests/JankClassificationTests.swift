import GLRender
import LayerTree
import XCTest

@testable import LayerHost

/// Janky frames are classed by the stage that overran, app thread first, as Android's frame
/// timeline does; the HUD shows the counts and each stage's time.
final class JankClassificationTests: XCTestCase {
    private let refresh = 1.0 / 60

    private func rendered(planning: Double = 0, encoding: Double = 0, present: Double = 0) -> FrameStatistics {
        var statistics = FrameStatistics()
        statistics.stages.planning = planning
        statistics.stages.encoding = encoding
        statistics.stages.present = present
        return statistics
    }

    private func appPass(callbacks: Double = 0, display: Double = 0) -> StageMilliseconds {
        var pass = StageMilliseconds()
        pass[.callbacks] = callbacks
        pass[.display] = display
        return pass
    }

    func testALateFrameIsBlamedOnTheStageThatOverranTheRefresh() {
        let log = FrameLog(refreshPeriod: refresh)
        var time = 0.0
        // On time: no jank, whatever the stages.
        log.record(time: time, followsIdleRefreshes: false, statistics: rendered(planning: 1))
        time += refresh
        log.record(time: time, followsIdleRefreshes: false, statistics: rendered(planning: 1))
        // Two refreshes late, the render thread's encoding overran: encoding.
        time += 3 * refresh
        log.record(time: time, followsIdleRefreshes: false, statistics: rendered(planning: 2, encoding: 20))
        // Late, the app thread's display pass overran before it (its longest pass counts, not the
        // last): display, even though the frame's own gpu stage is long too.
        log.recordAppPass(appPass(display: 25))
        log.recordAppPass(appPass(callbacks: 1))
        time += 2 * refresh
        log.record(time: time, followsIdleRefreshes: false, statistics: rendered(present: 18))
        // Late with every stage inside the refresh: scheduling.
        time += 2 * refresh
        log.record(time: time, followsIdleRefreshes: false, statistics: rendered(planning: 3))
        // After a still stretch: not late at all.
        time += 30 * refresh
        log.record(time: time, followsIdleRefreshes: true, statistics: rendered(encoding: 40))

        let summary = log.summary()
        XCTAssertEqual(summary.jank, [.stage(.encoding): 1, .stage(.display): 1, .scheduling: 1])
        XCTAssertEqual(summary.jankyFrames, 3)
        XCTAssertEqual(summary.stages[.encoding], 40)
        // The app pass belongs to the frame after it only: the last frame had none.
        XCTAssertEqual(summary.stages[.display], 0)
    }

    func testTheGPUStageIsTheSwapAndTheFinish() {
        var statistics = rendered(present: 4)
        statistics.stages.finish = 1.5
        statistics.stages.evaluate = 0.25
        let stages = StageMilliseconds(rendered: statistics)
        XCTAssertEqual(stages[.gpu], 5.5)
        XCTAssertEqual(stages[.evaluate], 0.25)
        XCTAssertEqual(stages.longest(of: FrameStage.renderThread), .gpu)
    }

    func testTheHUDShowsEachStageAndTheJankByCause() throws {
        let hud = HUD()
        hud.layer.isHidden = false
        var stages = StageMilliseconds(rendered: rendered(planning: 1.3, encoding: 0.5, present: 7))
        stages[.callbacks] = 0.3
        stages[.layout] = 2
        var summary = FrameLog.Summary(
            frames: 10, framesPerSecond: 60, medianMilliseconds: 16, p95Milliseconds: 17,
            maxMilliseconds: 18, droppedFrames: 3, last: FrameStatistics())
        summary.stages = stages
        summary.jank = [.stage(.gpu): 2, .scheduling: 1]
        hud.show(summary, stallMilliseconds: 0, scale: 1)
        let text = try XCTUnwrap(hud.layer.sublayers?.compactMap { $0 as? CATextLayer }.first?.string as? String)
        XCTAssertTrue(text.contains("app    cb 0.3 commit 0.0 layout 2.0 display 0.0"), text)
        XCTAssertTrue(text.contains("render eval 0.0 plan 1.3 batch 0.0 enc 0.5 gpu 7.0"), text)
        XCTAssertTrue(text.contains("jank 3: gpu 2, scheduling 1"), text)
    }
}
