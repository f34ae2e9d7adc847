import XCTest

@testable import LayerTree

final class DisplayTests: XCTestCase {
    private final class Displayer: CALayerDelegate {
        var displays = 0
        func display(_ layer: CALayer) { displays += 1 }
    }

    func testDelegateDisplayReplacesDrawingAndRunsOncePerCommit() {
        let delegate = Displayer()
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.delegate = delegate
        layer.setNeedsDisplay()
        layer.setNeedsDisplay(CGRect(x: 1, y: 1, width: 2, height: 2))
        XCTAssertTrue(layer.needsDisplay())
        CATransaction.flush()
        XCTAssertEqual(delegate.displays, 1)
        XCTAssertFalse(layer.needsDisplay())
        CATransaction.flush()
        XCTAssertEqual(delegate.displays, 1)
        layer.displayIfNeeded()
        XCTAssertEqual(delegate.displays, 1, "not marked")
    }

    func testEmptyRectDoesNotMark() {
        let layer = CALayer()
        layer.setNeedsDisplay()  // zero bounds
        XCTAssertFalse(layer.needsDisplay())
        layer.drawsAsynchronously = true
        XCTAssertTrue(layer.drawsAsynchronously)
        CATransaction.flush()
    }
}
