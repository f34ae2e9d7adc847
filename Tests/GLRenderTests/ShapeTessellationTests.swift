import Foundation
import LayerTree
import XCTest

@testable import GLRender

/// `PathFillTessellator` and `PathStroker` on the CPU: areas against analytic values.
final class ShapeTessellationTests: XCTestCase {
    /// The five-pointed star drawn as one self-crossing pentagram (points 0, 2, 4, 1, 3).
    private func pentagram(radius R: Double) -> [Point2] {
        (0..<5).map { k in
            let a = (-90 + Double(k) * 144) * .pi / 180
            return Point2(R * cos(a), R * sin(a))
        }
    }

    /// Analytic areas: the star outline (10 triangles between centre, tips and inner corners)
    /// and the inner pentagon whose winding number is 2.
    private func starAreas(radius R: Double) -> (star: Double, pentagon: Double) {
        let r = R * cos(72 * .pi / 180) / cos(36 * .pi / 180)
        return (5 * R * r * sin(36 * .pi / 180), 2.5 * r * r * sin(72 * .pi / 180))
    }

    func testNonZeroFillsTheStarsCentre() {
        let mesh = ShapeMesh()
        PathFillTessellator.fill([pentagram(radius: 100)], rule: .nonZero, into: mesh)
        XCTAssertEqual(mesh.interiorArea, starAreas(radius: 100).star, accuracy: 1e-6)
        XCTAssertTrue(mesh.interiorContains(Point2(0, 0)))
    }

    func testEvenOddLeavesTheStarsCentreEmpty() {
        let mesh = ShapeMesh()
        PathFillTessellator.fill([pentagram(radius: 100)], rule: .evenOdd, into: mesh)
        let areas = starAreas(radius: 100)
        XCTAssertEqual(mesh.interiorArea, areas.star - areas.pentagon, accuracy: 1e-6)
        XCTAssertFalse(mesh.interiorContains(Point2(0, 0)))
        XCTAssertTrue(mesh.interiorContains(Point2(0, -80)))
    }

    /// A star whose sides are cubics with their control points on the side (as lottie-ios writes a
    /// polystar's) fills with the triangles of the same star drawn with lines, not a slab and a
    /// trapezoid more at each of the points its straight sides flatten to.
    func testStraightCubicSidesFillAsLines() throws {
        func filled(curves: Bool) throws -> ShapeMesh {
            let path = CGMutablePath()
            let corners = (0..<24).map { k in
                let r: CGFloat = k % 2 == 0 ? 55 : 40, a = CGFloat(k) * .pi / 12
                return CGPoint(x: r * cos(a), y: r * sin(a))
            }
            path.move(to: corners[0])
            for k in 1...24 {
                let from = corners[k - 1], to = corners[k % 24]
                if curves { path.addCurve(to: to, control1: from, control2: to) } else { path.addLine(to: to) }
            }
            path.closeSubpath()
            let shape = CAShapeLayer()
            shape.path = path
            shape.fillColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
            let content = try XCTUnwrap(shape.makeRenderTree(at: 0).nodes.first { $0.id == shape.layerID }?.shape)
            return ShapeMeshCache.tessellate(.fill(path: content.path, rule: .nonZero, level: 2), content: content)
        }
        let curves = try filled(curves: true), lines = try filled(curves: false)
        XCTAssertEqual(curves.interiorArea, lines.interiorArea, accuracy: 1e-6 * lines.interiorArea)
        XCTAssertEqual(curves.triangleCount, lines.triangleCount)
    }

    func testOverlappingSubpathsAndHoles() {
        let square = [Point2(0, 0), Point2(100, 0), Point2(100, 100), Point2(0, 100)]
        let inner = [Point2(25, 25), Point2(75, 25), Point2(75, 75), Point2(25, 75)]
        let reversedInner = Array(inner.reversed())
        let mesh = ShapeMesh()
        // Same direction: winding 2 inside, still inside for non-zero, a hole for even-odd.
        PathFillTessellator.fill([square, inner], rule: .nonZero, into: mesh)
        XCTAssertEqual(mesh.interiorArea, 10_000, accuracy: 1e-9)
        let evenOdd = ShapeMesh()
        PathFillTessellator.fill([square, inner], rule: .evenOdd, into: evenOdd)
        XCTAssertEqual(evenOdd.interiorArea, 7_500, accuracy: 1e-9)
        // Opposite direction: a hole for both rules.
        let hole = ShapeMesh()
        PathFillTessellator.fill([square, reversedInner], rule: .nonZero, into: hole)
        XCTAssertEqual(hole.interiorArea, 7_500, accuracy: 1e-9)
    }

