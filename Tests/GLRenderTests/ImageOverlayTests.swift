import Foundation
@_spi(Rendering) import LayerTree
import XCTest

@_spi(Rendering) @testable import GLRender

/// The `misaligned`, `copied` and `updates` overlays: each scene has a layer that triggers
/// the overlay beside one that must not.
final class ImageOverlayTests: XCTestCase {
    private func render(_ root: CALayer, overlays: DebugOverlay) throws -> RGBAImage {
        let renderer = try RenderHarness.renderer()
        renderer.debugOverlays = overlays
        defer { renderer.debugOverlays = [] }
        return try RenderHarness.render(root, size: CGSize(width: 300, height: 100))
    }

    /// A fresh opaque green image (its own identity, so never resident before the test).
    private func green(_ size: Int, alpha: CGImageAlphaInfo = .premultipliedLast) -> CGImage {
        ContentImages.make(size, size, alpha: alpha) { _, _ in (0, 255, 0, 255) }
    }

    private func assertColor(
        _ pixel: [Int], _ expected: [Double], _ message: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        for (channel, value) in zip(pixel, expected) {
            XCTAssertEqual(Double(channel), value, accuracy: 3, "\(message): \(pixel)", file: file, line: line)
        }
    }

    func testMisalignedTintsFractionalPositionsMagentaAndScaledImagesYellow() throws {
        let root = solidLayer(300, 100, at: 150, 50, nil)
        let image = green(20)
        root.addSublayer(contentLayer(image, frame: CGRect(x: 10.5, y: 10, width: 20, height: 20)))  // misaligned
        root.addSublayer(contentLayer(image, frame: CGRect(x: 110, y: 10, width: 20, height: 20)))  // aligned
        root.addSublayer(contentLayer(image, frame: CGRect(x: 210, y: 10, width: 40, height: 40)))  // scaled 2×
        let plain = try render(root, overlays: [])
        let tinted = try render(root, overlays: .misaligned)
        // Green under 50% magenta: (128, 128, 128); under 50% yellow: (128, 255, 0).
        assertColor(tinted.rgb(20, 20), [127.5, 127.5, 127.5], "half-pixel offset: magenta")
        XCTAssertEqual(tinted.rgb(120, 20), plain.rgb(120, 20), "on whole pixels, 1:1: untinted")
        assertColor(tinted.rgb(230, 30), [127.5, 255, 0], "twice the image size: yellow")
    }

    func testMisalignedPlacementOfHiDPIAndRotatedImages() throws {
        let image = green(20)
        func primitive(_ toTarget: Homography, scale: Double) -> ImagePrimitive {
            let grid = ImageTileGrid(width: 20, height: 20, maxTextureSize: 4096)
            return ImagePrimitive(
                layerID: 1, image: image, tile: grid.tile(column: 0, row: 0),
                filters: ImageFilters(minification: .linear, magnification: .linear),
                polygon: ConvexPolygon(rect: CGRect(x: 0, y: 0, width: 20 / scale, height: 20 / scale)),
                toTarget: toTarget, uScale: scale / 20, uOffset: 0, vScale: scale / 20, vOffset: 0,
                opacity: 1, clip: nil)
        }
        // A 20-pixel image in a 10-point layer on a 2× canvas: texels on pixels.
        XCTAssertEqual(
            ImageOverlays.placement(of: primitive(.translateThenScale(tx: 3, ty: 4, scale: 2), scale: 2)),
            .aligned)
        XCTAssertEqual(
            ImageOverlays.placement(of: primitive(.translateThenScale(tx: 3.25, ty: 4, scale: 2), scale: 2)),
            .misaligned)
        XCTAssertEqual(
            ImageOverlays.placement(of: primitive(.translateThenScale(tx: 3, ty: 4, scale: 1), scale: 2)),
            .scaled)
        // Rotated 30°: never on the pixel grid.
        let (c, s) = (cos(Double.pi / 6), sin(Double.pi / 6))
        XCTAssertEqual(
            ImageOverlays.placement(
                of: primitive(
                    Homography(m11: c, m12: s, m13: 0, m21: -s, m22: c, m23: 0, m31: 50, m32: 20, m33: 1), scale: 1)),
            .misaligned)
    }

    func testCopiedTintsStraightAlphaImagesBlue() throws {
        let root = solidLayer(300, 100, at: 150, 50, nil)
        root.addSublayer(contentLayer(green(20, alpha: .last), frame: CGRect(x: 10, y: 10, width: 20, height: 20)))
        root.addSublayer(contentLayer(green(20), frame: CGRect(x: 110, y: 10, width: 20, height: 20)))
        let plain = try render(root, overlays: [])
        let tinted = try render(root, overlays: .copied)
        // Green under 50% blue: (0, 128, 128).
        assertColor(tinted.rgb(20, 20), [0, 127.5, 127.5], "premultiplied on upload: blue")
        XCTAssertEqual(tinted.rgb(120, 20), plain.rgb(120, 20), "uploaded as it is: untinted")
        // Not resident yet the first time: the cache's own decision before upload.
        let fresh = solidLayer(300, 100, at: 150, 50, nil)
        fresh.addSublayer(contentLayer(green(20, alpha: .last), frame: CGRect(x: 10, y: 10, width: 20, height: 20)))
        assertColor(try render(fresh, overlays: .copied).rgb(20, 20), [0, 127.5, 127.5], "first frame: blue")
    }

    func testUpdatesFlashRedrawnBitmapsAndUploadsOnTheirFirstFrameOnly() throws {
        let root = solidLayer(300, 100, at: 150, 50, nil)
        let rasterized = solidLayer(60, 60, at: 50, 50, blue)
        rasterized.shouldRasterize = true
        rasterized.addSublayer(solidLayer(20, 20, at: 30, 30, blue))
        root.addSublayer(rasterized)
        root.addSublayer(contentLayer(green(20), frame: CGRect(x: 110, y: 10, width: 20, height: 20)))
        root.addSublayer(solidLayer(60, 60, at: 250, 50, blue))  // never flashes
        let first = try render(root, overlays: .updates)
        // Blue under 50% yellow: (128, 128, 128); green: (128, 255, 0).
        assertColor(first.rgb(50, 50), [127.5, 127.5, 127.5], "bitmap drawn: flash")
        assertColor(first.rgb(120, 20), [127.5, 255, 0], "texture uploaded: flash")
        XCTAssertEqual(first.rgb(250, 50), [0, 0, 255], "a plain layer never flashes")
        let second = try render(root, overlays: .updates)
        XCTAssertEqual(try RenderHarness.renderer().lastFrameStatistics.rasterCacheHits, 1)
        XCTAssertEqual(second.rgb(50, 50), [0, 0, 255], "bitmap reused: no flash")
        XCTAssertEqual(second.rgb(120, 20), [0, 255, 0], "texture resident: no flash")
    }

    func testParsingTheNewModes() throws {
        XCTAssertEqual(try DebugOverlay(parsing: "misaligned,copied,updates"), [.misaligned, .copied, .updates])
    }
}
