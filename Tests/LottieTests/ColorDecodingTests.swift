import Foundation
import GLRender
import QuartzCore
import XCTest

@testable import Lottie

/// Fill and stroke colours: the fourth number of a colour is no opacity (the item's `o` is), as
/// lottie-ios and lottie-web read it; components above 1 are bodymovin's old 0…255.
final class ColorDecodingTests: XCTestCase {
    typealias Files = LottieShapeTestFiles

    /// A 60×60 square centred in the composition, filled with `color` (a property, JSON text).
    private func square(filledWith color: String) throws -> LottieAnimation {
        let fill = #"{"ty": "fl", "c": \#(color), "o": \#(Files.fixed("100")), "r": 1}"#
        return try Files.animation("[\(Files.group("\(Files.rectangle(50, 50, 60, 60)), \(fill)"))]")
    }

    func testAColorsFourthNumberLeavesItOpaque() throws {
        let animation = try square(filledWith: Files.fixed("[0.2, 0.4, 0.6, 0]"))
        XCTAssertEqual(animation.warnings, [])
        let fills = Files.layers(animation).compactMap { ($0 as? CAShapeLayer)?.fillColor }
        XCTAssertEqual(fills.map(\.alpha), [1])
        let pixel = Files.color(try Files.render(animation), 50, 50)
        XCTAssertEqual(pixel.a, 255)
        XCTAssertEqual(Int(pixel.r), 51, accuracy: 2)
        XCTAssertEqual(Int(pixel.g), 102, accuracy: 2)
        XCTAssertEqual(Int(pixel.b), 153, accuracy: 2)
    }

    /// lottie-ios's issue_1223 animates a fill between colours whose fourth number is 0 and 1:
    /// it shows at every frame.
    func testKeyframedColorsWithAZeroFourthNumberShow() throws {
        let keyframes = #"""
            {"a": 1, "k": [{"t": 0, "s": [1, 0, 0, 0], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}},
                           {"t": 20, "s": [0, 0, 1, 1]}]}
            """#
        let animation = try square(filledWith: keyframes)
        let start = Files.color(try Files.render(animation, frame: 0), 50, 50)
        XCTAssertEqual(start.a, 255)
        XCTAssertGreaterThan(start.r, 250)
        let middle = Files.color(try Files.render(animation, frame: 10), 50, 50)
        XCTAssertEqual(middle.a, 255)
        XCTAssertEqual(Int(middle.r), 128, accuracy: 4)
        XCTAssertEqual(Int(middle.b), 128, accuracy: 4)
    }

    func testComponentsAbove1AreOutOf255() throws {
        let animation = try square(filledWith: Files.fixed("[51, 102, 153, 255]"))
        let pixel = Files.color(try Files.render(animation), 50, 50)
        XCTAssertEqual(pixel.a, 255)
        XCTAssertEqual(Int(pixel.r), 51, accuracy: 2)
        XCTAssertEqual(Int(pixel.b), 153, accuracy: 2)
    }
}
