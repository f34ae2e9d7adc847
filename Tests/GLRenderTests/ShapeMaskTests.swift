import Foundation
import LayerTree
import XCTest

@testable import GLRender

/// A `CAShapeLayer` as a `mask`: the masked layer shows only where the path is filled or
/// stroked, as lottie-ios masks a gradient by a shape.
final class ShapeMaskTests: XCTestCase {
    private func render(_ root: CALayer) throws -> RGBAImage {
        try RenderHarness.render(root, size: CGSize(width: 200, height: 200))
    }

    /// A green 100×100 layer at (100, 100) masked by `mask`.
    private func masked(_ mask: CALayer) -> CALayer {
        let root = solidLayer(200, 200, at: 100, 100, nil)
        let layer = solidLayer(100, 100, at: 100, 100, green)
        layer.mask = mask
        root.addSublayer(layer)
        return root
    }

    func testAFilledPathMasks() throws {
        let mask = CAShapeLayer()
        mask.path = CGPath(ellipseIn: CGRect(x: 20, y: 20, width: 60, height: 60), transform: nil)
        let image = try render(masked(mask))
        XCTAssertTrue(image.matches(100, 100, green), "inside the circle")
        XCTAssertTrue(image.matches(55, 55, .white), "in the layer, outside the circle")
    }

    func testAStrokedPathMasks() throws {
        let mask = CAShapeLayer()
        mask.path = CGPath(rect: CGRect(x: 20, y: 20, width: 60, height: 60), transform: nil)
        mask.fillColor = nil
        mask.strokeColor = .black
        mask.lineWidth = 10
        let image = try render(masked(mask))
        XCTAssertTrue(image.matches(70, 100, green), "on the line")
        XCTAssertTrue(image.matches(100, 100, .white), "inside the line")
    }

    func testAGradientMaskedByAPath() throws {
        let root = solidLayer(200, 200, at: 100, 100, nil)
        let gradient = CAGradientLayer()
        gradient.anchorPoint = .zero
        gradient.bounds = CGRect(x: 50, y: 50, width: 100, height: 100)
        gradient.position = CGPoint(x: 50, y: 50)
        gradient.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        let mask = CAShapeLayer()
        mask.path = CGPath(rect: CGRect(x: 60, y: 60, width: 80, height: 80), transform: nil)
        gradient.mask = mask
        root.addSublayer(gradient)
        let image = try render(root)
        let (left, right) = (image.rgb(65, 100), image.rgb(135, 100))
        XCTAssertTrue(left[0] > 200 && left[2] < 60, "red at the left: \(left)")
        XCTAssertTrue(right[2] > 200 && right[0] < 60, "blue at the right: \(right)")
        XCTAssertTrue(image.matches(55, 100, .white), "outside the path")
    }

    /// A small circle masking a large layer: both passes cover the circle's box (grown a pixel for
    /// its fringe), not the layer (`maskShownPart`). The circle still shows whole, edges and all.
    func testPassesCoverOnlyWhatTheMaskShows() throws {
        let root = solidLayer(200, 200, at: 100, 100, nil)
        let layer = solidLayer(180, 180, at: 100, 100, green)
        let mask = CAShapeLayer()
        // Its top at y = 139.5 on the canvas, through the centres of row 139.
        mask.path = CGPath(ellipseIn: CGRect(x: 130, y: 129.5, width: 20, height: 20), transform: nil)
        layer.mask = mask
        root.addSublayer(layer)
        let list = RenderHarness.plan(root, size: CGSize(width: 200, height: 200))
        let offscreen = list.passes.dropLast()
        XCTAssertEqual(offscreen.count, 2)
        for pass in offscreen {
            XCTAssertLessThanOrEqual(pass.width, 30, pass.reason)
            XCTAssertLessThanOrEqual(pass.height, 30, pass.reason)
        }
        let image = try render(root)
        XCTAssertTrue(image.matches(150, 150, green), "the circle's centre")
        XCTAssertTrue(image.matches(150, 141, green), "just inside its top")
        XCTAssertTrue(image.matches(150, 137, .white), "just outside its top")
        XCTAssertTrue(image.matches(50, 50, .white), "the layer away from the circle")
        // The edge pixel through which the circle's top passes is half covered, as without the cut.
        let edge = image.rgb(150, 139)
        XCTAssertTrue(edge[0] > 60 && edge[0] < 200, "half covered at the edge: \(edge)")
    }

    /// An inverted mask shows the layer where it draws nothing: there the layer is drawn directly,
    /// and the passes cover only the circle's box (`Planner+InvertedMask.swift`).
    func testAnInvertedMasksPassesCoverOnlyTheMasksBox() throws {
        let root = solidLayer(200, 200, at: 100, 100, nil)
        let layer = solidLayer(180, 180, at: 100, 100, green)
        let mask = CAShapeLayer()
        mask.path = CGPath(ellipseIn: CGRect(x: 130, y: 130, width: 20, height: 20), transform: nil)
        layer.mask = mask
        layer.maskMode = .invertedAlpha
        root.addSublayer(layer)
        let list = RenderHarness.plan(root, size: CGSize(width: 200, height: 200))
        // The circle's 20 points, its shape's 2-point margin on each side and a pixel of fringe each side.
        XCTAssertEqual(list.passes.dropLast().map(\.width), [26, 26])
        XCTAssertEqual(list.passes.dropLast().map(\.height), [26, 26])
        let image = try render(root)
        XCTAssertTrue(image.matches(50, 50, green), "the layer away from the circle")
        XCTAssertTrue(image.matches(150, 150, .white), "the circle's centre")
    }
}
