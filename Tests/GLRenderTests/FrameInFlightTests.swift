import Foundation
import LayerTree
import XCTest

@testable import GLRender

/// `Renderer.drawAndFinishPrevious` keeps one frame in flight: each frame is handed to the GPU and
/// the frame before it is waited for, so a frame is never left undone for more than one frame and
/// the canvas always reads back complete.
final class FrameInFlightTests: XCTestCase {
    private let size = CGSize(width: 120, height: 90)
    private let background = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)

    /// A still scene with a red square that the test moves.
    private func scene() -> (root: CALayer, square: CALayer) {
        let root = solidLayer(120, 90, at: 60, 45, nil)
        let square = solidLayer(20, 20, at: 20, 20, red)
        root.addSublayer(square)
        return (root, square)
    }

    func testEachFrameWaitsForTheOneBeforeItAndAnUnchangedFrameForNothing() throws {
        let (root, square) = scene()
        let recording = RecordingRenderer()
        let renderer = recording.renderer
        let draw = {
            try renderer.drawAndFinishPrevious(root.makeRenderTree(), size: self.size, background: self.background)
        }
        let first = try draw()
        XCTAssertFalse(first.waitedForGPU, "nothing was in flight before the first frame")
        square.position.x += 10
        let second = try draw()
        XCTAssertTrue(second.waitedForGPU)
        let still = try draw()
        XCTAssertFalse(still.waitedForGPU)
        XCTAssertEqual(still.drawCalls, 0)
        square.position.y += 10
        XCTAssertTrue(try draw().waitedForGPU)
        renderer.finishFramesInFlight()
        renderer.finishFramesInFlight()
        XCTAssertEqual(
            recording.backend.submissions,
            [
                .keepingOneInFlight(waitedForPrevious: false), .keepingOneInFlight(waitedForPrevious: true),
                .keepingOneInFlight(waitedForPrevious: true), .waitForFrameInFlight(waited: true),
                .waitForFrameInFlight(waited: false),
            ])
        // A finished frame (`glFinish`) leaves nothing in flight behind it.
        square.position.x += 10
        _ = try draw()
        square.position.x += 10
        try renderer.drawAndFinish(root.makeRenderTree(), size: size, background: background)
        square.position.x += 10
        XCTAssertFalse(try draw().waitedForGPU)
    }

    /// On llvmpipe: every frame reads back as the frame drawn whole, though the GPU may still be
    /// drawing it when the call returns, and after `finishFramesInFlight` no fence is pending.
    func testFramesInFlightReadBackCompleteOnTheGPU() throws {
        let (root, square) = scene()
        let renderer = try Renderer(context: RenderHarness.context_())
        let whole = try Renderer(context: RenderHarness.context_())
        for step in 0..<6 {
            square.position = CGPoint(x: 20 + 12 * step, y: 20 + 8 * step)
            let statistics = try renderer.drawAndFinishPrevious(
                root.makeRenderTree(), size: size, background: background)
            XCTAssertEqual(statistics.waitedForGPU, step > 0, "frame \(step)")
            let expected = try whole.render(root.makeRenderTree(), size: size, background: background, fullRedraw: true)
            XCTAssertTrue(renderer.readCanvas() == expected, "frame \(step): the canvas is not the frame drawn whole")
        }
        let encoder = try XCTUnwrap(renderer.backend as? GLEncoder)
        XCTAssertTrue(encoder.frameInFlight.isPending)
        renderer.finishFramesInFlight()
        XCTAssertFalse(encoder.frameInFlight.isPending)
    }
}
