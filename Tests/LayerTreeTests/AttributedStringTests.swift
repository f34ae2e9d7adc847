import Foundation
import XCTest

@testable import LayerTree

/// What `CATextLayer` reads from an `NSAttributedString`: runs of plain values over UTF-16 ranges, the
/// keys it draws, values of the wrong type and unknown keys ignored, Core Text's defaults elsewhere.
final class AttributedStringTests: AnimationTestCase {
    private func key(_ name: String) -> NSAttributedString.Key { NSAttributedString.Key(rawValue: name) }
    private let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)

    private func layer(_ string: Any) -> CATextLayer {
        let layer = CATextLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 200, height: 40)
        layer.string = string
        return layer
    }

    func testEachKeyBecomesARunOverItsUTF16Range() throws {
        let text = NSMutableAttributedString(string: "é😀 big red")
        text.addAttribute(
            key("NSFont"), value: CTFont(name: "DejaVu Sans Bold", size: 30), range: NSRange(location: 4, length: 3))
        text.addAttribute(key("CTForegroundColor"), value: red, range: NSRange(location: 8, length: 3))
        text.addAttribute(key("NSUnderline"), value: 1, range: NSRange(location: 8, length: 3))
        text.addAttribute(key("NSUnderlineColor"), value: CGColor.white, range: NSRange(location: 8, length: 3))
        text.addAttribute(key("NSKern"), value: 2.5, range: NSRange(location: 0, length: 1))
        let runs = try XCTUnwrap(layer(text).makeRenderTree().root?.text?.runs)
        XCTAssertEqual(
            runs,
            [
                RenderTextRun(range: 0..<1, kern: 2.5),
                RenderTextRun(range: 4..<7, font: "DejaVu Sans Bold", fontSize: 30),
                RenderTextRun(range: 8..<11, foregroundColor: red, underlineStyle: 1, underlineColor: .white),
            ])
    }

    func testFontValuesAndSizes() throws {
        func run(_ attributes: [NSAttributedString.Key: Any]) -> RenderTextRun? {
            layer(NSAttributedString(string: "x", attributes: attributes)).renderText?.runs.first
        }
        XCTAssertEqual(run([key("NSFont"): CGFont("DejaVu Serif")!])?.font, "DejaVu Serif")
        XCTAssertNil(run([key("NSFont"): CGFont("DejaVu Serif")!])?.fontSize, "a CGFont has no size")
        XCTAssertEqual(run([key("NSFont"): "DejaVu Sans Mono", key("LKFontSize"): 20])?.fontSize, 20)
        XCTAssertEqual(run([key("NSFont"): CTFont(name: "DejaVu Sans", size: 0)])?.fontSize, 12, "Core Text's default")
        XCTAssertEqual(run([key("NSColor"): red])?.foregroundColor, red, "UIKit's key takes a CGColor too")
        XCTAssertEqual(
            run([key("NSColor"): CGColor.white, key("CTForegroundColor"): red])?.foregroundColor, red,
            "Core Text's key first")
        XCTAssertEqual(run([key("NSKern"): NSNumber(value: 3)])?.kern, 3)
        XCTAssertEqual(run([key("NSKern"): Float(1.5)])?.kern, 1.5)
    }

    /// Core Text's stroke keys: a width in percent of the font size (any number type) and a colour.
    func testStrokeKeysBecomeTheRunsOutline() throws {
        func run(_ attributes: [NSAttributedString.Key: Any]) -> RenderTextRun? {
            layer(NSAttributedString(string: "x", attributes: attributes)).renderText?.runs.first
        }
        let outlined = run([key("NSStrokeWidth"): 3, key("NSStrokeColor"): red])
        XCTAssertEqual(outlined, RenderTextRun(range: 0..<1, strokeWidth: 3, strokeColor: red))
        XCTAssertEqual(run([key("NSStrokeWidth"): NSNumber(value: -2.5)])?.strokeWidth, -2.5, "stroke over the fill")
        XCTAssertNil(run([key("NSStrokeWidth"): Double.infinity]), "not a width")
        XCTAssertNil(run([key("NSStrokeWidth"): "3", key("NSStrokeColor"): 1]), "values of other types")
    }

    /// Unknown keys, and known keys with values of another type, are ignored without a crash.
    func testUnknownKeysAndWrongTypesAreIgnored() throws {
        let text = NSAttributedString(
            string: "ignored",
            attributes: [
                key("NSFont"): 12, key("CTForegroundColor"): "red", key("NSColor"): 0xFF0000,
                key("NSUnderline"): "single",
                key("NSUnderlineColor"): 1, key("NSKern"): CGColor.white, key("LKFontSize"): -4,
                key("NSParagraphStyle"): "whatever", key("MyAppKey"): Date(),
            ])
        let textLayer = layer(text)
        let rendered = try XCTUnwrap(textLayer.renderText)
        XCTAssertEqual(rendered.runs, [], "nothing drawable")
        XCTAssertEqual(rendered.string, "ignored", "the characters still are")
        XCTAssertEqual(
            try XCTUnwrap(layer(NSAttributedString(string: "k", attributes: [key("NSKern"): Double.nan])).renderText)
                .runs, [])
    }

    /// CATextLayer.h: font, fontSize and foregroundColor are "only used when the string property is not an
    /// NSAttributedString"; Core Text draws what the string does not set in 12-point black.
    func testAttributedStringsUseCoreTextDefaultsNotTheLayersFont() throws {
        let textLayer = layer(NSAttributedString(string: "plain attributes"))
        textLayer.font = "DejaVu Serif"
        textLayer.fontSize = 30
        textLayer.foregroundColor = nil  // would draw nothing for a plain string
        let text = try XCTUnwrap(textLayer.renderText)
        XCTAssertEqual(text.fontSize, 12)
        XCTAssertEqual(text.foregroundColor, .black)
        XCTAssertNil(text.font)
        textLayer.string = "plain"
        XCTAssertNil(textLayer.renderText, "a plain string takes the layer's colour: none")
        textLayer.foregroundColor = .white
        XCTAssertEqual(textLayer.renderText?.fontSize, 30)
        XCTAssertEqual(textLayer.renderText?.runs, [])
    }

    /// The attributes travel with the characters: into presentation copies and `init(layer:)`; a new
    /// attributed string with the same characters is a change; a plain string set any way drops them.
    func testAttributesAreCopiedAndReplaced() throws {
        let textLayer = layer(NSAttributedString(string: "same", attributes: [key("CTForegroundColor"): red]))
        XCTAssertEqual(textLayer.presentation()?.renderText?.runs.first?.foregroundColor, red)
        XCTAssertEqual(CATextLayer(layer: textLayer).renderText?.runs.first?.foregroundColor, red)
        XCTAssertNotNil(CATextLayer(layer: textLayer).string as? NSAttributedString)
        _ = textLayer.makeRenderTree()
        textLayer.string = NSAttributedString(string: "same", attributes: [key("CTForegroundColor"): CGColor.white])
        XCTAssertEqual(
            textLayer.makeRenderTree().root?.text?.runs.first?.foregroundColor, .white,
            "same characters, new attributes: redrawn")
        textLayer.setValue("same", forKey: "string")
        XCTAssertEqual(textLayer.makeRenderTree().root?.text?.runs, [], "set through key-value coding: plain")
        XCTAssertEqual(textLayer.string as? String, "same")
    }
}
