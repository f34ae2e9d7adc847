import Foundation
import LayerTree
import XCTest

@testable import GLRender

/// The shaded-pixel count of a flat item that lies inside the target (or inside one damage
/// rectangle) is its triangles' areas summed as they are, without looking for any to clip, and
/// it is the count found triangle by triangle, to the bit.
final class WholeItemAreaTests: XCTestCase {
    func testItemsInsideTheTargetAreMeasuredWhole() throws {
        let root = solidLayer(200, 200, at: 100, 100, nil)
        // Rounded squares (several triangles each), a circle, and a square reaching past the canvas's
        // edge, which planning cuts there.
        for k in 0..<5 {
            let square = solidLayer(30, 30, at: 20 + CGFloat(k) * 35, 60, blue)
            square.cornerRadius = 6
            root.addSublayer(square)
        }
        let circle = CAShapeLayer()
        circle.path = CGPath(ellipseIn: CGRect(x: 40, y: 110, width: 60, height: 60), transform: nil)
        circle.fillColor = red
        root.addSublayer(circle)
        root.addSublayer(solidLayer(40, 40, at: 195, 150, red))
        let list = RenderHarness.plan(root, size: CGSize(width: 200, height: 200))
        let frame = Batcher.batch(list)
        let items = list.passes[list.canvasPassIndex].items.count
        XCTAssertEqual(frame.itemsMeasuredWhole, items)
        XCTAssertGreaterThan(items, 6)
        // The same count triangle by triangle.
        let target = PixelRect(x: 0, y: 0, width: 200, height: 200)
        var byTriangle = 0.0
        for kind in Batcher.BufferKind.allCases where !kind.holdsPoints {
            let buffer = frame.buffer(kind)
            for command in frame.passes[frame.canvasPassIndex].opaque + frame.passes[frame.canvasPassIndex].blended
            where command.program.buffer == kind {
                byTriangle += buffer.projectedArea(
                    ofIndices: command.firstIndex..<(command.firstIndex + command.indexCount), target: target)
            }
        }
        XCTAssertEqual(frame.shadedPixels, byTriangle, accuracy: 1e-6)
    }

    /// In a partial frame, an item inside one damage rectangle and clear of the others.
    func testAnItemInsideOneDamageRectangleIsMeasuredWhole() {
        var buffer = GeometryBuffer(floatsPerVertex: 4)
        for (x, y) in [(10.0, 10.0), (30.0, 10.0), (10.0, 30.0), (30.0, 30.0)] {
            buffer.vertices += [Float(x), Float(y), 0, 1]
        }
        buffer.indices = [0, 1, 2, 1, 3, 2]
        let target = PixelRect(x: 0, y: 0, width: 100, height: 100)
        let inside = [PixelRect(x: 0, y: 0, width: 50, height: 50), PixelRect(x: 60, y: 60, width: 20, height: 20)]
        XCTAssertEqual(buffer.wholeItemArea(ofIndices: 0..<6, vertices: 0..<16, target: target, scissors: inside), 400)
        XCTAssertEqual(
            buffer.wholeItemArea(ofIndices: 0..<6, vertices: 0..<16, target: target, scissors: inside),
            buffer.projectedArea(ofIndices: 0..<6, target: target, scissors: inside))
        let across = [PixelRect(x: 0, y: 0, width: 20, height: 100)]
        XCTAssertNil(buffer.wholeItemArea(ofIndices: 0..<6, vertices: 0..<16, target: target, scissors: across))
        // Projected (W ≠ 1): measured triangle by triangle.
        buffer.vertices[3] = 2
        XCTAssertNil(buffer.wholeItemArea(ofIndices: 0..<6, vertices: 0..<16, target: target, scissors: nil))
    }
}
