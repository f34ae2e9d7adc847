import Foundation
import GLRender
import QuartzCore
import XCTest

@testable import Lottie

/// Stars and polygons (`sr`): their paths, and drawn.
final class PolystarTests: XCTestCase {
    typealias Files = LottieShapeTestFiles

    private func star(
        _ type: Int, points: Int, outer: Double, inner: Double = 0, roundness: Double = 0, extra: String = ""
    )
        -> String
    {
        #"{"ty": "sr", "sy": \#(type), "p": \#(Files.fixed("[50, 50]")), "pt": \#(Files.fixed("\(points)")), "r": \#(Files.fixed("0")), "or": \#(Files.fixed("\(outer)")), "ir": \#(Files.fixed("\(inner)")), "os": \#(Files.fixed("\(roundness)")), "is": \#(Files.fixed("0"))\#(extra)}"#
    }

    func testStarAlternatesItsRadiiFromTheTopClockwise() {
        let path = LottiePolystarGeometry.path(
            kind: .star, values: [[50, 50], [5], [0], [40], [15], [0], [0]], isReversed: false)
        XCTAssertEqual(path.vertices.count, 10)
        XCTAssertEqual(path.vertices[0].x, 50, accuracy: 1e-9)
        XCTAssertEqual(path.vertices[0].y, 10, accuracy: 1e-9)
        // The second vertex is an inner corner, 36° clockwise (to the right on screen).
        XCTAssertEqual(path.vertices[1].x, 50 + 15 * sin(.pi / 5), accuracy: 1e-9)
        XCTAssertEqual(path.vertices[1].y, 50 - 15 * cos(.pi / 5), accuracy: 1e-9)
        XCTAssertTrue(path.isClosed)
        XCTAssertEqual(path.inTangents, Array(repeating: .zero, count: 10))
        let reversed = LottiePolystarGeometry.path(
            kind: .star, values: [[50, 50], [5], [0], [40], [15], [0], [0]], isReversed: true)
        XCTAssertEqual(reversed.vertices[0], path.vertices[0])
        XCTAssertEqual(reversed.vertices[1], path.vertices[9])
    }

    func testRoundedPolygonCornersHaveTangentsAlongTheCircle() {
        let path = LottiePolystarGeometry.path(
            kind: .polygon, values: [[0, 0], [4], [0], [10], [0], [100], [0]], isReversed: false)
        XCTAssertEqual(path.vertices.count, 4)
        // At the top the circle runs horizontally: in from the left, out to the right.
        XCTAssertEqual(path.inTangents[0].x, -10 * LottiePolystarGeometry.polygonRoundness, accuracy: 1e-9)
        XCTAssertEqual(path.outTangents[0].x, 10 * LottiePolystarGeometry.polygonRoundness, accuracy: 1e-9)
        XCTAssertEqual(path.outTangents[0].y, 0, accuracy: 1e-9)
    }

    func testStarIsDrawnWithPointsAndNotches() throws {
        let animation = try Files.animation(
            "[\(Files.group("\(star(1, points: 5, outer: 40, inner: 15)), \(Files.fill("1, 0, 0"))"))]")
        XCTAssertEqual(animation.warnings, [])
        let image = try Files.render(animation)
        // Inside the top point, and the centre.
        XCTAssertGreaterThan(Files.color(image, 50, 16).a, 200)
        XCTAssertGreaterThan(Files.color(image, 50, 50).a, 200)
        // 25 points out between two points is outside the inner radius: a notch.
        let notch = 36.0 * .pi / 180
        XCTAssertEqual(Files.color(image, 50 + 25 * sin(notch), 50 - 25 * cos(notch)).a, 0)
        // As far out towards a point is inside.
        let point = 72.0 * .pi / 180
        XCTAssertGreaterThan(Files.color(image, 50 + 25 * sin(point), 50 - 25 * cos(point)).a, 200)
    }

    func testPolygonIsDrawn() throws {
        // A triangle pointing up: its base is 20 points below the centre.
        let animation = try Files.animation(
            "[\(Files.group("\(star(2, points: 3, outer: 40)), \(Files.fill("0, 0, 1"))"))]")
        let image = try Files.render(animation)
        XCTAssertGreaterThan(Files.color(image, 50, 66).a, 200)
        XCTAssertEqual(Files.color(image, 50, 74).a, 0)
        XCTAssertEqual(Files.color(image, 30, 30).a, 0)
    }

    func testBadStarTypeNamesItsPath() {
        XCTAssertThrowsError(try Files.animation("[\(star(4, points: 5, outer: 10))]")) {
            XCTAssertEqual("\($0)", "layers[0].shapes[0].sy: expected a star type of 1 (star) or 2 (polygon), got 4")
        }
    }
}

/// Huge counts and offsets are bounded, never trapped on.
final class ShapeLimitTests: XCTestCase {
    typealias Files = LottieShapeTestFiles

    func testHugeStarPointsAndTrimOffsetsAreBounded() throws {
        let star =
            #"{"ty": "sr", "sy": 1, "p": \#(Files.fixed("[50, 50]")), "pt": \#(Files.fixed("1e300")), "or": \#(Files.fixed("40")), "ir": \#(Files.fixed("20"))}"#
        let stroke = #"{"ty": "st", "c": \#(Files.fixed("[0, 0, 0]")), "w": \#(Files.fixed("2"))}"#
        let trim =
            #"{"ty": "tm", "s": \#(Files.fixed("0")), "e": \#(Files.fixed("50")), "o": \#(Files.fixed("1e300"))}"#
        let animation = try Files.animation("[\(Files.group("\(star), \(stroke), \(trim)"))]")
        let layer = try XCTUnwrap(Files.layers(animation).compactMap { $0 as? CAShapeLayer }.first)
        let path = LottiePolystarGeometry.path(
            kind: .star, values: [[50, 50], [1e300], [0], [40], [20], [0], [0]], isReversed: false)
        XCTAssertEqual(path.vertices.count, 2 * LottiePolystarGeometry.maximumPoints)
        XCTAssertLessThanOrEqual(layer.strokeEnd, 1)
    }
}
