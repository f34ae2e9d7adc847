import Foundation
import XCTest

@testable import LayerTree

final class SpringMotionTests: XCTestCase {
    private let underDamped = SpringMotion(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
    private let critical = SpringMotion(
        mass: 2, stiffness: 50, damping: 2 * (50.0 * 2).squareRoot(), initialVelocity: 0)
    private let overDamped = SpringMotion(mass: 1, stiffness: 100, damping: 50, initialVelocity: 0)

    /// Springs covering each regime, with and without initial velocity (either sign, and fast
    /// enough for the critical and over-damped ones to overshoot).
    private var springs: [SpringMotion] {
        [
            underDamped, critical, overDamped,
            SpringMotion(mass: 1, stiffness: 200, damping: 5, initialVelocity: -3),
            SpringMotion(mass: 0.5, stiffness: 300, damping: 4, initialVelocity: 8),
            SpringMotion(mass: 1, stiffness: 100, damping: 20, initialVelocity: 25),
            SpringMotion(mass: 1, stiffness: 100, damping: 20, initialVelocity: -4),
            SpringMotion(mass: 1, stiffness: 100, damping: 30, initialVelocity: 50),
            SpringMotion(mass: 1, stiffness: 100, damping: 30, initialVelocity: -10),
            SpringMotion(mass: 3, stiffness: 10, damping: 12, initialVelocity: 2),
        ] + crossingOnTheWay
    }

    /// Critically and over-damped springs pushed hard enough to overshoot, chosen so they cross
    /// the target at exactly one over their slow decay rate (0.1 s and 0.125 s): at that moment
    /// they are inside the band, yet not settled, since they swing out again.
    private let crossingOnTheWay = [
        SpringMotion(mass: 1, stiffness: 100, damping: 20, initialVelocity: 20),
        SpringMotion(mass: 1, stiffness: 100, damping: 20.5, initialVelocity: 18.46),
    ]

    /// Integrates `m·x″ + c·x′ + k·(x − 1) = 0` from `x = 0`, `x′ = v₀` with classical RK4,
    /// sampling x every `step` seconds up to `duration`.
    private func integrate(_ s: SpringMotion, step: Double = 1e-4, duration: Double) -> [Double] {
        func acceleration(_ x: Double, _ v: Double) -> Double {
            (-s.damping * v - s.stiffness * (x - 1)) / s.mass
        }
        var x = 0.0, v = s.initialVelocity
        var samples = [x]
        let count = Int((duration / step).rounded())
        samples.reserveCapacity(count + 1)
        for _ in 0..<count {
            let k1x = v, k1v = acceleration(x, v)
            let k2x = v + step / 2 * k1v, k2v = acceleration(x + step / 2 * k1x, v + step / 2 * k1v)
            let k3x = v + step / 2 * k2v, k3v = acceleration(x + step / 2 * k2x, v + step / 2 * k2v)
            let k4x = v + step * k3v, k4v = acceleration(x + step * k3x, v + step * k3v)
            x += step / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += step / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            samples.append(x)
        }
        return samples
    }

    func testDefaultsAreCoreAnimations() {
        XCTAssertEqual(SpringMotion(), underDamped)
    }

    func testStartsAtZero() {
        for s in springs {
            XCTAssertEqual(s.fraction(at: 0), 0, "\(s)")
            XCTAssertEqual(s.fraction(at: -1), 0, "\(s)")
        }
    }

    func testInitialSlopeIsInitialVelocity() {
        let h = 1e-7
        for s in springs {
            XCTAssertEqual(s.fraction(at: h) / h, s.initialVelocity, accuracy: 1e-4, "\(s)")
        }
    }

    func testUnderDampedOvershootsByTheTextbookAmount() {
        // From rest, the first peak is 1 + e^(−ζπ/√(1 − ζ²)), at t = π/ω_d.
        let zeta = 10 / (2 * 100.0.squareRoot()), omega = 10 * (1 - zeta * zeta).squareRoot()
        let peak = underDamped.fraction(at: .pi / omega)
        XCTAssertEqual(peak, 1 + exp(-zeta * .pi / (1 - zeta * zeta).squareRoot()), accuracy: 1e-12)
        XCTAssertGreaterThan(peak, 1.1)
        let highest = stride(from: 0.0, through: 3, by: 1e-3).map(underDamped.fraction(at:)).max()!
        XCTAssertEqual(highest, peak, accuracy: 1e-5)
    }

    func testCriticalAndOverDampedFromRestNeverOvershoot() {
        for s in [critical, overDamped, SpringMotion(mass: 1, stiffness: 100, damping: 20.000001)] {
            var previous = 0.0
            for i in 1...20000 {
                let x = s.fraction(at: Double(i) * 1e-3)
                XCTAssertLessThanOrEqual(x, 1, "\(s) at \(Double(i) * 1e-3)")
                XCTAssertGreaterThanOrEqual(x, previous, "\(s) at \(Double(i) * 1e-3)")
                previous = x
            }
            XCTAssertEqual(previous, 1, accuracy: 1e-6)
        }
    }

    func testClosedFormMatchesNumericalIntegration() {
        let step = 1e-4
        for s in springs {
            let samples = integrate(s, step: step, duration: 3)
            for t in [0.01, 0.05, 0.1, 0.2, 0.35, 0.5, 0.8, 1.0, 1.7, 2.5, 3.0] {
                let expected = samples[Int((t / step).rounded())]
                XCTAssertEqual(s.fraction(at: t), expected, accuracy: 1e-4, "\(s) at \(t)")
            }
        }
    }

    func testNearCriticalDampingIsContinuous() {
        for v0 in [0.0, 15, -5] {
            let exact = SpringMotion(mass: 1, stiffness: 100, damping: 20, initialVelocity: v0)
            for damping in [20 - 1e-9, 20 + 1e-9, 20 - 1e-5, 20 + 1e-5] {
                let near = SpringMotion(mass: 1, stiffness: 100, damping: damping, initialVelocity: v0)
                for t in [0.01, 0.1, 0.3, 1, 5, 50] {
                    XCTAssertEqual(near.fraction(at: t), exact.fraction(at: t), accuracy: 1e-5, "\(near) at \(t)")
                }
                XCTAssertEqual(near.settlingDuration, exact.settlingDuration, accuracy: 1e-3, "\(near)")
            }
        }
    }

    func testLongTimesStayFinite() {
        for s in springs + [SpringMotion(mass: 1, stiffness: 1, damping: 1000)] {
            for t in [100.0, 1e4, 1e8] {
                XCTAssertTrue(s.fraction(at: t).isFinite, "\(s) at \(t)")
            }
        }
        XCTAssertEqual(underDamped.fraction(at: 1e4), 1, accuracy: 1e-12)
    }

    func testDefaultSettlingDuration() {
        let s = underDamped, epsilon = SpringMotion.settlingEpsilon
        let settle = s.settlingDuration
        XCTAssertEqual(epsilon, 0.001)
        // Swings peak every π/ω_d ≈ 0.363 s, e^(−5t) from the target. The one at 3π/ω_d ≈ 1.088 s
        // (0.0043 away) is the last outside the band; the next (0.0007 away) stays inside.
        let halfPeriod = .pi / 75.0.squareRoot()
        XCTAssertGreaterThan(settle, 3 * halfPeriod)
        XCTAssertLessThan(settle, 4 * halfPeriod)
        XCTAssertEqual(settle, 1.27, accuracy: 0.01)
        // Just before: still outside the band. At and after: inside, for good.
        XCTAssertGreaterThanOrEqual(abs(s.fraction(at: settle - 1e-6) - 1), epsilon)
        for i in 0...20000 {
            let t = settle + Double(i) * 1e-3
            XCTAssertLessThan(abs(s.fraction(at: t) - 1), epsilon, "at \(t)")
        }
    }

    func testSettlingDurationIsWhereIntegratedMotionLastLeavesTheBand() {
        let step = 1e-4, epsilon = SpringMotion.settlingEpsilon
        for s in springs {
            let samples = integrate(s, step: step, duration: 12)
            let last = samples.lastIndex { abs($0 - 1) >= epsilon }!
            XCTAssertLessThan(last, samples.count - 1000, "\(s) has not settled within the integration")
            let lastOutside = Double(last) * step
            XCTAssertGreaterThan(s.settlingDuration, lastOutside - 1e-6, "\(s)")
            XCTAssertLessThanOrEqual(s.settlingDuration, lastOutside + step + 1e-6, "\(s)")
        }
    }

    func testPassingThroughTheTargetIsNotSettling() {
        for (s, crossing) in zip(crossingOnTheWay, [0.1, 0.125]) {
            XCTAssertLessThan(abs(s.fraction(at: crossing) - 1), SpringMotion.settlingEpsilon, "\(s)")
            let times = stride(from: 0.0, through: 1, by: 1e-4)
            let peak = times.max { s.fraction(at: $0) < s.fraction(at: $1) }!
            XCTAssertGreaterThan(s.fraction(at: peak), 1 + 10 * SpringMotion.settlingEpsilon, "\(s)")
            XCTAssertGreaterThan(s.settlingDuration, peak, "\(s)")
        }
    }

    func testStiffSpringSettlesQuickly() {
        // 1000 rad/s: its turning points are 3 ms apart, closer than a 60 Hz frame.
        let s = SpringMotion(mass: 1, stiffness: 1e6, damping: 100)
        let settle = s.settlingDuration
        XCTAssertGreaterThanOrEqual(abs(s.fraction(at: settle - 1e-7) - 1), SpringMotion.settlingEpsilon)
        for i in 0...100_000 {
            let t = settle + Double(i) * 1e-5
            XCTAssertLessThan(abs(s.fraction(at: t) - 1), SpringMotion.settlingEpsilon, "at \(t)")
        }
    }

    func testUndampedSpringNeverSettles() {
        let s = SpringMotion(mass: 1, stiffness: 100, damping: 0)
        XCTAssertEqual(s.settlingDuration, SpringMotion.maximumSettlingDuration)
        XCTAssertEqual(s.fraction(at: .pi / 10), 2, accuracy: 1e-12)  // swings to twice the distance
        XCTAssertEqual(
            SpringMotion(mass: 1, stiffness: 100, damping: -3).settlingDuration, SpringMotion.maximumSettlingDuration)
        XCTAssertEqual(
            SpringMotion(mass: 1, stiffness: 100, damping: 1e-9).settlingDuration, SpringMotion.maximumSettlingDuration)
    }

    func testDegenerateSpringsJumpToTheTarget() {
        for s in [
            SpringMotion(mass: 0), SpringMotion(mass: -1), SpringMotion(stiffness: 0),
            SpringMotion(stiffness: -5), SpringMotion(damping: .nan), SpringMotion(initialVelocity: .infinity),
        ] {
            XCTAssertEqual(s.fraction(at: 0), 0, "\(s)")
            XCTAssertEqual(s.fraction(at: 0.01), 1, "\(s)")
            XCTAssertEqual(s.settlingDuration, 0, "\(s)")
        }
    }
}
