import Foundation
import XCTest

@testable import LayerTree

/// A layer's own `duration` with `repeatCount` or `autoreverses` repeats the time its sublayers
/// and animations see (CAMediaTiming, which CALayer adopts): how a player loops a range of a
/// tree of animations without touching them, as lottie-ios's loop modes do.
final class LayerRepeatTimingTests: AnimationTestCase {
    /// A repeating parent at `beginTime` 10 (speed 1) and a child whose `position.x` goes 0 → 100
    /// over the parent's local seconds 0…2.
    private func tree(duration: Double, repeatCount: Float, autoreverses: Bool = false) -> (CALayer, CALayer) {
        let parent = CALayer(), child = CALayer()
        parent.addSublayer(child)
        parent.beginTime = 10
        parent.duration = duration
        parent.repeatCount = repeatCount
        parent.autoreverses = autoreverses
        // The smallest positive begin time is the parent's local 0 (0 itself would mean "now").
        child.add(positionXAnimation(beginTime: .leastNonzeroMagnitude, duration: 2), forKey: "x")
        return (parent, child)
    }

    private func x(_ child: CALayer, _ parent: CALayer, at time: Double) -> CGFloat {
        parent.presentation(at: time)!.sublayers![0].position.x
    }

    func testRepeatCountRepeatsTheSublayersTime() {
        let (parent, child) = tree(duration: 2, repeatCount: 2)
        XCTAssertEqual(child.convertTime(12.5, from: nil), 0.5, accuracy: 1e-9)
        XCTAssertEqual(x(child, parent, at: 10.5), 25, accuracy: 1e-6)
        XCTAssertEqual(x(child, parent, at: 12.5), 25, accuracy: 1e-6, "the second repeat")
        // After the last repeat its end stays; before the start, its start.
        XCTAssertEqual(child.convertTime(15, from: nil), 2, accuracy: 1e-9)
        XCTAssertEqual(child.convertTime(9, from: nil), 0, accuracy: 1e-9)
    }

    func testAutoreversesPlaysBackwards() {
        let (parent, child) = tree(duration: 2, repeatCount: 1, autoreverses: true)
        XCTAssertEqual(x(child, parent, at: 11), 50, accuracy: 1e-6)
        XCTAssertEqual(x(child, parent, at: 13.5), 25, accuracy: 1e-6, "on its way back")
        XCTAssertEqual(child.convertTime(20, from: nil), 0, accuracy: 1e-9, "ends where it began")
    }

    func testInfiniteRepeatsAndTimeOffsetWithinTheCycle() {
        let (parent, child) = tree(duration: 2, repeatCount: .infinity)
        parent.timeOffset = 0.5
        XCTAssertEqual(child.convertTime(10, from: nil), 0.5, accuracy: 1e-9)
        XCTAssertEqual(child.convertTime(1011.75, from: nil), 0.25, accuracy: 1e-9)
    }

    /// A duration alone does not end a layer's timeline, as before.
    func testDurationWithoutRepeatsDoesNotClip() {
        let (_, child) = tree(duration: 2, repeatCount: 0)
        XCTAssertEqual(child.convertTime(15, from: nil), 5, accuracy: 1e-9)
    }

    /// A change of the repeats is a model change: the next render tree shows it.
    func testChangingRepeatsRebuildsTheRenderTree() {
        let (parent, _) = tree(duration: 2, repeatCount: 0)
        let before = parent.makeRenderTree(at: 12.5)
        parent.repeatCount = 2
        let after = parent.makeRenderTree(at: 12.5)
        XCTAssertNotEqual(before.nodes.last?.position.x, after.nodes.last?.position.x)
        XCTAssertEqual(Double(after.nodes.last?.position.x ?? 0), 25, accuracy: 1e-6)
    }
}
