import Foundation
import XCTest

@testable import LayerTree

/// Timing arithmetic, each expectation derived from Core Animation's documented rules:
/// active local time `t = (tp − beginTime) · speed + timeOffset`, active duration
/// `duration · repeatCount` (doubled by `autoreverses`), fill modes outside it.
final class MediaTimingTests: AnimationTestCase {
    func testRepeatCountThreeAndAHalfIsActiveForSevenSeconds() {
        let layer = CALayer()
        let repeating = positionXAnimation(beginTime: 10, duration: 2)
        repeating.repeatCount = 3.5
        layer.add(repeating, forKey: "x")
        // Active duration = 2 s × 3.5 = 7 s, so active on [10, 17).
        // At 16.9: 6.9 s in, the 4th cycle (index 3) is 0.9 s into 2 s → 45.
        XCTAssertEqual(presentedX(layer, at: 16.9), 45, accuracy: 1e-9)
        // At 12.5: second cycle, 0.5 s in → 25.
        XCTAssertEqual(presentedX(layer, at: 12.5), 25, accuracy: 1e-9)
        // At 17 the animation is over (fillMode removed): the model value shows.
        XCTAssertEqual(presentedX(layer, at: 17), layer.position.x)
        XCTAssertEqual(presentedX(layer, at: 9.99), layer.position.x)
    }

    func testFillForwardsHoldsTheValueWhereThePartialCycleStopped() {
        let layer = CALayer()
        let animation = positionXAnimation(beginTime: 10, duration: 2)
        animation.repeatCount = 3.5
        animation.fillMode = .forwards
        layer.add(animation, forKey: "x")
        // Ends half way through the 4th cycle: 50, held forever.
        XCTAssertEqual(presentedX(layer, at: 17), 50, accuracy: 1e-9)
        XCTAssertEqual(presentedX(layer, at: 1000), 50, accuracy: 1e-9)
    }

    func testSpeedTwoWithTimeOffsetStartsMidTimelineAndPlaysOneWholeCycle() {
        let layer = CALayer()
        let animation = positionXAnimation(beginTime: 10, duration: 1)
        animation.speed = 2
        animation.timeOffset = 0.5
        layer.add(animation, forKey: "x")
        // t = (tp − 10) · 2 + 0.5. At tp = 10 the timeline is at 0.5 s of 1 s.
        XCTAssertEqual(presentedX(layer, at: 10), 50, accuracy: 1e-9)
        // It plays to the end of the timeline (t → 1 at tp = 10.25) …
        XCTAssertEqual(presentedX(layer, at: 10.2), 90, accuracy: 1e-9)
        // … wraps to the start and plays up to where it began (t = 1.4 → 0.4).
        XCTAssertEqual(presentedX(layer, at: 10.45), 40, accuracy: 1e-9)
        // The active duration is 1 s of local time = 0.5 s of parent time: one whole cycle.
        XCTAssertEqual(presentedX(layer, at: 10.4999), 49.98, accuracy: 1e-6)
        XCTAssertEqual(presentedX(layer, at: 10.5), layer.position.x)
    }

    func testAutoreversesDoublesTheActiveDuration() {
        let layer = CALayer()
        let animation = positionXAnimation(beginTime: 10, duration: 1)
        animation.autoreverses = true
        layer.add(animation, forKey: "x")
        XCTAssertEqual(presentedX(layer, at: 10.5), 50, accuracy: 1e-9)
        XCTAssertEqual(presentedX(layer, at: 11.0), 100, accuracy: 1e-9)
        // On the way back: 1.25 s in is 0.75 s from the start of the reverse half → 75.
        XCTAssertEqual(presentedX(layer, at: 11.25), 75, accuracy: 1e-9)
        XCTAssertEqual(presentedX(layer, at: 11.99), 1, accuracy: 1e-6)
        XCTAssertEqual(presentedX(layer, at: 12.0), layer.position.x)
    }

    func testFillBackwardsAppliesBeforeBeginTime() {
        let layer = CALayer()
        layer.position.x = 7
        let animation = positionXAnimation(beginTime: 10, duration: 1)
        animation.fromValue = 30
        animation.fillMode = .backwards
        layer.add(animation, forKey: "x")
        XCTAssertEqual(presentedX(layer, at: 5), 30)
        let removed = positionXAnimation(beginTime: 10, duration: 1)
        removed.fromValue = 30
        layer.add(removed, forKey: "x")
        XCTAssertEqual(presentedX(layer, at: 5), 7)
    }

    func testLayerWithSpeedZeroFreezesItsSublayersAnimations() {
        let parent = CALayer(), child = CALayer()
        parent.addSublayer(child)
        // A begin time of 0 taken literally, as scene files do.
        try! child.addAnimation(positionXAnimation(beginTime: 0, duration: 1), forKey: "x", startsNow: false)
        parent.speed = 0
        parent.timeOffset = 0.3
        // The parent's local time is 0.3 whatever the global time; so is the child's.
        for time in [0.0, 5, 100, 1e6] {
            XCTAssertEqual(presentedX(child, at: time), 30, accuracy: 1e-9, "at \(time)")
        }
    }

    func testLayerSpeedScalesSublayerAnimations() {
        let parent = CALayer(), child = CALayer()
        parent.addSublayer(child)
        parent.speed = 2
        try! child.addAnimation(positionXAnimation(beginTime: 0, duration: 1), forKey: "x", startsNow: false)
        // Child time = 2 × global: at global 0.2 the child is 0.4 s in.
        XCTAssertEqual(presentedX(child, at: 0.2), 40, accuracy: 1e-9)
    }

