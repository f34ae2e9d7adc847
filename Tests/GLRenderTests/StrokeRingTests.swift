import Foundation
import LayerTree
import SeededRandom
import XCTest

@testable import GLRender

/// `StrokeRing`: strokes laid out directly cover exactly what the union of `PathStroker`'s outline
/// covers, each point once, with far fewer triangles; strokes it cannot lay out are left to the union.
final class StrokeRingTests: XCTestCase {
    private func style(
        width: Double, cap: CAShapeLayerLineCap = .butt, join: CAShapeLayerLineJoin = .miter, dashes: [Double] = [],
        end: Double = 1
    ) -> StrokeStyle {
        StrokeStyle(
            lineWidth: width, lineCap: cap, lineJoin: join, miterLimit: 10, dashPattern: dashes, dashPhase: 0,
            strokeStart: 0, strokeEnd: end)
    }

    private func circle(radius r: Double, points n: Int, turning: Double = 1) -> [Point2] {
        (0..<n).map { k in
            let a = turning * Double(k) * 2 * .pi / Double(n)
            return Point2(100 + r * cos(a), 100 + r * sin(a))
        }
    }

    /// The direct layout, or nil when it declines.
    private func ring(_ points: [Point2], closed: Bool, _ style: StrokeStyle) -> ShapeMesh? {
        let mesh = ShapeMesh()
        let pieces = PathStroker.pieces([(points, closed)], style: style)
        return StrokeRing.tessellate(pieces, style: style, tolerance: 0.1, into: mesh) ? mesh : nil
    }

    private func union(_ points: [Point2], closed: Bool, _ style: StrokeStyle) -> ShapeMesh {
        let mesh = ShapeMesh()
        PathFillTessellator.fill(
            PathStroker.outline([(points, closed)], style: style, tolerance: 0.1), rule: .nonZero, into: mesh)
        return mesh
    }

    /// A mesh's interior triangles, for counting how many hold a point strictly inside.
    private struct Triangles {
        var corners: [(Point2, Point2, Point2)] = []

        init(_ mesh: ShapeMesh) {
            for t in stride(from: 0, to: mesh.indices.count, by: 3) {
                let a = mesh.vertices[Int(mesh.indices[t])], b = mesh.vertices[Int(mesh.indices[t + 1])]
                let c = mesh.vertices[Int(mesh.indices[t + 2])]
                guard a.feather < 0 else { continue }
                corners.append((Point2(a.x, a.y), Point2(b.x, b.y), Point2(c.x, c.y)))
            }
        }

        func count(_ p: Point2) -> Int {
            var count = 0
            for (a, b, c) in corners {
                if p.x < min(a.x, b.x, c.x) || p.x > max(a.x, b.x, c.x) || p.y < min(a.y, b.y, c.y)
                    || p.y > max(a.y, b.y, c.y)
                {
                    continue
                }
                let d1 = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
                let d2 = (c.x - b.x) * (p.y - b.y) - (c.y - b.y) * (p.x - b.x)
                let d3 = (a.x - c.x) * (p.y - c.y) - (a.y - c.y) * (p.x - c.x)
                if (d1 > 0 && d2 > 0 && d3 > 0) || (d1 < 0 && d2 < 0 && d3 < 0) { count += 1 }
            }
            return count
        }
    }

    /// Every probe on an irrational grid over the stroke's box is covered once by the layout where the
    /// union covers it, and not at all where the union does not: no gap, no overlap.
    private func assertSameCoverage(
        _ direct: ShapeMesh, _ union: ShapeMesh, file: StaticString = #filePath, line: UInt = #line
    ) {
        let box = union.bounds.insetBy(dx: -2, dy: -2)
        let ring = Triangles(direct), reference = Triangles(union)
        var probes = 0, covered = 0
        var y = Double(box.minY) + 0.1234
        while y < Double(box.maxY) {
            var x = Double(box.minX) + 0.4321
            while x < Double(box.maxX) {
                let p = Point2(x, y)
                let expected = reference.count(p) > 0 ? 1 : 0
                let count = ring.count(p)
                if count != expected {
                    XCTFail("(\(x), \(y)): covered \(count) times, the union \(expected)", file: file, line: line)
                    return
                }
                probes += 1
                covered += count
                x += 1.0707
            }
            y += 1.0931
        }
        XCTAssertGreaterThan(covered, 10, "the stroke covers probes", file: file, line: line)
        XCTAssertEqual(
            direct.interiorArea, union.interiorArea, accuracy: 1e-6 * union.interiorArea, file: file, line: line)
    }

