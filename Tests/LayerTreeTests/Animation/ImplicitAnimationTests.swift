import Foundation
import XCTest

@testable import LayerTree

/// Transactions and actions, with the book's implicit-animation examples.
final class ImplicitAnimationTests: AnimationTestCase {
    func testImplicitColorChangeTakesAQuarterSecond() {
        let layer = makeCommittedLayer()
        layer.backgroundColor = .white
        clock.advance(by: 1)  // let the change to white finish
        CATransaction.flush()
        let start = CACurrentMediaTime()
        layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        XCTAssertEqual(layer.animationKeys(), ["backgroundColor"])
        XCTAssertEqual(layer.animation(forKey: "backgroundColor")!.duration, 0.25)
        // Half way in time, the default curve (0.25, 0.1, 0.25, 1) has moved this far:
        let eased = CAMediaTimingFunction(name: .default).evaluate(at: 0.5)
        let green = layer.presentation(at: start + 0.125)!.backgroundColor!.green
        XCTAssertEqual(Double(green), 1 - eased, accuracy: 1e-9)
        XCTAssertEqual(layer.presentation(at: start + 0.25)!.backgroundColor, layer.backgroundColor)
    }

    func testTransactionDurationAndTimingFunction() {
        let layer = makeCommittedLayer()
        let start = CACurrentMediaTime()
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.position = CGPoint(x: 250, y: 50)
        CATransaction.commit()
        XCTAssertEqual(layer.presentation(at: start + 1)!.position.x, 150, accuracy: 1e-9)
    }

    func testNestedTransactionsInheritAndOverrideValues() {
        CATransaction.begin()
        CATransaction.setAnimationDuration(3)
        XCTAssertEqual(CATransaction.animationDuration(), 3)
        CATransaction.begin()
        XCTAssertEqual(CATransaction.animationDuration(), 3)
        CATransaction.setAnimationDuration(1)
        CATransaction.setValue("custom", forKey: "myKey")
        XCTAssertEqual(CATransaction.animationDuration(), 1)
        XCTAssertEqual(CATransaction.value(forKey: "myKey") as? String, "custom")
        CATransaction.commit()
        XCTAssertEqual(CATransaction.animationDuration(), 3)
        XCTAssertNil(CATransaction.value(forKey: "myKey"))
        CATransaction.commit()
        XCTAssertEqual(CATransaction.animationDuration(), 0.25)
    }

    func testCompletionBlockSetAfterTheChangesRunsAfterThem() {
        let layer = makeCommittedLayer()
        var ran = false
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        layer.position = CGPoint(x: 200, y: 50)
        layer.opacity = 0.5
        CATransaction.setCompletionBlock { ran = true }
        CATransaction.commit()
        clock.advance(by: 0.5)
        CATransaction.flush()
        XCTAssertFalse(ran, "the animations are still running")
        clock.advance(by: 0.5)
        CATransaction.flush()
        XCTAssertTrue(ran)
        XCTAssertNil(layer.animationKeys(), "finished animations are removed")
    }

    func testCompletionBlockWaitsForTheLongestAnimationAndRunsOnce() {
        let layer = makeCommittedLayer()
        var runs = 0
        CATransaction.begin()
        CATransaction.setCompletionBlock { runs += 1 }
        layer.position.x = 10  // 0.25 s implicit
        let long = positionXAnimation(beginTime: 0, duration: 2)
        layer.add(long, forKey: "long")
        CATransaction.commit()
        clock.advance(by: 1)
        CATransaction.flush()
        XCTAssertEqual(runs, 0)
        clock.advance(by: 1)
        CATransaction.flush()
        clock.advance(by: 1)
        CATransaction.flush()
        XCTAssertEqual(runs, 1)
    }

    func testCompletionBlockRunsWhenTheAnimationIsRemovedEarly() {
        let layer = makeCommittedLayer()
        var ran = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { ran = true }
        layer.add(positionXAnimation(beginTime: 0, duration: 10), forKey: "x")
        CATransaction.commit()
        CATransaction.flush()
        XCTAssertFalse(ran)
        layer.removeAnimation(forKey: "x")
        CATransaction.flush()
        XCTAssertTrue(ran)
    }

