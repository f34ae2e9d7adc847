import Foundation
import XCTest

/// `render --stats` reports the raster cache.
final class RasterizeStatsTests: XCTestCase {
    func testRenderStatsCountTheRasterizedCard() throws {
        let dir = try makeTemporaryDirectory(self)
        let png = dir.appendingPathComponent("all-keys.png")
        let rendered = try LayerkitProcess.run([
            "render", fixtureScene("all-keys.json").path, "-o", png.path, "--stats",
        ])
        XCTAssertEqual(rendered.status, 0, "render: \(rendered.stderr)")
        let lines = Set(rendered.stdout.split(separator: "\n").map(String.init))
        // One frame: the card's bitmap (160 × 100 points at rasterizationScale 2, RGBA8) is drawn once.
        // (The scene's image contents upload texture bytes; the bitmap itself adds none.)
        for expected in [
            "rasterize cache hits: 0", "rasterize cache misses: 1",
            "rasterize cache bytes: \(320 * 200 * 4)",
        ] {
            XCTAssertTrue(lines.contains(expected), "no '\(expected)' in:\n\(rendered.stdout)")
        }
    }
}
