import Foundation
import XCTest

@testable import LayerTree

/// `CABasicAnimation`'s from/to/by table, additive and cumulative modes, value functions
/// and the virtual transform key paths.
final class BasicAnimationTests: AnimationTestCase {
    /// Adds a 1 s linear `opacity` animation beginning at 10 to a layer whose model opacity is 0.5.
    private func opacityHalfway(from: Any?, to: Any?, by: Any?, additive: Bool = false) -> Double {
        let layer = CALayer()
        layer.opacity = 0.5
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = from
        animation.toValue = to
        animation.byValue = by
        animation.isAdditive = additive
        animation.beginTime = 10
        animation.duration = 1
        layer.add(animation, forKey: "o")
        return Double(layer.presentation(at: 10.5)!.opacity)
    }

    func testEveryFromToByCombination() {
        // Underlying (model) value u = 0.5; each row of Apple's table at the halfway point.
        XCTAssertEqual(opacityHalfway(from: 0.2, to: 0.4, by: nil), 0.3, accuracy: 1e-6)  // from → to
        XCTAssertEqual(opacityHalfway(from: 0.2, to: nil, by: 0.4), 0.4, accuracy: 1e-6)  // from → from + by
        XCTAssertEqual(opacityHalfway(from: nil, to: 0.4, by: 0.2), 0.3, accuracy: 1e-6)  // to − by → to
        XCTAssertEqual(opacityHalfway(from: 0.1, to: nil, by: nil), 0.3, accuracy: 1e-6)  // from → u
        XCTAssertEqual(opacityHalfway(from: nil, to: 0.1, by: nil), 0.3, accuracy: 1e-6)  // u → to
        XCTAssertEqual(opacityHalfway(from: nil, to: nil, by: 0.2), 0.6, accuracy: 1e-6)  // u → u + by
        // from and to with by as well: by is ignored.
        XCTAssertEqual(opacityHalfway(from: 0.2, to: 0.4, by: 10), 0.3, accuracy: 1e-6)
    }

    func testAdditiveAddsToTheModelValue() {
        // 0.5 + (−0.2 → 0.2 at half = 0) = 0.5; then a shifted range.
        XCTAssertEqual(opacityHalfway(from: -0.2, to: 0.2, by: nil, additive: true), 0.5, accuracy: 1e-6)
        XCTAssertEqual(opacityHalfway(from: 0.1, to: 0.3, by: nil, additive: true), 0.7, accuracy: 1e-6)
    }

    func testAdditiveAnimationsStack() {
        let layer = CALayer()
        layer.position = CGPoint(x: 100, y: 100)
        for key in ["a", "b"] {
            let shake = CABasicAnimation(keyPath: "position.x")
            shake.fromValue = 0
            shake.toValue = 20
            shake.isAdditive = true
            shake.beginTime = 10
            shake.duration = 1
            layer.add(shake, forKey: key)
        }
        XCTAssertEqual(presentedX(layer, at: 10.5), 120, accuracy: 1e-9)
    }

    func testCumulativeBuildsOnThePreviousCycle() {
        let layer = CALayer()
        let animation = positionXAnimation(beginTime: 10, duration: 1)
        animation.fromValue = 5
        animation.toValue = 10
        animation.isCumulative = true
        animation.repeatCount = 3
        layer.add(animation, forKey: "x")
        // Apple: each cycle's value is the value at the end of the previous cycle plus this cycle's.
        XCTAssertEqual(presentedX(layer, at: 10.5), 7.5, accuracy: 1e-9)
        XCTAssertEqual(presentedX(layer, at: 11.5), 17.5, accuracy: 1e-9)
        XCTAssertEqual(presentedX(layer, at: 12.5), 27.5, accuracy: 1e-9)
    }

    func testRotationThroughTheVirtualKeyPathKeepsItsDirectionPastHalfATurn() {
        let layer = CALayer()
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = 1.5 * Double.pi
        spin.beginTime = 10
        spin.duration = 1
        layer.add(spin, forKey: "spin")
        // At 0.5 the angle is 0.75π: clockwise, not the short way round (−0.5π).
        let t = layer.presentation(at: 10.5)!.transform
        let expected = CATransform3DMakeRotation(0.75 * .pi, 0, 0, 1)
        for (a, b) in zip(t.fields, expected.fields) { XCTAssertEqual(Double(a), Double(b), accuracy: 1e-9) }
        // At 0.9 it is 1.35π, past the half turn and still going the same way.
        let late = layer.presentation(at: 10.9)!.transform
        let lateExpected = CATransform3DMakeRotation(1.35 * .pi, 0, 0, 1)
        for (a, b) in zip(late.fields, lateExpected.fields) { XCTAssertEqual(Double(a), Double(b), accuracy: 1e-9) }
    }