    private func strokeArea(
        _ points: [Point2], closed: Bool = false, width: Double, cap: CAShapeLayerLineCap = .butt,
        join: CAShapeLayerLineJoin = .miter, dashes: [Double] = [], start: Double = 0,
        end: Double = 1
    ) -> Double {
        let style = StrokeStyle(
            lineWidth: width, lineCap: cap, lineJoin: join, miterLimit: 10, dashPattern: dashes,
            dashPhase: 0, strokeStart: start, strokeEnd: end)
        let outline = PathStroker.outline([(points, closed)], style: style, tolerance: 0.01)
        let mesh = ShapeMesh()
        PathFillTessellator.fill(outline, rule: .nonZero, into: mesh)
        return mesh.interiorArea
    }

    func testButtStrokeOfASegmentIsLengthTimesWidth() {
        XCTAssertEqual(strokeArea([Point2(10, 20), Point2(110, 20)], width: 8), 800, accuracy: 1e-9)
        // Slanted: a 3-4-5 segment of length 50.
        XCTAssertEqual(strokeArea([Point2(0, 0), Point2(30, 40)], width: 6), 300, accuracy: 1e-9)
    }

    func testCapsAddTheirArea() {
        let segment = [Point2(0, 0), Point2(100, 0)]
        XCTAssertEqual(strokeArea(segment, width: 10, cap: .square), 1_100, accuracy: 1e-9)
        XCTAssertEqual(strokeArea(segment, width: 10, cap: .round), 1_000 + .pi * 25, accuracy: 0.5)
    }

    func testJoinsAreFilledOnce() {
        // A right angle: two 100×10 rectangles overlap in a 5×5 square; the miter adds the outer 5×5 corner.
        let corner = [Point2(0, 0), Point2(100, 0), Point2(100, 100)]
        XCTAssertEqual(strokeArea(corner, width: 10, join: .miter), 2 * 1_000 - 25 + 25, accuracy: 1e-9)
        XCTAssertEqual(strokeArea(corner, width: 10, join: .bevel), 2 * 1_000 - 25 + 12.5, accuracy: 1e-9)
        // A closed square ring: outer 110² minus inner 90².
        let square = [Point2(0, 0), Point2(100, 0), Point2(100, 100), Point2(0, 100)]
        XCTAssertEqual(strokeArea(square, closed: true, width: 10), 110 * 110 - 90 * 90, accuracy: 1e-9)
    }

    func testDashesAndTrimming() {
        let segment = [Point2(0, 0), Point2(100, 0)]
        // 10 on, 10 off over 100: five dashes of 10.
        XCTAssertEqual(strokeArea(segment, width: 2, dashes: [10, 10]), 100, accuracy: 1e-9)
        XCTAssertEqual(strokeArea(segment, width: 2, end: 0.5), 100, accuracy: 1e-9)
        XCTAssertEqual(strokeArea(segment, width: 2, start: 0.25, end: 0.5), 50, accuracy: 1e-9)
        let intervals = PathStroker.dashIntervals(length: 30, [5], phase: 2)!
        XCTAssertEqual(intervals.map(\.0), [0, 8, 18, 28])
        XCTAssertEqual(intervals.map(\.1), [3, 13, 23, 30])
    }

    func testFringeSurroundsTheBoundaryOnly() {
        // A square and an abutting square: one region, so no fringe along the shared side.
        let a = [Point2(0, 0), Point2(50, 0), Point2(50, 50), Point2(0, 50)]
        let b = [Point2(50, 0), Point2(100, 0), Point2(100, 50), Point2(50, 50)]
        let mesh = ShapeMesh()
        PathFillTessellator.fill([a, b], rule: .nonZero, into: mesh)
        let fringe = mesh.vertices.filter { $0.feather == 0 }
        XCTAssertFalse(fringe.contains { $0.x == 50 && $0.y > 0 && $0.y < 50 && $0.nx != 0 })
        // Fringe length adds up to the perimeter (each fringe quad has two boundary vertices).
        var perimeter = 0.0
        for q in stride(from: 0, to: fringe.count, by: 2) {
            perimeter += hypot(fringe[q + 1].x - fringe[q].x, fringe[q + 1].y - fringe[q].y)
        }
        XCTAssertEqual(perimeter, 300, accuracy: 1e-9)
    }

