import Foundation
import GLRender
import LayerTree
import XCTest

@testable import App

/// `layerkit bench lottie` draws each frame as a window would, redrawing only what changed since
/// the last frame: every frame's canvas must still be the frame drawn whole (what `render
/// --progress` gives), and a frame that changed nothing must draw and wait for nothing.
final class LottieBenchFrameTests: XCTestCase {
    private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/lottie")

    /// Plays `name` for `frames` frames through the bench; returns the counts of frames that were
    /// partial, unchanged and whole, failing on any frame whose canvas differs from the frame drawn whole.
    private func play(_ name: String, frames: Int, size: CGSize) throws -> (partial: Int, unchanged: Int, whole: Int) {
        var bench = LottieBench(
            file: fixtures.appendingPathComponent("\(name).json").path, size: size, scale: 2, seconds: 0)
        bench.warmup = frames
        let whole = try Renderer(context: try HeadlessContext())
        var counts = (partial: 0, unchanged: 0, whole: 0)
        var frame = 0
        bench.eachFrame = { tree, renderer, scene in
            let statistics = renderer.lastFrameStatistics
            if statistics.damageRects.isEmpty {
                counts.unchanged += 1
                XCTAssertEqual(statistics.drawCalls, 0, "\(name) frame \(frame)")
                XCTAssertFalse(statistics.waitedForGPU, "\(name) frame \(frame): an unchanged frame waits for nothing")
            } else if statistics.isPartial {
                counts.partial += 1
            } else {
                counts.whole += 1
            }
            let expected = try whole.render(
                tree, size: scene.size, scale: 2, background: scene.background, fullRedraw: true)
            XCTAssertTrue(
                renderer.readCanvas() == expected, "\(name) frame \(frame): the canvas is not the frame drawn whole")
            frame += 1
        }
        _ = try bench.run()
        return counts
    }

    func testEveryFrameIsTheFrameDrawnWholeAndUnchangedFramesDrawNothing() throws {
        // The hamburger's bars turn into an arrow and stay so: partial frames, then held ones.
        let arrow = try play("HamburgerArrow", frames: 100, size: CGSize(width: 200, height: 150))
        XCTAssertGreaterThan(arrow.unchanged, 0, "\(arrow)")
        XCTAssertGreaterThan(arrow.partial, 0, "\(arrow)")
        // A shadow that grows: its offscreen blur passes, redrawn in the damage.
        let shadow = try play(
            "Issues-issue_1169_shadow_effect_animated", frames: 40, size: CGSize(width: 100, height: 100))
        XCTAssertGreaterThan(shadow.partial + shadow.whole, 20, "\(shadow)")
    }
}
