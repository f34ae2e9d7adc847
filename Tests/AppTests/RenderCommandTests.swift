import Foundation
import GLRender
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

    /// A tiled layer in a scroll layer: the still render draws every visible tile, settled.
    func testTiledLayersAreDrawnSettled() throws {
        let dir = try makeTemporaryDirectory(self)
        let photo = fixtureScene("overview.json").deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("images/photo.jpg")
        let scene = dir.appendingPathComponent("tiled.json")
        try Data(
            """
            {"size": [300, 200], "background": "#202020", "root": {"bounds": [0, 0, 300, 200], "anchorPoint": [0, 0],
              "sublayers": [{"type": "scroll", "frame": [10, 10, 280, 180], "scrollOffset": [200, 100], "sublayers": [
                {"type": "tiled", "frame": [0, 0, 960, 720], "tiles": "\(photo.path)", "tileSize": [64, 64]}]}]}}
            """.utf8
        ).write(to: scene)
        let png = dir.appendingPathComponent("tiled.png")
        let result = try LayerkitProcess.run(["render", scene.path, "-o", png.path, "--stats"])
        XCTAssertEqual(result.status, 0, "stderr: \(result.stderr)")
        // 280×180 of the layer from (200, 100): tile columns 3…7 and rows 1…4 of 64 points.
        XCTAssertTrue(result.stdout.contains("layers: 23\n"), result.stdout)
        let image = try RGBAImage(contentsOfPNG: png)
        let inside = image.pixel(x: 150, y: 100), outside = image.pixel(x: 5, y: 100)
        XCTAssertEqual([outside.r, outside.g, outside.b], [0x20, 0x20, 0x20], "clipped by the scroll layer")
        XCTAssertNotEqual([inside.r, inside.g, inside.b], [0x20, 0x20, 0x20], "the tiles are drawn")
    }
}
