import LayerTree
import XCTest

@testable import GLRender

/// A delegate that fills its bounds red and records each draw's clip.
private final class RedFiller: CALayerDelegate {
    var draws = 0
    var color = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    func draw(_ layer: CALayer, in ctx: CGContext) {
        draws += 1
        ctx.setFillColor(color)
        ctx.fill(layer.bounds)
    }
}

final class DrawingTests: XCTestCase {
    private func drawnLayer(scale: CGFloat = 1) throws -> (CALayer, RedFiller) {
        _ = try RenderHarness.renderer()  // installs the Cairo backing-store factory
        let filler = RedFiller()
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 60, height: 40)
        layer.position = CGPoint(x: 30, y: 20)
        layer.contentsScale = scale
        layer.delegate = filler
        return (layer, filler)
    }

    func testDelegateDrawingIsRenderedAtCommit() throws {
        let (layer, filler) = try drawnLayer()
        layer.setNeedsDisplay()
        XCTAssertTrue(layer.needsDisplay())
        XCTAssertNil(layer.contents)
        CATransaction.flush()
        XCTAssertFalse(layer.needsDisplay())
        XCTAssertEqual(filler.draws, 1)
        XCTAssertEqual(layer.contentsImage?.width, 60)
        XCTAssertEqual(layer.contentsImage?.height, 40)
        let image = try RenderHarness.render(layer, size: CGSize(width: 80, height: 60))
        XCTAssertTrue(image.matches(10, 10, red))
        XCTAssertTrue(image.matches(59, 39, red))
        XCTAssertTrue(image.matches(70, 50, .white))
    }

    func testExplicitTransactionDisplaysOnOutermostCommit() throws {
        let (layer, filler) = try drawnLayer()
        CATransaction.flush()  // commit the implicit transaction that creating the layer opened
        CATransaction.begin()
        layer.setNeedsDisplay()
        CATransaction.begin()
        CATransaction.commit()
        XCTAssertEqual(filler.draws, 0, "inner commits do not display")
        CATransaction.commit()
        XCTAssertEqual(filler.draws, 1)
    }

    func testDirtyRectRedrawsAndUploadsOnlyThatRectangle() throws {
        for scale: CGFloat in [1, 2] {
            let (layer, filler) = try drawnLayer(scale: scale)
            let renderer = try RenderHarness.renderer()
            let size = CGSize(width: 80, height: 60)
            layer.setNeedsDisplay()
            CATransaction.flush()
            _ = try RenderHarness.render(layer, size: size, scale: scale)
            XCTAssertEqual(renderer.lastFrameStatistics.textureBytesUploaded, Int(60 * 40 * 4 * scale * scale))

            filler.color = blue
            layer.setNeedsDisplay(CGRect(x: 10, y: 10, width: 20, height: 20))
            CATransaction.flush()
            XCTAssertEqual(filler.draws, 2)
            XCTAssertEqual(layer.contentsImage?.update?.width, Int(20 * scale))
            XCTAssertEqual(layer.contentsImage?.update?.height, Int(20 * scale))
            let image = try RenderHarness.render(layer, size: size, scale: scale)
            XCTAssertEqual(renderer.lastFrameStatistics.textureBytesUploaded, Int(20 * 20 * 4 * scale * scale))
            let s = Int(scale)
            // Only the dirty rectangle took the new colour, although the delegate filled all of its bounds.
            XCTAssertTrue(image.matches(15 * s, 15 * s, blue), "scale \(scale)")
            XCTAssertTrue(image.matches(29 * s, 29 * s, blue))
            XCTAssertTrue(image.matches(5 * s, 5 * s, red))
            XCTAssertTrue(image.matches(35 * s, 15 * s, red))
            XCTAssertTrue(image.matches(15 * s, 35 * s, red))
        }
    }

    func testTwoPartialRedrawsBetweenFramesUploadTheirUnion() throws {
        let (layer, filler) = try drawnLayer()
        let renderer = try RenderHarness.renderer()
        let size = CGSize(width: 80, height: 60)
        layer.setNeedsDisplay()
        CATransaction.flush()
        _ = try RenderHarness.render(layer, size: size)
        filler.color = blue
        layer.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
        CATransaction.flush()
        layer.setNeedsDisplay(CGRect(x: 10, y: 0, width: 10, height: 10))
        CATransaction.flush()
        XCTAssertEqual(filler.draws, 3)
        let image = try RenderHarness.render(layer, size: size)
        XCTAssertEqual(renderer.lastFrameStatistics.textureBytesUploaded, 20 * 10 * 4, "the union of both regions")
        XCTAssertTrue(image.matches(5, 5, blue))
        XCTAssertTrue(image.matches(15, 5, blue))
        XCTAssertTrue(image.matches(25, 5, red))
    }

    func testNeedsDisplayOnBoundsChangeRedrawsOnResize() throws {
        let (layer, filler) = try drawnLayer()
        layer.setNeedsDisplay()
        CATransaction.flush()
        XCTAssertEqual(filler.draws, 1)
        layer.bounds = CGRect(x: 0, y: 0, width: 70, height: 40)
        CATransaction.flush()
        XCTAssertEqual(filler.draws, 1, "off by default")
        layer.needsDisplayOnBoundsChange = true
        layer.bounds = CGRect(x: 0, y: 0, width: 30, height: 20)
        XCTAssertTrue(layer.needsDisplay())
        CATransaction.flush()
        XCTAssertEqual(filler.draws, 2)
        XCTAssertEqual(layer.contentsImage?.width, 30)
        XCTAssertNil(layer.contentsImage?.update, "a new size draws a new store")
        layer.position = CGPoint(x: 50, y: 50)
        XCTAssertFalse(layer.needsDisplay(), "moving does not redraw")
    }

    func testSubclassDrawInContextAndPaths() throws {
        final class Circle: CALayer {
            override func draw(in ctx: CGContext) {
                ctx.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
                ctx.addPath(CGPath(ellipseIn: bounds))
                ctx.fillPath()
            }
        }
        _ = try RenderHarness.renderer()
        let layer = Circle()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.position = CGPoint(x: 20, y: 20)
        layer.setNeedsDisplay()
        CATransaction.flush()
        let image = try RenderHarness.render(layer, size: CGSize(width: 40, height: 40))
        XCTAssertTrue(image.matches(20, 20, green))
        XCTAssertTrue(image.matches(1, 1, .white))
    }
}
