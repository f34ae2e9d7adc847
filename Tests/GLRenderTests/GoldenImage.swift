import Foundation
import XCTest

@testable import GLRender

/// Compares a rendered image with `Goldens/<name>.png` as `GoldenSceneTests` does: records it
/// (and fails) when missing or with `RECORD_GOLDENS=1`; on a mismatch writes `actual.png` and
/// `diff.png` to a temporary directory named in the failure.
enum GoldenImage {
    static let channelTolerance = 8
    static let differingFraction = 0.002

    /// `rows`: only these rows are compared (where the rest is checked another way).
    /// `neighbourhood`: a pixel also matches a golden pixel up to this many pixels away, for
    /// images whose edges land exactly on texel boundaries, where drivers break the tie apart.
    static func assertMatches(
        _ actual: RGBAImage, named name: String, rows: Range<Int>? = nil,
        neighbourhood: Int = 0, file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Goldens/\(name).png")
        if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1"
            || !FileManager.default.fileExists(atPath: golden.path)
        {
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
        let compared = rows.map { $0.clamped(to: 0..<actual.height) } ?? 0..<actual.height
        func distance(_ i: Int, _ j: Int) -> Int {
            (0..<4).map { abs(Int(actual.bytes[i + $0]) - Int(expected.bytes[j + $0])) }.max()!
        }
        for y in compared {
            for x in 0..<actual.width {
                let i = (y * actual.width + x) * 4
                var matches = distance(i, i) <= channelTolerance
                if !matches && neighbourhood > 0 {
                    let ys = max(y - neighbourhood, 0)...min(y + neighbourhood, actual.height - 1)
                    let xs = max(x - neighbourhood, 0)...min(x + neighbourhood, actual.width - 1)
                    matches = ys.contains { v in
                        xs.contains { u in distance(i, (v * actual.width + u) * 4) <= channelTolerance }
                    }
                }
                if !matches {
                    differing += 1
                    diff.bytes[i] = 255
                }
            }
        }
        for i in stride(from: 3, to: diff.bytes.count, by: 4) { diff.bytes[i] = 255 }
        let fraction = Double(differing) / Double(actual.width * compared.count)
        if fraction > differingFraction {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layerkit-golden-\(name)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try actual.writePNG(to: directory.appendingPathComponent("actual.png"))
            try diff.writePNG(to: directory.appendingPathComponent("diff.png"))
            XCTFail(
                "\(name): \(differing) pixels differ (\(fraction * 100)%); see \(directory.path)", file: file,
                line: line)
        }
    }
}
