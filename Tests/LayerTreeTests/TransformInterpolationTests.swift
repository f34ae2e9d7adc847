import Foundation
import XCTest

@testable import LayerTree

final class TransformInterpolationTests: XCTestCase {
    // MARK: Helpers

    private func assertMatrix(
        _ a: CATransform3D, _ b: CATransform3D, accuracy: Double = 1e-9,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        for (i, (x, y)) in zip(a.fields, b.fields).enumerated() {
            XCTAssertEqual(
                Double(x), Double(y), accuracy: accuracy,
                "m\(i / 4 + 1)\(i % 4 + 1): \(a.fields) vs \(b.fields)", file: file, line: line)
        }
    }

    private func assertVector(
        _ v: Vector3, _ x: Double, _ y: Double, _ z: Double, accuracy: Double = 1e-9,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(v.x, x, accuracy: accuracy, "x of \(v)", file: file, line: line)
        XCTAssertEqual(v.y, y, accuracy: accuracy, "y of \(v)", file: file, line: line)
        XCTAssertEqual(v.z, z, accuracy: accuracy, "z of \(v)", file: file, line: line)
    }

    private func assertRoundTrip(_ m: CATransform3D, file: StaticString = #filePath, line: UInt = #line) {
        guard let d = DecomposedTransform(m) else {
            return XCTFail("\(m.fields) did not decompose", file: file, line: line)
        }
        assertMatrix(d.matrix, m, file: file, line: line)
    }

    /// The point `(x, y, z)` through `t`, divided by w.
    private func project(_ t: CATransform3D, _ x: Double, _ y: Double, _ z: Double) -> Vector3 {
        let p = t.apply(CGFloat(x), CGFloat(y), CGFloat(z))
        return Vector3(Double(p.x / p.w), Double(p.y / p.w), Double(p.z / p.w))
    }

    /// The book's card: perspective with the eye 500 points away, then a turn about y.
    private func card(_ angle: CGFloat) -> CATransform3D {
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        return CATransform3DRotate(t, angle, 0, 1, 0)
    }

    // MARK: Round trips

    func testIdentityDecomposesToIdentityParts() {
        let d = DecomposedTransform(CATransform3DIdentity)!
        XCTAssertEqual(d, DecomposedTransform.identity)
        XCTAssertEqual(d.matrix, CATransform3DIdentity)
    }

    func testTranslationRoundTrip() {
        let m = CATransform3DMakeTranslation(12.5, -40, 3)
        let d = DecomposedTransform(m)!
        assertVector(d.translation, 12.5, -40, 3)
        assertVector(d.scale, 1, 1, 1)
        assertRoundTrip(m)
    }

    func testNonUniformScaleRoundTrip() {
        let m = CATransform3DMakeScale(2, 0.5, 3)
        let d = DecomposedTransform(m)!
        assertVector(d.scale, 2, 0.5, 3)
        assertVector(d.skew, 0, 0, 0)
        assertRoundTrip(m)
    }

    /// A rotation about a coordinate axis leaves that axis exactly where it was: its diagonal entry
    /// is 1, not an ulp below (`t·1·1 + c` rounds below 1 at about one angle in nine), so a turn
    /// about z stays a flat, 2D transform to the renderer at every angle.
    func testRotationAboutACoordinateAxisKeepsThatAxisExactly() {
        for tenth in 0..<3600 {
            let angle = CGFloat(tenth) * .pi / 1800
            XCTAssertEqual(CATransform3DMakeRotation(angle, 0, 0, 1).m33, 1, "about z at \(angle)")
            XCTAssertEqual(CATransform3DMakeRotation(angle, 0, 0, -3).m33, 1, "about −z at \(angle)")
            XCTAssertEqual(CATransform3DMakeRotation(angle, 1, 0, 0).m11, 1, "about x at \(angle)")
            XCTAssertEqual(CATransform3DMakeRotation(angle, 0, 1, 0).m22, 1, "about y at \(angle)")
        }
    }

    func testRotationRoundTripAboutEachAxisAndAnArbitraryOne() {
        for angle in [0.3, -1.2, .pi / 2, 2.8, -3.0] as [CGFloat] {
            assertRoundTrip(CATransform3DMakeRotation(angle, 1, 0, 0))
            assertRoundTrip(CATransform3DMakeRotation(angle, 0, 1, 0))
            assertRoundTrip(CATransform3DMakeRotation(angle, 0, 0, 1))
            assertRoundTrip(CATransform3DMakeRotation(angle, 1, -2, 0.5))
        }
        // A half turn, where the quaternion's w is 0.
        assertRoundTrip(CATransform3DMakeRotation(.pi, 0, 1, 0))
        assertRoundTrip(CATransform3DMakeRotation(.pi, 1, 1, 1))
    }

