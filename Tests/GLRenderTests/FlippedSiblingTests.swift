import Foundation
import LayerTree
import XCTest

@testable import GLRender

/// A card turned by π about y stays parallel to its superlayer's plane:
/// `CATransform3DMakeRotation(.pi, 0, 1, 0)` leaves −sin π ≈ 1e−16 in m13, rounding noise that
/// the parallel test read as a tilt (its tolerance was relative to that noise alone).
final class FlippedSiblingTests: XCTestCase {
    func testAHalfTurnAboutYIsParallelAndARealTiltIsNot() {
        XCTAssertNotNil(
            DepthSorter.parallelDepth(CATransform3DMakeRotation(.pi, 0, 1, 0)), "a half turn about y is no tilt")
        XCTAssertNotNil(DepthSorter.parallelDepth(CATransform3DMakeRotation(.pi, 1, 0, 0)), "nor one about x")
        XCTAssertNil(DepthSorter.parallelDepth(CATransform3DMakeRotation(0.01, 0, 1, 0)), "a real tilt still is one")
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        XCTAssertNil(
            DepthSorter.parallelDepth(CATransform3DConcat(CATransform3DMakeRotation(0.3, 0, 1, 0), perspective)),
            "a tilt in perspective is one")
    }
}
