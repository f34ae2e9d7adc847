import Foundation
import GLRender
import XCTest

/// The README's first example, run as written: its lines are checked to be in the README, so
/// neither can change without the other.
final class ReadmeExampleTests: XCTestCase {
    func testTheFirstTreeRendersAsTheReadmeSays() throws {
        let readme = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
                "../../README.md"),
            encoding: .utf8)
        let example = """
            let root = CALayer()
            root.bounds = CGRect(x: 0, y: 0, width: 400, height: 400)
            root.position = CGPoint(x: 200, y: 200)

            let card = CALayer()
            card.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
            card.position = CGPoint(x: 200, y: 200)
            card.backgroundColor = CGColor(red: 0.2, green: 0.4, blue: 1, alpha: 1)
            var t = CATransform3DIdentity
            t.m34 = -1.0 / 500
            card.transform = CATransform3DRotate(t, .pi / 4, 0, 1, 0)
            root.addSublayer(card)
            """
        XCTAssertTrue(readme.contains(example), "the README's first example no longer reads as this test runs it")

        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 400, height: 400)
        root.position = CGPoint(x: 200, y: 200)

        let card = CALayer()
        card.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        card.position = CGPoint(x: 200, y: 200)
        card.backgroundColor = CGColor(red: 0.2, green: 0.4, blue: 1, alpha: 1)
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        card.transform = CATransform3DRotate(t, .pi / 4, 0, 1, 0)
        root.addSublayer(card)

        // The README makes its own renderer; the tests share one EGL context.
        let renderer = try RenderHarness.renderer()
        let image = try renderer.render(root.makeRenderTree(), size: CGSize(width: 400, height: 400), scale: 2)
        let png = FileManager.default.temporaryDirectory.appendingPathComponent("readme-card-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: png) }
        if let keep = ProcessInfo.processInfo.environment["KEEP_README_PNG"] {
            try image.writePNG(to: URL(fileURLWithPath: keep))
        }
        try image.writePNG(to: png)
        XCTAssertEqual(renderer.lastFrameStatistics.drawCalls, 1, "the README says one draw call")
        XCTAssertEqual(image.width, 800)
        // The card, turned 45° about y in perspective (x from about 235 to 523 pixels, its near
        // left edge taller than its far right one), covers the centre and not the corners.
        let centre = image.pixel(x: 400, y: 400)
        XCTAssertEqual([centre.r, centre.g, centre.b], [51, 102, 255], "the card's colour at the centre")
        XCTAssertEqual(image.pixel(x: 10, y: 10).a, 0, "a corner stays clear")
        XCTAssertEqual(image.pixel(x: 560, y: 400).a, 0, "the turned card is narrower than 200 points")
        XCTAssertEqual(image.pixel(x: 240, y: 180).a, 255, "the near edge reaches above the card's flat top")
        XCTAssertEqual(image.pixel(x: 515, y: 200).a, 0, "the far edge is shorter")
    }
}
