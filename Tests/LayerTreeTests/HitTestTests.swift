import Foundation
import XCTest

@testable import LayerTree

final class HitTestTests: XCTestCase {
    private func layer(_ name: String, _ frame: CGRect, in parent: CALayer? = nil) -> CALayer {
        let l = CALayer()
        l.name = name
        l.frame = frame
        parent?.addSublayer(l)
        return l
    }

    private func makeRoot() -> CALayer { layer("root", CGRect(x: 0, y: 0, width: 400, height: 400)) }

    func testContainsIsHalfOpenBounds() {
        let l = CALayer()
        l.bounds = CGRect(x: 10, y: 20, width: 100, height: 50)
        XCTAssertTrue(l.contains(CGPoint(x: 10, y: 20)))
        XCTAssertTrue(l.contains(CGPoint(x: 109.9, y: 69.9)))
        XCTAssertFalse(l.contains(CGPoint(x: 110, y: 30)))
        XCTAssertFalse(l.contains(CGPoint(x: 50, y: 70)))
        XCTAssertFalse(l.contains(CGPoint(x: 5, y: 30)))
    }

    func testTransformLayerContainsNothing() {
        let t = CATransformLayer()
        t.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        XCTAssertFalse(t.contains(CGPoint(x: 50, y: 50)))
    }

    func testRootPointIsInItsPositionSpace() {
        let root = layer("root", CGRect(x: 100, y: 100, width: 100, height: 100))
        XCTAssertNil(root.hitTest(CGPoint(x: 50, y: 50)))
        XCTAssertTrue(root.hitTest(CGPoint(x: 150, y: 150)) === root)
    }

    func testDeepestLayerWins() {
        let root = makeRoot()
        let a = layer("a", CGRect(x: 100, y: 100, width: 100, height: 100), in: root)
        let b = layer("b", CGRect(x: 10, y: 10, width: 20, height: 20), in: a)
        XCTAssertTrue(root.hitTest(CGPoint(x: 115, y: 115)) === b)
        XCTAssertTrue(root.hitTest(CGPoint(x: 150, y: 150)) === a)
        XCTAssertTrue(root.hitTest(CGPoint(x: 50, y: 50)) === root)
        XCTAssertNil(root.hitTest(CGPoint(x: 450, y: 50)))
    }

    func testZPositionBeatsSublayerOrder() {
        let root = makeRoot()
        let front = layer("front", CGRect(x: 0, y: 0, width: 100, height: 100), in: root)
        front.zPosition = 1
        _ = layer("back", CGRect(x: 0, y: 0, width: 100, height: 100), in: root)
        XCTAssertTrue(root.hitTest(CGPoint(x: 50, y: 50)) === front)
    }

    func testLaterSiblingWinsTies() {
        let root = makeRoot()
        _ = layer("first", CGRect(x: 0, y: 0, width: 100, height: 100), in: root)
        let second = layer("second", CGRect(x: 50, y: 50, width: 100, height: 100), in: root)
        XCTAssertTrue(root.hitTest(CGPoint(x: 75, y: 75)) === second)
        XCTAssertTrue(root.hitTest(CGPoint(x: 25, y: 25))?.name == "first")
    }

    func testHiddenLayersAndSubtreesAreSkipped() {
        let root = makeRoot()
        let below = layer("below", CGRect(x: 0, y: 0, width: 200, height: 200), in: root)
        let top = layer("top", CGRect(x: 0, y: 0, width: 200, height: 200), in: root)
        let child = layer("child", CGRect(x: 0, y: 0, width: 50, height: 50), in: top)
        XCTAssertTrue(root.hitTest(CGPoint(x: 10, y: 10)) === child)
        top.isHidden = true
        XCTAssertTrue(root.hitTest(CGPoint(x: 10, y: 10)) === below)
        root.isHidden = true
        XCTAssertNil(root.hitTest(CGPoint(x: 10, y: 10)))
    }

    func testTransparentLayersAreStillHit() {
        let root = makeRoot()
        let ghost = layer("ghost", CGRect(x: 0, y: 0, width: 100, height: 100), in: root)
        ghost.opacity = 0
        XCTAssertTrue(root.hitTest(CGPoint(x: 10, y: 10)) === ghost)
    }

