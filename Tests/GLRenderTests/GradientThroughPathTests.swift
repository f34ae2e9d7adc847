import Foundation
import LayerTree
import XCTest

@testable import GLRender

/// A `CAGradientLayer` masked by a `CAShapeLayer` that fills a path inside the gradient's bounds
/// (every Lottie gradient fill: `LottieShapeLayers.gradientLayer`) is one gradient primitive drawn
/// through the path's coverage, with no offscreen pass (`Planner+GradientThroughPath.swift`), and
/// the same picture the two passes and the masked composite drew.
final class GradientThroughPathTests: XCTestCase {
    private let size = CGSize(width: 200, height: 200)

    /// A 160×160 axial red-to-blue gradient at (100, 100), turned by `angle`, masked by `mask`.
    private func scene(mask: CALayer, angle: CGFloat = 0) -> CALayer {
        let root = solidLayer(200, 200, at: 100, 100, .white)
        let gradient = CAGradientLayer()
        gradient.bounds = CGRect(x: 0, y: 0, width: 160, height: 160)
        gradient.position = CGPoint(x: 100, y: 100)
        gradient.colors = [red, blue]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        gradient.setAffineTransform(CGAffineTransform(rotationAngle: angle))
        gradient.mask = mask
        root.addSublayer(gradient)
        return root
    }

    /// A shape layer filling an ellipse inset 20 points into the gradient's bounds.
    private func ellipse(fill: CGColor = .black) -> CAShapeLayer {
        let shape = CAShapeLayer()
        shape.path = CGPath(ellipseIn: CGRect(x: 20, y: 30, width: 120, height: 100), transform: nil)
        shape.fillColor = fill
        return shape
    }

    /// The same mask one level down: a plain layer holding the shape, which only the passes draw.
    private func wrapped(_ shape: CAShapeLayer) -> CALayer {
        let holder = CALayer()
        holder.bounds = CGRect(x: 0, y: 0, width: 160, height: 160)
        holder.anchorPoint = .zero
        holder.addSublayer(shape)
        return holder
    }

    func testAFilledPathMaskTakesNoPass() {
        let list = RenderHarness.plan(scene(mask: ellipse()), size: size)
        XCTAssertEqual(list.passes.count, 1, "the canvas alone: \(list.passes.map(\.reason))")
        let gradients = list.passes[0].items.filter { if case .gradient = $0 { return true } else { return false } }
        XCTAssertEqual(gradients.count, 1)
        // Drawn by the `gradient_path` variant, which computes the path's coverage alone (llvmpipe
        // would shade both sides of a branch between it and the rounded rectangle's at every pixel).
        let programs = Batcher.batch(list).passes.flatMap { $0.blended.map(\.program.shaderProgram) }
        XCTAssertEqual(programs, [.gradientPath])
        // The wrapped mask still takes the two passes: it is what the pictures below are compared with.
        XCTAssertEqual(RenderHarness.plan(scene(mask: wrapped(ellipse())), size: size).passes.count, 3)
    }

