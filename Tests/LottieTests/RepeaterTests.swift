import Foundation
import GLRender
import QuartzCore
import XCTest

@testable import Lottie

/// Repeaters (`rp`): copies of the items before them, each one step further, fading from the
/// start opacity to the end one.
final class RepeaterTests: XCTestCase {
    typealias Files = LottieShapeTestFiles

    private func repeater(copies: Int, step: String, startOpacity: Double = 100, endOpacity: Double = 100) -> String {
        #"{"ty": "rp", "c": \#(Files.fixed("\(copies)")), "o": \#(Files.fixed("0")), "m": 1, "tr": {"p": \#(Files.fixed(step)), "a": \#(Files.fixed("[0, 0]")), "s": \#(Files.fixed("[100, 100]")), "r": \#(Files.fixed("0")), "so": \#(Files.fixed("\(startOpacity)")), "eo": \#(Files.fixed("\(endOpacity)"))}}"#
    }

    func testCopiesStepAlongAndFade() throws {
        let items =
            "\(Files.rectangle(15, 50, 10, 10)), \(repeater(copies: 3, step: "[30, 0]", endOpacity: 20)), \(Files.fill("0, 0, 1"))"
        let animation = try Files.animation("[\(Files.group(items))]")
        XCTAssertEqual(animation.warnings, [])
        XCTAssertEqual(Files.layers(animation).compactMap { $0 as? CAShapeLayer }.count, 3)
        let image = try Files.render(animation)
        XCTAssertGreaterThan(Files.color(image, 15, 50).a, 250)
        XCTAssertEqual(Double(Files.color(image, 45, 50).a), 0.6 * 255, accuracy: 6)
        XCTAssertEqual(Double(Files.color(image, 75, 50).a), 0.2 * 255, accuracy: 6)
        XCTAssertEqual(Files.color(image, 30, 50).a, 0)
        XCTAssertEqual(Files.color(image, 95, 50).a, 0)
    }

    func testCopiesTurnAboutTheGroupOrigin() throws {
        // A dot 30 points above the centre, four copies a quarter turn apart.
        let items =
            "\(Files.rectangle(0, -30, 8, 8)), \(repeater(copies: 4, step: "[0, 0]").replacingOccurrences(of: #""r": {"a": 0, "k": 0}"#, with: #""r": {"a": 0, "k": 90}"#)), \(Files.fill("1, 0, 0"))"
        let group =
            #"{"ty": "gr", "it": [\#(items), {"ty": "tr", "p": \#(Files.fixed("[50, 50]")), "a": \#(Files.fixed("[0, 0]"))}]}"#
        let image = try Files.render(try Files.animation("[\(group)]"))
        for (x, y) in [(50.0, 20.0), (80, 50), (50, 80), (20, 50)] {
            XCTAssertGreaterThan(Files.color(image, x, y).a, 250, "at \(x), \(y)")
        }
        XCTAssertEqual(Files.color(image, 50, 50).a, 0)
    }

    /// The repeater's anchor is the pivot of its rotation, not a point moved to its position: the
    /// first copy stays where the items are (After Effects, lottie-web and rlottie draw it so).
    func testCopiesTurnAboutTheRepeatersAnchor() throws {
        // A dot 30 points above (50, 50), turned a quarter at a time about (50, 50).
        let turning = repeater(copies: 4, step: "[0, 0]")
            .replacingOccurrences(of: #""r": {"a": 0, "k": 0}"#, with: #""r": {"a": 0, "k": 90}"#)
            .replacingOccurrences(of: #""a": {"a": 0, "k": [0, 0]}"#, with: #""a": {"a": 0, "k": [50, 50]}"#)
        XCTAssertTrue(turning.contains("[50, 50]") && turning.contains(#""k": 90"#), turning)
        let items = "\(Files.rectangle(50, 20, 8, 8)), \(turning), \(Files.fill("1, 0, 0"))"
        let image = try Files.render(try Files.animation("[\(Files.group(items))]"))
        for (x, y) in [(50.0, 20.0), (80, 50), (50, 80), (20, 50)] {
            XCTAssertGreaterThan(Files.color(image, x, y).a, 250, "at \(x), \(y)")
        }
        XCTAssertEqual(Files.color(image, 50, 50).a, 0)
    }

    func testStepsOfTheRepeaterTransform() {
        var transform = LottieTransform()
        transform.position = .combined(.fixed(CGPoint(x: 10, y: 0)))
        transform.scale = .fixed(CGPoint(x: 50, y: 100))
        transform.rotation = .fixed(30)
        let repeater = LottieRepeater(
            copies: .fixed(3), offset: 1, isAbove: true, transform: transform, startOpacity: .fixed(100),
            endOpacity: .fixed(0))
        let step = LottieShapeLayers.step(repeater, copy: 1, shown: .fixed(3))
        guard case .combined(.fixed(let position)) = step.position else { return XCTFail("position") }
        XCTAssertEqual(position, CGPoint(x: 20, y: 0))
        XCTAssertEqual(step.scale.initialValue, CGPoint(x: 25, y: 100))
        XCTAssertEqual(step.rotation.initialValue, 60)
        XCTAssertEqual(step.opacity.initialValue, 50)
        // With an anchor, the copy's position is the anchor plus its steps' offset.
        var anchored = repeater
        anchored.transform.anchor = .fixed(CGPoint(x: 5, y: 7))
        let anchoredStep = LottieShapeLayers.step(anchored, copy: 1, shown: .fixed(3))
        guard case .combined(.fixed(let moved)) = anchoredStep.position else { return XCTFail("position") }
        XCTAssertEqual(moved, CGPoint(x: 25, y: 7))
        XCTAssertEqual(anchoredStep.anchor.initialValue, CGPoint(x: 5, y: 7))
    }

    func testNestedRepeatersAreBounded() throws {
        let inner =
            "\(Files.rectangle(1, 1, 1, 1)), \(repeater(copies: 1000, step: "[0, 0]")), \(Files.fill("1, 0, 0"))"
        let items = "\(Files.group(inner)), \(repeater(copies: 1000, step: "[0, 0]"))"
        let animation = try Files.animation("[\(Files.group(items))]")
        let shapes = Files.layers(animation).compactMap { $0 as? CAShapeLayer }.count
        XCTAssertLessThanOrEqual(shapes, LottieShapeLayers.maximumRepeatedCopies)
        XCTAssertGreaterThan(shapes, 0)
    }
}
