import Foundation
import Lottie
import QuartzCore
import XCTest

/// Bad files give one line with the JSON path of the problem; unsupported features a warning.
final class DecodingErrorTests: XCTestCase {
    private func error(_ text: String) -> String? {
        do {
            _ = try LottieTestFiles.decode(text)
            return nil
        } catch {
            return "\(error)"
        }
    }

    func testAPositionKeyframeWithTheWrongCountNamesItsPath() {
        let position = #"{"a": 1, "k": [{"t": 0, "s": [1, 2]}, {"t": 5, "s": [3, 4]}, {"t": 9, "s": [5, 6, 7, 8]}]}"#
        let layer = #"{"ty": 3, "ip": 0, "op": 40, "ks": {"p": \#(position)}}"#
        let layers = "[\(layer)]"
        XCTAssertEqual(
            error(LottieTestFiles.composition(layers: layers)),
            "layers[0].ks.p.k[2].s: expected 1 to 3 numbers, got an array of 4")
    }

    func testMissingAndMistypedKeys() {
        XCTAssertEqual(error("[1]"), "$: expected an object, got an array")
        XCTAssertEqual(error("{"), "$: not valid JSON")
        XCTAssertEqual(
            error(#"{"v": "5", "fr": 30, "ip": 0, "op": 10, "w": 10, "layers": []}"#), "$: missing required key 'h'")
        XCTAssertEqual(
            error(LottieTestFiles.composition(layers: #"[{"ty": "4", "ip": 0, "op": 1}]"#)),
            "layers[0].ty: expected a number, got a string")
        XCTAssertEqual(
            error(
                LottieTestFiles.composition(
                    layers: #"[{"ty": 4, "ip": 0, "op": 1, "shapes": [{"ty": "fl", "c": {"k": "red"}}]}]"#)),
            "layers[0].shapes[0].c.k: expected 3 or 4 numbers, got a string")
        XCTAssertEqual(
            error(LottieTestFiles.composition(layers: ##"[{"ty": 1, "ip": 0, "op": 1, "sc": 12, "sw": 1, "sh": 1}]"##)),
            "layers[0].sc: expected a string, got a number")
        XCTAssertEqual(
            error(#"{"v": "5", "fr": 0, "ip": 0, "op": 10, "w": 10, "h": 10, "layers": []}"#),
            "fr: expected a frame rate above 0 and at most 1000, got 0.0")
    }

    /// A solid whose colour is not `#rrggbb` (rlottie's starts_transparent.json has `"sc": ""`)
    /// is drawn black, as lottie-ios draws it, with a warning naming it; the file plays.
    func testASolidsUnreadableColourIsDrawnBlackWithAWarning() throws {
        for text in ["", "#12345", "#12345g", "white"] {
            let solid = #"{"ty": 1, "ip": 0, "op": 1, "sc": "\#(text)", "sw": 1, "sh": 1}"#
            let animation = try LottieTestFiles.decode(LottieTestFiles.composition(layers: "[\(solid), \(solid)]"))
            XCTAssertEqual(
                animation.warnings,
                [
                    ##"layers[0].sc: expected a colour as "#rrggbb", got "\##(text)"; drawn black, as lottie-ios does"##,
                    ##"layers[1].sc: expected a colour as "#rrggbb", got "\##(text)"; drawn black, as lottie-ios does"##,
                ])
            guard case .solid(let color, _) = animation.layers[0].content else { return XCTFail("a solid") }
            XCTAssertEqual([color.red, color.green, color.blue, color.alpha], [0, 0, 0, 1], "\(text)")
        }
        let animation = try LottieTestFiles.decode(
            LottieTestFiles.composition(
                layers: ##"[{"ty": 1, "ip": 0, "op": 1, "sc": " #FF8000 ", "sw": 1, "sh": 1}]"##))
        XCTAssertEqual(animation.warnings, [])
        guard case .solid(let color, _) = animation.layers[0].content else { return XCTFail("a solid") }
        XCTAssertEqual([color.red, color.green, color.blue], [1, 128.0 / 255, 0])
    }

    func testABadMarkerNamesItsPath() {
        let marked = { (markers: String) in
            LottieTestFiles.composition(layers: "[]").replacingOccurrences(
                of: #""v": "5.7.0","#, with: #""v": "5.7.0", "markers": \#(markers),"#)
        }
        XCTAssertEqual(
            error(marked(#"[{"cm": "a", "tm": 0}, {"cm": "b", "tm": "10"}]"#)),
            "markers[1].tm: expected a number, got a string")
        XCTAssertEqual(error(marked(#"[{"tm": 4, "dr": 2}]"#)), "markers[0]: missing required key 'cm'")
        // A negative duration is kept, as lottie-ios keeps it (issue_1915's marker lasts -23 frames).
        XCTAssertNil(error(marked(#"[{"cm": "a", "tm": 4, "dr": -23}]"#)))
        XCTAssertEqual(error(marked(#"{"cm": "a"}"#)), "markers: expected an array, got an object")
        XCTAssertNil(error(marked(#"[{"cm": "a", "tm": 4}]"#)), "a marker without a duration lasts no frames")
    }

    /// A layer index or parent past ±2⁵³ (the Lottie fuzzer's finite extremes) is an error at its
    /// path; converting it to an Int trapped.
    func testAnIndexPastTheWholeNumbersNamesItsPath() {
        XCTAssertEqual(
            error(LottieTestFiles.composition(layers: #"[{"ty": 3, "ip": 0, "op": 1, "ind": 1e300}]"#)),
            "layers[0].ind: expected an integer, got 1e+300")
        XCTAssertEqual(
            error(
                LottieTestFiles.composition(
                    layers: #"[{"ty": 3, "ip": 0, "op": 1, "parent": -1.7976931348623157e308}]"#)),
            "layers[0].parent: expected an integer, got -1.7976931348623157e+308")
        XCTAssertNil(
            error(LottieTestFiles.composition(layers: #"[{"ty": 3, "ip": 0, "op": 1, "ind": 9007199254740992}]"#)))
    }

    func testKeyframesOutOfOrder() {
        let opacity = #"{"a": 1, "k": [{"t": 5, "s": [0]}, {"t": 2, "s": [100]}]}"#
        XCTAssertEqual(
            error(LottieTestFiles.composition(layers: "[\(LottieTestFiles.nullLayer(opacity: opacity))]")),
            "layers[0].ks.o.k[1].t: expected frames in increasing order, got 2.0 after 5.0")
    }

    func testUnsupportedFeaturesAreNamedOnceAndTheRestPlays() throws {
        let shapes = #"[{"ty": "tw"}, {"ty": "tw"}, {"ty": "zz"}]"#
        let layers =
            #"[{"ty": 4, "ip": 0, "op": 1, "shapes": \#(shapes), "ef": [{"ty": 25}, {"ty": 25}]}, {"ty": 6, "ip": 0, "op": 1}]"#
        let animation = try LottieTestFiles.decode(LottieTestFiles.composition(layers: layers))
        XCTAssertEqual(
            animation.warnings,
            [
                "unsupported: twist (ignored)", "unsupported: zig zag (ignored)",
                "unsupported: effect 'drop shadow' (ignored)", "unsupported: audio layers (ignored)",
            ])
        XCTAssertEqual(animation.layers.count, 2)
    }

    /// A 3D layer's orientation is named (lottie-ios does not play it); its turns about x and y are
    /// played, and named by nothing; an orientation of zero is not named either.
    func testA3DLayersOrientationIsNamed() throws {
        func warnings(_ transform: String) throws -> [String] {
            let layer = #"{"ty": 3, "ddd": 1, "ip": 0, "op": 1, "ks": {\#(transform)}}"#
            return try LottieTestFiles.decode(LottieTestFiles.composition(layers: "[\(layer)]")).warnings
        }
        XCTAssertEqual(
            try warnings(#""or": {"a": 0, "k": [0, 0, 45]}"#), ["unsupported: 3D orientation (or) (ignored)"])
        XCTAssertEqual(try warnings(#""rx": {"a": 0, "k": 30}"#), [])
        XCTAssertEqual(try warnings(#""ry": {"a": 1, "k": [{"t": 0, "s": [0]}, {"t": 1, "s": [90]}]}"#), [])
        let flat = #""rx": {"a": 0, "k": 0}, "ry": {"a": 0, "k": 0}, "or": {"a": 0, "k": [0, 0, 0]}"#
        XCTAssertEqual(try warnings(flat), [])
    }
}

/// Files that would build without bound are cut off, not followed.
final class LottieLimitTests: XCTestCase {
    func testPrecompositionsThatMultiplyStopAtTheLayerLimit() throws {
        // Each level holds the next twice: 2^40 layers if followed to the end.
        var assets: [String] = []
        for level in 0..<40 {
            let use = #"{"ty": 0, "refId": "p\#(level + 1)", "w": 10, "h": 10, "ip": 0, "op": 10, "ks": {}}"#
            assets.append(#"{"id": "p\#(level)", "layers": [\#(use), \#(use)]}"#)
        }
        let root = #"[{"ty": 0, "refId": "p0", "w": 10, "h": 10, "ip": 0, "op": 10, "ks": {}}]"#
        let animation = try LottieTestFiles.decode(
            LottieTestFiles.composition(layers: root, assets: "[\(assets.joined(separator: ","))]"))
        let player = LottieAnimationLayer(animation: animation)
        func count(_ layer: CALayer) -> Int { 1 + (layer.sublayers ?? []).reduce(0) { $0 + count($1) } }
        XCTAssertLessThan(count(player), 20_000 * 4)
    }

    func testAPrecompositionThatContainsItselfEnds() throws {
        let use = #"{"ty": 0, "refId": "loop", "w": 10, "h": 10, "ip": 0, "op": 10, "ks": {}}"#
        let animation = try LottieTestFiles.decode(
            LottieTestFiles.composition(layers: "[\(use)]", assets: #"[{"id": "loop", "layers": [\#(use)]}]"#))
        XCTAssertEqual(LottieAnimationLayer(animation: animation).sublayers?.count, 1)
    }
}
