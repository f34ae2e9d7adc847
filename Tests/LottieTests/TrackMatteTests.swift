import Foundation
import GLRender
import Lottie
import QuartzCore
import XCTest

/// Track mattes (`tt`, `td`, `tp`): the layer above a matted layer shows it through its alpha or
/// luminance, or their inverse, and is not drawn itself.
final class TrackMatteTests: XCTestCase {
    /// A shape layer (`td: 1`) filling the left half white and the right half black, both opaque:
    /// an alpha matte of it covers everything, a luma matte only the left.
    static let halfWhiteMatte = """
        {"ty": 4, "ind": 1, "td": 1, "ip": 0, "op": 40, "ks": {}, "shapes": [
          {"ty": "rc", "p": {"a": 0, "k": [25, 50]}, "s": {"a": 0, "k": [50, 100]}, "r": {"a": 0, "k": 0}},
          {"ty": "fl", "c": {"a": 0, "k": [1, 1, 1, 1]}, "o": {"a": 0, "k": 100}},
          {"ty": "gr", "it": [
            {"ty": "rc", "p": {"a": 0, "k": [75, 50]}, "s": {"a": 0, "k": [50, 100]}, "r": {"a": 0, "k": 0}},
            {"ty": "fl", "c": {"a": 0, "k": [0, 0, 0, 1]}, "o": {"a": 0, "k": 100}},
            {"ty": "tr"}]}]}
        """

    /// A matte layer covering the left half (white) and nothing on the right.
    static let leftHalfMatte = """
        {"ty": 4, "ind": 1, "td": 1, "ip": 0, "op": 40, "ks": {}, "shapes": [
          {"ty": "rc", "p": {"a": 0, "k": [25, 50]}, "s": {"a": 0, "k": [50, 100]}, "r": {"a": 0, "k": 0}},
          {"ty": "fl", "c": {"a": 0, "k": [1, 1, 1, 1]}, "o": {"a": 0, "k": 100}}]}
        """

    /// A red 100×100 solid with track matte `tt`.
    static func redSolid(tt: Int, extra: String = "") -> String {
        ##"{"ty": 1, "ind": 2, "tt": \##(tt), "ip": 0, "op": 40, "sc": "#ff0000", "sw": 100, "sh": 100, "ks": {}\##(extra)}"##
    }

    private func render(_ layers: [String]) throws -> RGBAImage {
        try MaskTests.render(LottieTestFiles.composition(layers: "[\(layers.joined(separator: ","))]"))
    }

    private func isRed(_ image: RGBAImage, _ x: Double, _ y: Double) -> Bool {
        let p = image.pixel(x: Int(x * 2), y: Int(y * 2))
        return p.r == 255 && p.g == 0 && p.b == 0 && p.a == 255
    }

    // MARK: - Decoding and tree

    func testMattesDecode() throws {
        let animation = try LottieTestFiles.decode(
            LottieTestFiles.composition(
                layers: "[\(Self.leftHalfMatte), \(Self.redSolid(tt: 4, extra: #", "tp": 1, "bm": 1"#))]"))
        XCTAssertTrue(animation.layers[0].isTrackMatte)
        XCTAssertNil(animation.layers[0].trackMatte)
        XCTAssertEqual(animation.layers[1].trackMatte, .invertedLuma)
        XCTAssertEqual(animation.layers[1].matteParent, 1)
        XCTAssertEqual(animation.layers[1].blendMode, .multiply)
        XCTAssertEqual(animation.warnings, [])
    }

    func testBadMattesNameTheirPath() {
        for (tt, got) in [("5", "5"), ("1.5", "1.5"), ("-1", "-1")] {
            let layer = ##"{"ty": 1, "tt": \##(tt), "ip": 0, "op": 40, "sc": "#ff0000", "sw": 1, "sh": 1}"##
            XCTAssertThrowsError(try LottieTestFiles.decode(LottieTestFiles.composition(layers: "[\(layer)]"))) {
                XCTAssertEqual("\($0)", "layers[0].tt: expected a track matte type from 0 to 4, got \(got)")
            }
        }
        let layer = ##"{"ty": 1, "tt": 1, "tp": 1e300, "ip": 0, "op": 40, "sc": "#ff0000", "sw": 1, "sh": 1}"##
        XCTAssertThrowsError(try LottieTestFiles.decode(LottieTestFiles.composition(layers: "[\(layer)]"))) {
            XCTAssertEqual("\($0)", "layers[0].tp: expected a layer index, got 1e+300")
        }
    }

