import Foundation
import LayerTree
import XCTest

@testable import GLRender

/// `mask`: the mask layer's alpha multiplies the masked layer's flattened appearance.
final class MaskTests: XCTestCase {
    private var statistics: FrameStatistics { get throws { try RenderHarness.renderer().lastFrameStatistics } }

    /// A 100×100 layer at (100, 100) holding a red and a blue square that overlap.
    private func masked(_ mask: CALayer?) -> (root: CALayer, layer: CALayer) {
        let root = solidLayer(200, 200, at: 100, 100, nil)
        let layer = solidLayer(100, 100, at: 100, 100, green)
        layer.addSublayer(solidLayer(60, 60, at: 30, 30, red))
        layer.addSublayer(solidLayer(60, 60, at: 70, 70, blue))
        layer.mask = mask
        root.addSublayer(layer)
        return (root, layer)
    }

    private func render(_ root: CALayer) throws -> RGBAImage {
        try RenderHarness.render(root, size: CGSize(width: 200, height: 200))
    }

    func testARoundedRectMaskIsAClipWithoutPasses() throws {
        let mask = solidLayer(60, 60, at: 50, 50, .black)  // the layer's middle, 70…130 on the canvas
        mask.cornerRadius = 20
        let image = try render(masked(mask).root)
        XCTAssertEqual(try statistics.offscreenPasses, 0)
        XCTAssertTrue(image.matches(60, 100, .white), "outside the mask")
        XCTAssertTrue(image.matches(72, 72, .white), "outside the mask's rounded corner")
        XCTAssertTrue(image.matches(80, 80, red), "inside")
        XCTAssertTrue(image.matches(120, 120, blue), "inside")
        XCTAssertNil(mask.superlayer, "a mask is not a sublayer")
    }

    func testATranslucentMaskMultipliesTheFlattenedContent() throws {
        let mask = solidLayer(100, 100, at: 50, 50, CGColor(red: 0, green: 0, blue: 0, alpha: 0.5))
        let image = try render(masked(mask).root)
        XCTAssertEqual(try statistics.offscreenPasses, 2, "content + mask alpha")
        // Red and blue overlap at (100, 100): the flattened pixel is blue, then halved once.
        let overlap = image.rgb(100, 100), red50 = image.rgb(70, 70)
        XCTAssertEqual(Double(overlap[0]), 127.5, accuracy: 2, "no red under blue")
        XCTAssertEqual(overlap[2], 255)
        XCTAssertEqual(Double(red50[1]), 127.5, accuracy: 2)
    }

    func testAMaskOfSublayersShowsOnlyWhereTheyAre() throws {
        let mask = solidLayer(100, 100, at: 50, 50, nil)
        mask.addSublayer(solidLayer(20, 100, at: 10, 50, .black))  // the layer's left stripe
        mask.addSublayer(solidLayer(20, 100, at: 90, 50, .black))  // and its right stripe
        let image = try render(masked(mask).root)
        XCTAssertEqual(try statistics.offscreenPasses, 2)
        XCTAssertTrue(image.matches(55, 60, red), "left stripe")
        XCTAssertTrue(image.matches(145, 140, blue), "right stripe")
        XCTAssertTrue(image.matches(100, 100, .white), "between the stripes")
    }

    func testAHiddenOrEmptyMaskShowsNothing() throws {
        let mask = solidLayer(100, 100, at: 50, 50, .black)
        mask.isHidden = true
        let image = try render(masked(mask).root)
        XCTAssertTrue(image.matches(100, 100, .white))
        let empty = try render(masked(solidLayer(100, 100, at: 50, 50, nil)).root)
        XCTAssertTrue(empty.matches(100, 100, .white))
    }

    func testTheMaskTurnsWithTheLayerIn3D() throws {
        // Turned 60° about y with perspective; the axis through the anchor stays on x = 100, so a
        // mask over the layer's left half shows left of x = 100 and nothing right of it.
        for offscreen in [false, true] {
            let mask = solidLayer(50, 100, at: 25, 50, .black)
            if offscreen { mask.addSublayer(solidLayer(10, 10, at: 5, 5, .black)) }
            let (root, layer) = masked(mask)
            var t = CATransform3DIdentity
            t.m34 = -1.0 / 400
            layer.transform = CATransform3DRotate(t, .pi / 3, 0, 1, 0)
            let image = try render(root)
            XCTAssertEqual(try statistics.offscreenPasses, offscreen ? 2 : 0)
            XCTAssertTrue(
                image.matches(95, 100, red) || image.matches(95, 100, blue), "left of the axis: \(image.rgb(95, 100))")
            XCTAssertTrue(image.matches(105, 100, .white), "right of the axis is masked away: \(image.rgb(105, 100))")
            XCTAssertTrue(image.matches(85, 60, red), "upper left: \(image.rgb(85, 60))")
        }
    }

    func testTheMaskAlsoCutsTheShadow() throws {
        let mask = solidLayer(100, 100, at: 50, 50, .black)
        let (root, layer) = masked(mask)
        layer.shadowOpacity = 1
        layer.shadowRadius = 0
        layer.shadowOffset = CGSize(width: 20, height: 20)
        let image = try render(root)
        XCTAssertTrue(image.matches(160, 160, .white), "the shadow lies outside the mask")
    }

    func testAShapeLayerMasksWithItsPath() throws {
        // A triangle over the layer's left half, and a gradient layer: neither has a background,
        // and both draw only through their content.
        let shape = CAShapeLayer()
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 50, y: 50), CGPoint(x: 0, y: 100)])
        path.closeSubpath()
        shape.path = path
        let image = try render(masked(shape).root)
        XCTAssertEqual(try statistics.offscreenPasses, 2)
        XCTAssertTrue(image.matches(60, 100, red), "inside the triangle")
        XCTAssertTrue(image.matches(90, 60, .white), "above its upper edge")
        XCTAssertTrue(image.matches(130, 100, .white), "right of it")
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        gradient.colors = [CGColor.black, CGColor.black]
        XCTAssertTrue(try render(masked(gradient).root).matches(130, 130, blue))
    }
}
