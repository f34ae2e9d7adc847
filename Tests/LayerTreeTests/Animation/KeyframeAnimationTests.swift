import Foundation
import XCTest

@testable import LayerTree

/// `CAKeyframeAnimation` in every calculation mode, along paths, and `CASpringAnimation`.
final class KeyframeAnimationTests: AnimationTestCase {
    private func keyframes(
        _ values: [Double], keyTimes: [NSNumber]? = nil,
        mode: CAAnimationCalculationMode = .linear
    ) -> CALayer {
        let layer = CALayer()
        let animation = CAKeyframeAnimation(keyPath: "position.x")
        animation.values = values
        animation.keyTimes = keyTimes
        animation.calculationMode = mode
        animation.beginTime = 10
        animation.duration = 1
        layer.add(animation, forKey: "k")
        return layer
    }

    func testEightKeyTimesAndSevenTimingFunctionsHitEachValueAtItsKeyTime() {
        // The book's bouncing ball: values alternate drop/bounce with easeIn/easeOut segments.
        let values: [Double] = [0, 240, 180, 240, 220, 240, 230, 240]
        let keyTimes: [Double] = [0, 0.3, 0.5, 0.7, 0.8, 0.9, 0.95, 1]
        let layer = CALayer()
        let animation = CAKeyframeAnimation(keyPath: "position.y")
        animation.values = values
        animation.keyTimes = keyTimes.map { NSNumber(value: $0) }
        animation.timingFunctions = (0..<7).map {
            CAMediaTimingFunction(name: $0 % 2 == 0 ? .easeIn : .easeOut)
        }
        animation.beginTime = 10
        animation.duration = 2
        layer.add(animation, forKey: "bounce")
        for (value, keyTime) in zip(values, keyTimes) {
            let y = layer.presentation(at: 10 + 2 * keyTime - (keyTime == 1 ? 1e-9 : 0))!.position.y
            XCTAssertEqual(Double(y), value, accuracy: 1e-5, "at key time \(keyTime)")
        }
        // Inside the first segment the easeIn curve applies: at 0.15 (half of 0.3) the ball has
        // dropped easeIn(0.5) of the way.
        let y = layer.presentation(at: 10 + 2 * 0.15)!.position.y
        XCTAssertEqual(Double(y), 240 * CAMediaTimingFunction(name: .easeIn).evaluate(at: 0.5), accuracy: 1e-6)
    }

    func testLinearWithoutKeyTimesSpacesValuesEvenly() {
        let layer = keyframes([0, 100, 0])
        XCTAssertEqual(presentedX(layer, at: 10.25), 50, accuracy: 1e-9)
        XCTAssertEqual(presentedX(layer, at: 10.5), 100, accuracy: 1e-9)
        XCTAssertEqual(presentedX(layer, at: 10.75), 50, accuracy: 1e-9)
    }

    func testDiscreteHoldsEachValue() {
        let layer = keyframes([10, 20, 30], keyTimes: [0, 0.5, 0.9], mode: .discrete)
        XCTAssertEqual(presentedX(layer, at: 10.49), 10)
        XCTAssertEqual(presentedX(layer, at: 10.5), 20)
        XCTAssertEqual(presentedX(layer, at: 10.95), 30)
    }

