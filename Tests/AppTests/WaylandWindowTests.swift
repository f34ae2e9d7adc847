import CSDL
import Foundation
import GLRender
import LayerTree
import Synchronization
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
        try WindowIdleTests.assertCPUOfAStillWindowIsUnderOnePercent(figures, output: result.stdout) {
            try LayerkitProcess.run(
                ["view", fixtureScene("overview.json").path, "--duration", "5"], environment: weston.environment)
        }
    }

    /// A Wayland window resized on an output of scale 2: the EGL surface follows, two pixels a
    /// point, and a frame drawn on the new canvas fills it. In this process, on a thread of its own
    /// (a thread has one current context, and other tests keep a headless one on theirs).
    func testAResizedWaylandWindowDrawsAtItsNewSize() throws {
        let weston = try WestonCompositor(.seated(scale: 2))
        let names = Array(weston.environment.keys)
        let saved = names.map { ($0, ProcessInfo.processInfo.environment[$0]) }
        for (name, value) in weston.environment { setenv(name, value, 1) }
        defer { for (name, value) in saved { if let value { setenv(name, value, 1) } else { unsetenv(name) } } }
        let outcome = Mutex<Result<[String], any Error>?>(nil)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            let result = Result { () throws -> [String] in
                let window = try SDLWindow(title: "WaylandWindowTests", width: 160, height: 120)
                let presenter = WindowPresenter(window: window)
                _ = try presenter.begin()
                defer { presenter.end() }
                let root = CALayer()
                root.anchorPoint = .zero
                root.bounds = CGRect(x: 0, y: 0, width: 1000, height: 1000)
                root.backgroundColor = CGColor(red: 0, green: 0.5, blue: 1, alpha: 1)
                func frame() throws -> String {
                    let points = window.size
                    let canvas = Canvas(
                        size: CGSize(width: points.width, height: points.height), scale: window.contentsScale)
                    _ = try presenter.present(root.makeRenderTree(at: 0), on: canvas)
                    let image = presenter.readBack()
                    let corner = image.pixel(x: image.width - 1, y: image.height - 1)
                    return "\(points.width)x\(points.height) pt, \(image.width)x\(image.height) px, "
                        + "corner \(corner.r),\(corner.g),\(corner.b)"
                }
                let before = try frame()
                window.setSize(width: 240, height: 160)
                for _ in 0..<100 where window.size.width != 240 {
                    SDL_PumpEvents()
                    Thread.sleep(forTimeInterval: 0.02)
                }
                // The first frame at the new size is drawn into buffers Mesa reallocates at the swap,
                // so what a read after that swap finds is undefined; the next frame reads back whole.
                let resized = try frame()
                return [window.videoDriver, before, resized, try frame()]
            }
            outcome.withLock { $0 = result }
            done.signal()
        }
        thread.start()
        done.wait()
        let lines = try outcome.withLock { $0! }.get()
        XCTAssertEqual(lines.count, 4)
        XCTAssertEqual(lines.first, "wayland")
        XCTAssertEqual(lines.dropFirst().first, "160x120 pt, 320x240 px, corner 0,128,255")
        XCTAssertEqual(lines.last, "240x160 pt, 480x320 px, corner 0,128,255")
    }
}
