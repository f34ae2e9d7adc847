import Foundation
import XCTest

@testable import LayerTree

final class TimingFunctionTests: XCTestCase {
    /// Apple's published control points, written out here rather than read from the code.
    private let apple: [(CAMediaTimingFunctionName, [Float])] = [
        (.linear, [0, 0, 1, 1]),
        (.easeIn, [0.42, 0, 1, 1]),
        (.easeOut, [0, 0, 0.58, 1]),
        (.easeInEaseOut, [0.42, 0, 0.58, 1]),
        (.default, [0.25, 0.1, 0.25, 1]),
    ]

    /// The curve's y at the x given, solved independently of the code under test: the Bernstein
    /// form, bisected on the parameter 200 times (x(t) is monotonic for x controls in [0, 1]).
    private func reference(_ p: [Double], _ x: Double) -> Double {
        func bezier(_ a: Double, _ b: Double, _ t: Double) -> Double {
            let s = 1 - t
            return 3 * s * s * t * a + 3 * s * t * t * b + t * t * t
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if bezier(p[0], p[2], mid) < x { lo = mid } else { hi = mid }
        }
        return bezier(p[1], p[3], (lo + hi) / 2)
    }

    private func assertMatchesReference(
        _ f: CAMediaTimingFunction, _ p: [Double], accuracy: Double = 1e-6,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        for i in 0...200 {
            let x = Double(i) / 200
            XCTAssertEqual(
                f.evaluate(at: x), reference(p, x), accuracy: accuracy, "\(f) at \(x)", file: file, line: line)
        }
    }

    func testNamedControlPointsAreApples() {
        for (name, points) in apple {
            let f = CAMediaTimingFunction(name: name)
            XCTAssertEqual(f.name, name)
            let expected: [[Float]] = [[0, 0], Array(points[0..<2]), Array(points[2..<4]), [1, 1]]
            for idx in 0...3 {
                var values: [Float] = [-9, -9]
                f.getControlPoint(at: idx, values: &values)
                XCTAssertEqual(values, expected[idx], "\(name.rawValue) point \(idx)")
                let p = f.controlPoint(at: idx)
                XCTAssertEqual([p.x, p.y], expected[idx], "\(name.rawValue) point \(idx)")
            }
        }
    }

    func testRawValues() {
        XCTAssertEqual(CAMediaTimingFunctionName.linear.rawValue, "linear")
        XCTAssertEqual(CAMediaTimingFunctionName.easeIn.rawValue, "easeIn")
        XCTAssertEqual(CAMediaTimingFunctionName.easeOut.rawValue, "easeOut")
        XCTAssertEqual(CAMediaTimingFunctionName.easeInEaseOut.rawValue, "easeInEaseOut")
        XCTAssertEqual(CAMediaTimingFunctionName.default.rawValue, "default")
        XCTAssertEqual(CAMediaTimingFunctionName(rawValue: "easeIn"), .easeIn)
    }

