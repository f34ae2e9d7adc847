import Foundation
import XCTest

@testable import LayerTree

/// `defaultAction(forKey:)`, the `onOrderIn` and `onOrderOut` actions, and detaching a mask.
final class OrderAndDefaultActionTests: AnimationTestCase {
    /// Records each run as "event name".
    private final class Recorder: CAAction {
        var runs: [String] = []
        func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
            runs.append("\(event) \((anObject as? CALayer)?.name ?? "?")")
        }
    }

    /// Moves without animating; every other change takes the implicit animation.
    private final class StillLayer: CALayer {
        override class func defaultAction(forKey event: String) -> CAAction? {
            event == "position" ? NSNull() : nil
        }
    }

    /// Fades slowly by default.
    private final class SlowFadeLayer: CALayer {
        override class func defaultAction(forKey event: String) -> CAAction? {
            guard event == "opacity" else { return nil }
            let fade = CABasicAnimation()
            fade.duration = 2
            return fade
        }
    }

    func testDefaultActionReturningNullSwitchesTheImplicitAnimationOff() {
        let layer = StillLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        CATransaction.flush()
        layer.position = CGPoint(x: 100, y: 0)
        XCTAssertNil(layer.animation(forKey: "position"))
        XCTAssertEqual(layer.presentation(at: CACurrentMediaTime() + 0.01)!.position.x, 100, "jumps")
        layer.opacity = 0.5
        XCTAssertEqual(layer.animationKeys(), ["opacity"], "nil lets the implicit animation through")
        let recorder = Recorder()
        layer.actions = ["position": recorder]
        layer.position = .zero
        XCTAssertEqual(recorder.runs, ["position ?"], "the actions dictionary comes before the default")
    }

    func testDefaultActionSuppliesTheAnimation() {
        let layer = SlowFadeLayer()
        CATransaction.flush()
        layer.opacity = 0
        let fade = layer.animation(forKey: "opacity") as? CABasicAnimation
        XCTAssertEqual(fade?.duration, 2)
        XCTAssertEqual(fade?.keyPath, "opacity", "an action's nil key path becomes the event")
        XCTAssertEqual(Double(layer.presentation(at: CACurrentMediaTime() + 1)!.opacity), 0.5, accuracy: 1e-6)
    }

    func testOrderActionsRunWhenALayerEntersOrLeavesATree() {
        let recorder = Recorder()
        let parent = CALayer(), other = CALayer(), child = CALayer(), second = CALayer()
        for (layer, name) in [(parent, "parent"), (other, "other"), (child, "child"), (second, "second")] {
            layer.name = name
            layer.actions = ["onOrderIn": recorder, "onOrderOut": recorder]
        }
        parent.addSublayer(child)
        XCTAssertEqual(recorder.runs, ["onOrderIn child"], "not yet committed, it runs anyway")
        other.addSublayer(child)
        XCTAssertEqual(recorder.runs.count, 1, "moved between trees, it never left one")
        child.removeFromSuperlayer()
        XCTAssertEqual(recorder.runs.last, "onOrderOut child")
        parent.insertSublayer(child, at: 0)
        parent.replaceSublayer(child, with: second)
        XCTAssertEqual(recorder.runs.suffix(3), ["onOrderIn child", "onOrderOut child", "onOrderIn second"])
        parent.sublayers = [child]
        XCTAssertEqual(recorder.runs.suffix(2), ["onOrderOut second", "onOrderIn child"])
        child.isHidden = true
        child.isHidden = false
        XCTAssertEqual(recorder.runs.suffix(2), ["onOrderOut child", "onOrderIn child"])
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        child.removeFromSuperlayer()
        CATransaction.commit()
        XCTAssertEqual(recorder.runs.count, 9, "disabled actions run no ordering action either")
    }

    func testAnOnOrderInAnimationFadesANewLayerIn() {
        let parent = CALayer()
        CATransaction.flush()
        let badge = CALayer()
        let fadeIn = CABasicAnimation(keyPath: "opacity")
        fadeIn.fromValue = 0
        fadeIn.duration = 1
        badge.actions = ["onOrderIn": fadeIn]
        parent.addSublayer(badge)
        let start = CACurrentMediaTime()
        XCTAssertEqual(badge.animationKeys(), ["onOrderIn"])
        XCTAssertEqual(Double(badge.presentation(at: start + 0.5)!.opacity), 0.5, accuracy: 1e-6)
        XCTAssertEqual(badge.presentation(at: start + 1.5)!.opacity, 1)
    }

    func testRemoveFromSuperlayerDetachesAMask() {
        let photo = CALayer(), circle = CALayer()
        photo.mask = circle
        XCTAssertNil(circle.superlayer, "a mask is not a sublayer")
        circle.removeFromSuperlayer()
        XCTAssertNil(photo.mask)

        let other = CALayer()
        photo.mask = circle
        other.mask = circle
        XCTAssertNil(photo.mask, "a layer masks one layer at a time")
        photo.mask = CALayer()
        circle.removeFromSuperlayer()
        XCTAssertNil(other.mask)
        XCTAssertNotNil(photo.mask, "only the layer it masks loses it")
    }
}
