import Foundation
import GLRender
import LayerTree
import XCTest

@testable import LayerHost

/// The HUD's numbers: what the last frame cost, damage included.
final class HUDTests: XCTestCase {
    func testTheHUDShowsTheDamagedAndShadedPixels() throws {
        let hud = HUD()
        hud.layer.isHidden = false
        var last = FrameStatistics()
        last.drawCalls = 3
        last.damageRects = [
            PixelRect(x: 0, y: 0, width: 40, height: 10), PixelRect(x: 100, y: 100, width: 5, height: 2),
        ]
        last.shadedPixels = 1234
        let summary = FrameLog.Summary(
            frames: 10, framesPerSecond: 60, medianMilliseconds: 16, p95Milliseconds: 17,
            maxMilliseconds: 18, droppedFrames: 0, last: last)
        hud.show(summary, stallMilliseconds: 0, scale: 1)
        let text = try XCTUnwrap(hud.layer.sublayers?.compactMap { $0 as? CATextLayer }.first?.string as? String)
        XCTAssertTrue(text.contains("damaged 410 px  shaded 1234 px"), text)
        XCTAssertTrue(text.contains("3 draws"), text)
    }
}