    /// A global time reaches a layer through each ancestor's timing, the root's first:
    /// ((10 − 0) · 2 − 1 + 0.5) · 3 = 58.5, where the leaf's first would give 59.
    func testGlobalTimeGoesThroughEachAncestorRootFirst() {
        let root = CALayer()
        root.speed = 2
        let middle = CALayer()
        middle.beginTime = 1
        middle.timeOffset = 0.5
        let leaf = CALayer()
        leaf.speed = 3
        root.addSublayer(middle)
        middle.addSublayer(leaf)
        XCTAssertEqual(leaf.convertTime(10, from: nil), 58.5, accuracy: 1e-9)
        XCTAssertEqual(middle.convertTime(10, from: nil), 19.5, accuracy: 1e-9)
        XCTAssertEqual(root.convertTime(10, from: nil), 20, accuracy: 1e-9)
    }

    func testNestedGroupTiming() {
        let layer = CALayer()
        let inner = CAAnimationGroup()
        inner.beginTime = 1  // one second into the outer group
        inner.duration = 2
        inner.speed = 2
        let move = positionXAnimation(beginTime: 0.5, duration: 2)  // 0.5 s into the inner group
        inner.animations = [move]
        let outer = CAAnimationGroup()
        outer.beginTime = 10
        outer.duration = 5
        outer.animations = [inner]
        layer.add(outer, forKey: "group")
        // Global 11.5 → outer local 1.5 → inner local (1.5 − 1) · 2 = 1 → move local 0.5 of 2 s → 25.
        XCTAssertEqual(presentedX(layer, at: 11.5), 25, accuracy: 1e-9)
        // Global 11.75 → outer 1.75 → inner 1.5 → move 1.0 → 50.
        XCTAssertEqual(presentedX(layer, at: 11.75), 50, accuracy: 1e-9)
        // The inner group lasts 2 s of its time (1 s of outer time): at outer 2.0 it is over.
        XCTAssertEqual(presentedX(layer, at: 12.0), layer.position.x)
        // Before the move's own begin time inside the inner group: nothing.
        XCTAssertEqual(presentedX(layer, at: 11.1), layer.position.x)
    }

    func testGroupChildrenWithoutDurationLastAsLongAsTheGroup() {
        let layer = CALayer()
        let move = positionXAnimation(beginTime: 0, duration: 0)
        let group = CAAnimationGroup()
        group.beginTime = 10
        group.duration = 4
        group.animations = [move]
        layer.add(group, forKey: "g")
        XCTAssertEqual(presentedX(layer, at: 11), 25, accuracy: 1e-9)
    }

    func testZeroDurationMeansTheDefaultQuarterSecond() {
        let layer = CALayer()
        layer.add(positionXAnimation(beginTime: 10, duration: 0), forKey: "x")
        XCTAssertEqual(presentedX(layer, at: 10.125), 50, accuracy: 1e-9)
        XCTAssertEqual(presentedX(layer, at: 10.25), layer.position.x)
    }

    func testBeginTimeZeroMeansNowInTheLayersTime() {
        let parent = CALayer(), layer = CALayer()
        parent.addSublayer(layer)
        parent.beginTime = 40
        clock.currentTime = 100
        layer.add(positionXAnimation(beginTime: 0, duration: 1), forKey: "x")
        // Added at global 100, which is local 60 for the layer.
        XCTAssertEqual(layer.animation(forKey: "x")!.beginTime, 60)
        XCTAssertEqual(presentedX(layer, at: 100.5), 50, accuracy: 1e-9)
    }

    func testTheBooksPauseAndResumeRecipe() {
        let layer = CALayer()
        clock.currentTime = 0
        layer.add(positionXAnimation(beginTime: 0, duration: 10), forKey: "x")
        clock.currentTime = 3
        // Pause.
        let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0
        layer.timeOffset = pausedTime
        clock.currentTime = 8
        XCTAssertEqual(presentedX(layer, at: CACurrentMediaTime()), 30, accuracy: 1e-9)
        // Resume.
        let paused = layer.timeOffset
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        let timeSincePause = layer.convertTime(CACurrentMediaTime(), from: nil) - paused
        layer.beginTime = timeSincePause
        XCTAssertEqual(presentedX(layer, at: 8), 30, accuracy: 1e-9)
        XCTAssertEqual(presentedX(layer, at: 10), 50, accuracy: 1e-9)
    }

    func testConvertTimeBetweenLayers() {
        let root = CALayer(), a = CALayer(), b = CALayer()
        root.addSublayer(a)
        root.addSublayer(b)
        a.speed = 2
        a.beginTime = 1
        b.timeOffset = 5
        // a: (t − 1) · 2; b: t + 5. Global 3 → a 4, b 8.
        XCTAssertEqual(a.convertTime(3, from: nil), 4, accuracy: 1e-12)
        XCTAssertEqual(b.convertTime(4, from: a), 8, accuracy: 1e-12)
        XCTAssertEqual(a.convertTime(8, to: b), b.convertTime(8, from: a), accuracy: 1e-12)
        XCTAssertEqual(a.convertTime(4, to: nil), 3, accuracy: 1e-12)
    }
}
