import Foundation
import XCTest

@testable import LayerTree

/// Where Core Animation's `strokeStart`/`strokeEnd` fall along a path: shared among the
/// segments by length, within a curve by its parameter.
final class StrokeFractionTests: XCTestCase {
    /// A 100-point line, then a curve 100 points long whose controls bunch at its far end, so
    /// that it covers most of its length in the first half of its parameter.
    private func lineThenBunchedCurve() throws -> CGPath {
        try CGPath(svgPathData: "M 0 0 L 100 0 C 190 0 200 0 200 0")
    }

    func testOnALineTheStrokeFractionIsTheLengthFraction() throws {
        let path = try lineThenBunchedCurve()
        XCTAssertEqual(path.lengthFraction(atStrokeFraction: 0.25), 0.25, accuracy: 1e-9)
        XCTAssertEqual(path.lengthFraction(atStrokeFraction: 0), 0)
        XCTAssertEqual(path.lengthFraction(atStrokeFraction: 1), 1)
        XCTAssertEqual(path.lengthFraction(atStrokeFraction: 2), 1, "clamped")
    }

    func testWithinACurveTheStrokeFractionGoesByItsParameter() throws {
        let path = try lineThenBunchedCurve()
        // Three quarters of the way: halfway along the curve's length share, its parameter 0.5,
        // where x = 100 + 0.375 · 90 + 0.375 · 100 + 0.125 · 100 = 183.75.
        XCTAssertEqual(path.lengthFraction(atStrokeFraction: 0.75), 183.75 / 200, accuracy: 1e-6)
    }

    /// A cubic with its controls on its ends is straight, and measured as the line it is.
    func testAStraightCubicGoesByLength() throws {
        let path = try CGPath(svgPathData: "M 0 0 C 0 0 100 0 100 0")
        XCTAssertEqual(path.lengthFraction(atStrokeFraction: 0.25), 0.25, accuracy: 1e-9)
    }

    func testTrimmingInContextEndsWhereCoreAnimationDoes() throws {
        let path = try lineThenBunchedCurve()
        let trimmed = path.trimmed(from: 0, to: path.lengthFraction(atStrokeFraction: 0.75))
        XCTAssertEqual(trimmed.currentPoint.x, 183.75, accuracy: 0.1)
    }
}
