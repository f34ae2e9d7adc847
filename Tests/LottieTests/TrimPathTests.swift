import Foundation
import GLRender
import QuartzCore
import XCTest

@testable import Lottie

/// Trim paths (`tm`): cutting each path alike or all of them as one line, and offsets that
/// carry the trim round past the path's end.
final class TrimPathTests: XCTestCase {
    typealias Files = LottieShapeTestFiles

    /// An open horizontal line at `y` from 10 to 90.
    private func line(_ y: Double) -> String {
        let value = #"{"c": false, "v": [[10, \#(y)], [90, \#(y)]], "i": [[0, 0], [0, 0]], "o": [[0, 0], [0, 0]]}"#
        return #"{"ty": "sh", "ks": \#(Files.fixed(value))}"#
    }

    /// A 6-point black stroke of `paths`, trimmed from `start` to `end` percent turned by
    /// `offset` degrees, in mode `mode`.
    private func trimmed(_ paths: String, start: Double, end: Double, offset: String = "0", mode: Int = 1) throws
        -> RGBAImage
    {
        let stroke =
            #"{"ty": "st", "c": \#(Files.fixed("[0, 0, 0]")), "o": \#(Files.fixed("100")), "w": \#(Files.fixed("6")), "lc": 1, "lj": 1}"#
        let trim =
            #"{"ty": "tm", "s": \#(Files.fixed("\(start)")), "e": \#(Files.fixed("\(end)")), "o": \#(offset.hasPrefix("{") ? offset : Files.fixed(offset)), "m": \#(mode)}"#
        return try Files.render(try Files.animation("[\(Files.group("\(paths), \(stroke), \(trim)"))]"))
    }

    func testTrimSimultaneouslyCutsEachPathAlike() throws {
        let image = try trimmed("\(line(30)), \(line(70))", start: 0, end: 50, mode: 1)
        XCTAssertGreaterThan(Files.color(image, 30, 30).a, 250)
        XCTAssertEqual(Files.color(image, 70, 30).a, 0)
        XCTAssertGreaterThan(Files.color(image, 30, 70).a, 250)
        XCTAssertEqual(Files.color(image, 70, 70).a, 0)
    }

    /// lottie-ios's issue_1841: a trim from 0 to 100% first, the one that cuts after it.
    func testATrimThatCutsNothingLeavesTheNextOneToCut() throws {
        let noOp =
            #"{"ty": "tm", "s": \#(Files.fixed("0")), "e": \#(Files.fixed("100")), "o": \#(Files.fixed("0")), "m": 1}"#
        let stroke =
            #"{"ty": "st", "c": \#(Files.fixed("[0, 0, 0]")), "o": \#(Files.fixed("100")), "w": \#(Files.fixed("6")), "lc": 1, "lj": 1}"#
        let trim =
            #"{"ty": "tm", "s": \#(Files.fixed("0")), "e": \#(Files.fixed("50")), "o": \#(Files.fixed("0")), "m": 1}"#
        let image = try Files.render(
            try Files.animation("[\(Files.group("\(line(50)), \(noOp), \(trim), \(stroke)"))]"))
        XCTAssertGreaterThan(Files.color(image, 30, 50).a, 250)
        XCTAssertEqual(Files.color(image, 70, 50).a, 0)
    }

    func testTrimIndividuallyCutsThePathsAsOneLine() throws {
        let image = try trimmed("\(line(30)), \(line(70))", start: 0, end: 50, mode: 2)
        XCTAssertGreaterThan(Files.color(image, 30, 30).a, 250)
        XCTAssertGreaterThan(Files.color(image, 70, 30).a, 250)
        XCTAssertEqual(Files.color(image, 30, 70).a, 0)
        XCTAssertEqual(Files.color(image, 70, 70).a, 0)
    }

    /// Half the line turned three quarters on runs from 70 past the end, on from the start to 30.
    func testAnOffsetCarriesTheTrimRoundPastTheEnd() throws {
        let image = try trimmed(line(50), start: 0, end: 50, offset: "270")
        XCTAssertGreaterThan(Files.color(image, 80, 50).a, 250)
        XCTAssertGreaterThan(Files.color(image, 20, 50).a, 250)
        XCTAssertEqual(Files.color(image, 50, 50).a, 0)
    }

    func testAnimatedOffsetTurnsTheTrim() throws {
        let offset =
            #"{"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": 0, "y": 0}, "i": {"x": 1, "y": 1}}, {"t": 10, "s": [180]}]}"#
        let animation = try Files.animation(
            "[\(Files.group("\(line(50)), {\"ty\": \"st\", \"c\": \(Files.fixed("[0, 0, 0]")), \"w\": \(Files.fixed("6")), \"lc\": 1}, {\"ty\": \"tm\", \"s\": \(Files.fixed("0")), \"e\": \(Files.fixed("25")), \"o\": \(offset)}"))]"
        )
        let start = try Files.render(animation, frame: 0)
        XCTAssertGreaterThan(Files.color(start, 20, 50).a, 250)
        XCTAssertEqual(Files.color(start, 60, 50).a, 0)
        let turned = try Files.render(animation, frame: 10)
        XCTAssertEqual(Files.color(turned, 20, 50).a, 0)
        XCTAssertGreaterThan(Files.color(turned, 60, 50).a, 250)
    }
}
