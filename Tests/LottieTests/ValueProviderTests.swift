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

    /// A layer "Card" of a 100×100 square painted by "Gradient Fill 1" from x = 0 to 100, whose
    /// own alpha stops are `alphas` (location and alpha pairs).
    private func gradientDocument(alphas: String) -> String {
        LottieTestFiles.composition(
            layers: #"""
                [{"ty": 4, "nm": "Card", "ind": 1, "ip": 0, "op": 40, "st": 0, "ks": {},
                  "shapes": [{"ty": "gr", "nm": "Box", "it": [
                    {"ty": "rc", "p": {"a": 0, "k": [50, 50]}, "s": {"a": 0, "k": [100, 100]}, "r": {"a": 0, "k": 0}},
                    {"ty": "gf", "nm": "Gradient Fill 1", "o": {"a": 0, "k": 100}, "r": 1, "t": 1,
                     "g": {"p": 2, "k": {"a": 0, "k": [0, 1, 0, 0, 1, 0, 0, 1\#(alphas)]}},
                     "s": {"a": 0, "k": [0, 50]}, "e": {"a": 0, "k": [100, 50]}},
                    {"ty": "tr", "nm": "Transform", "p": {"a": 0, "k": [0, 0]}, "a": {"a": 0, "k": [0, 0]}}]}]}]
                """#)
    }

    /// lottie-ios's Core Animation engine gives a gradient provider's colours, alpha included, to
    /// the colour layer and to the alpha mask it adds where the file's own stops are translucent:
    /// there the provider's alpha shows squared (iOS's snapshot of issue_1854), elsewhere once.
    func testGradientProviderAlphaShowsSquaredWhereTheFilesStopsAreTranslucent() throws {
        let white = { (alpha: Double) in LottieColor(red: 1, green: 1, blue: 1, alpha: alpha) }
        let ramp: [(keypath: String, value: LottieValueProvider)] = [
            ("**.Colors", .gradient(colors: [white(0), white(1)], locations: [0, 1]))
        ]
        for (alphas, squared) in [(", 0, 1, 1, 0.5", true), (", 0, 1, 1, 1", false), ("", false)] {
            let document = gradientDocument(alphas: alphas)
            let image = try Files.render(try LottieAnimation(data: Data(document.utf8), valueProviders: ramp))
            for x in [25.0, 50, 75] {
                let pixel = Files.color(image, x, 50)
                let alpha = x / 100
                let expected = 255 * (squared ? alpha * alpha : alpha)
                XCTAssertEqual(Double(pixel.a), expected, accuracy: 4, "alphas [\(alphas)] at x \(x)")
                XCTAssertGreaterThan(min(pixel.r, pixel.g, pixel.b), 235, "white, alphas [\(alphas)] at x \(x)")
            }
        }
    }

    /// lottie-ios's call on a player: the layers are built again with the value, a play goes
    /// on, and a later provider for the same property wins.
    func testSetValueProviderOnAPlayerRecolorsItWhilePlaying() throws {
        let player = LottieAnimationLayer(animation: try decode([]))
        func fills() -> [CGColor?] {
            func walk(_ layer: CALayer) -> [CALayer] { [layer] + (layer.sublayers ?? []).flatMap(walk) }
            return walk(player).compactMap { ($0 as? CAShapeLayer)?.fillColor }
        }
        XCTAssertEqual(fills().compactMap { $0?.components }, [[1, 0, 0, 1]])
        player.play(fromProgress: 0, toProgress: 1, loopMode: .loop)
        player.setValueProvider(
            ColorValueProvider(LottieColor(r: 0, g: 0, b: 255, a: 255, denominator: 255)),
            keypath: AnimationKeypath(keypath: "**.Fill 1.Color"))
        XCTAssertTrue(player.isPlaying)
        XCTAssertEqual(fills().compactMap { $0?.components }, [[0, 0, 1, 1]])
        player.setValueProvider(
            ColorValueProvider(LottieColor(red: 0, green: 1, blue: 0)),
            keypath: AnimationKeypath(keys: ["**", "Color"]))
        // The stroke has no fill colour; its stroke turns green too, with the fill.
        XCTAssertEqual(fills().compactMap { $0?.components }, [[0, 1, 0, 1]])
        player.setValueProvider(FloatValueProvider(50), keypath: AnimationKeypath(keypath: "Card.Transform.Opacity"))
        let card = try XCTUnwrap(player.sublayers?[0].sublayers?[0].sublayers?[0])
        XCTAssertEqual(card.opacity, 0.5, accuracy: 1e-6)
        XCTAssertEqual(
            GradientValueProvider([LottieColor(red: 1, green: 0, blue: 0), LottieColor(red: 0, green: 0, blue: 1)])
                .locations, [0, 1])
    }

    /// lottie-ios's `allHierarchyKeypaths()`: every keypath a provider can name, in file order,
    /// and each one of them works in `setValueProvider`.
    func testAllHierarchyKeypathsListsWhatProvidersCanName() throws {
        let player = LottieAnimationLayer(animation: try decode([]))
        let transform = ["Anchor Point", "Position", "Scale", "Rotation", "Opacity"]
        XCTAssertEqual(
            player.allHierarchyKeypaths(),
            transform.map { "Card.Transform.\($0)" }
                + ["Card.Box.Fill 1.Color", "Card.Box.Fill 1.Opacity"]
                + ["Card.Box.Stroke 1.Color", "Card.Box.Stroke 1.Opacity", "Card.Box.Stroke 1.Stroke Width"]
                + transform.map { "Card.Box.Transform.\($0)" })
        XCTAssertEqual(LottieAnimationLayer().allHierarchyKeypaths(), [])
    }

    /// lottie-ios's keyframe providers: values at frames, eased linearly or held, on a player;
    /// and `removeValueProvider(for:)` gives the file's values back.
    func testKeyframeProvidersAnimateAndRemovingOneRestoresTheFile() throws {
        let player = LottieAnimationLayer(animation: try decode([]))
        func card(atFrame frame: Double) throws -> CALayer {
            player.currentFrame = frame
            return try XCTUnwrap(player.presentation(at: 0)?.sublayers?[0].sublayers?[0].sublayers?[0])
        }
        player.setValueProvider(
            FloatValueProvider([Keyframe(value: 0, time: 0), Keyframe(value: 100, time: 20)]),
            keypath: AnimationKeypath(keypath: "Card.Transform.Opacity"))
        XCTAssertEqual(try card(atFrame: 5).opacity, 0.25, accuracy: 1e-4)
        XCTAssertEqual(try card(atFrame: 30).opacity, 1, accuracy: 1e-4)
        player.setValueProvider(
            PointValueProvider([
                Keyframe(value: CGPoint(x: 10, y: 10), time: 0, isHold: true),
                Keyframe(value: CGPoint(x: 30, y: 40), time: 10),
            ]),
            keypath: AnimationKeypath(keypath: "Card.Transform.Position"))
        XCTAssertEqual(try card(atFrame: 9).position, CGPoint(x: 10, y: 10), "held until frame 10")
        XCTAssertEqual(try card(atFrame: 10.5).position, CGPoint(x: 30, y: 40))
        player.setValueProvider(
            SizeValueProvider(CGSize(width: 50, height: 200)),
            keypath: AnimationKeypath(keypath: "Card.Transform.Scale"))
        let scaled = try XCTUnwrap(try card(atFrame: 0).sublayers?.first)
        XCTAssertEqual(scaled.transform.m11, 0.5, accuracy: 1e-9)
        XCTAssertEqual(scaled.transform.m22, 2, accuracy: 1e-9)

        // Set again for the same keypath, a provider replaces the one before rather than piling up.
        for percent in stride(from: 0, through: 100, by: 10) {
            player.setValueProvider(
                FloatValueProvider(CGFloat(percent)), keypath: AnimationKeypath(keypath: "Card.Transform.Opacity"))
        }
        XCTAssertEqual(try card(atFrame: 5).opacity, 1, accuracy: 1e-4)
        XCTAssertEqual(player.valueProviders.filter { $0.keypath == "Card.Transform.Opacity" }.count, 1)
        player.removeValueProvider(for: AnimationKeypath(keypath: "**.Opacity"))
        XCTAssertEqual(try card(atFrame: 5).opacity, 1, accuracy: 1e-4, "the file's opacity again")
        XCTAssertEqual(try card(atFrame: 10.5).position, CGPoint(x: 30, y: 40), "the position provider stays")
    }
}
