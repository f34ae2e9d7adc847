import Foundation
import GLRender
import LayerTree
import XCTest

@testable import App

/// The demo window under Xvfb: each demo runs a fixed number of frames and its last frame,
/// read back from the window, matches a headless render of the same tree.
final class WindowTests: XCTestCase {
    private let size = CGSize(width: 480, height: 320)

    /// The demo's tree at rest, laid out for the window, rendered headless.
    private func headlessRender(of content: WindowContent) throws -> RGBAImage {
        let host = CALayer()
        host.anchorPoint = .zero
        host.bounds = CGRect(origin: .zero, size: size)
        host.addSublayer(content.root)
        content.layout(in: size)
        // Let time-driven demos run to rest, as the window does over its frames.
        let link = CADisplayLink(target: self) { content.tick($0) }
        for i in 0..<240 { link.displayDidRefresh(at: Double(i) / 60, refreshPeriod: 1.0 / 60) }
        CATransaction.flush()
        let renderer = try Renderer(context: HeadlessContext())
        let time = CACurrentMediaTime() + 1000
        // Tiled layers (demo 9) settled, as the window shows them once every tile has faded in.
        CATiledLayer.drawVisibleTiles(in: host, at: time)
        return try renderer.render(host.makeRenderTree(at: time), size: size, scale: 1, background: content.background)
    }

    /// Frames the window runs demo `number` for before its screenshot.
    ///
    /// Demo 2 (Chipmunk physics) runs in real time, so how far its simulation got by the last
    /// window frame depends on the machine; its pixels still match the headless render exactly
    /// because the pile falls asleep and stops changing before either run ends. Its steps are
    /// fixed (1/120 s) and Chipmunk is deterministic, so after the same number of steps the
    /// crates are in the same place, and once asleep they stay there. The headless render
    /// drives ~4 s (480 steps); `PhysicsDemoTests` checks the pile sleeps at this size by 3.5 s.
    /// The window needs as long: each frame waits for a new refresh, so 300 frames are at
    /// least ~5 s of 60 Hz refreshes (600 steps, or fewer only when more than 8 steps fall due
    /// in one frame, and those frames still run 8). We compare exactly rather than with a
    /// tolerance on crate positions because an exact match is what the determinism promises.
    private func windowFrames(forDemo number: Int) -> Int {
        number == 2 ? 300 : 150
    }

    func testEveryDemoRunsInTheWindowAndItsLastFrameMatchesAHeadlessRender() throws {
        let directory = try makeTemporaryDirectory(self)
        for number in DemoCatalog.demos.keys.sorted() {
            let shot = directory.appendingPathComponent("demo\(number).png")
            let frames = windowFrames(forDemo: number)
            let result = try LayerkitProcess.run(
                [
                    "demo", "--demo", "\(number)", "--frames", "\(frames)", "--size", "480x320", "--screenshot",
                    shot.path,
                ],
                virtualDisplay: true)
            XCTAssertEqual(result.status, 0, "demo \(number): \(result.stderr)")
            XCTAssertTrue(result.stdout.contains("fps"), "demo \(number) reports its frame rate")
            let window = try RGBAImage(contentsOfPNG: shot)
            if number == 8 {
                // The sparks are a function of the time, which the window's last frame and a
                // headless render cannot share: the particles must glow around the centre.
                try assertSparksGlow(window)
                continue
            }
            let headless = try headlessRender(of: DemoCatalog.demos[number]!())
            XCTAssertEqual(window.width, headless.width)
            XCTAssertEqual(window.height, headless.height)
            var differing = 0
            for (a, b) in zip(window.bytes, headless.bytes) where abs(Int(a) - Int(b)) > 2 { differing += 1 }
            XCTAssertEqual(differing, 0, "demo \(number): bytes that differ from the headless render")
            if number == 2 {
                // Both could agree on an empty window: the crates' wood must be on the floor.
                var wood = 0
                for y in (window.height - 40)..<window.height {
                    for x in 0..<window.width {
                        let p = window.pixel(x: x, y: y)
                        if p.r > 150, Int(p.r) - Int(p.b) > 80, p.g > p.b { wood += 1 }
                    }
                }
                XCTAssertGreaterThan(wood, 6 * 600, "demo 2: six crates' wood near the floor")
            }
        }
    }

