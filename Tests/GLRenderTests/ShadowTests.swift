import Foundation
import LayerTree
import XCTest

@testable import GLRender

/// Shadows probed at pixels against the Gaussian they stand for: σ = shadowRadius (rendering-semantics.md),
/// black over white, so a pixel's red channel is 255·(1 − α·shadowOpacity).
final class ShadowTests: XCTestCase {
    /// α of a w×h rectangle blurred by σ, at (x, y) from its centre.
    private func gaussianRect(_ x: Double, _ y: Double, w: Double, h: Double, sigma: Double) -> Double {
        let k = 1 / (sigma * 2.0.squareRoot())
        let gx = 0.5 * (erf((x + w / 2) * k) - erf((x - w / 2) * k))
        let gy = 0.5 * (erf((y + h / 2) * k) - erf((y - h / 2) * k))
        return gx * gy
    }

    private func canvas(_ size: CGFloat = 200) -> CALayer { solidLayer(size, size, at: size / 2, size / 2, nil) }

    private func shadowed(_ layer: CALayer, radius: CGFloat, offset: CGSize = .zero, opacity: Float = 1) -> CALayer {
        layer.shadowOpacity = opacity
        layer.shadowRadius = radius
        layer.shadowOffset = offset
        return layer
    }

    private var statistics: FrameStatistics { get throws { try RenderHarness.renderer().lastFrameStatistics } }

    /// The red channel along the row through the layer's centre, left of its left edge.
    private func assertFalloff(
        _ image: RGBAImage, edge: Int, row: Int, sigma: Double, w: Double, h: Double,
        tolerance: Double, _ message: String, line: UInt = #line
    ) {
        for d in 0..<Int(3 * sigma) {
            let x = edge - 1 - d
            let alpha = gaussianRect(-w / 2 - Double(d) - 0.5, 0, w: w, h: h, sigma: sigma)
            XCTAssertEqual(
                Double(image.rgb(x, row)[0]), 255 * (1 - alpha), accuracy: tolerance,
                "\(message): \(d) px outside the edge", line: line)
        }
    }

    func testAnalyticShadowFallsOffAsTheGaussian() throws {
        let root = canvas()
        root.addSublayer(shadowed(solidLayer(100, 60, at: 100, 100, blue), radius: 6))
        let image = try RenderHarness.render(root, size: CGSize(width: 200, height: 200))
        assertFalloff(image, edge: 50, row: 100, sigma: 6, w: 100, h: 60, tolerance: 2.5, "analytic")
        XCTAssertEqual(try statistics.offscreenPasses, 0)
        // Beyond 3σ nothing is drawn.
        XCTAssertTrue(image.matches(30, 100, .white))
    }

    func testRoundedCornerFalloffMatchesTheBlurredShape() throws {
        // A circle (radius 30) blurred by σ = 4: along a diagonal the blur of a disc, which at
        // distance d outside the rim is close to that of a half-plane, 1 − Φ(d/σ), for d ≪ radius.
        let root = canvas()
        let disc = shadowed(solidLayer(60, 60, at: 100, 100, blue), radius: 4)
        disc.cornerRadius = 30
        root.addSublayer(disc)
        let image = try RenderHarness.render(root, size: CGSize(width: 200, height: 200))
        for d in [1.0, 3.0, 5.0, 8.0] {
            let r = 30 + d
            let x = Int((100 - r / 2.0.squareRoot()).rounded(.down)), y = x
            let distance = hypot(100 - (Double(x) + 0.5), 100 - (Double(y) + 0.5)) - 30
            // Disc of radius R blurred, at distance ρ from the centre (2D): ≈ half-plane with curvature correction.
            let halfPlane = 0.5 * erfc(distance / (4 * 2.0.squareRoot()))
            XCTAssertEqual(
                Double(image.rgb(x, y)[0]), 255 * (1 - halfPlane), accuracy: 255 * 0.04, "\(d) outside the rim")
        }
    }

