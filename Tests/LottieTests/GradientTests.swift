import Foundation
import GLRender
import QuartzCore
import XCTest

@testable import Lottie

/// Gradient fills and strokes (`gf`, `gs`): decoded, built as `CAGradientLayer`s masked by the
/// shape, and drawn.
final class GradientTests: XCTestCase {
    typealias Files = LottieShapeTestFiles

    /// A gradient item of type `ty`, kind `t` from `start` to `end` with `stops` (JSON text).
    private func gradient(
        _ ty: String, kind: Int, start: String, end: String, colors: Int, stops: String, extra: String = ""
    ) -> String {
        #"{"ty": "\#(ty)", "t": \#(kind), "s": \#(Files.fixed(start)), "e": \#(Files.fixed(end)), "o": \#(Files.fixed("100")), "g": {"p": \#(colors), "k": \#(Files.fixed(stops))}\#(extra)}"#
    }

    private let redToBlue = "[0, 1, 0, 0, 1, 0, 0, 1]"

    func testStopsMergeColourAndAlphaLocations() {
        // Red at 0 and blue at 1; opaque at 0, transparent at 0.5.
        let stops = LottieGradientStops([0, 1, 0, 0, 1, 0, 0, 1, 0, 1, 0.5, 0], colorCount: 2)
        XCTAssertEqual(stops.locations, [0, 0.5, 1])
        XCTAssertEqual(stops.colors[0], LottieColor(red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertEqual(stops.colors[1], LottieColor(red: 0.5, green: 0, blue: 0.5, alpha: 0))
        XCTAssertEqual(stops.colors[2], LottieColor(red: 0, green: 0, blue: 1, alpha: 0))
        XCTAssertEqual(stops.padded(to: 5).locations, [0, 0.5, 1, 1, 1])
    }

    func testLinearGradientFillIsAGradientLayerMaskedByThePath() throws {
        let animation = try Files.animation(
            "[\(Files.group("\(Files.rectangle(50, 50, 80, 80)), \(gradient("gf", kind: 1, start: "[10, 50]", end: "[90, 50]", colors: 2, stops: redToBlue))"))]"
        )
        XCTAssertEqual(animation.warnings, [])
        let gradients = Files.layers(animation).compactMap { $0 as? CAGradientLayer }
        XCTAssertEqual(gradients.count, 1)
        let layer = try XCTUnwrap(gradients.first)
        XCTAssertEqual(layer.type, .axial)
        XCTAssertEqual(layer.locations, [0, 1])
        XCTAssertTrue(layer.mask is CAShapeLayer)
        // The layer covers the path (and a point more), in the group's coordinates.
        XCTAssertEqual(layer.frame, CGRect(x: 9, y: 9, width: 82, height: 82))
        XCTAssertEqual(layer.startPoint.x, 1.0 / 82, accuracy: 1e-9)

        let image = try Files.render(animation)
        let left = Files.color(image, 12, 50)
        let middle = Files.color(image, 50, 50)
        let right = Files.color(image, 88, 50)
        XCTAssertGreaterThan(left.r, 230)
        XCTAssertLessThan(left.b, 25)
        XCTAssertGreaterThan(right.b, 230)
        XCTAssertLessThan(right.r, 25)
        XCTAssertEqual(Double(middle.r), 128, accuracy: 12)
        XCTAssertEqual(Double(middle.b), 128, accuracy: 12)
        // Outside the path, nothing.
        XCTAssertEqual(Files.color(image, 5, 50).a, 0)
    }

    /// A start point keyframed with spatial tangents (`to`, `ti`, as After Effects writes them for
    /// any point) moves in a straight line: only positions follow such curves (lottie-ios's
    /// gradient_square sample).
    func testAnimatedStartWithSpatialTangentsStaysInTheGradientsUnits() throws {
        let start =
            #"{"a": 1, "k": [{"t": 0, "s": [10, 50], "to": [5, 0], "ti": [-5, 0], "o": {"x": 0, "y": 0}, "i": {"x": 1, "y": 1}}, {"t": 20, "s": [50, 50]}]}"#
        let item = gradient("gf", kind: 1, start: "[10, 50]", end: "[90, 50]", colors: 2, stops: redToBlue)
            .replacingOccurrences(of: #""s": {"a": 0, "k": [10, 50]}"#, with: #""s": \#(start)"#)
        let animation = try Files.animation("[\(Files.group("\(Files.rectangle(50, 50, 80, 80)), \(item)"))]")
        let first = try Files.render(animation, frame: 0)
        XCTAssertGreaterThan(Files.color(first, 12, 50).r, 230)
        XCTAssertGreaterThan(Files.color(first, 88, 50).b, 230)
        // At frame 20 the start is at x = 50: red up to there, then towards blue.
        let last = try Files.render(animation, frame: 20)
        XCTAssertGreaterThan(Files.color(last, 40, 50).r, 230)
        XCTAssertEqual(Double(Files.color(last, 70, 50).b), 128, accuracy: 16)
    }

    func testAlphaStopsFadeTheGradient() throws {
        let stops = "[0, 1, 0, 0, 1, 1, 0, 0, 0, 1, 1, 0]"
        let animation = try Files.animation(
            "[\(Files.group("\(Files.rectangle(50, 50, 80, 80)), \(gradient("gf", kind: 1, start: "[10, 50]", end: "[90, 50]", colors: 2, stops: stops))"))]"
        )
        let image = try Files.render(animation)
        XCTAssertGreaterThan(Files.color(image, 12, 50).a, 230)
        XCTAssertEqual(Double(Files.color(image, 50, 50).a), 128, accuracy: 12)
        XCTAssertLessThan(Files.color(image, 88, 50).a, 25)
    }

    func testRadialGradientIsACircleAroundTheStart() throws {
        let animation = try Files.animation(
            "[\(Files.group("\(Files.rectangle(50, 50, 100, 100)), \(gradient("gf", kind: 2, start: "[50, 50]", end: "[50, 90]", colors: 2, stops: redToBlue))"))]"
        )
        let layer = try XCTUnwrap(Files.layers(animation).compactMap { $0 as? CAGradientLayer }.first)
        XCTAssertEqual(layer.type, .radial)
        let image = try Files.render(animation)
        // Red at the centre, blue from 40 points away in every direction, half way between.
        XCTAssertGreaterThan(Files.color(image, 50, 50).r, 230)
        for (x, y) in [(50.0, 8.0), (92, 50), (50, 92), (8, 50)] {
            XCTAssertGreaterThan(Files.color(image, x, y).b, 230, "at \(x), \(y)")
        }
        for (x, y) in [(50.0, 30.0), (70, 50)] {
            XCTAssertEqual(Double(Files.color(image, x, y).b), 128, accuracy: 16, "at \(x), \(y)")
        }
    }

    func testGradientStrokePaintsOnlyTheLine() throws {
        let line = #", "w": \#(Files.fixed("10")), "lc": 1, "lj": 1, "ml": 4"#
        let animation = try Files.animation(
            "[\(Files.group("\(Files.rectangle(50, 50, 60, 60)), \(gradient("gs", kind: 1, start: "[20, 50]", end: "[80, 50]", colors: 2, stops: redToBlue, extra: line))"))]"
        )
        let layer = try XCTUnwrap(Files.layers(animation).compactMap { $0 as? CAGradientLayer }.first)
        let mask = try XCTUnwrap(layer.mask as? CAShapeLayer)
        XCTAssertNil(mask.fillColor)
        XCTAssertEqual(mask.lineWidth, 10)
        let image = try Files.render(animation)
        XCTAssertGreaterThan(Files.color(image, 20, 50).r, 200)
        XCTAssertGreaterThan(Files.color(image, 80, 50).b, 200)
        XCTAssertEqual(Files.color(image, 50, 50).a, 0)
        XCTAssertEqual(Files.color(image, 10, 50).a, 0)
    }

    func testAnimatedStopsKeepOneCountOfStops() throws {
        // Two keyframes whose alpha stops sit at different places: three stops, then four.
        let stops =
            #"{"a": 1, "k": [{"t": 0, "s": [0, 1, 0, 0, 1, 0, 0, 1, 0, 1, 1, 1], "o": {"x": 0, "y": 0}, "i": {"x": 1, "y": 1}}, {"t": 10, "s": [0, 1, 0, 0, 1, 0, 0, 1, 0.25, 1, 0.75, 0]}]}"#
        let item =
            #"{"ty": "gf", "t": 1, "s": \#(Files.fixed("[0, 0]")), "e": \#(Files.fixed("[100, 0]")), "g": {"p": 2, "k": \#(stops)}}"#
        let animation = try Files.animation("[\(Files.group("\(Files.rectangle(50, 50, 100, 100)), \(item)"))]")
        let layer = try XCTUnwrap(Files.layers(animation).compactMap { $0 as? CAGradientLayer }.first)
        let colors = try XCTUnwrap(layer.animation(forKey: "colors") as? CAKeyframeAnimation)
        let counts = (colors.values ?? []).map { ($0 as? [Any])?.count ?? 0 }
        XCTAssertEqual(counts, [4, 4])
        XCTAssertEqual(layer.colors?.count, 4)
    }

    func testBadGradientsNameTheirPath() {
        let bad = [
            (
                gradient("gf", kind: 3, start: "[0, 0]", end: "[1, 1]", colors: 2, stops: redToBlue),
                "layers[0].shapes[0].t: expected a gradient type of 1 (linear) or 2 (radial), got 3"
            ),
            (
                gradient("gf", kind: 1, start: "[0, 0]", end: "[1, 1]", colors: 3, stops: redToBlue),
                "layers[0].shapes[0].g.k.k: expected 12 numbers for 3 colour stops, then location and alpha pairs, got an array of 8"
            ),
            (
                gradient("gf", kind: 1, start: "[0, 0]", end: "[1, 1]", colors: 0, stops: redToBlue),
                "layers[0].shapes[0].g.p: expected a whole number of colour stops from 1 to 256, got 0"
            ),
        ]
        for (item, message) in bad {
            XCTAssertThrowsError(try Files.animation("[\(item)]")) { XCTAssertEqual("\($0)", message) }
        }
    }
}
