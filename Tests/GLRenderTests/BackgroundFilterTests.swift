import Foundation
import LayerTree
import XCTest

@testable import GLRender

/// A layer's `backgroundFilters`: the backdrop under its bounds drawn again through them, then
/// the layer over it (frosted glass).
final class BackgroundFilterTests: XCTestCase {
    /// Black on the left half of a 60 × 60 canvas, white on the right, and a 40 × 30 layer over the
    /// middle (10…50, 15…45) with `filters` as its background filters and `color` as its background.
    /// With `blackOnTop`, black covers the top half instead.
    private func render(
        _ filters: [CIFilter], color: CGColor? = nil, opacity: Float = 1, blackOnTop: Bool = false
    ) throws -> RGBAImage {
        let root = solidLayer(60, 60, at: 30, 30, .white)
        let black = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        root.addSublayer(blackOnTop ? solidLayer(60, 30, at: 30, 15, black) : solidLayer(30, 60, at: 15, 30, black))
        let glass = solidLayer(40, 30, at: 30, 30, color)
        glass.backgroundFilters = filters
        glass.opacity = opacity
        root.addSublayer(glass)
        return try RenderHarness.render(root, size: CGSize(width: 60, height: 60))
    }

    private func blur(_ sigma: Double) throws -> CIFilter {
        let filter = try XCTUnwrap(CIFilter(name: "CIGaussianBlur"))
        filter.setValue(sigma, forKey: "inputRadius")
        return filter
    }

    /// The discrete Gaussian (cut at 3σ, normalised) of the black-to-white step at x = 30, at column `x`.
    private func blurredStep(_ x: Int, sigma: Double) -> Double {
        let taps = Int((3 * sigma).rounded(.up))
        var sum = 0.0, total = 0.0
        for i in -taps...taps {
            let w = exp(-0.5 * Double(i * i) / (sigma * sigma))
            sum += w * (x + i >= 30 ? 1 : 0)
            total += w
        }
        return sum / total
    }

    func testABlurredBackdropInsideTheBoundsAndASharpOneOutside() throws {
        let image = try render([try blur(3)])
        for x in [22, 26, 28, 29, 30, 31, 33, 37] {
            let want = Int((blurredStep(x, sigma: 3) * 255).rounded())
            XCTAssertEqual(Double(image.rgb(x, 30)[0]), Double(want), accuracy: 2, "column \(x) inside the glass")
        }
        XCTAssertEqual(image.rgb(29, 5), [0, 0, 0], "above the glass the edge stays sharp")
        XCTAssertEqual(image.rgb(30, 5), [255, 255, 255])
        XCTAssertEqual(image.rgb(29, 16)[0], Int((blurredStep(29, sigma: 3) * 255).rounded()), "to the glass's top row")
    }

    func testTheBlurRunsDownColumnsToo() throws {
        let image = try render([try blur(3)], blackOnTop: true)
        for y in [24, 28, 29, 30, 31, 35] {
            let want = Int((blurredStep(y, sigma: 3) * 255).rounded())
            XCTAssertEqual(Double(image.rgb(30, y)[0]), Double(want), accuracy: 2, "row \(y) inside the glass")
        }
    }

    func testTheLayerIsDrawnOverItsFilteredBackdrop() throws {
        let tint = CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        let image = try render([try blur(3)], color: tint)
        let under = blurredStep(28, sigma: 3)
        let want = [0.5 * under, 0.5 * under, 0.5 + 0.5 * under].map { Int(($0 * 255).rounded()) }
        XCTAssertTrue(
            zip(image.rgb(28, 30), want).allSatisfy { abs($0 - $1) <= 2 }, "\(image.rgb(28, 30)) against \(want)")
    }

    func testTheLayersOpacityFadesTheEffect() throws {
        let image = try render([try blur(3)], opacity: 0.5)
        // Half the blurred step over the sharp one: column 28 is black beneath.
        let want = 0.5 * blurredStep(28, sigma: 3)
        XCTAssertEqual(Double(image.rgb(28, 30)[0]), (want * 255).rounded(), accuracy: 2)
    }

    func testAColourFilterOnTheBackdrop() throws {
        let controls = try XCTUnwrap(CIFilter(name: "CIColorControls"))
        controls.setValue(0.5, forKey: "inputBrightness")
        controls.setValue(0.5, forKey: "inputContrast")
        let image = try render([controls])
        // ((c + 0.5) − 0.5)·0.5 + 0.5: black becomes 0.5, white 1.
        XCTAssertEqual(Double(image.rgb(20, 30)[0]), 127.5, accuracy: 2)
        XCTAssertEqual(image.rgb(40, 30), [255, 255, 255])
        XCTAssertEqual(image.rgb(5, 30), [0, 0, 0], "outside the layer")
    }
}
