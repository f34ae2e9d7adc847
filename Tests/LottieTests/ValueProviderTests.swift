import Foundation
import GLRender
import QuartzCore
import XCTest

@testable import Lottie

/// Value providers: properties replaced wherever a keypath of layer, group, item and property
/// names matches, before the layer tree is built (as lottie-ios's snapshot tests configure
/// some samples).
final class ValueProviderTests: XCTestCase {
    typealias Files = LottieShapeTestFiles

    /// A layer "Card" holding the group "Box" of a red 60×60 square filled by "Fill 1" and
    /// stroked black by "Stroke 1", 4 points wide, and a precomposition layer "Frame" that shows
    /// "Card" again.
    private let document = LottieTestFiles.composition(
        layers: #"""
            [{"ty": 4, "nm": "Card", "ind": 1, "ip": 0, "op": 40, "st": 0, "ks": {},
              "shapes": [{"ty": "gr", "nm": "Box", "it": [
                {"ty": "rc", "p": {"a": 0, "k": [50, 50]}, "s": {"a": 0, "k": [60, 60]}, "r": {"a": 0, "k": 0}},
                {"ty": "fl", "nm": "Fill 1", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}},
                {"ty": "st", "nm": "Stroke 1", "c": {"a": 0, "k": [0, 0, 0, 1]}, "o": {"a": 0, "k": 100},
                 "w": {"a": 0, "k": 4}},
                {"ty": "tr", "nm": "Transform", "p": {"a": 0, "k": [0, 0]}, "a": {"a": 0, "k": [0, 0]}}]}]}]
            """#)

    private func decode(_ providers: [(keypath: String, value: LottieValueProvider)]) throws -> LottieAnimation {
        try LottieAnimation(data: Data(document.utf8), valueProviders: providers)
    }

    private func shapeLayers(_ animation: LottieAnimation) -> [CAShapeLayer] {
        Files.layers(animation).compactMap { $0 as? CAShapeLayer }
    }

    func testKeypathsMatchNamesAndWildcards() {
        func matches(_ pattern: String, _ keys: [String]) -> Bool {
            LottieKeypathOverrides.matches(pattern.split(separator: ".").map(String.init)[...], keys[...])
        }
        let keys = ["Card", "Box", "Fill 1", "Color"]
        XCTAssertTrue(matches("Card.Box.Fill 1.Color", keys))
        XCTAssertTrue(matches("**.Color", keys))
        XCTAssertTrue(matches("**.Fill 1.**.Color", keys))
        XCTAssertTrue(matches("Card.*.Fill 1.Color", keys))
        XCTAssertTrue(matches("**.Card.**.Color", keys))
        XCTAssertFalse(matches("Card.Fill 1.Color", keys))
        XCTAssertFalse(matches("**.Stroke 1.Color", keys))
        XCTAssertFalse(matches("Card.Box.Fill 1", keys))
        XCTAssertFalse(matches("*.Color", keys))
    }

    func testColorProviderRecolorsOnlyTheItemItNames() throws {
        let animation = try decode([("**.Fill 1.Color", .color(LottieColor(red: 0, green: 0, blue: 1)))])
        let image = try Files.render(animation)
        let inside = Files.color(image, 50, 50)
        XCTAssertEqual([inside.r, inside.g, inside.b, inside.a], [0, 0, 255, 255])
        // The stroke's outer half (the fill, listed first, lies above its inner half) stays black.
        let edge = Files.color(image, 19, 50)
        XCTAssertEqual([edge.r, edge.g, edge.b, edge.a], [0, 0, 0, 255])
    }

    func testStrokeWidthAndLayerTransformProviders() throws {
        let animation = try decode([
            ("**.Stroke Width", .number(10)), ("Card.Transform.Opacity", .number(50)),
            ("Card.Transform.Position", .point(CGPoint(x: 10, y: 0))),
        ])
        XCTAssertEqual(shapeLayers(animation).map(\.lineWidth).max(), 10)
        let image = try Files.render(animation)
        // Moved 10 points right: the square's middle is at x = 60, its left stroke at x = 30.
        XCTAssertEqual(Int(Files.color(image, 60, 50).a), 128, accuracy: 3)
        XCTAssertEqual(Files.color(image, 15, 50).a, 0)
        XCTAssertEqual(Int(Files.color(image, 27, 50).a), 128, accuracy: 3)
    }

    func testKeyframedColorProviderAnimatesLinearly() throws {
        let black = LottieColor(red: 0, green: 0, blue: 0)
        let white = LottieColor(red: 1, green: 1, blue: 1)
        let animation = try decode([("Card.Box.Fill 1.Color", .colorKeyframes([(0, black), (20, white)]))])
        let middle = Files.color(try Files.render(animation, frame: 10), 50, 50)
        XCTAssertEqual(Int(middle.r), 128, accuracy: 3)
        XCTAssertEqual(Int(middle.g), 128, accuracy: 3)
    }

    /// lottie-ios's issue_2150 recolours solid layers with "**.Color".
    func testColorProviderRecolorsSolidLayers() throws {
        let solid = LottieTestFiles.composition(
            layers:
                ##"[{"ty": 1, "nm": "Back", "ip": 0, "op": 40, "st": 0, "ks": {}, "sc": "#111111", "sw": 100, "sh": 100}]"##
        )
        let animation = try LottieAnimation(
            data: Data(solid.utf8), valueProviders: [("**.Color", .color(LottieColor(red: 1, green: 0, blue: 0)))])
        let pixel = Files.color(try Files.render(animation), 50, 50)
        XCTAssertEqual([pixel.r, pixel.g, pixel.b, pixel.a], [255, 0, 0, 255])
    }

    func testNoProviderLeavesTheFileAsItIs() throws {
        let animation = try decode([("Other.**.Color", .color(LottieColor(red: 0, green: 0, blue: 1)))])
        let inside = Files.color(try Files.render(animation), 50, 50)
        XCTAssertEqual([inside.r, inside.g, inside.b], [255, 0, 0])
    }
}