    func testSharedInstancesMatchFreshOnes() {
        for (name, _) in apple {
            XCTAssertTrue(CAMediaTimingFunction.named(name) === CAMediaTimingFunction.named(name))
            XCTAssertEqual(CAMediaTimingFunction.named(name), CAMediaTimingFunction(name: name))
            XCTAssertEqual(CAMediaTimingFunction.named(name).name, name)
        }
        XCTAssertNotEqual(CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .easeOut))
    }

    func testCustomFunctionHasNoNameAndKeepsItsPoints() {
        let f = CAMediaTimingFunction(controlPoints: 0.1, 0.9, 0.2, 1.0)
        XCTAssertNil(f.name)
        XCTAssertEqual(f.controlPoint(at: 1).x, 0.1)
        XCTAssertEqual(f.controlPoint(at: 1).y, 0.9)
        XCTAssertEqual(f.controlPoint(at: 2).x, 0.2)
        XCTAssertEqual(f.controlPoint(at: 2).y, 1.0)
        // Equality goes by the curve, not the label.
        XCTAssertEqual(CAMediaTimingFunction(controlPoints: 0.42, 0, 1, 1), CAMediaTimingFunction(name: .easeIn))
        XCTAssertEqual(
            CAMediaTimingFunction(controlPoints: 0.42, 0, 1, 1).hashValue,
            CAMediaTimingFunction(name: .easeIn).hashValue)
    }

    func testEaseInAtOneHalf() {
        let y = CAMediaTimingFunction(name: .easeIn).evaluate(at: 0.5)
        XCTAssertEqual(y, reference([0.42, 0, 1, 1], 0.5), accuracy: 1e-6)
        // And it is an ease-in: behind the linear pace at the midpoint.
        XCTAssertLessThan(y, 0.4)
    }

    func testNamedFunctionsMatchIndependentSolution() {
        for (name, points) in apple {
            assertMatchesReference(CAMediaTimingFunction(name: name), points.map(Double.init))
        }
    }

    func testCustomFunctionsMatchIndependentSolution() {
        // Steep start.
        assertMatchesReference(CAMediaTimingFunction(controlPoints: 0.1, 0.9, 0.2, 1.0), [0.1, 0.9, 0.2, 1.0])
        // Anticipates below 0 and overshoots above 1.
        let overshoot = CAMediaTimingFunction(controlPoints: 0.5, -0.5, 0.5, 1.5)
        assertMatchesReference(overshoot, [0.5, -0.5, 0.5, 1.5])
        XCTAssertLessThan(overshoot.evaluate(at: 0.1), 0)
        XCTAssertGreaterThan(overshoot.evaluate(at: 0.9), 1)
    }

    func testFlatSpotInXStillConverges() {
        // x(t) = 4t³ − 6t² + 3t has dx/dt = 0 at t = ½, where Newton–Raphson alone stalls.
        // With y(t) = 3t² − 2t³ the exact answer is known: 2t − 1 = ∛(2x − 1).
        let f = CAMediaTimingFunction(controlPoints: 1, 0, 0, 1)
        for i in 0...400 {
            let x = Double(i) / 400
            let t = (1 + cbrt(2 * x - 1)) / 2
            XCTAssertEqual(f.evaluate(at: x), 3 * t * t - 2 * t * t * t, accuracy: 1e-6, "at \(x)")
        }
        for x in [0.5 + 1e-9, 0.5 - 1e-9, 0.5 + 1e-6, 0.5 - 1e-6] {
            let t = (1 + cbrt(2 * x - 1)) / 2
            XCTAssertEqual(f.evaluate(at: x), 3 * t * t - 2 * t * t * t, accuracy: 1e-6, "at \(x)")
        }
        // Right at the cusp y is ill-conditioned (dy/dx is infinite), so check the promise in x:
        // the parameter behind the returned y has an x within 1e-7 of the input.
        for x in [0.5, 0.5 + 1e-15, 0.5 - 1e-15, 0.5 + 1e-12] {
            let y = f.evaluate(at: x)
            var lo = 0.0, hi = 1.0  // y(t) = 3t² − 2t³ is increasing: invert it by bisection
            for _ in 0..<200 {
                let mid = (lo + hi) / 2
                if 3 * mid * mid - 2 * mid * mid * mid < y { lo = mid } else { hi = mid }
            }
            let t = (lo + hi) / 2
            XCTAssertEqual(4 * t * t * t - 6 * t * t + 3 * t, x, accuracy: 1e-7, "at \(x)")
        }
        // Equal x and y controls make y(t) = x(t): the identity, flat spot or not.
        let g = CAMediaTimingFunction(controlPoints: 1, 1, 0, 0)
        for x in [0.1, 0.3, 0.5, 0.5 + 1e-8, 0.7, 0.99] {
            XCTAssertEqual(g.evaluate(at: x), x, accuracy: 1e-9)
        }
    }

    func testEndpointsAndClamping() {
        let functions =
            apple.map { CAMediaTimingFunction(name: $0.0) } + [
                CAMediaTimingFunction(controlPoints: 0.1, 0.9, 0.2, 1.0),
                CAMediaTimingFunction(controlPoints: 0.5, -0.5, 0.5, 1.5),
            ]
        for f in functions {
            XCTAssertEqual(f.evaluate(at: 0), 0, "\(f)")
            XCTAssertEqual(f.evaluate(at: 1), 1, "\(f)")
            XCTAssertEqual(f.evaluate(at: -0.5), 0, "\(f)")
            XCTAssertEqual(f.evaluate(at: 1.5), 1, "\(f)")
            XCTAssertEqual(f.evaluate(at: 1e-12), 0, accuracy: 1e-10, "\(f)")
            XCTAssertEqual(f.evaluate(at: 1 - 1e-12), 1, accuracy: 1e-10, "\(f)")
        }
    }

    func testLinearIsIdentity() {
        let f = CAMediaTimingFunction(name: .linear)
        for i in 0...1000 {
            let x = Double(i) / 1000
            XCTAssertEqual(f.evaluate(at: x), x, accuracy: 1e-12)
        }
    }

    func testUnknownNameGivesDefaultCurve() {
        let f = CAMediaTimingFunction(name: CAMediaTimingFunctionName("bogus"))
        XCTAssertEqual(f, CAMediaTimingFunction(name: .default))
        XCTAssertEqual(f.name, .default)
    }

    /// An overshooting curve turns back where its progress peaks and dips; an ordinary one never.
    func testTurningTimesAreThePeaksAndDips() {
        XCTAssertEqual(CAMediaTimingFunction(name: .easeInEaseOut).turningTimes, [])
        XCTAssertEqual(CAMediaTimingFunction(name: .linear).turningTimes, [])
        let swing = CAMediaTimingFunction(controlPoints: 0.3, 2, 0.7, -1)
        let times = swing.turningTimes
        XCTAssertEqual(times.count, 2)
        guard times.count == 2 else { return }
        XCTAssertEqual(times, times.sorted())
        // A peak, then a dip: the progress there is above (below) its neighbours'.
        let (peak, dip) = (times[0], times[1])
        XCTAssertGreaterThan(swing.evaluate(at: peak), swing.evaluate(at: peak - 0.01))
        XCTAssertGreaterThan(swing.evaluate(at: peak), swing.evaluate(at: peak + 0.01))
        XCTAssertLessThan(swing.evaluate(at: dip), swing.evaluate(at: dip - 0.01))
        XCTAssertLessThan(swing.evaluate(at: dip), swing.evaluate(at: dip + 0.01))
    }
}
