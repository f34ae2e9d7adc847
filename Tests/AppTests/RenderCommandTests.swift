import Foundation
import XCTest

/// `layerkit render` writes a PNG of the scene's canvas size × scale.
final class RenderCommandTests: XCTestCase {
    /// The overview fixture's canvas is 480×320 points.
    private let overview = fixtureScene("overview.json")

    func testFixtureExists() {
        XCTAssertTrue(FileManager.default.fileExists(atPath: overview.path), "missing fixture \(overview.path)")
    }

    func testDefaultScaleWritesCanvasSizedPNG() throws {
        let dir = try makeTemporaryDirectory(self)
        let png = dir.appendingPathComponent("overview.png")
        let result = try LayerkitProcess.run(["render", overview.path, "-o", png.path])
        XCTAssertEqual(result.status, 0, "stderr: \(result.stderr)")
        XCTAssertEqual(result.stdout, "", "stdout must be empty without --stats")
        XCTAssertEqual(result.stderr, "")
        let size = try pngSize(png)
        XCTAssertEqual(size.width, 480)
        XCTAssertEqual(size.height, 320)
    }

    func testScaleTwoDoublesThePixelSize() throws {
        let dir = try makeTemporaryDirectory(self)
        let png = dir.appendingPathComponent("overview@2x.png")
        let result = try LayerkitProcess.run(["render", overview.path, "-o", png.path, "--scale", "2"])
        XCTAssertEqual(result.status, 0, "stderr: \(result.stderr)")
        XCTAssertEqual(result.stdout, "", "stdout must be empty without --stats")
        let size = try pngSize(png)
        XCTAssertEqual(size.width, 960)
        XCTAssertEqual(size.height, 640)
    }

    func testLongOutputOptionAndFractionalScale() throws {
        let dir = try makeTemporaryDirectory(self)
        let png = dir.appendingPathComponent("overview@1.5x.png")
        let result = try LayerkitProcess.run(["render", overview.path, "--output", png.path, "--scale", "1.5"])
        XCTAssertEqual(result.status, 0, "stderr: \(result.stderr)")
        let size = try pngSize(png)
        XCTAssertEqual(size.width, 720)
        XCTAssertEqual(size.height, 480)
    }
}
