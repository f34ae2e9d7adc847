import Foundation
import LayerTree
import XCTest

@testable import GLRender

/// Offscreen images kept between frames (`OffscreenReuse`): a pass whose content did not change
/// is not drawn again, counted by `offscreenPassesReused`, and the pixels are those of drawing it.
final class OffscreenReuseTests: XCTestCase {
    private static let size = CGSize(width: 200, height: 200)

    /// A renderer of its own: these tests count what one renderer keeps from frame to frame.
    private var renderer: Renderer!

    override func setUpWithError() throws {
        renderer = try Renderer(context: RenderHarness.context_())
    }

    override func tearDown() {
        renderer = nil
    }

    /// A gradient masked by a filled and stroked ellipse, inside a holder layer that the tests move.
    /// (One only filled or only stroked, as lottie-ios draws gradient fills and strokes, is drawn with
    /// no pass at all: `GradientThroughPathTests`.)
    private struct Scene {
        let root: CALayer
        let holder: CALayer
        let gradient: CAGradientLayer
        let mask: CAShapeLayer
    }

    private func maskedGradient() -> Scene {
        let root = solidLayer(200, 200, at: 100, 100, nil)
        let holder = solidLayer(120, 120, at: 90, 90, nil)
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
        gradient.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        let mask = CAShapeLayer()
        mask.path = CGPath(ellipseIn: CGRect(x: 5, y: 10, width: 90, height: 80), transform: nil)
        mask.strokeColor = .black
        mask.lineWidth = 12
        gradient.mask = mask
        holder.addSublayer(gradient)
        root.addSublayer(holder)
        return Scene(root: root, holder: holder, gradient: gradient, mask: mask)
    }

    /// A whole frame, as the Lottie player's bench draws them (damage tracking would draw nothing
    /// of a still scene at all).
    private func render(_ root: CALayer, with renderer: Renderer? = nil) throws -> RGBAImage {
        try (renderer ?? self.renderer).render(
            root.makeRenderTree(), size: Self.size, scale: 2, background: .white, fullRedraw: true)
    }

    /// The same tree drawn by a renderer that holds nothing from earlier frames.
    private func freshRender(_ root: CALayer) throws -> RGBAImage {
        try render(root, with: try Renderer(context: RenderHarness.context_()))
    }

    private var stats: FrameStatistics { renderer.lastFrameStatistics }

    private func assertSamePixels(_ a: RGBAImage, _ b: RGBAImage, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(a.width, b.width, file: file, line: line)
        XCTAssertEqual(a.height, b.height, file: file, line: line)
        let differing = zip(a.bytes, b.bytes).filter { $0 != $1 }.count
        XCTAssertEqual(differing, 0, "bytes that differ from a fresh renderer's frame", file: file, line: line)
    }

    func testAMovedMaskedLayerReusesBothImages() throws {
        let scene = maskedGradient()
        _ = try render(scene.root)
        XCTAssertEqual(stats.offscreenPasses, 2, "the first frame draws the content and the mask")
        XCTAssertEqual(stats.offscreenPassesReused, 0)
        // Moved by its superlayer, a fraction of a pixel included: the images lie in the masked
        // layer's plane, so they stay as they were and only the composite moves.
        scene.holder.position = CGPoint(x: 83.25, y: 96.5)
        let moved = try render(scene.root)
        XCTAssertEqual(stats.offscreenPasses, 0, "nothing drawn offscreen")
        XCTAssertEqual(stats.offscreenPassesReused, 2)
        assertSamePixels(moved, try freshRender(scene.root))
        // Still: reused again.
        _ = try render(scene.root)
        XCTAssertEqual(stats.offscreenPassesReused, 2)
    }

    func testAStillSceneDrawnAgainReusesItsImages() throws {
        // The same tree again: the renderer replays the frame it planned (no planning), and the
        // passes that frame drew are not drawn again either.
        let scene = maskedGradient()
        let first = try render(scene.root)
        XCTAssertEqual(stats.offscreenPasses, 2)
        let again = try render(scene.root)
        XCTAssertTrue(stats.reusedPreviousFrame)
        XCTAssertEqual(stats.offscreenPasses, 0)
        XCTAssertEqual(stats.offscreenPassesReused, 2)
        assertSamePixels(again, first)
    }

