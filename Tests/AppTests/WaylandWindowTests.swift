import Foundation
import GLRender
import LayerTree
import XCTest

@testable import App

/// The window on Wayland, under a private Weston: SDL's Wayland driver with OpenGL ES through
/// EGL, pixels read back from the window; and a compositor SDL cannot start on (no input seat),
/// which once crashed `layerkit` in `SDL_Init` and now sends the window to X11, saying why.
final class WaylandWindowTests: XCTestCase {
    /// Bytes of `window` more than 2/255 away from a headless render of overview.json.
    private func bytesDifferingFromHeadlessOverview(_ window: RGBAImage) throws -> Int {
        let scene = try SceneDecoder().decode(contentsOf: fixtureScene("overview.json"))
        let headless = try Renderer(context: HeadlessContext()).render(scene)
        XCTAssertEqual(window.width, headless.width)
        XCTAssertEqual(window.height, headless.height)
        var differing = 0
        for (a, b) in zip(window.bytes, headless.bytes) where abs(Int(a) - Int(b)) > 2 { differing += 1 }
        return differing
    }

    /// The one `window:` line the run logged.
    private func windowLine(_ result: LayerkitProcess.Result) -> String {
        let lines = result.stderrLines.filter { $0.hasPrefix("window: ") }
        XCTAssertEqual(lines.count, 1, result.stderr)
        return lines.first.map(String.init) ?? ""
    }

    func testViewDrawsASceneInANativeWaylandWindowThroughEGL() throws {
        let weston = try WestonCompositor(.seated(scale: 1))
        let shot = try makeTemporaryDirectory(self).appendingPathComponent("overview.png")
        let result = try LayerkitProcess.run(
            ["view", fixtureScene("overview.json").path, "--frames", "5", "--screenshot", shot.path],
            environment: weston.environment)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(windowLine(result), "window: Wayland (\(weston.socket)), OpenGL ES through EGL")
        XCTAssertEqual(try bytesDifferingFromHeadlessOverview(RGBAImage(contentsOfPNG: shot)), 0)
    }

    /// On an output of scale 2 the drawable has two pixels a point, and the scene is drawn at them.
    func testAWaylandOutputOfScaleTwoDrawsTwoPixelsAPoint() throws {
        let weston = try WestonCompositor(.seated(scale: 2))
        let directory = try makeTemporaryDirectory(self)
        let scene = directory.appendingPathComponent("squares.json")
        try Data(
            """
            { "size": [160, 120], "background": "#ffffff", "root": { "bounds": [0, 0, 160, 120], "position": [80, 60],
              "sublayers": [
                { "bounds": [0, 0, 40, 40], "position": [40, 60], "backgroundColor": "#3070f0" },
                { "bounds": [0, 0, 40, 40], "position": [120, 60], "backgroundColor": "#f03070" } ] } }
            """.utf8
        ).write(to: scene)
        let shot = directory.appendingPathComponent("squares.png")
        let result = try LayerkitProcess.run(
            ["view", scene.path, "--frames", "10", "--screenshot", shot.path], environment: weston.environment)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(windowLine(result).hasPrefix("window: Wayland ("), result.stderr)
        let window = try RGBAImage(contentsOfPNG: shot)
        XCTAssertEqual(window.width, 320)
        XCTAssertEqual(window.height, 240)
        guard window.width == 320, window.height == 240 else { return }
        func rgb(_ x: Int, _ y: Int) -> [UInt8] {
            let p = window.pixel(x: x, y: y)
            return [p.r, p.g, p.b]
        }
        // The blue square spans points 20–60 across and 40–80 down: pixels 40–120 and 80–160.
        XCTAssertEqual(rgb(40, 80), [0x30, 0x70, 0xF0])
        XCTAssertEqual(rgb(119, 159), [0x30, 0x70, 0xF0])
        XCTAssertEqual(rgb(39, 80), [0xFF, 0xFF, 0xFF])
        XCTAssertEqual(rgb(120, 159), [0xFF, 0xFF, 0xFF])
        XCTAssertEqual(rgb(119, 160), [0xFF, 0xFF, 0xFF])
        // The pink one points 100–140: pixels 200–280.
        XCTAssertEqual(rgb(200, 120), [0xF0, 0x30, 0x70])
        XCTAssertEqual(rgb(279, 120), [0xF0, 0x30, 0x70])
        XCTAssertEqual(rgb(280, 120), [0xFF, 0xFF, 0xFF])
    }

