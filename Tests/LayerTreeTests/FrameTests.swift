import Foundation
import XCTest

@testable import LayerTree

final class FrameTests: XCTestCase {
    private func layer(bounds: CGRect, position: CGPoint, anchor: CGPoint = CGPoint(x: 0.5, y: 0.5)) -> CALayer {
        let l = CALayer()
        l.bounds = bounds
        l.position = position
        l.anchorPoint = anchor
        return l
    }

    func testFrameFromBoundsAndPosition() {
        let l = layer(bounds: CGRect(x: 0, y: 0, width: 100, height: 50), position: CGPoint(x: 60, y: 45))
        XCTAssertEqual(l.frame, CGRect(x: 10, y: 20, width: 100, height: 50))
    }

    func testSettingFrameSetsSizeAndPosition() {
        let l = CALayer()
        l.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        XCTAssertEqual(l.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(l.position, CGPoint(x: 60, y: 45))
        XCTAssertEqual(l.frame, CGRect(x: 10, y: 20, width: 100, height: 50))
    }

    func testAnchorAtTopLeft() {
        let l = layer(bounds: .zero, position: .zero, anchor: .zero)
        l.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        XCTAssertEqual(l.position, CGPoint(x: 10, y: 20))
        XCTAssertEqual(l.frame, CGRect(x: 10, y: 20, width: 100, height: 50))
    }

    func testAnchorAtBottomRight() {
        let l = layer(bounds: .zero, position: .zero, anchor: CGPoint(x: 1, y: 1))
        l.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        XCTAssertEqual(l.position, CGPoint(x: 110, y: 70))
        XCTAssertEqual(l.frame, CGRect(x: 10, y: 20, width: 100, height: 50))
    }

    func testChangingAnchorMovesFrameNotPosition() {
        let l = layer(bounds: CGRect(x: 0, y: 0, width: 100, height: 50), position: CGPoint(x: 60, y: 45))
        l.anchorPoint = .zero
        XCTAssertEqual(l.position, CGPoint(x: 60, y: 45))
        XCTAssertEqual(l.frame, CGRect(x: 60, y: 45, width: 100, height: 50))
    }

    func testBoundsOriginDoesNotMoveFrameAndIsKept() {
        let l = layer(bounds: CGRect(x: 30, y: 40, width: 100, height: 50), position: CGPoint(x: 60, y: 45))
        XCTAssertEqual(l.frame, CGRect(x: 10, y: 20, width: 100, height: 50))
        l.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        XCTAssertEqual(l.bounds, CGRect(x: 30, y: 40, width: 20, height: 10))
        XCTAssertEqual(l.position, CGPoint(x: 10, y: 5))
    }

    func testFrameUnderQuarterTurnAboutCentre() {
        let l = layer(bounds: CGRect(x: 0, y: 0, width: 100, height: 50), position: CGPoint(x: 200, y: 100))
        l.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        // A 50 × 100 box around the position.
        assertRect(l.frame, 175, 50, 50, 100)
    }

    func testFrameUnderQuarterTurnAboutTopLeft() {
        let l = layer(
            bounds: CGRect(x: 0, y: 0, width: 100, height: 50), position: CGPoint(x: 200, y: 100), anchor: .zero)
        l.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        // (x, y) → (−y, x) about the corner: (100, 0) → (0, 100), (0, 50) → (−50, 0).
        assertRect(l.frame, 150, 100, 50, 100)
    }

    func testFrameUnderScale() {
        let l = layer(bounds: CGRect(x: 0, y: 0, width: 100, height: 50), position: CGPoint(x: 200, y: 100))
        l.transform = CATransform3DMakeScale(2, 3, 1)
        assertRect(l.frame, 100, 25, 200, 150)
    }

    func testFrameUnderPerspective() {
        let l = layer(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), position: .zero)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        // Lifted 100 toward the viewer, then projected: w = 1 − 100/500 = 0.8 on the whole plane.
        l.transform = CATransform3DConcat(CATransform3DMakeTranslation(0, 0, 100), perspective)
        assertRect(l.frame, -62.5, -62.5, 125, 125)
    }

    func testFrameSetterLeavesTransformedLayerUnchanged() {
        let l = layer(bounds: CGRect(x: 0, y: 0, width: 100, height: 50), position: CGPoint(x: 200, y: 100))
        l.transform = CATransform3DMakeScale(2, 2, 1)
        l.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertEqual(l.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(l.position, CGPoint(x: 200, y: 100))
    }

    func testSetFrameThrowsWithTransform() {
        let l = layer(bounds: CGRect(x: 0, y: 0, width: 100, height: 50), position: CGPoint(x: 200, y: 100))
        l.name = "card"
        l.transform = CATransform3DMakeRotation(0.1, 0, 0, 1)
        XCTAssertThrowsError(try l.setFrame(CGRect(x: 0, y: 0, width: 10, height: 10))) { error in
            XCTAssertEqual(error as? LayerTreeError, .frameWithTransform(layer: "'card'"))
            XCTAssertTrue("\(error)".contains("'card'"))
        }
        XCTAssertEqual(l.bounds.size, CGSize(width: 100, height: 50))
        XCTAssertEqual(l.position, CGPoint(x: 200, y: 100))
    }

    func testSetFrameWithIdentityTransform() throws {
        let l = CALayer()
        try l.setFrame(CGRect(x: 5, y: 6, width: 7, height: 8))
        XCTAssertEqual(l.bounds.size, CGSize(width: 7, height: 8))
        XCTAssertEqual(l.position, CGPoint(x: 8.5, y: 10))
    }

    func testNegativeSizeFrameIsStandardized() {
        let l = CALayer()
        l.frame = CGRect(x: 10, y: 10, width: -10, height: -20)
        XCTAssertEqual(l.bounds.size, CGSize(width: 10, height: 20))
        XCTAssertEqual(l.frame, CGRect(x: 0, y: -10, width: 10, height: 20))
    }

    func testAffineTransformRoundTrip() {
        let l = CALayer()
        let t = CGAffineTransform(rotationAngle: 0.3).translatedBy(x: 5, y: -2)
        l.setAffineTransform(t)
        XCTAssertTrue(CATransform3DIsAffine(l.transform))
        XCTAssertEqual(l.affineTransform(), t)
        XCTAssertEqual(l.transform.m41, t.tx)
        XCTAssertEqual(l.transform.m21, t.c)
    }

    func testAffineTransformMovesFrame() {
        let l = layer(bounds: CGRect(x: 0, y: 0, width: 10, height: 10), position: CGPoint(x: 50, y: 50))
        l.setAffineTransform(CGAffineTransform(translationX: 7, y: -3))
        assertRect(l.frame, 52, 42, 10, 10)
    }
}
