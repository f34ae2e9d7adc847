import Foundation
import GLRender
import QuartzCore
import XCTest

@testable import Lottie

/// Rounded corners (`rd`) of the paths before them.
final class RoundedCornersTests: XCTestCase {
    typealias Files = LottieShapeTestFiles

    func testSharpCornersBecomeCurvesAlongTheirSides() {
        let square = LottieBezier(
            vertices: [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100), CGPoint(x: 0, y: 100)],
            inTangents: Array(repeating: .zero, count: 4), outTangents: Array(repeating: .zero, count: 4),
            isClosed: true)
        let rounded = LottieRoundedCorners.round(square, radius: 20)
        XCTAssertEqual(rounded.vertices.count, 8)
        XCTAssertEqual(rounded.vertices[0], CGPoint(x: 0, y: 20))
        XCTAssertEqual(rounded.vertices[1], CGPoint(x: 20, y: 0))
        XCTAssertEqual(rounded.outTangents[0].y, -20 * LottieRoundedCorners.tangentShare, accuracy: 1e-9)
        XCTAssertEqual(rounded.inTangents[1].x, -20 * LottieRoundedCorners.tangentShare, accuracy: 1e-9)
        // No more than half a side: a radius of 80 meets in the middle.
        XCTAssertEqual(LottieRoundedCorners.round(square, radius: 80).vertices[1], CGPoint(x: 50, y: 0))
        // A radius of 0 splits the corners where they are, so an animated radius keeps the count.
        let sharp = LottieRoundedCorners.round(square, radius: 0)
        XCTAssertEqual(sharp.vertices.count, 8)
        XCTAssertEqual(sharp.vertices[0], CGPoint(x: 0, y: 0))
        // An open path keeps its ends.
        var open = square
        open.isClosed = false
        XCTAssertEqual(LottieRoundedCorners.round(open, radius: 20).vertices.count, 6)
    }

    func testRoundedRectangleLosesItsCorners() throws {
        let rounded = #"{"ty": "rd", "r": \#(Files.fixed("20"))}"#
        let items = "\(Files.rectangle(50, 50, 80, 80)), \(Files.fill("0, 1, 0")), \(rounded)"
        let animation = try Files.animation("[\(Files.group(items))]")
        XCTAssertEqual(animation.warnings, [])
        let image = try Files.render(animation)
        XCTAssertEqual(Files.color(image, 12, 12).a, 0)
        XCTAssertEqual(Files.color(image, 88, 88).a, 0)
        XCTAssertGreaterThan(Files.color(image, 50, 12).a, 250)
        XCTAssertGreaterThan(Files.color(image, 20, 20).a, 250)
    }
}