    /// Weston's headless backend offers no input seat, and SDL 2.26's Wayland driver dereferences
    /// a null pointer in `SDL_Init` without one: asked for Wayland there, the window goes to X11
    /// with one line saying why, and with no X server it fails with that line, not a crash.
    func testACompositorWithoutASeatFallsBackToX11AndNeverCrashes() throws {
        let weston = try WestonCompositor(.headless)
        var environment = weston.environment
        environment["SDL_VIDEODRIVER"] = "wayland"
        let shot = try makeTemporaryDirectory(self).appendingPathComponent("overview.png")
        // Under xvfb-run, which gives the process its X server in DISPLAY.
        let result = try LayerkitProcess.run(
            ["view", fixtureScene("overview.json").path, "--frames", "5", "--screenshot", shot.path],
            virtualDisplay: true, environment: environment)
        XCTAssertEqual(result.status, 0, result.stderr)
        let line = windowLine(result)
        // SDL 2.30 and later start without a seat: there the window stays on Wayland.
        if !line.hasPrefix("window: Wayland (") {
            XCTAssertTrue(line.hasPrefix("window: X11 (:"), line)
            XCTAssertTrue(
                line.contains(
                    ", not Wayland: the Wayland compositor \(weston.socket) offers no input seat (wl_seat), on which SDL 2."
                ), line)
            XCTAssertTrue(line.hasSuffix(" crashes (SDL issue 8898, fixed in 2.30)"), line)
        }
        XCTAssertEqual(try bytesDifferingFromHeadlessOverview(RGBAImage(contentsOfPNG: shot)), 0)

        environment["DISPLAY"] = ""
        let alone = try LayerkitProcess.run(
            ["view", fixtureScene("overview.json").path, "--frames", "5"], environment: environment)
        guard !line.hasPrefix("window: Wayland (") else { return }
        XCTAssertEqual(alone.status, 1, "exits with an error, not a signal: \(alone.stderr)")
        XCTAssertTrue(alone.stderr.contains("offers no input seat (wl_seat)"), alone.stderr)
        XCTAssertTrue(alone.stderr.contains("and no X11 display (DISPLAY)"), alone.stderr)
    }

    /// As on X11 (`WindowIdleTests`): a still scene draws nothing after its first second and
    /// costs under 1% of a core.
    func testAStillSceneOnWaylandDrawsNothingAfterItsFirstFramesAndUsesAlmostNoCPU() throws {
        let weston = try WestonCompositor(.seated(scale: 1))
        let result = try LayerkitProcess.run(
            ["view", fixtureScene("overview.json").path, "--duration", "5"], environment: weston.environment)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(windowLine(result).hasPrefix("window: Wayland ("), result.stderr)
        let figures = try WindowIdleTests.Figures(result.stdout)
        XCTAssertGreaterThanOrEqual(figures.drawn, 1)
        XCTAssertLessThanOrEqual(figures.drawn, 3, result.stdout)
        XCTAssertEqual(figures.drawnAfterSettling, 0, "frames drawn after the first second: \(result.stdout)")
        XCTAssertGreaterThan(figures.refreshes, 200, "the display kept refreshing: \(result.stdout)")
        XCTAssertLessThan(figures.cpuPercentAfterSettling, 1, "CPU use of a still window: \(result.stdout)")
    }
}
