import Foundation
import GLRender
import QuartzCore
import XCTest

@testable import Lottie

/// Merge paths (`mm`): lottie-ios's Core Animation engine draws no merge (its shape items skip
/// them: `ShapeItem.merge` neither draws a path nor paints one), so the paths before one are
/// drawn as if it were not there, in every mode, and iOS's snapshots show them so. LayerKit does
/// the same, and names merge paths once in a warning.
final class MergePathsTests: XCTestCase {
    typealias Files = LottieShapeTestFiles

    func testPathsBeforeAMergeAreDrawnUnmergedInEveryMode() throws {
        for mode in 1...5 {
            let merge = #"{"ty": "mm", "mm": \#(mode)}"#
            // Two squares overlapping in 40...60: intersect (3) would keep only the overlap,
            // subtract (2) only the first square's part outside the second.
            let items =
                "\(Files.rectangle(35, 50, 50, 50)), \(Files.rectangle(65, 50, 50, 50)), \(merge), \(Files.fill("1, 0, 0"))"
            let animation = try Files.animation("[\(Files.group(items)), \(Files.group(items))]")
            XCTAssertEqual(animation.warnings, ["unsupported: merge paths (ignored)"], "mode \(mode): named once")
            let image = try Files.render(animation)
            for x in [15.0, 50, 85] {
                let pixel = Files.color(image, x, 50)
                XCTAssertGreaterThan(pixel.a, 250, "mode \(mode): painted at \(x)")
                XCTAssertGreaterThan(pixel.r, 250, "mode \(mode): red at \(x)")
            }
            XCTAssertEqual(Files.color(image, 50, 10).a, 0, "mode \(mode): nothing outside the squares")
        }
    }
}