    /// Demo 8's frame: orange sparks, brightest (added up) near the emitter in the middle.
    private func assertSparksGlow(_ window: RGBAImage) throws {
        func channels(_ x: Int, _ y: Int) -> [Int] {
            let p = window.pixel(x: x, y: y)
            return [Int(p.r), Int(p.g), Int(p.b)]
        }
        func brightness(_ x: Int, _ y: Int) -> Int { channels(x, y).reduce(0, +) }
        var lit = 0
        for y in 0..<window.height {
            for x in 0..<window.width where brightness(x, y) > 120 { lit += 1 }
        }
        XCTAssertGreaterThan(lit, window.width * window.height / 10, "demo 8: sparks cover the middle")
        // Where thousands overlap they add up to white; a quarter of the way out they are orange.
        let centre = channels(window.width / 2, window.height / 2)
        XCTAssertGreaterThan(centre.min()!, 200, "demo 8: added sparks glow at the emitter: \(centre)")
        var orange = 0
        for y in 0..<window.height {
            for x in 0..<window.width {
                let c = channels(x, y)
                if c[0] > 100, c[0] > c[2] + 60, c[1] > c[2] { orange += 1 }
            }
        }
        XCTAssertGreaterThan(orange, window.width * window.height / 20, "demo 8: orange sparks")
        // The fastest sparks (100 points a second) reach the corners of a 480 × 320 window after
        // 2.9 s, which a slow start can make the run last: the corners are compared with the middle,
        // not with black. A few sparks at most reach them, where thousands add up in the middle.
        func meanBrightness(x: Int, y: Int) -> Double {
            var sum = 0
            for dy in 0..<40 { for dx in 0..<40 { sum += brightness(x + dx, y + dy) } }
            return Double(sum) / 1600
        }
        let (w, h) = (window.width, window.height)
        let corners = [(0, 0), (w - 40, 0), (0, h - 40), (w - 40, h - 40)].map { meanBrightness(x: $0.0, y: $0.1) }
        let middle = meanBrightness(x: w / 2 - 20, y: h / 2 - 20)
        XCTAssertLessThan(corners.max()!, middle / 4, "demo 8: the corners stay dark beside the glow: \(corners)")
    }

    func testViewPlaysASceneFile() throws {
        let directory = try makeTemporaryDirectory(self)
        let shot = directory.appendingPathComponent("overview.png")
        let result = try LayerkitProcess.run(
            ["view", fixtureScene("overview.json").path, "--frames", "5", "--screenshot", shot.path],
            virtualDisplay: true)
        XCTAssertEqual(result.status, 0, result.stderr)
        let window = try RGBAImage(contentsOfPNG: shot)
        let scene = try SceneDecoder().decode(contentsOf: fixtureScene("overview.json"))
        let headless = try Renderer(context: HeadlessContext()).render(scene)
        XCTAssertEqual(window.width, headless.width)
        var differing = 0
        for (a, b) in zip(window.bytes, headless.bytes) where abs(Int(a) - Int(b)) > 2 { differing += 1 }
        XCTAssertEqual(differing, 0)
    }

    /// With no display named, a window is not opened on SDL's offscreen driver, where nobody would
    /// see it play: one line says what is missing. (Skipped where a KMS/DRM device could take it.)
    func testViewWithoutADisplayIsAnErrorNotAnOffscreenWindow() throws {
        if FileManager.default.fileExists(atPath: "/dev/dri") {
            throw XCTSkip("a DRM device is here: SDL's KMS/DRM driver may open a real window")
        }
        let result = try LayerkitProcess.run(
            ["view", fixtureScene("overview.json").path, "--frames", "5"], timeout: 30,
            environment: ["DISPLAY": "", "WAYLAND_DISPLAY": "", "SDL_VIDEODRIVER": ""])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(
            result.stderrLines.last,
            "Error: Choosing the window system failed: no display to open a window on (DISPLAY and WAYLAND_DISPLAY "
                + "are unset), and SDL found only its offscreen driver; SDL_VIDEODRIVER=offscreen draws there on "
                + "purpose (is a display available? under CI run it with xvfb-run)")
    }

    func testDemoRefusesAnUnknownDemoNumber() throws {
        let result = try LayerkitProcess.run(["demo", "--demo", "10", "--frames", "1"])
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.stderr.contains("--demo 10 is not a demo"), result.stderr)
    }
}