    func testAStrokedCircleIsItsRingOnceWithAFractionOfTheTriangles() throws {
        for join in [CAShapeLayerLineJoin.round, .miter, .bevel] {
            let points = circle(radius: 60, points: 64)
            let s = style(width: 8, join: join)
            let direct = try XCTUnwrap(ring(points, closed: true, s), "\(join)")
            let union = union(points, closed: true, s)
            assertSameCoverage(direct, union)
            // Union: 2,304 triangles with round joins (runs merged across the slabs that every
            // crossing of the overlapping outlines starts; over three times the ring's before), the ring 768.
            XCTAssertLessThan(direct.triangleCount * 2, union.triangleCount, "\(join): \(direct.triangleCount)")
        }
        // Turning the other way round.
        let reversed = circle(radius: 60, points: 48, turning: -1)
        assertSameCoverage(
            try XCTUnwrap(ring(reversed, closed: true, style(width: 12, join: .round))),
            union(reversed, closed: true, style(width: 12, join: .round)))
    }

    func testSquareCornersAndCapsAreTheUnions() throws {
        let square = [Point2(0, 0), Point2(100, 0), Point2(100, 100), Point2(0, 100)]
        for join in [CAShapeLayerLineJoin.miter, .bevel, .round] {
            let s = style(width: 10, join: join)
            assertSameCoverage(try XCTUnwrap(ring(square, closed: true, s)), union(square, closed: true, s))
        }
        // An open arc (a quarter circle) with each cap, and a right-angle corner.
        let arc = (0...16).map { k in
            Point2(100 * cos(Double(k) * .pi / 32), 100 * sin(Double(k) * .pi / 32))
        }
        let corner = [Point2(0, 0), Point2(100, 0), Point2(100, 100)]
        // Shorter than it is wide: the caps meet the body, not each other.
        let dash = [Point2(0, 0), Point2(1, 1), Point2(2, 2.1)]
        for cap in [CAShapeLayerLineCap.butt, .square, .round] {
            for points in [arc, corner, dash] {
                let s = style(width: 9, cap: cap, join: .round)
                assertSameCoverage(try XCTUnwrap(ring(points, closed: false, s)), union(points, closed: false, s))
            }
        }
    }

    /// A straight line flattened to a row of points (a straight Bézier segment) is one quad and its
    /// four fringe pieces, as the union makes it, not a quad a point.
    func testPointsOnAStraightLineCostNothing() throws {
        let row = (0...20).map { Point2(Double($0) * 5, 10) }
        let s = style(width: 10)
        let direct = try XCTUnwrap(ring(row, closed: false, s))
        XCTAssertEqual(direct.triangleCount, 2 + 4 * 2)
        XCTAssertEqual(direct.triangleCount, union(row, closed: false, s).triangleCount)
        let square = [0, 1, 2, 3].flatMap { side in
            (0..<4).map { k -> Point2 in
                let t = Double(k) * 25
                return [Point2(t, 0), Point2(100, t), Point2(100 - t, 100), Point2(0, 100 - t)][side]
            }
        }
        let ring = try XCTUnwrap(ring(square, closed: true, s))
        assertSameCoverage(ring, union(square, closed: true, s))
        // Four quads meeting at their miter corners (no wedges: `PathStroker.sharedCorner`), and a
        // fringe piece a side outside and in (a wedge of two fan triangles a corner before: 32).
        XCTAssertEqual(ring.triangleCount, 4 * 2 + 8 * 2)
        XCTAssertLessThan(ring.triangleCount, union(square, closed: true, s).triangleCount)
    }

