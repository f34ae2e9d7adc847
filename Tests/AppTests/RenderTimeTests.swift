import Foundation
import GLRender
import XCTest

/// `layerkit render --time T` draws the presentation tree at scene time T.
final class RenderTimeTests: XCTestCase {
    /// Renders `scene` at `time` and reads the PNG back.
    private func render(_ scene: URL, at time: Double, in dir: URL, file: StaticString = #filePath, line: UInt = #line)
        throws -> RGBAImage
    {
        let png = dir.appendingPathComponent("t\(time).png")
        let result = try LayerkitProcess.run(["render", scene.path, "-o", png.path, "--time", "\(time)"])
        XCTAssertEqual(result.status, 0, "render at \(time): \(result.stderr)", file: file, line: line)
        XCTAssertEqual(result.stdout, "", file: file, line: line)
        return try RGBAImage(contentsOfPNG: png)
    }

    /// Whether the pixel is within `tolerance` of `"#rrggbbaa"` on the color channels.
    private func pixel(_ image: RGBAImage, _ x: Int, _ y: Int, is hex: String, tolerance: Int = 3) -> Bool {
        let digits = Array(hex.dropFirst())
        let want = stride(from: 0, to: 6, by: 2).map { Int(String(digits[$0...$0 + 1]), radix: 16)! }
        let p = image.pixel(x: x, y: y)
        return zip(want, [Int(p.r), Int(p.g), Int(p.b)]).allSatisfy { abs($0 - $1) <= tolerance }
    }

    func testMovingLayerIsDrawnWhereItIsAtEachTime() throws {
        // A red 20×20 box moves from x = 20 to x = 180 in 2 s, linearly, over white.
        let dir = try makeTemporaryDirectory(self)
        let scene = dir.appendingPathComponent("move.json")
        try Data(
            ##"""
            {"size": [200, 40], "background": "#ffffff", "root": {"bounds": [0, 0, 200, 40], "position": [100, 20],
              "sublayers": [{"bounds": [0, 0, 20, 20], "position": [20, 20], "backgroundColor": "#ff0000",
                "animations": {"move": {"keyPath": "position.x", "fromValue": 20, "toValue": 180, "duration": 2}}}]}}
            """##.utf8
        ).write(to: scene)

        let start = try render(scene, at: 0, in: dir)
        let later = try render(scene, at: 1.5, in: dir)
        XCTAssertEqual([start.width, start.height], [200, 40])
        // At 1.5 s the box is centred on x = 20 + 160 · 0.75 = 140.
        XCTAssertTrue(pixel(start, 20, 20, is: "#ff0000ff"), "t = 0: box at x = 20")
        XCTAssertTrue(pixel(start, 140, 20, is: "#ffffffff"), "t = 0: nothing at x = 140 yet")
        XCTAssertTrue(pixel(later, 140, 20, is: "#ff0000ff"), "t = 1.5: box at x = 140")
        XCTAssertTrue(pixel(later, 20, 20, is: "#ffffffff"), "t = 1.5: box gone from x = 20")
        // Edges: at 1.5 s the box spans 130…150.
        XCTAssertTrue(pixel(later, 131, 20, is: "#ff0000ff"))
        XCTAssertTrue(pixel(later, 128, 20, is: "#ffffffff"))
        XCTAssertTrue(pixel(later, 151, 20, is: "#ffffffff"))
        // The default time is 0.
        let png = dir.appendingPathComponent("default.png")
        XCTAssertEqual(try LayerkitProcess.run(["render", scene.path, "-o", png.path]).status, 0)
        XCTAssertEqual(try RGBAImage(contentsOfPNG: png), start)
    }

    /// The example scene with every animation type: at each time, each solid layer's colour
    /// is drawn at the position `dump` reports for the same time.
    func testAnimatedExampleDrawsEachLayerWhereDumpPutsIt() throws {
        let scene = fixtureScene("animated.json")
        let dir = try makeTemporaryDirectory(self)
        var ballPositions: [[Double]] = []
        for time in [0, 0.5, 1, 2] {
            let image = try render(scene, at: time, in: dir)
            XCTAssertEqual([image.width, image.height], [480, 320])
            let root = try XCTUnwrap(try dumpScene(scene, at: time)["root"] as? [String: Any])
            let layers = try XCTUnwrap(root["sublayers"] as? [[String: Any]])
            for name in ["ball", "spinner", "pop", "car"] {
                let layer = try XCTUnwrap(layers.first { $0["name"] as? String == name }, name)
                let position = try XCTUnwrap(layer["position"] as? [Double], name)
                let color = try XCTUnwrap(layer["backgroundColor"] as? String, name)
                XCTAssertTrue(
                    pixel(image, Int(position[0]), Int(position[1]), is: color),
                    "t = \(time): \(name) should show \(color) at \(position), got \(image.pixel(x: Int(position[0]), y: Int(position[1])))"
                )
                if name == "ball" { ballPositions.append(position) }
            }
        }
        XCTAssertEqual(Set(ballPositions.map { $0.description }).count, 4, "the ball moves: \(ballPositions)")
        XCTAssertEqual(ballPositions.last, [180, 262], "filled forwards at its end")
    }
}
