import LayerTree
import XCTest

@testable import GLRender

/// Coarse flattening (issue 31): a shape's curves are cut into chords whose count grows with the
/// curve's size over the tolerance, and everything the renderer does with a shape grows with the
/// chords. A stroked rounded rectangle 1e9 points across flattened to 16,388 points (4,096 a
/// corner) and took 18 s of a debug build to draw nothing; its points are now bounded.
final class FlatteningBudgetTests: XCTestCase {
    private func shapeContent(_ path: CGPath) throws -> ShapeContent {
        let shape = CAShapeLayer()
        shape.path = path
        shape.strokeColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        shape.fillColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let tree = shape.makeRenderTree(at: 0)
        return try XCTUnwrap(tree.nodes.first { $0.id == shape.layerID }?.shape)
    }

    func testAHugeRoundedRectangleFlattensWithinTheBudget() throws {
        let content = try shapeContent(
            CGPath(
                roundedRect: CGRect(x: 0, y: 0, width: 1e9, height: 1e9), cornerWidth: 5e8, cornerHeight: 5e8,
                transform: nil))
        let tolerance = CGFloat(ShapeMeshCache.tolerance(level: 0))
        let unbounded = content.flattenedSubpaths(tolerance: tolerance).reduce(0) { $0 + $1.points.count }
        XCTAssertGreaterThan(unbounded, 16_000, "without the budget")
        let bounded = content.flattenedSubpaths(
            tolerance: tolerance, maximumPoints: ShapeMeshCache.maximumFlattenedPoints)
        let points = bounded.subpaths.reduce(0) { $0 + $1.points.count }
        XCTAssertLessThanOrEqual(points, ShapeMeshCache.maximumFlattenedPoints + 8)
        XCTAssertGreaterThan(bounded.tolerance, tolerance, "the tolerance was raised")
        // The meshes are built from the bounded points: a few triangles a point.
        let fill = ShapeMeshCache.tessellate(.fill(path: content.path, rule: .nonZero, level: 0), content: content)
        XCTAssertLessThan(fill.triangleCount, 8 * ShapeMeshCache.maximumFlattenedPoints)
        let stroke = ShapeMeshCache.tessellate(
            .stroke(path: content.path, style: content.strokeStyle, level: 0), content: content)
        XCTAssertLessThan(stroke.triangleCount, 64 * ShapeMeshCache.maximumFlattenedPoints)
    }

    func testAnOrdinaryShapeIsFlattenedAtTheQuarterPixel() throws {
        let content = try shapeContent(CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 400, height: 300), transform: nil))
        let tolerance = CGFloat(ShapeMeshCache.tolerance(level: 1))
        let bounded = content.flattenedSubpaths(
            tolerance: tolerance, maximumPoints: ShapeMeshCache.maximumFlattenedPoints)
        XCTAssertEqual(bounded.tolerance, tolerance)
        XCTAssertEqual(
            bounded.subpaths.map(\.points), content.flattenedSubpaths(tolerance: tolerance).map(\.points))
    }

    /// Coarse flattening for a stroked or dashed copy of a path too: an arc of a thousand turns
    /// 8e6 points across (the drawing fuzzer's hang in `replacePathWithStrokedPath`) is outlined
    /// from at most `maximumCopyPoints` points, and tiny dashes stop at `maximumCopyDashes`.
    func testCopiesOfHugePathsAreBounded() {
        let arc = CGMutablePath()
        arc.addArc(center: .zero, radius: 8_388_608, startAngle: 32768, endAngle: 0.01, clockwise: true)
        let outline = arc.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .round, miterLimit: 10)
        XCTAssertFalse(outline.isEmpty)
        XCTAssertLessThan(outline.elements.count, 400 * CGPath.maximumCopyPoints)
        let line = CGMutablePath()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 1e9, y: 0))
        let dashed = line.copy(dashingWithPhase: 0, lengths: [1e-300, 1e-300])
        XCTAssertLessThanOrEqual(dashed.elements.count, CGPath.maximumCopyDashes * 2)
    }
}
