import Foundation
import XCTest
@testable import GLRender

/// Compares a rendered image with `Goldens/<name>.png` as `GoldenSceneTests` does: records it
/// (and fails) when missing or with `RECORD_GOLDENS=1`; on a mismatch writes `actual.png` and
/// `diff.png` to a temporary directory named in the failure.
enum GoldenImage {
    static let channelTolerance = 8
    static let differingFraction = 0.002

    static func assertMatches(_ actual: RGBAImage, named name: String, file: StaticString = #filePath,
                              line: UInt = #line) throws {
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Goldens/\(name).png")
        if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" || !FileManager.default.fileExists(atPath: golden.path) {
            try actual.writePNG(to: golden)
            XCTFail("recorded \(golden.path): look at it, then run again", file: file, line: line)
            return
        }
        let expected = try RGBAImage(contentsOfPNG: golden)
        XCTAssertEqual(actual.width, expected.width, file: file, line: line)
        XCTAssertEqual(actual.height, expected.height, file: file, line: line)
        guard actual.width == expected.width, actual.height == expected.height else { return }
        var diff = RGBAImage(width: actual.width, height: actual.height)
        var differing = 0
        for i in stride(from: 0, to: actual.bytes.count, by: 4) {
            let worst = (0..<4).map { abs(Int(actual.bytes[i + $0]) - Int(expected.bytes[i + $0])) }.max()!
            if worst > channelTolerance {
                differing += 1
                diff.bytes[i] = 255
            }
            diff.bytes[i + 3] = 255
        }
        let fraction = Double(differing) / Double(actual.width * actual.height)
        if fraction > differingFraction {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layerkit-golden-\(name)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try actual.writePNG(to: directory.appendingPathComponent("actual.png"))
            try diff.writePNG(to: directory.appendingPathComponent("diff.png"))
            XCTFail("\(name): \(differing) pixels differ (\(fraction * 100)%); see \(directory.path)", file: file, line: line)
        }
    }
}