    /// A flattened circle's gentle turns, round- or bevel-joined, are cut as the corners where the
    /// outer offset lines meet, which stray from the arc by far less than the tolerance: each
    /// segment is its quad and a fringe piece outside and in (768 triangles before with round joins, an
    /// arc of two chords a join, 576 with bevels), and the ring still covers what the union covers.
    func testGentleJoinsAreCorners() throws {
        for join in [CAShapeLayerLineJoin.round, .bevel] {
            let points = circle(radius: 60, points: 64)
            let s = style(width: 8, join: join)
            let direct = try XCTUnwrap(ring(points, closed: true, s), "\(join)")
            XCTAssertEqual(direct.triangleCount, 64 * (2 + 2 + 2), "\(join)")
            assertSameCoverage(direct, union(points, closed: true, s))
            // The outer side's corners lie h / cos(θ/2) out from the centreline's (h = 4, θ = 360°/64): past
            // the round join's arc by 0.005.
            let outermost = direct.vertices.filter { $0.feather == 0 }.map { hypot($0.x - 100, $0.y - 100) }.max()
            XCTAssertEqual(try XCTUnwrap(outermost), 60 + 4 / cos(.pi / 64), accuracy: 1e-9, "\(join)")
            XCTAssertLessThan(4 / cos(.pi / 64) - 4, 0.1, "within the tolerance")
        }
        // A sharp turn keeps its round join: the corner would overshoot it by far more than the tolerance.
        let turn = [Point2(0, 0), Point2(50, 0), Point2(50, 50)]
        let direct = try XCTUnwrap(ring(turn, closed: false, style(width: 10, join: .round)))
        XCTAssertGreaterThan(direct.triangleCount, 2 * 2 + 3 * 2 + 2 * 2)
    }

    /// A star: points `outer` from the centre, valleys `inner`, alternating.
    /// A segment shorter than the turn beside it takes on the inner side (a curve flattened at a
    /// tight bend: LottieFiles' waves, 0.3 to 0.7 points beside a turn in a line 2 points wide) is left
    /// out of the inner side: its neighbours' inner lines meet in one corner, its quad is a triangle
    /// to it, and the stroke is still laid out, covering what the union covers. Before, its inner
    /// side ran backwards and the whole stroke went to the union.
    func testASegmentShorterThanTheTurnBesideItIsLeftOutOfTheInnerSide() throws {
        // A square with one corner cut by a 0.28-point chamfer, stroked 8 wide: the chamfer's inner
        // side would run backwards by about 4.4 points.
        let chamfered = [Point2(0, 0), Point2(39.8, 0), Point2(40, 0.2), Point2(40, 40), Point2(0, 40)]
        for join in [CAShapeLayerLineJoin.miter, .round, .bevel] {
            let s = style(width: 8, join: join)
            let direct = try XCTUnwrap(ring(chamfered, closed: true, s), "\(join)")
            let union = union(chamfered, closed: true, s)
            assertSameCoverage(direct, union)
            XCTAssertLessThanOrEqual(direct.triangleCount, union.triangleCount, "\(join)")
        }
        // An open wave whose crests hold runs of short segments, stroked 2 and 4 wide, each way round.
        var wave: [Point2] = []
        for k in 0...120 {
            let x = Double(k) * 2.5
            wave.append(Point2(x, 100 + 30 * sin(x / 20)))
            if k % 25 == 12 { wave.append(Point2(x + 0.3, 100 + 30 * sin((x + 0.3) / 20))) }
        }
        for width in [2.0, 4.0] {
            for points in [wave, wave.reversed()] {
                let s = style(width: width, cap: .round, join: .round)
                let direct = try XCTUnwrap(ring(points, closed: false, s), "width \(width)")
                let union = union(points, closed: false, s)
                assertSameCoverage(direct, union)
                XCTAssertLessThan(direct.triangleCount * 2, union.triangleCount, "width \(width)")
            }
        }
        // Thin ellipses, whose tips bend tighter than the line is wide: where the layout takes them, it
        // covers what the union covers.
        var laidOut = 0
        for (b, count) in [(2.0, 64), (4.0, 48), (6.0, 96), (10.0, 64)] {
            let ellipse = (0..<count).map { k in
                let t = Double(k) * 2 * .pi / Double(count)
                return Point2(100 + 60 * cos(t), 100 + b * sin(t))
            }
            for width in [1.0, 3.0, 6.0, 10.0] {
                let s = style(width: width, join: .round)
                guard let direct = ring(ellipse, closed: true, s) else { continue }
                laidOut += 1
                assertSameCoverage(direct, union(ellipse, closed: true, s))
            }
        }
        XCTAssertGreaterThan(laidOut, 8)
    }