    func testRotationQuaternionMatchesAngleAndAxis() {
        let d = DecomposedTransform(CATransform3DMakeRotation(1.0, 0, 0, 2))!
        XCTAssertEqual(d.quaternion.z, sin(0.5), accuracy: 1e-12)
        XCTAssertEqual(d.quaternion.w, cos(0.5), accuracy: 1e-12)
        // As in CSS, the decomposed quaternion has w ≥ 0 (here the x-dominant branch).
        let back = DecomposedTransform(CATransform3DMakeRotation(-3.0, 1, 0, 0))!.quaternion
        XCTAssertEqual(back.x, -sin(1.5), accuracy: 1e-12)
        XCTAssertEqual(back.w, cos(1.5), accuracy: 1e-12)
        assertMatrix(
            Quaternion(angle: 1.0, axis: Vector3(0, 0, 2)).rotationMatrix,
            CATransform3DMakeRotation(1.0, 0, 0, 1))
        assertMatrix(
            Quaternion(angle: -2.2, axis: Vector3(1, -2, 0.5)).rotationMatrix,
            CATransform3DMakeRotation(-2.2, 1, -2, 0.5))
    }

    func testPerspectiveCardRoundTrip() {
        let m = card(.pi / 4)
        let d = DecomposedTransform(m)!
        XCTAssertEqual(d.perspective, Vector4(0, 0, -1.0 / 500, 1))
        assertVector(d.translation, 0, 0, 0)
        assertVector(d.scale, 1, 1, 1)
        assertVector(d.rotation, 0, .pi / 4, 0)
        assertRoundTrip(m)
    }

    func testPerspectiveWithEverythingRoundTrip() {
        var m = CATransform3DMakeScale(1.5, 0.8, 2)
        m.m21 = 0.3
        var p = CATransform3DIdentity
        p.m34 = -1.0 / 500
        m = m.concatenating(CATransform3DMakeRotation(0.9, 1, 2, 3)).concatenating(p)
            .concatenating(CATransform3DMakeTranslation(20, -10, 5))
        assertRoundTrip(m)
        // A perspective with an m14 too, so w mixes into every row.
        var q = CATransform3DIdentity
        q.m34 = -1.0 / 800
        q.m14 = 0.001
        assertRoundTrip(
            CATransform3DMakeRotation(0.4, 0, 1, 0).concatenating(q).concatenating(
                CATransform3DMakeTranslation(100, 50, -30)))
    }

    func testTranslationBeforePerspectiveRecomposesDividedByM44() {
        // Translating before the perspective makes m44 = 1 + tz·m34 = 0.8; like Graphics Gems and
        // CSS, decomposition divides by m44, so the round trip is the same projective transform.
        var p = CATransform3DIdentity
        p.m34 = -1.0 / 500
        let m = CATransform3DTranslate(p, 10, 20, 100).concatenating(CATransform3DMakeRotation(0.3, 1, 0, 0))
        XCTAssertEqual(Double(m.m44), 0.8, accuracy: 1e-12)
        let r = DecomposedTransform(m)!.matrix
        assertMatrix(r, CATransform3D(fields: m.fields.map { $0 / m.m44 })!)
        let a = project(m, 30, -40, 7), b = project(r, 30, -40, 7)
        assertVector(b, a.x, a.y, a.z)
    }

    func testSkewRoundTrip() {
        var m = CATransform3DIdentity
        m.m21 = 0.5  // x' = x + 0.5·y
        let d = DecomposedTransform(m)!
        assertVector(d.skew, 0.5, 0, 0)
        assertVector(d.scale, 1, 1, 1)
        assertRoundTrip(m)

        var all = CATransform3DMakeScale(2, 3, 4)
        all.m21 = 0.4; all.m31 = -0.7; all.m32 = 1.1
        assertRoundTrip(all.concatenating(CATransform3DMakeRotation(2, 0, 1, 1)))
    }

    func testMirrorRoundTrip() {
        let flip = CATransform3DMakeScale(-1, 1, 1)
        let d = DecomposedTransform(flip)!
        XCTAssertLessThan(d.scale.x * d.scale.y * d.scale.z, 0)
        assertRoundTrip(flip)
        assertRoundTrip(
            CATransform3DMakeScale(2, -3, 1).concatenating(CATransform3DMakeRotation(0.6, 0, 0, 1))
                .concatenating(CATransform3DMakeTranslation(5, 6, 7)))
    }

