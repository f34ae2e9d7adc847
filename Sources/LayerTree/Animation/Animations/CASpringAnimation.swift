import Foundation

/// A basic animation driven by a damped spring instead of a timing function.
///
/// The value moves from the start to the end like a mass on a spring:
/// `mass · x'' + damping · x' + stiffness · (x − 1) = 0`, starting at rest
/// unless `initialVelocity` says otherwise. `timingFunction` is not used.
/// A `duration` of 0 means `settlingDuration`.
///
/// iOS 17 describes the same spring by how long it feels and how much it bounces:
///
/// ```swift
/// let pop = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
/// pop.keyPath = "transform.scale"
/// pop.fromValue = 0
/// pop.toValue = 1
/// ```
open class CASpringAnimation: CABasicAnimation {
    override class var propertyTable: PropertyTable { AnimationProperties.springTable }

    /// The mass of the object on the spring; heavier springs move more slowly.
    open var mass: CGFloat = AnimationProperties.mass.defaultValue
    /// The spring constant; stiffer springs move faster.
    open var stiffness: CGFloat = AnimationProperties.stiffness.defaultValue
    /// The friction that slows the motion; zero oscillates for ever.
    open var damping: CGFloat = AnimationProperties.damping.defaultValue
    /// The starting speed, in units of the whole distance per second, toward the end value.
    open var initialVelocity: CGFloat = AnimationProperties.initialVelocity.defaultValue

    /// Whether the spring may be overdamped (damping above critical, a negative `bounce`);
    /// `false` by default, and then the damping is held at critical: the spring reaches its end
    /// as fast as it can without overshooting, never slower.
    open var allowsOverdamping: Bool = AnimationProperties.allowsOverdamping.defaultValue

    /// A spring of mass 1 that feels `perceptualDuration` seconds long and bounces `bounce`:
    /// 0 does not overshoot (critically damped), up to 1 bounces more and more (1 for ever),
    /// down to −1 creeps in more and more slowly (overdamped; set `allowsOverdamping` too).
    ///
    /// The stiffness is (2π / `perceptualDuration`)², the spring's period without damping, and
    /// the damping ratio 1 − `bounce`, or 1 / (1 + `bounce`) below 0, as SwiftUI's springs.
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let bounce = min(max(bounce, -1), 1)
        let stiffness = pow(2 * .pi / perceptualDuration, 2)
        let dampingRatio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        mass = 1
        self.stiffness = CGFloat(stiffness)
        damping = dampingRatio * 2 * CGFloat(stiffness.squareRoot())
    }

    /// How long the spring feels: 2π √(mass / stiffness), its period without damping.
    open var perceptualDuration: CFTimeInterval { 2 * .pi * Double(mass / stiffness).squareRoot() }

    /// How much the spring bounces, from its damping ratio ζ: 1 − ζ, or 1 / ζ − 1 when overdamped.
    open var bounce: CGFloat {
        let dampingRatio = damping / (2 * (mass * stiffness).squareRoot())
        return dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1
    }

    var motion: SpringMotion {
        // Without `allowsOverdamping` the damping stops at critical (where `bounce` is 0).
        let critical = 2 * Double(mass * stiffness).squareRoot()
        let effectiveDamping =
            allowsOverdamping || !critical.isFinite ? Double(damping) : min(Double(damping), critical)
        return SpringMotion(
            mass: Double(mass), stiffness: Double(stiffness), damping: effectiveDamping,
            initialVelocity: Double(initialVelocity))
    }

    /// How long the spring takes to come to rest with the current parameters.
    open var settlingDuration: CFTimeInterval { motion.settlingDuration }

    /// The spring's `settlingDuration`, used when `duration` is 0.
    open override var defaultDurationWhenUnset: CFTimeInterval { settlingDuration }

    override var progress: ProgressCurve { .spring(motion) }
}