    /// Turned, at 2× and with a translucent fill: the picture is the passes' to within the rounding
    /// of their two 8-bit images, away from the path's edge. At the edge, turned, the passes' images
    /// resampled through the turn soften it by a pixel or two; drawn directly it is as sharp as an
    /// unmasked shape's.
    func testThePictureIsThePassesPicture() throws {
        for (angle, fill) in [(0, CGColor.black), (0.3, CGColor(red: 0, green: 0, blue: 0, alpha: 0.6))] {
            let direct = try RenderHarness.render(scene(mask: ellipse(fill: fill), angle: angle), size: size, scale: 2)
            let passes = try RenderHarness.render(
                scene(mask: wrapped(ellipse(fill: fill)), angle: angle), size: size, scale: 2)
            try RenderHarness.keep(direct, named: "gradient-through-path-\(angle)")
            // Inside the ellipse the gradient shows, through the fill's alpha; outside it the white canvas.
            let a = fill.alpha
            let middle = CGColor(red: 0.5 * a + 1 - a, green: 1 - a, blue: 0.5 * a + 1 - a, alpha: 1)
            XCTAssertTrue(direct.matches(200, 200, middle, tolerance: 4), "\(direct.rgb(200, 200))")
            XCTAssertTrue(direct.matches(30, 30, .white), "outside the path")
            var compared = 0
            for y in stride(from: 1, to: 400, by: 5) {
                for x in stride(from: 1, to: 400, by: 5) {
                    // The pixel's centre about the ellipse's centre, turned back, and how far out of it it lies.
                    let (dx, dy) = ((Double(x) + 0.5) / 2 - 100, (Double(y) + 0.5) / 2 - 100)
                    let (c, s) = (cos(-Double(angle)), sin(-Double(angle)))
                    let (u, v) = (c * dx - s * dy, s * dx + c * dy)
                    let r = ((u / 60) * (u / 60) + (v / 50) * (v / 50)).squareRoot()
                    guard abs(r - 1) > 0.06 else { continue }
                    compared += 1
                    let (p, q) = (direct.pixel(x: x, y: y), passes.pixel(x: x, y: y))
                    let worst = max(abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)))
                    XCTAssertLessThanOrEqual(worst, 2, "angle \(angle) at (\(x), \(y)): \(p) against \(q)")
                }
            }
            XCTAssertGreaterThan(compared, 6000)
        }
    }

    /// A path that reaches past the gradient's bounds is cut by their hard edges, as the gradient's own
    /// rectangle is: no pass, and the passes' picture. With antialiased edges (which fade across the
    /// edge's pixel) it takes the passes.
    func testAPathPastTheBoundsIsCutByThem() throws {
        func pastTheBounds() -> CAShapeLayer {
            let shape = CAShapeLayer()
            shape.path = CGPath(ellipseIn: CGRect(x: -20, y: 30, width: 120, height: 100), transform: nil)
            return shape
        }
        XCTAssertEqual(RenderHarness.plan(scene(mask: pastTheBounds()), size: size).passes.count, 1)
        let direct = try RenderHarness.render(scene(mask: pastTheBounds()), size: size, scale: 2)
        let passes = try RenderHarness.render(scene(mask: wrapped(pastTheBounds())), size: size, scale: 2)
        let worst = zip(direct.bytes, passes.bytes).map { abs(Int($0) - Int($1)) }.max() ?? 0
        XCTAssertLessThanOrEqual(worst, 2)
        // The gradient's left edge at x = 20 points cuts the ellipse: white left of it, red right of it.
        XCTAssertTrue(direct.matches(2 * 20 - 1, 2 * 100, .white), "\(direct.rgb(39, 200))")
        XCTAssertTrue(direct.matches(2 * 20 + 1, 2 * 100, red, tolerance: 8), "\(direct.rgb(41, 200))")
        let smooth = scene(mask: pastTheBounds())
        smooth.sublayers?[0].allowsEdgeAntialiasing = true
        XCTAssertEqual(RenderHarness.plan(smooth, size: size).passes.count, 3)
    }

    /// A stroked mask (a Lottie gradient stroke) is drawn the same way; a mask that fills and strokes
    /// (whose alpha is the two paints' union) takes the passes.
    func testAStrokedMaskTakesNoPassButAFilledAndStrokedOneDoes() throws {
        func stroked(fill: CGColor?) -> CAShapeLayer {
            let shape = ellipse()
            shape.fillColor = fill
            shape.strokeColor = CGColor(red: 0, green: 0, blue: 0, alpha: 0.7)
            shape.lineWidth = 8
            return shape
        }
        XCTAssertEqual(RenderHarness.plan(scene(mask: stroked(fill: nil), angle: 0.2), size: size).passes.count, 1)
        XCTAssertEqual(RenderHarness.plan(scene(mask: stroked(fill: .black)), size: size).passes.count, 3)
        let direct = try RenderHarness.render(scene(mask: stroked(fill: nil)), size: size, scale: 2)
        let passes = try RenderHarness.render(scene(mask: wrapped(stroked(fill: nil))), size: size, scale: 2)
        let worst = zip(direct.bytes, passes.bytes).map { abs(Int($0) - Int($1)) }.max() ?? 0
        XCTAssertLessThanOrEqual(worst, 2)
        // On the line (the ellipse's left end, x = 20 + 20 points), and inside it.
        XCTAssertFalse(direct.matches(2 * 40, 2 * 100, .white, tolerance: 40), "\(direct.rgb(80, 200))")
        XCTAssertTrue(direct.matches(2 * 100, 2 * 100, .white), "inside the line")
    }
}
