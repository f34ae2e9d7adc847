import Foundation
import GLRender
import QuartzCore
import XCTest

@testable import Lottie

/// Skew (`sk`, `sa`) of a shape group's transform, between its rotation and scale.
final class SkewTests: XCTestCase {
    typealias Files = LottieShapeTestFiles

    /// A 20-point square in the middle, in a group skewed by `skew` degrees along the x axis.
    private func skewedSquare(_ skew: String) throws -> LottieAnimation {
        let transform =
            #"{"ty": "tr", "p": \#(Files.fixed("[50, 50]")), "a": \#(Files.fixed("[50, 50]")), "sk": \#(skew), "sa": \#(Files.fixed("0"))}"#
        let group =
            #"{"ty": "gr", "it": [\#(Files.rectangle(50, 50, 20, 20)), \#(Files.fill("1, 0, 0")), \#(transform)]}"#
        return try Files.animation("[\(group)]")
    }

    func testSkewLeansTheSquare() throws {
        let animation = try skewedSquare(Files.fixed("45"))
        XCTAssertEqual(animation.warnings, [])
        let image = try Files.render(animation)
        // 8 points below the centre the square spans 32…52; 8 points above, 48…68.
        XCTAssertGreaterThan(Files.color(image, 34, 58).a, 250)
        XCTAssertEqual(Files.color(image, 56, 58).a, 0)
        XCTAssertGreaterThan(Files.color(image, 66, 42).a, 250)
        XCTAssertEqual(Files.color(image, 44, 42).a, 0)
    }

    func testAnimatedSkewIsOneTransformAnimation() throws {
        let skew =
            #"{"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": 0, "y": 0}, "i": {"x": 1, "y": 1}}, {"t": 10, "s": [45]}]}"#
        let animation = try skewedSquare(skew)
        let layers = Files.layers(animation).filter { $0.animation(forKey: "transform") != nil }
        XCTAssertEqual(layers.count, 1)
        let straight = try Files.render(animation, frame: 0)
        XCTAssertGreaterThan(Files.color(straight, 56, 58).a, 250)
        let leaning = try Files.render(animation, frame: 10)
        XCTAssertEqual(Files.color(leaning, 56, 58).a, 0)
        XCTAssertGreaterThan(Files.color(leaning, 34, 58).a, 250)
    }

    func testSkewMatrixShearsAlongItsAxis() {
        let alongX = LottieKeyframeAnimations.skewMatrix(skew: 45, axis: 0)
        XCTAssertEqual(Double(alongX.m21), -1, accuracy: 1e-9)
        // Along y, a quarter turn on: the shear moves y by x instead.
        let alongY = LottieKeyframeAnimations.skewMatrix(skew: 45, axis: 90)
        XCTAssertEqual(Double(alongY.m12), 1, accuracy: 1e-9)
        XCTAssertEqual(Double(alongY.m21), 0, accuracy: 1e-9)
    }
}
