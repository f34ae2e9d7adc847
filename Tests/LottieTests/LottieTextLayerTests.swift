import Foundation
import GLRender
import QuartzCore
import XCTest

@testable import Lottie

/// Text layers (`ty: 5`): their documents decoded, built into `CATextLayer`s and drawn.
final class LottieTextLayerTests: XCTestCase {
    typealias Files = LottieShapeTestFiles

    /// A document (`t.d.k[i].s`) with `fields` (JSON members, comma-separated) after its text and font.
    static func document(_ text: String, _ fields: String = "") -> String {
        #"{"t": "\#(text)", "f": "TestSans-Bold", "s": 20\#(fields.isEmpty ? "" : ", " + fields)}"#
    }

    /// A composition of one text layer whose documents are `keyframes` (JSON text of `t.d.k`).
    static func composition(_ keyframes: String, fonts: String = defaultFonts, extra: String = "") -> String {
        let layer = #"{"ty": 5, "ind": 1, "ip": 0, "op": 40, "ks": {}, "t": {"d": {"k": \#(keyframes)}\#(extra)}}"#
        return LottieTestFiles.composition(layers: "[\(layer)]").dropLast() + #", "fonts": \#(fonts)}"#
    }

    static let defaultFonts = #"{"list": [{"fName": "TestSans-Bold", "fFamily": "DejaVu Sans", "fStyle": "Bold"}]}"#

    static func decode(_ keyframes: String, extra: String = "") throws -> LottieAnimation {
        try LottieTestFiles.decode(composition(keyframes, extra: extra))
    }

    static func documents(_ animation: LottieAnimation) -> LottieAnimatable<LottieTextDocument>? {
        guard case .text(let text) = animation.layers.first?.content else { return nil }
        return text.documents
    }

    // MARK: Decoding

