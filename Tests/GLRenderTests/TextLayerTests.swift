import Foundation
import LayerTree
import XCTest

@testable import GLRender

/// `CATextLayer` through Pango and Cairo: alignment, wrapping, truncation, drawn like contents.
final class TextLayerTests: XCTestCase {
    private let ink = CGColor(red: 0.15, green: 0.2, blue: 0.3, alpha: 1)

    private func label(
        _ string: String, frame: CGRect, size: CGFloat = 16, alignment: CATextLayerAlignmentMode = .natural,
        wrapped: Bool = false, truncation: CATextLayerTruncationMode = .none
    ) -> CATextLayer {
        let layer = CATextLayer()
        layer.frame = frame
        layer.string = string
        layer.font = "DejaVu Sans"
        layer.fontSize = size
        layer.alignmentMode = alignment
        layer.isWrapped = wrapped
        layer.truncationMode = truncation
        layer.backgroundColor = ink
        layer.contentsScale = 2
        return layer
    }

    /// Renders at scale 2 over `background` (dark by default, so only text is light).
    private func render(_ layers: [CALayer], _ w: CGFloat, _ h: CGFloat, background: CGColor? = nil) throws -> RGBAImage
    {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: w, height: h)
        for layer in layers { root.addSublayer(layer) }
        return try RenderHarness.render(
            root, size: CGSize(width: w, height: h), scale: 2, background: background ?? ink)
    }

    /// Columns (in pixels) of a box where the text put light pixels.
    private func inkColumns(_ image: RGBAImage, box: CGRect, scale: Int = 2) -> ClosedRange<Int>? {
        let xs = Int(box.minX) * scale..<Int(box.maxX) * scale, ys = Int(box.minY) * scale..<Int(box.maxY) * scale
        let columns = xs.filter { x in ys.contains { image.pixel(x: x, y: $0).r > 128 } }
        guard let first = columns.first, let last = columns.last else { return nil }
        return first...last
    }

    func testWrappingAlignmentAndTruncationGolden() throws {
        let sentence = "Layers draw their text through Pango and Cairo, wrapped at the bounds."
        var layers: [CALayer] = []
        for (i, mode) in [CATextLayerAlignmentMode.left, .center, .right].enumerated() {
            layers.append(
                label(
                    "Core Animation", frame: CGRect(x: 10 + i * 170, y: 10, width: 160, height: 26),
                    alignment: mode))
        }
        for (i, mode) in [CATextLayerAlignmentMode.natural, .center, .justified].enumerated() {
            layers.append(
                label(
                    sentence, frame: CGRect(x: 10 + i * 170, y: 46, width: 160, height: 84), size: 13,
                    alignment: mode, wrapped: true))
        }
        for (i, mode) in [CATextLayerTruncationMode.start, .middle, .end].enumerated() {
            layers.append(
                label(
                    "truncated at the \(mode.rawValue) of the line",
                    frame: CGRect(
                        x: 10 + i * 170, y: 140, width: 160, height: 24), size: 14, truncation: mode))
        }
        layers.append(
            label(
                sentence, frame: CGRect(x: 10, y: 174, width: 160, height: 34), size: 13, wrapped: true,
                truncation: .end))
        let big = label("36 pt, white", frame: CGRect(x: 180, y: 174, width: 330, height: 44))
        big.fontSize = 36
        big.alignmentMode = .right
        layers.append(big)
        let image = try render(layers, 520, 230, background: CGColor(red: 0.9, green: 0.9, blue: 0.9, alpha: 1))
        try GoldenImage.assertMatches(image, named: "text-layers")
    }

    func testAlignmentPlacesTheLine() throws {
        let boxes = (0..<3).map { CGRect(x: 10, y: 10 + $0 * 40, width: 200, height: 30) }
        let layers = zip(boxes, [CATextLayerAlignmentMode.left, .center, .right]).map {
            label("Hello", frame: $0, size: 20, alignment: $1)
        }
        let image = try render(layers, 220, 130)
        let left = try XCTUnwrap(inkColumns(image, box: boxes[0]))
        let center = try XCTUnwrap(inkColumns(image, box: boxes[1]))
        let right = try XCTUnwrap(inkColumns(image, box: boxes[2]))
        XCTAssertLessThan(left.lowerBound, 20 + 6)
        XCTAssertGreaterThan(right.upperBound, 420 - 8)
        XCTAssertEqual(Double(center.lowerBound + center.upperBound) / 2, 220, accuracy: 6, "centred: \(center)")
        XCTAssertEqual(left.count, right.count, accuracy: 2, "the same word")
    }

    /// Unwrapped text is cut at the bounds; wrapped text breaks into lines inside them.
    func testWrappingKeepsTextInsideTheWidth() throws {
        let long = "one two three four five six seven eight nine ten"
        let box = CGRect(x: 10, y: 10, width: 100, height: 100)
        let wrapped = label(long, frame: box, size: 14, wrapped: true)
        let image = try render([wrapped], 220, 120)
        let rows = (20..<220).filter { y in (20..<220).contains { image.pixel(x: $0, y: y).r > 128 } }
        XCTAssertGreaterThan((rows.last ?? 0) - (rows.first ?? 0), 60, "several lines")
        XCTAssertLessThanOrEqual(
            try XCTUnwrap(inkColumns(image, box: CGRect(x: 0, y: 0, width: 220, height: 120))).upperBound,
            220, "nothing past the box's right edge (x = 110 points)")
    }

    /// `truncationMode` ends a line that does not fit with an ellipsis inside the bounds.
    func testTruncationFitsTheWidth() throws {
        let box = CGRect(x: 10, y: 10, width: 80, height: 24)
        let cut = label("a line much longer than its box", frame: box, size: 14, truncation: .end)
        let uncut = label("a line much longer than its box", frame: box.offsetBy(dx: 0, dy: 30), size: 14)
        let image = try render([cut, uncut], 220, 70)
        let cutColumns = try XCTUnwrap(inkColumns(image, box: box))
        XCTAssertLessThan(cutColumns.upperBound, 180)
        // Truncated text ends before the edge (the ellipsis); cut-off text runs to it.
        let uncutColumns = try XCTUnwrap(inkColumns(image, box: box.offsetBy(dx: 0, dy: 30)))
        XCTAssertGreaterThan(uncutColumns.upperBound, 175)
    }

    /// Boxes no image can hold (the fuzzer's 1e308-wide wrapped label) or whose width overflows Pango's
    /// 32-bit units draw nothing instead of trapping; a box just under the limit still draws.
    func testBoxesPastTheImageLimitDrawNothing() {
        for size in [
            CGSize(width: 1e308, height: 108), CGSize(width: CGFloat.nan, height: 10),
            CGSize(width: 1 << 25, height: 1), CGSize(width: 1 << 14, height: 1 << 13),
        ] {
            for wrapped in [false, true] {
                let text = RenderText(string: "Hello", isWrapped: wrapped, size: size)
                XCTAssertNil(TextRasterizer.rasterize(text), "\(size), wrapped: \(wrapped)")
            }
        }
        let wide = RenderText(string: "Hello", isWrapped: true, size: CGSize(width: 32_000, height: 8))
        XCTAssertEqual(TextRasterizer.rasterize(wide)?.width, 32_000, "under Cairo's 32,767-pixel side: drawn")
    }

    func testTextIsRasterizedOncePerDistinctText() throws {
        let rasterizer = TextRasterizer()
        let text = RenderText(string: "same", size: CGSize(width: 50, height: 20))
        let first = try XCTUnwrap(rasterizer.image(for: text))
        XCTAssertTrue(first === rasterizer.image(for: text))
        var other = text
        other.fontSize = 12
        XCTAssertFalse(first === rasterizer.image(for: other))
        XCTAssertEqual(first.width, 50)
    }
}
