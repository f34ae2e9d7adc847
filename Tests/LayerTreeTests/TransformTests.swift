import Foundation
import XCTest

@testable import LayerTree

final class TransformTests: XCTestCase {
    /// Applies `t` to `(x, y, z, 1)` and divides by w.
    private func project(_ t: CATransform3D, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat = 0) -> (
        CGFloat, CGFloat, CGFloat
    ) {
        let p = t.apply(x, y, z)
        return (p.x / p.w, p.y / p.w, p.z / p.w)
    }

    func testIdentity() {
        XCTAssertTrue(CATransform3DIsIdentity(CATransform3DIdentity))
        XCTAssertFalse(CATransform3DIsIdentity(CATransform3DMakeTranslation(0, 0, 1)))
    }

    func testRotationAboutZIsClockwiseOnScreen() {
        // y points down, so (1, 0) → (0, 1) is a quarter turn clockwise as seen on screen.
        let (x, y, z) = project(CATransform3DMakeRotation(.pi / 2, 0, 0, 1), 1, 0)
        XCTAssertEqual(x, 0, accuracy: 1e-12)
        XCTAssertEqual(y, 1, accuracy: 1e-12)
        XCTAssertEqual(z, 0, accuracy: 1e-12)
    }

    func testRotationAboutYSendsXTowardMinusZ() {
        // Right-handed: a positive turn about +y takes +x toward −z (away from the viewer).
        let θ: CGFloat = 0.3
        let (x, y, z) = project(CATransform3DMakeRotation(θ, 0, 1, 0), 2, 5)
        XCTAssertEqual(x, 2 * cos(θ), accuracy: 1e-12)
        XCTAssertEqual(y, 5, accuracy: 1e-12)
        XCTAssertEqual(z, -2 * sin(θ), accuracy: 1e-12)
    }

    func testRotationAxisIsNormalised() {
        XCTAssertEqual(CATransform3DMakeRotation(0.7, 0, 0, 5), CATransform3DMakeRotation(0.7, 0, 0, 1))
    }

    func testZeroAxisRotationIsIdentity() {
        XCTAssertTrue(CATransform3DIsIdentity(CATransform3DMakeRotation(1.2, 0, 0, 0)))
    }

    func testRotateAppliesTheRotationFirst() {
        // Rotate(t, …) = Concat(MakeRotation(…), t): the rotation acts on points before t.
        let t = CATransform3DMakeTranslation(10, 20, 30)
        let r = CATransform3DRotate(t, .pi / 2, 0, 0, 1)
        let (x, y, z) = project(r, 1, 0)
        XCTAssertEqual(x, 10, accuracy: 1e-12)  // rotated to (0, 1), then translated
        XCTAssertEqual(y, 21, accuracy: 1e-12)
        XCTAssertEqual(z, 30, accuracy: 1e-12)
        XCTAssertEqual(r, CATransform3DConcat(CATransform3DMakeRotation(.pi / 2, 0, 0, 1), t))
    }

    func testTranslateAndScaleApplyFirst() {
        let base = CATransform3DMakeScale(2, 3, 4)
        let (x, y, z) = project(CATransform3DTranslate(base, 1, 1, 1), 0, 0)
        XCTAssertEqual([x, y, z], [2, 3, 4])  // translate to (1,1,1), then scale
        let (sx, sy, sz) = project(CATransform3DScale(CATransform3DMakeTranslation(1, 1, 1), 2, 3, 4), 1, 1, 1)
        XCTAssertEqual([sx, sy, sz], [3, 4, 5])  // scale to (2,3,4), then translate
    }

    func testConcatAppliesLeftFirst() {
        let c = CATransform3DConcat(CATransform3DMakeTranslation(1, 0, 0), CATransform3DMakeScale(10, 10, 10))
        let (x, _, _) = project(c, 1, 0)
        XCTAssertEqual(x, 20)  // (1 + 1) · 10, not 1 · 10 + 1
    }

    func testDeterminant() {
        XCTAssertEqual(CATransform3DMakeScale(2, 3, 4).determinant, 24, accuracy: 1e-12)
        XCTAssertEqual(CATransform3DMakeRotation(0.9, 1, 2, 3).determinant, 1, accuracy: 1e-12)
    }