    func testEveryFieldOfADocumentIsRead() throws {
        let fields = """
            "j": 2, "tr": 50, "lh": 30, "ls": 4, "fc": [1, 0, 0], "sc": [0, 0, 255], "sw": 2, "of": true, \
            "ps": [-10, -20], "sz": [120, 60]
            """
        let animation = try Self.decode(#"[{"t": 0, "s": \#(Self.document(#"One\rTwo"#, fields))}]"#)
        guard case .fixed(let document)? = Self.documents(animation) else { return XCTFail("no fixed document") }
        XCTAssertEqual(document.text, "One\rTwo")
        XCTAssertEqual(document.lines, ["One", "Two"])
        XCTAssertEqual(document.fontName, "TestSans-Bold")
        XCTAssertEqual(document.fontSize, 20)
        XCTAssertEqual(document.justification, .center)
        XCTAssertEqual(document.tracking, 50)
        XCTAssertEqual(document.lineHeight, 30)
        XCTAssertEqual(document.baselineShift, 4)
        XCTAssertEqual(document.fillColor, LottieColor(red: 1, green: 0, blue: 0))
        // Colours written 0…255 are read as bodymovin's older exports wrote them.
        XCTAssertEqual(document.strokeColor, LottieColor(red: 0, green: 0, blue: 1))
        XCTAssertEqual(document.strokeWidth, 2)
        XCTAssertTrue(document.strokeOverFill)
        XCTAssertEqual(document.boxPosition, CGPoint(x: -10, y: -20))
        XCTAssertEqual(document.boxSize, CGSize(width: 120, height: 60))
        XCTAssertEqual(animation.fonts["TestSans-Bold"]?.systemName, "DejaVu Sans Bold")
        XCTAssertEqual(animation.warnings, [], "strokes are drawn (LottieTextStrokeTests)")
    }

    func testDefaultsAndLineBreaks() throws {
        let animation = try Self.decode(#"[{"t": 0, "s": \#(Self.document(#"a\nb\u0003c\r\n"#))}]"#)
        guard case .fixed(let document)? = Self.documents(animation) else { return XCTFail("no fixed document") }
        XCTAssertEqual(document.lines, ["a", "b", "c", ""])
        XCTAssertEqual(document.justification, .left)
        XCTAssertEqual(document.tracking, 0)
        XCTAssertEqual(document.lineHeight, 24, "After Effects' default leading: 120% of the size")
        XCTAssertNil(document.fillColor)
        XCTAssertNil(document.boxSize)
        XCTAssertEqual(animation.warnings, [])
        // A family with a regular style is asked for by its family alone.
        XCTAssertEqual(LottieFont(name: "X", family: "Noto Serif", style: "Regular").systemName, "Noto Serif")
        XCTAssertEqual(LottieFont(name: "X-Y", family: "", style: "").systemName, "X-Y")
    }

    func testAnimatorsAndPathsAreNamedOnce() throws {
        let animation = try Self.decode(
            #"[{"t": 0, "s": \#(Self.document("a"))}]"#, extra: #", "a": [{"s": {}}], "p": {"m": 1}"#)
        XCTAssertEqual(
            animation.warnings, ["unsupported: text animators (ignored)", "unsupported: text on a path (ignored)"])
    }

    func testBadDocumentsNameTheirPath() {
        func error(_ keyframes: String) -> String? {
            do {
                _ = try Self.decode(keyframes)
                return nil
            } catch {
                return "\(error)"
            }
        }
        let path = "layers[0].t.d.k[0].s"
        XCTAssertEqual(error(#"[{"t": 0, "s": {"t": "a", "s": 20}}]"#), "\(path): missing required key 'f'")
        XCTAssertEqual(
            error(#"[{"t": 0, "s": {"t": 1, "f": "F", "s": 20}}]"#), "\(path).t: expected a string, got a number")
        XCTAssertEqual(
            error(#"[{"t": 0, "s": \#(Self.document("a", #""j": 9"#))}]"#),
            "\(path).j: expected a justification from 0 to 6, got 9")
        XCTAssertEqual(
            error(#"[{"t": 0, "s": {"t": "a", "f": "F", "s": 0}}]"#), "\(path).s: expected a font size above 0, got 0.0"
        )
        XCTAssertEqual(
            error(#"[{"t": 0, "s": \#(Self.document("a", #""sz": [1, 2, 3]"#))}]"#),
            "\(path).sz: expected 2 numbers, got an array of 3")
        XCTAssertEqual(
            error(#"[{"t": 0, "s": \#(Self.document("a", #""fc": "red""#))}]"#),
            "\(path).fc: expected 3 or 4 numbers, got a string")
        XCTAssertEqual(
            error(#"[{"t": 0, "s": \#(Self.document("a", #""sw": -1"#))}]"#),
            "\(path).sw: expected a width at least 0, got -1.0")
        XCTAssertEqual(
            error(#"[{"t": 0, "s": \#(Self.document("a"))}, {"t": 5, "s": \#(Self.document("b", #""ps": []"#))}]"#),
            "layers[0].t.d.k[1].s.ps: expected 1 to 3 numbers, got an array of 0")
        do {
            _ = try LottieTestFiles.decode(
                LottieTestFiles.composition(layers: #"[{"ty": 5, "ip": 0, "op": 1, "t": {}}]"#))
            XCTFail("a text without documents decoded")
        } catch {
            XCTAssertEqual("\(error)", "layers[0].t: missing required key 'd'")
        }
        do {
            _ = try LottieTestFiles.decode(LottieTestFiles.composition(layers: #"[{"ty": 5, "ip": 0, "op": 1}]"#))
            XCTFail("a text layer without text decoded")
        } catch {
            XCTAssertEqual("\(error)", "layers[0]: missing required key 't'")
        }
        do {
            _ = try LottieTestFiles.decode(
                Self.composition(#"[{"t": 0, "s": \#(Self.document("a"))}]"#, fonts: #"{"list": [{"fFamily": "A"}]}"#))
            XCTFail("a font without a name decoded")
        } catch {
            XCTAssertEqual("\(error)", "fonts.list[0]: missing required key 'fName'")
        }
    }

    /// The font of the first text layer `fonts` (a `fonts` JSON object) give a document in `TestSans-Bold`.
    static func builtFont(_ fonts: String) throws -> CTFont {
        let keyframes = #"[{"t": 0, "s": \#(Self.document("a", #""fc": [0, 0, 0]"#))}]"#
        let animation = try LottieTestFiles.decode(Self.composition(keyframes, fonts: fonts))
        let text = try XCTUnwrap(Files.layers(animation).compactMap { $0 as? CATextLayer }.first)
        let attributed = try XCTUnwrap(text.string as? NSAttributedString)
        return try XCTUnwrap(
            attributed.attributes(at: 0, effectiveRange: nil)[.init(kCTFontAttributeName as String)] as? CTFont)
    }

    /// As Core Text sets a name it cannot find: in Helvetica, regular, which fontconfig draws in
    /// Nimbus Sans (fonts-urw-base35), not in its default sans-serif's bold.
    func testAFamilyTheSystemLacksIsSetInHelveticaRegular() throws {
        let font = try Self.builtFont(
            #"{"list": [{"fName": "TestSans-Bold", "fFamily": "No Such Family", "fStyle": "Bold"}]}"#)
        XCTAssertEqual(font.name, "Helvetica")
        XCTAssertEqual(CTFontCopyFamilyName(font), "Nimbus Sans", "Helvetica's metric twin")
        XCTAssertEqual(
            CTFontCopyFamilyName(CTFontCreateWithName("DejaVu Sans Bold" as CFString, 12, nil)), "DejaVu Sans")
    }

    /// A family fontconfig substitutes by a metric twin is there: its style is kept.
    func testAFamilyFontconfigSubstitutesKeepsItsStyle() throws {
        let font = try Self.builtFont(#"{"list": [{"fName": "TestSans-Bold", "fFamily": "Arial", "fStyle": "Bold"}]}"#)
        XCTAssertEqual(font.name, "Arial Bold")
        XCTAssertEqual(CTFontCopyFamilyName(font), "Liberation Sans", "Arial's metric twin (fonts-liberation2)")
    }

    // MARK: The built tree

    func testPointTextBecomesOneTextLayerPerLineOnItsBaseline() throws {
        let fields = #""fc": [0, 0, 1], "tr": 100, "lh": 40, "ls": 3, "j": 1"#
        let animation = try Self.decode(#"[{"t": 0, "s": \#(Self.document(#"Top\r\rLast"#, fields))}]"#)
        let texts = Files.layers(animation).compactMap { $0 as? CATextLayer }
        XCTAssertEqual(texts.count, 2, "the empty line draws nothing but keeps its pitch")
        let font = CTFontCreateWithName("DejaVu Sans Bold" as CFString, 20, nil)
        let ascent = CTFontGetAscent(font)
        for (text, (string, line)) in zip(texts, [("Top", 0.0), ("Last", 2.0)]) {
            let attributed = try XCTUnwrap(text.string as? NSAttributedString)
            XCTAssertEqual(attributed.string, string)
            let attributes = attributed.attributes(at: 0, effectiveRange: nil)
            let runFont = try XCTUnwrap(attributes[.init(kCTFontAttributeName as String)] as? CTFont)
            XCTAssertEqual(runFont.name, "DejaVu Sans Bold", "the font list's family and style")
            XCTAssertEqual(runFont.size, 20)
            XCTAssertEqual(attributes[.init(kCTKernAttributeName as String)] as? CGFloat, 2, "100/1000 em of 20 points")
            XCTAssertEqual(
                (attributes[.init(kCTForegroundColorAttributeName as String)] as! CGColor).blue, 1)
            XCTAssertEqual(text.alignmentMode, .right)
            // The baseline of each line lies on the anchor: right-justified lines end there.
            XCTAssertEqual(text.anchorPoint.x, 1)
            XCTAssertEqual(text.anchorPoint.y * text.bounds.height, ascent, accuracy: 1e-9)
            XCTAssertEqual(text.position, CGPoint(x: 0, y: line * 40 - 3))
        }
    }

    func testBoxTextWrapsInItsBoxBelowThePosition() throws {
        let fields = #""fc": [0, 0, 0], "ps": [10, 20], "sz": [80, 50], "j": 2"#
        let animation = try Self.decode(#"[{"t": 0, "s": \#(Self.document(#"One two\rthree"#, fields))}]"#)
        let text = try XCTUnwrap(Files.layers(animation).compactMap { $0 as? CATextLayer }.first)
        XCTAssertEqual((text.string as? NSAttributedString)?.string, "One two\nthree")
        XCTAssertTrue(text.isWrapped)
        XCTAssertEqual(text.alignmentMode, .center)
        XCTAssertEqual(text.bounds.width, 80)
        let font = CTFontCreateWithName("DejaVu Sans Bold" as CFString, 20, nil)
        let above = CTFontGetAscent(font) - CTFontGetCapHeight(font)
        // The capitals' top is at the box's top.
        XCTAssertEqual(text.position, CGPoint(x: 10, y: 20))
        XCTAssertEqual(text.anchorPoint.y * text.bounds.height, above, accuracy: 1e-9)
        XCTAssertEqual(text.bounds.height, 50 + above + CTFontGetDescent(font), accuracy: 1e-9)
    }

    func testChangingDocumentsTakeTurnsByDiscreteVisibility() throws {
        let keyframes =
            #"[{"t": 0, "s": \#(Self.document("A", #""fc": [0, 0, 0]"#))}, {"t": 10, "s": \#(Self.document("B", #""fc": [0, 0, 0]"#))}]"#
        let animation = try Self.decode(keyframes)
        let player = LottieAnimationLayer(animation: animation)
        let texts = Files.layers(animation).compactMap { $0 as? CATextLayer }
        XCTAssertEqual(texts.map { ($0.string as? NSAttributedString)?.string }, ["A", "B"])
        let containers = texts.map { $0.superlayer! }
        for container in containers {
            let hidden = try XCTUnwrap(container.animation(forKey: "hidden") as? CAKeyframeAnimation)
            XCTAssertEqual(hidden.calculationMode, .discrete)
        }
        _ = player
        func shown(atFrame frame: Double) -> [String] {
            let player = LottieAnimationLayer(animation: animation)
            player.currentFrame = frame
            let presented = player.presentation(at: 0)!
            func walk(_ layer: CALayer, _ hidden: Bool) -> [String] {
                let hidden = hidden || layer.isHidden
                let own = (layer as? CATextLayer).flatMap { hidden ? nil : ($0.string as? NSAttributedString)?.string }
                return (own.map { [$0] } ?? []) + (layer.sublayers ?? []).flatMap { walk($0, hidden) }
            }
            return walk(presented, false)
        }
        XCTAssertEqual(shown(atFrame: 0), ["A"])
        XCTAssertEqual(shown(atFrame: 9.5), ["A"])
        // Just after its key: on frame 10 itself, lottie-ios's 32-bit key time (10/41) still shows A.
        XCTAssertEqual(shown(atFrame: 10.01), ["B"])
        XCTAssertEqual(shown(atFrame: 30), ["B"])
    }

    func testFontMetricsScaleWithTheSize() {
        let small = CTFontCreateWithName("DejaVu Sans" as CFString, 10, nil)
        let large = CTFontCreateWithName("DejaVu Sans" as CFString, 100, nil)
        // DejaVu Sans: ascender 1901 and descender 483 of 2048 units, capitals 1493 units high.
        XCTAssertEqual(CTFontGetAscent(large), 100 * 1901 / 2048, accuracy: 0.5)
        XCTAssertEqual(CTFontGetDescent(large), 100 * 483 / 2048, accuracy: 0.5)
        XCTAssertEqual(CTFontGetCapHeight(large), 100 * 1493 / 2048, accuracy: 0.5)
        XCTAssertEqual(CTFontGetAscent(large), CTFontGetAscent(small) * 10, accuracy: 1e-6)
        XCTAssertGreaterThanOrEqual(CTFontGetLeading(large), 0)
    }

    // MARK: Pixels

    /// A text layer at (`x`, `y`) in the 100×100 composition.
    static func placed(_ keyframes: String, x: Double, y: Double, fonts: String = defaultFonts) -> String {
        let layer =
            #"{"ty": 5, "ind": 1, "ip": 0, "op": 40, "ks": {"p": {"a": 0, "k": [\#(x), \#(y)]}}, "t": {"d": {"k": \#(keyframes)}}}"#
        return LottieTestFiles.composition(layers: "[\(layer)]").dropLast() + #", "fonts": \#(fonts)}"#
    }

    /// Text in a missing family is drawn as Helvetica's twin draws it, glyph for glyph, and
    /// narrower than the default sans-serif would set it (m: 0.833 em in Helvetica, 0.974 in DejaVu).
    func testAFamilyTheSystemLacksIsDrawnInHelvetica() throws {
        func render(family: String, style: String) throws -> RGBAImage {
            let fonts = #"{"list": [{"fName": "TestSans-Bold", "fFamily": "\#(family)", "fStyle": "\#(style)"}]}"#
            let keyframes = #"[{"t": 0, "s": \#(Self.document("mmmm", #""fc": [0, 0, 0]"#))}]"#
            return try Files.render(try LottieTestFiles.decode(Self.placed(keyframes, x: 5, y: 50, fonts: fonts)))
        }
        let missing = try render(family: "No Such Family", style: "Bold")
        let twin = try render(family: "Nimbus Sans", style: "Regular")
        XCTAssertEqual(missing.bytes, twin.bytes, "drawn in Nimbus Sans Regular")
        let width = try XCTUnwrap(Self.inkBox(missing)).width
        XCTAssertEqual(width, 4 * 20 * 0.833 - 2 * 1.2, accuracy: 2.5, "four m's, less their side bearings")
        let dejaVu = try XCTUnwrap(Self.inkBox(try render(family: "DejaVu Sans", style: "Regular"))).width
        XCTAssertGreaterThan(dejaVu - width, 8)
    }

    /// The box, in points, of the pixels at least half covered.
    static func inkBox(_ image: RGBAImage) -> CGRect? {
        var (minX, minY, maxX, maxY) = (Int.max, Int.max, Int.min, Int.min)
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixel(x: x, y: y).a >= 128 {
                (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
            }
        }
        guard minX <= maxX else { return nil }
        return CGRect(
            x: Double(minX) / 2, y: Double(minY) / 2, width: Double(maxX - minX + 1) / 2,
            height: Double(maxY - minY + 1) / 2)
    }

    func testCapitalsSitOnTheBaselineInTheirColour() throws {
        let keyframes = #"[{"t": 0, "s": \#(Self.document("HH", #""fc": [0, 0.5, 1]"#))}]"#
        let image = try Files.render(try LottieTestFiles.decode(Self.placed(keyframes, x: 20, y: 60)))
        let box = try XCTUnwrap(Self.inkBox(image), "no text drawn")
        let font = CTFontCreateWithName("DejaVu Sans Bold" as CFString, 20, nil)
        // Capitals stand on the baseline (y 60) and reach the cap height; the line starts at x 20.
        XCTAssertEqual(box.maxY, 60, accuracy: 1)
        XCTAssertEqual(box.minY, 60 - CTFontGetCapHeight(font), accuracy: 1)
        XCTAssertEqual(box.minX, 21, accuracy: 1.5, "H's left side bearing")
        XCTAssertGreaterThan(box.width, 20)
        let middle = Files.color(image, box.minX + 1, box.midY)
        XCTAssertEqual(Int(middle.g), 128, accuracy: 3)
        XCTAssertEqual(Int(middle.b), 255, accuracy: 3)
        XCTAssertEqual(Int(middle.r), 0, accuracy: 3)
    }

    func testJustificationPlacesLinesOnTheAnchor() throws {
        func box(_ justification: Int) throws -> CGRect {
            let keyframes = #"[{"t": 0, "s": \#(Self.document("HH", #""fc": [0, 0, 0], "j": \#(justification)"#))}]"#
            return try XCTUnwrap(
                Self.inkBox(try Files.render(try LottieTestFiles.decode(Self.placed(keyframes, x: 50, y: 50)))))
        }
        let (left, right, center) = (try box(0), try box(1), try box(2))
        XCTAssertEqual(left.minX, 51, accuracy: 1.5)
        XCTAssertEqual(right.maxX, 49, accuracy: 1.5)
        XCTAssertEqual(center.midX, 50, accuracy: 1)
        XCTAssertEqual(left.width, right.width, accuracy: 0.5)
    }

    func testALongLineIsDrawnCoarserRatherThanLeftOut() throws {
        let line = String(repeating: "H", count: 400)
        let keyframes = #"[{"t": 0, "s": {"t": "\#(line)", "f": "TestSans-Bold", "s": 100, "fc": [0, 0, 0]}}]"#
        let animation = try LottieTestFiles.decode(Self.placed(keyframes, x: 0, y: 80))
        let text = try XCTUnwrap(Files.layers(animation).compactMap { $0 as? CATextLayer }.first)
        XCTAssertLessThan(text.contentsScale, 1)
        XCTAssertLessThanOrEqual(text.bounds.width * text.contentsScale, 32_767)
        let box = try XCTUnwrap(Self.inkBox(try Files.render(animation)), "the line is drawn")
        XCTAssertEqual(box.maxY, 80, accuracy: 1.5)
    }

    func testSecondLineIsOneLineHeightLower() throws {
        let keyframes = #"[{"t": 0, "s": \#(Self.document(#"H\rH"#, #""fc": [0, 0, 0], "lh": 35"#))}]"#
        let image = try Files.render(try LottieTestFiles.decode(Self.placed(keyframes, x: 10, y: 30)))
        let box = try XCTUnwrap(Self.inkBox(image))
        XCTAssertEqual(box.maxY, 65, accuracy: 1, "the second baseline, 35 points below the first")
        XCTAssertEqual(box.minY, 30 - 20 * 1493 / 2048, accuracy: 1)
    }
}