    /// A time that falls on a key shows that key, though the arithmetic that brings it there (a group
    /// begun at 0.12 s, a run in it at 0.44 s, 0.6 s on the clock) lands on 0.11111111111111106
    /// where the key is 1/9. TypeFace-T, a Lottie sample, lands frame 15 on such a key: iOS shows it.
    func testATimeThatFallsOnAKeyShowsThatKey() {
        let layer = CALayer()
        let run = CAKeyframeAnimation(keyPath: "position.x")
        run.values = [10, 20, 30]
        run.keyTimes = [0, NSNumber(value: 1.0 / 9), 1]
        run.calculationMode = .discrete
        run.beginTime = 0.44
        run.duration = 0.36
        run.fillMode = .both
        let group = CAAnimationGroup()
        group.animations = [run]
        group.beginTime = 0.12
        group.duration = 1
        layer.add(group, forKey: "g")
        XCTAssertEqual(presentedX(layer, at: 0.6), 20)
        XCTAssertEqual(presentedX(layer, at: 0.6 - 1e-6), 10, "a microsecond before the key")
        // Alone, at a key time reached through the same subtraction.
        let alone = CALayer()
        run.beginTime = 0.44
        alone.add(run, forKey: "k")
        XCTAssertEqual(presentedX(alone, at: 0.48), 20)
        // Along a path, the discrete step to its second point is taken there too.
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 10, y: 0))
        path.addLine(to: CGPoint(x: 20, y: 0))
        path.addLine(to: CGPoint(x: 30, y: 0))
        let along = CAKeyframeAnimation(keyPath: "position")
        along.path = path
        along.keyTimes = run.keyTimes
        along.calculationMode = .discrete
        along.beginTime = 0.44
        along.duration = 0.36
        let stepping = CALayer()
        stepping.add(along, forKey: "k")
        XCTAssertEqual(presentedX(stepping, at: 0.48), 20)
        XCTAssertEqual(presentedX(stepping, at: 0.48 - 1e-6), 10, "a microsecond before the key")
    }

    /// Ten thousand held keys (a sampled Lottie property has as many) are found by bisection:
    /// each frame shows the last key at or before it, the last of keys that share a time.
    func testManyDiscreteKeysShowTheLastKeyAtOrBeforeTheTime() {
        let count = 10_000
        var keyTimes = (0..<count).map { NSNumber(value: Double($0) / Double(count)) }
        keyTimes[5_001] = keyTimes[5_000]
        keyTimes.append(1)
        let layer = keyframes((0..<count).map(Double.init), keyTimes: keyTimes, mode: .discrete)
        XCTAssertEqual(presentedX(layer, at: 10), 0)
        XCTAssertEqual(presentedX(layer, at: 10.12345), 1234)
        XCTAssertEqual(presentedX(layer, at: 10.5), 5001)
        XCTAssertEqual(presentedX(layer, at: 10.99995), 9999)
        // Key times out of order (which Core Animation does not allow) still show the last key
        // at or before the time, found by a scan.
        let unordered = keyframes([10, 20, 30, 40], keyTimes: [0, 0.6, 0.3, 0.9, 1], mode: .discrete)
        XCTAssertEqual(presentedX(unordered, at: 10.4), 30)
        XCTAssertEqual(presentedX(unordered, at: 10.7), 30)
    }

    func testPacedMovesAtConstantSpeed() {
        // Segments of 10 and 30: paced timing gives the first a quarter of the time.
        let layer = keyframes([0, 10, 40], keyTimes: [0, 0.9, 1], mode: .paced)
        XCTAssertEqual(presentedX(layer, at: 10.25), 10, accuracy: 1e-9)
        XCTAssertEqual(presentedX(layer, at: 10.5), 20, accuracy: 1e-9)
    }

    func testCubicPassesThroughTheValuesSmoothly() {
        let layer = keyframes([0, 100, 0, 100], mode: .cubic)
        for (i, value) in [0.0, 100, 0, 100].enumerated() {
            XCTAssertEqual(
                Double(presentedX(layer, at: 10 + Double(i) / 3 - (i == 3 ? 1e-12 : 0))), value, accuracy: 1e-6)
        }
        // Catmull–Rom overshoots past the middle keyframe's neighbours: at 1/6 the curve with
        // tangents 0.5·(p2 − p0) = 0 at p1 and … is computed here by hand:
        // segment 0: p0 = p1 = 0 (clamped), p2 = 100, p3 = 0; m1 = 0.5·(100 − 0) = 50, m2 = 0.5·(0 − 0) = 0.
        // At t = 0.5: h00 = 0.5, h10 = 0.125, h01 = 0.5, h11 = −0.125 → 0 + 6.25 + 50 + 0 = 56.25.
        XCTAssertEqual(presentedX(layer, at: 10 + 1.0 / 6), 56.25, accuracy: 1e-9)
    }

    func testPathAnimationFollowsThePathAndRotatesWithIt() throws {
        let layer = CALayer()
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.path = path
        animation.calculationMode = .paced
        animation.rotationMode = .rotateAuto
        animation.beginTime = 10
        animation.duration = 2
        layer.add(animation, forKey: "follow")
        let early = layer.presentation(at: 10.5)!
        XCTAssertEqual(early.position.x, 50, accuracy: 1e-6)
        XCTAssertEqual(early.position.y, 0, accuracy: 1e-6)
        XCTAssertEqual(Double(early.transform.m11), 1, accuracy: 1e-9, "heading along +x: no turn")
        let late = layer.presentation(at: 11.5)!
        XCTAssertEqual(late.position.x, 100, accuracy: 1e-6)
        XCTAssertEqual(late.position.y, 50, accuracy: 1e-6)
        // Heading along +y (down on screen): a quarter turn clockwise, so x maps to +y.
        XCTAssertEqual(Double(late.transform.m12), 1, accuracy: 1e-9)
    }

    /// Core Animation times each path element by its key times and follows the element by the
    /// curve's own parameter in the `.linear` mode; only `.paced` moves at a constant speed. A
    /// cubic whose control points bunch at its end is halfway through its parameter at
    /// x = 83.75, but halfway along its length at x = 50.
    func testPathElementsAreFollowedByTheirParameterUnlessPaced() throws {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 90, y: 0), control2: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        func presented(_ mode: CAAnimationCalculationMode, at time: Double) -> CGPoint {
            let layer = CALayer()
            let animation = CAKeyframeAnimation(keyPath: "position")
            animation.path = path
            animation.calculationMode = mode
            animation.keyTimes = [0, 0.5, 1]
            animation.beginTime = 10
            animation.duration = 2
            layer.add(animation, forKey: "follow")
            return layer.presentation(at: time)!.position
        }
        // B(½) = 3·¼·½·90 + 3·½·¼·100 + ⅛·100.
        XCTAssertEqual(presented(.linear, at: 10.5).x, 83.75, accuracy: 1e-9)
        XCTAssertEqual(presented(.cubic, at: 10.5).x, 83.75, accuracy: 1e-9)
        XCTAssertEqual(presented(.linear, at: 11).x, 100, accuracy: 1e-9)
        XCTAssertEqual(presented(.linear, at: 11.5).y, 50, accuracy: 1e-9)
        // Paced: 200 points in 2 s, wherever the control points are.
        XCTAssertEqual(presented(.paced, at: 10.5).x, 50, accuracy: 0.01)
        XCTAssertEqual(presented(.paced, at: 11.5).y, 50, accuracy: 0.01)
    }
    func testSpringFollowsItsMotionAndLastsItsSettlingDuration() {
        let layer = CALayer()
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.fromValue = 0
        spring.toValue = 100
        spring.damping = 5
        spring.beginTime = 10
        layer.add(spring, forKey: "s")
        let stored = layer.animation(forKey: "s") as! CASpringAnimation
        XCTAssertEqual(stored.settlingDuration, spring.motion.settlingDuration)
        let motion = SpringMotion(mass: 1, stiffness: 100, damping: 5, initialVelocity: 0)
        for t in [0.1, 0.3, 0.6] {
            XCTAssertEqual(Double(presentedX(layer, at: 10 + t)), 100 * motion.fraction(at: t), accuracy: 1e-9)
        }
        XCTAssertGreaterThan(presentedX(layer, at: 10.3), 100, "an under-damped spring overshoots")
        let end = 10 + motion.settlingDuration
        XCTAssertEqual(presentedX(layer, at: end + 1e-6), layer.position.x, "removed once settled")
    }

    func testPresentationHitTestFindsTheMovingLayerWhereItIsDrawn() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 400, height: 100)
        root.position = CGPoint(x: 200, y: 50)
        let mover = CALayer()
        mover.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        mover.position = CGPoint(x: 10, y: 50)  // the model is at the left edge
        root.addSublayer(mover)
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 10
        move.toValue = 390
        move.beginTime = 10
        move.duration = 1
        mover.add(move, forKey: "move")
        // Half way, it is drawn around x = 200.
        let presented = root.presentation(at: 10.5)!
        let hit = presented.hitTest(CGPoint(x: 200, y: 50))
        XCTAssertTrue(hit?.model() === mover)
        XCTAssertTrue(root.hitTest(CGPoint(x: 200, y: 50)) === root, "the model is elsewhere")
        XCTAssertTrue(presented.hitTest(CGPoint(x: 10, y: 50))?.model() === root)
    }
}