    func testInvertTimesTransformIsIdentity() {
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        t = CATransform3DRotate(t, 0.7, 1, 2, 3)
        t = CATransform3DScale(t, 0.5, 2, 1.5)
        t = CATransform3DConcat(t, CATransform3DMakeTranslation(2500, -1800, 40))
        let product = CATransform3DConcat(CATransform3DInvert(t), t)
        let identity = CATransform3DIdentity.fields
        for (value, expected) in zip(product.fields, identity) {
            XCTAssertEqual(value, expected, accuracy: 1e-9)
        }
        let other = CATransform3DConcat(t, CATransform3DInvert(t))
        for (value, expected) in zip(other.fields, identity) {
            XCTAssertEqual(value, expected, accuracy: 1e-9)
        }
    }

    func testInvertOfLargeTranslationWithSmallScale() {
        // Regression: det 0.125 next to entries in the thousands used to count as singular.
        let t = CATransform3DConcat(CATransform3DMakeScale(0.5, 0.5, 0.5), CATransform3DMakeTranslation(3000, 2000, 0))
        let inverse = CATransform3DInvert(t)
        XCTAssertNotEqual(inverse, t)
        XCTAssertEqual(inverse.m11, 2, accuracy: 1e-12)
        XCTAssertEqual(inverse.m41, -6000, accuracy: 1e-9)
        XCTAssertEqual(inverse.m42, -4000, accuracy: 1e-9)
    }

    func testInvertOfSingularReturnsInput() {
        let flatten = CATransform3DMakeScale(1, 1, 0)
        XCTAssertNil(flatten.inverse)
        XCTAssertEqual(CATransform3DInvert(flatten), flatten)
        let edgeOn = CATransform3DConcat(CATransform3DMakeRotation(.pi / 2, 0, 1, 0), flatten)
        XCTAssertEqual(CATransform3DInvert(edgeOn), edgeOn)
        // Numerically singular: an axis squashed to 1e-18 (cf. cos(π/2) ≈ 6e-17).
        let squashed = CATransform3DMakeScale(1e-18, 1, 1)
        XCTAssertEqual(CATransform3DInvert(squashed), squashed)
    }

    func testPerspectiveDividesByW() {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        // Move the plane 100 toward the viewer, then project: w = 1 + 100 · (−1/500) = 0.8.
        let t = CATransform3DConcat(CATransform3DMakeTranslation(0, 0, 100), perspective)
        XCTAssertEqual(t.m44, 0.8, accuracy: 1e-15)
        let (x, y, _) = project(t, 40, -8)
        XCTAssertEqual(x, 50, accuracy: 1e-12)
        XCTAssertEqual(y, -10, accuracy: 1e-12)
    }

    func testMakeAffineTransformRoundTrip() {
        let a = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = CATransform3DMakeAffineTransform(a)
        XCTAssertEqual(t.fields, [1, 2, 0, 0, 3, 4, 0, 0, 0, 0, 1, 0, 5, 6, 0, 1])
        XCTAssertTrue(CATransform3DIsAffine(t))
        XCTAssertEqual(CATransform3DGetAffineTransform(t), a)
    }

    func testIsAffine() {
        XCTAssertTrue(CATransform3DIsAffine(CATransform3DIdentity))
        XCTAssertTrue(CATransform3DIsAffine(CATransform3DMakeRotation(0.4, 0, 0, 1)))
        XCTAssertTrue(CATransform3DIsAffine(CATransform3DMakeTranslation(3, 4, 0)))
        XCTAssertFalse(CATransform3DIsAffine(CATransform3DMakeTranslation(3, 4, 1)))
        XCTAssertFalse(CATransform3DIsAffine(CATransform3DMakeRotation(0.4, 0, 1, 0)))
        XCTAssertFalse(CATransform3DIsAffine(CATransform3DMakeScale(1, 1, 2)))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        XCTAssertFalse(CATransform3DIsAffine(perspective))
    }

    func testSubscriptReadsAndWritesRowColumn() {
        var t = CATransform3DIdentity
        t[3, 4] = -0.002
        XCTAssertEqual(t.m34, -0.002)
        XCTAssertEqual(t[3, 4], -0.002)
        XCTAssertEqual(CATransform3DMakeTranslation(7, 8, 9)[4, 2], 8)
    }
}