    /// A stroked circle: its segment outlines overlap its round joins, and where the boundary passes
    /// from one edge to another at their crossing, or through a sliver slab between two crossings,
    /// the sweep meets boundary pieces of no length. They get no fringe; the area is the ring's.
    func testAStrokedCirclesFringeIsPiecesWithLength() {
        let (mesh, r, width) = strokedCircleUnion()
        // A closed convex polygon's round-joined stroke covers its perimeter times the width (the
        // outer offset adds πh², the inner takes n·tan(π/n)·h², nearly the same, with h = width / 2).
        let perimeter = 64 * 2 * r * sin(.pi / 64)
        XCTAssertEqual(mesh.interiorArea, perimeter * width, accuracy: 0.002 * perimeter * width)
        // Each fringe quad (two triangles, four vertices) has length. Pieces of no length were half
        // of them (1,382 quads, 698 of no length, against 684).
        var fringeQuads = 0
        for q in stride(from: 0, to: mesh.vertices.count, by: 4) where mesh.vertices[q].feather >= 0 {
            let a = mesh.vertices[q], b = mesh.vertices[q + 1]
            XCTAssertGreaterThan(hypot(b.x - a.x, b.y - a.y), 1e-6, "a fringe piece of no length at \(a.x), \(a.y)")
            fringeQuads += 1
        }
        XCTAssertLessThan(fringeQuads, 12 * 64, "the outer and inner boundary, a few pieces a side")
    }
}

/// `OpenTrapezoids`: a run between the same two edges is one trapezoid, however many slabs other
/// parts of the shape cut across it.
final class SweepTrapezoidMergingTests: XCTestCase {
    /// A tall rectangle beside a zigzag of 40 teeth: every tooth's vertices start slabs across the
    /// rectangle too, which stays one trapezoid (two triangles) between its two sides (82 before).
    func testARunBetweenTheSameEdgesIsOneTrapezoid() {
        let rectangle = [Point2(0, 0), Point2(10, 0), Point2(10, 100), Point2(0, 100)]
        var zigzag = [Point2(20, 0)]
        for k in 0..<40 { zigzag.append(Point2(k.isMultiple(of: 2) ? 30 : 26, 2.5 * Double(k) + 1.25)) }
        zigzag.append(Point2(20, 100))
        let mesh = ShapeMesh()
        PathFillTessellator.fill([rectangle, zigzag], rule: .nonZero, into: mesh)
        var rectangleTriangles = 0
        for t in stride(from: 0, to: mesh.indices.count, by: 3) {
            let corners = (0..<3).map { mesh.vertices[Int(mesh.indices[t + $0])] }
            if corners.allSatisfy({ $0.feather < 0 && $0.x <= 10 }) { rectangleTriangles += 1 }
        }
        XCTAssertEqual(rectangleTriangles, 2)
        XCTAssertTrue(mesh.interiorContains(Point2(5, 50)))
        XCTAssertFalse(mesh.interiorContains(Point2(15, 50)))
    }

    /// A stroked circle's union (64 segments, round joins): its interior is a few trapezoids per
    /// segment, not one per slab that the whole ring's vertices and crossings start.
    func testAStrokedCirclesUnionHasFewInteriorTriangles() {
        let (mesh, r, width) = strokedCircleUnion()
        let perimeter = 64 * 2 * r * sin(.pi / 64)
        XCTAssertEqual(mesh.interiorArea, perimeter * width, accuracy: 0.002 * perimeter * width)
        var interiorTriangles = 0
        for t in stride(from: 0, to: mesh.indices.count, by: 3) where mesh.vertices[Int(mesh.indices[t])].feather < 0 {
            interiorTriangles += 1
        }
        // 1,510 interior triangles, one trapezoid per slab of each run, before runs were merged; 528 after.
        XCTAssertLessThan(interiorTriangles, 600)
    }
}

/// A circle of radius 100 as 64 points, stroked 8 wide with round joins, its outline filled as one
/// union (non-zero): the sweep's hardest common case, overlapping segment outlines and joins.
private func strokedCircleUnion() -> (mesh: ShapeMesh, r: Double, width: Double) {
    let r = 100.0, width = 8.0
    let circle = (0..<64).map { k in
        Point2(r * cos(Double(k) * 2 * .pi / 64), r * sin(Double(k) * 2 * .pi / 64))
    }
    let style = StrokeStyle(
        lineWidth: width, lineCap: .round, lineJoin: .round, miterLimit: 10, dashPattern: [], dashPhase: 0,
        strokeStart: 0, strokeEnd: 1)
    let outline = PathStroker.outline([(circle, true)], style: style, tolerance: 0.25)
    let mesh = ShapeMesh()
    PathFillTessellator.fill(outline, rule: .nonZero, into: mesh)
    return (mesh, r, width)
}
