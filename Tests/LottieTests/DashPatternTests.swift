import Foundation
import GLRender
import QuartzCore
import XCTest

@testable import Lottie

/// Zero-length dashes (round dots): drawn as 0.01 points, as lottie-ios gives them to Core
/// Animation, so each period is 0.01 longer than the file says.
final class DashPatternTests: XCTestCase {
    typealias Files = LottieShapeTestFiles

    /// A 4-point round-capped stroke of dots every `gap` points along a line at y = 50 from
    /// x = `from` to 100.
    private func dots(from: Double, gap: Double) throws -> LottieAnimation {
        let line =
            #"{"ty": "sh", "ks": \#(Files.fixed(#"{"c": false, "v": [[\#(from), 50], [100, 50]], "i": [[0, 0], [0, 0]], "o": [[0, 0], [0, 0]]}"#))}"#
        let dashes =
            #"[{"n": "d", "v": \#(Files.fixed("0"))}, {"n": "g", "v": \#(Files.fixed("\(gap)"))}, {"n": "o", "v": \#(Files.fixed("0"))}]"#
        let stroke =
            #"{"ty": "st", "c": \#(Files.fixed("[0, 0, 0]")), "o": \#(Files.fixed("100")), "w": \#(Files.fixed("4")), "lc": 2, "lj": 1, "d": \#(dashes)}"#
        return try Files.animation("[\(Files.group("\(line), \(stroke)"))]")
    }

    func testZeroDashesBecomeAHundredthOfAPoint() throws {
        let animation = try dots(from: 0, gap: 10)
        let layer = try XCTUnwrap(Files.layers(animation).compactMap { $0 as? CAShapeLayer }.first)
        XCTAssertEqual(layer.lineDashPattern?.map(\.doubleValue), [0.01, 10])
    }

    func testAPatternOfOnlyZerosStaysSolid() {
        XCTAssertEqual(LottieDashPattern.lengths([0, 0]), [])
        XCTAssertEqual(LottieDashPattern.lengths([0, 15]), [0.01, 15])
        XCTAssertEqual(LottieDashPattern.lengths([3, 0, 2]), [3, 0.01, 2])
    }

    func testDotsFallBehindAHundredthOfAPointEachPeriod() throws {
        // The 500th dot from x = -4951 lies at 49 with periods of 10, at 54 with periods of 10.01.
        let image = try Files.render(try dots(from: -4951, gap: 10))
        XCTAssertGreaterThan(Files.color(image, 54, 50).a, 250)
        XCTAssertEqual(Files.color(image, 49, 50).a, 0)
    }
}
