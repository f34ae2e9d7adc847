import Foundation
import LayerTree
import XCTest

@testable import GLRender

/// Finding a changed layer's damage box walks once from the root to the layer (and once to each
/// superlayer that spreads the change), placing it on the target, for both the box of its own
/// bounds (which decides whether the whole target is redrawn) and the box of its subtree.
final class DamageBoxWalkTests: XCTestCase {
    func testALayersOwnBoxAndWholeBoxAreMeasuredInOneWalk() throws {
        let root = solidLayer(200, 200, at: 100, 100, nil)
        // A faded group of two: its opacity applies to the two as one image, so a change to either
        // damages the group's whole box too.
        let group = solidLayer(120, 120, at: 80, 80, nil)
        group.opacity = 0.5
        group.transform = CATransform3DMakeScale(0.9, 0.9, 1)
        let square = solidLayer(20, 20, at: 20, 20, red)
        group.addSublayer(square)
        group.addSublayer(solidLayer(20, 20, at: 90, 90, blue))
        root.addSublayer(group)
        let recorder = RecordingRenderer()
        let target = FrameTarget(size: CGSize(width: 200, height: 200), scale: 1, background: nil)
        try recorder.draw(root)
        for step in 0..<3 {
            square.position.x += 3
            var prepared = recorder.renderer.prepare(root.makeRenderTree(), into: target)
            XCTAssertFalse(prepared.damage.isFull)
            // The square and the faded group: one walk each.
            XCTAssertEqual(prepared.planner.placementWalks, 2, "frame \(step + 2)")
            try recorder.renderer.draw(&prepared)
            XCTAssertEqual(recorder.statistics.damageRects.count, 1)
        }
    }
}