    /// The key paths' form of a mirror: the x scale alone negative, the same matrix.
    func testMirrorInXRecomposesTheSameMatrix() {
        var skewed = CATransform3DMakeScale(-2, 3, 4)
        skewed.m21 = 0.4; skewed.m31 = -0.7; skewed.m32 = 1.1
        let mirrors = [
            CATransform3DMakeScale(-1, 1, 1), CATransform3DMakeScale(1, -2, 1),
            skewed.concatenating(CATransform3DMakeRotation(2, 0, 1, 1)).concatenating(
                CATransform3DMakeTranslation(5, 6, 7)),
        ]
        for m in mirrors {
            let d = DecomposedTransform(m)!.mirroredInX
            XCTAssertLessThan(d.scale.x, 0)
            XCTAssertGreaterThan(d.scale.y, 0)
            XCTAssertGreaterThan(d.scale.z, 0)
            assertMatrix(d.matrix, m)
        }
        assertVector(DecomposedTransform(CATransform3DMakeScale(-1, 1, 1))!.mirroredInX.rotation, 0, 0, 0)
        let proper = DecomposedTransform(CATransform3DMakeScale(2, 3, 1))!
        XCTAssertEqual(proper.mirroredInX, proper)
    }

    /// `transform.scale.x` of −1 then `transform.scale.y` of 1.5 (lottie-ios animates both for a
    /// mirrored layer): still mirrored left to right only.
    func testScaleYWrittenOverAMirrorKeepsItMirroredInX() {
        let layer = CALayer()
        layer.setValue(-1, forKeyPath: "transform.scale.x")
        layer.setValue(1.5, forKeyPath: "transform.scale.y")
        assertMatrix(layer.transform, CATransform3DMakeScale(-1, 1.5, 1))
        XCTAssertEqual(layer.value(forKeyPath: "transform.scale.x") as? CGFloat, -1)
        XCTAssertEqual(layer.value(forKeyPath: "transform.scale.y") as? CGFloat, 1.5)
    }

    func testM44OtherThanOneRecomposesTheSameProjectiveTransform() {
        let m = CATransform3D(fields: CATransform3DMakeTranslation(4, 6, 8).fields.map { $0 * 2 })!
        let d = DecomposedTransform(m)!
        assertVector(d.translation, 4, 6, 8)
        assertMatrix(d.matrix, CATransform3DMakeTranslation(4, 6, 8))
    }

    // MARK: Interpolation

    func testQuarterTurnHalfwayIsEighthTurn() {
        let r = DecomposedTransform.interpolate(
            CATransform3DMakeRotation(0, 0, 0, 1), CATransform3DMakeRotation(.pi / 2, 0, 0, 1), fraction: 0.5)
        assertMatrix(r, CATransform3DMakeRotation(.pi / 4, 0, 0, 1))
        let quarter = DecomposedTransform.interpolate(
            CATransform3DMakeRotation(0, 0, 0, 1), CATransform3DMakeRotation(.pi / 2, 0, 0, 1), fraction: 0.25)
        assertMatrix(quarter, CATransform3DMakeRotation(.pi / 8, 0, 0, 1))
    }

    func testTranslationAndScaleInterpolateLinearly() {
        let a = CATransform3DIdentity
        let b = CATransform3DMakeScale(3, 5, 1).concatenating(CATransform3DMakeTranslation(100, -40, 10))
        let half = DecomposedTransform.interpolate(a, b, fraction: 0.5)
        // Scale (2, 3, 1), then translation (50, -20, 5): (7, 11, 2) → (64, 13, 7).
        assertVector(project(half, 7, 11, 2), 64, 13, 7)
        let quarter = DecomposedTransform.interpolate(a, b, fraction: 0.25)
        // Scale (1.5, 2, 1), translation (25, -10, 2.5): (7, 11, 2) → (35.5, 12, 4.5).
        assertVector(project(quarter, 7, 11, 2), 35.5, 12, 4.5)
    }

    func testPureTranslationsInterpolate() {
        let r = DecomposedTransform.interpolate(
            CATransform3DMakeTranslation(10, 20, 0), CATransform3DMakeTranslation(20, 0, -10), fraction: 0.3)
        assertMatrix(r, CATransform3DMakeTranslation(13, 14, -3))
    }

