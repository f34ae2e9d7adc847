import Foundation
import GLRender
import XCTest

/// The Getting Started article's code (`Sources/GLRender/GLRender.docc/GettingStarted.md`),
/// compiled here and run: headless, then in a window on a private Xvfb. A test checks that the
/// article still shows exactly this code, so neither can drift from the other. (Its manifest
/// fragment is not Swift to run; `Examples/Cards` is a package built that way, in scripts/test.sh.)
final class GettingStartedListingTests: XCTestCase {
    /// The article's listings in order, each between its markers (indented by eight spaces), with
    /// checks of what each did in between.
    @MainActor
    private static func listings() throws {
        // listing begins
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 400, height: 400)
        root.position = CGPoint(x: 200, y: 200)

        let card = CALayer()
        card.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        card.position = CGPoint(x: 200, y: 200)
        card.backgroundColor = CGColor(red: 0.2, green: 0.4, blue: 1, alpha: 1)
        card.cornerRadius = 16
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        card.transform = CATransform3DRotate(perspective, .pi / 4, 0, 1, 0)
        root.addSublayer(card)

        let renderer = try Renderer(context: HeadlessContext())
        let image = try renderer.render(root.makeRenderTree(), size: CGSize(width: 400, height: 400), scale: 2)
        try image.writePNG(to: URL(fileURLWithPath: "card.png"))
        print(renderer.lastFrameStatistics.drawCalls)
        // listing ends
        let written = try RGBAImage(contentsOfPNG: URL(fileURLWithPath: "card.png"))
        XCTAssertEqual([written.width, written.height], [800, 800])
        assertCardColor(written.pixel(x: 400, y: 400), "card.png's centre")
        assertClear(written.pixel(x: 20, y: 400), "card.png's left edge, beside the turned card")

        // listing begins
        let caRenderer = try CARenderer(context: HeadlessContext())
        caRenderer.layer = root
        caRenderer.bounds = CGRect(x: 0, y: 0, width: 400, height: 400)
        caRenderer.beginFrame(atTime: CACurrentMediaTime())
        if !caRenderer.updateBounds().isNull { try caRenderer.render() }
        caRenderer.endFrame()
        let frame = caRenderer.canvasImage()
        let wakeAt = caRenderer.nextFrameTime()  // .infinity: nothing will change by itself
        // listing ends
        assertCardColor(frame.pixel(x: frame.width / 2, y: frame.height / 2), "CARenderer's canvas")
        XCTAssertEqual(wakeAt, .infinity)

        // listing begins
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0.0
        spin.toValue = 2 * Double.pi
        spin.duration = 4
        spin.repeatCount = .infinity
        card.add(spin, forKey: "spin")

        let start = CACurrentMediaTime()
        let quarter = try renderer.render(root.makeRenderTree(at: start + 1), size: root.bounds.size, scale: 2)
        // listing ends
        assertCardColor(quarter.pixel(x: 400, y: 400), "a quarter turn in, the centre")
        XCTAssertFalse(
            quarter.bytes == image.bytes, "a quarter turn in, the card is drawn turned, not as it was")

        // listing begins
        let window = try SDLWindow(title: "Cards", width: 400, height: 400)
        window.releaseCurrent()  // the render thread makes the context current
        let server = RenderServer(presenter: WindowPresenter(window: window), refreshRate: window.refreshRate)
        try server.start()
        defer { server.stop() }

        let canvas = Canvas(size: CGSize(width: 400, height: 400), scale: window.contentsScale)
        CATransaction.flush()  // layout and display, then commit
        server.submit(CommittedTree(root), canvas: canvas)

        var seen: RenderServer.Refresh?
        let end = CACurrentMediaTime() + 2
        while CACurrentMediaTime() < end, let refresh = server.waitForRefresh(after: seen) {
            seen = refresh
            // Change layers here, then CATransaction.flush() and submit again.
        }
        // listing ends
        // The card spins: a frame at every refresh for two seconds (fewer where the machine is loaded).
        XCTAssertGreaterThan(server.framesDrawn, 10, "frames drawn in two seconds of a spinning card")
        XCTAssertGreaterThan(seen?.index ?? 0, 10, "refreshes seen")
        XCTAssertNil(server.error)
    }

    private static func assertCardColor(
        _ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ what: String, line: UInt = #line
    ) {
        // (0.2, 0.4, 1) in 8 bits: 51, 102, 255.
        XCTAssertTrue(
            abs(Int(p.r) - 51) <= 2 && abs(Int(p.g) - 102) <= 2 && p.b >= 253 && p.a == 255, "\(what): \(p)",
            line: line)
    }

    private static func assertClear(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ what: String, line: UInt = #line) {
        XCTAssertEqual(p.a, 0, "\(what): \(p)", line: line)
    }

    func testTheArticleShowsTheCompiledListings() throws {
        let compiled = try DocumentedListings.compiled(inFile: #filePath)
        let article = try DocumentedListings.document(
            "Sources/GLRender/GLRender.docc/GettingStarted.md", from: #filePath)
        // Past the manifest fragment, which is not Swift to compile.
        let shown = DocumentedListings.shown(in: article).filter { !$0.hasPrefix("dependencies:") }
        XCTAssertEqual(shown.count, 4, "the article's Swift listings, past its manifest fragment")
        XCTAssertEqual(compiled.count, 4)
        for (index, (a, b)) in zip(shown, compiled).enumerated() {
            XCTAssertEqual(a, b, "listing \(index + 1)")
        }
    }

    /// The listings run: a PNG written, a CARenderer frame, an animation drawn a second in, and a
    /// window whose render thread draws the spinning card at every refresh.
    func testTheListingsRunHeadlessAndInAWindow() throws {
        let server = try WindowServerEnvironment(.xvfb)
        let directory = try makeTemporaryDirectory(self)
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(directory.path))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        try MainActor.assumeIsolated { try Self.listings() }
        _ = server
    }
}