    /// An open stroke whose last segment is shorter than the turn before it takes: the segment
    /// before reaches past the end's cap line on the inner side (its rectangle's corner, 0.3 points
    /// past it), which the layout has no piece for. It goes to the union, which draws it.
    func testARectangleReachingPastAnEndsCapLineIsLeftToTheUnion() throws {
        let cutShort = [
            Point2(126.78, 100.0), Point2(126.36, 113.25), Point2(111.73, 167.21), Point2(111.28, 167.81),
        ]
        XCTAssertNil(ring(cutShort, closed: false, style(width: 5.78)))
        XCTAssertNil(ring(cutShort.reversed(), closed: false, style(width: 5.78)), "and past the start's")
        // Longer by a point, the last segment covers its neighbour's corner: laid out.
        var longer = cutShort
        longer[3] = Point2(110.68, 168.61)
        assertSameCoverage(
            try XCTUnwrap(ring(longer, closed: false, style(width: 5.78))),
            union(longer, closed: false, style(width: 5.78)))
    }

    /// Random strokes turning one way or both, closed and open, with runs of short segments among
    /// long ones, 0.5 to 20 wide, every join and cap: wherever the layout takes one, its area is the
    /// union's (at an open one's ends, within the tolerance). Before short segments were left out of
    /// the inner side, 855 of 3,000 were laid out, and 16 of those (open ones cut short) covered less
    /// than the union, one by 2 of 2,711 square points.
    func testRandomStrokesLaidOutCoverTheUnionsArea() {
        var random = SplitMix64(seed: 12345)
        var laidOut = 0
        let trials = 1000
        for trial in 0..<trials {
            var closed = trial % 2 == 0
            var points: [Point2]
            if trial % 5 == 4 {
                // A wave, turning both ways.
                closed = false
                let amplitude = Double.random(in: 2...40, using: &random)
                let period = Double.random(in: 10...80, using: &random)
                points = []
                var x = 0.0
                while x < 200 {
                    points.append(Point2(x, 100 + amplitude * sin(x / period * 2 * .pi)))
                    x +=
                        Bool.random(using: &random)
                        ? Double.random(in: 0.05...0.6, using: &random) : Double.random(in: 1...8, using: &random)
                }
            } else {
                // An ellipse, or an arc of one, through unevenly spaced angles.
                let count = Int.random(in: 8...40, using: &random)
                var angles: [Double] = []
                var angle = 0.0
                for _ in 0..<count {
                    angles.append(angle)
                    angle +=
                        Bool.random(using: &random)
                        ? Double.random(in: 0.001...0.02, using: &random)
                        : Double.random(in: 0.05...0.5, using: &random)
                }
                let rx = Double.random(in: 5...80, using: &random), ry = Double.random(in: 2...80, using: &random)
                points = angles.map { a in
                    let t = a / angle * 2 * .pi
                    return Point2(100 + rx * cos(t), 100 + ry * sin(t))
                }
                if !closed { points = Array(points.prefix(Int.random(in: 3...max(3, count / 2), using: &random))) }
            }
            let joins: [CAShapeLayerLineJoin] = [.miter, .round, .bevel]
            let caps: [CAShapeLayerLineCap] = [.butt, .round, .square]
            let s = style(
                width: Double.random(in: 0.5...20, using: &random), cap: caps[(trial / 3) % 3], join: joins[trial % 3])
            guard let direct = ring(points, closed: closed, s) else { continue }
            laidOut += 1
            let union = union(points, closed: closed, s)
            // At an open piece's ends, a neighbour's rectangle may reach past the cap by up to the
            // tolerance (0.1), across at most the width and round a round cap's arc.
            let h = s.lineWidth / 2
            let capAllowance = closed ? 0 : 2 * 0.1 * (Double.pi * h + 2 * h)
            XCTAssertEqual(
                direct.interiorArea, union.interiorArea, accuracy: 1e-6 * union.interiorArea + capAllowance,
                "trial \(trial): \(closed ? "closed" : "open"), \(points.count) points, \(s.lineWidth) wide")
        }
        XCTAssertGreaterThan(laidOut, trials / 2)
    }

