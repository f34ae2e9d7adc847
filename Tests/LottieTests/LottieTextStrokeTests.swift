import Foundation
import GLRender
import QuartzCore
import XCTest

@testable import Lottie

/// A text document's stroke (`sc`, `sw`, `of`), as lottie-ios's Core Animation engine draws it: a
/// second text layer of the same lines with Core Text's stroke attributes (`sw` in percent of the
/// size, outlines only), under the fill or, with `of`, over it.
final class LottieTextStrokeTests: XCTestCase {
    typealias Files = LottieShapeTestFiles
    typealias Text = LottieTextLayerTests

    /// The text layers of an "H" at 60 points with `fields` (JSON members), bottom first.
    static func textLayers(_ fields: String) throws -> [CATextLayer] {
        let animation = try Text.decode(#"[{"t": 0, "s": \#(Text.document("H", fields))}]"#)
        return Files.layers(animation).compactMap { $0 as? CATextLayer }
    }

    static func attributes(_ layer: CATextLayer) throws -> [NSAttributedString.Key: Any] {
        try XCTUnwrap(layer.string as? NSAttributedString).attributes(at: 0, effectiveRange: nil)
    }

    static let strokeWidth = NSAttributedString.Key(kCTStrokeWidthAttributeName as String)
    static let strokeColor = NSAttributedString.Key(kCTStrokeColorAttributeName as String)
    static let foreground = NSAttributedString.Key(kCTForegroundColorAttributeName as String)

    func testTheStrokeIsATextLayerUnderTheFillOrOverIt() throws {
        for (over, order) in [(false, ["stroke", "fill"]), (true, ["fill", "stroke"])] {
            let layers = try Self.textLayers(#""fc": [1, 0, 0], "sc": [0, 0, 1], "sw": 4, "of": \#(over)"#)
            guard layers.count == 2 else {
                XCTFail("\(layers.count) text layers, not a fill and a stroke")
                continue
            }
            let kinds = try layers.map { try Self.attributes($0)[Self.strokeWidth] == nil ? "fill" : "stroke" }
            XCTAssertEqual(kinds, order, "of: \(over)")
            let stroke = try Self.attributes(layers[try XCTUnwrap(kinds.firstIndex(of: "stroke"))])
            XCTAssertEqual(stroke[Self.strokeWidth] as? CGFloat, 4, "sw as Core Text's percent of the size")
            XCTAssertEqual(try XCTUnwrap(stroke[Self.strokeColor] as? CGColor).blue, 1)
            XCTAssertNil(stroke[Self.foreground], "outlines only")
            let fill = try Self.attributes(layers[try XCTUnwrap(kinds.firstIndex(of: "fill"))])
            XCTAssertEqual(try XCTUnwrap(fill[Self.foreground] as? CGColor).red, 1)
            XCTAssertNil(fill[Self.strokeColor])
            // The same lines in the same place, in the same font.
            XCTAssertEqual(layers[0].position, layers[1].position)
            XCTAssertEqual(layers[0].bounds, layers[1].bounds)
            XCTAssertEqual(layers[0].anchorPoint, layers[1].anchorPoint)
            XCTAssertEqual(
                (try Self.attributes(layers[0])[.init(kCTFontAttributeName as String)] as? CTFont)?.name,
                (try Self.attributes(layers[1])[.init(kCTFontAttributeName as String)] as? CTFont)?.name)
        }
    }

    /// Core Text draws no outline without a colour or 0 wide; a stroke without a fill is drawn alone.
    func testAStrokeNeedsAColourAndAWidth() throws {
        XCTAssertEqual(try Self.textLayers(#""fc": [1, 0, 0], "sc": [0, 0, 1], "sw": 0"#).count, 1)
        XCTAssertEqual(try Self.textLayers(#""fc": [1, 0, 0], "sw": 3"#).count, 1)
        let alone = try Self.textLayers(#""sc": [0, 0, 1], "sw": 3"#)
        XCTAssertEqual(alone.count, 1)
        XCTAssertEqual(try Self.attributes(alone[0])[Self.strokeWidth] as? CGFloat, 3)
        XCTAssertEqual(try Self.textLayers(#""sw": 3"#).count, 0, "neither fill nor stroke")
        let animation = try Text.decode(#"[{"t": 0, "s": \#(Text.document("H", #""sc": [0, 0, 1], "sw": 3"#))}]"#)
        XCTAssertEqual(animation.warnings, [], "strokes are drawn")
    }

    /// A red "H" with a blue outline 10% of its 60 points (6 points, 3 on each side of the edge): the
    /// outline shows outside the fill either way, and over the fill's edge only with `of`.
    func testTheOutlineIsDrawnRoundTheGlyphs() throws {
        func render(_ fields: String) throws -> RGBAImage {
            let keyframes = #"[{"t": 0, "s": {"t": "H", "f": "TestSans-Bold", "s": 60, \#(fields)}}]"#
            return try Files.render(try LottieTestFiles.decode(Text.placed(keyframes, x: 20, y: 80)))
        }
        let fill = try XCTUnwrap(Text.inkBox(try render(#""fc": [1, 0, 0]"#)))
        let y = fill.midY - 8  // above the crossbar, through both stems
        for over in [false, true] {
            let image = try render(#""fc": [1, 0, 0], "sc": [0, 0, 1], "sw": 10, "of": \#(over)"#)
            let outside = Files.color(image, fill.minX - 1.5, y)
            XCTAssertEqual([outside.r, outside.b, outside.a], [0, 255, 255], "the outline outside the H, of: \(over)")
            let edge = Files.color(image, fill.minX + 1.5, y)
            XCTAssertEqual(
                [edge.r, edge.b], over ? [0, 255] : [255, 0], "inside the edge: outline over the fill with of only")
            let stem = Files.color(image, fill.minX + 5.5, y)
            XCTAssertEqual([stem.r, stem.b], [255, 0], "the stem's middle is filled, of: \(over)")
            let box = try XCTUnwrap(Text.inkBox(image))
            XCTAssertEqual(box.width, fill.width + 6, accuracy: 1, "3 points of outline past each side")
        }
    }
}