    func testEndpointsAreExact() {
        var a = CATransform3DMakeScale(2, 0.5, 1)
        a.m21 = 0.2
        a = a.concatenating(CATransform3DMakeRotation(0.4, 1, 1, 0)).concatenating(
            CATransform3DMakeTranslation(3, 4, 5))
        let b = card(-1.1).concatenating(CATransform3DMakeTranslation(-30, 8, 0))
        XCTAssertEqual(DecomposedTransform.interpolate(a, b, fraction: 0), a)
        XCTAssertEqual(DecomposedTransform.interpolate(a, b, fraction: 1), b)
        let da = DecomposedTransform(a)!, db = DecomposedTransform(b)!
        assertMatrix(da.interpolated(to: db, fraction: 0).matrix, a)
        assertMatrix(da.interpolated(to: db, fraction: 1).matrix, b)
    }

    /// A skewed flat matrix turning 0° → 60° (skew then rotation, as After Effects and lottie-ios
    /// build a skewed shape's transform): Core Animation moves the 2D parts (scale, angle and the
    /// remainder, which holds the skew) linearly, so halfway it is not the skew turned by 30°.
    /// The expected fields are WebKit's blend2 worked by hand in Python; iOS draws lottie-ios's
    /// zen_lottiev2 halos so (their outline matches at 74–76% of its points, against 18% for
    /// the skew turned).
    func testSkewedFlatMatrixInterpolatesByItsFlatParts() {
        var skew = CATransform3DIdentity
        skew.m21 = CGFloat(tan(-26 * Double.pi / 180))
        let turned = skew.concatenating(CATransform3DMakeRotation(.pi / 3, 0, 0, 1))
        let half = DecomposedTransform.interpolate(skew, turned, fraction: 0.5)
        var expected = CATransform3DIdentity
        (expected.m11, expected.m12) = (0.7893172787060159, 0.5822593931387604)
        (expected.m21, expected.m22) = (-0.8308668515230833, 0.707504718313975)
        assertMatrix(half, expected)
        // Translations move linearly beside them.
        let moved = DecomposedTransform.interpolate(
            skew.concatenating(CATransform3DMakeTranslation(10, 0, 0)),
            turned.concatenating(CATransform3DMakeTranslation(30, 40, 0)), fraction: 0.5)
        expected.m41 = 20
        expected.m42 = 20
        assertMatrix(moved, expected)
    }

    func testPerspectiveCardInterpolatesItsAngle() {
        assertMatrix(DecomposedTransform.interpolate(card(0), card(.pi / 2), fraction: 0.5), card(.pi / 4))
    }

    func testRotationAboutYBelowHalfTurnKeepsItsDirection() {
        let r = DecomposedTransform.interpolate(
            CATransform3DMakeRotation(3 * .pi / 4, 0, 1, 0), CATransform3DIdentity, fraction: 0.5)
        assertMatrix(r, CATransform3DMakeRotation(3 * .pi / 8, 0, 1, 0))
    }

    func testSlerpTakesTheShorterArc() {
        // 3π/4 → −3π/4 about z: the short way passes through π, not through 0.
        let r = DecomposedTransform.interpolate(
            CATransform3DMakeRotation(3 * .pi / 4, 0, 0, 1), CATransform3DMakeRotation(-3 * .pi / 4, 0, 0, 1),
            fraction: 0.5)
        assertMatrix(r, CATransform3DMakeRotation(.pi, 0, 0, 1))
        // A quaternion with w < 0 (a 3π/2 turn) is reached by turning −π/2.
        let q = Quaternion.identity.slerp(to: Quaternion(angle: 3 * .pi / 2, axis: Vector3(0, 0, 1)), fraction: 0.5)
        assertMatrix(q.rotationMatrix, CATransform3DMakeRotation(-.pi / 4, 0, 0, 1))
    }

    func testSlerpOfNearlyEqualQuaternions() {
        let a = Quaternion(angle: 0.5, axis: Vector3(1, 0, 0))
        let b = Quaternion(angle: 0.5 + 1e-14, axis: Vector3(1, 0, 0))
        let q = a.slerp(to: b, fraction: 0.5)
        XCTAssertEqual(q.length, 1, accuracy: 1e-12)
        assertMatrix(q.rotationMatrix, CATransform3DMakeRotation(0.5, 1, 0, 0))
    }

    // MARK: Euler angles and component edits

