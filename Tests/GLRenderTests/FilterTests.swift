import Foundation
import LayerTree
import XCTest

@testable import GLRender

/// A layer's `filters`, probed at pixels whose values the filters' formulas give (`RenderFilter`
/// documents the colour filters' formulas; a blur is the discrete Gaussian of σ = `inputRadius`).
final class FilterTests: XCTestCase {
    private static let source = (r: 204.0 / 255, g: 102.0 / 255, b: 51.0 / 255)

    /// A 40 × 40 layer of `source` at (10, 10) on a white 60 × 60 canvas, through `filters`.
    private func render(_ filters: [CIFilter]) throws -> RGBAImage {
        let root = solidLayer(60, 60, at: 30, 30, .white)
        let layer = solidLayer(
            40, 40, at: 30, 30, CGColor(red: Self.source.r, green: Self.source.g, blue: Self.source.b, alpha: 1))
        layer.filters = filters
        root.addSublayer(layer)
        return try RenderHarness.render(root, size: CGSize(width: 60, height: 60))
    }

    private func filter(_ name: String, _ inputs: [String: Any]) throws -> CIFilter {
        let filter = try XCTUnwrap(CIFilter(name: name))
        for (key, value) in inputs { filter.setValue(value, forKey: key) }
        return filter
    }

    private func assertRGB(
        _ image: RGBAImage, _ x: Int, _ y: Int, _ want: [Double], tolerance: Int = 2, _ message: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let have = image.rgb(x, y)
        let expected = want.map { Int((min(max($0, 0), 1) * 255).rounded()) }
        XCTAssertTrue(
            zip(have, expected).allSatisfy { abs($0 - $1) <= tolerance }, "\(message): \(have) against \(expected)",
            file: file, line: line)
    }

    func testColorMatrixMapsEachPixel() throws {
        let matrix = try filter(
            "CIColorMatrix",
            [
                "inputRVector": CIVector(x: 0, y: 0, z: 1, w: 0), "inputGVector": CIVector(x: 0.5, y: 0.5, z: 0, w: 0),
                "inputBVector": CIVector(x: 1, y: 0, z: 0, w: 0), "inputBiasVector": CIVector(x: 0.1, y: 0, z: 0, w: 0),
            ])
        let s = Self.source
        let image = try render([matrix])
        assertRGB(image, 30, 30, [s.b + 0.1, 0.5 * s.r + 0.5 * s.g, s.r], "blue and red swapped, green averaged")
        assertRGB(image, 5, 5, [1, 1, 1], "outside the layer")
    }

    func testColorControls() throws {
        let (saturation, brightness, contrast) = (0.3, 0.1, 1.2)
        let controls = try filter(
            "CIColorControls",
            ["inputSaturation": saturation, "inputBrightness": brightness, "inputContrast": contrast])
        let s = Self.source
        let luma = 0.2125 * s.r + 0.7154 * s.g + 0.0721 * s.b
        let want = [s.r, s.g, s.b].map { c in ((luma + saturation * (c - luma)) + brightness - 0.5) * contrast + 0.5 }
        assertRGB(try render([controls]), 30, 30, want, "saturation, then brightness, then contrast")
        // The defaults change nothing.
        let defaults = try filter("CIColorControls", [:])
        defaults.setDefaults()
        assertRGB(try render([defaults]), 30, 30, [s.r, s.g, s.b], "default controls")
    }

    func testColorMonochrome() throws {
        let tint = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        let mono = try filter("CIColorMonochrome", ["inputColor": tint, "inputIntensity": 0.7])
        let s = Self.source
        let luma = 0.2125 * s.r + 0.7154 * s.g + 0.0721 * s.b
        let want = zip([s.r, s.g, s.b], [1.0, 0.5, 0.0]).map { c, t in 0.3 * c + 0.7 * luma * t }
        assertRGB(try render([mono]), 30, 30, want, "luma times the colour, at intensity 0.7")
    }

    func testGaussianBlurSpreadsTheEdgeByTheDiscreteGaussian() throws {
        let sigma = 3.0
        let blur = try filter("CIGaussianBlur", ["inputRadius": sigma])
        let image = try render([blur])
        // Along the middle row, the coverage is the horizontal blur of the layer's span 10…50.
        func coverage(_ x: Int) -> Double {
            let taps = Int((3 * sigma).rounded(.up))
            var sum = 0.0, total = 0.0
            for i in -taps...taps {
                let w = exp(-0.5 * Double(i * i) / (sigma * sigma))
                let center = Double(x) + 0.5 + Double(i)
                sum += w * (center > 10 && center < 50 ? 1 : 0)
                total += w
            }
            return sum / total
        }
        let s = Self.source
        for x in [5, 8, 9, 10, 11, 13, 30] {
            let a = coverage(x)
            let want = [s.r * a + (1 - a), s.g * a + (1 - a), s.b * a + (1 - a)]
            assertRGB(image, x, 30, want, tolerance: 3, "column \(x): coverage \(a)")
        }
        XCTAssertLessThan(image.rgb(8, 30)[2], 250, "the blur reaches past the layer's bounds")
    }

    func testFiltersApplyInOrderAndNoFilterTakesNoPass() throws {
        let grey = try filter("CIColorControls", ["inputSaturation": 0.0])
        let red = try filter(
            "CIColorMatrix",
            ["inputGVector": CIVector(x: 0, y: 0, z: 0, w: 0), "inputBVector": CIVector(x: 0, y: 0, z: 0, w: 0)])
        let s = Self.source
        let luma = 0.2125 * s.r + 0.7154 * s.g + 0.0721 * s.b
        assertRGB(try render([grey, red]), 30, 30, [luma, 0, 0], "grey, then only its red")
        assertRGB(try render([red, grey]), 30, 30, [0.2125 * s.r, 0.2125 * s.r, 0.2125 * s.r], "red only, then grey")
        _ = try render([])
        XCTAssertEqual(try RenderHarness.renderer().lastFrameStatistics.offscreenPasses, 0)
    }
}
