import Foundation
import XCTest

@testable import LayerTree

final class AffineTransformTests: XCTestCase {
    func testIdentity() {
        XCTAssertTrue(CGAffineTransform.identity.isIdentity)
        XCTAssertEqual(CGAffineTransform(), CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        XCTAssertFalse(CGAffineTransform(translationX: 1, y: 0).isIdentity)
    }

    func testRotationFieldsMatchCoreGraphics() {
        let t = CGAffineTransform(rotationAngle: .pi / 6)
        XCTAssertEqual(t.a, 3.0.squareRoot() / 2, accuracy: 1e-12)
        XCTAssertEqual(t.b, 0.5, accuracy: 1e-12)
        XCTAssertEqual(t.c, -0.5, accuracy: 1e-12)
        XCTAssertEqual(t.d, 3.0.squareRoot() / 2, accuracy: 1e-12)
        // Clockwise on screen with y down, like CATransform3DMakeRotation about z.
        assertPoint(CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2)), 0, 1, accuracy: 1e-12)
    }

    func testPointApplying() {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        // x' = a·x + c·y + tx, y' = b·x + d·y + ty
        XCTAssertEqual(CGPoint(x: 10, y: 100).applying(t), CGPoint(x: 315, y: 426))
    }

    func testSizeApplyingIgnoresTranslation() {
        let t = CGAffineTransform(a: 2, b: 0, c: 1, d: 3, tx: 50, ty: 60)
        XCTAssertEqual(CGSize(width: 10, height: 20).applying(t), CGSize(width: 40, height: 60))
    }

    func testTranslatedByActsFirst() {
        // CGAffineTransformTranslate prepends: the point moves by (1, 1) before the scale.
        let t = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 1, y: 1)
        XCTAssertEqual(CGPoint.zero.applying(t), CGPoint(x: 2, y: 3))
    }

    func testScaledByActsFirst() {
        let t = CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: 3)
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(t), CGPoint(x: 12, y: 23))
    }

    func testRotatedByActsFirst() {
        let t = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
        assertPoint(CGPoint(x: 1, y: 0).applying(t), 10, 1, accuracy: 1e-12)
    }

    func testConcatenatingAppliesSelfFirst() {
        let translate = CGAffineTransform(translationX: 1, y: 0)
        let scale = CGAffineTransform(scaleX: 10, y: 10)
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(translate.concatenating(scale)), CGPoint(x: 20, y: 10))
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(scale.concatenating(translate)), CGPoint(x: 11, y: 10))
    }

    func testInverted() {
        let t = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 40, ty: -7)
        let inverse = t.inverted()
        let p = CGPoint(x: 3, y: -4)
        assertPoint(p.applying(t).applying(inverse), 3, -4, accuracy: 1e-12)
        // Worked by hand: det = 7, inverse linear part [3 −1; 1 2] / 7.
        XCTAssertEqual(inverse.a, 3.0 / 7, accuracy: 1e-12)
        XCTAssertEqual(inverse.b, -1.0 / 7, accuracy: 1e-12)
        XCTAssertEqual(inverse.c, 1.0 / 7, accuracy: 1e-12)
        XCTAssertEqual(inverse.d, 2.0 / 7, accuracy: 1e-12)
    }

    func testInvertedOfSingularReturnsSelf() {
        let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 5, ty: 6)
        XCTAssertEqual(singular.inverted(), singular)
    }

    func testRectApplyingIsBoundingBox() {
        let r = CGRect(x: 0, y: 0, width: 2, height: 2).applying(CGAffineTransform(rotationAngle: .pi / 4))
        let s = 2.0.squareRoot()
        // Corners go to (0,0), (√2,√2), (−√2,√2), (0,2√2).
        assertRect(r, -s, 0, 2 * s, 2 * s, accuracy: 1e-12)
        XCTAssertEqual(
            CGRect(x: 1, y: 2, width: 3, height: 4).applying(CGAffineTransform(translationX: 10, y: 20)),
            CGRect(x: 11, y: 22, width: 3, height: 4))
    }

    func testRectApplyingFlipStandardizes() {
        let r = CGRect(x: 1, y: 2, width: 3, height: 4).applying(CGAffineTransform(scaleX: -1, y: 1))
        XCTAssertEqual(r, CGRect(x: -4, y: 2, width: 3, height: 4))
    }

    func testNullRectStaysNull() {
        XCTAssertTrue(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
    }
}
