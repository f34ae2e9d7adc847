import Foundation
import LayerTree
import XCTest

@testable import GLRender

/// The debug overlays come from what the renderer drew; each has a scene that triggers it
/// beside a neighbour that must not.
final class DebugOverlayTests: XCTestCase {
    private func render(_ root: CALayer, overlays: DebugOverlay) throws -> RGBAImage {
        let renderer = try RenderHarness.renderer()
        renderer.debugOverlays = overlays
        defer { renderer.debugOverlays = [] }
        return try RenderHarness.render(root, size: CGSize(width: 300, height: 100))
    }

    func testBlendedTintsTranslucentLayersRedAndOpaqueOnesGreen() throws {
        let root = solidLayer(300, 100, at: 150, 50, nil)
        root.addSublayer(solidLayer(80, 80, at: 50, 50, blue))  // opaque
        root.addSublayer(solidLayer(80, 80, at: 150, 50, CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)))  // blended
        let twice = solidLayer(80, 80, at: 250, 50, CGColor(red: 0, green: 0, blue: 1, alpha: 0.5))
        twice.addSublayer(solidLayer(40, 80, at: 60, 40, CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)))
        root.addSublayer(twice)
        let image = try render(root, overlays: .blended)
        // Opaque blue under 35% green: (0, 89, 166).
        XCTAssertEqual(image.rgb(50, 50), [0, 89, 166].map { $0 }, "opaque: green")
        // 50% blue over white (128, 128, 255) under 30% red: (166, 89, 179).
        let single = image.rgb(150, 50)
        XCTAssertEqual(Double(single[0]), 165.75, accuracy: 2, "blended: red")
        XCTAssertEqual(Double(single[1]), 89.25, accuracy: 2)
        // Two blended layers over one pixel: red twice, deeper.
        let one = image.rgb(230, 50), two = image.rgb(270, 50)
        XCTAssertGreaterThan(two[0] - two[1], one[0] - one[1] + 30, "two blended layers: \(two) vs one: \(one)")
        // Without the overlay the colours are the layers' own.
        let plain = try render(root, overlays: [])
        XCTAssertEqual(plain.rgb(50, 50), [0, 0, 255])
    }

    func testOffscreenTintsOnlyWhatWentThroughAPass() throws {
        let root = solidLayer(300, 100, at: 150, 50, nil)
        let group = solidLayer(80, 80, at: 50, 50, nil)  // group opacity over two children: a pass
        group.opacity = 0.5
        group.addSublayer(solidLayer(50, 50, at: 25, 25, blue))
        group.addSublayer(solidLayer(50, 50, at: 55, 55, blue))
        root.addSublayer(group)
        let single = solidLayer(80, 80, at: 150, 50, nil)  // one child faded: no pass
        single.opacity = 0.5
        single.addSublayer(solidLayer(50, 50, at: 40, 40, blue))
        root.addSublayer(single)
        let plain = try render(root, overlays: [])
        let image = try render(root, overlays: .offscreen)
        // One pass: drawn by the first frame, its image reused by the second (`OffscreenReuse`).
        let statistics = try RenderHarness.renderer().lastFrameStatistics
        XCTAssertEqual(statistics.offscreenPasses + statistics.offscreenPassesReused, 1)
        // 50% blue over white (128, 128, 255) under 50% yellow: (191, 191, 128).
        let tinted = image.rgb(40, 40)
        XCTAssertEqual(Double(tinted[0]), 191, accuracy: 2, "group: yellow \(tinted)")
        XCTAssertEqual(Double(tinted[2]), 127.5, accuracy: 2)
        XCTAssertEqual(image.rgb(150, 50), plain.rgb(150, 50), "the single faded layer is not tinted")
    }

    func testStatisticsCountBlendedPixelsAndOverdraw() throws {
        let root = solidLayer(300, 100, at: 150, 50, nil)
        root.addSublayer(solidLayer(100, 100, at: 50, 50, blue))
        root.addSublayer(solidLayer(100, 100, at: 100, 50, CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)))
        // Statistics only: a whole renderer on the recording backend.
        let recorder = RecordingRenderer()
        try recorder.draw(root, size: CGSize(width: 300, height: 100), background: .white)
        XCTAssertEqual(recorder.statistics.blendedPixels, 10_000)
        XCTAssertEqual(recorder.statistics.overdraw, 20_000.0 / 30_000.0, accuracy: 1e-9)
        // The overlays' own tints are not counted.
        recorder.renderer.debugOverlays = [.blended, .offscreen]
        XCTAssertGreaterThan(
            try recorder.draw(root, size: CGSize(width: 300, height: 100), background: .white).count, 1, "tints drawn")
        XCTAssertEqual(recorder.statistics.blendedPixels, 10_000)
    }

    func testParsingModes() throws {
        XCTAssertEqual(try DebugOverlay(parsing: "blended, offscreen"), [.blended, .offscreen])
        XCTAssertEqual(try DebugOverlay(parsing: "rasterize,blended"), [.rasterize, .blended])
        XCTAssertThrowsError(try DebugOverlay(parsing: "blended,sparkle")) { error in
            XCTAssertEqual(
                "\(error)",
                "unknown debug overlay 'sparkle'; expected one of blended, offscreen, rasterize, misaligned, copied, updates"
            )
        }
    }
}