    func testWholeTransformInterpolatesThroughDecomposition() {
        let layer = CALayer()
        let animation = CABasicAnimation(keyPath: "transform")
        animation.fromValue = CATransform3DIdentity
        animation.toValue = CATransform3DConcat(
            CATransform3DMakeRotation(.pi / 2, 0, 0, 1), CATransform3DMakeTranslation(100, 0, 0))
        animation.beginTime = 10
        animation.duration = 1
        layer.add(animation, forKey: "t")
        // Halfway: rotation π/4 (not a shrunken matrix average) and translation 50.
        let halfway = layer.presentation(at: 10.5)!.transform
        let expected = CATransform3DConcat(
            CATransform3DMakeRotation(.pi / 4, 0, 0, 1), CATransform3DMakeTranslation(50, 0, 0))
        for (a, b) in zip(halfway.fields, expected.fields) { XCTAssertEqual(Double(a), Double(b), accuracy: 1e-9) }
    }

    func testValueFunctionRotatesAWholeTurn() {
        let layer = CALayer()
        let animation = CABasicAnimation(keyPath: "transform")
        animation.valueFunction = CAValueFunction(name: .rotateZ)
        animation.fromValue = 0
        animation.toValue = 2 * Double.pi
        animation.beginTime = 10
        animation.duration = 1
        layer.add(animation, forKey: "spin")
        let quarter = layer.presentation(at: 10.25)!.transform
        XCTAssertEqual(Double(quarter.m12), 1, accuracy: 1e-9, "a quarter turn: x maps to +y")
        let half = layer.presentation(at: 10.5)!.transform
        XCTAssertEqual(Double(half.m11), -1, accuracy: 1e-9, "half a turn, not the identity")
    }