    private func star(points: Int, outer: Double, inner: Double) -> [Point2] {
        (0..<(2 * points)).map { k in
            let r = k % 2 == 0 ? outer : inner, a = Double(k) * .pi / Double(points)
            return Point2(100 + r * cos(a), 100 + r * sin(a))
        }
    }

    /// A stroke turning both ways (issue_1902's twelve-pointed star, round joins 16 wide; a zigzag with
    /// caps) is laid out directly, covering what the union covers, with a fraction of its triangles.
    func testAStarAndAZigzagTurningBothWaysAreLaidOut() throws {
        let points = star(points: 12, outer: 55, inner: 40)
        for join in [CAShapeLayerLineJoin.round, .miter, .bevel] {
            let s = style(width: 16, join: join)
            let direct = try XCTUnwrap(ring(points, closed: true, s), "\(join)")
            let union = union(points, closed: true, s)
            assertSameCoverage(direct, union)
            XCTAssertLessThan(direct.triangleCount * 2, union.triangleCount, "\(join): \(direct.triangleCount)")
        }
        // Wound the other way.
        let reversed = Array(points.reversed())
        let s = style(width: 16, join: .round)
        assertSameCoverage(try XCTUnwrap(ring(reversed, closed: true, s)), union(reversed, closed: true, s))
        let zigzag = [Point2(0, 0), Point2(30, 20), Point2(60, 0), Point2(90, 20), Point2(120, 0)]
        for cap in [CAShapeLayerLineCap.butt, .round, .square] {
            let s = style(width: 6, cap: cap, join: .round)
            assertSameCoverage(try XCTUnwrap(ring(zigzag, closed: false, s), "\(cap)"), union(zigzag, closed: false, s))
        }
    }

    /// Strokes turning both ways that come back over themselves away from any join go to the union:
    /// a slot narrower than the line, a zigzag folded onto itself, points thicker than their gaps.
    func testStrokesTurningBothWaysThatMeetThemselvesAreLeftToTheUnion() throws {
        // A rectangle with a chamber cut in from its top through a neck 10 wide: every segment is
        // long enough for its joins, but a line 16 wide meets itself across the neck.
        let slot = [
            Point2(0, 0), Point2(150, 0), Point2(150, 100), Point2(80, 100), Point2(80, 60), Point2(120, 60),
            Point2(120, 20), Point2(30, 20), Point2(30, 60), Point2(70, 60), Point2(70, 100), Point2(0, 100),
        ]
        XCTAssertNil(ring(slot, closed: true, style(width: 16, join: .round)))
        let thin = style(width: 6, join: .round)
        assertSameCoverage(try XCTUnwrap(ring(slot, closed: true, thin)), union(slot, closed: true, thin))
        let folded = [Point2(0, 0), Point2(100, 0), Point2(100, 10), Point2(0, 10), Point2(0, 20), Point2(100, 20)]
        XCTAssertNil(ring(folded, closed: false, style(width: 12, join: .miter)))
        XCTAssertNil(ring(star(points: 12, outer: 55, inner: 40), closed: true, style(width: 30, join: .round)))
    }

