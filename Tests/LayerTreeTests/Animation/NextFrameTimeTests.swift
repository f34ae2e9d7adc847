import Foundation
import XCTest

@testable import LayerTree

/// `nextFrameTime(after:)`: when a tree next needs a frame, as `CARenderer.nextFrameTime()` says.
///
/// Times are binary fractions, so every expected value is exact.
final class NextFrameTimeTests: AnimationTestCase {
    /// A root with one sublayer, `mover`, animated by `animation` under key "x".
    private func tree(_ animation: CAAnimation?) -> (root: CALayer, mover: CALayer) {
        let root = CALayer()
        let mover = CALayer()
        root.addSublayer(mover)
        if let animation { mover.add(animation, forKey: "x") }
        return (root, mover)
    }

    func testAStillTreeNeverNeedsAnotherFrame() {
        let (root, _) = tree(nil)
        XCTAssertEqual(root.nextFrameTime(after: 3), .infinity)
        XCTAssertEqual(CommittedTree(root).nextFrameTime(after: 3), .infinity)
    }

    func testAnAnimationThatHasNotStartedNeedsAFrameWhenItBegins() {
        let (root, _) = tree(positionXAnimation(beginTime: 10, duration: 2))
        XCTAssertEqual(root.nextFrameTime(after: 2.5), 10)
        XCTAssertEqual(CommittedTree(root).nextFrameTime(after: 2.5), 10)
    }

    func testAnActiveAnimationNeedsEveryFrame() {
        let committed = CommittedTree(tree(positionXAnimation(beginTime: 10, duration: 2)).root)
        XCTAssertEqual(committed.nextFrameTime(after: 10), 10, "active from its begin time")
        XCTAssertEqual(committed.nextFrameTime(after: 11.5), 11.5)
    }

    func testAnAnimationWithoutFillNeedsOneFrameAfterItEndsThenNone() {
        let committed = CommittedTree(tree(positionXAnimation(beginTime: 10, duration: 2)).root)
        // The frame at 11.75 was drawn while active: the next refresh (12, the end) must draw,
        // and it shows the model again; after that nothing changes.
        XCTAssertEqual(committed.nextFrameTime(after: 11.75), 11.75)
        XCTAssertEqual(committed.renderTree(at: 12).nodes[1].position.x, 0, "the end shows the model")
        XCTAssertEqual(committed.nextFrameTime(after: 12), .infinity)
        XCTAssertEqual(committed.nextFrameTime(after: 20), .infinity)
    }

    func testAnAnimationFillingForwardsIsStillAfterItEnds() {
        let animation = positionXAnimation(beginTime: 10, duration: 2)
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        let committed = CommittedTree(tree(animation).root)
        XCTAssertEqual(committed.nextFrameTime(after: 11.75), 11.75)
        XCTAssertEqual(committed.renderTree(at: 12).nodes[1].position.x, 100, "the last frame stays")
        XCTAssertEqual(committed.nextFrameTime(after: 12), .infinity)
    }

    func testAnAnimationFillingBackwardsChangesWhenItBegins() {
        let animation = positionXAnimation(beginTime: 10, duration: 2)
        animation.fillMode = .backwards
        let committed = CommittedTree(tree(animation).root)
        XCTAssertEqual(committed.nextFrameTime(after: 4), 10, "the first frame is still until it begins")
    }

    func testAnInfiniteRepeatIsActiveForEverOnceBegun() {
        let animation = positionXAnimation(beginTime: 10, duration: 2)
        animation.repeatCount = .infinity
        let committed = CommittedTree(tree(animation).root)
        XCTAssertEqual(committed.nextFrameTime(after: 9), 10)
        XCTAssertEqual(committed.nextFrameTime(after: 1_000_000.5), 1_000_000.5)
    }

    func testRepeatsAndAutoreversesLengthenTheActivePeriod() {
        let animation = positionXAnimation(beginTime: 10, duration: 2)
        animation.repeatCount = 1.5
        animation.autoreverses = true  // 1.5 cycles of 4 s: active until 16
        let committed = CommittedTree(tree(animation).root)
        XCTAssertEqual(committed.nextFrameTime(after: 15.75), 15.75)
        XCTAssertEqual(committed.nextFrameTime(after: 16), .infinity)
    }

