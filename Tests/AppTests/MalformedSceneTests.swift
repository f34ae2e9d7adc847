import Foundation
import XCTest

/// A malformed scene makes `layerkit render` fail with exit status 1, one line on standard
/// error naming the scene file, the JSON path and the problem, and no PNG.
final class MalformedSceneTests: XCTestCase {
    /// Writes `json` to a temporary scene file, renders it, and checks the failure is exactly
    /// `Error: <scene file>: <expected>` on one line, with no PNG written.
    private func assertRenderFails(
        json: String, with expected: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let dir = try makeTemporaryDirectory(self)
        let scene = dir.appendingPathComponent("scene.json")
        try Data(json.utf8).write(to: scene)
        try assertRenderFails(scene: scene, in: dir, with: expected, file: file, line: line)
    }

    private func assertRenderFails(
        scene: URL, in dir: URL, with expected: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let png = dir.appendingPathComponent("out.png")
        let result = try LayerkitProcess.run(["render", scene.path, "-o", png.path])
        XCTAssertEqual(result.status, 1, "exit status; stderr: \(result.stderr)", file: file, line: line)
        XCTAssertEqual(result.stdout, "", "stdout", file: file, line: line)
        XCTAssertEqual(
            result.stderrLines.count, 1, "not exactly one line on stderr: \(result.stderr)", file: file, line: line)
        XCTAssertTrue(result.stderr.hasSuffix("\n"), "stderr line is not terminated", file: file, line: line)
        XCTAssertEqual(
            result.stderrLines.first.map(String.init), "Error: \(scene.path): \(expected)", file: file, line: line)
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: png.path), "a PNG was written for a bad scene", file: file,
            line: line)
    }

    /// A scene whose root layer is `root`.
    private func scene(root: String) -> String {
        #"{"size": [100, 100], "root": "# + root + "}"
    }

    func testWrongType() throws {
        try assertRenderFails(
            json: scene(root: #"{"sublayers": [{"opacity": "x"}]}"#),
            with: "root.sublayers[0].opacity: expected a number, got a string")
    }

    func testUnknownKey() throws {
        try assertRenderFails(
            json: scene(root: #"{"sublayers": [{"bounds": [0, 0, 10, 10], "foo": 1}]}"#),
            with: "root.sublayers[0]: unknown key 'foo'")
    }

    func testBadColorString() throws {
        try assertRenderFails(
            json: scene(root: ##"{"sublayers": [{"backgroundColor": "#12345"}]}"##),
            with: ##"root.sublayers[0].backgroundColor: expected a color "#RRGGBB" or "#RRGGBBAA", got "#12345""##)
    }

    func testFrameOnTransformedLayer() throws {
        try assertRenderFails(
            json: scene(
                root: #"{"sublayers": [{"frame": [0, 0, 10, 10], "transform": [{"rotate": [0.5, 0, 0, 1]}]}]}"#),
            with:
                "root.sublayers[0].frame: frame cannot be set on a layer with a non-identity transform (Core Animation leaves this undefined)"
        )
    }

    func testMissingSize() throws {
        try assertRenderFails(json: #"{"root": {}}"#, with: "$: missing required key 'size'")
    }

    func testMissingRoot() throws {
        try assertRenderFails(json: #"{"size": [10, 10]}"#, with: "$: missing required key 'root'")
    }

    func testKeyOfAnotherLayerType() throws {
        try assertRenderFails(
            json: scene(root: #"{"sublayers": [{"tileSize": [8, 8]}]}"#),
            with: #"root.sublayers[0]: 'tileSize' is a key of tiled layers ("type": "tiled")"#)
    }

    func testInvalidJSONSyntax() throws {
        try assertRenderFails(
            json: #"{"size": [1, 1], "root": {"#, with: "$: invalid JSON: Unexpected end of file during JSON parse.")
    }

    func testNonexistentFile() throws {
        let dir = try makeTemporaryDirectory(self)
        let missing = dir.appendingPathComponent("no-such-scene.json")
        try assertRenderFails(
            scene: missing, in: dir, with: "$: cannot read scene file '\(missing.path)': no such file")
    }

    func testZeroScaleIsRejected() throws {
        let dir = try makeTemporaryDirectory(self)
        let png = dir.appendingPathComponent("out.png")
        let result = try LayerkitProcess.run([
            "render", fixtureScene("overview.json").path, "-o", png.path, "--scale", "0",
        ])
        XCTAssertNotEqual(result.status, 0, "--scale 0 was accepted")
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(
            result.stderrLines.first?.hasPrefix("Error: --scale must be a positive number, got 0") == true,
            "stderr: \(result.stderr)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: png.path), "a PNG was written for --scale 0")
    }

    // Cycles: a JSON scene is a tree and cannot express one; LayerTreeTests/SublayerTests covers
    // the API's cycle rejection (LayerTreeError.cycle).
}