    func testTheMattedLayerSitsInAContainerMaskedByTheMatte() throws {
        let animation = try LottieTestFiles.decode(
            LottieTestFiles.composition(layers: "[\(Self.leftHalfMatte), \(Self.redSolid(tt: 3))]"))
        let composition = try XCTUnwrap(LottieAnimationLayer(animation: animation).sublayers?.first?.sublayers?.first)
        XCTAssertEqual(composition.sublayers?.count, 1, "the matte is not drawn as a layer of its own")
        let container = try XCTUnwrap(composition.sublayers?.first)
        XCTAssertEqual(container.maskMode, .luminance)
        XCTAssertNotNil(container.mask)
        XCTAssertEqual(container.sublayers?.count, 1)
    }

    // MARK: - Pixels

    func testAlphaMatteShowsWhereTheMatteIs() throws {
        let image = try render([Self.leftHalfMatte, Self.redSolid(tt: 1)])
        XCTAssertTrue(isRed(image, 25, 50), "red, not the white matte")
        XCTAssertEqual(image.pixel(x: 150, y: 100).a, 0)
    }

    func testInvertedAlphaMatteShowsWhereTheMatteIsNot() throws {
        let image = try render([Self.leftHalfMatte, Self.redSolid(tt: 2)])
        XCTAssertEqual(image.pixel(x: 50, y: 100).a, 0)
        XCTAssertTrue(isRed(image, 75, 50))
    }

    func testLumaMattesReadTheMattesBrightness() throws {
        let luma = try render([Self.halfWhiteMatte, Self.redSolid(tt: 3)])
        XCTAssertTrue(isRed(luma, 25, 50), "under white")
        XCTAssertEqual(luma.pixel(x: 150, y: 100).a, 0, "under opaque black")
        let alpha = try render([Self.halfWhiteMatte, Self.redSolid(tt: 1)])
        XCTAssertTrue(isRed(alpha, 75, 50), "an alpha matte of the same layer covers both halves")
        let inverted = try render([Self.halfWhiteMatte, Self.redSolid(tt: 4)])
        XCTAssertEqual(inverted.pixel(x: 50, y: 100).a, 0)
        XCTAssertTrue(isRed(inverted, 75, 50))
    }

    func testTheMatteParentIndexPicksAnotherLayer() throws {
        // The layer just above is a full-size solid; `tp` names the left-half matte instead.
        let between =
            ##"{"ty": 1, "ind": 3, "ip": 0, "op": 40, "sc": "#0000ff", "sw": 100, "sh": 20, "ks": {"p": {"a": 0, "k": [0, 80]}}}"##
        let image = try render([Self.leftHalfMatte, between, Self.redSolid(tt: 1, extra: #", "tp": 1"#)])
        XCTAssertTrue(isRed(image, 25, 50))
        XCTAssertEqual(image.pixel(x: 150, y: 100).a, 0)
        XCTAssertEqual(image.pixel(x: 150, y: 180).b, 255, "the layer between is drawn")
    }

    func testAMatteOutsideItsInAndOutPointsShowsNothing() throws {
        let late = Self.leftHalfMatte.replacingOccurrences(of: #""ip": 0"#, with: #""ip": 20"#)
        let image = try render([late, Self.redSolid(tt: 1)])
        XCTAssertEqual(image.pixel(x: 50, y: 100).a, 0)
        let inverted = try render([late, Self.redSolid(tt: 2)])
        XCTAssertTrue(isRed(inverted, 25, 50), "an inverted matte that is not there hides nothing")
    }
}