    func testOffscreenShadowFallsOffAsTheGaussian() throws {
        // No background, so the silhouette is the sublayer's: drawn offscreen, blurred in two more passes.
        let root = canvas()
        let holder = shadowed(solidLayer(100, 60, at: 100, 100, nil), radius: 6)
        holder.addSublayer(solidLayer(100, 60, at: 50, 30, blue))
        root.addSublayer(holder)
        let image = try RenderHarness.render(root, size: CGSize(width: 200, height: 200))
        XCTAssertEqual(try statistics.offscreenPasses, 3, "silhouette + horizontal and vertical blurs")
        assertFalloff(image, edge: 50, row: 100, sigma: 6, w: 100, h: 60, tolerance: 3, "offscreen")
    }

    /// A shadow whose layer scales and whose offset and opacity animate, over a subtree that does
    /// not change (Lottie's drop shadow, issue_1169_shadow_style_animated): its three passes lie in
    /// the layer's plane and do not depend on those, so later frames draw none of them again and
    /// only sample the blurred image once a pixel.
    func testAnAnimatedShadowOfAnUnchangedSubtreeReusesItsBlurredImage() throws {
        let root = canvas()
        let holder = shadowed(solidLayer(60, 40, at: 100, 100, nil), radius: 6, offset: CGSize(width: 0, height: 4))
        holder.addSublayer(solidLayer(60, 40, at: 30, 20, blue))
        root.addSublayer(holder)
        let renderer = try Renderer(context: RenderHarness.context_())
        let size = CGSize(width: 200, height: 200)
        _ = try renderer.render(root.makeRenderTree(), size: size, scale: 2, background: .white, fullRedraw: true)
        XCTAssertEqual(renderer.lastFrameStatistics.offscreenPasses, 3)
        holder.transform = CATransform3DMakeScale(1.2, 1.2, 1)
        holder.shadowOffset = CGSize(width: 0, height: 9)
        holder.shadowOpacity = 0.6
        let image = try renderer.render(
            root.makeRenderTree(), size: size, scale: 2, background: .white, fullRedraw: true)
        XCTAssertEqual(renderer.lastFrameStatistics.offscreenPasses, 0)
        XCTAssertEqual(renderer.lastFrameStatistics.offscreenPassesReused, 3)
        let reference = try Renderer(context: RenderHarness.context_()).render(
            root.makeRenderTree(), size: size, scale: 2, background: .white)
        XCTAssertEqual(image, reference, "the reused images draw the frame a fresh renderer draws")
    }

    func testOffsetMovesTheShadowDownAndRightInTheLayersSpace() throws {
        let root = canvas()
        root.addSublayer(
            shadowed(solidLayer(60, 60, at: 100, 100, blue), radius: 0, offset: CGSize(width: 10, height: 20)))
        let image = try RenderHarness.render(root, size: CGSize(width: 200, height: 200))
        // The layer spans 70…130; its hard shadow 80…140 across and 90…150 down.
        XCTAssertTrue(image.matches(135, 145, .black), "below and right: shadow")
        XCTAssertTrue(image.matches(75, 145, .white), "left of the shadow")
        XCTAssertTrue(image.matches(135, 75, .white), "above the shadow")
        XCTAssertTrue(image.matches(100, 100, blue), "the layer covers its shadow")

        // In a rotated layer the offset turns with it: 90° clockwise, +y of the layer is −x on screen.
        let turned = canvas()
        let layer = shadowed(solidLayer(60, 60, at: 100, 100, blue), radius: 0, offset: CGSize(width: 0, height: 20))
        layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        turned.addSublayer(layer)
        let rotated = try RenderHarness.render(turned, size: CGSize(width: 200, height: 200))
        XCTAssertTrue(rotated.matches(60, 100, .black), "shadow to the left")
        XCTAssertTrue(rotated.matches(140, 100, .white), "nothing to the right")
    }

