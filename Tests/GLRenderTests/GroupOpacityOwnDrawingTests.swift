import LayerTree
import XCTest

@testable import GLRender

/// A translucent layer's own drawing (fill and border) fades as one, as group opacity says: its
/// fill never shows through its border. An opaque border costs no pass; a translucent one, one.
final class GroupOpacityOwnDrawingTests: XCTestCase {
    /// A 120 × 80 gradient (red to blue, left to right) with a 10-point border, at opacity 0.5.
    private func borderedGradient(border: CGColor) -> CALayer {
        let root = solidLayer(200, 120, at: 100, 60, nil)
        let gradient = CAGradientLayer()
        gradient.bounds = CGRect(x: 0, y: 0, width: 120, height: 80)
        gradient.position = CGPoint(x: 100, y: 60)
        gradient.colors = [red, CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        gradient.borderWidth = 10
        gradient.borderColor = border
        gradient.opacity = 0.5
        root.addSublayer(gradient)
        return root
    }

    func testAnOpaqueBorderHidesTheFillWithoutAPass() throws {
        let image = try RenderHarness.render(borderedGradient(border: .black), size: CGSize(width: 200, height: 120))
        XCTAssertEqual(try RenderHarness.renderer().lastFrameStatistics.offscreenPasses, 0)
        // In the border (x 40…50 of the layer's 40…160): white blended once with black at 0.5, with
        // no red or blue from the gradient under it.
        for (x, y) in [(45, 60), (100, 25), (155, 60), (100, 95)] {
            let rgb = image.rgb(x, y)
            for channel in rgb { XCTAssertEqual(Double(channel), 127.5, accuracy: 1.5, "(\(x), \(y)): \(rgb)") }
        }
        // Inside: the gradient at half opacity over white, where the gradient stands at g.
        for x in [52, 100, 148] {
            let g = (Double(x) - 40 + 0.5) / 120
            let rgb = image.rgb(x, 60)
            XCTAssertEqual(Double(rgb[0]), 255 * (0.5 + 0.5 * (1 - g)), accuracy: 3, "x \(x): \(rgb)")
            XCTAssertEqual(Double(rgb[1]), 127.5, accuracy: 2, "x \(x): \(rgb)")
            XCTAssertEqual(Double(rgb[2]), 255 * (0.5 + 0.5 * g), accuracy: 3, "x \(x): \(rgb)")
        }
    }

    func testATranslucentBorderIsCompositedOverTheFillOnce() throws {
        let border = CGColor(red: 0, green: 0, blue: 0, alpha: 0.5)
        let image = try RenderHarness.render(borderedGradient(border: border), size: CGSize(width: 200, height: 120))
        XCTAssertEqual(try RenderHarness.renderer().lastFrameStatistics.offscreenPasses, 1)
        // At the border's middle on the left (x = 45), where the gradient is nearly red: black at
        // 0.5 over the gradient, then the whole at 0.5 over white. Premultiplied, the group pixel is
        // (0.5·g, 0.5·g·0 …) + 0.5·black; blended at 0.5 over white: 255·(0.5 + 0.5·0.5·g).
        let g = (45.0 - 40 + 0.5) / 120  // the gradient's position across the layer
        let expectedRed = 255 * (0.5 + 0.5 * 0.5 * (1 - g))
        let expectedBlue = 255 * (0.5 + 0.5 * 0.5 * g)
        let rgb = image.rgb(45, 60)
        XCTAssertEqual(Double(rgb[0]), expectedRed, accuracy: 3, "\(rgb)")
        XCTAssertEqual(Double(rgb[1]), 127.5, accuracy: 2, "\(rgb)")
        XCTAssertEqual(Double(rgb[2]), expectedBlue, accuracy: 3, "\(rgb)")
    }
}
