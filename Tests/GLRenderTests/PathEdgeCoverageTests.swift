import Foundation
import LayerTree
import XCTest

@testable import GLRender

/// A filled path's edge pixels are covered by about the share of their area inside the edge, on
/// both sides of it: the interior fades the inner half pixel, the fringe the outer half.
final class PathEdgeCoverageTests: XCTestCase {
    private let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)

    private func render(_ svgPath: String, lineWidth: CGFloat? = nil) throws -> RGBAImage {
        let root = solidLayer(80, 80, at: 40, 40, white)
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 80, height: 80)
        shape.path = try CGPath(svgPathData: svgPath)
        if let lineWidth {
            shape.fillColor = nil
            shape.strokeColor = .black
            shape.lineWidth = lineWidth
        } else {
            shape.fillColor = .black
        }
        root.addSublayer(shape)
        return try RenderHarness.render(root, size: CGSize(width: 80, height: 80))
    }

    /// A 45° side through pixel centres (x = y) half covers the pixels it passes through, as a
    /// rasterizer that measures area does (iOS: lottie-ios's pr_1599 thumb). The fringe lay wholly
    /// outside and the interior covered fully up to the edge, so these pixels took 1 and their
    /// outer neighbours 0: a staircase with no ramp.
    func testDiagonalThroughPixelCentresHalfCoversThem() throws {
        // The triangles below and above the diagonal (y > x, y < x in layer coordinates, y down): a
        // pixel centre on an edge goes to the interior or to the fringe by the rasterizer's rule for
        // shared edges, which the two sides of the diagonal settle differently.
        for (path, insideStep) in [("M 0 0 L 0 80 L 80 80 Z", -1), ("M 0 0 L 80 0 L 80 80 Z", 1)] {
            let image = try render(path)
            try RenderHarness.keep(image, named: "path-edge-diagonal\(insideStep)")
            for k in 10..<70 {
                XCTAssertEqual(
                    blackCoverage(image, k, k), 0.5, accuracy: 0.1, "\(path): pixel (\(k), \(k)) on the edge")
                XCTAssertEqual(blackCoverage(image, k + insideStep, k), 1, accuracy: 0.02, "\(path): inside (\(k))")
                XCTAssertEqual(blackCoverage(image, k - insideStep, k), 0, accuracy: 0.02, "\(path): outside (\(k))")
            }
        }
    }

    /// A vertical side a quarter pixel into a column covers three quarters of it, and the row adds
    /// up to the area inside. With the fringe only outside, a side in the left half of a column
    /// covered it fully: the shape stood up to half a pixel too wide there.
    func testVerticalSideCoversItsShareOfTheColumn() throws {
        for eighth in 0..<8 {
            let f = Double(eighth) / 8
            let image = try render("M \(10 + f) 10 L 60 10 L 60 70 L \(10 + f) 70 Z")
            let message = "left side at x = \(10 + f)"
            XCTAssertEqual(blackCoverage(image, 10, 40), 1 - f, accuracy: 0.06, message)
            XCTAssertEqual(blackCoverage(image, 9, 40), 0, accuracy: 0.02, message)
            let row = (0..<80).reduce(0.0) { $0 + blackCoverage(image, $1, 40) }
            XCTAssertEqual(row, 50 - f, accuracy: 0.1, message)
        }
    }

    /// A one-point stroke (a rectangle, laid out by `StrokeRing`) whose side spans x = 19.75…20.75
    /// covers a quarter of column 19 and three quarters of column 20: one pixel across in all. Its
    /// quads covered fully up to both offset lines, so the line was drawn 1.25 pixels wide (the
    /// thin rings of lottie-ios's issue_1837_opacity, opaque where iOS's are not).
    func testThinStrokeCoversItsWidth() throws {
        let image = try render("M 20.25 10 L 60.25 10 L 60.25 70 L 20.25 70 Z", lineWidth: 1)
        try RenderHarness.keep(image, named: "path-edge-thin-stroke")
        for y in [30, 40, 50] {
            XCTAssertEqual(blackCoverage(image, 19, y), 0.25, accuracy: 0.06, "row \(y)")
            XCTAssertEqual(blackCoverage(image, 20, y), 0.75, accuracy: 0.06, "row \(y)")
            let across = (0..<40).reduce(0.0) { $0 + blackCoverage(image, $1, y) }
            XCTAssertEqual(across, 1, accuracy: 0.1, "row \(y)")
        }
    }
}
