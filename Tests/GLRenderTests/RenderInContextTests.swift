import Foundation
import LayerTree
import XCTest

@testable import GLRender

/// `CALayer.render(in:)` (Cairo, on the CPU) against the GL renderer: the same tree must give the
/// same pixels, except along antialiased edges, where the two rasterizers cover pixels differently.
final class RenderInContextTests: XCTestCase {
    /// A 2D tree with nothing hidden behind anything: backgrounds, rounded corners, a border, a
    /// translucent layer (group opacity), a shape, an axial gradient, a turned layer, sublayers.
    private func makeTree() -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 200, height: 160)
        root.position = CGPoint(x: 100, y: 80)
        root.backgroundColor = CGColor(red: 0.95, green: 0.95, blue: 0.9, alpha: 1)
        let card = solidLayer(80, 50, at: 50, 35, CGColor(red: 0.8, green: 0.2, blue: 0.1, alpha: 1))
        card.cornerRadius = 10
        card.borderWidth = 3
        card.borderColor = CGColor(red: 0.1, green: 0.1, blue: 0.3, alpha: 1)
        root.addSublayer(card)
        let badge = solidLayer(20, 20, at: 60, 20, CGColor(red: 1, green: 1, blue: 0, alpha: 1))
        card.addSublayer(badge)
        let translucent = solidLayer(60, 40, at: 150, 40, CGColor(red: 0, green: 0.4, blue: 1, alpha: 1))
        translucent.opacity = 0.5
        translucent.addSublayer(solidLayer(30, 20, at: 45, 30, CGColor(red: 0, green: 0.8, blue: 0, alpha: 1)))
        root.addSublayer(translucent)
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 20, y: 80, width: 60, height: 60)
        shape.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 60, height: 60), transform: nil)
        shape.fillColor = CGColor(red: 0.2, green: 0.7, blue: 0.3, alpha: 1)
        root.addSublayer(shape)
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 100, y: 80, width: 80, height: 30)
        gradient.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        root.addSublayer(gradient)
        let turned = solidLayer(40, 10, at: 140, 135, CGColor(red: 0.3, green: 0.3, blue: 0.3, alpha: 1))
        turned.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 6))
        root.addSublayer(turned)
        return root
    }

    func testRenderInContextMatchesTheGLRendererAwayFromEdges() throws {
        let root = makeTree()
        CATransaction.flush()
        let gl = try RenderHarness.render(root, size: CGSize(width: 200, height: 160))
        let context = CGContext(width: 200, height: 160)
        root.render(in: context)
        let cpu = try XCTUnwrap(context.makeImage())
        try RenderHarness.keep(gl, named: "render-in-context-gl")
        try RenderHarness.keep(RGBAImage(width: 200, height: 160, bytes: cpu.pixels), named: "render-in-context-cairo")

        var differing = 0, worst = 0
        for i in stride(from: 0, to: cpu.pixels.count, by: 4) {
            let diff = (0..<4).map { abs(Int(cpu.pixels[i + $0]) - Int(gl.bytes[i + $0])) }.max()!
            worst = max(worst, diff)
            if diff > 12 { differing += 1 }
        }
        // Edges: the shapes' outlines are about 1,100 pixels long; antialiasing may differ along them.
        XCTAssertLessThan(differing, 400, "pixels differing by more than 12/255 (worst \(worst))")
        // Chosen interiors match closely: background, card, badge, border, translucent group, shape, gradient.
        for (x, y) in [(5, 5), (50, 40), (60, 20), (12, 35), (140, 40), (150, 45), (50, 110), (140, 95), (100, 150)] {
            let i = (y * 200 + x) * 4
            let diff = (0..<4).map { abs(Int(cpu.pixels[i + $0]) - Int(gl.bytes[i + $0])) }.max()!
            XCTAssertLessThanOrEqual(
                diff, 3, "at (\(x), \(y)): Cairo \(cpu.pixels[i..<i + 4]) GL \(gl.bytes[i..<i + 4])")
        }
    }
}
