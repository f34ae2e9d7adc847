import Foundation
import GLRender
import QuartzCore
import XCTest

@testable import Lottie

/// A group's Bézier paths filled as one path, so that fill rules cut holes where they overlap.
final class CompoundPathTests: XCTestCase {
    typealias Files = LottieShapeTestFiles

    /// A closed square path from `low` to `high` on both axes.
    private func square(_ low: Double, _ high: Double) -> String {
        let zeros = "[0, 0], [0, 0], [0, 0], [0, 0]"
        let value =
            #"{"c": true, "v": [[\#(low), \#(low)], [\#(high), \#(low)], [\#(high), \#(high)], [\#(low), \#(high)]], "i": [\#(zeros)], "o": [\#(zeros)]}"#
        return #"{"ty": "sh", "ks": \#(Files.fixed(value))}"#
    }

    func testEvenOddFillCutsAHoleWhereTwoPathsOverlap() throws {
        let items = "\(square(10, 90)), \(square(30, 70)), \(Files.fill("1, 0, 0", rule: 2))"
        let animation = try Files.animation("[\(Files.group(items))]")
        XCTAssertEqual(Files.layers(animation).compactMap { $0 as? CAShapeLayer }.count, 1)
        let image = try Files.render(animation)
        XCTAssertGreaterThan(Files.color(image, 20, 50).a, 250)
        XCTAssertEqual(Files.color(image, 50, 50).a, 0)
    }
}
