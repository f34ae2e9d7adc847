import Foundation
import XCTest

@testable import LayerTree

/// `CGContext`'s ellipse calls and `boundingBoxOfClipPath`.
final class ContextEllipseAndClipTests: XCTestCase {
    func testEllipsesAreClosedCurvesInTheRectangleThatEmptyThePathFirst() throws {
        let context = CGContext(width: 100, height: 100)
        let oval = CGRect(x: 10, y: 20, width: 60, height: 30)
        context.addEllipse(in: oval)
        let path = try XCTUnwrap(context.path)
        // Cairo keeps paths in 24.8 fixed point: the box is the oval's to 1/256 of a pixel.
        assertRect(path.boundingBoxOfPath, 10, 20, 60, 30, accuracy: 1.0 / 256)
        XCTAssertEqual(path.elements.last, .closeSubpath)
        XCTAssertTrue(path.elements.contains { if case .addCurveToPoint = $0 { return true } else { return false } })

        // fillEllipse empties the path first: the rectangle added before it is not filled.
        context.addRect(CGRect(x: 80, y: 80, width: 10, height: 10))
        context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        context.fillEllipse(in: oval)
        XCTAssertTrue(context.isPathEmpty, "the fill empties the path")
        context.setStrokeColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.setLineWidth(2)
        context.strokeEllipse(in: CGRect(x: 10, y: 60, width: 60, height: 30))
        let image = try XCTUnwrap(context.makeImage())
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(image.pixels[(y * 100 + x) * 4..<(y * 100 + x) * 4 + 4]) }
        XCTAssertEqual(pixel(40, 35), [0, 0, 255, 255], "the filled oval's centre")
        XCTAssertEqual(pixel(11, 21)[3], 0, "the oval's box corner is outside it")
        XCTAssertEqual(pixel(85, 85)[3], 0, "the rectangle added before fillEllipse was dropped")
        XCTAssertEqual(pixel(40, 60), [255, 0, 0, 255], "the stroked oval's top")
        XCTAssertEqual(pixel(40, 75)[3], 0, "a stroked oval is not filled")
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
