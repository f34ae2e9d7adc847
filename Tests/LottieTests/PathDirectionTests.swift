import Foundation
import GLRender
import QuartzCore
import XCTest

@testable import Lottie

/// Rectangles and ellipses wound anticlockwise (`d: 3`): the same outline from the same first
/// point, the other way round, so a trim path runs along it the other way (lottie-ios's
/// TypeFace-L turns its arcs that way).
final class PathDirectionTests: XCTestCase {
    typealias Files = LottieShapeTestFiles

    private func ellipse(direction: Int) -> String {
        #"{"ty": "el", "d": \#(direction), "p": \#(Files.fixed("[50, 50]")), "s": \#(Files.fixed("[60, 60]"))}"#
    }

    private func rectangle(direction: Int) -> String {
        #"{"ty": "rc", "d": \#(direction), "p": \#(Files.fixed("[50, 50]")), "s": \#(Files.fixed("[60, 60]")), "r": \#(Files.fixed("0"))}"#
    }

    /// The first quarter of `path`'s length, stroked 6 points wide.
    private func firstQuarter(of path: String) throws -> RGBAImage {
        let stroke =
            #"{"ty": "st", "c": \#(Files.fixed("[0, 0, 0]")), "o": \#(Files.fixed("100")), "w": \#(Files.fixed("6")), "lc": 1, "lj": 1}"#
        let trim =
            #"{"ty": "tm", "s": \#(Files.fixed("0")), "e": \#(Files.fixed("25")), "o": \#(Files.fixed("0")), "m": 1}"#
        return try Files.render(try Files.animation("[\(Files.group("\(path), \(stroke), \(trim)"))]"))
    }

    func testDirectionThreeDecodesAsReversed() throws {
        let animation = try Files.animation(
            "[\(ellipse(direction: 3)), \(rectangle(direction: 3)), \(ellipse(direction: 1))]")
        guard case .shapes(let items) = animation.layers[0].content,
            case .ellipse(_, _, let reversedEllipse) = items[0],
            case .rectangle(_, _, _, let reversedRectangle) = items[1],
            case .ellipse(_, _, let clockwiseEllipse) = items[2]
        else { return XCTFail("expected an ellipse, a rectangle and an ellipse") }
        XCTAssertTrue(reversedEllipse)
        XCTAssertTrue(reversedRectangle)
        XCTAssertFalse(clockwiseEllipse)
    }

    func testReversedPathsStartAtTheSameVertexAndGoTheOtherWay() throws {
        let clockwise = LottieShapeGeometry.ellipse(center: CGPoint(x: 50, y: 50), size: CGPoint(x: 60, y: 60))
        let reversed = clockwise.reversedFromFirstVertex
        XCTAssertEqual(
            reversed.vertices,
            [clockwise.vertices[0], clockwise.vertices[3], clockwise.vertices[2], clockwise.vertices[1]])
        // Leaving the top towards the left: the out tangent points left, as lottie-ios's mirrored ellipse's does.
        XCTAssertLessThan(reversed.outTangents[0].x, 0)
        XCTAssertEqual(reversed.inTangents[1], clockwise.outTangents[3])
    }

    func testATrimRunsAnticlockwiseRoundAReversedEllipse() throws {
        let clockwise = try firstQuarter(of: ellipse(direction: 1))
        XCTAssertGreaterThan(Files.color(clockwise, 71, 29).a, 250, "top to right")
        XCTAssertEqual(Files.color(clockwise, 29, 29).a, 0)
        let reversed = try firstQuarter(of: ellipse(direction: 3))
        XCTAssertGreaterThan(Files.color(reversed, 29, 29).a, 250, "top to left")
        XCTAssertEqual(Files.color(reversed, 71, 29).a, 0)
    }

    func testATrimRunsAnticlockwiseRoundAReversedRectangle() throws {
        // From the top-right corner: down the right side, or along the top to the left.
        let clockwise = try firstQuarter(of: rectangle(direction: 1))
        XCTAssertGreaterThan(Files.color(clockwise, 80, 50).a, 250)
        XCTAssertEqual(Files.color(clockwise, 50, 20).a, 0)
        let reversed = try firstQuarter(of: rectangle(direction: 3))
        XCTAssertGreaterThan(Files.color(reversed, 50, 20).a, 250)
        XCTAssertEqual(Files.color(reversed, 80, 50).a, 0)
    }
}
