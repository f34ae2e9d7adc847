import Foundation
import LayerTree
import XCTest

@testable import GLRender

/// `CATextLayer` with an `NSAttributedString`: the attributes apply range by range, through a Pango
/// attribute list over the ranges' UTF-8 bytes.
final class AttributedTextTests: XCTestCase {
    private let background = CGColor(red: 0.15, green: 0.2, blue: 0.3, alpha: 1)
    private let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)

    private func key(_ name: String) -> NSAttributedString.Key { NSAttributedString.Key(rawValue: name) }

    /// `string` with its `colored` part red and the rest white, both in DejaVu Sans at 24 points.
    private func twoColors(_ string: String, red colored: String) -> NSAttributedString {
        let text = NSMutableAttributedString(
            string: string,
            attributes: [
                key("NSFont"): CTFont(name: "DejaVu Sans", size: 24), key("CTForegroundColor"): CGColor.white,
            ])
        let range = (string as NSString).range(of: colored)
        text.addAttribute(key("CTForegroundColor"), value: red, range: range)
        return text
    }

    /// Renders `string` in a text layer at scale 2 over the dark background.
    private func render(_ string: Any, width: CGFloat = 260, height: CGFloat = 40) throws -> RGBAImage {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: width, height: height)
        let layer = CATextLayer()
        layer.frame = root.bounds
        layer.contentsScale = 2
        layer.string = string
        root.addSublayer(layer)
        return try RenderHarness.render(root, size: root.bounds.size, scale: 2, background: background)
    }

    /// The columns of the image's reddish and whitish pixels (ink bright enough to tell), and of all its ink
    /// (pixels well away from the background, whatever their colour).
    private func inkColumns(_ image: RGBAImage) -> (white: [Int], red: [Int], any: [Int]) {
        var white: [Int] = [], red: [Int] = [], any: [Int] = []
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                if p.r > 180, p.g > 180, p.b > 180 { white.append(x) }
                if p.r > 180, p.g < 90, p.b < 90 { red.append(x) }
                if abs(Int(p.r) - 38) + abs(Int(p.g) - 51) + abs(Int(p.b) - 76) > 90 { any.append(x) }
            }
        }
        return (white, red, any)
    }

    /// White ink left of red ink, and the red word the last ink there is: no other colour past it.
    private func assertWhiteThenRed(_ image: RGBAImage, file: StaticString = #filePath, line: UInt = #line) throws {
        let (white, red, any) = inkColumns(image)
        XCTAssertGreaterThan(white.count, 100, "the first part is drawn white", file: file, line: line)
        XCTAssertGreaterThan(red.count, 100, "the last word is drawn red", file: file, line: line)
        XCTAssertLessThan(
            try XCTUnwrap(white.max()), try XCTUnwrap(red.min()), "white left of red", file: file, line: line)
        XCTAssertEqual(
            try XCTUnwrap(red.max()), try XCTUnwrap(any.max()), accuracy: 3, "the red word ends the ink",
            file: file, line: line)
        XCTAssertEqual(
            try XCTUnwrap(white.min()), try XCTUnwrap(any.min()), accuracy: 3, "white starts it",
            file: file, line: line)
    }

    /// The first word white, the second red: every red pixel is right of every white one.
    func testColorAppliesToItsRangeOnly() throws {
        let image = try render(twoColors("Hello World", red: "World"))
        try RenderHarness.keep(image, named: "attributed-colors")
        try assertWhiteThenRed(image)
    }

    /// Accented letters (2 UTF-8 bytes, 1 UTF-16 unit) and an emoji (4 bytes, 2 units) before the red range:
    /// offsets taken as bytes would colour the accents and leave part of the word white.
    func testRangesAreUTF16OffsetsBeforeMultibyteCharacters() throws {
        let image = try render(twoColors("éèêë😀 WORD", red: "WORD"))
        try RenderHarness.keep(image, named: "attributed-utf16")
        try assertWhiteThenRed(image)
    }

    func testUTF8OffsetsOfUTF16Offsets() {
        XCTAssertEqual(TextRasterizer.utf8Offsets("é😀a"), [0, 2, 2, 6, 7], "inside the pair: the emoji's start")
        XCTAssertEqual(TextRasterizer.utf8Offsets(""), [0])
    }

    /// The ink's extent (columns and rows with any alpha) of rasterized text.
    private func inkBox(_ text: RenderText) throws -> (width: Int, height: Int) {
        let image = try XCTUnwrap(TextRasterizer.rasterize(text))
        var (minX, maxX, minY, maxY) = (Int.max, -1, Int.max, -1)
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixels[(y * image.width + x) * 4 + 3] > 0 {
                (minX, maxX, minY, maxY) = (min(minX, x), max(maxX, x), min(minY, y), max(maxY, y))
            }
        }
        // No ink (no font found, say) fails here, not with an overflow that would end the whole run.
        guard maxX >= 0 else {
            XCTFail("no ink: is the font \(text.font ?? "(default)") installed?")
            return (0, 0)
        }
        return (maxX - minX + 1, maxY - minY + 1)
    }

    /// The text's ink: its alpha summed, in whole pixels.
    private func ink(_ text: RenderText) throws -> Double {
        let image = try XCTUnwrap(TextRasterizer.rasterize(text))
        return stride(from: 3, to: image.pixels.count, by: 4).reduce(0) { $0 + Double(image.pixels[$1]) / 255 }
    }

    /// A bigger run, and a bold one, take more room than the same characters in the text's font.
    func testFontRunsChangeTheInk() throws {
        let plain = RenderText(
            string: "Hello World", font: "DejaVu Sans", fontSize: 16,
            size: CGSize(width: 400, height: 80))
        var bigger = plain
        bigger.runs = [RenderTextRun(range: 6..<11, fontSize: 32)]
        var bold = plain
        bold.runs = [RenderTextRun(range: 6..<11, font: "DejaVu Sans Bold")]
        let (plainBox, biggerBox, boldBox) = (try inkBox(plain), try inkBox(bigger), try inkBox(bold))
        XCTAssertGreaterThan(biggerBox.width, plainBox.width + 30, "twice the size: wider")
        XCTAssertGreaterThan(biggerBox.height, plainBox.height + 8, "and taller")
        XCTAssertGreaterThan(boldBox.width, plainBox.width + 4, "bold DejaVu is wider (96 against 89 pixels)")
        // Through the layer: a CTFont carries its size.
        let layer = CATextLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 400, height: 80)
        layer.string = NSAttributedString(
            string: "Hello World", attributes: [key("NSFont"): CTFont(name: "DejaVu Sans", size: 32)])
        let text = try XCTUnwrap(layer.makeRenderTree().root?.text)
        XCTAssertEqual(try inkBox(text).height, biggerBox.height, accuracy: 2)
    }

    /// Underline and kerning reach Pango: an underline adds ink under the baseline, kerning widens.
    func testUnderlineAndKern() throws {
        let plain = RenderText(string: "Hello", font: "DejaVu Sans", fontSize: 16, size: CGSize(width: 300, height: 40))
        var underlined = plain, kerned = plain
        underlined.runs = [RenderTextRun(range: 0..<5, underlineStyle: 1)]
        kerned.runs = [RenderTextRun(range: 0..<5, kern: 10)]
        // The underline may fall in the rows the letters' overshoot already inks (text is laid out
        // unhinted, as Core Text sets it): it adds a line of ink under the whole word.
        XCTAssertGreaterThan(try ink(underlined), try ink(plain) + Double(try inkBox(plain).width) / 3)
        XCTAssertGreaterThan(try inkBox(kerned).width, try inkBox(plain).width + 30)
    }

    /// Runs past the characters laid out (a string cut at `longestText`, or runs made for another string) are
    /// clamped, not trusted.
    func testRunsPastTheStringAreClamped() throws {
        var text = RenderText(string: "Hi", font: "DejaVu Sans", fontSize: 16, size: CGSize(width: 100, height: 30))
        text.runs = [
            RenderTextRun(range: 1..<500, foregroundColor: red), RenderTextRun(range: 400..<900, kern: 5),
            RenderTextRun(range: -3..<1, underlineStyle: 9),
        ]
        XCTAssertNotNil(TextRasterizer.rasterize(text))
    }

    /// The book's rich-text listing (6.3): wrapped, justified black text with "ipsum" red and underlined,
    /// drawn on white. The red ink includes a line as wide as the word: the underline, in the word's colour.
    func testRichTextListing() throws {
        let text =
            "Lorem ipsum dolor sit amet, consectetur adipiscing elit. Quisque massa arcu, eleifend vel varius in."
        let font = CTFont(name: "DejaVu Sans", size: 15)
        let string = NSMutableAttributedString(string: text)
        string.setAttributes(
            [key("CTForegroundColor"): CGColor.black, key("NSFont"): font],
            range: NSRange(location: 0, length: (text as NSString).length))
        string.setAttributes(
            [key("CTForegroundColor"): red, key("NSUnderline"): 1, key("NSFont"): font],
            range: NSRange(location: 6, length: 5))
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 120)
        let layer = CATextLayer()
        layer.frame = root.bounds.insetBy(dx: 10, dy: 10)
        layer.contentsScale = 2
        layer.alignmentMode = .justified
        layer.isWrapped = true
        layer.string = string
        root.addSublayer(layer)
        let image = try RenderHarness.render(root, size: root.bounds.size, scale: 2, background: .white)
        try RenderHarness.keep(image, named: "attributed-listing")
        var redRows: [Int: Int] = [:], redColumns = Set<Int>(), dark = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                // antialiased: pink
                if p.r > 200, p.g < 150, p.b < 150 { redRows[y, default: 0] += 1; redColumns.insert(x) }
                if p.r < 60, p.g < 60, p.b < 60 { dark += 1 }
            }
        }
        XCTAssertGreaterThan(dark, 1000, "the rest of the text is black")
        let wordWidth = try XCTUnwrap(redColumns.max()) - (try XCTUnwrap(redColumns.min()))
        XCTAssertGreaterThan(wordWidth, 60, "\"ipsum\" at 15 points, scale 2")
        XCTAssertLessThan(wordWidth, 110, "only \"ipsum\"")
        XCTAssertGreaterThan(try XCTUnwrap(redRows.values.max()), wordWidth * 8 / 10, "a red underline under it")
    }
}
