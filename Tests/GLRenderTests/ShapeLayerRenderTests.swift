import Foundation
import LayerTree
import XCTest

@testable import GLRender

/// `CAShapeLayer` and `CAGradientLayer` through the renderer: pixel probes.
final class ShapeLayerRenderTests: XCTestCase {
    private let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)

    /// A triangle turned 60° about y under perspective keeps every edge within a pixel of its
    /// analytic projection, with antialiased (partially covered) pixels along it.
    func testPerspectiveEdgesFollowTheAnalyticProjection() throws {
        let root = solidLayer(300, 200, at: 150, 100, white)
        let shape = CAShapeLayer()
        shape.bounds = CGRect(x: 0, y: 0, width: 200, height: 160)
        shape.position = CGPoint(x: 150, y: 100)
        let corners = [CGPoint(x: 0, y: 150), CGPoint(x: 100, y: 10), CGPoint(x: 200, y: 150)]
        let path = CGMutablePath()
        path.move(to: corners[0]); path.addLine(to: corners[1]); path.addLine(to: corners[2]); path.closeSubpath()
        shape.path = path
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        shape.transform = CATransform3DRotate(perspective, .pi / 3, 0, 1, 0)
        root.addSublayer(shape)
        let image = try RenderHarness.render(root, size: CGSize(width: 300, height: 200))

        // p' = (p − anchor) · M, divided by w, plus position (row vectors, as CATransform3D).
        let m = shape.transform
        func project(_ p: CGPoint) -> (x: Double, y: Double) {
            let x = Double(p.x - 100), y = Double(p.y - 80)
            let X = x * Double(m.m11) + y * Double(m.m21) + Double(m.m41)
            let Y = x * Double(m.m12) + y * Double(m.m22) + Double(m.m42)
            let W = x * Double(m.m14) + y * Double(m.m24) + Double(m.m44)
            return (X / W + 150, Y / W + 100)
        }
        let projected = corners.map(project)
        let minX = projected.map(\.x).min()!, maxX = projected.map(\.x).max()!
        var partial = 0, checked = 0, maxError = 0.0
        for column in Int(minX.rounded(.up)) + 3..<Int(maxX) - 3 {
            let cx = Double(column) + 0.5
            // The top and bottom edges at this column, with their slopes.
            var top = (y: Double.infinity, slope: 0.0), bottom = (y: -Double.infinity, slope: 0.0)
            for (a, b) in [(projected[0], projected[1]), (projected[1], projected[2]), (projected[2], projected[0])] {
                guard (a.x - cx) * (b.x - cx) <= 0, a.x != b.x else { continue }
                let slope = (b.y - a.y) / (b.x - a.x)
                let y = a.y + slope * (cx - a.x)
                if y < top.y { top = (y, slope) }
                if y > bottom.y { bottom = (y, slope) }
            }
            guard bottom.y - top.y > 6, abs(cx - projected[1].x) > 3 else { continue }
            // Measured: where the column's coverage crosses one half, between pixel centres.
            let profile = (0..<200).map { blackCoverage(image, column, $0) }
            guard let inside = profile.firstIndex(where: { $0 >= 0.5 }), inside > 0,
                let after = profile.lastIndex(where: { $0 >= 0.5 }), after < 199
            else { XCTFail("column \(column) is empty"); continue }
            let measuredTop =
                Double(inside) - 0.5 + (0.5 - profile[inside - 1]) / (profile[inside] - profile[inside - 1])
            let measuredBottom = Double(after) + 0.5 + (profile[after] - 0.5) / (profile[after] - profile[after + 1])
            // Distances across the edge: a vertical offset shrinks by the edge's steepness.
            let topError = abs(measuredTop - top.y) / (1 + top.slope * top.slope).squareRoot()
            let bottomError = abs(measuredBottom - bottom.y) / (1 + bottom.slope * bottom.slope).squareRoot()
            XCTAssertLessThan(topError, 1, "column \(column): top edge at \(measuredTop), analytic \(top.y)")
            XCTAssertLessThan(
                bottomError, 1, "column \(column): bottom edge at \(measuredBottom), analytic \(bottom.y)")
            maxError = max(maxError, topError, bottomError)
            let c = profile[inside - 1]
            if c > 0.05 { partial += 1 }
            checked += 1
        }
        XCTAssertGreaterThan(checked, 50)
        XCTAssertLessThan(maxError, 0.5, "largest distance from the analytic edge, in pixels")
        // Sloped edges cross pixels part-way: most columns show an intermediate value (no stair steps).
        XCTAssertGreaterThan(Double(partial) / Double(checked), 0.6)
    }

    /// strokeEnd animating from 0 to 1 draws half the path's length halfway through.
    func testStrokeEndAnimationDrawsHalfThePathHalfway() throws {
        let (root, shape) = try blackStrokeOnWhite("M 20 50 L 220 50", lineWidth: 10)
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = 1
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        try shape.addAnimation(animation, forKey: "draw", startsNow: false)

        let tree = root.makeRenderTree(at: 0.5)
        let image = try RenderHarness.renderer().render(tree, size: CGSize(width: 240, height: 100), background: white)
        let covered = (0..<240).filter { blackCoverage(image, $0, 50) > 0.5 }
        XCTAssertEqual(covered.first, 20)
        XCTAssertEqual(covered.last, 119)
        XCTAssertEqual(covered.count, 100)
    }

    /// A trimmed curve ends where Core Animation's strokeEnd puts it: by the curve's parameter,
    /// not its length. Controls bunched at the far end cover most of the length by t = 0.5.
    func testStrokeEndOnACurveGoesByItsParameter() throws {
        let (root, shape) = try blackStrokeOnWhite("M 20 50 C 200 50 220 50 224 50", lineWidth: 10)
        shape.strokeEnd = 0.5
        let image = try RenderHarness.renderer().render(
            root.makeRenderTree(), size: CGSize(width: 240, height: 100), background: white)
        let covered = (0..<240).filter { blackCoverage(image, $0, 50) > 0.5 }
        // x(0.5) = 0.125 · 20 + 0.375 · 200 + 0.375 · 220 + 0.125 · 224 = 188, a pixel's edge (at a
        // pixel's centre, half covered, a GPU may round its coverage either side of a half); by length
        // it would be about 122.
        XCTAssertEqual(covered.first, 20)
        XCTAssertEqual(covered.last, 187)
    }

    /// An unchanged shape is tessellated once, however many frames draw it.
    func testUnchangedShapesAreNotRetessellated() throws {
        let renderer = try RenderHarness.renderer()
        let root = solidLayer(100, 100, at: 50, 50, white)
        let shape = CAShapeLayer()
        shape.path = CGPath(ellipseIn: CGRect(x: 10, y: 10, width: 80, height: 80))
        shape.strokeColor = .black
        root.addSublayer(shape)
        let before = renderer.shapeMeshes.tessellations
        for step in 0..<3 {
            // A moving parent changes the frame but not the shape.
            root.position.x = 50 + CGFloat(step)
            _ = try renderer.render(root.makeRenderTree(), size: CGSize(width: 100, height: 100))
        }
        XCTAssertEqual(renderer.shapeMeshes.tessellations - before, 2, "one fill and one stroke mesh")
        shape.fillColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        _ = try renderer.render(root.makeRenderTree(), size: CGSize(width: 100, height: 100))
        XCTAssertEqual(renderer.shapeMeshes.tessellations - before, 2, "a color change reuses the meshes")
    }

    /// A trimmed stroke's path is measured (its trim placed by length) when its mesh is built,
    /// not on every frame that draws the mesh from the cache.
    func testATrimmedStrokeIsMeasuredOnlyWhenItsMeshIsBuilt() throws {
        let renderer = try RenderHarness.renderer()
        let root = solidLayer(100, 100, at: 50, 50, white)
        let shape = CAShapeLayer()
        shape.path = CGPath(ellipseIn: CGRect(x: 10, y: 10, width: 80, height: 60))
        shape.fillColor = nil
        shape.strokeColor = .black
        shape.strokeEnd = 0.6
        root.addSublayer(shape)
        let before = (measured: renderer.shapeMeshes.trimMeasurements, built: renderer.shapeMeshes.tessellations)
        for step in 0..<4 {
            root.position.x = 50 + CGFloat(step)
            _ = try renderer.render(root.makeRenderTree(), size: CGSize(width: 100, height: 100))
        }
        XCTAssertEqual(renderer.shapeMeshes.tessellations - before.built, 1)
        XCTAssertEqual(renderer.shapeMeshes.trimMeasurements - before.measured, 1, "measured once, for the mesh")
        shape.strokeEnd = 0.7
        _ = try renderer.render(root.makeRenderTree(), size: CGSize(width: 100, height: 100))
        XCTAssertEqual(renderer.shapeMeshes.trimMeasurements - before.measured, 2, "a new trim, a new mesh")
    }

    /// A shape joins the coverage batch of rounded solids; opaque square backgrounds draw in the opaque phase.
    func testShapesBatchWithSolidLayers() throws {
        let renderer = try RenderHarness.renderer()
        let root = solidLayer(100, 100, at: 50, 50, white)
        let shape = CAShapeLayer()
        shape.path = CGPath(rect: CGRect(x: 10, y: 10, width: 30, height: 30))
        root.addSublayer(shape)
        root.addSublayer(solidLayer(20, 20, at: 70, 70, red))
        let rounded = solidLayer(20, 20, at: 20, 80, red)
        rounded.cornerRadius = 5
        root.addSublayer(rounded)
        _ = try renderer.render(root.makeRenderTree(), size: CGSize(width: 100, height: 100))
        XCTAssertEqual(
            renderer.lastFrameStatistics.drawCalls, 2,
            "both squares in one opaque call; shape and rounded square in one")
        let frame = Batcher.batch(RenderHarness.plan(root, size: CGSize(width: 100, height: 100)))
        XCTAssertEqual(frame.passes[0].opaque.map(\.program), [.flatColor])
        XCTAssertEqual(
            frame.passes[0].blended.map(\.program), [.layerQuad([.path, .roundedRect])],
            "a path's fringe, a circular corner")
    }

    /// Gradient colors interpolate in straight alpha and extend past the end points.
    func testGradientInterpolatesStraightAlphaAndExtends() throws {
        let root = solidLayer(100, 40, at: 50, 20, nil)
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        gradient.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 0, alpha: 0)]
        gradient.startPoint = CGPoint(x: 0.25, y: 0.5)
        gradient.endPoint = CGPoint(x: 0.75, y: 0.5)
        root.addSublayer(gradient)
        let image = try RenderHarness.render(root, size: CGSize(width: 100, height: 40), background: .black)
        // Halfway (x = 50): straight-alpha red at 50% over black is 0.25·255 + ... = 128·0.5 ≈ 64 red.
        let middle = image.pixel(x: 50, y: 20)
        XCTAssertEqual(Int(middle.r), 64, accuracy: 3)
        // Before the start: the first color, unchanged; past the end: the last one.
        XCTAssertEqual(Int(image.pixel(x: 5, y: 20).r), 255, accuracy: 1)
        XCTAssertEqual(Int(image.pixel(x: 95, y: 20).r), 0, accuracy: 1)
    }
}
