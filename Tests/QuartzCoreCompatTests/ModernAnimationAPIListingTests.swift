import QuartzCore
import XCTest

/// Members newer iOS and macOS code uses: iOS 17's springs, iOS 15's frame-rate ranges on
/// animations, and macOS's Core Image transition filters.
final class ModernAnimationAPIListingTests: ListingTestCase {
    func testASpringByPerceptualDurationAndBounce() {
        let view = makeRootLayer()
        let badge = CALayer()
        badge.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        view.addSublayer(badge)
        wait(0)

        let pop = CASpringAnimation(perceptualDuration: 0.4, bounce: 0.4)
        pop.keyPath = "transform.scale"
        pop.fromValue = 0
        pop.toValue = 1
        pop.duration = pop.settlingDuration
        pop.preferredFrameRateRange = CAFrameRateRange(minimum: 80, maximum: 120, preferred: 120)
        badge.add(pop, forKey: "pop")
        XCTAssertEqual(pop.perceptualDuration, 0.4, accuracy: 1e-9)
        XCTAssertEqual(pop.bounce, 0.4, accuracy: 1e-9)
        XCTAssertFalse(pop.allowsOverdamping)

        var scales: [CGFloat] = []
        for _ in 0..<40 {
            wait(0.02)
            scales.append(badge.presentation()?.value(forKeyPath: "transform.scale") as? CGFloat ?? 0)
        }
        XCTAssertGreaterThan(scales.max() ?? 0, 1.05, "it overshoots: \(scales)")
    }

    func testATransitionWithACoreImageFilterStillRuns() {
        let view = makeRootLayer()
        let transition = CATransition()
        transition.type = .fade
        transition.filter = NSObject()  // a CIFilter on macOS
        transition.duration = 0.5
        view.add(transition, forKey: kCATransition)
        XCTAssertNotNil((view.animation(forKey: kCATransition) as? CATransition)?.filter)
    }
}
