import Foundation
import QuartzCore
import XCTest

/// Activity indicators as open-source iOS libraries write them: shape layers and animations only,
/// `repeatCount = HUGE`, groups eased by their own timing function.
final class ActivityIndicatorListingTests: ListingTestCase {
    // "Ball rotate chase": five balls on one circle, each group eased by a steeper curve, so they
    // spread out and gather again on every turn.
    func setUpBallRotateChase(in layer: CALayer, size: CGSize, color: CGColor) -> [CAShapeLayer] {
        let circleSize = size.width / 5
        let duration: CFTimeInterval = 1.5
        var circles: [CAShapeLayer] = []
        for i in 0..<5 {
            let rate = Float(i) * 1 / 5
            let timingFunction = CAMediaTimingFunction(controlPoints: 0.5, 0.15 + rate, 0.25, 1)

            let scaleAnimation = CABasicAnimation(keyPath: "transform.scale")
            scaleAnimation.fromValue = 1 - rate
            scaleAnimation.toValue = 0.2 + rate
            scaleAnimation.duration = duration

            let positionAnimation = CAKeyframeAnimation(keyPath: "position")
            positionAnimation.duration = duration
            positionAnimation.repeatCount = HUGE
            let circlePath = CGMutablePath()
            circlePath.addEllipse(in: CGRect(x: 0, y: 0, width: size.width, height: size.height))
            positionAnimation.path = circlePath

            let animation = CAAnimationGroup()
            animation.animations = [scaleAnimation, positionAnimation]
            animation.timingFunction = timingFunction
            animation.duration = duration
            animation.repeatCount = HUGE
            animation.isRemovedOnCompletion = false

            let circle = CAShapeLayer()
            circle.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: circleSize, height: circleSize), transform: nil)
            circle.fillColor = color
            circle.frame = CGRect(x: 0, y: 0, width: circleSize, height: circleSize)
            circle.add(animation, forKey: "animation")
            layer.addSublayer(circle)
            circles.append(circle)
        }
        return circles
    }

    func testBallRotateChaseSpreadsTheBallsOut() {
        let root = makeRootLayer()
        let circles = setUpBallRotateChase(
            in: root, size: CGSize(width: 60, height: 60), color: CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        wait(0.3)
        let positions = circles.map { $0.presentation()!.position }
        for i in 0..<positions.count {
            for j in (i + 1)..<positions.count {
                let distance = hypot(positions[i].x - positions[j].x, positions[i].y - positions[j].y)
                XCTAssertGreaterThan(distance, 1, "balls \(i) and \(j) are apart: \(positions)")
            }
        }
        wait(1.5 * 100)
        XCTAssertNotNil(circles[0].animation(forKey: "animation"), "HUGE repeats")
    }
}
