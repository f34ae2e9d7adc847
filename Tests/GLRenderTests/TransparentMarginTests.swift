import Foundation
import LayerTree
import XCTest

@testable import GLRender

/// A layer's contents is drawn only where its texels are not all transparent (a text layer's
/// bitmap is mostly margin), with the pixels the whole quad has.
final class TransparentMarginTests: XCTestCase {
    /// 64 × 32, transparent but for a red block (columns 20 ..< 30, rows 10 ..< 20) with a
    /// half-transparent edge (columns 30 ..< 34); `marked` adds a blue texel in two opposite
    /// corners, which makes the whole image count as drawn.
    private func image(marked: Bool) -> CGImage {
        ContentImages.make(64, 32) { x, y in
            if (10..<20).contains(y), (20..<30).contains(x) { return (200, 30, 30, 255) }
            if (10..<20).contains(y), (30..<34).contains(x) { return (200, 30, 30, 128) }
            if marked, (x, y) == (63, 31) || (x, y) == (0, 0) { return (0, 0, 255, 255) }
            return (0, 0, 0, 0)
        }
    }

    func testOnlyTheInkOfAnImageIsDrawnWithTheWholeQuadsPixels() throws {
        XCTAssertEqual(image(marked: false).alphaBounds, PixelBox(minX: 20, minY: 10, maxX: 34, maxY: 20))
        XCTAssertEqual(image(marked: true).alphaBounds, PixelBox(minX: 0, minY: 0, maxX: 64, maxY: 32))
        let size = CGSize(width: 200, height: 120)
        // Magnified (bilinear reaches into the margin), drawn 1:1, and minified.
        for scale in [2.5, 1.0, 0.75] {
            func render(marked: Bool) throws -> (RGBAImage, FrameStatistics) {
                let layer = CALayer()
                layer.frame = CGRect(x: 10.3, y: 7.6, width: 64 * scale, height: 32 * scale)
                layer.contents = image(marked: marked)
                let renderer = try RenderHarness.renderer()
                let image = try renderer.render(
                    layer.makeRenderTree(), size: size, background: .white, fullRedraw: true)
                return (image, renderer.lastFrameStatistics)
            }
            let (trimmed, trimmedStatistics) = try render(marked: false)
            let (whole, wholeStatistics) = try render(marked: true)
            // The ink and one texel more each side: 16 × 12 texels of the 64 × 32.
            XCTAssertEqual(
                Double(trimmedStatistics.shadedPixels), 16 * 12 * scale * scale, accuracy: 2, "scale \(scale)")
            XCTAssertEqual(
                Double(wholeStatistics.shadedPixels), 64 * 32 * scale * scale, accuracy: 2, "scale \(scale)")
            // Every pixel the same but near the marked texels (within 3 pixels of where they are drawn).
            func nearAMark(_ x: Int, _ y: Int) -> Bool {
                [(0.5, 0.5), (63.5, 31.5)].contains { mark in
                    abs(Double(x) + 0.5 - (10.3 + mark.0 * scale)) <= 3
                        && abs(Double(y) + 0.5 - (7.6 + mark.1 * scale)) <= 3
                }
            }
            var differing = 0
            for y in 0..<trimmed.height {
                for x in 0..<trimmed.width where !nearAMark(x, y) && trimmed.rgb(x, y) != whole.rgb(x, y) {
                    differing += 1
                }
            }
            XCTAssertEqual(differing, 0, "pixels that differ from the whole quad's at scale \(scale)")
            XCTAssertEqual(trimmed.rgb(Int(10.3 + 25 * scale), Int(7.6 + 15 * scale)), [200, 30, 30], "the ink")
        }
    }

    func testAFullyTransparentImageDrawsNothing() throws {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.contents = ContentImages.make(8, 8) { _, _ in (255, 0, 0, 0) }
        let renderer = try RenderHarness.renderer()
        _ = try renderer.render(layer.makeRenderTree(), size: CGSize(width: 40, height: 40), fullRedraw: true)
        XCTAssertEqual(renderer.lastFrameStatistics.drawCalls, 0)
        XCTAssertEqual(CGImage(width: 1, height: 1, pixels: [9, 9, 9, 0])!.alphaBounds, nil)
    }

    /// The shadow of such contents (its alpha, blurred once into a mask) is drawn only around the
    /// ink too, with the pixels of the whole mask's quad.
    func testTheShadowOfAnImageIsDrawnOnlyAroundItsInk() throws {
        let size = CGSize(width: 200, height: 120)
        let (offset, radius) = (CGSize(width: 4, height: 5), 3.0)
        func render(marked: Bool) throws -> (RGBAImage, FrameStatistics) {
            let layer = CALayer()
            layer.frame = CGRect(x: 20.3, y: 17.6, width: 128, height: 64)
            layer.contents = image(marked: marked)
            layer.shadowOpacity = 1
            layer.shadowRadius = CGFloat(radius)
            layer.shadowOffset = offset
            let renderer = try RenderHarness.renderer()
            let image = try renderer.render(layer.makeRenderTree(), size: size, background: .white, fullRedraw: true)
            return (image, renderer.lastFrameStatistics)
        }
        let (trimmed, trimmedStatistics) = try render(marked: false)
        let (whole, wholeStatistics) = try render(marked: true)
        XCTAssertLessThan(trimmedStatistics.shadedPixels * 3, wholeStatistics.shadedPixels, "the margins are left out")
        // The same pixels but within 16 of the marks or of their shadows.
        func nearAMark(_ x: Int, _ y: Int) -> Bool {
            [(0.5, 0.5), (63.5, 31.5)].contains { mark in
                let (mx, my) = (20.3 + mark.0 * 2, 17.6 + mark.1 * 2)
                return [(0.0, 0.0), (Double(offset.width), Double(offset.height))].contains { shift in
                    abs(Double(x) + 0.5 - mx - shift.0) <= 16 && abs(Double(y) + 0.5 - my - shift.1) <= 16
                }
            }
        }
        var differing = 0
        for y in 0..<trimmed.height {
            for x in 0..<trimmed.width where !nearAMark(x, y) && trimmed.rgb(x, y) != whole.rgb(x, y) {
                differing += 1
            }
        }
        XCTAssertEqual(differing, 0, "pixels that differ from the whole shadow's")
        // The shadow shows below the block (drawn over 60.3 ... 88.3, 37.6 ... 57.6; shadow 4, 5 on).
        XCTAssertLessThan(trimmed.rgb(90, 60)[0], 200, "shadow below the block")
    }
}
