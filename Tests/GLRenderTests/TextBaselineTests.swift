import Foundation
import LayerTree
import XCTest

@testable import GLRender

/// `CATextLayer` sets its first line as Core Text does: the baseline at the font's ascent
/// (`CTFontGetAscent`, not rounded) below the top of the bounds, so text placed by its baseline
/// (a Lottie text layer's anchor) stands where the file says.
final class TextBaselineTests: XCTestCase {
    /// The bottom edge of a capital H's left stem, in points below the layer's top, to a fraction
    /// of a pixel: the last inked row of the stem plus that row's coverage.
    private func stemBottom(fontSize: CGFloat, scale: Int = 2) throws -> Double {
        let layer = CATextLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.string = "H"
        layer.font = "DejaVu Sans"
        layer.fontSize = fontSize
        layer.foregroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        layer.contentsScale = CGFloat(scale)
        let root = CALayer()
        root.frame = layer.frame
        root.addSublayer(layer)
        let black = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        let image = try RenderHarness.render(
            root, size: root.frame.size, scale: CGFloat(scale), background: black)
        // A row through the middle of the capital, then a column inside its left stem.
        let middle = Int(fontSize / 2) * scale
        let stemEdge = try XCTUnwrap((0..<image.width).first { image.pixel(x: $0, y: middle).r > 128 }, "no H drawn")
        let column = stemEdge + 2
        let last = try XCTUnwrap((middle..<image.height).last { image.pixel(x: column, y: $0).r > 0 })
        return (Double(last) + Double(image.pixel(x: column, y: last).r) / 255) / Double(scale)
    }

    func testTheBaselineIsTheFontsAscentBelowTheTop() throws {
        // DejaVu Sans's ascent is 0.928 em: 43.16 points at 46.5 points, which hinted metrics round
        // up to 44; 18.56 at 20, rounded to 19. Cairo's image surfaces put glyphs on whole pixels, so
        // the baseline may be half a pixel from the ascent.
        for size: CGFloat in [46.5, 20] {
            let ascent = Double(CTFontGetAscent(CTFont(name: "DejaVu Sans", size: size)))
            XCTAssertNotEqual(ascent, ascent.rounded(), "a size whose ascent is not whole")
            XCTAssertEqual(try stemBottom(fontSize: size), ascent, accuracy: 0.3, "at \(size) points")
        }
    }
}
