import Foundation
import XCTest
@testable import App
import GLRender
import LayerTree

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
        return try renderer.render(host.makeRenderTree(at: CACurrentMediaTime() + 1000), size: size, scale: 1,
                                   background: content.background)
    }

    func testEveryDemoRunsInTheWindowAndItsLastFrameMatchesAHeadlessRender() throws {
        let directory = try makeTemporaryDirectory(self)
        for number in DemoCatalog.demos.keys.sorted() {
            let shot = directory.appendingPathComponent("demo\(number).png")
            let result = try LayerkitProcess.run(
                ["demo", "--demo", "\(number)", "--frames", "150", "--size", "480x320", "--screenshot", shot.path],
                virtualDisplay: true)
            XCTAssertEqual(result.status, 0, "demo \(number): \(result.stderr)")
            XCTAssertTrue(result.stdout.contains("fps"), "demo \(number) reports its frame rate")
            let window = try RGBAImage(contentsOfPNG: shot)
            let headless = try headlessRender(of: DemoCatalog.demos[number]!())
            XCTAssertEqual(window.width, headless.width)
            XCTAssertEqual(window.height, headless.height)
            var differing = 0
            for (a, b) in zip(window.bytes, headless.bytes) where abs(Int(a) - Int(b)) > 2 { differing += 1 }
            XCTAssertEqual(differing, 0, "demo \(number): bytes that differ from the headless render")
        }
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

    func testDemoRefusesAnUnknownDemoNumber() throws {
        let result = try LayerkitProcess.run(["demo", "--demo", "8", "--frames", "1"])
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.stderr.contains("--demo 8 is not a demo"), result.stderr)
    }
}
