import Foundation
import XCTest

@testable import LayerTree

/// A group's own timing is its children's clock, as in Core Animation: its timing function eases
/// the time they see, its speed runs it faster, its time offset shifts it.
final class GroupTimingTests: AnimationTestCase {
    /// A committed layer with `group` (children: a linear `position.x` 0 → 100 over 1 s) added now.
    private func presentedX(afterAdding group: CAAnimationGroup, wait seconds: Double) -> CGFloat {
        let layer = makeCommittedLayer()
        let child = CABasicAnimation(keyPath: "position.x")
        child.fromValue = 0
        child.toValue = 100
        child.duration = 1
        group.animations = [child]
        layer.add(group, forKey: "group")
        clock.advance(by: seconds)
        return layer.presentation()!.position.x
    }

    func testTheGroupsTimingFunctionEasesItsChildren() {
        let group = CAAnimationGroup()
        group.duration = 1
        group.timingFunction = CAMediaTimingFunction(name: .easeIn)
        let x = presentedX(afterAdding: group, wait: 0.5)
        let eased = CAMediaTimingFunction(name: .easeIn).evaluate(at: 0.5)
        XCTAssertLessThan(eased, 0.4, "ease-in is well behind linear half way")
        XCTAssertEqual(Double(x), 100 * eased, accuracy: 1e-6)
    }

    func testTheEasingAppliesToEachCycleOfARepeatingGroup() {
        let group = CAAnimationGroup()
        group.duration = 1
        group.repeatCount = 3
        group.timingFunction = CAMediaTimingFunction(name: .easeOut)
        let x = presentedX(afterAdding: group, wait: 2.25)
        XCTAssertEqual(Double(x), 100 * CAMediaTimingFunction(name: .easeOut).evaluate(at: 0.25), accuracy: 1e-6)
    }

    func testTheGroupsSpeedRunsItsChildrenFaster() {
        let group = CAAnimationGroup()
        group.duration = 1
        group.speed = 2
        XCTAssertEqual(presentedX(afterAdding: group, wait: 0.2), 40, accuracy: 1e-6)
    }

    func testTheGroupsTimeOffsetShiftsItsChildren() {
        let group = CAAnimationGroup()
        group.duration = 1
        group.timeOffset = 0.5
        XCTAssertEqual(presentedX(afterAdding: group, wait: 0.25), 75, accuracy: 1e-6)
    }

    func testTheRenderTreeEasesTheChildrenToo() throws {
        let layer = makeCommittedLayer()
        let child = CABasicAnimation(keyPath: "opacity")
        child.fromValue = 0
        child.toValue = 1
        let group = CAAnimationGroup()
        group.beginTime = 100
        group.duration = 2
        group.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        group.animations = [child]
        try layer.addAnimation(group, forKey: "fade", startsNow: false)
        let committed = CommittedTree(layer)
        let opacity = committed.renderTree(at: 100.5).root?.opacity ?? -1
        let eased = CAMediaTimingFunction(name: .easeInEaseOut).evaluate(at: 0.25)
        XCTAssertEqual(Double(opacity), eased, accuracy: 1e-6)
    }
}
