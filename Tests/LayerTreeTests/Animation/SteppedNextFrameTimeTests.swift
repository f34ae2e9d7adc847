import Foundation
import XCTest

@testable import LayerTree

/// `nextFrameTime(after:)` for what changes only now and then: a discrete keyframe animation
/// between its key times, a linear one between equal values, one whose values are all equal, an
/// empty group, and a repeating layer holding them (a looping Lottie player's in and out points).
/// A still stretch draws no frame.
///
/// Times are binary fractions, so every expected value is exact.
final class SteppedNextFrameTimeTests: AnimationTestCase {
    /// A discrete animation of `position.x` through `values`, over [10, 14).
    private func steps(_ values: [Double], keyTimes: [Double]) -> CAKeyframeAnimation {
        let animation = CAKeyframeAnimation(keyPath: "position.x")
        animation.values = values
        animation.keyTimes = keyTimes.map { NSNumber(value: $0) }
        animation.calculationMode = .discrete
        animation.beginTime = 10
        animation.duration = 4
        return animation
    }

    private func committed(_ animation: CAAnimation, on layer: CALayer = CALayer()) -> CommittedTree {
        let root = CALayer()
        root.addSublayer(layer)
        layer.add(animation, forKey: "x")
        return CommittedTree(root)
    }

    func testADiscreteAnimationChangesOnlyWhereItsValueDoes() {
        // 0 from 10, 50 from 11, 50 again from 12 (no change), 100 from 13, the model from 14.
        let tree = committed(steps([0, 50, 50, 100], keyTimes: [0, 0.25, 0.5, 0.75]))
        XCTAssertEqual(tree.nextFrameTime(after: 9), 10)
        XCTAssertEqual(tree.nextFrameTime(after: 10), 11)
        XCTAssertEqual(tree.nextFrameTime(after: 10.5), 11)
        XCTAssertEqual(tree.nextFrameTime(after: 11.5), 13, "the same value at 12 is no change")
        XCTAssertEqual(tree.nextFrameTime(after: 13.5), 14, "the end shows the model again")
        XCTAssertEqual(tree.nextFrameTime(after: 14), .infinity)
    }

    func testEachRepeatOfADiscreteAnimationStartsAgain() {
        let animation = steps([0, 100], keyTimes: [0, 0.5])
        animation.repeatCount = 2
        let tree = committed(animation)
        XCTAssertEqual(tree.nextFrameTime(after: 12.5), 14, "100 until the repeat starts at 0 again")
        XCTAssertEqual(tree.nextFrameTime(after: 14.5), 16)
        XCTAssertEqual(tree.nextFrameTime(after: 16.5), 18)
        XCTAssertEqual(tree.nextFrameTime(after: 18), .infinity)
    }

    func testAnOffsetDiscreteAnimationStepsWhereItsTimeDoes() {
        let animation = steps([0, 100], keyTimes: [0, 0.5])
        animation.timeOffset = 1  // starts a quarter in: 0 until 11, 100 until its cycle ends at 13
        let tree = committed(animation)
        XCTAssertEqual(tree.nextFrameTime(after: 10), 11)
        XCTAssertEqual(tree.nextFrameTime(after: 11.5), 13, "the cycle wraps at active time 3")
        XCTAssertEqual(tree.nextFrameTime(after: 13.5), 14)
    }

    /// What a Lottie layer's in and out points are: `hidden` false (the model's true) over
    /// [`beginTime`, `beginTime + duration`), a discrete animation of two equal values.
    private func shown(beginTime: CFTimeInterval, duration: CFTimeInterval) -> CAKeyframeAnimation {
        let shown = CAKeyframeAnimation(keyPath: "hidden")
        shown.values = [false, false]
        shown.keyTimes = [0, 1]
        shown.calculationMode = .discrete
        shown.beginTime = beginTime
        shown.duration = duration
        return shown
    }

    func testAnAnimationOfEqualValuesChangesOnlyWhereItBeginsAndEnds() {
        let shown = shown(beginTime: 10, duration: 4)
        shown.timingFunction = CAMediaTimingFunction(name: .easeIn)
        let layer = CALayer()
        layer.isHidden = true
        let tree = committed(shown, on: layer)
        XCTAssertEqual(tree.nextFrameTime(after: 9), 10)
        XCTAssertEqual(tree.nextFrameTime(after: 10.5), 14, "eased or not, false stays false")
        XCTAssertEqual(tree.nextFrameTime(after: 14), .infinity)
    }

