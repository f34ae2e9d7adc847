import LayerTree
import XCTest

@testable import GLRender

/// Cairo draws `CGContext`'s ellipses, and keeps the base class's transform and clip in step.
final class CairoEllipseAndClipTests: XCTestCase {
    /// The RGBA bytes of the pixel at (`x`, `y`).
    private func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * image.width + x) * 4
        return Array(image.pixels[i..<i + 4])
    }

    func testAFilledEllipseCoversItsInsideOnly() throws {
        let context = CGContext(width: 100, height: 60)
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        // A path left over from before must not be filled with the ellipse.
        context.addPath(CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)))
        context.fillEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 60))
        let image = try XCTUnwrap(context.makeImage())
        XCTAssertEqual(pixel(image, 50, 30), [255, 0, 0, 255], "the centre")
        XCTAssertEqual(pixel(image, 3, 30), [255, 0, 0, 255], "just inside the left end")
        XCTAssertEqual(pixel(image, 2, 2)[3], 0, "outside the curve, in the old rectangle")
        XCTAssertEqual(pixel(image, 97, 3)[3], 0)
    }

    func testTheClipBoxFollowsCairosState() throws {
        let context = CGContext(width: 100, height: 60)
        context.saveGState()
        context.scaleBy(x: 2, y: 2)
        context.clip(to: CGRect(x: 10, y: 5, width: 100, height: 10))
        XCTAssertEqual(context.boundingBoxOfClipPath, CGRect(x: 10, y: 5, width: 40, height: 10))
        context.restoreGState()
        XCTAssertEqual(context.boundingBoxOfClipPath, CGRect(x: 0, y: 0, width: 100, height: 60))
    }
}