    func testSubFieldKeyPaths() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 30)
        for (keyPath, from, to) in [
            ("bounds.size.width", 40.0, 80.0), ("shadowOffset.height", 0.0, 10.0),
            ("transform.translation.x", 0.0, 8.0), ("transform.scale", 1.0, 3.0),
        ] {
            let animation = CABasicAnimation(keyPath: keyPath)
            animation.fromValue = from
            animation.toValue = to
            animation.beginTime = 10
            animation.duration = 1
            layer.add(animation, forKey: keyPath)
        }
        let p = layer.presentation(at: 10.5)!
        XCTAssertEqual(p.bounds.size.width, 60)
        XCTAssertEqual(p.bounds.size.height, 30, "the other field keeps the model value")
        XCTAssertEqual(p.shadowOffset, CGSize(width: 0, height: 5))
        XCTAssertEqual(p.value(forKeyPath: "transform.scale") as? CGFloat ?? 0, 2, accuracy: 1e-9)
        XCTAssertEqual(p.value(forKeyPath: "transform.translation.x") as? CGFloat ?? 0, 4, accuracy: 1e-9)
    }

    func testMismatchedValuesAndUnknownKeyPathsAreRefusedWithAReason() {
        let layer = CALayer()
        let wrongKind = CABasicAnimation(keyPath: "position")
        wrongKind.toValue = 5
        XCTAssertThrowsError(try layer.addAnimation(wrongKind, forKey: "p")) { error in
            XCTAssertEqual("\(error)", "toValue: 'position' needs a point, not a number")
        }
        let unknown = CABasicAnimation(keyPath: "positon.x")
        unknown.toValue = 5
        XCTAssertThrowsError(try layer.addAnimation(unknown, forKey: "p")) { error in
            XCTAssertEqual("\(error)", "key path 'positon.x': CALayer has no animatable property 'positon'")
        }
        let badField = CABasicAnimation(keyPath: "position.z")
        XCTAssertThrowsError(try layer.addAnimation(badField, forKey: "p")) { error in
            XCTAssertEqual("\(error)", "key path 'position.z': 'position' is a point and has no field 'z'")
        }
        XCTAssertNil(layer.animationKeys())
    }

    // MARK: Storage and delegates

    final class Recorder: CAAnimationDelegate {
        var events: [String] = []
        func animationDidStart(_ anim: CAAnimation) { events.append("start") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
    }

    func testAddStoresACopy() {
        let layer = CALayer()
        let animation = positionXAnimation(beginTime: 10, duration: 1)
        layer.add(animation, forKey: "x")
        animation.toValue = 1000
        animation.duration = 50
        XCTAssertFalse(layer.animation(forKey: "x") === animation)
        XCTAssertEqual(presentedX(layer, at: 10.5), 50, accuracy: 1e-9)
        XCTAssertEqual(layer.animation(forKey: "x")!.duration, 1)
    }

    func testKeysRemovalAndDelegateCallbacks() {
        let layer = CALayer()
        let recorder = Recorder()
        let first = positionXAnimation(beginTime: 0, duration: 1)
        first.delegate = recorder
        layer.add(first, forKey: "first")
        layer.add(positionXAnimation(beginTime: 0, duration: 1), forKey: "second")
        XCTAssertEqual(layer.animationKeys(), ["first", "second"])
        CATransaction.flush()
        XCTAssertEqual(recorder.events, ["start"])
        layer.removeAnimation(forKey: "first")
        XCTAssertEqual(layer.animationKeys(), ["second"])
        CATransaction.flush()
        XCTAssertEqual(recorder.events, ["start", "stop false"])
        layer.removeAllAnimations()
        XCTAssertNil(layer.animationKeys())
    }

    func testFinishedAnimationIsRemovedUnlessToldOtherwise() {
        let layer = CALayer()
        let recorder = Recorder()
        let kept = positionXAnimation(beginTime: 0, duration: 1)
        kept.isRemovedOnCompletion = false
        kept.fillMode = .forwards
        kept.delegate = recorder
        layer.add(kept, forKey: "kept")
        layer.add(positionXAnimation(beginTime: 0, duration: 1), forKey: "dropped")
        clock.advance(by: 2)
        CATransaction.flush()
        XCTAssertEqual(layer.animationKeys(), ["kept"])
        XCTAssertEqual(recorder.events, ["start", "stop true"])
        XCTAssertEqual(presentedX(layer, at: CACurrentMediaTime()), 100)
    }

    func testReplacingAnAnimationUnderTheSameKeyStopsTheOldOneUnfinished() {
        let layer = CALayer()
        let recorder = Recorder()
        let old = positionXAnimation(beginTime: 0, duration: 1)
        old.delegate = recorder
        layer.add(old, forKey: "x")
        layer.add(positionXAnimation(beginTime: 0, duration: 1), forKey: "x")
        CATransaction.flush()
        XCTAssertEqual(recorder.events, ["stop false"])
        XCTAssertEqual(layer.animationKeys(), ["x"])
    }
}

/// Paths animate point by point when their elements match.
final class PathValueAnimationTests: AnimationTestCase {
    func testShadowPathInterpolatesBetweenMatchingPaths() {
        let layer = CALayer()
        let animation = CABasicAnimation(keyPath: "shadowPath")
        animation.fromValue = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        animation.toValue = CGPath(rect: CGRect(x: 10, y: 20, width: 30, height: 50))
        animation.beginTime = 10
        animation.duration = 1
        layer.add(animation, forKey: "shadow")
        let halfway = layer.presentation(at: 10.5)!.shadowPath!
        XCTAssertEqual(halfway, CGPath(rect: CGRect(x: 5, y: 10, width: 20, height: 30)))
        XCTAssertNil(layer.shadowPath, "the model keeps its value")
    }

    func testPathsWithDifferentElementsSwitchHalfway() {
        let layer = CALayer()
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10))
        let animation = CABasicAnimation(keyPath: "shadowPath")
        animation.fromValue = square
        animation.toValue = circle
        animation.beginTime = 10
        animation.duration = 1
        layer.add(animation, forKey: "shadow")
        XCTAssertEqual(layer.presentation(at: 10.4)!.shadowPath, square)
        XCTAssertEqual(layer.presentation(at: 10.6)!.shadowPath, circle)
    }
}