    func testZeroShadowOpacityDrawsNothing() throws {
        let root = canvas()
        let layer = shadowed(
            solidLayer(60, 60, at: 100, 100, blue), radius: 6, offset: CGSize(width: 10, height: 10),
            opacity: 0)
        root.addSublayer(layer)
        XCTAssertNil(layer.makeRenderTree().root?.shadow)
        let image = try RenderHarness.render(root, size: CGSize(width: 200, height: 200))
        XCTAssertTrue(image.matches(135, 135, .white))
        XCTAssertEqual(try statistics.drawCalls, 1)
        layer.shadowOpacity = 1
        layer.shadowColor = nil
        XCTAssertNil(layer.makeRenderTree().root?.shadow, "no color: no shadow")
    }

    func testShadowOpacityAndColorTint() throws {
        let root = canvas()
        let layer = shadowed(
            solidLayer(60, 60, at: 100, 100, blue), radius: 0, offset: CGSize(width: 0, height: 30),
            opacity: 0.5)
        layer.shadowColor = red
        root.addSublayer(layer)
        let image = try RenderHarness.render(root, size: CGSize(width: 200, height: 200))
        // Red at 50% over white.
        XCTAssertEqual(image.rgb(100, 145)[0], 255)
        XCTAssertEqual(Double(image.rgb(100, 145)[1]), 127.5, accuracy: 1.5)
    }

    func testMasksToBoundsClipsTheLayersOwnShadow() throws {
        let root = canvas()
        let layer = shadowed(solidLayer(60, 60, at: 100, 100, blue), radius: 0, offset: CGSize(width: 10, height: 10))
        layer.masksToBounds = true
        root.addSublayer(layer)
        let image = try RenderHarness.render(root, size: CGSize(width: 200, height: 200))
        XCTAssertTrue(image.matches(135, 135, .white), "clipped away, as in Core Animation")
    }

    // MARK: The shadow of a layer equals the shadow of its shape as shadowPath

    private func maxDifference(_ a: RGBAImage, _ b: RGBAImage) -> Int {
        zip(a.bytes, b.bytes).map { abs(Int($0) - Int($1)) }.max() ?? 0
    }

    /// A rounded square drawn by a sublayer (so the silhouette goes offscreen), or given as `shadowPath`.
    private func roundedShadow(path: CGPath?) throws -> (RGBAImage, Int) {
        let root = canvas()
        let holder = shadowed(solidLayer(80, 80, at: 100, 100, nil), radius: 10, offset: CGSize(width: 6, height: 10))
        let shape = solidLayer(80, 80, at: 40, 40, blue)
        shape.cornerRadius = 16
        holder.addSublayer(shape)
        holder.shadowPath = path
        root.addSublayer(holder)
        let image = try RenderHarness.render(root, size: CGSize(width: 200, height: 200))
        return (image, try statistics.offscreenPasses)
    }