    func testDisableActionsSkipsImplicitAnimation() {
        let layer = makeCommittedLayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.position = CGPoint(x: 300, y: 300)
        CATransaction.commit()
        XCTAssertNil(layer.animationKeys())
        XCTAssertEqual(layer.presentation()!.position, CGPoint(x: 300, y: 300))
    }

    func testLayersCreatedInTheCurrentTransactionDoNotAnimate() {
        let layer = CALayer()
        layer.position = CGPoint(x: 10, y: 10)
        XCTAssertNil(layer.animationKeys())
        CATransaction.flush()
        layer.position = CGPoint(x: 20, y: 10)
        XCTAssertEqual(layer.animationKeys(), ["position"])
    }

    func testInterruptedImplicitAnimationStartsFromWhatIsOnScreen() {
        let layer = makeCommittedLayer()
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.position = CGPoint(x: 150, y: 50)
        CATransaction.commit()
        clock.advance(by: 0.5)  // on screen: x = 100
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.position = CGPoint(x: 0, y: 50)
        CATransaction.commit()
        let replacement = layer.animation(forKey: "position") as! CABasicAnimation
        XCTAssertEqual(replacement.fromValue as? CGPoint, nil, "the stored animation keeps its own values")
        XCTAssertEqual(layer.presentation(at: CACurrentMediaTime())!.position.x, 100, accuracy: 1e-9)
        XCTAssertEqual(layer.presentation(at: CACurrentMediaTime() + 0.5)!.position.x, 50, accuracy: 1e-9)
    }

    // MARK: The action search

    final class Delegate: CALayerDelegate {
        var answers: [String: CAAction] = [:]
        func action(for layer: CALayer, forKey event: String) -> CAAction? { answers[event] }
    }

    final class CustomDefaultsLayer: CALayer {
        override class func defaultAction(forKey event: String) -> CAAction? {
            event == "opacity" ? CATransition() : nil
        }
    }

    func testActionSearchOrderDelegateThenActionsThenStyleThenDefault() {
        let layer = CustomDefaultsLayer()
        let delegate = Delegate()
        let fromDelegate = CABasicAnimation(), fromActions = CABasicAnimation(), fromStyle = CABasicAnimation()
        let fromNestedStyle = CABasicAnimation()
        layer.delegate = delegate
        delegate.answers["position"] = fromDelegate
        layer.actions = ["position": fromActions, "bounds": fromActions]
        layer.style = [
            "actions": ["position": fromStyle, "bounds": fromStyle, "zPosition": fromStyle],
            "style": ["actions": ["anchorPoint": fromNestedStyle]],
        ]
        XCTAssertTrue(layer.action(forKey: "position") as AnyObject === fromDelegate)
        XCTAssertTrue(layer.action(forKey: "bounds") as AnyObject === fromActions)
        XCTAssertTrue(layer.action(forKey: "zPosition") as AnyObject === fromStyle)
        XCTAssertTrue(layer.action(forKey: "anchorPoint") as AnyObject === fromNestedStyle)
        XCTAssertTrue(layer.action(forKey: "opacity") is CATransition, "the class's default action")
        let implicit = layer.action(forKey: "cornerRadius") as? CABasicAnimation
        XCTAssertEqual(implicit?.keyPath, "cornerRadius", "the implicit animation comes last")
        XCTAssertNil(layer.action(forKey: "notAProperty"))
    }

    func testNullActionEndsTheSearch() {
        let layer = CALayer()
        let delegate = Delegate()
        layer.delegate = delegate
        delegate.answers["position"] = NSNull()
        layer.actions = ["position": CABasicAnimation(), "opacity": NSNull()]
        XCTAssertNil(layer.action(forKey: "position"), "NSNull from the delegate stops before actions")
        XCTAssertNil(layer.action(forKey: "opacity"), "NSNull in actions stops before the implicit animation")
        CATransaction.flush()
        layer.opacity = 0.5
        XCTAssertNil(layer.animationKeys())
    }

