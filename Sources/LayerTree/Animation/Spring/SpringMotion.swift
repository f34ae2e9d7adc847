import Foundation

/// The damped harmonic oscillator behind `CASpringAnimation`, carrying a value from 0 to 1.
///
/// The value obeys `mass·x″ + damping·x′ + stiffness·(x − 1) = 0` with `x(0) = 0` and
/// `x′(0) = initialVelocity`. As in Core Animation, the velocity is measured in whole distances
/// per second and is positive toward the target, so one spring serves every animated property.
///
/// ```swift
/// let spring = SpringMotion()              // Core Animation's defaults
/// let x = spring.fraction(at: 0.25)        // ≈ 1.023: it overshoots
/// let duration = spring.settlingDuration   // ≈ 1.27 s
/// ```
///
/// A spring with non-positive mass or stiffness, or any non-finite parameter, has no motion to
/// speak of: it jumps to the target, so `fraction(at:)` is 1 for every positive time and
/// `settlingDuration` is 0. Negative damping is treated as none.
public struct SpringMotion: Equatable, Sendable {
    /// The mass of the object attached to the spring. Defaults to 1.
    public var mass: Double
    /// The spring constant. Defaults to 100.
    public var stiffness: Double
    /// The friction coefficient, proportional to velocity. Defaults to 10.
    public var damping: Double
    /// The velocity at time 0, in distances per second toward the target. Defaults to 0.
    public var initialVelocity: Double

    /// Creates a spring from its physical parameters, as `CASpringAnimation`'s.
    public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
    }

    /// How close to the target counts as at rest: `|x − 1| < 0.001`, a thousandth of the distance.
    public static let settlingEpsilon = 0.001

    /// The longest `settlingDuration` reported, for springs that take longer or never settle
    /// (no damping).
    public static let maximumSettlingDuration = 1000.0

    /// The fraction of the distance covered at time `t` seconds: 0 for `t ≤ 0`, tending to 1,
    /// above 1 while it overshoots.
    public func fraction(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        guard let solution = Solution(self) else { return 1 }
        return 1 + solution.offset(at: t)
    }

    /// The time after which the motion stays within `settlingEpsilon` of the target for good,
    /// Core Animation's "estimated duration required for the spring system to be considered
    /// at rest".
    ///
    /// Found analytically, not by simulation: between consecutive turning points the motion is
    /// monotonic, and for an oscillating spring the turning points' distances from the target
    /// shrink geometrically, so the last turning point outside the band is known in closed
    /// form and the moment of entering the band follows by bisection. Because the motion never
    /// leaves the band again, no separate test on the velocity is needed. Capped at
    /// `maximumSettlingDuration`.
    public var settlingDuration: Double {
        guard let solution = Solution(self) else { return 0 }
        return min(solution.settlingTime(epsilon: Self.settlingEpsilon), Self.maximumSettlingDuration)
    }
}

/// The closed-form solution for the offset from the target, `u(t) = x(t) − 1`, which obeys
/// `u″ + 2α·u′ + ω₀²·u = 0` with `u(0) = −1` and `u′(0) = v₀`.
///
/// With `ω` the damped frequency (`ω₀·√|1 − ζ²|`) and `b = v₀ − α`:
/// - under-damped:     `u = e^(−αt)·(−cos ωt + b·sin(ωt)/ω)`
/// - critically damped: `u = e^(−αt)·(−1 + b·t)`
/// - over-damped:      `u = e^(−αt)·(−cosh ωt + b·sinh(ωt)/ω)`
///
/// Written with `sin(ωt)/ω` and `sinh(ωt)/ω`, the three agree continuously as ζ → 1, so
/// springs near critical damping lose no precision.
private struct Solution {
    enum Regime { case underDamped, critical, overDamped }

    let regime: Regime
    /// The decay rate `ζ·ω₀ = damping / (2·mass)`.
    let alpha: Double
    /// The undamped angular frequency `√(stiffness / mass)`.
    let omega0: Double
    /// The damped angular frequency (under-damped) or hyperbolic rate (over-damped); 0 if critical.
    let omega: Double
    /// The over-damped motion's two exponential rates, `α ∓ ω` (both `α` otherwise).
    let slowRate: Double, fastRate: Double
    let v0: Double
    let b: Double

