import Foundation

/// A basic animation driven by a damped spring instead of a timing function.
///
/// The value moves from the start to the end like a mass on a spring:
/// `mass · x'' + damping · x' + stiffness · (x − 1) = 0`, starting at rest
/// unless `initialVelocity` says otherwise. `timingFunction` is not used.
/// A `duration` of 0 means `settlingDuration`.
open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    /// The starting speed, in units of the whole distance per second, toward the end value.
    open var initialVelocity: CGFloat = 0

    public override init() { super.init() }

    public required init(copying other: CAAnimation) {
        super.init(copying: other)
        if let other = other as? CASpringAnimation {
            mass = other.mass
            stiffness = other.stiffness
            damping = other.damping
            initialVelocity = other.initialVelocity
        }
    }

    var motion: SpringMotion {
        SpringMotion(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                     initialVelocity: Double(initialVelocity))
    }

    /// How long the spring takes to come to rest with the current parameters.
    open var settlingDuration: CFTimeInterval { motion.settlingDuration }

    open override var defaultDurationWhenUnset: CFTimeInterval { settlingDuration }

    override var progress: ProgressCurve { .spring(motion) }
}
