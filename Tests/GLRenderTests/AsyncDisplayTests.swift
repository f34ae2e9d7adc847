import Foundation
import XCTest

@testable import GLRender
@testable import LayerTree

/// A delegate that fills with a color on a worker thread, optionally waiting to be released.
/// `@unchecked Sendable`: its fields are read and written under `lock`.
private final class SlowFiller: CALayerDelegate, @unchecked Sendable {
    let lock = NSLock()
    var color = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    var gate: DispatchSemaphore?
    var drawnOnMainThread: [Bool] = []

    func draw(_ layer: CALayer, in ctx: CGContext) {
        let (color, gate) = lock.withLock { (self.color, self.gate) }
        lock.withLock { drawnOnMainThread.append(Thread.isMainThread) }
        gate?.wait()
        ctx.setFillColor(color)
        ctx.fill(CGRect(x: 0, y: 0, width: 60, height: 40))
    }
}

/// `drawsAsynchronously`: drawing off the app thread, cancellation, commit on the app thread.
final class AsyncDisplayTests: XCTestCase {
    private func asyncLayer() throws -> (CALayer, SlowFiller) {
        _ = try RenderHarness.renderer()  // installs the Cairo backing-store factory
        let filler = SlowFiller()
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 60, height: 40)
        layer.position = CGPoint(x: 30, y: 20)
        layer.drawsAsynchronously = true
        layer.delegate = filler
        return (layer, filler)
    }

    func testDrawingRunsOffTheAppThreadAndLandsAtTheNextCommit() throws {
        let (layer, filler) = try asyncLayer()
        layer.setNeedsDisplay()
        CATransaction.flush()
        XCTAssertNil(layer.contents, "the image is not there at the commit that asked for it")
        AsyncDisplay.shared.waitUntilIdle()
        XCTAssertNil(layer.contents, "finished drawings wait for the app thread's next commit")
        CATransaction.flush()
        XCTAssertEqual(filler.lock.withLock { filler.drawnOnMainThread }, [false])
        let image = try RenderHarness.render(layer, size: CGSize(width: 60, height: 40))
        XCTAssertTrue(image.matches(30, 20, CGColor(red: 1, green: 0, blue: 0, alpha: 1)))
    }

    func testANewerDisplayWinsOverAnOlderOneStillDrawing() throws {
        let (layer, filler) = try asyncLayer()
        let gate = DispatchSemaphore(value: 0)
        filler.lock.withLock { filler.gate = gate }
        layer.setNeedsDisplay()
        CATransaction.flush()  // display 1 starts and blocks, drawing red
        while filler.lock.withLock({ filler.drawnOnMainThread.isEmpty }) { usleep(1000) }
        filler.lock.withLock {
            filler.gate = nil
            filler.color = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        }
        layer.setNeedsDisplay()
        CATransaction.flush()  // display 2, blue
        gate.signal()
        AsyncDisplay.shared.waitUntilIdle()
        CATransaction.flush()
        let image = try RenderHarness.render(layer, size: CGSize(width: 60, height: 40))
        XCTAssertTrue(
            image.matches(30, 20, CGColor(red: 0, green: 0, blue: 1, alpha: 1)),
            "the older (red) drawing finished last but was cancelled")
    }
}
