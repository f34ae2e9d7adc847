import Foundation
import XCTest

@testable import LayerTree

private func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

final class PathTests: XCTestCase {
    // MARK: SVG path data

    func testSVGAbsoluteCommands() throws {
        let path = try CGPath(svgPathData: "M 10 20 L 30 40 H 50 V 60 C 1 2 3 4 5 6 Q 7 8 9 10 Z")
        XCTAssertEqual(
            path.elements,
            [
                .moveToPoint(p(10, 20)),
                .addLineToPoint(p(30, 40)),
                .addLineToPoint(p(50, 40)),
                .addLineToPoint(p(50, 60)),
                .addCurveToPoint(control1: p(1, 2), control2: p(3, 4), end: p(5, 6)),
                .addQuadCurveToPoint(control: p(7, 8), end: p(9, 10)),
                .closeSubpath,
            ])
    }

    func testSVGRelativeCommandsIncludingSmoothCurvesAndCloseReturningToSubpathStart() throws {
        let path = try CGPath(
            svgPathData: "m 10 20 l 5 5 h 10 v -5 c 1 1 2 2 3 3 s 4 0 5 5 q 1 0 2 2 t 3 0 z m 1 1 l 1 0")
        XCTAssertEqual(
            path.elements,
            [
                .moveToPoint(p(10, 20)),
                .addLineToPoint(p(15, 25)),
                .addLineToPoint(p(25, 25)),
                .addLineToPoint(p(25, 20)),
                .addCurveToPoint(control1: p(26, 21), control2: p(27, 22), end: p(28, 23)),
                // S reflects the previous second control (27, 22) about the current point (28, 23).
                .addCurveToPoint(control1: p(29, 24), control2: p(32, 23), end: p(33, 28)),
                .addQuadCurveToPoint(control: p(34, 28), end: p(35, 30)),
                // T reflects the previous quadratic control (34, 28) about (35, 30).
                .addQuadCurveToPoint(control: p(36, 32), end: p(38, 30)),
                .closeSubpath,
                // After z the current point is the subpath's start (10, 20), so m 1 1 lands on (11, 21).
                .moveToPoint(p(11, 21)),
                .addLineToPoint(p(12, 21)),
            ])
    }

    func testSmoothCurvesWithoutAMatchingPredecessorUseTheCurrentPoint() throws {
        XCTAssertEqual(
            try CGPath(svgPathData: "M 0 0 L 10 0 S 20 10 30 0").elements.last,
            .addCurveToPoint(control1: p(10, 0), control2: p(20, 10), end: p(30, 0)))
        XCTAssertEqual(
            try CGPath(svgPathData: "M 0 0 Q 5 5 10 0 S 20 10 30 0").elements.last,
            .addCurveToPoint(control1: p(10, 0), control2: p(20, 10), end: p(30, 0)))
        XCTAssertEqual(
            try CGPath(svgPathData: "M 0 0 T 10 0").elements.last,
            .addQuadCurveToPoint(control: p(0, 0), end: p(10, 0)))
        XCTAssertEqual(
            try CGPath(svgPathData: "M 0 0 C 1 1 2 2 3 3 T 10 0").elements.last,
            .addQuadCurveToPoint(control: p(3, 3), end: p(10, 0)))
    }

    func testMoveRepeatsAreLines() throws {
        XCTAssertEqual(
            try CGPath(svgPathData: "M 0 0 10 0 10 10 m 5 5 1 1").elements,
            [
                .moveToPoint(p(0, 0)), .addLineToPoint(p(10, 0)), .addLineToPoint(p(10, 10)),
                .moveToPoint(p(15, 15)), .addLineToPoint(p(16, 16)),
            ])
    }

