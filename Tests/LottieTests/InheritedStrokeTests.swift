import Foundation
import Lottie
import QuartzCore
import XCTest

private typealias Files = LottieShapeTestFiles

/// A stroke listed after a group strokes the group's paths at the stroke's own width, whatever the
/// group's scale (issue_1855's ring: an 11-point stroke after a group scaled 300%).
final class InheritedStrokeTests: XCTestCase {
    /// A group of a 10 × 10 square at the origin, moved to (50, 50) and scaled by `scale` (JSON).
    private static func scaledSquare(_ scale: String) -> String {
        #"""
        {"ty": "gr", "it": [\#(Files.rectangle(0, 0, 10, 10)),
          {"ty": "tr", "p": \#(Files.fixed("[50, 50]")), "a": \#(Files.fixed("[0, 0]")), "s": \#(scale)}]}
        """#
    }

    /// A black stroke `width` points wide, with `extra` fields (JSON).
    private static func stroke(_ width: String, extra: String = "") -> String {
        #"{"ty": "st", "c": \#(Files.fixed("[0, 0, 0, 1]")), "o": \#(Files.fixed("100")), "w": \#(Files.fixed(width)), "lc": 1, "lj": 1\#(extra)}"#
    }

    private static func strokeLayers(_ animation: LottieAnimation) -> [CAShapeLayer] {
        Files.layers(animation).compactMap { $0 as? CAShapeLayer }.filter { $0.strokeColor != nil }
    }

    func testAStrokeAfterAScaledGroupKeepsItsWidth() throws {
        let animation = try Files.animation("[\(Self.scaledSquare(Files.fixed("[300, 300]"))), \(Self.stroke("6"))]")
        let layer = try XCTUnwrap(Self.strokeLayers(animation).first)
        XCTAssertEqual(layer.lineWidth, 2, accuracy: 1e-9, "6 points in the composition, inside a 300% group")
        // The square's left side runs at x 35: the stroke covers 32…38, not 26…44.
        let image = try Files.render(animation)
        XCTAssertEqual(Files.color(image, 35, 50).a, 255)
        XCTAssertEqual(Files.color(image, 33, 50).a, 255)
        XCTAssertEqual(Files.color(image, 30, 50).a, 0, "outside the 6-point line")
        XCTAssertEqual(Files.color(image, 40, 50).a, 0, "inside the 6-point line")
    }

    func testAStrokeInsideTheGroupIsScaledWithIt() throws {
        let group = #"""
            {"ty": "gr", "it": [\#(Files.rectangle(0, 0, 10, 10)), \#(Self.stroke("2")),
              {"ty": "tr", "p": \#(Files.fixed("[50, 50]")), "a": \#(Files.fixed("[0, 0]")), "s": \#(Files.fixed("[300, 300]"))}]}
            """#
        let layer = try XCTUnwrap(Self.strokeLayers(try Files.animation("[\(group)]")).first)
        XCTAssertEqual(layer.lineWidth, 2, "a group's own stroke is drawn in its coordinates")
    }

    func testNestedScalesAndUnevenScalesDivideTheWidth() throws {
        let inner = Self.scaledSquare(Files.fixed("[200, 200]"))
        let outer = #"""
            {"ty": "gr", "it": [\#(inner), {"ty": "tr", "p": \#(Files.fixed("[0, 0]")), "a": \#(Files.fixed("[0, 0]")), "s": \#(Files.fixed("[200, 200]"))}]}
            """#
        let nested = try XCTUnwrap(Self.strokeLayers(try Files.animation("[\(outer), \(Self.stroke("8"))]")).first)
        XCTAssertEqual(nested.lineWidth, 2, accuracy: 1e-9, "8 points through two 200% groups")
        let uneven = try XCTUnwrap(
            Self.strokeLayers(
                try Files.animation("[\(Self.scaledSquare(Files.fixed("[400, 100]"))), \(Self.stroke("8"))]")
            )
            .first)
        XCTAssertEqual(uneven.lineWidth, 4, accuracy: 1e-9, "the geometric mean of 4 and 1 is 2")
    }

    func testDashesOfAnInheritedStrokeAreDividedToo() throws {
        let dashes =
            #", "d": [{"n": "d", "nm": "dash", "v": \#(Files.fixed("9"))}, {"n": "g", "nm": "gap", "v": \#(Files.fixed("3"))}, {"n": "o", "nm": "offset", "v": \#(Files.fixed("6"))}]"#
        let layer = try XCTUnwrap(
            Self.strokeLayers(
                try Files.animation(
                    "[\(Self.scaledSquare(Files.fixed("[300, 300]"))), \(Self.stroke("6", extra: dashes))]")
            ).first)
        XCTAssertEqual(layer.lineDashPattern?.map(\.doubleValue), [3, 1])
        XCTAssertEqual(layer.lineDashPhase, 2, accuracy: 1e-9)
    }

    func testAnAnimatedScaleDividesTheWidthAtItsKeyframes() throws {
        let scale = #"""
            {"a": 1, "k": [{"t": 0, "s": [100, 100], "o": {"x": [0.5], "y": [0]}, "i": {"x": [0.5], "y": [1]}}, {"t": 10, "s": [400, 400]}]}
            """#
        let layer = try XCTUnwrap(
            Self.strokeLayers(try Files.animation("[\(Self.scaledSquare(scale)), \(Self.stroke("8"))]")).first)
        let width = try XCTUnwrap(layer.animation(forKey: "lineWidth") as? CAKeyframeAnimation)
        let values = try XCTUnwrap(width.values as? [CGFloat])
        XCTAssertEqual(values.first ?? 0, 8, accuracy: 1e-9)
        XCTAssertEqual(values.last ?? 0, 2, accuracy: 1e-9)
    }
}
