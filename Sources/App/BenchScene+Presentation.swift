import Foundation
import LayerTree

extension BenchScene {
    /// The kinds of animation `presentation` mixes, one per animated layer in turn.
    enum MixedKind: CaseIterable {
        case basic, keyframe, spring, group
    }

    /// Adds the `index`-th animation of the `presentation` mix to `layer`; returns how many
    /// properties it animates. All of them run forever, so every frame evaluates each one.
    static func addMixedAnimation(to layer: CALayer, index j: Int) -> Int {
        let loop = 1.5 + WorkloadScenes.random(j, 3) * 3
        let y = Double(layer.position.y)
        switch MixedKind.allCases[j % MixedKind.allCases.count] {
        case .basic:
            let x = Double(layer.position.x)
            layer.add(pingPong("position.x", from: x, to: 1280 - x, loop: loop), forKey: "basic")
            return 1
        case .keyframe:
            let bounce = CAKeyframeAnimation(keyPath: "position.y")
            bounce.values = [y, 720 - y, (y + 360) / 2, y]
            bounce.keyTimes = [0, 0.4, 0.7, 1]
            bounce.timingFunctions = [
                sineEase, CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .easeOut),
            ]
            bounce.duration = loop
            bounce.repeatCount = .infinity
            layer.add(bounce, forKey: "keyframe")
            return 1
        case .spring:
            let spring = CASpringAnimation(keyPath: "transform.scale")
            spring.fromValue = 0.5
            spring.toValue = 1.0
            spring.damping = 8
            spring.stiffness = 120
            spring.duration = spring.settlingDuration
            spring.autoreverses = true
            spring.repeatCount = .infinity
            layer.add(spring, forKey: "spring")
            return 1
        case .group:
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1.0
            fade.toValue = 0.3
            fade.timingFunction = sineEase
            let spin = CABasicAnimation(keyPath: "transform.rotation.z")
            spin.fromValue = 0.0
            spin.toValue = Double.pi
            spin.timingFunction = sineEase
            let group = CAAnimationGroup()
            group.animations = [fade, spin]
            group.duration = loop / 2
            group.autoreverses = true
            group.repeatCount = .infinity
            layer.add(group, forKey: "group")
            return 2
        }
    }
}
