import Foundation
import GLRender
import QuartzCore
import XCTest

@testable import Lottie

/// Text providers and text colour providers: a text layer's documents take the text a
/// `.text` provider gives the layer's keypath, and the fill colour of a `Color` after it (as
/// lottie-ios's snapshots configure issue_1722, issue_1949 and Text_Color).
final class TextProviderTests: XCTestCase {
    typealias Files = LottieShapeTestFiles

    /// A red 60×60 square layer "Card", and black 20-point text layers "Title" ("HH" with its
    /// baseline at (20, 40)) and "Caption" ("cc" at (20, 80)) in DejaVu Sans.
    private let document: String = {
        func text(_ name: String, _ index: Int, _ string: String, y: Int) -> String {
            #"""
            {"ty": 5, "nm": "\#(name)", "ind": \#(index), "ip": 0, "op": 40, "st": 0,
             "ks": {"p": {"a": 0, "k": [20, \#(y)]}},
             "t": {"d": {"k": [{"t": 0, "s": {"t": "\#(string)", "f": "Sans", "s": 20, "fc": [0, 0, 0]}}]}}}
            """#
        }
        let card = #"""
            {"ty": 4, "nm": "Card", "ind": 3, "ip": 0, "op": 40, "st": 0, "ks": {},
             "shapes": [{"ty": "gr", "nm": "Box", "it": [
               {"ty": "rc", "p": {"a": 0, "k": [70, 60]}, "s": {"a": 0, "k": [20, 20]}, "r": {"a": 0, "k": 0}},
               {"ty": "fl", "nm": "Fill 1", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}},
               {"ty": "tr", "p": {"a": 0, "k": [0, 0]}, "a": {"a": 0, "k": [0, 0]}}]}]}
            """#
        let layers = "[\(text("Title", 1, "HH", y: 40)), \(text("Caption", 2, "cc", y: 80)), \(card)]"
        let fonts = #"{"list": [{"fName": "Sans", "fFamily": "DejaVu Sans", "fStyle": "Regular"}]}"#
        return LottieTestFiles.composition(layers: layers).dropLast() + #", "fonts": \#(fonts)}"#
    }()

    private func decode(_ providers: [(keypath: String, value: LottieValueProvider)]) throws -> LottieAnimation {
        try LottieAnimation(data: Data(document.utf8), valueProviders: providers)
    }

    /// The text layers' strings and fill colours, bottom to top: the caption's, then the title's.
    private func texts(_ animation: LottieAnimation) throws -> [(string: String, color: CGColor?)] {
        try Files.layers(animation).compactMap { $0 as? CATextLayer }.map { layer in
            let attributed = try XCTUnwrap(layer.string as? NSAttributedString)
            let color = attributed.attributes(at: 0, effectiveRange: nil)[
                .init(kCTForegroundColorAttributeName as String)]
            return (attributed.string, color.map { $0 as! CGColor })
        }
    }

    func testTextProviderReplacesTheTextOfTheLayerItNames() throws {
        let strings = try texts(decode([("Title", .text("Hello"))])).map(\.string)
        XCTAssertEqual(strings, ["cc", "Hello"])
        XCTAssertEqual(try texts(decode([("**.Caption", .text("Bye"))])).map(\.string), ["Bye", "HH"])
    }

    /// lottie-ios's HardcodedTextProvider: every text layer, and nothing else, changes.
    func testTextProviderForEveryLayerLeavesOtherPropertiesAlone() throws {
        let animation = try decode([("**", .text("Bounce"))])
        XCTAssertEqual(try texts(animation).map(\.string), ["Bounce", "Bounce"])
        let image = try Files.render(animation)
        let square = Files.color(image, 70, 60)
        XCTAssertEqual([square.r, square.g, square.b, square.a], [255, 0, 0, 255], "the square is as it was")
        // "Bounce" reaches past "HH": ink well right of x 50 on the title's line.
        let ink = (100..<180).filter { image.pixel(x: $0, y: 2 * 35).a > 128 }
        XCTAssertFalse(ink.isEmpty, "the title's new text is drawn")
    }

    func testColorProviderRecolorsTheTextItNames() throws {
        let red = LottieColor(red: 1, green: 0, blue: 0)
        let animation = try decode([("**.Title.Color", .color(red))])
        let colors = try texts(animation).map(\.color)
        XCTAssertEqual(
            colors, [CGColor(red: 0, green: 0, blue: 0, alpha: 1), CGColor(red: 1, green: 0, blue: 0, alpha: 1)])
        let image = try Files.render(animation)
        // Inside the first H's left stem, and the caption's black ink.
        let stem = (40..<60).map { image.pixel(x: $0, y: 2 * 33) }.max { $0.a < $1.a }!
        XCTAssertEqual([stem.r, stem.g, stem.b, stem.a], [255, 0, 0, 255])
        let caption = (40..<80).map { image.pixel(x: $0, y: 2 * 76) }.max { $0.a < $1.a }!
        XCTAssertEqual([caption.r, caption.g, caption.b, caption.a], [0, 0, 0, 255])
    }

    /// lottie-ios's `Stroke Color` of a text layer recolours its documents' stroke, not its fill.
    func testStrokeColorProviderRecolorsTheOutline() throws {
        let stroked = document.replacingOccurrences(
            of: #""t": "HH", "f": "Sans", "s": 20, "fc": [0, 0, 0]"#,
            with: #""t": "HH", "f": "Sans", "s": 20, "fc": [0, 0, 0], "sc": [1, 1, 1], "sw": 5"#)
        XCTAssertNotEqual(stroked, document)
        let animation = try LottieAnimation(
            data: Data(stroked.utf8),
            valueProviders: [("Title.Stroke Color", .color(LottieColor(red: 0, green: 1, blue: 0)))])
        let title = try Files.layers(animation).compactMap { $0 as? CATextLayer }.compactMap {
            try XCTUnwrap($0.string as? NSAttributedString).attributes(at: 0, effectiveRange: nil)
        }
        let strokes = title.compactMap { $0[.init(kCTStrokeColorAttributeName as String)] }
        XCTAssertEqual(strokes.map { $0 as? CGColor }, [CGColor(red: 0, green: 1, blue: 0, alpha: 1)])
        let fills = title.compactMap { $0[.init(kCTForegroundColorAttributeName as String)] as? CGColor }
        XCTAssertEqual(fills, [.black, .black], "the caption's and the title's fill as they were")
    }

    /// A keyframed colour gives its first colour: text does not animate its colour here, as in
    /// lottie-ios's Core Animation engine.
    func testKeyframedColorProviderGivesItsFirstColor() throws {
        let blue = LottieColor(red: 0, green: 0, blue: 1)
        let animation = try decode([
            ("Caption.Color", .colorKeyframes([(0, blue), (20, LottieColor(red: 1, green: 1, blue: 1))]))
        ])
        XCTAssertEqual(try texts(animation).map(\.color)[0], CGColor(red: 0, green: 0, blue: 1, alpha: 1))
    }

    /// lottie-ios's `textProvider` on a player: a `DictionaryTextProvider` gives the text for the
    /// layer's whole keypath or its last name; others keep the file's own text.
    func testATextProviderOnAPlayerReplacesTheTextsItKnows() throws {
        let player = LottieAnimationLayer(animation: try decode([]))
        func strings() throws -> [String] {
            func walk(_ layer: CALayer) -> [CALayer] { [layer] + (layer.sublayers ?? []).flatMap(walk) }
            return try walk(player).compactMap { $0 as? CATextLayer }.map {
                try XCTUnwrap($0.string as? NSAttributedString).string
            }
        }
        XCTAssertEqual(try strings(), ["cc", "HH"])
        player.play(fromProgress: 0, toProgress: 1, loopMode: .loop)
        player.textProvider = DictionaryTextProvider(["Title": "Hola", "Nothing": "x"])
        XCTAssertEqual(try strings(), ["cc", "Hola"])
        XCTAssertTrue(player.isPlaying, "the play goes on")

        final class Shouting: AnimationKeypathTextProvider {
            var asked: [String] = []
            func text(for keypath: AnimationKeypath, sourceText: String) -> String? {
                asked.append(keypath.string)
                return keypath.keys.last == "Caption" ? sourceText.uppercased() : nil
            }
        }
        let shouting = Shouting()
        player.textProvider = shouting
        XCTAssertEqual(try strings(), ["CC", "HH"])
        XCTAssertEqual(Set(shouting.asked), ["Title", "Caption"])
        player.textProvider = DefaultTextProvider()
        XCTAssertEqual(try strings(), ["cc", "HH"])
    }
}
