import Foundation
@_spi(Rendering) import LayerTree
import XCTest

@_spi(Rendering) @testable import GLRender

/// Flat layers that are axis-aligned squares on the target are drawn as point sprites, one vertex
/// each (`flat_point`), with exactly the pixels of their two triangles: at every subpixel offset
/// (pixel centres on their edges included), at any size up to the driver's largest point,
/// scaled, flipped, opaque or translucent, over and under each other. Anything else stays
/// triangles: a turned square, a rectangle, and a square that reaches past the target, whose
/// point GL would drop whole where its centre is off the viewport.
final class PointSpriteSquareTests: XCTestCase {
    private static let size = CGSize(width: 240, height: 180)

    /// A colour per index, alternating opaque and half transparent.
    private static func color(_ i: Int) -> CGColor {
        let alpha: CGFloat = i % 2 == 0 ? 1 : 0.5
        return CGColor(
            red: CGFloat((i * 53) % 256) / 255, green: CGFloat((i * 97) % 256) / 255,
            blue: CGFloat((i * 31 + 80) % 256) / 255, alpha: alpha)
    }

    /// A square of side `side` whose top-left corner is at `(x, y)`.
    private static func square(_ side: CGFloat, _ x: CGFloat, _ y: CGFloat, _ i: Int) -> CALayer {
        solidLayer(side, side, at: x + side / 2, y + side / 2, color(i))
    }

    /// 28 squares of seven sides at the four subpixel offsets of both axes, overlapping their
    /// neighbours; a scaled and a flipped square; and what must stay triangles, among them the
    /// squares under a pixel, which GL would draw as a point of its smallest size, one pixel.
    /// Returns the tree and how many of its squares are point sprites.
    private func scene() -> (root: CALayer, squares: Int) {
        let root = solidLayer(240, 180, at: 120, 90, CGColor(red: 0.9, green: 0.9, blue: 0.85, alpha: 1))
        let sides: [CGFloat] = [0.5, 1, 2.5, 3, 7, 16, 40]
        let offsets: [CGFloat] = [0, 0.25, 0.5, 0.75]
        var index = 0, points = 0
        for (row, side) in sides.enumerated() {
            for (column, offset) in offsets.enumerated() {
                let x = 4 + CGFloat(column) * 30 + offset
                let y = 4 + CGFloat(row) * 22 + offsets[(column + row) % 4]
                root.addSublayer(Self.square(side, x, y, index))
                index += 1
                if side >= 1 { points += 1 }
            }
        }
        let scaled = Self.square(10, 150.5, 10.25, index)
        scaled.transform = CATransform3DMakeScale(1.5, 1.5, 1)  // 15 pixels about its centre
        let flipped = Self.square(12, 180.25, 10.5, index + 1)
        flipped.transform = CATransform3DMakeScale(-1, 1, 1)
        root.addSublayer(scaled)
        root.addSublayer(flipped)
        // Triangles: turned, not square, and reaching past the right edge.
        let turned = Self.square(20, 150, 60, index + 2)
        turned.transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
        root.addSublayer(turned)
        root.addSublayer(solidLayer(30, 12, at: 200, 110, Self.color(index + 3)))
        root.addSublayer(Self.square(24, 228.5, 140, index + 4))
        return (root, points + 2)
    }

    func testFlatSquaresDrawAsPointSpritesWithTheirTrianglesPixels() throws {
        let (root, squares) = scene()
        let tree = root.makeRenderTree(at: 0)
        let points = try Renderer(context: RenderHarness.context_())
        let triangles = try Renderer(context: RenderHarness.context_())
        triangles.drawsPointSprites = false
        for scale: CGFloat in [1, 1.5] {
            let target = FrameTarget(size: Self.size, scale: scale, background: .white)
            let asPoints = try points.render(tree, into: target, fullRedraw: true)
            let asTriangles = try triangles.render(tree, into: target, fullRedraw: true)
            try asPoints.writePNG(
                to: FileManager.default.temporaryDirectory.appendingPathComponent("square-points-\(scale).png"))
            var differing = 0
            for (a, b) in zip(asPoints.bytes, asTriangles.bytes) where a != b { differing += 1 }
            XCTAssertEqual(differing, 0, "bytes that differ between point sprites and triangles at scale \(scale)")
            let p = points.lastFrameStatistics, t = triangles.lastFrameStatistics
            XCTAssertEqual(p.points, squares, "every square inside the target is a point at scale \(scale)")
            XCTAssertEqual(t.points, 0)
            XCTAssertEqual(t.triangles, p.triangles + 2 * squares, "two triangles a square otherwise")
            XCTAssertGreaterThanOrEqual(
                p.triangles, 2 * 8, "background, turned square, rectangle, square at the edge, four under a pixel")
            // The shaded-pixel estimate counts each sprite's square as its triangles' area.
            XCTAssertEqual(Double(p.shadedPixels), Double(t.shadedPixels), accuracy: 1)
        }
        // The square that reaches past the edge still shows its visible part.
        let image = try points.render(tree, size: Self.size, background: .white)
        XCTAssertEqual(image.rgb(239, 150), image.rgb(230, 150))
        XCTAssertNotEqual(image.rgb(239, 150), image.rgb(226, 150))
    }

    /// Point sprites are no larger than the driver draws and no smaller than a pixel: a square past
    /// `maxPointSize`, or under a pixel wide, stays two triangles, and without point sprites
    /// (`maxPointSize` 0) every square does.
    func testSquaresPastTheLargestPointOrUnderAPixelStayTriangles() throws {
        let square = SolidPrimitive.testSquare(side: 64, at: (10, 10))
        let target = PixelRect(x: 0, y: 0, width: 200, height: 200)
        XCTAssertEqual(
            Tessellator.pointSquare(square, maxPointSize: 64, target: target),
            Tessellator.TargetSquare(centerX: 42, centerY: 42, side: 64))
        XCTAssertNil(Tessellator.pointSquare(square, maxPointSize: 63, target: target))
        XCTAssertNil(Tessellator.pointSquare(square, maxPointSize: 0, target: target))
        XCTAssertNil(
            Tessellator.pointSquare(.testSquare(side: 0.75, at: (10, 10)), maxPointSize: 64, target: target),
            "under a pixel: GL would draw its smallest point")
        XCTAssertNotNil(Tessellator.pointSquare(.testSquare(side: 1, at: (10, 10)), maxPointSize: 64, target: target))
        XCTAssertNil(
            Tessellator.pointSquare(square, maxPointSize: 64, target: PixelRect(x: 0, y: 0, width: 70, height: 200)),
            "reaches past the target")
    }
}

extension SolidPrimitive {
    /// A flat opaque square of `side` pixels with its top-left corner at `origin`, on an identity target map.
    fileprivate static func testSquare(side: Double, at origin: (Double, Double)) -> SolidPrimitive {
        let rect = CGRect(x: origin.0, y: origin.1, width: side, height: side)
        return SolidPrimitive(
            layerID: 1, polygon: ConvexPolygon(rect: rect), toTarget: .identity, shape: rect, radii: .zero,
            borderWidth: 0, smoothEdges: [], color: PremultipliedColor(red, opacity: 1), clip: nil)
    }
}