/// A still window draws nothing and costs next to nothing; a running animation draws at every refresh.
final class WindowIdleTests: XCTestCase {
    /// The figures `view --duration` prints: totals, and those after the first second.
    struct Figures {
        var drawn: Int
        var refreshes: Int
        var drawnAfterSettling: Int
        var cpuPercentAfterSettling: Double
        /// The median interval between frames drawn, in milliseconds.
        var medianFrameMilliseconds: Double

        init(_ output: String) throws {
            func numbers(after prefix: String, _ count: Int) throws -> [Double] {
                guard let range = output.range(of: prefix) else {
                    throw LayerkitProcess.Failure(description: "no '\(prefix)' in: \(output)")
                }
                let scanner = Scanner(string: String(output[range.upperBound...]))
                var values: [Double] = []
                while values.count < count {
                    guard let value = scanner.scanDouble() else {
                        scanner.currentIndex = scanner.string.index(after: scanner.currentIndex)
                        continue
                    }
                    values.append(value)
                }
                return values
            }
            let totals = try numbers(after: "drawn ", 2)
            let settled = try numbers(after: "after the first 1 s: ", 2)
            drawn = Int(totals[0])
            refreshes = Int(totals[1])
            drawnAfterSettling = Int(settled[0])
            cpuPercentAfterSettling = settled[1]
            medianFrameMilliseconds = try numbers(after: "frame time median ", 1)[0]
        }
    }

    func testAStillSceneDrawsNothingAfterItsFirstFramesAndUsesAlmostNoCPU() throws {
        // 5 s of a scene without animations (≈ 7 s of wall time with Xvfb's start).
        let result = try LayerkitProcess.run(
            ["view", fixtureScene("overview.json").path, "--duration", "5"], virtualDisplay: true)
        XCTAssertEqual(result.status, 0, result.stderr)
        let figures = try Figures(result.stdout)
        // The first commit draws; the window being mapped and exposed may ask for one more.
        XCTAssertGreaterThanOrEqual(figures.drawn, 1)
        XCTAssertLessThanOrEqual(figures.drawn, 3, result.stdout)
        XCTAssertEqual(figures.drawnAfterSettling, 0, "frames drawn after the first second: \(result.stdout)")
        XCTAssertGreaterThan(figures.refreshes, 200, "the display kept refreshing: \(result.stdout)")
        try Self.assertCPUOfAStillWindowIsUnderOnePercent(figures, output: result.stdout) {
            try LayerkitProcess.run(
                ["view", fixtureScene("overview.json").path, "--duration", "5"], virtualDisplay: true)
        }
    }

    /// Under 1% of a core: a still window polls SDL four times a second
    /// (`Application.stillEventPollInterval`), about 0.2% here; at thirty polls a second it cost
    /// 0.6–1.1% and failed this bound on the shared CI VM, and a window that redrew each refresh
    /// costs 5–7%. One reading in several CI runs went past 1% on a busy machine (1.28%, where the
    /// same run reads 0.21% alone), so a reading over the bound is taken once more and the lower of
    /// the two is held to it: a window that costs too much costs it in both.
    static func assertCPUOfAStillWindowIsUnderOnePercent(
        _ figures: Figures, output: String, runAgain: () throws -> LayerkitProcess.Result,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        var readings = [figures.cpuPercentAfterSettling]
        var outputs = [output]
        if readings[0] >= 1 {
            let again = try runAgain()
            outputs.append(again.stdout)
            readings.append(try Figures(again.stdout).cpuPercentAfterSettling)
        }
        XCTAssertLessThan(
            readings.min()!, 1, "CPU use of a still window, \(readings): \(outputs.joined(separator: "\n"))",
            file: file, line: line)
    }

    func testADisplayLinkWhoseCallbacksChangeNothingDrawsNothing() throws {
        // Demo 4's display link fires at every refresh, but its cards stand still: no commit, no frame.
        let result = try LayerkitProcess.run(
            ["demo", "--demo", "4", "--duration", "2.5", "--size", "480x320"], virtualDisplay: true)
        XCTAssertEqual(result.status, 0, result.stderr)
        let figures = try Figures(result.stdout)
        XCTAssertGreaterThan(figures.refreshes, 100, "refreshes kept coming: \(result.stdout)")
        XCTAssertEqual(figures.drawnAfterSettling, 0, "frames drawn after the first second: \(result.stdout)")
    }