    init?(_ spring: SpringMotion) {
        let m = spring.mass, k = spring.stiffness, v0 = spring.initialVelocity
        guard m > 0, k > 0, m.isFinite, k.isFinite, spring.damping.isFinite, v0.isFinite else { return nil }
        let c = max(spring.damping, 0)
        let zeta = c / (2 * (k * m).squareRoot())
        omega0 = (k / m).squareRoot()
        alpha = zeta * omega0
        omega = omega0 * abs((1 - zeta) * (1 + zeta)).squareRoot()
        self.v0 = v0
        b = v0 - alpha
        if zeta < 1 {
            regime = .underDamped
            slowRate = alpha; fastRate = alpha
        } else if zeta == 1 {
            regime = .critical
            slowRate = alpha; fastRate = alpha
        } else {
            regime = .overDamped
            // α − ω written without cancellation: ω₀·(ζ − √(ζ² − 1)) = ω₀ / (ζ + √(ζ² − 1)).
            slowRate = omega0 / (zeta + (zeta * zeta - 1).squareRoot())
            fastRate = alpha + omega
        }
    }

    /// `x(t) − 1` for `t ≥ 0`.
    func offset(at t: Double) -> Double {
        switch regime {
        case .underDamped:
            return exp(-alpha * t) * (-cos(omega * t) + b * sin(omega * t) / omega)
        case .critical:
            return exp(-alpha * t) * (-1 + b * t)
        case .overDamped:
            let wt = omega * t
            if wt < 1 {
                return exp(-alpha * t) * (-cosh(wt) + b * sinh(wt) / omega)
            }
            // Split into the two exponentials so cosh and sinh cannot overflow for large t.
            let slow = exp(-slowRate * t), fast = exp(-fastRate * t)
            return -(slow + fast) / 2 + b * (slow - fast) / (2 * omega)
        }
    }

    /// The first time after which `|u| < epsilon` forever (before the cap is applied).
    func settlingTime(epsilon: Double) -> Double {
        let cap = SpringMotion.maximumSettlingDuration
        var lo: Double, hi: Double
        switch regime {
        case .underDamped:
            // u = R·e^(−αt)·cos(ωt − φ). Its turning points lie π/ω apart, at
            // ωtₙ = φ − atan(α/ω) + nπ, with |u(tₙ)| = R·(ω/ω₀)·e^(−α·tₙ), shrinking with n.
            guard alpha > 0 else { return cap }
            let q = b / omega
            let r = (1 + q * q).squareRoot(), phi = atan2(q, -1), delta = atan(alpha / omega)
            func turn(_ n: Double) -> Double { (phi - delta + n * .pi) / omega }
            let firstN = ((delta - phi) / .pi).rounded(.down) + 1  // the first turning point after 0
            let peak = r * omega / omega0
            // The last turning point still outside the band, if any after 0; otherwise the
            // motion enters the band before the first one.
            let lastOutsideN =
                peak > epsilon
                ? ((omega * log(peak / epsilon) / alpha - phi + delta) / .pi).rounded(.down)
                : -Double.infinity
            if lastOutsideN >= firstN {
                lo = turn(lastOutsideN)
                guard lo < cap else { return cap }
                hi = turn(lastOutsideN + 1)
            } else {
                lo = 0
                hi = turn(firstN)
            }
            // Guard against rounding at the band's edge: step on a turning point if need be.
            for _ in 0..<4 where abs(offset(at: hi)) >= epsilon {
                lo = hi
                hi += .pi / omega
            }
        case .critical, .overDamped:
            // At most one turning point after 0; past it (or from 0 if none), u is monotonic.
            lo = 0
            var upper: Double?
            if let turning = turningPoint() {
                if abs(offset(at: turning)) >= epsilon { lo = turning } else { upper = turning }
            }
            if let upper {
                hi = upper
            } else {
                // Monotonic toward 0 from lo: widen geometrically until inside the band.
                var step = 1 / slowRate
                hi = lo + step
                while abs(offset(at: hi)) >= epsilon {
                    guard hi < cap else { return cap }
                    lo = hi
                    step *= 2
                    hi = lo + step
                }
            }
        }
        // On [lo, hi] u is monotonic, outside the band at lo and inside at hi: bisect the entry.
        for _ in 0..<200 {
            let mid = 0.5 * (lo + hi)
            guard mid > lo, mid < hi else { break }
            if abs(offset(at: mid)) < epsilon { hi = mid } else { lo = mid }
        }
        return hi
    }

    /// The non-oscillating motion's turning point after 0, if it has one.
    ///
    /// `u′ = e^(−αt)·(v₀·cosh ωt + K·sinh(ωt)/ω)` with `K = ω₀² − α·v₀`, which vanishes where
    /// `tanh(ωt)/ω = −v₀/K` (`t = −v₀/K` when critical).
    private func turningPoint() -> Double? {
        let k = omega0 * omega0 - alpha * v0
        guard k != 0 else { return nil }
        let r = -v0 / k
        guard r > 0 else { return nil }
        if regime == .critical { return r }
        guard omega * r < 1 else { return nil }
        return atanh(omega * r) / omega
    }
}
