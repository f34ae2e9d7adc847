import Foundation
import XCTest

@testable import LayerTree

/// iOS 17's description of a spring by its perceptual duration and bounce, and `allowsOverdamping`.
final class SpringBounceTests: AnimationTestCase {
    func testPerceptualDurationAndBounceMakeTheSpring() {
        let spring = CASpringAnimation(perceptualDuration: 0.5, bounce: 0)
        XCTAssertEqual(spring.mass, 1)
        XCTAssertEqual(Double(spring.stiffness), pow(4 * .pi, 2), accuracy: 1e-9, "(2π / 0.5)²")
        XCTAssertEqual(Double(spring.damping), 2 * 4 * .pi, accuracy: 1e-9, "critical: 2√k")
        XCTAssertEqual(spring.perceptualDuration, 0.5, accuracy: 1e-12)
        XCTAssertEqual(spring.bounce, 0, accuracy: 1e-12)
        for bounce: CGFloat in [-0.5, 0.3, 0.9] {
            XCTAssertEqual(CASpringAnimation(perceptualDuration: 1, bounce: bounce).bounce, bounce, accuracy: 1e-12)
        }
        XCTAssertEqual(
            CASpringAnimation(perceptualDuration: 1, bounce: -0.5).damping / (2 * (2 * CGFloat.pi)), 2, accuracy: 1e-12,
            "a bounce of −0.5 is a damping ratio of 2")
    }

    func testABouncySpringOvershoots() {
        let motion = CASpringAnimation(perceptualDuration: 1, bounce: 0.5).motion
        let peak = stride(from: 0.0, through: 2, by: 0.01).map { motion.fraction(at: $0) }.max() ?? 0
        XCTAssertGreaterThan(peak, 1.05)
        let critical = CASpringAnimation(perceptualDuration: 1, bounce: 0).motion
        XCTAssertLessThanOrEqual(stride(from: 0.0, through: 5, by: 0.01).map { critical.fraction(at: $0) }.max()!, 1)
    }

    /// `opacity` 0 → 1 driven by `spring`, presented `seconds` after it was added.
    private func presentedOpacity(_ spring: CASpringAnimation, after seconds: Double) -> Double {
        let layer = makeCommittedLayer()
        spring.keyPath = "opacity"
        spring.fromValue = 0
        spring.toValue = 1
        layer.add(spring, forKey: "spring")
        clock.advance(by: seconds)
        return Double(layer.presentation()!.opacity)
    }

    func testOverdampingIsHeldAtCriticalUnlessAllowed() {
        let critical = presentedOpacity(CASpringAnimation(perceptualDuration: 1, bounce: 0), after: 0.3)
        let held = presentedOpacity(CASpringAnimation(perceptualDuration: 1, bounce: -0.5), after: 0.3)
        let overdamped = CASpringAnimation(perceptualDuration: 1, bounce: -0.5)
        overdamped.allowsOverdamping = true
        let slow = presentedOpacity(overdamped, after: 0.3)
        XCTAssertEqual(held, critical, accuracy: 1e-6, "not allowed: critically damped")
        XCTAssertLessThan(slow, critical - 0.05, "allowed: it creeps in")
    }

    func testTheNewMembersAreCopiedWithTheAnimation() {
        let layer = makeCommittedLayer()
        let spring = CASpringAnimation(perceptualDuration: 1, bounce: 0)
        spring.keyPath = "opacity"
        spring.allowsOverdamping = true
        spring.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 60, preferred: 30)
        layer.add(spring, forKey: "spring")
        let stored = layer.animation(forKey: "spring") as? CASpringAnimation
        XCTAssertEqual(stored?.allowsOverdamping, true)
        XCTAssertEqual(stored?.preferredFrameRateRange, CAFrameRateRange(minimum: 30, maximum: 60, preferred: 30))
        XCTAssertEqual(CABasicAnimation().preferredFrameRateRange, .default)

        let transition = CATransition()
        transition.filter = "CIDissolveTransition"
        layer.add(transition, forKey: nil)
        XCTAssertEqual(
            (layer.animation(forKey: CATransition.animationKey) as? CATransition)?.filter as? String,
            "CIDissolveTransition")
        XCTAssertNil(CATransition().filter)
    }
}
