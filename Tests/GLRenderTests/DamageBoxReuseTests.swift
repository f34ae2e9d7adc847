import Foundation
import LayerTree
import XCTest

@testable import GLRender

/// A layer that changes frame after frame has its old box taken from the frame before, which
/// measured it in the same tree as its new box (`DamageBoxes`), rather than measured again.
final class DamageBoxReuseTests: XCTestCase {
    /// A square three superlayers down (each placed and scaled, as a Lottie precomp's layers are)
    /// and one beside them.
    private func scene() -> (root: CALayer, square: CALayer, other: CALayer) {
        let root = solidLayer(200, 200, at: 100, 100, nil)
        var parent = root
        for _ in 0..<3 {
            let group = solidLayer(160, 160, at: 90, 90, nil)
            group.transform = CATransform3DMakeScale(0.9, 0.9, 1)
            parent.addSublayer(group)
            parent = group
        }
        let square = solidLayer(20, 20, at: 20, 20, red)
        parent.addSublayer(square)
        let other = solidLayer(20, 20, at: 150, 150, blue)
        root.addSublayer(other)
        return (root, square, other)
    }

    func testAnAnimatedLayersOldBoxIsTheLastFramesNewOne() throws {
        let (root, square, other) = scene()
        let recorder = RecordingRenderer()
        try recorder.draw(root)
        // The first partial frame has no boxes from the frame before (drawn whole, untracked).
        square.position.x += 4
        try recorder.draw(root)
        var boxes = try XCTUnwrap(recorder.renderer.drawn?.damageBoxes)
        XCTAssertEqual([boxes.measured, boxes.reused], [2, 0])
        // From then on, the moving square's old box is the one the last frame measured.
        for step in 0..<3 {
            square.position.x += 4
            let draws = try recorder.draw(root)
            boxes = try XCTUnwrap(recorder.renderer.drawn?.damageBoxes)
            XCTAssertEqual([boxes.measured, boxes.reused], [1, 1], "frame \(step + 3)")
            XCTAssertTrue(recorder.statistics.isPartial)
            XCTAssertFalse(draws.isEmpty)
        }
        // The damage is what measuring both boxes gives: the same two frames through a fresh renderer.
        let before = root.makeRenderTree()
        square.position.x += 4
        try recorder.draw(root)
        let reused = recorder.statistics.damageRects
        let fresh = RecordingRenderer()
        try fresh.draw(before)
        try fresh.draw(root)
        XCTAssertEqual(fresh.renderer.drawn?.damageBoxes.reused, 0)
        XCTAssertEqual(reused, fresh.statistics.damageRects)
        XCTAssertEqual(reused.count, 1)
        // A layer that did not change last frame has no box kept: its old box is measured.
        other.position.y -= 4
        try recorder.draw(root)
        boxes = try XCTUnwrap(recorder.renderer.drawn?.damageBoxes)
        XCTAssertEqual([boxes.measured, boxes.reused], [2, 0])
    }
}
