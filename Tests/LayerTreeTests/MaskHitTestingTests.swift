import Foundation
import XCTest

@testable import LayerTree

/// `hitTest(_:honoringMasks:)`: a masked layer is hit only where its mask is, as it is drawn;
/// `hitTest(_:)` leaves masks out, as Apple's does.
final class MaskHitTestingTests: XCTestCase {
    private func scene(mask: CALayer) -> (root: CALayer, masked: CALayer) {
        let root = CALayer()
        root.anchorPoint = .zero
        root.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        let masked = CALayer()
        masked.anchorPoint = .zero
        masked.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        masked.position = CGPoint(x: 50, y: 50)
        masked.mask = mask
        root.addSublayer(masked)
        return (root, masked)
    }

    func testALayerMaskedToItsLeftHalfIsHitOnlyThere() {
        let half = CALayer()
        half.anchorPoint = .zero
        half.bounds = CGRect(x: 0, y: 0, width: 50, height: 100)
        let (root, masked) = scene(mask: half)
        XCTAssertTrue(root.hitTest(CGPoint(x: 60, y: 100), honoringMasks: true) === masked)
        XCTAssertTrue(root.hitTest(CGPoint(x: 140, y: 100), honoringMasks: true) === root)
        // Apple's hitTest(_:) ignores the mask.
        XCTAssertTrue(root.hitTest(CGPoint(x: 140, y: 100)) === masked)
    }

    func testAShapeMaskIsHitInsideItsPathOnly() {
        let circle = CAShapeLayer()
        circle.anchorPoint = .zero
        circle.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        circle.path = CGPath(ellipseIn: circle.bounds)
        let (root, masked) = scene(mask: circle)
        XCTAssertTrue(root.hitTest(CGPoint(x: 100, y: 100), honoringMasks: true) === masked, "centre")
        XCTAssertTrue(root.hitTest(CGPoint(x: 55, y: 55), honoringMasks: true) === root, "corner, outside the circle")
    }

    func testThePresentationTreeIsHitThroughTheModelsMask() {
        let half = CALayer()
        half.anchorPoint = .zero
        half.bounds = CGRect(x: 0, y: 0, width: 50, height: 100)
        let (root, masked) = scene(mask: half)
        let presented = root.presentation()
        XCTAssertTrue(presented?.hitTest(CGPoint(x: 60, y: 100), honoringMasks: true)?.model() === masked)
        XCTAssertTrue(presented?.hitTest(CGPoint(x: 140, y: 100), honoringMasks: true)?.model() === root)
    }
}
