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
}