    func testNumberSyntax() throws {
        XCTAssertEqual(
            try CGPath(svgPathData: "M10-5L.5.5 1e1,2E-1\tl+1\n-.5").elements,
            [
                .moveToPoint(p(10, -5)), .addLineToPoint(p(0.5, 0.5)), .addLineToPoint(p(10, 0.2)),
                .addLineToPoint(p(11, -0.3)),
            ])
        XCTAssertEqual(try CGPath(svgPathData: "M 1.5e+1 -2.5E1").elements, [.moveToPoint(p(15, -25))])
    }

    func testDrawingAfterCloseStartsANewSubpathAtTheClosedOnesStart() throws {
        XCTAssertEqual(
            try CGPath(svgPathData: "M 1 1 L 5 1 Z L 3 3").elements,
            [
                .moveToPoint(p(1, 1)), .addLineToPoint(p(5, 1)), .closeSubpath,
                .moveToPoint(p(1, 1)), .addLineToPoint(p(3, 3)),
            ])
        XCTAssertEqual(
            try CGPath(svgPathData: "M 1 1 L 5 1 z l 1 0").elements.suffix(2),
            [.moveToPoint(p(1, 1)), .addLineToPoint(p(2, 1))])
    }

    func testEmptyPathData() throws {
        XCTAssertTrue(try CGPath(svgPathData: "").isEmpty)
        XCTAssertTrue(try CGPath(svgPathData: " \n\t").isEmpty)
    }

    /// SVG's sweep flag 1 is the "positive-angle" direction (F.6.5 step 4): the angle grows
    /// from +x toward +y, clockwise on a y-down screen. From (0, 0) to (100, 0) about the
    /// centre (50, 0) the angle runs π → 2π, through 3π/2, so the arc passes (50, −50),
    /// above the chord on screen; sweep flag 0 passes (50, 50).
    func testArcSweepFlagSide() throws {
        let arc = try CGPath(svgPathData: "M 0 0 A 50 50 0 0 1 100 0")
        XCTAssertEqual(arc.elements.count, 3, "a half turn is two quarter-turn cubics")
        XCTAssertEqual(arc.currentPoint, p(100, 0), "ends exactly at the requested point")
        guard let middle = arc.pointAndTangent(atFraction: 0.5) else { return XCTFail("no midpoint") }
        assertPoint(middle.point, 50, -50, accuracy: 1e-9)
        XCTAssertEqual(middle.angle, 0, accuracy: 1e-9, "moving toward +x at the top")
        let polyline = try XCTUnwrap(arc.flattened().first)
        assertPoint(polyline[polyline.count / 2], 50, -50, accuracy: 0.5)
        for point in polyline {
            XCTAssertEqual(hypot(point.x - 50, point.y), 50, accuracy: 0.1)
            XCTAssertLessThanOrEqual(point.y, 1e-9)
        }

        let other = try CGPath(svgPathData: "M 0 0 A 50 50 0 0 0 100 0")
        assertPoint(try XCTUnwrap(other.point(atFraction: 0.5)), 50, 50, accuracy: 1e-9)
    }

    func testArcRadiiTooSmallAreScaledUp() throws {
        let arc = try CGPath(svgPathData: "M 0 0 A 1 1 0 0 1 100 0")
        assertPoint(try XCTUnwrap(arc.point(atFraction: 0.5)), 50, -50, accuracy: 1e-9)
        XCTAssertEqual(arc.length, 50 * .pi, accuracy: 50 * .pi * 1e-3)
    }

    func testLargeArcFlagPicksTheLongWayRound() throws {
        // From (50, 0) to (0, 50) with radius 50 the centre is (0, 0) or (50, 50).
        let large = try CGPath(svgPathData: "M 50 0 A 50 50 0 1 1 0 50")
        XCTAssertEqual(large.length, 75 * .pi, accuracy: 0.05)
        assertRect(large.boundingBoxOfPath, 0, 0, 100, 100, accuracy: 1e-6)
        let small = try CGPath(svgPathData: "M 50 0 A 50 50 0 0 1 0 50")
        XCTAssertEqual(small.length, 25 * .pi, accuracy: 0.05)
        assertRect(small.boundingBoxOfPath, 0, 0, 50, 50, accuracy: 1e-6)
    }

