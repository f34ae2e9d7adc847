import Foundation
import XCTest

@testable import LayerTree

/// `CGContext`'s ellipse calls and `boundingBoxOfClipPath`.
final class ContextEllipseAndClipTests: XCTestCase {
    /// Records the path calls the ellipse methods are built on.
    private final class PathRecorder: CGContext {
        var calls: [String] = []
        var paths: [CGPath] = []
        override func beginPath() { calls.append("begin") }
        override func addPath(_ path: CGPath) {
            calls.append("add")
            paths.append(path)
        }
        override func fillPath() { calls.append("fill") }
        override func strokePath() { calls.append("stroke") }
    }

    func testEllipsesAreClosedCurvesInTheRectangleThatEmptyThePathFirst() {
        let context = PathRecorder(width: 100, height: 100)
        let oval = CGRect(x: 10, y: 20, width: 60, height: 30)
        context.addEllipse(in: oval)
        context.fillEllipse(in: oval)
        context.strokeEllipse(in: oval)
        XCTAssertEqual(context.calls, ["add", "begin", "add", "fill", "begin", "add", "stroke"])
        for path in context.paths {
            XCTAssertEqual(path, CGPath(ellipseIn: oval))
            assertRect(path.boundingBoxOfPath, 10, 20, 60, 30, accuracy: 1e-9)
            XCTAssertEqual(path.elements.last, .closeSubpath)
            XCTAssertTrue(
                path.elements.contains { if case .addCurveToPoint = $0 { return true } else { return false } })
        }
    }

    func testTheClipBoundingBoxIsInUserSpace() {
        let context = CGContext(width: 200, height: 100)
        XCTAssertEqual(context.boundingBoxOfClipPath, CGRect(x: 0, y: 0, width: 200, height: 100), "the whole surface")
        context.scaleBy(x: 2, y: 2)
        XCTAssertEqual(context.boundingBoxOfClipPath, CGRect(x: 0, y: 0, width: 100, height: 50))
        context.clip(to: CGRect(x: 10, y: 10, width: 200, height: 20))
        XCTAssertEqual(context.boundingBoxOfClipPath, CGRect(x: 10, y: 10, width: 90, height: 20), "cut by the surface")
        context.saveGState()
        context.translateBy(x: 5, y: -5)
        XCTAssertEqual(context.boundingBoxOfClipPath, CGRect(x: 5, y: 15, width: 90, height: 20))
        context.clip(to: CGRect(x: 0, y: 0, width: 10, height: 20))
        XCTAssertEqual(context.boundingBoxOfClipPath, CGRect(x: 5, y: 15, width: 5, height: 5))
        context.clip(to: CGRect(x: 50, y: 50, width: 1, height: 1))
        XCTAssertTrue(context.boundingBoxOfClipPath.isNull, "nothing left")
        context.restoreGState()
        XCTAssertEqual(context.boundingBoxOfClipPath, CGRect(x: 10, y: 10, width: 90, height: 20), "restored")
    }
}