    /// Strokes whose direct layout would overlap itself go to the union.
    func testStrokesThatCouldOverlapAreLeftToTheUnion() {
        // Thicker than the circle is round: the inner offset turns inside out.
        XCTAssertNil(ring(circle(radius: 5, points: 32), closed: true, style(width: 12)))
        // A figure eight turns both ways.
        let eight = (0..<64).map { k in
            let t = Double(k) * 2 * .pi / 64
            return Point2(100 * sin(t), 50 * sin(2 * t))
        }
        XCTAssertNil(ring(eight, closed: true, style(width: 4)))
        // Twice round.
        XCTAssertNil(
            ring(circle(radius: 60, points: 64) + circle(radius: 60, points: 64), closed: true, style(width: 4)))
        // An open arc of three quarters, whose caps could meet; dashes next to each other.
        let arc = (0...48).map { k in Point2(100 * cos(Double(k) * .pi / 32), 100 * sin(Double(k) * .pi / 32)) }
        XCTAssertNil(ring(arc, closed: false, style(width: 4)))
        XCTAssertNil(ring(circle(radius: 60, points: 64), closed: true, style(width: 4, cap: .round, dashes: [20, 3])))
        // Zero-length dashes (dots).
        XCTAssertNil(
            ring([Point2(0, 0), Point2(100, 0)], closed: false, style(width: 4, cap: .round, dashes: [0, 10])))
    }