    func testActionsDictionaryAnimationRunsWithTheEventAsKeyPath() {
        let layer = makeCommittedLayer()
        let slow = CABasicAnimation()
        slow.duration = 4
        layer.actions = ["opacity": slow]
        layer.opacity = 0
        let added = layer.animation(forKey: "opacity") as! CABasicAnimation
        XCTAssertEqual(added.keyPath, "opacity")
        XCTAssertEqual(added.duration, 4)
        XCTAssertNil(slow.keyPath, "the action itself is not changed")
        // With no from/to/by it animates from the previous value (1) to the new one (0).
        XCTAssertEqual(Double(layer.presentation(at: CACurrentMediaTime() + 2)!.opacity), 0.5, accuracy: 1e-6)
    }

    func testTransitionAsActionForSublayers() {
        let container = makeCommittedLayer()
        let old = CALayer()
        old.backgroundColor = .white
        container.addSublayer(old)
        CATransaction.flush()
        let transition = CATransition()
        transition.type = .push
        transition.subtype = .fromLeft
        container.actions = ["sublayers": transition]
        let new = CALayer()
        container.replaceSublayer(old, with: new)
        XCTAssertEqual(container.animationKeys(), [CATransition.animationKey])
        let tree = container.makeRenderTree(at: CACurrentMediaTime() + 0.1)
        let running = tree.nodes[0].transition!
        XCTAssertEqual(running.type, "push")
        XCTAssertEqual(running.subtype, "fromLeft")
        XCTAssertEqual(running.progress, 0.4, accuracy: 1e-9)
        XCTAssertEqual(running.from.nodes.count, 2, "the snapshot holds the container and the old sublayer")
        XCTAssertEqual(running.from.nodes[1].id, old.layerID)
        XCTAssertEqual(tree.nodes[1].id, new.layerID)
    }
}

/// The implicit transaction commits at the end of the run-loop iteration that opened it.
final class RunLoopCommitTests: AnimationTestCase {
    func testImplicitTransactionCommitsWhenTheRunLoopIterationEnds() {
        // `nonisolated(unsafe)`: the blocks run on this thread, the main run loop's, inside `run(until:)`.
        nonisolated(unsafe) var layer: CALayer?
        nonisolated(unsafe) var committedInsideTheIteration: Bool?
        RunLoop.main.perform {
            let created = CALayer()
            created.position = CGPoint(x: 5, y: 5)
            committedInsideTheIteration = created.hasBeenCommitted
            layer = created
        }
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.05))
        XCTAssertEqual(committedInsideTheIteration, false)
        XCTAssertEqual(layer?.hasBeenCommitted, true, "committed without an explicit flush")
        // Now committed, a change made in a later iteration animates.
        RunLoop.main.perform { layer?.position = CGPoint(x: 50, y: 5) }
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.05))
        XCTAssertEqual(layer?.animationKeys(), ["position"])
    }
}

/// `contents` changes run the `contents` action: a cross-fade by default, any transition as an action.
final class ContentsActionTests: AnimationTestCase {
    private func image(_ gray: UInt8) -> CGImage {
        CGImage(width: 2, height: 2, pixels: [UInt8](repeating: gray, count: 16), alphaInfo: .premultipliedLast)!
    }

    func testANewImageCrossFadesFromTheOldAppearance() {
        let layer = makeCommittedLayer()
        let old = image(10)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.contents = old
        CATransaction.commit()
        layer.contents = image(200)
        XCTAssertEqual(layer.animationKeys(), [CATransition.animationKey])
        let node = layer.makeRenderTree(at: CACurrentMediaTime() + 0.125).nodes[0]
        XCTAssertEqual(node.transition?.type, "fade")
        XCTAssertTrue(node.transition?.from.nodes[0].contents?.image === old, "the snapshot holds the old image")
        XCTAssertNil(layer.makeRenderTree(at: CACurrentMediaTime() + 0.3).nodes[0].transition, "over after 0.25 s")
    }

    func testATransitionActionForContentsIsUsed() {
        let layer = makeCommittedLayer()
        let push = CATransition()
        push.type = .push
        push.subtype = .fromRight
        layer.actions = ["contents": push]
        layer.contents = image(90)
        XCTAssertEqual(layer.makeRenderTree(at: CACurrentMediaTime() + 0.1).nodes[0].transition?.type, "push")
    }
}
