import Foundation
import GLRender
import Lottie
import QuartzCore
import XCTest

/// Layer effects and styles: the Drop Shadow as the content's shadow; others named once.
final class LayerEffectTests: XCTestCase {
    /// A Drop Shadow effect: black, opacity 0…255, direction (180 is straight down), distance, softness.
    static func dropShadowEffect(opacity: Double = 255, direction: Double = 180, distance: Double = 10) -> String {
        func value(_ name: String, _ type: Int, _ k: String) -> String {
            #"{"ty": \#(type), "nm": "\#(name)", "v": {"a": 0, "k": \#(k)}}"#
        }
        let values = [
            value("Shadow Color", 2, "[0, 0, 1, 1]"), value("Opacity", 0, "\(opacity)"),
            value("Direction", 0, "\(direction)"), value("Distance", 0, "\(distance)"), value("Softness", 0, "0"),
            value("Shadow Only", 7, "0"),
        ]
        return #"{"ty": 25, "nm": "Drop Shadow", "en": 1, "ef": [\#(values.joined(separator: ", "))]}"#
    }

    /// A 40×40 red solid at (20, 20) with `extra` keys.
    static func solid(_ extra: String) -> String {
        ##"{"ty": 1, "ip": 0, "op": 40, "sc": "#ff0000", "sw": 40, "sh": 40, "ks": {"p": {"a": 0, "k": [20, 20]}}\##(extra)}"##
    }

    func testTheDropShadowEffectBecomesTheContentsShadow() throws {
        let text = LottieTestFiles.composition(layers: "[\(Self.solid(#", "ef": [\#(Self.dropShadowEffect())]"#))]")
        let animation = try LottieTestFiles.decode(text)
        XCTAssertEqual(animation.warnings, [])
        let shadow = try XCTUnwrap(animation.layers[0].dropShadow)
        XCTAssertEqual(shadow.angle.initialValue, 90, "After Effects' 180° is Core Animation's straight down")
        let inner = try XCTUnwrap(
            LottieAnimationLayer(animation: animation).sublayers?[0].sublayers?[0].sublayers?[0].sublayers?[0])
        XCTAssertEqual(inner.shadowOpacity, 1)
        XCTAssertEqual(inner.shadowOffset.width, 0, accuracy: 1e-9)
        XCTAssertEqual(inner.shadowOffset.height, 10, accuracy: 1e-9)
        // Drawn: blue below the red square (which covers 20…60), nothing beside it.
        let image = try MaskTests.render(text)
        XCTAssertEqual(image.pixel(x: 80, y: 130).b, 255, "the shadow 10 points down")
        XCTAssertEqual(image.pixel(x: 80, y: 80).r, 255, "the layer above its shadow")
        XCTAssertEqual(image.pixel(x: 130, y: 80).a, 0)
    }

    func testTheDropShadowStyleToo() throws {
        let style =
            #"{"ty": 1, "nm": "Drop Shadow", "c": {"a": 0, "k": [0, 0, 1, 1]}, "o": {"a": 0, "k": 50}, "a": {"a": 0, "k": 0}, "s": {"a": 0, "k": 0}, "d": {"a": 0, "k": 10}}"#
        let text = LottieTestFiles.composition(layers: "[\(Self.solid(#", "sy": [\#(style)]"#))]")
        let image = try MaskTests.render(text)
        // Angle 0: 10 points to the right, half opaque.
        XCTAssertEqual(Double(image.pixel(x: 130, y: 80).a), 127.5, accuracy: 3)
        XCTAssertEqual(image.pixel(x: 80, y: 130).a, 0)
    }

    func testBlendModesWithoutAFilterAndEffectsAreNamedOnce() throws {
        let layers = [
            ##"{"ty": 3, "bm": 16, "ip": 0, "op": 40, "ks": {}, "ef": [{"ty": 29, "nm": "Blur"}, {"ty": 5, "nm": "Slider"}]}"##,
            ##"{"ty": 3, "bm": 16, "ip": 0, "op": 40, "ks": {}, "ef": [{"ty": 99, "nm": "Glow"}, {"ty": 29, "en": 0}]}"##,
        ]
        let animation = try LottieTestFiles.decode(
            LottieTestFiles.composition(layers: "[\(layers.joined(separator: ","))]"))
        XCTAssertEqual(
            animation.warnings,
            [
                "unsupported: blend mode 'add' (ignored)", "unsupported: effect 'gaussian blur' (ignored)",
                "unsupported: effect 'Slider' (ignored)", "unsupported: effect 'Glow' (ignored)",
            ])
    }
}