    func testTheLayersSpeedAndTimeOffsetMoveTheAnimationsTimes() {
        let (root, mover) = tree(positionXAnimation(beginTime: 5, duration: 4))
        // Local time is (t − 0) · 2 + 1: the animation runs over local [5, 9), global [2, 4).
        mover.speed = 2
        mover.timeOffset = 1
        let committed = CommittedTree(root)
        XCTAssertEqual(committed.nextFrameTime(after: 0), 2)
        XCTAssertEqual(committed.nextFrameTime(after: 3.5), 3.5)
        XCTAssertEqual(committed.nextFrameTime(after: 4), .infinity)
        XCTAssertEqual(root.nextFrameTime(after: 0), 2)
    }

    func testAncestorsTimingAppliesToASubtreeAskedOnItsOwn() {
        let (root, mover) = tree(positionXAnimation(beginTime: 5, duration: 4))
        // The root's local time is (t − 1) · 2 + 1: local 5 is global 3, local 9 is global 5.
        root.speed = 2
        root.beginTime = 1
        root.timeOffset = 1
        XCTAssertEqual(mover.nextFrameTime(after: 0), 3)
        XCTAssertEqual(mover.nextFrameTime(after: 4.5), 4.5)
        XCTAssertEqual(mover.nextFrameTime(after: 5), .infinity)
        XCTAssertEqual(CommittedTree(root).nextFrameTime(after: 0), 3)
    }

    func testAPausedLayerNeverChanges() {
        let (root, mover) = tree(positionXAnimation(beginTime: 1, duration: 2))
        // Paused in the middle of the animation, as Apple's pause recipe does: speed 0, timeOffset.
        mover.speed = 0
        mover.timeOffset = 1.5
        let committed = CommittedTree(root)
        XCTAssertEqual(committed.renderTree(at: 50).nodes[1].position.x, 25, "frozen a quarter of the way")
        XCTAssertEqual(committed.nextFrameTime(after: 0), .infinity)
        XCTAssertEqual(committed.nextFrameTime(after: 50), .infinity)
        XCTAssertEqual(mover.nextFrameTime(after: 50), .infinity)
    }

    func testATransitionIsActiveForItsDuration() {
        let root = CALayer()
        let container = CALayer()
        root.addSublayer(container)
        let transition = CATransition()
        transition.type = .push
        transition.beginTime = 10
        transition.duration = 0.5
        container.add(transition, forKey: nil)
        let committed = CommittedTree(root)
        XCTAssertEqual(committed.nextFrameTime(after: 9.5), 10)
        XCTAssertEqual(committed.nextFrameTime(after: 10.25), 10.25)
        XCTAssertEqual(committed.nextFrameTime(after: 10.5), .infinity)
    }

    func testAGroupIsTimedAsAWhole() {
        let group = CAAnimationGroup()
        group.animations = [positionXAnimation(beginTime: 1, duration: 1)]
        group.beginTime = 10
        group.duration = 3
        let committed = CommittedTree(tree(group).root)
        XCTAssertEqual(committed.nextFrameTime(after: 8), 10)
        XCTAssertEqual(committed.nextFrameTime(after: 11.5), 11.5, "its child moves over 11…12")
        XCTAssertEqual(committed.nextFrameTime(after: 12.5), 13, "its child ended: the group's end is next")
        XCTAssertEqual(committed.nextFrameTime(after: 13), .infinity)
    }

    func testReplicatorInstancesAreDelayed() {
        let replicator = CAReplicatorLayer()
        replicator.instanceCount = 3
        replicator.instanceDelay = 0.5
        let dot = CALayer()
        dot.add(positionXAnimation(beginTime: 10, duration: 1), forKey: "x")
        replicator.addSublayer(dot)
        let committed = CommittedTree(replicator)
        // Instance k runs over [10 + k/2, 11 + k/2): the last one until 12.
        XCTAssertEqual(committed.nextFrameTime(after: 9), 10)
        XCTAssertEqual(committed.nextFrameTime(after: 11.75), 11.75)
        XCTAssertEqual(committed.nextFrameTime(after: 12), .infinity)
    }

    func testTheEarliestOfSeveralWaitingAnimationsWins() {
        let (root, mover) = tree(positionXAnimation(beginTime: 30, duration: 1))
        let other = CALayer()
        other.add(positionXAnimation(beginTime: 20, duration: 1), forKey: "x")
        root.addSublayer(other)
        let masked = CALayer()
        masked.add(positionXAnimation(beginTime: 15, duration: 1), forKey: "x")
        mover.mask = masked
        XCTAssertEqual(CommittedTree(root).nextFrameTime(after: 0), 15, "the mask's animation comes first")
        XCTAssertEqual(CommittedTree(root).nextFrameTime(after: 16), 20)
        XCTAssertEqual(CommittedTree(root).nextFrameTime(after: 21), 30)
        XCTAssertEqual(root.nextFrameTime(after: 21), 30)
    }
}
