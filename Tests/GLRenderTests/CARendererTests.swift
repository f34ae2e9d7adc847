import Foundation
import LayerTree
import XCTest

@testable import GLRender

/// `CARenderer`: frames driven by the caller, each drawing only its update region.
final class CARendererTests: XCTestCase {
    /// A 100×80 canvas at 2 pixels per point holding a 10×10 red square at (10, 10); `recording`:
    /// on the recording backend, for the tests that read no pixels.
    private func renderer(recording: Bool = false) throws -> (CARenderer, root: CALayer, square: CALayer) {
        let renderer =
            recording ? CARenderer(backend: RecordingBackend()) : try CARenderer(context: RenderHarness.context_())
        let root = solidLayer(100, 80, at: 50, 40, nil)
        let square = solidLayer(10, 10, at: 15, 15, red)
        root.addSublayer(square)
        renderer.layer = root
        renderer.bounds = CGRect(x: 0, y: 0, width: 100, height: 80)
        renderer.scale = 2
        renderer.backgroundColor = .white
        return (renderer, root, square)
    }

    private func frame(_ renderer: CARenderer, at t: CFTimeInterval) throws -> CGRect {
        renderer.beginFrame(atTime: t, timeStamp: nil)
        let update = renderer.updateBounds()
        try renderer.render()
        renderer.endFrame()
        return update
    }

    func testTheFirstFrameUpdatesEverythingAndAStillOneNothing() throws {
        let (renderer, _, _) = try renderer()
        XCTAssertEqual(try frame(renderer, at: 1), CGRect(x: 0, y: 0, width: 100, height: 80))
        let image = renderer.canvasImage()
        XCTAssertEqual(image.width, 200)
        XCTAssertEqual(image.rgb(30, 30), [255, 0, 0])
        XCTAssertEqual(image.rgb(60, 30), [255, 255, 255])
        XCTAssertEqual(try frame(renderer, at: 2), .null)
        XCTAssertEqual(renderer.lastFrameStatistics.drawCalls, 0)
        XCTAssertEqual(renderer.lastFrameStatistics.shadedPixels, 0)
        XCTAssertEqual(renderer.nextFrameTime(), .infinity, "nothing animates")
        XCTAssertEqual(renderer.canvasImage(), image)
    }

    func testUpdateBoundsIsTheDamageInPoints() throws {
        let (renderer, _, square) = try renderer()
        _ = try frame(renderer, at: 1)
        square.position = CGPoint(x: 75, y: 55)
        // Old square 10…20 and new 70…80 points: 20…40 and 140…160 pixels, each padded 2 px (1 pt).
        XCTAssertEqual(try frame(renderer, at: 2), CGRect(x: 9, y: 9, width: 72, height: 52))
        XCTAssertEqual(renderer.lastFrameStatistics.damageRects.count, 2)
        let image = renderer.canvasImage()
        XCTAssertEqual(image.rgb(30, 30), [255, 255, 255], "where the square was is redrawn")
        XCTAssertEqual(image.rgb(150, 110), [255, 0, 0])
    }

    func testAddUpdateRedrawsARegionThatDidNotChange() throws {
        let (renderer, _, _) = try renderer(recording: true)
        _ = try frame(renderer, at: 1)
        renderer.beginFrame(atTime: 2)
        XCTAssertEqual(renderer.updateBounds(), .null)
        renderer.addUpdate(CGRect(x: 5, y: 5, width: 10, height: 10))
        XCTAssertEqual(renderer.updateBounds(), CGRect(x: 5, y: 5, width: 10, height: 10))
        try renderer.render()
        renderer.endFrame()
        XCTAssertEqual(renderer.lastFrameStatistics.damageRects, [PixelRect(x: 10, y: 10, width: 20, height: 20)])
        XCTAssertEqual(renderer.lastFrameStatistics.shadedPixels, 10 * 10, "the square's quarter inside it")
    }

    func testNextFrameTimeFollowsTheAnimations() throws {
        let (renderer, _, square) = try renderer()
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 15
        slide.toValue = 85
        slide.beginTime = 10
        slide.duration = 2
        square.add(slide, forKey: "slide")
        _ = try frame(renderer, at: 4)
        XCTAssertEqual(renderer.nextFrameTime(), 10, "waiting for the slide to begin")
        XCTAssertEqual(try frame(renderer, at: 8), .null, "nothing moved before it")
        let moving = try frame(renderer, at: 11)
        XCTAssertFalse(moving.isNull)
        XCTAssertEqual(renderer.nextFrameTime(), 11, "running: every frame")
        _ = try frame(renderer, at: 12.5)
        XCTAssertEqual(renderer.nextFrameTime(), .infinity, "over")
        XCTAssertEqual(renderer.canvasImage().rgb(30, 30), [255, 0, 0], "the model again, after it ended")
    }

    func testBoundsOriginIsTheCanvasTopLeft() throws {
        let (renderer, _, _) = try renderer()
        renderer.bounds.origin = CGPoint(x: 10, y: 10)
        _ = try frame(renderer, at: 1)
        let image = renderer.canvasImage()
        XCTAssertEqual(image.rgb(2, 2), [255, 0, 0], "the square's corner at (10, 10) is at the canvas's corner")
        XCTAssertEqual(image.rgb(22, 22), [255, 255, 255])
    }

    func testRenderingWithoutAFrameIsAnError() throws {
        let (renderer, _, _) = try renderer(recording: true)
        XCTAssertThrowsError(try renderer.render()) { error in
            XCTAssertEqual("\(error)", "CARenderer.render() needs a frame: call beginFrame(atTime:timeStamp:) first")
        }
    }

    /// A render server's canvas says whether its frames count pixels (a window measures them only
    /// while its HUD shows them).
    func testTheCanvasSaysWhetherPixelsAreCounted() throws {
        let (renderer, root, square) = try renderer(recording: true)
        var canvas = Canvas(size: CGSize(width: 100, height: 80), scale: 2, background: .white)
        try renderer.draw(root.makeRenderTree(), on: canvas)
        XCTAssertTrue(renderer.lastFrameStatistics.measuredPixels)
        XCTAssertEqual(renderer.lastFrameStatistics.shadedPixels, 20 * 20, "the square, 20 pixels a side")
        canvas.measuresPixels = false
        square.position.x += 10
        try renderer.draw(root.makeRenderTree(), on: canvas)
        XCTAssertFalse(renderer.lastFrameStatistics.measuredPixels)
        XCTAssertEqual(renderer.lastFrameStatistics.shadedPixels, 0)
        XCTAssertGreaterThan(renderer.lastFrameStatistics.drawCalls, 0, "the moved square is still drawn")
    }
}
