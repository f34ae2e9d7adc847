import Foundation
import ImageCodecs
import LayerTree
import XCTest

@testable import GLRender

/// Renders the fixture scenes through the same path as `layerkit render` and compares them
/// with reviewed golden PNGs in `Goldens/`.
///
/// A missing golden, or `RECORD_GOLDENS=1`, records the current render and fails, so a new
/// golden is always looked at before it is checked in. Goldens are recorded on Mesa llvmpipe;
/// other drivers pass within the tolerance. On a mismatch the actual image and a diff are
/// written to a temporary directory named in the failure.
final class GoldenSceneTests: XCTestCase {
    func testOverview() throws { try compare(scene: "overview", scale: 2) }
    func testCube() throws { try compare(scene: "cube", scale: 1) }
    /// Both fill rules on a self-crossing star, every cap and join, dashes, `strokeEnd = 0.5`.
    func testShapes() throws { try compare(scene: "shapes", scale: 2) }
    /// Axial (red to transparent black: straight alpha darkens midway), radial and conic.
    func testGradients() throws { try compare(scene: "gradients", scale: 1) }
    /// Shadows on cards turned in 3D: analytic, offscreen (a flattened group) and from paths (a star's mask, a circle).
    func testShadows() throws { try compare(scene: "shadows", scale: 2) }
    func testContents() throws { try compare(scene: "contents", scale: 2) }
    /// Masks (an offscreen circle with a translucent band, a rounded rect used as a clip), a rounded
    /// `masksToBounds` clip and a shadow, each under a 3D transform with perspective.
    func testMasksAndClipsIn3D() throws { try compare(scene: "masks", scale: 2) }

    /// A card's sublayers lie in its plane and are drawn over it by a depth bias. NVIDIA's driver
    /// rounds a tilted plane's depth differently for two triangulations of it, which hid parts of
    /// the sublayers behind the card; a 16-bit depth buffer shows the same on llvmpipe, and the
    /// same goldens must come out of it.
    func testCoplanarSublayersIn3DSurviveACoarseDepthBuffer() throws {
        let renderer = try Renderer(context: RenderHarness.context_(), depthBits: 16)
        try compare(scene: "masks", scale: 2, renderer: renderer)
        try compare(scene: "shadows", scale: 2, renderer: renderer)
    }

    private func compare(
        scene name: String, scale: CGFloat, renderer: Renderer? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        var scene = try SceneDecoder(imageLoader: ImageDecoder.shared).decode(
            contentsOf: RenderHarness.fixtures.appendingPathComponent("\(name).json"))
        scene.scale = scale
        XCTAssertEqual(scene.contentErrors, [], "images of \(name).json", file: file, line: line)
        let renderer = try renderer ?? RenderHarness.renderer()
        try GoldenImage.assertMatches(try renderer.render(scene), named: name, file: file, line: line)
    }
}
