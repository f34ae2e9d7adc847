import Foundation
import LayerTree
import XCTest

@testable import GLRender

/// Core Text's stroke attributes (`kCTStrokeWidthAttributeName`, `kCTStrokeColorAttributeName`) drawn
/// by the text rasterizer: a width in percent of the font size, positive for outlines only, negative
/// for outlines over the fill, in the stroke colour or else the text's.
final class TextStrokeTests: XCTestCase {
    private let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
    private let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)

    /// An "I" in DejaVu Sans Bold at 100 points, white, with `run` over it, at `scale` pixels a point.
    private func letterI(_ run: RenderTextRun? = nil, scale: CGFloat = 1) throws -> RGBAImage {
        var text = RenderText(
            string: "I", font: "DejaVu Sans Bold", fontSize: 100, foregroundColor: .white,
            size: CGSize(width: 100, height: 140), contentsScale: scale)
        text.runs = run.map { [$0] } ?? []
        let image = try XCTUnwrap(TextRasterizer.rasterize(text))
        return RGBAImage(width: image.width, height: image.height, bytes: image.pixels)
    }

    /// The row through the middle of the letter's ink, as the columns where alpha is at least half,
    /// and the first and last pixel of ink in it.
    private func middleRow(_ image: RGBAImage) throws -> (inked: [Int], row: Int) {
        var rows: [Int] = []
        for y in 0..<image.height where (0..<image.width).contains(where: { image.pixel(x: $0, y: y).a >= 128 }) {
            rows.append(y)
        }
        let row = try XCTUnwrap(rows.isEmpty ? nil : rows[rows.count / 2], "no ink")
        return ((0..<image.width).filter { image.pixel(x: $0, y: row).a >= 128 }, row)
    }

    /// A positive width outlines the stem and leaves its middle empty: 4% of 100 points is a 4-point
    /// line centred on each edge, 2 points of it outside, at every scale.
    func testAPositiveWidthStrokesTheOutlinesOnly() throws {
        for scale in [1, 2] {
            let filled = try middleRow(try letterI(scale: CGFloat(scale)))
            let outlined = try letterI(
                RenderTextRun(range: 0..<1, strokeWidth: 4, strokeColor: red), scale: CGFloat(scale))
            let (inked, row) = try middleRow(outlined)
            XCTAssertEqual(try XCTUnwrap(inked.first), try XCTUnwrap(filled.inked.first) - 2 * scale, accuracy: 1)
            XCTAssertEqual(try XCTUnwrap(inked.last), try XCTUnwrap(filled.inked.last) + 2 * scale, accuracy: 1)
            let middle = (try XCTUnwrap(inked.first) + (try XCTUnwrap(inked.last))) / 2
            XCTAssertEqual(outlined.pixel(x: middle, y: row).a, 0, "the stem's middle is not filled")
            let edge = outlined.pixel(x: try XCTUnwrap(filled.inked.first), y: row)
            XCTAssertEqual([edge.r, edge.g, edge.b, edge.a], [255, 0, 0, 255], "the outline, in the stroke colour")
            XCTAssertEqual(inked.count, 2 * 4 * scale, accuracy: 2, "two 4-point lines")
        }
    }

    /// A negative width strokes over the fill: the stem is white inside a red outline half its width
    /// wider on each side.
    func testANegativeWidthStrokesOverTheFill() throws {
        let filled = try middleRow(try letterI())
        let image = try letterI(RenderTextRun(range: 0..<1, strokeWidth: -6, strokeColor: red))
        let (inked, row) = try middleRow(image)
        XCTAssertEqual(inked.count, filled.inked.count + 6, accuracy: 1, "3 pixels of outline outside each edge")
        let middle = image.pixel(x: (inked.first! + inked.last!) / 2, y: row)
        XCTAssertEqual([middle.r, middle.g, middle.b, middle.a], [255, 255, 255, 255], "filled in the text colour")
        let edge = image.pixel(x: filled.inked.first!, y: row)
        XCTAssertEqual([edge.r, edge.g, edge.b, edge.a], [255, 0, 0, 255], "the outline over the fill's edge")
    }

    /// Without a stroke colour the outline takes the run's text colour, then the text's.
    func testTheOutlineTakesTheTextColourWhenItHasNone() throws {
        let filled = try middleRow(try letterI())
        let run = try letterI(RenderTextRun(range: 0..<1, foregroundColor: green, strokeWidth: 4))
        let edge = run.pixel(x: filled.inked.first!, y: filled.row)
        XCTAssertEqual([edge.r, edge.g, edge.b, edge.a], [0, 255, 0, 255])
        let text = try letterI(RenderTextRun(range: 0..<1, strokeWidth: 4))
        let white = text.pixel(x: filled.inked.first!, y: filled.row)
        XCTAssertEqual([white.r, white.g, white.b, white.a], [255, 255, 255, 255])
    }

    /// An outline far wider than the image covers it, quickly, rather than failing or hanging.
    func testAHugeWidthCoversTheImage() throws {
        let start = Date()
        let image = try letterI(RenderTextRun(range: 0..<1, strokeWidth: 1e12, strokeColor: red))
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
        let corner = image.pixel(x: 0, y: 0)
        XCTAssertEqual([corner.r, corner.g, corner.b, corner.a], [255, 0, 0, 255])
    }

    /// Only the run's characters are outlined, at the run's own size; a width of 0 draws none.
    func testOnlyTheRunIsOutlined() throws {
        var text = RenderText(
            string: "II", font: "DejaVu Sans Bold", fontSize: 100, foregroundColor: .white,
            size: CGSize(width: 200, height: 160))
        let plain = try XCTUnwrap(TextRasterizer.rasterize(text))
        text.runs = [RenderTextRun(range: 1..<2, strokeWidth: 0, strokeColor: red)]
        XCTAssertEqual(try XCTUnwrap(TextRasterizer.rasterize(text)).pixels, plain.pixels, "0 is no stroke")
        text.runs = [RenderTextRun(range: 1..<2, fontSize: 120, strokeWidth: 5, strokeColor: red)]
        let image = try XCTUnwrap(TextRasterizer.rasterize(text))
        let rgba = RGBAImage(width: image.width, height: image.height, bytes: image.pixels)
        let (inked, row) = try middleRow(rgba)
        let pixels = inked.map { ($0, rgba.pixel(x: $0, y: row)) }
        let whites = pixels.filter { $0.1.r == 255 && $0.1.g == 255 }.map(\.0)
        let reds = pixels.filter { $0.1.r == 255 && $0.1.g == 0 }.map(\.0)
        XCTAssertGreaterThan(whites.count, 8, "the first I filled")
        // Two 6-pixel lines (5% of 120 points) round the second I's stem, empty between them.
        XCTAssertEqual(reds.count, 12, accuracy: 3)
        let (left, right) = (try XCTUnwrap(reds.min(), "no outline"), try XCTUnwrap(reds.max()))
        XCTAssertLessThan(try XCTUnwrap(whites.max()), left, "white left of red")
        XCTAssertEqual(rgba.pixel(x: (left + right) / 2, y: row).a, 0, "the outlined I is not filled")
        XCTAssertGreaterThanOrEqual(right - left, 15, "the stem of an I at 120 points, and its outline")
    }
}