    func testAnEasedDiscreteAnimationChangesAllTheTime() {
        let animation = steps([0, 100], keyTimes: [0, 0.5])
        animation.timingFunction = CAMediaTimingFunction(name: .easeIn)
        XCTAssertEqual(committed(animation).nextFrameTime(after: 10.5), 10.5)
    }

    func testALinearAnimationRestsBetweenEqualValues() {
        // Still at 0 until 11, moving to 100 until 12, still at 100 until it ends at 14.
        let animation = steps([0, 0, 100, 100], keyTimes: [0, 0.25, 0.5, 0.75])
        animation.calculationMode = .linear
        animation.timingFunctions = [CAMediaTimingFunction(name: .easeIn)]
        let tree = committed(animation)
        XCTAssertEqual(tree.nextFrameTime(after: 10.5), 11)
        XCTAssertEqual(tree.nextFrameTime(after: 11), 11)
        XCTAssertEqual(tree.nextFrameTime(after: 11.75), 11.75)
        XCTAssertEqual(tree.nextFrameTime(after: 12), 14, "a segment's own easing keeps it within its keys")
        animation.timingFunction = CAMediaTimingFunction(name: .easeIn)
        XCTAssertEqual(committed(animation).nextFrameTime(after: 10.5), 10.5, "eased as a whole: always moving")
        animation.timingFunction = nil
        animation.calculationMode = .cubic
        XCTAssertEqual(committed(animation).nextFrameTime(after: 10.5), 10.5, "a spline overshoots its keys")
    }

    func testAnEmptyGroupNeedsAFrameOnlyWhereItBeginsAndEnds() {
        // What a Lottie player tracks its completion with: it changes nothing, and its delegate
        // hears of its start and end from the commit a drawn frame wakes.
        let group = CAAnimationGroup()
        group.beginTime = 10
        group.duration = 3
        let tree = committed(group)
        XCTAssertEqual(tree.nextFrameTime(after: 8), 10)
        XCTAssertEqual(tree.nextFrameTime(after: 11), 13)
        XCTAssertEqual(tree.nextFrameTime(after: 13), .infinity)
        group.repeatCount = .infinity
        XCTAssertEqual(committed(group).nextFrameTime(after: 11), .infinity, "looping, it never ends")
    }

    func testAGroupRestsWhereAllItsChildrenDo() {
        // Lottie's held and eased runs of one property: a group of a discrete and a linear part.
        let held = steps([0, 100], keyTimes: [0, 0.5])  // 10 + [0, 4): 0, then 100 from 12
        held.beginTime = 0.5
        let eased = steps([100, 100, 50], keyTimes: [0, 0.5, 1])  // still until 2 s in, then moving
        eased.calculationMode = .linear
        eased.beginTime = 4.5
        let group = CAAnimationGroup()
        group.animations = [held, eased]
        group.beginTime = 10
        group.duration = 8
        let tree = committed(group)
        XCTAssertEqual(tree.nextFrameTime(after: 10), 10.5, "the held part begins")
        XCTAssertEqual(tree.nextFrameTime(after: 11), 12.5)
        XCTAssertEqual(tree.nextFrameTime(after: 13), 14.5, "the eased part begins, at rest")
        XCTAssertEqual(tree.nextFrameTime(after: 15), 16.5)
        XCTAssertEqual(tree.nextFrameTime(after: 17), 17)
        group.timingFunction = CAMediaTimingFunction(name: .easeIn)
        XCTAssertEqual(committed(group).nextFrameTime(after: 11), 11, "eased as a whole: always moving")
    }

    /// A layer repeating every 4 s (`duration`, `repeatCount`) whose sublayer is shown over
    /// local [1, 3) by a discrete animation: a looping player's composition and one of its layers.
    private func repeatingLayer(repeatCount: Float) -> CommittedTree {
        let root = CALayer()
        let composition = CALayer()
        composition.duration = 4
        composition.repeatCount = repeatCount
        root.addSublayer(composition)
        let shown = shown(beginTime: 1, duration: 2)
        let content = CALayer()
        content.isHidden = true
        content.add(shown, forKey: "hidden")
        composition.addSublayer(content)
        return CommittedTree(root)
    }

