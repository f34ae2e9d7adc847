// The property kinds whose evaluation is measured, shared by the micro-benchmarks
// (Benchmarks/AnimationEvaluation: time and mallocs) and the instruction probe
// (Sources/EvaluationProbe, under callgrind: instructions), so both measure the same layers.

import Foundation
import LayerTree

/// The property kinds measured, one benchmark each.
public enum EvaluationKind: String, CaseIterable, Sendable {
    /// A layer with no animation: the cost of the call itself, the floor under the others.
    case still = "still-layer"
    /// `opacity` by a basic animation: numeric ends, written without building values.
    case number = "number-opacity"
    /// `position` by a basic animation: a point, through `AnimatableValue` interpolation.
    case point = "point-position"
    /// `backgroundColor` by a basic animation: four components.
    case color = "color-backgroundColor"
    /// `transform` by a basic animation between two rotations and scales: decomposed, the
    /// rotations slerped, composed again each frame.
    case transform = "transform-decomposed"
    /// `position` along a path of a cubic, a quadratic and a line, paced.
    case keyframePath = "keyframe-path"
    /// `transform.scale` by a spring animation.
    case spring = "spring-transform.scale"

    /// A 40 × 40 layer with this kind's animation added, running forever from time 0.
    public func makeAnimatedLayer() -> CALayer {
        let layer = CALayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.position = CGPoint(x: 100, y: 100)
        layer.backgroundColor = CGColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
        if let animation = makeAnimation() {
            animation.duration = animation.duration > 0 ? animation.duration : 1.5
            animation.autoreverses = true
            animation.repeatCount = .infinity
            layer.add(animation, forKey: "benchmark")
        }
        CATransaction.commit()
        CATransaction.flush()
        return layer
    }

    private func makeAnimation() -> CAAnimation? {
        let ease = CAMediaTimingFunction(name: .easeInEaseOut)
        func basic(_ keyPath: String, from: Any, to: Any) -> CABasicAnimation {
            let animation = CABasicAnimation(keyPath: keyPath)
            animation.fromValue = from
            animation.toValue = to
            animation.timingFunction = ease
            return animation
        }
        switch self {
        case .still:
            return nil
        case .number:
            return basic("opacity", from: 1.0, to: 0.3)
        case .point:
            return basic("position", from: CGPoint(x: 100, y: 100), to: CGPoint(x: 900, y: 500))
        case .color:
            return basic(
                "backgroundColor", from: CGColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1),
                to: CGColor(red: 0.9, green: 0.3, blue: 0.1, alpha: 0.5))
        case .transform:
            let start = CATransform3DScale(CATransform3DMakeRotation(0.3, 0, 0, 1), 0.5, 0.5, 1)
            let end = CATransform3DScale(CATransform3DMakeRotation(2.5, 0, 0, 1), 2, 1.5, 1)
            return basic("transform", from: start, to: end)
        case .keyframePath:
            let path = CGMutablePath()
            path.move(to: CGPoint(x: 100, y: 100))
            path.addCurve(
                to: CGPoint(x: 500, y: 300), control1: CGPoint(x: 200, y: 0),
                control2: CGPoint(x: 400, y: 400))
            path.addQuadCurve(to: CGPoint(x: 900, y: 100), control: CGPoint(x: 700, y: 500))
            path.addLine(to: CGPoint(x: 100, y: 100))
            let animation = CAKeyframeAnimation(keyPath: "position")
            animation.path = path
            animation.calculationMode = .paced
            animation.timingFunction = ease
            return animation
        case .spring:
            let spring = CASpringAnimation(keyPath: "transform.scale")
            spring.fromValue = 0.5
            spring.toValue = 1.0
            spring.damping = 8
            spring.stiffness = 120
            spring.duration = spring.settlingDuration
            return spring
        }
    }
}