    func testEulerReadingOfSingleAxisRotations() {
        assertVector(DecomposedTransform(CATransform3DMakeRotation(0.7, 0, 0, 1))!.rotation, 0, 0, 0.7)
        assertVector(DecomposedTransform(CATransform3DMakeRotation(0.7, 1, 0, 0))!.rotation, 0.7, 0, 0)
        assertVector(DecomposedTransform(CATransform3DMakeRotation(0.7, 0, 1, 0))!.rotation, 0, 0.7, 0)
        // Past a quarter turn about y, the reading stays a turn about y alone.
        assertVector(DecomposedTransform(CATransform3DMakeRotation(2.5, 0, 1, 0))!.rotation, 0, 2.5, 0)
        assertVector(DecomposedTransform(CATransform3DMakeRotation(-2.5, 0, 0, 1))!.rotation, 0, 0, -2.5)
        // Scale and translation do not disturb the reading.
        let m = CATransform3DMakeScale(2, 3, 1).concatenating(CATransform3DMakeRotation(0.7, 0, 0, 1))
            .concatenating(CATransform3DMakeTranslation(9, 9, 9))
        assertVector(DecomposedTransform(m)!.rotation, 0, 0, 0.7)
    }

    func testSetRotationRoundTripsOnEachAxis() {
        let angles = stride(from: -3.1, through: 3.1, by: 0.2).map { $0 } + [.pi / 2, -.pi / 2, 3.14]
        for a in angles {
            for axis in 0..<3 {
                let e = Vector3(axis == 0 ? a : 0, axis == 1 ? a : 0, axis == 2 ? a : 0)
                var d = DecomposedTransform.identity
                d.setRotation(eulerAngles: e)
                assertVector(d.rotation, e.x, e.y, e.z, accuracy: 1e-9)
                assertMatrix(
                    d.matrix,
                    CATransform3DMakeRotation(
                        CGFloat(a), axis == 0 ? 1 : 0,
                        axis == 1 ? 1 : 0, axis == 2 ? 1 : 0))
            }
        }
    }

    func testEulerOrderIsXThenYThenZ() {
        let e = Vector3(0.3, -0.4, 0.5)
        let expected = CATransform3DMakeRotation(0.3, 1, 0, 0)
            .concatenating(CATransform3DMakeRotation(-0.4, 0, 1, 0))
            .concatenating(CATransform3DMakeRotation(0.5, 0, 0, 1))
        var d = DecomposedTransform.identity
        d.rotation = e
        assertMatrix(d.matrix, expected)
        assertVector(DecomposedTransform(expected)!.rotation, 0.3, -0.4, 0.5)
    }

    func testEulerReadingAtGimbalLockRecomposes() {
        let m = CATransform3DMakeRotation(0.4, 1, 0, 0)
            .concatenating(CATransform3DMakeRotation(.pi / 2, 0, 1, 0))
            .concatenating(CATransform3DMakeRotation(0.25, 0, 0, 1))
        var d = DecomposedTransform(m)!
        let e = d.rotation
        XCTAssertEqual(e.y, .pi / 2, accuracy: 1e-9)
        d.setRotation(eulerAngles: e)
        assertMatrix(d.matrix, m, accuracy: 1e-7)
    }

    func testEditingOneComponentOfAModelTransform() {
        let m = CATransform3DMakeScale(2, 2, 1).concatenating(CATransform3DMakeRotation(0.3, 0, 0, 1))
            .concatenating(CATransform3DMakeTranslation(40, 50, 0))
        var d = DecomposedTransform(m)!
        d.translation.x = 5
        var expected = m
        expected.m41 = 5
        assertMatrix(d.matrix, expected)

        // transform.rotation.z = 1.2 keeps the scale and translation.
        d.rotation.z = 1.2
        assertMatrix(
            d.matrix,
            CATransform3DMakeScale(2, 2, 1).concatenating(CATransform3DMakeRotation(1.2, 0, 0, 1))
                .concatenating(CATransform3DMakeTranslation(5, 50, 0)))
    }

    // MARK: Degenerate matrices

    func testSingularMatrixDoesNotDecomposeAndInterpolatesDiscretely() {
        let flat = CATransform3DMakeScale(0, 1, 1)
        XCTAssertNil(DecomposedTransform(flat))
        var noW = CATransform3DIdentity
        noW.m44 = 0
        XCTAssertNil(DecomposedTransform(noW))

        let b = CATransform3DMakeRotation(1, 0, 0, 1).concatenating(CATransform3DMakeTranslation(10, 0, 0))
        XCTAssertEqual(DecomposedTransform.interpolate(flat, b, fraction: 0.3), flat)
        XCTAssertEqual(DecomposedTransform.interpolate(flat, b, fraction: 0.49), flat)
        XCTAssertEqual(DecomposedTransform.interpolate(flat, b, fraction: 0.5), b)
        XCTAssertEqual(DecomposedTransform.interpolate(b, flat, fraction: 0.7), flat)
    }
}