    func testMasksToBoundsCutsOffSublayers() {
        let root = makeRoot()
        let clip = layer("clip", CGRect(x: 100, y: 100, width: 100, height: 100), in: root)
        let child = layer("child", CGRect(x: 50, y: 50, width: 100, height: 100), in: clip)
        // The child sticks out of its parent at root (180…250).
        XCTAssertTrue(root.hitTest(CGPoint(x: 220, y: 220)) === child)
        clip.masksToBounds = true
        XCTAssertTrue(root.hitTest(CGPoint(x: 220, y: 220)) === root)
        XCTAssertTrue(root.hitTest(CGPoint(x: 180, y: 180)) === child)
        XCTAssertTrue(root.hitTest(CGPoint(x: 120, y: 120)) === clip)
    }

    func testPointIsConvertedIntoRotatedChild() {
        let root = makeRoot()
        let diamond = layer("diamond", CGRect(x: 150, y: 150, width: 100, height: 100), in: root)
        diamond.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        // A square of side 100 turned 45° about (200, 200): a diamond reaching 70.71 out along the axes.
        XCTAssertTrue(root.hitTest(CGPoint(x: 200, y: 269)) === diamond)
        XCTAssertTrue(root.hitTest(CGPoint(x: 131, y: 200)) === diamond)
        XCTAssertTrue(root.hitTest(CGPoint(x: 200, y: 272)) === root)
        // The unrotated square's corner is outside the diamond.
        XCTAssertTrue(root.hitTest(CGPoint(x: 155, y: 155)) === root)
        XCTAssertTrue(root.hitTest(CGPoint(x: 166, y: 166)) === diamond)
    }

    func testPerspectiveCardIsHitWhereItIsDrawn() {
        let root = makeRoot()
        let card = layer("card", CGRect(x: 100, y: 150, width: 200, height: 100), in: root)
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        card.transform = CATransform3DRotate(t, .pi / 4, 0, 1, 0)
        // The right edge recedes to x = 200 + 70.7107/1.14142 = 261.95 (worked by hand).
        XCTAssertTrue(root.hitTest(CGPoint(x: 261.9, y: 200)) === card)
        XCTAssertTrue(root.hitTest(CGPoint(x: 262.0, y: 200)) === root)
        // The left edge comes forward to x = 200 − 82.36 = 117.64.
        XCTAssertTrue(root.hitTest(CGPoint(x: 117.7, y: 200)) === card)
        XCTAssertTrue(root.hitTest(CGPoint(x: 117.6, y: 200)) === root)
    }

    func testTransformLayerIsNotHitButItsSublayersAre() {
        let root = makeRoot()
        let group = CATransformLayer()
        group.frame = CGRect(x: 100, y: 100, width: 200, height: 200)
        root.addSublayer(group)
        let face = layer("face", CGRect(x: 0, y: 0, width: 50, height: 50), in: group)
        XCTAssertTrue(root.hitTest(CGPoint(x: 110, y: 110)) === face)
        XCTAssertTrue(root.hitTest(CGPoint(x: 200, y: 200)) === root)
        XCTAssertNil(group.hitTest(CGPoint(x: 200, y: 200)))
    }

    func testSublayersOfTransformLayerShareItsSpace() {
        // A face turned −60° about y inside a group turned +60°: in 3D they cancel, so the face
        // is hit across its full width (a flattening group would squeeze it to a quarter).
        let root = makeRoot()
        let group = CATransformLayer()
        group.frame = CGRect(x: 150, y: 150, width: 100, height: 100)
        group.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
        root.addSublayer(group)
        let face = layer("face", CGRect(x: 0, y: 0, width: 100, height: 100), in: group)
        face.transform = CATransform3DMakeRotation(-.pi / 3, 0, 1, 0)
        XCTAssertTrue(root.hitTest(CGPoint(x: 245, y: 200)) === face)
        XCTAssertTrue(root.hitTest(CGPoint(x: 155, y: 200)) === face)
        XCTAssertTrue(root.hitTest(CGPoint(x: 251, y: 200)) === root)
    }
}
