import Foundation
import GLRender
import XCTest

/// `layerkit render` and `dump` take a Lottie file, recognised by its content.
final class LottieRenderCommandTests: XCTestCase {
    /// lottie-ios's HamburgerArrow: 400×300 points, frames 0 to 180, a white solid behind.
    private let hamburger = fixtureScene("../lottie/HamburgerArrow.json")

    func testProgressSizeAndScaleGiveTheCanvasInPixels() throws {
        let dir = try makeTemporaryDirectory(self)
        let png = dir.appendingPathComponent("arrow.png")
        let result = try LayerkitProcess.run([
            "render", hamburger.path, "--progress", "0.5", "--size", "250x250", "--scale", "2", "-o", png.path,
        ])
        XCTAssertEqual(result.status, 0, "stderr: \(result.stderr)")
        XCTAssertEqual(result.stderr, "")
        let image = try RGBAImage(contentsOfPNG: png)
        XCTAssertEqual(image.width, 500)
        XCTAssertEqual(image.height, 500)
        // Aspect-fit and centred: the arrow's shaft, at (200, 148.5) of 400×300, lands at the middle.
        let shaft = image.pixel(x: 250, y: 248)
        XCTAssertEqual([shaft.r, shaft.g, shaft.a], [102, 41, 255])  // #6629B3 (blue 178 or 179 after rounding)
        XCTAssertEqual(image.pixel(x: 250, y: 10).a, 0)
    }

    /// `--background` fills what the animation leaves transparent; a malformed colour is refused.
    func testBackgroundFillsWhatTheAnimationLeavesClear() throws {
        let dir = try makeTemporaryDirectory(self)
        let png = dir.appendingPathComponent("arrow.png")
        let result = try LayerkitProcess.run([
            "render", hamburger.path, "--progress", "0.5", "--size", "250x250", "--scale", "2",
            "--background", "#FF8000", "-o", png.path,
        ])
        XCTAssertEqual(result.status, 0, "stderr: \(result.stderr)")
        let image = try RGBAImage(contentsOfPNG: png)
        // Above the 400×300 composition fitted into 250×250: the background, not transparency.
        let margin = image.pixel(x: 250, y: 10)
        XCTAssertEqual([margin.r, margin.g, margin.b, margin.a], [255, 128, 0, 255])
        let shaft = image.pixel(x: 250, y: 248)
        XCTAssertEqual([shaft.r, shaft.g, shaft.a], [102, 41, 255], "the animation draws over it")

        let refused = dir.appendingPathComponent("refused.png")
        let bad = try LayerkitProcess.run(["render", hamburger.path, "--background", "orange", "-o", refused.path])
        XCTAssertNotEqual(bad.status, 0, "--background orange was accepted")
        XCTAssertTrue(
            bad.stderrLines.first?.hasPrefix("Error: --background must be a colour #RRGGBB or #RRGGBBAA, got 'orange'")
                == true, "stderr: \(bad.stderr)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: refused.path), "a PNG was written")
    }

    func testAMalformedLottieFileNamesTheJSONPath() throws {
        let dir = try makeTemporaryDirectory(self)
        let file = dir.appendingPathComponent("bad.json")
        let text =
            #"{"v": "5", "fr": 30, "ip": 0, "op": 10, "w": 10, "h": 10, "layers": [{"ty": 3, "ip": 0, "op": 9, "ks": {"p": {"k": []}}}]}"#
        try Data(text.utf8).write(to: file)
        let result = try LayerkitProcess.run(["render", file.path, "-o", dir.appendingPathComponent("x.png").path])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.stderrLines, ["Error: \(file.path): layers[0].ks.p.k: expected 1 to 3 numbers, got an array of 0"])
    }

    func testUnsupportedFeaturesWarnAndTheRestRenders() throws {
        let dir = try makeTemporaryDirectory(self)
        let file = dir.appendingPathComponent("audio.json")
        let text =
            #"{"v": "5", "fr": 30, "ip": 0, "op": 10, "w": 10, "h": 10, "layers": [{"ty": 6, "ip": 0, "op": 9}]}"#
        try Data(text.utf8).write(to: file)
        let result = try LayerkitProcess.run(["render", file.path, "-o", dir.appendingPathComponent("x.png").path])
        XCTAssertEqual(result.status, 0, "stderr: \(result.stderr)")
        XCTAssertEqual(result.stderrLines, ["warning: \(file.path): unsupported: audio layers (ignored)"])
    }
}