    func testAChangedMaskDrawsOnlyTheMaskAgain() throws {
        let scene = maskedGradient()
        _ = try render(scene.root)
        scene.mask.path = CGPath(ellipseIn: CGRect(x: 20, y: 20, width: 60, height: 70), transform: nil)
        let changed = try render(scene.root)
        XCTAssertEqual(stats.offscreenPasses, 1, "the mask's image is drawn again")
        XCTAssertEqual(stats.offscreenPassesReused, 1, "the gradient's image is kept")
        assertSamePixels(changed, try freshRender(scene.root))
    }

    func testAChangedContentDrawsItsImageAgain() throws {
        let scene = maskedGradient()
        _ = try render(scene.root)
        scene.gradient.colors = [
            CGColor(red: 0, green: 1, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1),
        ]
        let changed = try render(scene.root)
        XCTAssertEqual(stats.offscreenPasses, 1, "the gradient's image is drawn again")
        XCTAssertEqual(stats.offscreenPassesReused, 1, "the mask's image is kept")
        assertSamePixels(changed, try freshRender(scene.root))
        let green = changed.rgb(2 * 50, 2 * 90)
        XCTAssertTrue(green[1] > 150 && green[0] < 60, "the new colours show: \(green)")
    }

    func testAScaledLayerDrawsItsImagesAgainAtTheNewDensity() throws {
        let scene = maskedGradient()
        _ = try render(scene.root)
        scene.holder.transform = CATransform3DMakeScale(1.5, 1.5, 1)
        let scaled = try render(scene.root)
        XCTAssertEqual(stats.offscreenPasses, 2, "a sharper image of both")
        XCTAssertEqual(stats.offscreenPassesReused, 0)
        assertSamePixels(scaled, try freshRender(scene.root))
    }

    func testAnImageThatReadsAChangedImageIsDrawnAgain() throws {
        // Group opacity over the masked gradient: the group's image samples the masked composite,
        // so when the mask changes the group's image must be drawn again too, though its own
        // items (a composite of pass 0 and 1) are equal.
        let scene = maskedGradient()
        scene.holder.opacity = 0.5
        scene.holder.addSublayer(solidLayer(30, 30, at: 100, 100, CGColor(red: 0, green: 0.5, blue: 0, alpha: 1)))
        _ = try render(scene.root)
        XCTAssertEqual(stats.offscreenPasses, 3, "content, mask and the group")
        scene.holder.position = CGPoint(x: 100, y: 95)
        _ = try render(scene.root)
        XCTAssertEqual(stats.offscreenPassesReused, 3, "moved: all three kept")
        scene.mask.path = CGPath(rect: CGRect(x: 0, y: 0, width: 50, height: 100), transform: nil)
        let changed = try render(scene.root)
        XCTAssertEqual(stats.offscreenPasses, 2, "the mask and the group that reads it")
        XCTAssertEqual(stats.offscreenPassesReused, 1)
        assertSamePixels(changed, try freshRender(scene.root))
    }

    func testTheRecordingBackendKeepsTheSameAccount() throws {
        renderer = Renderer(backend: RecordingBackend())
        let scene = maskedGradient()
        _ = try render(scene.root)
        XCTAssertEqual(stats.offscreenPasses, 2)
        scene.holder.position = CGPoint(x: 80, y: 80)
        _ = try render(scene.root)
        XCTAssertEqual(stats.offscreenPassesReused, 2)
        scene.mask.path = CGPath(rect: CGRect(x: 0, y: 0, width: 50, height: 100), transform: nil)
        _ = try render(scene.root)
        XCTAssertEqual(stats.offscreenPasses, 1)
        XCTAssertEqual(stats.offscreenPassesReused, 1)
    }
}