    /// Through the cache, as the renderer builds it: a stroked ellipse is laid out directly.
    func testTheCacheLaysOutAStrokedEllipseDirectly() throws {
        let shape = CAShapeLayer()
        shape.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 160, height: 120), transform: nil)
        shape.strokeColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        shape.lineWidth = 6
        let tree = shape.makeRenderTree(at: 0)
        let content = try XCTUnwrap(tree.nodes.first { $0.id == shape.layerID }?.shape)
        let mesh = ShapeMeshCache.tessellate(
            .stroke(path: content.path, style: content.strokeStyle, level: 1), content: content)
        let flattened = content.flattenedSubpaths(tolerance: CGFloat(ShapeMeshCache.tolerance(level: 1)))
        let points = try XCTUnwrap(flattened.first).points.count
        let union = ShapeMesh()
        PathFillTessellator.fill(
            PathStroker.outline(
                [(try XCTUnwrap(flattened.first).points.map { Point2(Double($0.x), Double($0.y)) }, true)],
                style: content.strokeStyle, tolerance: ShapeMeshCache.tolerance(level: 1)), rule: .nonZero, into: union)
        // Miter joins: four interior and eight fringe triangles a point.
        XCTAssertLessThanOrEqual(mesh.triangleCount, 12 * points, "\(mesh.triangleCount) for \(points) points")
        XCTAssertLessThan(mesh.triangleCount * 3, union.triangleCount, "the union took \(union.triangleCount)")
    }

    /// Pixels: a translucent stroked circle blends once across its ring (an overlap would blend twice,
    /// a gap not at all), its centre and outside stay the background, and every pixel is the one the
    /// union of `PathStroker`'s outline gives (that outline filled non-zero: what strokes drew before),
    /// to the antialiasing ramp's error within a pixel of its edges.
    func testATranslucentStrokedCircleHasTheUnionsPixels() throws {
        let color = CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        let ellipse = CGPath(ellipseIn: CGRect(x: 20, y: 20, width: 80, height: 80), transform: nil)
        func render(_ configure: (CAShapeLayer) -> Void) throws -> RGBAImage {
            let root = solidLayer(120, 120, at: 60, 60, CGColor(red: 1, green: 1, blue: 1, alpha: 1))
            let shape = CAShapeLayer()
            shape.bounds = CGRect(x: 0, y: 0, width: 120, height: 120)
            shape.position = CGPoint(x: 60, y: 60)
            configure(shape)
            root.addSublayer(shape)
            return try RenderHarness.render(root, size: CGSize(width: 120, height: 120), scale: 2)
        }
        for join in [CAShapeLayerLineJoin.round, .miter] {
            let stroked = try render { shape in
                shape.path = ellipse
                shape.fillColor = nil
                shape.strokeColor = color
                shape.lineWidth = 10
                shape.lineJoin = join
            }
            // The union, as the renderer built it before: the ellipse flattened at scale 2's level, outlined.
            let probe = CAShapeLayer()
            probe.path = ellipse
            probe.strokeColor = color
            probe.lineWidth = 10
            probe.lineJoin = join
            let content = try XCTUnwrap(probe.makeRenderTree(at: 0).nodes.first { $0.id == probe.layerID }?.shape)
            let tolerance = ShapeMeshCache.tolerance(level: ShapeMeshCache.level(pixelsPerUnit: 2))
            let subpaths = content.flattenedSubpaths(tolerance: CGFloat(tolerance)).map {
                (points: $0.points.map { Point2(Double($0.x), Double($0.y)) }, isClosed: $0.isClosed)
            }
            let outline = PathStroker.outline(subpaths, style: content.strokeStyle, tolerance: tolerance)
            XCTAssertGreaterThan(outline.count, 80, "a rectangle a segment and a wedge a join")
            XCTAssertTrue(
                StrokeRing.tessellate(
                    PathStroker.pieces(subpaths, style: content.strokeStyle), style: content.strokeStyle,
                    tolerance: tolerance, into: ShapeMesh()), "the stroke is laid out directly")
            let union = CGMutablePath()
            for polygon in outline {
                union.move(to: CGPoint(x: polygon[0].x, y: polygon[0].y))
                for p in polygon.dropFirst() { union.addLine(to: CGPoint(x: p.x, y: p.y)) }
                union.closeSubpath()
            }
            let filled = try render { shape in
                shape.path = union
                shape.fillColor = color
            }
            // Once-blended blue over white is (127, 127, 255); twice would be (63, 63, 255).
            for (x, y) in [(120, 40), (40, 120), (200, 120), (120, 200), (63, 63), (177, 177)] {
                let p = stroked.pixel(x: x, y: y)
                XCTAssertEqual(Int(p.r), 127, accuracy: 1, "\(join): ring pixel (\(x), \(y))")
                XCTAssertEqual(Int(p.b), 255, accuracy: 1)
            }
            XCTAssertEqual(stroked.pixel(x: 120, y: 120).r, 255, "the centre")
            XCTAssertEqual(stroked.pixel(x: 2, y: 2).r, 255, "outside")
            // Within a pixel of the ring's edges the two tilings fade the inner half pixel along different
            // lines (the ring along its offset lines, the union along its trapezoids' sides, and not at
            // all below a slab's horizontal boundary), so those pixels agree to the ramp's error; a pixel
            // blended twice or not at all would differ by 64 or more.
            var worst = 0, worstAt = (0, 0), worstEdge = 0, worstEdgeAt = (0, 0)
            for y in 0..<240 {
                for x in 0..<240 {
                    let a = stroked.pixel(x: x, y: y), b = filled.pixel(x: x, y: y)
                    let d = max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
                    let radius = hypot(Double(x) + 0.5 - 120, Double(y) + 0.5 - 120)
                    if abs(radius - 70) < 1 || abs(radius - 90) < 1 {
                        if d > worstEdge { (worstEdge, worstEdgeAt) = (d, (x, y)) }
                    } else if d > worst {
                        (worst, worstAt) = (d, (x, y))
                    }
                }
            }
            XCTAssertLessThanOrEqual(
                worst, 2, "\(join): largest channel difference from the union's pixels, at \(worstAt)")
            XCTAssertLessThanOrEqual(
                worstEdge, 24, "\(join): largest difference within a pixel of an edge, at \(worstEdgeAt)")
        }
    }
}
