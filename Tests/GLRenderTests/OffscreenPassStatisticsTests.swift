import Foundation
import LayerTree
import XCTest

@testable import GLRender

/// `FrameStatistics.passes`: each offscreen pass of a frame with its reason, size, the pixels
/// drawn into it and the pixels of the composite that shows it.
final class OffscreenPassStatisticsTests: XCTestCase {
    func testAMaskedLayersPassesAreListed() throws {
        let root = solidLayer(200, 200, at: 100, 100, nil)
        let layer = solidLayer(100, 100, at: 100, 100, green)
        let mask = CAShapeLayer()
        mask.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        mask.fillColor = nil
        mask.strokeColor = .black
        mask.lineWidth = 10
        layer.mask = mask
        root.addSublayer(layer)
        let renderer = try Renderer(context: RenderHarness.context_())
        _ = try renderer.render(root.makeRenderTree(), size: CGSize(width: 200, height: 200), scale: 1)
        let passes = renderer.lastFrameStatistics.passes
        XCTAssertEqual(passes.map(\.reason), ["mask content", "mask alpha"])
        for pass in passes {
            // The layer's square: the ring covers too much of it for the passes to be cut to the ring.
            XCTAssertEqual(pass.width, 100, pass.description)
            XCTAssertEqual(pass.height, 100, pass.description)
            XCTAssertFalse(pass.reused)
            // The masked composite covers the layer's 100×100 square.
            XCTAssertEqual(Double(pass.sampledPixels), 100 * 100, accuracy: 700, pass.description)
        }
        // The content is the square; the mask, the ring (π·100·10 pixels, less its outer half's
        // corners past the image's edges).
        XCTAssertEqual(Double(passes[0].shadedPixels), 100 * 100, accuracy: 700)
        XCTAssertEqual(Double(passes[1].shadedPixels), Double.pi * 100 * 10, accuracy: 400)
        XCTAssertTrue(renderer.lastFrameStatistics.description.contains("offscreen pass 1: mask alpha: 100×100"))
    }
}
