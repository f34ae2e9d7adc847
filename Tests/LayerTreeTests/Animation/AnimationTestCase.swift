import Foundation
import XCTest

@testable import LayerTree

/// A test case whose media clock stands still until the test moves it.
class AnimationTestCase: XCTestCase {
    var clock: ManualClock!
    private var previousClock: MediaClock!

    override func setUp() {
        super.setUp()
        previousClock = MediaClocks.current
        clock = ManualClock(time: 100)
        MediaClocks.current = clock
        CATransaction.flush()
    }

    override func tearDown() {
        CATransaction.flush()
        MediaClocks.current = previousClock
        super.tearDown()
    }

    /// A committed 100×100 layer at (50, 50), so later changes animate implicitly.
    func makeCommittedLayer() -> CALayer {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.position = CGPoint(x: 50, y: 50)
        CATransaction.flush()
        return layer
    }

    /// A basic animation of `position.x` from 0 to 100, linear, with an explicit begin time.
    func positionXAnimation(beginTime: CFTimeInterval, duration: CFTimeInterval) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "position.x")
        animation.fromValue = 0
        animation.toValue = 100
        animation.beginTime = beginTime
        animation.duration = duration
        return animation
    }

    /// The presentation `position.x` of `layer` at global time `time`.
    func presentedX(_ layer: CALayer, at time: CFTimeInterval) -> CGFloat {
        layer.presentation(at: time)!.position.x
    }

    /// Frames from `start` every `step` seconds, each compared with the tree presentation copies
    /// give (`makeReferenceRenderTree(at:)`); `afterEachFrame` runs after each frame that matched.
    func assertMatchesReference(
        _ root: CALayer, from start: Double, frames: Int, step: Double = 1.0 / 30, _ message: String = "",
        file: StaticString = #filePath, line: UInt = #line, afterEachFrame: () -> Void = {}
    ) {
        for frame in 0..<frames {
            let t = start + Double(frame) * step
            let tree = root.makeRenderTree(at: t)
            let reference = root.makeReferenceRenderTree(at: t)
            if tree != reference {
                let index =
                    (0..<min(tree.nodes.count, reference.nodes.count)).first { tree.nodes[$0] != reference.nodes[$0] }
                    ?? -1
                XCTFail(
                    "\(message) frame \(frame) (t = \(t)): trees differ (\(tree.nodes.count) vs "
                        + "\(reference.nodes.count) nodes, first difference at node \(index)): "
                        + "\(index >= 0 ? "\(tree.nodes[index])\nreference \(reference.nodes[index])" : "")",
                    file: file, line: line)
                return
            }
            afterEachFrame()
        }
    }
}