    func testRotatedEllipticalArc() throws {
        // A half ellipse with radii 20 and 10, its major axis turned 90° onto y: from (0, 0) to
        // (0, 40) about (0, 20). Points are (0, 20) + (−10·sin θ, 20·cos θ); θ runs π → 2π, so x ≥ 0.
        let arc = try CGPath(svgPathData: "M 0 0 A 20 10 90 0 1 0 40")
        XCTAssertEqual(arc.currentPoint, p(0, 40))
        assertRect(arc.boundingBoxOfPath, 0, 0, 10, 40, accuracy: 1e-6)
    }

    func testArcFlagsNeedNoSeparators() throws {
        let spaced = try CGPath(svgPathData: "M 0 0 A 50 50 0 0 1 100 0")
        XCTAssertEqual(try CGPath(svgPathData: "M0 0a50,50,0,01100,0"), spaced)
        XCTAssertEqual(try CGPath(svgPathData: "M0 0a1 1 0 00 1 1").currentPoint, p(1, 1))
    }

    func testDegenerateArcs() throws {
        XCTAssertEqual(
            try CGPath(svgPathData: "M 0 0 A 0 10 0 0 1 10 10").elements,
            [.moveToPoint(p(0, 0)), .addLineToPoint(p(10, 10))])
        XCTAssertEqual(try CGPath(svgPathData: "M 5 5 A 10 10 0 0 1 5 5").elements, [.moveToPoint(p(5, 5))])
    }

    func testSyntaxErrorsSayWhatAndWhere() {
        func error(_ data: String) -> PathSyntaxError? {
            do {
                _ = try CGPath(svgPathData: data)
                return nil
            } catch {
                return error as? PathSyntaxError
            }
        }
        XCTAssertEqual(error("M 0"), PathSyntaxError(message: "command M needs 2 numbers at offset 3", offset: 3))
        XCTAssertEqual(error("X 1 2"), PathSyntaxError(message: "unexpected \"X\" at offset 0", offset: 0))
        XCTAssertEqual(error("M 1 2 L"), PathSyntaxError(message: "command L needs 2 numbers at offset 7", offset: 7))
        XCTAssertEqual(
            error("M 1 2 L 3 x"),
            PathSyntaxError(message: "command L needs 2 numbers but found \"x\" at offset 10", offset: 10))
        XCTAssertEqual(
            error("L 1 2"),
            PathSyntaxError(
                message: "path data must begin with \"M\" or \"m\", found \"L\" at offset 0",
                offset: 0))
        XCTAssertEqual(
            error("M 0 0 A 1 1 0 2 1 5 5"),
            PathSyntaxError(
                message: "command A needs a flag (0 or 1) but found \"2\" at offset 14",
                offset: 14))
        XCTAssertEqual(error("M 0 0 Z 5"), PathSyntaxError(message: "unexpected \"5\" at offset 8", offset: 8))
        XCTAssertEqual(error("M 1 2,"), PathSyntaxError(message: "command M needs 2 numbers at offset 6", offset: 6))
        XCTAssertEqual(error("M 1 2 H"), PathSyntaxError(message: "command H needs 1 number at offset 7", offset: 7))
        XCTAssertEqual(error("M 1 2e"), PathSyntaxError(message: "unexpected \"e\" at offset 5", offset: 5))
        XCTAssertEqual(error("M 1e999 0")?.message, "number 1e999 is out of range at offset 2")
        XCTAssertEqual(error("M 1 2 L 3 4 é"), PathSyntaxError(message: "unexpected \"é\" at offset 12", offset: 12))
        XCTAssertEqual(error("M 0")?.description, "command M needs 2 numbers at offset 3")
    }

