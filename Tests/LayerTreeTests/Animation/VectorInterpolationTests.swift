import Foundation
import XCTest

@testable import LayerTree

/// Points, sizes, rectangles and colors interpolate component by component without building
/// arrays (so a steady animation of one allocates nothing per frame; see the micro-benchmarks);
/// the values must be exactly those of the general vector arithmetic.
final class VectorInterpolationTests: XCTestCase {
    /// The general form: `vector`, component-wise in `Double`, back through `withVector`.
    private func viaVectors(_ a: AnimatableValue, _ b: AnimatableValue, _ fraction: Double) -> AnimatableValue {
        a.withVector(zip(a.vector!, b.vector!).map { $0 + ($1 - $0) * fraction })
    }

    func testMatchesTheVectorArithmeticBitForBit() {
        let pairs: [(AnimatableValue, AnimatableValue)] = [
            (.point(CGPoint(x: 100, y: -3.25)), .point(CGPoint(x: 900.1, y: 1e9))),
            (.size(CGSize(width: 0, height: 40)), .size(CGSize(width: 0.3, height: -7))),
            (.rect(CGRect(x: 1, y: 2, width: 3, height: 4)), .rect(CGRect(x: -10, y: 0.1, width: 300, height: 1e-3))),
            (
                .color(CGColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)),
                .color(CGColor(red: 0.9, green: 0.3, blue: 0.1, alpha: 0.5))
            ),
        ]
        let fractions = [0.0, 1.0, 0.5, 1.0 / 3, 0.999_999, -0.25, 1.6, 1e-12, .nan, .infinity]
        for (a, b) in pairs {
            for fraction in fractions {
                let fast = a.interpolated(to: b, fraction: fraction)
                let general = fraction == 0 ? a : fraction == 1 ? b : viaVectors(a, b, fraction)
                // Bit for bit, NaN included: compare the components' bit patterns.
                let bits = { (v: AnimatableValue) in v.vector!.map(\.bitPattern) }
                XCTAssertEqual(bits(fast), bits(general), "\(a) → \(b) at \(fraction)")
                XCTAssertTrue(fast.hasSameKind(as: a))
            }
        }
    }

    func testMismatchedKindsStillSwitchHalfway() {
        let point = AnimatableValue.point(CGPoint(x: 1, y: 2)), size = AnimatableValue.size(CGSize(width: 3, height: 4))
        XCTAssertEqual(point.interpolated(to: size, fraction: 0.4), point)
        XCTAssertEqual(point.interpolated(to: size, fraction: 0.6), size)
    }
}
