import Foundation
import LayerTree
import XCTest

@testable import GLRender

/// A frame where one layer of many moves costs in proportion to what changed: the extents and
/// sublayer boxes the last frame measured (one entry per layer) are carried into the next frame's
/// planning and updated where they lie, never copied whole (`DamageTracker.damage`,
/// `Planner.sublayerBoxes`). Copying them was a walk of every layer each frame: a fifth of
/// `bench onemoving --count 10000`'s CPU time.
final class PlanningCarriedInPlaceTests: XCTestCase {
    /// A 400 × 400 grid of 400 squares, the last of which moves.
    private func grid() -> (root: CALayer, moving: CALayer) {
        let root = solidLayer(400, 400, at: 200, 200, .white)
        for k in 0..<400 {
            root.addSublayer(solidLayer(12, 12, at: CGFloat(k % 20) * 20 + 10, CGFloat(k / 20) * 20 + 10, blue))
        }
        return (root, root.sublayers!.last!)
    }

    /// Where the canvas's carried planning lies: its extents' storage and the root's sublayer boxes'.
    private func storage(_ recorder: RecordingRenderer) throws -> (extents: UnsafeRawPointer?, boxes: UnsafeRawPointer?)
    {
        let drawn = try XCTUnwrap(recorder.renderer.drawn)
        let boxes = try XCTUnwrap(drawn.sublayerBoxes[0]?.boxes, "the root keeps its sublayers' boxes")
        return (
            drawn.extents.withUnsafeBytes { $0.baseAddress },
            boxes.withUnsafeBytes { $0.baseAddress }
        )
    }

    func testAFrameWhereOneLayerMovesWritesTheLastFramesPlanningInPlace() throws {
        let recorder = RecordingRenderer()
        let (root, moving) = grid()
        let size = CGSize(width: 400, height: 400)
        try recorder.draw(root, size: size)
        moving.position.x += 3
        try recorder.draw(root, size: size)
        XCTAssertTrue(recorder.statistics.isPartial)
        let before = try storage(recorder)
        for _ in 0..<3 {
            moving.position.x += 3
            try recorder.draw(root, size: size)
            XCTAssertTrue(recorder.statistics.isPartial)
            let after = try storage(recorder)
            XCTAssertEqual(after.extents, before.extents, "the extents were copied")
            XCTAssertEqual(after.boxes, before.boxes, "the sublayer boxes were copied")
        }
        // A frame where nothing changed draws nothing, and the canvas keeps its planning.
        XCTAssertTrue(try recorder.draw(root, size: size).isEmpty)
        XCTAssertEqual(recorder.renderer.drawn?.extents.count, root.makeRenderTree().nodes.count)
        moving.position.x += 3
        try recorder.draw(root, size: size)
        XCTAssertTrue(recorder.statistics.isPartial)
        let after = try storage(recorder)
        XCTAssertEqual(after.extents, before.extents, "the extents were copied after a still frame")
        XCTAssertEqual(after.boxes, before.boxes, "the sublayer boxes were copied after a still frame")
    }

    /// What moved is drawn where it now is, and what it left is cleared, frame after frame: the
    /// planning carried in place measures the moved layer again.
    func testTheCarriedPlanningFollowsTheMovingLayer() throws {
        let (root, moving) = grid()
        let size = CGSize(width: 400, height: 400)
        let renderer = try RenderHarness.renderer()
        let target = FrameTarget(size: size, scale: 1, background: nil)
        _ = try renderer.render(root.makeRenderTree(), into: target)
        for step in 1...4 {
            moving.position.x -= 7
            moving.position.y -= CGFloat(step)
            let partial = try renderer.render(root.makeRenderTree(), into: target)
            XCTAssertTrue(renderer.lastFrameStatistics.isPartial)
            let whole = try renderer.render(root.makeRenderTree(), into: target, fullRedraw: true)
            XCTAssertEqual(partial.bytes, whole.bytes, "step \(step): the partial frame differs from a whole one")
        }
    }
}
