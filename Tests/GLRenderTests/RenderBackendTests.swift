import Foundation
import LayerTree
import XCTest

@testable import GLRender

/// The backend contract on the recording backend (no GPU): what the renderer asks the backend as a
/// frame begins (`FrameContext`), the CPU-made resources a frame carries (`FrameResources`), and
/// what executing it returns (`FrameRecord`).
final class RenderBackendTests: XCTestCase {
    /// A 200 × 200 white canvas with a blue square whose shadow is a triangle path's: a CPU mask.
    private func triangleShadow() throws -> CALayer {
        let root = solidLayer(200, 200, at: 100, 100, .white)
        let holder = solidLayer(80, 80, at: 100, 100, blue)
        holder.shadowOpacity = 1
        holder.shadowRadius = 6
        holder.shadowPath = try CGPath(svgPathData: "M 0 80 L 40 0 L 80 80 Z")
        root.addSublayer(holder)
        return root
    }

    private func samplesAMask(_ draw: RecordedDraw) -> Bool {
        if case .gaussianBlur(.mask, _) = draw.program { return true }
        return false
    }

    func testAShadowMaskIsMadeBeforeExecuteOnceAndThenHeld() throws {
        let recorder = RecordingRenderer()
        let root = try triangleShadow()
        XCTAssertTrue(try recorder.draw(root).contains(where: samplesAMask))
        XCTAssertEqual(recorder.record.shadowMasksUploaded, 1, "the first frame makes the mask")
        XCTAssertEqual(recorder.backend.frameContext().shadowMasks.count, 1, "and the backend holds it")
        XCTAssertTrue(try recorder.draw(root, fullRedraw: true).contains(where: samplesAMask))
        XCTAssertEqual(recorder.record.shadowMasksUploaded, 0, "a mask the backend holds is not made again")
    }

    func testAFrameWhoseResourcesLackAMaskIsAOneLineError() throws {
        let list = Culling.apply(to: RenderHarness.plan(try triangleShadow(), size: CGSize(width: 200, height: 200)))
        let frame = Batcher.batch(list)
        XCTAssertEqual(frame.shadowMaskKeys.count, 1)
        XCTAssertThrowsError(try RecordingBackend().execute(frame, resources: FrameResources(), uploadGeometry: true)) {
            XCTAssertTrue("\($0)".hasPrefix("the frame samples shadow mask "), "\($0)")
            XCTAssertFalse("\($0)".contains("\n"))
        }
        let resources = FrameResources(for: frame, context: FrameContext())
        XCTAssertEqual(resources.shadowMasks.count, 1)
        let record = try RecordingBackend().execute(frame, resources: resources, uploadGeometry: true)
        XCTAssertEqual(record.shadowMasksUploaded, 1)
    }

    /// A frame whose change covers the canvas goes straight into the window, and its record says
    /// so (the window presenter then copies nothing); the next frame's context says the canvas
    /// target holds no complete frame, so that frame is drawn whole into it, though little changed.
    func testAFrameDrawnIntoTheWindowLeavesTheNextOneWhole() throws {
        let recorder = RecordingRenderer()
        recorder.renderer.windowFramebuffer = WindowFramebuffer(width: 200, height: 200, depthBits: 24)
        let root = solidLayer(200, 200, at: 100, 100, .white)
        let square = solidLayer(20, 20, at: 20, 20, red)
        root.addSublayer(square)
        try recorder.draw(root)
        XCTAssertEqual(recorder.record.destination, .canvasTarget, "a first frame changes nothing: the canvas")
        XCTAssertFalse(recorder.statistics.drewIntoWindow)
        root.backgroundColor = blue
        try recorder.draw(root)
        XCTAssertTrue(recorder.record.drewIntoWindow, "a change over the whole canvas: the window")
        XCTAssertTrue(recorder.statistics.drewIntoWindow)
        XCTAssertNil(recorder.backend.frameContext().completeCanvas)
        square.position.x += 10
        try recorder.draw(root)
        XCTAssertEqual(recorder.record.destination, .canvasTarget)
        XCTAssertFalse(recorder.statistics.isPartial, "the canvas target held an older frame: drawn whole")
        XCTAssertEqual(recorder.backend.frameContext().completeCanvas, PixelSize(width: 200, height: 200))
        square.position.x += 10
        try recorder.draw(root)
        XCTAssertTrue(recorder.statistics.isPartial, "then partial frames again")
    }
}
