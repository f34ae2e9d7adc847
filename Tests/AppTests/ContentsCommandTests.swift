import Foundation
import XCTest

/// `layerkit render` and `dump` with images: relative paths, and broken files reported without a crash.
final class ContentsCommandTests: XCTestCase {
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    func testBrokenImageIsAnErrorAndAnEmptyLayer() throws {
        let dir = try makeTemporaryDirectory(self)
        let broken = dir.appendingPathComponent("broken.png")
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3]).write(to: broken)
        try FileManager.default.copyItem(
            at: Self.fixtures.appendingPathComponent("images/arrow.png"),
            to: dir.appendingPathComponent("arrow.png"))
        let scene = dir.appendingPathComponent("scene.json")
        try Data(
            #"""
            {"size": [40, 20], "background": "#ffffff", "root": {"frame": [0, 0, 40, 20], "sublayers": [
              {"frame": [0, 0, 20, 20], "contents": "arrow.png"},
              {"frame": [20, 0, 20, 20], "contents": "broken.png"}]}}
            """#.utf8
        ).write(to: scene)
        let png = dir.appendingPathComponent("out.png")
        let result = try LayerkitProcess.run(["render", scene.path, "-o", png.path, "--stats"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.stderr,
            "Error: \(scene.path): root.sublayers[1].contents: \(broken.path): truncated or"
                + " corrupt PNG: \(result.stderr.split(separator: ":").last!.trimmingCharacters(in: .whitespacesAndNewlines))\n"
        )
        XCTAssertTrue(result.stdout.contains("texture bytes uploaded: \(32 * 24 * 4)"), result.stdout)
        XCTAssertTrue(FileManager.default.fileExists(atPath: png.path), "the rest of the scene still renders")

        let dump = try LayerkitProcess.run(["dump", scene.path])
        XCTAssertEqual(dump.status, 1)
        XCTAssertTrue(dump.stdout.contains(#""source" : "arrow.png""#), dump.stdout)
    }
}