/// Content and text properties animate too: sprite sheets through `contentsRect`, text size and colour.
final class ContentAnimationTests: AnimationTestCase {
    func testDiscreteKeyframesOnContentsRectStepThroughASpriteSheet() {
        let layer = CALayer()
        let frames = CAKeyframeAnimation(keyPath: "contentsRect")
        frames.values = (0..<4).map { CGRect(x: CGFloat($0) * 0.25, y: 0, width: 0.25, height: 1) }
        frames.calculationMode = .discrete
        frames.beginTime = 10
        frames.duration = 1
        layer.add(frames, forKey: "walk")
        XCTAssertEqual(layer.presentation(at: 10.1)!.contentsRect.origin.x, 0)
        XCTAssertEqual(layer.presentation(at: 10.6)!.contentsRect.origin.x, 0.5)
        XCTAssertEqual(layer.presentation(at: 10.6)!.contentsRect.size.width, 0.25)
        XCTAssertEqual(layer.makeRenderTree(at: 10.8).nodes[0].id, layer.layerID)
    }

    func testTextLayerFontSizeAndColorAnimate() {
        let text = CATextLayer()
        let grow = CABasicAnimation(keyPath: "fontSize")
        grow.fromValue = 10
        grow.toValue = 30
        grow.beginTime = 10
        grow.duration = 1
        text.add(grow, forKey: "grow")
        let tint = CABasicAnimation(keyPath: "foregroundColor")
        tint.fromValue = CGColor.black
        tint.toValue = CGColor.white
        tint.beginTime = 10
        tint.duration = 1
        text.add(tint, forKey: "tint")
        let halfway = text.presentation(at: 10.5)!
        XCTAssertEqual(halfway.fontSize, 20, accuracy: 1e-9)
        XCTAssertEqual(halfway.foregroundColor?.red ?? 0, 0.5, accuracy: 1e-9)
    }
}