    func testSVGPathDataRoundTrips() throws {
        let path = try CGPath(svgPathData: "M 0 0 A 30 20 45 1 0 50 10 Q 1.5 2.25 -3e-7 4 Z L 7 8")
        XCTAssertEqual(try CGPath(svgPathData: path.svgPathData), path)
        XCTAssertEqual(
            CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 5)).svgPathData,
            "M 0 0 L 10 0 L 10 5 L 0 5 Z")
    }

    // MARK: Shapes and bounds

    func testRectElementsAndBounds() {
        let path = CGPath(rect: CGRect(x: 10, y: 20, width: 100, height: 50))
        XCTAssertEqual(
            path.elements,
            [
                .moveToPoint(p(10, 20)), .addLineToPoint(p(110, 20)), .addLineToPoint(p(110, 70)),
                .addLineToPoint(p(10, 70)), .closeSubpath,
            ])
        XCTAssertEqual(path.boundingBox, CGRect(x: 10, y: 20, width: 100, height: 50))
        XCTAssertEqual(path.boundingBoxOfPath, CGRect(x: 10, y: 20, width: 100, height: 50))
        let moved = CGPath(
            rect: CGRect(x: 0, y: 0, width: 10, height: 10),
            transform: CGAffineTransform(translationX: 5, y: 0).scaledBy(x: 2, y: 1))
        XCTAssertEqual(moved.boundingBox, CGRect(x: 5, y: 0, width: 20, height: 10))
    }

    func testEllipseElementsAndBounds() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
        let path = CGPath(ellipseIn: rect)
        XCTAssertEqual(path.elements.count, 6)
        XCTAssertEqual(path.elements.first, .moveToPoint(p(100, 30)))
        XCTAssertEqual(path.elements[1].endPoint, p(50, 60), "runs from +x toward +y")
        XCTAssertEqual(path.elements.last, .closeSubpath)
        guard case let .addCurveToPoint(c1, _, _) = path.elements[1] else { return XCTFail("not a curve") }
        XCTAssertEqual(c1.y - 30, 30 * 0.5522847498, accuracy: 1e-8)
        XCTAssertEqual(path.boundingBox, rect)
        assertRect(path.boundingBoxOfPath, 0, 0, 100, 60, accuracy: 1e-9)
    }

    func testRoundedRectElementsAndBounds() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        let path = CGPath(roundedRect: rect, cornerWidth: 10, cornerHeight: 5)
        XCTAssertEqual(path.elements.count, 10)
        XCTAssertEqual(path.elements.first, .moveToPoint(p(10, 0)))
        XCTAssertEqual(path.elements[1], .addLineToPoint(p(90, 0)))
        XCTAssertEqual(path.elements[2].endPoint, p(100, 5))
        XCTAssertEqual(path.boundingBox, rect)
        assertRect(path.boundingBoxOfPath, 0, 0, 100, 50)
        // Oversized corners are clamped but keep the element count, so shapes stay animatable.
        XCTAssertEqual(CGPath(roundedRect: rect, cornerWidth: 80, cornerHeight: 80).elements.count, 10)
        XCTAssertEqual(CGPath(roundedRect: rect, cornerWidth: 0, cornerHeight: 5), CGPath(rect: rect))
        let round = CGPath(roundedRect: rect, cornerWidth: 10, cornerHeight: 10)
        let straightSides: CGFloat = 2 * 80 + 2 * 30, corners: CGFloat = 2 * .pi * 10
        XCTAssertEqual(round.length, straightSides + corners, accuracy: 0.05)
    }

    func testBoundingBoxIncludesControlPointsButPathBoxIsTight() throws {
        let path = try CGPath(svgPathData: "M 0 0 C 0 100 100 100 100 0")
        XCTAssertEqual(path.boundingBox, CGRect(x: 0, y: 0, width: 100, height: 100))
        assertRect(path.boundingBoxOfPath, 0, 0, 100, 75)
        let quad = try CGPath(svgPathData: "M 0 0 Q 50 100 100 0")
        assertRect(quad.boundingBoxOfPath, 0, 0, 100, 50)
        XCTAssertTrue(CGPath().boundingBox.isNull)
        XCTAssertTrue(CGPath().boundingBoxOfPath.isNull)
    }

    // MARK: Mutable paths

    func testCurrentPoint() {
        let path = CGMutablePath()
        XCTAssertEqual(path.currentPoint, .zero)
        path.move(to: p(1, 2))
        path.addLine(to: p(5, 2))
        XCTAssertEqual(path.currentPoint, p(5, 2))
        path.closeSubpath()
        XCTAssertEqual(path.currentPoint, p(1, 2))
    }

    func testDrawingWithoutACurrentPointDoesNothing() {
        let path = CGMutablePath()
        path.addLine(to: p(1, 1))
        path.addCurve(to: p(1, 1), control1: p(0, 1), control2: p(1, 0))
        path.closeSubpath()
        XCTAssertTrue(path.isEmpty)
    }

    func testAddArcDirection() throws {
        // Increasing angle: one quarter from (10, 0) to (0, 10).
        let forward = CGMutablePath()
        forward.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        XCTAssertEqual(forward.elements.count, 2)
        assertPoint(forward.currentPoint, 0, 10, accuracy: 1e-12)
        assertPoint(try XCTUnwrap(forward.point(atFraction: 0.5)), 10 / 2.0.squareRoot(), 10 / 2.0.squareRoot())
        // clockwise: true decreases the angle: three quarters round through −π/2 and −π.
        let backward = CGMutablePath()
        backward.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        XCTAssertEqual(backward.elements.count, 4)
        assertPoint(backward.currentPoint, 0, 10, accuracy: 1e-12)
        let middle = try XCTUnwrap(backward.pointAndTangent(atFraction: 0.5))
        assertPoint(middle.point, -10 / 2.0.squareRoot(), -10 / 2.0.squareRoot())
        XCTAssertEqual(middle.angle, 3 * .pi / 4, accuracy: 1e-9)  // heading (−1, 1)/√2
        XCTAssertEqual(backward.length, 15 * .pi, accuracy: 15 * .pi * 1e-3)
        // As in Core Graphics, three turns go round three times (twelve quarter curves).
        let circle = CGMutablePath()
        circle.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: 6 * .pi, clockwise: false)
        XCTAssertEqual(circle.elements.count, 13)
        XCTAssertEqual(circle.length, 60 * .pi, accuracy: 60 * .pi * 1e-3)
    }

    // Core Graphics draws 0 → 2π as a full circle with either flag: `clockwise: true` sweeps
    // backwards from 0 and reaches 2π (the same angle) after one turn. It is what
    // `UIBezierPath(arcCenter:…, startAngle: 0, endAngle: 2π, clockwise: false)` asks for.
    func testZeroToTwoPiIsAFullCircleEitherWay() throws {
        for clockwise in [false, true] {
            let circle = CGMutablePath()
            circle.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: clockwise)
            XCTAssertEqual(circle.length, 20 * .pi, accuracy: 20 * .pi * 1e-3, "clockwise: \(clockwise)")
            XCTAssertEqual(circle.boundingBoxOfPath.width, 20, accuracy: 1e-6, "clockwise: \(clockwise)")
            // The sweep's direction is the flag's: a quarter of the way, y is negative going backwards.
            let quarter = try XCTUnwrap(circle.point(atFraction: 0.25))
            XCTAssertEqual(quarter.y, clockwise ? -10 : 10, accuracy: 1e-3)
        }
        // Equal angles sweep nothing.
        let none = CGMutablePath()
        none.addArc(center: .zero, radius: 10, startAngle: 1, endAngle: 1, clockwise: true)
        XCTAssertEqual(none.length, 0, accuracy: 1e-9)
    }

    // A sweep of more than one turn is not clamped: 1.5π → 5.5π goes round twice, and a
    // relative arc of −4π too; a sweep of 1e300 turns is bounded, not a hang.
    func testArcsBeyondOneTurnGoRoundAgain() {
        let twice = CGMutablePath()
        twice.addArc(center: .zero, radius: 10, startAngle: 1.5 * .pi, endAngle: 5.5 * .pi, clockwise: false)
        XCTAssertEqual(twice.length, 40 * .pi, accuracy: 40 * .pi * 1e-3)
        let backwards = CGMutablePath()
        backwards.addRelativeArc(center: .zero, radius: 10, startAngle: 0, delta: -4 * .pi)
        XCTAssertEqual(backwards.length, 40 * .pi, accuracy: 40 * .pi * 1e-3)
        let huge = CGMutablePath()
        huge.addRelativeArc(center: .zero, radius: 1, startAngle: 0, delta: 1e300)
        XCTAssertEqual(huge.elements.count, 1 + 4 * 16)
    }

    /// Past 16 turns, whole pairs of turns are taken off (seed 31 drawing case 7709: Cairo took
    /// minutes to stroke arcs of 1,024 turns): the arc still ends where it did, and goes round an
    /// odd number of times when it did, so even-odd fills are unchanged.
    func testAnArcOfManyTurnsKeepsItsEndAndItsParity() {
        let million = CGMutablePath()
        million.addRelativeArc(center: p(3, 4), radius: 6, startAngle: 0.5, delta: 1_000_000)
        XCTAssertLessThanOrEqual(million.elements.count, 1 + 4 * 16)
        assertPoint(million.currentPoint, 3 + 6 * cos(1_000_000.5), 4 + 6 * sin(1_000_000.5), accuracy: 1e-6)
        let nineteen = CGMutablePath()
        nineteen.addRelativeArc(center: .zero, radius: 10, startAngle: 0, delta: 2 * .pi * 19 + 0.5)
        XCTAssertEqual(nineteen.length, 2 * .pi * 10 * 15 + 5, accuracy: 1, "15 turns: odd, as 19")
    }

    func testAddArcJoinsTheCurrentPointWithALine() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(center: p(20, 0), radius: 10, startAngle: .pi, endAngle: 0, clockwise: false)
        XCTAssertEqual(path.elements.count, 4)
        guard case .addLineToPoint(let lineEnd) = path.elements[1] else { return XCTFail("no joining line") }
        assertPoint(lineEnd, 10, 0, accuracy: 1e-12)
        // Starting exactly where the pen is adds no zero-length line.
        let joined = CGMutablePath()
        joined.move(to: p(10, 0))
        joined.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
        XCTAssertEqual(joined.elements.count, 3)
    }

    func testAddArcToTangentPoints() throws {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(tangent1End: p(10, 0), tangent2End: p(10, 10), radius: 2)
        XCTAssertEqual(path.elements.count, 3)
        XCTAssertEqual(path.elements[1], .addLineToPoint(p(8, 0)))
        assertPoint(path.currentPoint, 10, 2, accuracy: 1e-12)
        assertPoint(try XCTUnwrap(path.point(atFraction: 1)), 10, 2, accuracy: 1e-12)
        // Parallel tangents degenerate to a line to the corner.
        let straight = CGMutablePath()
        straight.move(to: .zero)
        straight.addArc(tangent1End: p(10, 0), tangent2End: p(20, 0), radius: 2)
        XCTAssertEqual(straight.elements.last, .addLineToPoint(p(10, 0)))
    }

    func testAddLinesRectsAndPaths() {
        let path = CGMutablePath()
        path.addLines(between: [p(0, 0), p(1, 0), p(1, 1)])
        path.addRects([CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 5, y: 5, width: 1, height: 1)])
        XCTAssertEqual(path.elements.count, 3 + 10)
        let copy = CGMutablePath()
        copy.addPath(path, transform: CGAffineTransform(translationX: 10, y: 0))
        XCTAssertEqual(copy.elements.first, .moveToPoint(p(10, 0)))
        XCTAssertEqual(copy.boundingBox, path.boundingBox.offsetBy(dx: 10, dy: 0))
        path.addPath(path)
        XCTAssertEqual(path.elements.count, 26)
    }

    func testCopiesEqualityAndHashing() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 4, height: 4))
        let frozen = path.copy()
        let mutable = path.mutableCopy()
        XCTAssertFalse(frozen is CGMutablePath)
        XCTAssertEqual(frozen, path)
        XCTAssertEqual(Set([frozen, mutable, path as CGPath]).count, 1)
        path.addLine(to: p(9, 9))
        XCTAssertNotEqual(frozen, path)
        XCTAssertEqual(frozen, mutable)
        var doubling = CGAffineTransform(scaleX: 2, y: 2)
        XCTAssertEqual(frozen.copy(using: &doubling)?.boundingBox, CGRect(x: 0, y: 0, width: 8, height: 8))
        XCTAssertEqual(frozen.copy(using: nil), frozen)
        let grown = frozen.mutableCopy(using: &doubling)
        grown?.addLine(to: p(20, 20))
        XCTAssertEqual(grown?.boundingBox, CGRect(x: 0, y: 0, width: 20, height: 20))
        XCTAssertEqual(frozen.boundingBox, CGRect(x: 0, y: 0, width: 4, height: 4), "the original is unchanged")
    }

    // MARK: Measuring

    func testRectLength() {
        XCTAssertEqual(CGPath(rect: CGRect(x: 0, y: 0, width: 100, height: 50)).length, 300)
    }

    func testCircleLength() {
        let r: CGFloat = 50
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 2 * r, height: 2 * r))
        XCTAssertEqual(circle.length / (2 * .pi * r), 1, accuracy: 1e-3)
        // The flattened polyline is a little shorter than the curve it approximates.
        let polyline = circle.flattened(tolerance: 0.01)[0]
        let chordLength = zip(polyline, polyline.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
        XCTAssertLessThanOrEqual(chordLength, circle.length)
        XCTAssertEqual(chordLength, circle.length, accuracy: circle.length * 1e-3)
    }

    func testFlatteningKeepsWithinTolerance() {
        let r: CGFloat = 50
        let circle = CGPath(ellipseIn: CGRect(x: -r, y: -r, width: 2 * r, height: 2 * r))
        let coarse = circle.flattened(tolerance: 1)[0], fine = circle.flattened(tolerance: 0.01)[0]
        XCTAssertGreaterThan(fine.count, coarse.count)
        XCTAssertEqual(fine.first, fine.last, "closed subpaths end at their start")
        for (a, b) in zip(fine, fine.dropFirst()) {
            // The chord's midpoint is where it strays furthest inside the curve.
            let mid = p((a.x + b.x) / 2, (a.y + b.y) / 2)
            XCTAssertEqual(hypot(mid.x, mid.y), r, accuracy: 0.01 + r * 3e-4)
        }
    }

    func testFlattenedSubpaths() throws {
        XCTAssertEqual(
            CGPath(rect: CGRect(x: 0, y: 0, width: 100, height: 50)).flattened(),
            [[p(0, 0), p(100, 0), p(100, 50), p(0, 50), p(0, 0)]])
        XCTAssertEqual(
            try CGPath(svgPathData: "M 0 0 L 10 0 M 9 9 M 5 5 L 5 10 Z").flattened(),
            [[p(0, 0), p(10, 0)], [p(5, 5), p(5, 10), p(5, 5)]])
        XCTAssertEqual(CGPath().flattened(), [])
    }

    func testPointAndTangentOnALine() throws {
        let line = try CGPath(svgPathData: "M 0 0 L 30 40")
        let half = try XCTUnwrap(line.pointAndTangent(atDistance: 25))
        assertPoint(half.point, 15, 20)
        XCTAssertEqual(half.angle, atan2(40, 30), accuracy: 1e-12)
        assertPoint(try XCTUnwrap(line.pointAndTangent(atDistance: 1000)).point, 30, 40)
        assertPoint(try XCTUnwrap(line.pointAndTangent(atDistance: -5)).point, 0, 0)
        XCTAssertNil(CGPath().pointAndTangent(atDistance: 0))
    }

    func testPointAndTangentAroundRectCorners() throws {
        let rect = CGPath(rect: CGRect(x: 0, y: 0, width: 100, height: 50))
        func at(_ d: CGFloat) throws -> (point: CGPoint, angle: CGFloat) {
            try XCTUnwrap(rect.pointAndTangent(atDistance: d))
        }
        let before = try at(99.5)
        assertPoint(before.point, 99.5, 0)
        XCTAssertEqual(before.angle, 0, accuracy: 1e-12)
        // Exactly at the corner the point belongs to the side that starts there.
        let corner = try at(100)
        assertPoint(corner.point, 100, 0)
        XCTAssertEqual(corner.angle, .pi / 2, accuracy: 1e-12)
        let bottom = try at(160)
        assertPoint(bottom.point, 90, 50)
        XCTAssertEqual(bottom.angle, .pi, accuracy: 1e-12)
        let closing = try at(290)
        assertPoint(closing.point, 0, 10)
        XCTAssertEqual(closing.angle, -.pi / 2, accuracy: 1e-12)
    }

    func testPointAlongACurveMatchesAFinelyFlattenedWalk() throws {
        let curve = try CGPath(svgPathData: "M 0 0 C 10 80 90 -40 100 30")
        let target = curve.length * 0.3
        // Walk a very fine polyline to the same distance.
        let polyline = curve.flattened(tolerance: 1e-5)[0]
        var walked: CGFloat = 0
        var expected = polyline[0]
        for (a, b) in zip(polyline, polyline.dropFirst()) {
            let step = hypot(b.x - a.x, b.y - a.y)
            if walked + step >= target {
                let f = (target - walked) / step
                expected = p(a.x + (b.x - a.x) * f, a.y + (b.y - a.y) * f)
                break
            }
            walked += step
        }
        assertPoint(try XCTUnwrap(curve.point(atFraction: 0.3)), expected.x, expected.y, accuracy: 1e-3)
    }

    // MARK: Interpolation

    func testInterpolationHalfwayBetweenSquares() throws {
        let small = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        let large = CGPath(rect: CGRect(x: 10, y: 10, width: 30, height: 30))
        XCTAssertEqual(
            small.interpolated(to: large, fraction: 0.5), CGPath(rect: CGRect(x: 5, y: 5, width: 20, height: 20)))
        XCTAssertEqual(small.interpolated(to: large, fraction: 0), small)
        XCTAssertEqual(small.interpolated(to: large, fraction: 1), large)
    }

    func testInterpolationNeedsMatchingElementKinds() throws {
        let rect = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertNil(rect.interpolated(to: CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10)), fraction: 0.5))
        let line = try CGPath(svgPathData: "M 0 0 L 1 1"), quad = try CGPath(svgPathData: "M 0 0 Q 1 1 2 2")
        XCTAssertNil(line.interpolated(to: quad, fraction: 0.5))
        XCTAssertNil(line.interpolated(to: try CGPath(svgPathData: "M 0 0 L 1 1 L 2 2"), fraction: 0.5))
        XCTAssertNil(line.adding(quad))
    }

    func testAddingPaths() throws {
        let a = try CGPath(svgPathData: "M 1 2 Q 3 4 5 6 Z"), b = try CGPath(svgPathData: "M 10 20 Q 30 40 50 60 Z")
        XCTAssertEqual(a.adding(b), try CGPath(svgPathData: "M 11 22 Q 33 44 55 66 Z"))
    }
}