    func testARepeatingLayerChangesWhereItsContentsDoAndWhereItRepeats() {
        let tree = repeatingLayer(repeatCount: .infinity)
        XCTAssertEqual(tree.nextFrameTime(after: 0.5), 1, "shown at local 1")
        XCTAssertEqual(tree.nextFrameTime(after: 1.5), 3, "hidden at local 3")
        XCTAssertEqual(tree.nextFrameTime(after: 3.5), 4, "the next repeat starts")
        XCTAssertEqual(tree.nextFrameTime(after: 4.5), 5)
        XCTAssertEqual(tree.nextFrameTime(after: 1_000.5), 1_001)
    }

    func testTheLastRepeatHoldsItsEnd() {
        let tree = repeatingLayer(repeatCount: 2)
        XCTAssertEqual(tree.nextFrameTime(after: 5.5), 7)
        XCTAssertEqual(tree.nextFrameTime(after: 7.5), .infinity, "nothing changes until the end, which holds")
        XCTAssertEqual(repeatingLayer(repeatCount: 1.5).nextFrameTime(after: 4.5), 5)
        XCTAssertEqual(repeatingLayer(repeatCount: 1.5).nextFrameTime(after: 5.5), .infinity, "ends at local 2, shown")
    }

    /// Whatever the answer, nothing shown changes before it: random trees of discrete, linear and
    /// cubic animations (values from three, so often equal), some in groups, in repeating, offset
    /// and sped-up layers, each answer checked by drawing the tree at times up to it.
    func testNoChangeComesBeforeTheAnswer() {
        var seed: UInt64 = 0x5EED
        func next(_ n: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(n))
        }
        var waits = 0
        for trial in 0..<60 {
            let root = CALayer()
            let container = CALayer()
            container.beginTime = Double(next(3))
            container.speed = [1, 2, 0.5][next(3)]
            container.timeOffset = Double(next(4)) / 2
            if next(2) == 0 {
                container.duration = Double(1 + next(4))
                container.repeatCount = [1, 2.5, .infinity][next(3)]
            }
            root.addSublayer(container)
            for k in 0..<2 {
                let layer = CALayer()
                let animation = CAKeyframeAnimation(keyPath: "position.x")
                let count = 2 + next(3)
                animation.values = (0..<count).map { _ in Double(next(3)) * 10 }
                animation.keyTimes = (0..<count).map { NSNumber(value: Double($0) / Double(count)) }
                animation.calculationMode = [.linear, .discrete, .cubic][next(3)]
                animation.beginTime = Double(1 + next(4)) / 2
                animation.duration = Double(1 + next(4))
                animation.repeatCount = [0, 2, 1.5][next(3)]
                animation.timeOffset = Double(next(3)) / 4
                animation.fillMode = [.removed, .forwards, .both][next(3)]
                if next(3) == 0 {
                    let group = CAAnimationGroup()
                    group.animations = [animation]
                    group.beginTime = Double(1 + next(4)) / 2
                    group.duration = Double(1 + next(6))
                    group.repeatCount = [0, 2, 1.5][next(3)]
                    group.timeOffset = Double(next(3)) / 4
                    group.fillMode = [.removed, .forwards, .both][next(3)]
                    layer.add(group, forKey: "x\(k)")
                } else {
                    layer.add(animation, forKey: "x\(k)")
                }
                container.addSublayer(layer)
            }
            let tree = CommittedTree(root)
            for step in 0..<32 {
                let t = Double(step) * 0.375
                let answer = tree.nextFrameTime(after: t)
                XCTAssertGreaterThanOrEqual(answer, t)
                if answer > t { waits += 1 }
                // Position to a millionth of a point: a spline through equal values wobbles in
                // its last bits, which no pixel shows.
                let positions = { (time: Double) in
                    tree.renderTree(at: time).nodes.map { ($0.position.x * 1e6).rounded() }
                }
                let shown = positions(t)
                var u = t + 1.0 / 32
                while u < min(answer, t + 6) {
                    if positions(u) != shown {
                        XCTFail("trial \(trial): asked at \(t), answered \(answer), but it changed at \(u)")
                        return
                    }
                    u += 1.0 / 32
                }
            }
        }
        // Most answers are a later time, not "now": the test looks at what it means to.
        XCTAssertGreaterThan(waits, 60 * 32 / 2)
    }
}
