import Foundation
import GLRender
import QuartzCore
import XCTest

@testable import Lottie

/// A group's Bézier paths filled as one path, so that fill rules cut holes, and trim paths that
/// cut each path alike or all of them as one line.
final class CompoundPathTests: XCTestCase {
    typealias Files = LottieShapeTestFiles

    /// A closed square path from `low` to `high` on both axes.
    private func square(_ low: Double, _ high: Double) -> String {
        let zeros = "[0, 0], [0, 0], [0, 0], [0, 0]"
        let value =
            #"{"c": true, "v": [[\#(low), \#(low)], [\#(high), \#(low)], [\#(high), \#(high)], [\#(low), \#(high)]], "i": [\#(zeros)], "o": [\#(zeros)]}"#
        return #"{"ty": "sh", "ks": \#(Files.fixed(value))}"#
    }

    /// An open horizontal line at `y` from 10 to 90.
    private func line(_ y: Double) -> String {
        let value = #"{"c": false, "v": [[10, \#(y)], [90, \#(y)]], "i": [[0, 0], [0, 0]], "o": [[0, 0], [0, 0]]}"#
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

    private func trimmedLines(mode: Int) throws -> RGBAImage {
        let stroke =
            #"{"ty": "st", "c": \#(Files.fixed("[0, 0, 0]")), "o": \#(Files.fixed("100")), "w": \#(Files.fixed("6")), "lc": 1, "lj": 1}"#
        let trim =
            #"{"ty": "tm", "s": \#(Files.fixed("0")), "e": \#(Files.fixed("50")), "o": \#(Files.fixed("0")), "m": \#(mode)}"#
        let items = "\(line(30)), \(line(70)), \(stroke), \(trim)"
        return try Files.render(try Files.animation("[\(Files.group(items))]"))
    }

    func testTrimSimultaneouslyCutsEachPathAlike() throws {
        let image = try trimmedLines(mode: 1)
        XCTAssertGreaterThan(Files.color(image, 30, 30).a, 250)
        XCTAssertEqual(Files.color(image, 70, 30).a, 0)
        XCTAssertGreaterThan(Files.color(image, 30, 70).a, 250)
        XCTAssertEqual(Files.color(image, 70, 70).a, 0)
    }

    func testTrimIndividuallyCutsThePathsAsOneLine() throws {
        let image = try trimmedLines(mode: 2)
        XCTAssertGreaterThan(Files.color(image, 30, 30).a, 250)
        XCTAssertGreaterThan(Files.color(image, 70, 30).a, 250)
        XCTAssertEqual(Files.color(image, 30, 70).a, 0)
        XCTAssertEqual(Files.color(image, 70, 70).a, 0)
    }
}
