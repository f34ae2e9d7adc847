import Foundation
import GLRender
import Lottie
import QuartzCore
import XCTest

/// Layer masks (`masksProperties`): decoded, built as the `mask` of the layer's content, and drawn.
final class MaskTests: XCTestCase {
    /// A closed rectangle path from (x0, y0) to (x1, y1), as a mask's `pt`.
    static func rectanglePath(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> String {
        #"{"a": 0, "k": \#(rectangle(x0, y0, x1, y1))}"#
    }

    /// The closed rectangle path itself (`{"c": true, "v": …}`).
    static func rectangle(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> String {
        let zeros = "[[0, 0], [0, 0], [0, 0], [0, 0]]"
        let vertices = "[[\(x0), \(y0)], [\(x1), \(y0)], [\(x1), \(y1)], [\(x0), \(y1)]]"
        return #"{"c": true, "v": \#(vertices), "i": \#(zeros), "o": \#(zeros)}"#
    }

    /// A mask of the rectangle from (x0, y0) to (x1, y1).
    static func mask(
        _ mode: String, _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, extra: String = ""
    ) -> String {
        #"{"mode": "\#(mode)", "pt": \#(rectanglePath(x0, y0, x1, y1))\#(extra)}"#
    }

    /// A 100×100 red solid layer with `masks`.
    static func maskedSolid(_ masks: [String]) -> String {
        let solid = ##"{"ty": 1, "ind": 1, "ip": 0, "op": 40, "sc": "#ff0000", "sw": 100, "sh": 100, "ks": {}"##
        return LottieTestFiles.composition(
            layers: "[\(solid), \"masksProperties\": [\(masks.joined(separator: ","))]}]")
    }

    /// The composition drawn at 2 pixels per point (200×200 pixels).
    static func render(_ text: String) throws -> RGBAImage {
        try LottieRendering.render(LottieTestFiles.decode(text), progress: 0, pixels: (200, 200))
    }

    /// The alpha at the point (x, y) of the composition.
    static func alpha(_ image: RGBAImage, _ x: Double, _ y: Double) -> Int {
        Int(image.pixel(x: Int(x * 2), y: Int(y * 2)).a)
    }

    // MARK: - Decoding

    func testMasksDecodeWithTheirModesOpacityExpansionAndInversion() throws {
        let masks = [
            Self.mask("a", 0, 0, 10, 10), Self.mask("s", 0, 0, 10, 10, extra: #", "inv": true"#),
            Self.mask("i", 0, 0, 10, 10, extra: #", "o": {"a": 0, "k": 40}, "x": {"a": 0, "k": -3}"#),
            #"{"pt": \#(Self.rectanglePath(0, 0, 1, 1))}"#,
        ]
        let layer = try LottieTestFiles.decode(Self.maskedSolid(masks)).layers[0]
        XCTAssertEqual(layer.masks.map(\.mode), [.add, .subtract, .intersect, .add])
        XCTAssertEqual(layer.masks.map(\.isInverted), [false, true, false, false])
        XCTAssertEqual(layer.masks[2].opacity.initialValue, 40)
        XCTAssertEqual(layer.masks[2].expansion.initialValue, -3)
        XCTAssertEqual(layer.masks[0].opacity.initialValue, 100, "opacity defaults to 100%")
        XCTAssertEqual(layer.masks[0].path.initialValue.vertices.count, 4)
    }

    func testBadMasksNameTheirPath() {
        func error(_ masks: [String]) -> String? {
            do {
                _ = try LottieTestFiles.decode(Self.maskedSolid(masks))
                return nil
            } catch { return "\(error)" }
        }
        XCTAssertEqual(
            error([Self.mask("z", 0, 0, 1, 1)]),
            #"layers[0].masksProperties[0].mode: expected a mask mode (a, s, i, l, d, f or n), got "z""#)
        XCTAssertEqual(error([#"{"mode": "a"}"#]), "layers[0].masksProperties[0]: missing required key 'pt'")
        XCTAssertEqual(
            error([#"{"mode": "a", "pt": {"k": {"c": true, "v": [[0, 0]], "i": [], "o": []}}}"#]),
            "layers[0].masksProperties[0].pt.k: expected as many in and out tangents as vertices (1), got 0 and 0")
    }

    // MARK: - Built tree

    func testMasksBecomeTheMaskOfTheLayersContent() throws {
        let player = LottieAnimationLayer(
            animation: try LottieTestFiles.decode(
                Self.maskedSolid([Self.mask("a", 25, 25, 75, 75), Self.mask("s", 40, 40, 60, 60)])))
        let outer = try XCTUnwrap(player.sublayers?[0].sublayers?[0].sublayers?[0])
        let inner = try XCTUnwrap(outer.sublayers?[0])
        // add, then subtract: the added shape in a container masked (inverted) by the subtracted one.
        let mask = try XCTUnwrap(inner.mask)
        let subtracted = try XCTUnwrap(mask.sublayers?.first)
        XCTAssertEqual(subtracted.maskMode, .invertedAlpha)
        XCTAssertEqual(
            (subtracted.mask as? CAShapeLayer)?.path?.boundingBox, CGRect(x: 40, y: 40, width: 20, height: 20))
        let added = try XCTUnwrap(subtracted.sublayers?.first as? CAShapeLayer)
        XCTAssertEqual(added.path?.boundingBox, CGRect(x: 25, y: 25, width: 50, height: 50))
        XCTAssertEqual(added.fillRule, .evenOdd)
    }

    func testAnimatedMaskPathsAndOpacityAreKeyframeAnimations() throws {
        let ease = #""o": {"x": 0, "y": 0}, "i": {"x": 1, "y": 1}"#
        let path =
            #"{"a": 1, "k": [{"t": 0, "s": [\#(Self.rectangle(0, 0, 10, 10))], \#(ease)}, {"t": 20, "s": [\#(Self.rectangle(0, 0, 50, 50))]}]}"#
        let opacity =
            #"{"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": 0, "y": 0}, "i": {"x": 1, "y": 1}}, {"t": 10, "s": [100]}]}"#
        let mask = #"{"mode": "a", "pt": \#(path), "o": \#(opacity)}"#
        let player = LottieAnimationLayer(animation: try LottieTestFiles.decode(Self.maskedSolid([mask])))
        let inner = try XCTUnwrap(player.sublayers?[0].sublayers?[0].sublayers?[0].sublayers?[0])
        let shape = try XCTUnwrap(inner.mask?.sublayers?.first as? CAShapeLayer)
        XCTAssertTrue(shape.animation(forKey: "path") is CAKeyframeAnimation)
        XCTAssertTrue(shape.animation(forKey: "opacity") is CAKeyframeAnimation)
        // Frame 20: the path's end; drawn, its 50-point square shows at 45 and not at 55.
        player.currentFrame = 20
        let image = try renderPlayer(player)
        XCTAssertEqual(Self.alpha(image, 45, 45), 255)
        XCTAssertEqual(Self.alpha(image, 55, 55), 0)
    }

    private func renderPlayer(_ player: LottieAnimationLayer) throws -> RGBAImage {
        let animation = try XCTUnwrap(player.animation)
        return try LottieRendering.render(
            animation, progress: player.currentProgress, pixels: (200, 200))
    }

    // MARK: - Pixels

    func testAddShowsOnlyInsideTheMasks() throws {
        let image = try Self.render(Self.maskedSolid([Self.mask("a", 10, 10, 30, 30), Self.mask("a", 60, 60, 90, 90)]))
        XCTAssertEqual(Self.alpha(image, 20, 20), 255)
        XCTAssertEqual(Self.alpha(image, 75, 75), 255)
        XCTAssertEqual(Self.alpha(image, 45, 45), 0)
        XCTAssertEqual(Self.alpha(image, 5, 95), 0)
        XCTAssertEqual(image.pixel(x: 40, y: 40).r, 255)
    }

    func testSubtractAndInvertedRemoveTheMasksArea() throws {
        for masks in [[Self.mask("s", 25, 25, 75, 75)], [Self.mask("a", 25, 25, 75, 75, extra: #", "inv": true"#)]] {
            let image = try Self.render(Self.maskedSolid(masks))
            XCTAssertEqual(Self.alpha(image, 50, 50), 0, "\(masks)")
            XCTAssertEqual(Self.alpha(image, 10, 10), 255, "\(masks)")
            XCTAssertEqual(Self.alpha(image, 90, 50), 255, "\(masks)")
        }
        // Added, then a hole subtracted from it.
        let ring = try Self.render(Self.maskedSolid([Self.mask("a", 20, 20, 80, 80), Self.mask("s", 40, 40, 60, 60)]))
        XCTAssertEqual(Self.alpha(ring, 30, 30), 255)
        XCTAssertEqual(Self.alpha(ring, 50, 50), 0)
        XCTAssertEqual(Self.alpha(ring, 10, 10), 0)
    }

    func testIntersectKeepsOnlyTheOverlap() throws {
        // Darken and difference play as intersect, as in lottie-ios.
        for mode in ["i", "d", "f"] {
            let image = try Self.render(
                Self.maskedSolid([Self.mask("a", 0, 0, 60, 60), Self.mask(mode, 40, 40, 100, 100)]))
            XCTAssertEqual(Self.alpha(image, 50, 50), 255, mode)
            XCTAssertEqual(Self.alpha(image, 20, 20), 0, mode)
            XCTAssertEqual(Self.alpha(image, 80, 80), 0, mode)
        }
    }

    func testLightenAddsAndNoneIsSkipped() throws {
        let lighten = try Self.render(
            Self.maskedSolid([Self.mask("a", 0, 0, 30, 30), Self.mask("l", 70, 70, 100, 100)]))
        XCTAssertEqual(Self.alpha(lighten, 85, 85), 255)
        XCTAssertEqual(Self.alpha(lighten, 50, 50), 0)
        let none = try Self.render(Self.maskedSolid([Self.mask("n", 0, 0, 30, 30)]))
        XCTAssertEqual(Self.alpha(none, 50, 50), 255, "a layer whose only mask has no mode is whole")
    }

    func testMaskOpacityFadesItsArea() throws {
        let image = try Self.render(
            Self.maskedSolid([Self.mask("a", 0, 0, 100, 100, extra: #", "o": {"a": 0, "k": 50}"#)]))
        XCTAssertEqual(Double(Self.alpha(image, 50, 50)), 127.5, accuracy: 2)
        // Subtracting at 50% leaves half inside and all outside.
        let half = try Self.render(
            Self.maskedSolid([Self.mask("s", 25, 25, 75, 75, extra: #", "o": {"a": 0, "k": 50}"#)]))
        XCTAssertEqual(Double(Self.alpha(half, 50, 50)), 127.5, accuracy: 2)
        XCTAssertEqual(Self.alpha(half, 10, 10), 255)
    }

    func testExpansionGrowsOrShrinksTheMask() throws {
        let grown = try Self.render(
            Self.maskedSolid([Self.mask("a", 40, 40, 60, 60, extra: #", "x": {"a": 0, "k": 10}"#)]))
        XCTAssertEqual(Self.alpha(grown, 33, 50), 255, "10 points out")
        XCTAssertEqual(Self.alpha(grown, 27, 50), 0, "not 13")
        let shrunk = try Self.render(
            Self.maskedSolid([Self.mask("a", 20, 20, 80, 80, extra: #", "x": {"a": 0, "k": -10}"#)]))
        XCTAssertEqual(Self.alpha(shrunk, 25, 50), 0, "pulled in by 10")
        XCTAssertEqual(Self.alpha(shrunk, 33, 50), 255)
        XCTAssertEqual(Self.alpha(shrunk, 50, 50), 255)
    }

    /// An expansion keyframed from 0 grows: the sign is its first value that is not zero.
    func testAnExpansionFromZeroGrows() throws {
        let linear = #""o": {"x": 0, "y": 0}, "i": {"x": 1, "y": 1}"#
        let growing = #", "x": {"a": 1, "k": [{"t": 0, "s": [0], \#(linear)}, {"t": 20, "s": [20]}]}"#
        let text = Self.maskedSolid([Self.mask("a", 40, 40, 60, 60, extra: growing)])
        // Progress 0.25 of frames 0…40: frame 10, an expansion of 10.
        let image = try LottieRendering.render(LottieTestFiles.decode(text), progress: 0.25, pixels: (200, 200))
        XCTAssertEqual(Self.alpha(image, 33, 50), 255, "10 points out")
        XCTAssertEqual(Self.alpha(image, 50, 50), 255, "the mask's middle")
        XCTAssertEqual(Self.alpha(image, 27, 50), 0, "not 13")
    }
}