    func testASceneWithOneRunningAnimationDrawsAtTheRefreshRate() throws {
        let directory = try makeTemporaryDirectory(self)
        let scene = directory.appendingPathComponent("spinner.json")
        try Data(
            """
            { "size": [160, 120], "root": { "bounds": [0, 0, 160, 120], "position": [80, 60], "sublayers": [
              { "bounds": [0, 0, 40, 40], "position": [80, 60], "backgroundColor": "#3070f0",
                "animations": { "spin": { "keyPath": "transform.rotation.z", "toValue": 6.283185307179586,
                                          "duration": 1, "repeatCount": "infinity" } } } ] } }
            """.utf8
        ).write(to: scene)
        let result = try LayerkitProcess.run(["view", scene.path, "--duration", "3"], virtualDisplay: true)
        XCTAssertEqual(result.status, 0, result.stderr)
        let figures = try Figures(result.stdout)
        XCTAssertGreaterThan(figures.refreshes, 120, result.stdout)
        // A frame at every refresh: the median interval is one refresh (Xvfb's 60 Hz), where a
        // server drawing at every other refresh would show two. The median, not the count of
        // frames: on a loaded machine (the tests' builds) the render thread is held back for a few
        // refreshes now and then, and misses them, which is not the server's pacing.
        XCTAssertLessThanOrEqual(
            figures.medianFrameMilliseconds, 1.25 * 1000 / 60, "the frames' median interval: \(result.stdout)")
        XCTAssertGreaterThanOrEqual(
            Double(figures.drawn), 0.6 * Double(figures.refreshes),
            "frames drawn of the refreshes: \(result.stdout)")
    }
}

/// `--debug` starts the window with overlays on.
final class WindowDebugOverlayTests: XCTestCase {
    func testDebugOffscreenTintsGroupOpacityPassesYellow() throws {
        let directory = try makeTemporaryDirectory(self)
        /// Pixels that are clearly yellow: strong red and green, weak blue.
        func yellowPixels(_ image: RGBAImage) -> Int {
            var count = 0
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let p = image.pixel(x: x, y: y)
                    if p.r > 180, p.g > 180, p.b < 120 { count += 1 }
                }
            }
            return count
        }
        func screenshot(_ arguments: [String], _ name: String) throws -> RGBAImage {
            let shot = directory.appendingPathComponent("\(name).png")
            let result = try LayerkitProcess.run(
                arguments + ["--frames", "10", "--screenshot", shot.path],
                virtualDisplay: true)
            XCTAssertEqual(result.status, 0, result.stderr)
            return try RGBAImage(contentsOfPNG: shot)
        }
        // A half-transparent 80 × 60 layer holding two overlapping squares: group opacity, one pass.
        let scene = directory.appendingPathComponent("group.json")
        try Data(
            """
            { "size": [160, 120], "background": "#ffffff", "root": { "bounds": [0, 0, 160, 120], "position": [80, 60],
              "sublayers": [ { "bounds": [0, 0, 80, 60], "position": [80, 60], "opacity": 0.5, "sublayers": [
                { "bounds": [0, 0, 50, 50], "position": [25, 30], "backgroundColor": "#3070f0" },
                { "bounds": [0, 0, 50, 50], "position": [55, 30], "backgroundColor": "#f03070" } ] } ] } }
            """.utf8
        ).write(to: scene)
        XCTAssertEqual(yellowPixels(try screenshot(["view", scene.path], "plain")), 0)
        XCTAssertGreaterThan(
            yellowPixels(try screenshot(["view", scene.path, "--debug", "offscreen"], "tinted")), 2000,
            "most of the group's 4,000 drawn pixels turn yellow")
        // The contacts list's plain shadows need no pass: nothing turns yellow.
        let contacts = try screenshot(["demo", "--demo", "6", "--size", "480x320", "--debug", "offscreen"], "demo6")
        XCTAssertEqual(yellowPixels(contacts), 0)
    }

    func testUnknownDebugModeIsRefused() throws {
        let result = try LayerkitProcess.run(["demo", "--frames", "1", "--debug", "sparkle"])
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.stderr.contains("unknown debug overlay 'sparkle'"), result.stderr)
    }
}
