import Foundation

/// A basic animation driven by a damped spring instead of a timing function.
///
/// The value moves from the start to the end like a mass on a spring:
/// `mass · x'' + damping · x' + stiffness · (x − 1) = 0`, starting at rest
/// unless `initialVelocity` says otherwise. `timingFunction` is not used.
/// A `duration` of 0 means `settlingDuration`.
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

    var motion: SpringMotion {
        SpringMotion(
            mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
            initialVelocity: Double(initialVelocity))
    }

    /// How long the spring takes to come to rest with the current parameters.
    open var settlingDuration: CFTimeInterval { motion.settlingDuration }

    /// The spring's `settlingDuration`, used when `duration` is 0.
    open override var defaultDurationWhenUnset: CFTimeInterval { settlingDuration }

    override var progress: ProgressCurve { .spring(motion) }
}
