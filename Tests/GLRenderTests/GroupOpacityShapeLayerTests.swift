import LayerTree
import XCTest

@testable import GLRender

/// Group opacity over shape layers whose bounds are empty: a `CAShapeLayer` draws its path
/// wherever it lies (Lottie's shape layers have no bounds), so a translucent layer over two such
/// overlapping shapes fades them as one image, and the lower one never shows through the upper.
final class GroupOpacityShapeLayerTests: XCTestCase {
    /// A 100 × 60 square path at (x, y) of its layer, filled with `color`, on a layer of empty bounds.
    private func square(at x: CGFloat, _ y: CGFloat, _ color: CGColor, stroke: CGColor? = nil) -> CAShapeLayer {
        let shape = CAShapeLayer()
        shape.path = CGPath(rect: CGRect(x: x, y: y, width: 100, height: 60), transform: nil)
        shape.fillColor = color
        shape.strokeColor = stroke
        shape.lineWidth = 10
        return shape
    }

    func testOverlappingShapesWithEmptyBoundsFadeAsOne() throws {
        let root = solidLayer(200, 120, at: 100, 60, CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        let group = CALayer()
        group.opacity = 0.5
        group.addSublayer(square(at: 20, 30, red))
        group.addSublayer(square(at: 80, 30, blue))
        root.addSublayer(group)
        let image = try RenderHarness.render(root, size: CGSize(width: 200, height: 120))
        // In the overlap (x 80…120): blue alone at 0.5 over white; red fading under it would
        // leave (127, 64, 191) there, blue over red each at 0.5.
        assertColor(image, 100, 60, [127.5, 127.5, 255], "overlap")
        assertColor(image, 50, 60, [255, 127.5, 127.5], "red alone")
        assertColor(image, 150, 60, [127.5, 127.5, 255], "blue alone")
        XCTAssertEqual(try RenderHarness.renderer().lastFrameStatistics.offscreenPasses, 1)
    }

    func testAShapeLayersStrokeHidesItsFillUnderAFade() throws {
        let root = solidLayer(200, 120, at: 100, 60, CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        let shape = square(at: 50, 30, red, stroke: blue)
        shape.opacity = 0.5
        root.addSublayer(shape)
        let image = try RenderHarness.render(root, size: CGSize(width: 200, height: 120))
        // On the stroke's inner half (x 50…55), over the fill: blue alone at 0.5 over white.
        assertColor(image, 52, 60, [127.5, 127.5, 255], "stroke over fill")
        assertColor(image, 100, 60, [255, 127.5, 127.5], "fill")
    }

    private func assertColor(
        _ image: RGBAImage, _ x: Int, _ y: Int, _ expected: [Double], _ what: String, line: UInt = #line
    ) {
        let rgb = image.rgb(x, y)
        for (channel, want) in zip(rgb, expected) {
            XCTAssertEqual(Double(channel), want, accuracy: 2, "\(what) at (\(x), \(y)): \(rgb)", line: line)
        }
    }
}
