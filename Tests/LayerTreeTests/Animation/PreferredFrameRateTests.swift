import Foundation
import XCTest

@testable import LayerTree

/// `CAAnimation.preferredFrameRateRange` read by the render thread:
/// `CommittedTree.refreshesPerFrame(at:refreshRate:)` says how many refreshes the frame after
/// one drawn at a given time may wait, from the animations running then.
final class PreferredFrameRateTests: AnimationTestCase {
    private let thirty = CAFrameRateRange(minimum: 10, maximum: 30, preferred: 30)

    /// `position.x` from 0 to 100 over 10…12 s, preferring `range`, with the fill given.
    private func animation(_ range: CAFrameRateRange, begin: CFTimeInterval = 10, duration: CFTimeInterval = 2)
        -> CABasicAnimation
    {
        let animation = positionXAnimation(beginTime: begin, duration: duration)
        animation.preferredFrameRateRange = range
        return animation
    }

    /// A root whose sublayers each carry one of `animations`.
    private func committed(_ animations: [CAAnimation]) -> CommittedTree {
        let root = CALayer()
        for animation in animations {
            let layer = CALayer()
            layer.add(animation, forKey: "x")
            root.addSublayer(layer)
        }
        return CommittedTree(root)
    }

    func testAnAnimationPreferringThirtyWaitsTwoRefreshesAtSixtyHertzAndFourAtOneTwenty() {
        let tree = committed([animation(thirty)])
        XCTAssertEqual(tree.nextFrameTime(after: 11), 11, "it runs")
        XCTAssertEqual(tree.refreshesPerFrame(at: 11, refreshRate: 60), 2)
        XCTAssertEqual(tree.refreshesPerFrame(at: 11, refreshRate: 120), 4)
        XCTAssertEqual(tree.refreshesPerFrame(at: 11, refreshRate: 30), 1, "the display's own rate")
    }

    func testAnAnimationWithoutAPreferenceKeepsEveryRefresh() {
        XCTAssertEqual(committed([animation(.default)]).refreshesPerFrame(at: 11, refreshRate: 60), 1)
        let mixed = committed([animation(.default), animation(thirty)])
        XCTAssertEqual(mixed.refreshesPerFrame(at: 11, refreshRate: 60), 1)
    }

    func testTheFastestRunningAnimationSetsTheRate() {
        let twenty = CAFrameRateRange(minimum: 10, maximum: 20, preferred: 20)
        XCTAssertEqual(committed([animation(twenty)]).refreshesPerFrame(at: 11, refreshRate: 60), 3)
        XCTAssertEqual(committed([animation(twenty), animation(thirty)]).refreshesPerFrame(at: 11, refreshRate: 60), 2)
    }

    func testAnAnimationAtRestAsksForNothing() {
        // A default discrete animation between its steps changes nothing: the one preferring 30 fps sets the rate.
        let steps = CAKeyframeAnimation(keyPath: "position.x")
        steps.values = [0, 100]
        steps.keyTimes = [0, 0.5]
        steps.calculationMode = .discrete
        steps.beginTime = 10
        steps.duration = 2
        let tree = committed([steps, animation(thirty)])
        XCTAssertEqual(tree.refreshesPerFrame(at: 10.5, refreshRate: 60), 2, "at rest until 11")
        XCTAssertEqual(committed([steps]).nextFrameTime(after: 10.5), 11)
    }

    func testOnlyRunningAnimationsCount() {
        // A default animation that ended (filling forwards) or has not begun asks for nothing.
        let ended = animation(.default, begin: 5, duration: 1)
        ended.fillMode = .forwards
        ended.isRemovedOnCompletion = false
        let later = animation(.default, begin: 20)
        let tree = committed([ended, later, animation(thirty)])
        XCTAssertEqual(tree.refreshesPerFrame(at: 11, refreshRate: 60), 2)
        XCTAssertEqual(tree.refreshesPerFrame(at: 20.5, refreshRate: 60), 1, "the default one runs now")
    }

    func testASublayerOfAFastLayerRunsOnItsOwnTime() {
        // The parent plays its sublayers at double speed from 0: the animation runs at local 10…12,
        // global 5…6.
        let root = CALayer()
        let parent = CALayer()
        parent.speed = 2
        let child = CALayer()
        child.add(animation(thirty), forKey: "x")
        parent.addSublayer(child)
        root.addSublayer(parent)
        let tree = CommittedTree(root)
        XCTAssertEqual(tree.refreshesPerFrame(at: 5.5, refreshRate: 60), 2)
        XCTAssertEqual(tree.nextFrameTime(after: 5.5), 5.5)
    }
}