    func testShadowOfTheLayerMatchesTheShadowOfItsShapeAsPath() throws {
        let (fromLayer, layerPasses) = try roundedShadow(path: nil)
        let path = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 80, height: 80), cornerWidth: 16, cornerHeight: 16)
        let (fromPath, pathPasses) = try roundedShadow(path: path)
        XCTAssertEqual(layerPasses, 3)
        XCTAssertEqual(pathPasses, 0)
        XCTAssertLessThanOrEqual(maxDifference(fromLayer, fromPath), 4)

        // Any other path goes through a cached mask; the same rectangle drawn counterclockwise is not recognised.
        let (ccw, ccwPasses) = try roundedShadow(path: try CGPath(svgPathData: "M 0 0 L 0 80 L 80 80 L 80 0 Z"))
        let (rect, _) = try roundedShadow(path: CGPath(rect: CGRect(x: 0, y: 0, width: 80, height: 80)))
        XCTAssertEqual(ccwPasses, 0)
        XCTAssertLessThanOrEqual(maxDifference(ccw, rect), 4)
    }

    // MARK: Silhouettes the CPU knows: blurred once into a mask, no pass

    /// `layer` shadowed in a 200-point canvas, alone or with a faint 1-point sublayer in its corner that
    /// forces the offscreen silhouette (what it adds is at most a level of one pixel).
    private func ownContentShadow(_ layer: CALayer, forceOffscreen: Bool) throws -> (RGBAImage, Int) {
        let root = canvas()
        _ = shadowed(layer, radius: 4, offset: CGSize(width: 0, height: 8))
        if forceOffscreen {
            layer.addSublayer(solidLayer(1, 1, at: 0.5, 0.5, CGColor(red: 0, green: 0, blue: 0, alpha: 0.002)))
        }
        root.addSublayer(layer)
        let image = try RenderHarness.render(root, size: CGSize(width: 200, height: 200))
        return (image, try statistics.offscreenPasses)
    }

    /// An 80 × 80 layer whose image is opaque red in its left half and clear in its right half.
    private func halfImageLayer() -> CALayer {
        let pixels = (0..<(40 * 40)).flatMap { i -> [UInt8] in i % 40 < 20 ? [255, 0, 0, 255] : [0, 0, 0, 0] }
        let layer = solidLayer(80, 80, at: 100, 100, nil)
        layer.contents = CGImage(width: 40, height: 40, pixels: pixels)
        return layer
    }

    func testImageShadowIsItsAlphaBlurredOnceWithoutAPass() throws {
        let (fromMask, maskPasses) = try ownContentShadow(halfImageLayer(), forceOffscreen: false)
        let (offscreen, offscreenPasses) = try ownContentShadow(halfImageLayer(), forceOffscreen: true)
        XCTAssertEqual(maskPasses, 0, "the image's alpha is known: a cached mask, no pass")
        XCTAssertEqual(offscreenPasses, 3)
        XCTAssertLessThanOrEqual(maxDifference(fromMask, offscreen), 6)
        // The shadow follows the alpha, not the bounds: under the clear half, 4σ below the image's
        // opaque edge... nothing; 3 points below the layer under the opaque half, the Gaussian.
        XCTAssertTrue(fromMask.matches(130, 145, .white), "no shadow under the clear half")
        let alpha = gaussianRect(0, 3 + 0.5 + 40 - 8, w: 40, h: 80, sigma: 4)
        XCTAssertEqual(Double(fromMask.rgb(80, 143)[0]), 255 * (1 - alpha), accuracy: 4)
    }

    func testTextShadowNeedsNoPass() throws {
        func label() -> CALayer {
            let text = CATextLayer()
            text.bounds = CGRect(x: 0, y: 0, width: 160, height: 40)
            text.position = CGPoint(x: 100, y: 100)
            text.string = "Shadow"
            text.fontSize = 28
            text.foregroundColor = CGColor(gray: 0.2, alpha: 1)
            return text
        }
        let (fromMask, maskPasses) = try ownContentShadow(label(), forceOffscreen: false)
        let (offscreen, offscreenPasses) = try ownContentShadow(label(), forceOffscreen: true)
        XCTAssertEqual(maskPasses, 0)
        XCTAssertEqual(offscreenPasses, 3)
        XCTAssertLessThanOrEqual(maxDifference(fromMask, offscreen), 6)
        // There is a shadow: just below the glyphs (which end about 25 points below the top, at 105),
        // pixels are darkened by it, and there is none past 8 + 3σ = 20 points under them.
        func darkest(_ rows: Range<Int>) -> Int {
            rows.flatMap { y in (20..<180).map { fromMask.rgb($0, y)[0] } }.min() ?? 255
        }
        XCTAssertLessThan(darkest(108..<114), 200)
        XCTAssertEqual(darkest(128..<140), 255)
    }

    func testShapeFillShadowNeedsNoPassButAStrokeDoes() throws {
        func triangle(stroked: Bool) -> CALayer {
            let shape = CAShapeLayer()
            shape.bounds = CGRect(x: 0, y: 0, width: 80, height: 80)
            shape.position = CGPoint(x: 100, y: 100)
            shape.path = try? CGPath(svgPathData: "M 0 80 L 40 0 L 80 80 Z")
            shape.fillColor = blue
            shape.strokeColor = stroked ? red : nil
            return shape
        }
        let (fromMask, maskPasses) = try ownContentShadow(triangle(stroked: false), forceOffscreen: false)
        let (offscreen, _) = try ownContentShadow(triangle(stroked: false), forceOffscreen: true)
        XCTAssertEqual(maskPasses, 0)
        XCTAssertLessThanOrEqual(maxDifference(fromMask, offscreen), 6)
        // A stroke's outline is not a path the mask rasterizer fills: it goes offscreen.
        XCTAssertEqual(try ownContentShadow(triangle(stroked: true), forceOffscreen: false).1, 3)
    }

    func testContentsShadowMaskIsRasterizedOnceAcrossFrames() throws {
        let root = canvas()
        root.addSublayer(shadowed(halfImageLayer(), radius: 4))
        let renderer = try RenderHarness.renderer()
        let tree = root.makeRenderTree()
        _ = try renderer.render(tree, size: CGSize(width: 200, height: 200), background: .white, fullRedraw: true)
        XCTAssertEqual(renderer.lastFrameRecord.shadowMasksUploaded, 1, "the first frame rasterizes the mask")
        _ = try renderer.render(tree, size: CGSize(width: 200, height: 200), background: .white, fullRedraw: true)
        XCTAssertGreaterThan(renderer.lastFrameRecord.drawCalls, 0, "the second frame is drawn again")
        XCTAssertEqual(renderer.lastFrameRecord.shadowMasksUploaded, 0, "the second frame reuses it")
    }

    // MARK: The book's contacts list

    /// Twenty 44-point rows, each with a shadow, an avatar (cornerRadius + masksToBounds, its
    /// picture sticking out and clipped) and a label of glyph-like bars.
    private func contacts(rowBackground: CGColor?, shadowPath: Bool) -> CALayer {
        let root = solidLayer(320, 20 * 48, at: 160, 480, nil)
        for row in 0..<20 {
            let cell = solidLayer(300, 44, at: 160, CGFloat(row) * 48 + 24, rowBackground)
            cell.shadowOpacity = 0.5
            cell.shadowOffset = CGSize(width: 0, height: 3)
            cell.shadowRadius = 4
            if shadowPath { cell.shadowPath = CGPath(rect: cell.bounds) }
            let avatar = solidLayer(36, 36, at: 22, 22, green)
            avatar.cornerRadius = 18
            avatar.masksToBounds = true
            avatar.addSublayer(solidLayer(40, 30, at: 24, 24, red))
            cell.addSublayer(avatar)
            let label = solidLayer(200, 20, at: 150, 22, nil)
            for glyph in 0..<12 {
                label.addSublayer(solidLayer(10, 14, at: CGFloat(glyph) * 16 + 5, 10, .black))
            }
            cell.addSublayer(label)
            root.addSublayer(cell)
        }
        return root
    }

    func testContactsListOffscreenPasses() throws {
        let size = CGSize(width: 320, height: 960)
        // Opaque rows: every sublayer stays inside the row, so the silhouette is the row's rectangle.
        _ = try RenderHarness.render(contacts(rowBackground: .white, shadowPath: false), size: size)
        XCTAssertEqual(try statistics.offscreenPasses, 0)
        // Clear rows: the silhouette is the avatar and the glyphs: three passes per row.
        _ = try RenderHarness.render(contacts(rowBackground: nil, shadowPath: false), size: size)
        XCTAssertEqual(try statistics.offscreenPasses, 60)
        // shadowPath: no pass at all.
        _ = try RenderHarness.render(contacts(rowBackground: nil, shadowPath: true), size: size)
        XCTAssertEqual(try statistics.offscreenPasses, 0)
    }
}
