import Foundation
import XCTest

@testable import LayerTree

/// The layout pass: what marks a layer, when and in which order `layoutSublayers()` runs.
final class LayoutPassTests: XCTestCase {
    /// Records layouts and displays, in order, into a shared log.
    private final class RecordingLayer: CALayer {
        var log: (String) -> Void = { _ in }
        /// Run during this layer's layout, so a test can resize sublayers from there.
        var onLayout: (RecordingLayer) -> Void = { _ in }

        override func layoutSublayers() {
            log("layout \(name ?? "")")
            onLayout(self)
        }

        override func display() { log("display \(name ?? "")") }
    }

    private var log: [String] = []

    private func makeLayer(_ name: String) -> RecordingLayer {
        let layer = RecordingLayer()
        layer.name = name
        layer.log = { [unowned self] in self.log.append($0) }
        return layer
    }

    override func setUp() {
        super.setUp()
        CATransaction.flush()
    }

    func testOnlyANewBoundsSizeNeedsLayout() {
        let layer = makeLayer("a")
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        CATransaction.flush()
        XCTAssertEqual(log, ["layout a"])
        layer.bounds.origin = CGPoint(x: 5, y: 5)
        XCTAssertFalse(layer.needsLayout(), "scrolling the bounds moves sublayers, it does not rearrange them")
        layer.frame = CGRect(x: 0, y: 0, width: 30, height: 10)
        XCTAssertTrue(layer.needsLayout(), "a new frame size is a new bounds size")
        CATransaction.flush()
        XCTAssertEqual(log, ["layout a", "layout a"])
    }

    func testTheCommitLaysOutOutermostFirstThenDisplays() {
        let outer = makeLayer("outer"), inner = makeLayer("inner"), innermost = makeLayer("innermost")
        outer.addSublayer(inner)
        inner.addSublayer(innermost)
        innermost.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        // The outer layout sizes the inner layer, which then needs layout in the same commit.
        outer.onLayout = { $0.sublayers?.first?.frame = $0.bounds.insetBy(dx: 10, dy: 10) }
        CATransaction.flush()
        log = []

        CATransaction.begin()
        innermost.setNeedsDisplay()
        innermost.setNeedsLayout()
        outer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        XCTAssertEqual(log, [], "nothing is laid out before the commit")
        CATransaction.commit()
        XCTAssertEqual(log, ["layout outer", "layout inner", "layout innermost", "display innermost"])
        XCTAssertEqual(inner.bounds.size, CGSize(width: 80, height: 80))
        XCTAssertFalse(inner.needsLayout())
    }

    /// `CATransaction.lastCommitPhaseTimes` (the window HUD's layout and display stages) times the
    /// commit's two passes apart, and counts the commits, so a loop can tell whether its flush committed.
    func testTheLastCommitsLayoutAndDisplayPassesAreTimedApart() {
        let layer = makeLayer("timed")
        layer.onLayout = { _ in Thread.sleep(forTimeInterval: 0.02) }
        CATransaction.flush()
        let before = CATransaction.lastCommitPhaseTimes.commitCount
        CATransaction.flush()
        XCTAssertEqual(CATransaction.lastCommitPhaseTimes.commitCount, before, "nothing open: no commit")

        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)  // needs layout
        CATransaction.flush()
        var times = CATransaction.lastCommitPhaseTimes
        XCTAssertEqual(times.commitCount, before + 1)
        XCTAssertGreaterThanOrEqual(times.layoutMilliseconds, 20)
        XCTAssertLessThan(times.displayMilliseconds, 20, "nothing slept while displaying")

        layer.onLayout = { _ in }
        layer.setNeedsDisplay()
        CATransaction.flush()
        times = CATransaction.lastCommitPhaseTimes
        XCTAssertEqual(times.commitCount, before + 2)
        XCTAssertLessThan(times.layoutMilliseconds, 20, "each commit's own times")
        XCTAssertEqual(log.last, "display timed")
    }

    func testLayoutIfNeededLaysOutTheMarkedTreeFromItsOutermostMarkedLayer() {
        let outer = makeLayer("outer"), inner = makeLayer("inner"), other = makeLayer("other")
        outer.addSublayer(inner)
        CATransaction.flush()
        log = []

        inner.setNeedsLayout()
        outer.setNeedsLayout()
        other.setNeedsLayout()
        inner.layoutIfNeeded()
        XCTAssertEqual(log, ["layout outer", "layout inner"], "walks up to the marked superlayer first")
        XCTAssertTrue(other.needsLayout(), "a layer outside that tree waits for the commit")

        inner.setNeedsLayout()
        outer.layoutIfNeeded()
        XCTAssertEqual(log.last, "layout inner", "a marked sublayer is laid out though its superlayer is not marked")
        XCTAssertEqual(log.count, 3)

        CATransaction.flush()
        XCTAssertEqual(log, ["layout outer", "layout inner", "layout inner", "layout other"])
    }

    func testTheDefaultLayoutAsksTheDelegateAndAnOverrideReplacesIt() {
        final class Delegate: CALayerDelegate {
            var laidOut: [String] = []
            func layoutSublayers(of layer: CALayer) { laidOut.append(layer.name ?? "") }
        }
        let delegate = Delegate()
        let plain = CALayer(), custom = makeLayer("custom")
        plain.name = "plain"
        plain.delegate = delegate
        custom.delegate = delegate
        plain.setNeedsLayout()
        custom.setNeedsLayout()
        CATransaction.flush()
        XCTAssertEqual(delegate.laidOut, ["plain"])
        XCTAssertEqual(log, ["layout custom"])
    }

    func testPreferredFrameSizeIsTheBoundsSizeInTheSuperlayer() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
        XCTAssertEqual(layer.preferredFrameSize(), CGSize(width: 100, height: 40))
        layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let turned = layer.preferredFrameSize()
        XCTAssertEqual(turned.width, 40, accuracy: 1e-9)
        XCTAssertEqual(turned.height, 100, accuracy: 1e-9)
        layer.transform = CATransform3DMakeScale(2, 0.5, 1)
        XCTAssertEqual(layer.preferredFrameSize(), CGSize(width: 200, height: 20))
    }
}
