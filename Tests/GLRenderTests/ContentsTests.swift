import CSDL
import Foundation
import LayerTree
import XCTest

@testable import GLRender

/// Layers' `contents`: gravity, sprites, nine-slice, filters, order and clipping, tiling, uploads.
final class ContentsTests: XCTestCase {
    private let gray = CGColor(red: 0.8, green: 0.8, blue: 0.8, alpha: 1)

    private func root(_ w: CGFloat, _ h: CGFloat, _ sublayers: [CALayer]) -> CALayer {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: w, height: h)
        for layer in sublayers { root.addSublayer(layer) }
        return root
    }

    // MARK: Gravity

    /// Every `contentsGravity`, one cell each, in `CALayerContentsGravity.all` order (4 × 3).
    func testEveryGravityGolden() throws {
        var cells: [CALayer] = []
        for (i, gravity) in CALayerContentsGravity.all.enumerated() {
            let x = CGFloat(10 + (i % 4) * 120), y = CGFloat(10 + (i / 4) * 90)
            let cell = contentLayer(
                ContentImages.arrow, frame: CGRect(x: x, y: y, width: 100, height: 70),
                gravity: gravity, background: gray)
            cell.name = gravity.rawValue
            cells.append(cell)
        }
        let image = try RenderHarness.render(root(490, 280, cells), size: CGSize(width: 490, height: 280))
        try GoldenImage.assertMatches(image, named: "contents-gravity")
    }

    /// Gravity names are y-up: `top` sits on the max-y edge, the visual bottom.
    func testTopGravityIsTheVisualBottom() throws {
        let top = contentLayer(
            ContentImages.arrow, frame: CGRect(x: 0, y: 0, width: 100, height: 70),
            gravity: .top, background: gray)
        let bottom = contentLayer(
            ContentImages.arrow, frame: CGRect(x: 0, y: 100, width: 100, height: 70),
            gravity: .bottom, background: gray)
        let image = try RenderHarness.render(root(100, 170, [top, bottom]), size: CGSize(width: 100, height: 170))
        // `top`: the image (32 × 24, centred) fills rows 46..<70; its green bottom bar is the last 4.
        XCTAssertEqual(image.rgb(50, 68), [40, 170, 70])
        XCTAssertEqual(image.rgb(50, 40), [204, 204, 204], "above the image: background")
        // `bottom`: rows 100..<124, green bar at 120..<124, background below.
        XCTAssertEqual(image.rgb(50, 121), [40, 170, 70])
        XCTAssertEqual(image.rgb(50, 130), [204, 204, 204])
        // Horizontally centred: columns 34..<66.
        XCTAssertEqual(image.rgb(33, 68), [204, 204, 204])
        XCTAssertEqual(image.rgb(34, 68), [40, 170, 70])
    }

    // MARK: contentsRect, contentsCenter, contentsScale

    /// Frame 3 of a four-frame sprite sheet, magnified with `nearest`.
    func testSpriteFromContentsRect() throws {
        var layers: [CALayer] = []
        for frame in 0..<4 {
            let sprite = contentLayer(
                ContentImages.sprites, frame: CGRect(x: 10 + frame * 50, y: 10, width: 40, height: 40))
            sprite.contentsRect = CGRect(x: CGFloat(frame) * 0.25, y: 0, width: 0.25, height: 1)
            sprite.magnificationFilter = .nearest
            layers.append(sprite)
        }
        let image = try RenderHarness.render(root(210, 60, layers), size: CGSize(width: 210, height: 60))
        XCTAssertEqual(image.rgb(11, 11), [220, 40, 40])
        XCTAssertEqual(image.rgb(98, 48), [40, 180, 60])
        XCTAssertEqual(image.rgb(111, 30), [40, 80, 220], "no bleeding from the neighbouring frame")
        XCTAssertEqual(image.rgb(198, 30), [230, 200, 30])
        try GoldenImage.assertMatches(image, named: "contents-sprite")
    }

    /// A nine-slice panel at three sizes: corners keep 8 points, edges and middle stretch;
    /// smaller than both corners, the corners shrink together.
    func testNineSliceAtThreeSizes() throws {
        let sizes: [(CGFloat, CGFloat)] = [(12, 12), (60, 30), (150, 100)]
        var x: CGFloat = 10
        var layers: [CALayer] = []
        for (w, h) in sizes {
            let panel = contentLayer(ContentImages.panel, frame: CGRect(x: x, y: 10, width: w, height: h))
            panel.contentsCenter = ContentImages.panelCenter
            panel.magnificationFilter = .nearest
            layers.append(panel)
            x += w + 10
        }
        let image = try RenderHarness.render(
            root(260, 120, layers), size: CGSize(width: 260, height: 120),
            background: .white)
        // 60 × 30 at (32, 10): the left corner is 8 points wide, then the edge colour.
        XCTAssertEqual(image.rgb(32 + 7, 10 + 4), [20, 40, 120])
        XCTAssertEqual(image.rgb(32 + 8, 10 + 4), [110, 160, 230])
        XCTAssertEqual(image.rgb(32 + 52, 10 + 4), [20, 40, 120], "right corner: the last 8 points")
        XCTAssertEqual(image.rgb(32 + 12, 10 + 10), [255, 255, 255], "stretched middle")
        XCTAssertEqual(image.rgb(32 + 30, 10 + 10), [150, 150, 150], "the middle's cross, stretched")
        XCTAssertEqual(image.rgb(32, 10), [255, 255, 255], "the transparent notch shows the canvas")
        // Nearest filtering puts some stretched edges' pixel centres exactly on texel boundaries:
        // llvmpipe and NVIDIA break that tie apart, one row or column either way.
        try GoldenImage.assertMatches(image, named: "contents-nine-slice", neighbourhood: 1)
    }

    /// `contentsScale` 2: a 32 × 24 image is 16 × 12 points.
    func testContentsScaleSetsNaturalSize() throws {
        let layer = contentLayer(
            ContentImages.arrow, frame: CGRect(x: 0, y: 0, width: 40, height: 40),
            gravity: .bottomLeft, background: gray)
        layer.contentsScale = 2
        let image = try RenderHarness.render(root(40, 40, [layer]), size: CGSize(width: 40, height: 40), scale: 2)
        // In device pixels (scale 2): the image covers 32 × 24 at the visual top-left.
        XCTAssertEqual(image.rgb(20, 22), [40, 170, 70], "green bar: image rows 20–23")
        XCTAssertEqual(image.rgb(20, 24), [204, 204, 204])
        XCTAssertEqual(image.rgb(32, 10), [204, 204, 204])
    }

    // MARK: Filters

    func testNearestKeepsHardEdgesAndLinearBlends() throws {
        let twoPixels = ContentImages.make(2, 1) { x, _ in x == 0 ? (255, 0, 0, 255) : (0, 0, 255, 255) }
        let nearest = contentLayer(twoPixels, frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        nearest.magnificationFilter = .nearest
        let linear = contentLayer(twoPixels, frame: CGRect(x: 0, y: 10, width: 100, height: 10))
        let image = try RenderHarness.render(root(100, 20, [nearest, linear]), size: CGSize(width: 100, height: 20))
        XCTAssertEqual(image.rgb(48, 5), [255, 0, 0])
        XCTAssertEqual(image.rgb(51, 5), [0, 0, 255])
        let middle = image.rgb(50, 15)
        XCTAssertTrue((100...155).contains(middle[0]) && (100...155).contains(middle[2]), "linear blends: \(middle)")
        XCTAssertEqual(image.rgb(2, 15), [255, 0, 0], "clamped at the edge")
    }

    /// A one-pixel checkerboard drawn 16 times smaller: trilinear (mipmaps) averages to grey;
    /// linear without mipmaps samples single texels and stays black or white.
    func testTrilinearUsesMipmaps() throws {
        // 250 texels over 16 pixels: sample points fall at varying places between texels.
        let checker = ContentImages.make(250, 250) { x, y in (x + y) % 2 == 0 ? (255, 255, 255, 255) : (0, 0, 0, 255) }
        let trilinear = contentLayer(checker, frame: CGRect(x: 0, y: 0, width: 16, height: 16))
        trilinear.minificationFilter = .trilinear
        let linear = contentLayer(checker, frame: CGRect(x: 16, y: 0, width: 16, height: 16))
        let image = try RenderHarness.render(root(32, 16, [trilinear, linear]), size: CGSize(width: 32, height: 16))
        for x in 2..<14 {
            XCTAssertTrue((110...145).contains(image.rgb(x, 8)[0]), "trilinear at \(x): \(image.rgb(x, 8))")
        }
        let linearValues = (18..<30).map { image.rgb($0, 8)[0] }
        XCTAssertGreaterThan(linearValues.max()! - linearValues.min()!, 40, "linear aliases: \(linearValues)")
    }

    /// `minificationFilterBias` moves the level trilinear minification reads. The image is a
    /// one-pixel checkerboard (left half) beside white (right half), 512 × 256 drawn 30 × 15:
    /// about 17 texels a pixel, level 4.1, where the checkerboard's half averages to grey. A
    /// bias of +6 asks for level 10, clamped to the 1 × 1 last level: the average of the whole
    /// image, (128 + 255) / 2 ≈ 191. A bias of -8 asks for a level below 0: level 0 sampled
    /// bilinearly, single texels again, black and white by turns. The three share the image
    /// and draw in one frame, the unbiased one between the others.
    func testMinificationFilterBiasMovesTheMipmapLevel() throws {
        let image = ContentImages.make(512, 256) { x, y in
            x >= 256 || (x + y) % 2 == 0 ? (255, 255, 255, 255) : (0, 0, 0, 255)
        }
        let layers = [6, 0, -8].enumerated().map { index, bias -> CALayer in
            let layer = contentLayer(image, frame: CGRect(x: 0, y: CGFloat(index * 15), width: 30, height: 15))
            layer.minificationFilter = .trilinear
            layer.minificationFilterBias = Float(bias)
            return layer
        }
        let rendered = try RenderHarness.render(root(30, 45, layers), size: CGSize(width: 30, height: 45))
        // Row 13 of each layer samples level 0 at v = 229.9 texels, near a texel row's centre: a
        // bilinear sample there keeps 80 % of the checkerboard's contrast (row 8, at 145.07,
        // would blend two rows almost evenly).
        let coarse = (2..<12).map { rendered.rgb($0, 13)[0] }
        let unbiased = (2..<12).map { rendered.rgb($0, 28)[0] }
        let fine = (2..<12).map { rendered.rgb($0, 43)[0] }
        XCTAssertTrue(unbiased.allSatisfy { (110...145).contains($0) }, "bias 0 averages to grey: \(unbiased)")
        XCTAssertTrue(coarse.allSatisfy { (170...215).contains($0) }, "bias +6 reads the last level: \(coarse)")
        XCTAssertGreaterThan(fine.max()! - fine.min()!, 40, "bias -8 reads level 0: \(fine)")
    }

    // MARK: Order and clipping

    func testContentsDrawAboveBackgroundBelowSublayersAndBorder() throws {
        let solidRed = ContentImages.make(2, 2) { _, _ in (255, 0, 0, 255) }
        let layer = contentLayer(
            solidRed, frame: CGRect(x: 0, y: 0, width: 60, height: 60),
            gravity: .center, background: blue)
        layer.borderWidth = 4
        layer.borderColor = .black
        layer.addSublayer(solidLayer(10, 10, at: 30, 30, green))
        let image = try RenderHarness.render(root(60, 60, [layer]), size: CGSize(width: 60, height: 60))
        XCTAssertEqual(image.rgb(10, 10), [0, 0, 255], "background around the centred 2 × 2 image")
        XCTAssertEqual(image.rgb(30, 30), [0, 255, 0], "sublayer over the contents")
        XCTAssertEqual(image.rgb(1, 30), [0, 0, 0], "border over everything")
        let big = contentLayer(solidRed, frame: CGRect(x: 0, y: 0, width: 60, height: 60), background: blue)
        let image2 = try RenderHarness.render(root(60, 60, [big]), size: CGSize(width: 60, height: 60))
        XCTAssertEqual(image2.rgb(5, 5), [255, 0, 0], "contents above the background")
    }

    /// `cornerRadius` clips contents only with `masksToBounds`; overflowing gravity is clipped only then too.
    func testCornerRadiusClipsContentsOnlyWithMasksToBounds() throws {
        let solidRed = ContentImages.make(4, 4) { _, _ in (255, 0, 0, 255) }
        let unmasked = contentLayer(solidRed, frame: CGRect(x: 10, y: 10, width: 60, height: 60))
        unmasked.cornerRadius = 20
        let masked = contentLayer(solidRed, frame: CGRect(x: 90, y: 10, width: 60, height: 60))
        masked.cornerRadius = 20
        masked.masksToBounds = true
        let overflow = contentLayer(solidRed, frame: CGRect(x: 30, y: 90, width: 20, height: 20), gravity: .center)
        overflow.contentsScale = 0.1  // 40 × 40 points in a 20 × 20 layer
        let clipped = contentLayer(solidRed, frame: CGRect(x: 110, y: 90, width: 20, height: 20), gravity: .center)
        clipped.contentsScale = 0.1
        clipped.masksToBounds = true
        let image = try RenderHarness.render(
            root(160, 140, [unmasked, masked, overflow, clipped]),
            size: CGSize(width: 160, height: 140))
        XCTAssertEqual(image.rgb(11, 11), [255, 0, 0], "no clip without masksToBounds")
        XCTAssertEqual(image.rgb(91, 11), [255, 255, 255], "rounded corner clipped")
        XCTAssertEqual(image.rgb(120, 40), [255, 0, 0])
        XCTAssertEqual(image.rgb(22, 92), [255, 0, 0], "overflowing contents drawn outside the bounds")
        XCTAssertEqual(image.rgb(102, 92), [255, 255, 255], "…unless masksToBounds")
        XCTAssertEqual(image.rgb(120, 100), [255, 0, 0])
    }

    // MARK: Tiling and uploads

    /// A 20000 × 300 image, wider than the texture size limit (16384, llvmpipe's; NVIDIA's 32768 is
    /// capped to it so every driver cuts the same tiles), drawn in tiles: whole (shrunk), and
    /// magnified around the seam, where it must match the same pixels drawn from one small texture.
    func testImageWiderThanMaxTextureSizeIsTiled() throws {
        // A renderer of its own, so only this test's textures are resident.
        let renderer = try Renderer(context: RenderHarness.context_(), textureSizeLimit: 16384)
        let wide = ContentImages.make(20000, 300, alpha: .premultipliedLast, ContentImages.widePixel)
        let limit = renderer.backend.capabilities.maxTextureSize
        XCTAssertEqual(limit, min(try maxTextureSize(), 16384))
        XCTAssertLessThan(limit, 20000, "this test needs an image wider than the texture size limit")
        let seam = limit - 2  // the first tile's interior ends here (ImageTileGrid)

        let whole = contentLayer(wide, frame: CGRect(x: 0, y: 0, width: 800, height: 12))
        whole.minificationFilter = .trilinear
        let zoomed = contentLayer(wide, frame: CGRect(x: 0, y: 20, width: 800, height: 100))
        zoomed.contentsRect = CGRect(x: CGFloat(seam - 80) / 20000, y: 0, width: 160.0 / 20000, height: 1)
        let tree = root(800, 120, [whole, zoomed]).makeRenderTree()
        let image = try renderer.render(tree, size: CGSize(width: 800, height: 120), background: .white)
        XCTAssertEqual(renderer.lastFrameStatistics.imageTextures, 2)
        XCTAssertEqual(renderer.lastFrameStatistics.textureBytesUploaded, (limit - 1 + 20000 - seam + 1) * 300 * 4)
        // The golden holds the magnified rows; the shrunk strip is checked by its block means below,
        // since drivers filter a 25:1 trilinear minification differently (llvmpipe aliases, NVIDIA
        // does not), and only where the tiles land is ours to test there.
        try GoldenImage.assertMatches(image, named: "contents-tiled", rows: 20..<120)
        for block in 0..<10 {
            var red = 0, green = 0, samples = 0
            for y in 2..<10 {
                for x in block * 80..<(block + 1) * 80 {
                    let p = image.rgb(x, y)
                    red += p[0]; green += p[1]; samples += 1
                }
            }
            // The source's mean over the block's 2,000 columns.
            var sourceRed = 0, sourceGreen = 0
            for x in block * 2000..<(block + 1) * 2000 {
                let p = ContentImages.widePixel(x, 0)
                sourceRed += Int(p.0); sourceGreen += Int(p.1)
            }
            XCTAssertEqual(Double(red) / Double(samples), Double(sourceRed) / 2000, accuracy: 16, "block \(block): red")
            XCTAssertEqual(
                Double(green) / Double(samples), Double(sourceGreen) / 2000, accuracy: 4, "block \(block): green")
        }

        // The same 160 columns (plus margins) cut out into a small image: one texture, no seam.
        let margin = 10
        let crop = ContentImages.make(180, 300, alpha: .premultipliedLast) { x, y in
            ContentImages.widePixel(seam - 80 - margin + x, y)
        }
        let reference = contentLayer(crop, frame: CGRect(x: 0, y: 20, width: 800, height: 100))
        reference.contentsRect = CGRect(x: CGFloat(margin) / 180, y: 0, width: 160.0 / 180, height: 1)
        let expected = try renderer.render(
            root(800, 120, [reference]).makeRenderTree(),
            size: CGSize(width: 800, height: 120), background: .white)
        var worst = 0
        for y in stride(from: 22, to: 118, by: 7) {
            for x in 0..<800 {
                worst = max(worst, zip(image.rgb(x, y), expected.rgb(x, y)).map { abs($0 - $1) }.max()!)
            }
        }
        XCTAssertLessThanOrEqual(worst, 3, "the tile seam shows")
    }

    /// Each image is uploaded once: a second frame of the same tree (or a changed one) sends no texels.
    func testImagesUploadOnce() throws {
        let renderer = try RenderHarness.renderer()
        let image = ContentImages.make(30, 20) { x, y in (UInt8(x * 8), UInt8(y * 12), 100, 255) }
        let first = contentLayer(image, frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        let second = contentLayer(image, frame: CGRect(x: 40, y: 0, width: 60, height: 40))
        let tree = root(100, 40, [first, second])
        _ = try renderer.render(tree.makeRenderTree(), size: CGSize(width: 100, height: 40))
        XCTAssertEqual(renderer.lastFrameStatistics.textureBytesUploaded, 30 * 20 * 4, "two layers, one image")
        second.position.x += 1
        _ = try renderer.render(tree.makeRenderTree(), size: CGSize(width: 100, height: 40))
        XCTAssertEqual(renderer.lastFrameStatistics.textureBytesUploaded, 0)
    }

    /// Contents lie in the layer's plane: under a perspective transform they stay inside
    /// the layer's projected outline.
    func testContentsFollowThe3DTransform() throws {
        let solidRed = ContentImages.make(4, 4) { _, _ in (255, 0, 0, 255) }
        let card = contentLayer(solidRed, frame: CGRect(x: 20, y: 20, width: 60, height: 60))
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 200
        card.transform = CATransform3DRotate(t, 0.8, 0, 1, 0)
        let image = try RenderHarness.render(root(100, 100, [card]), size: CGSize(width: 100, height: 100))
        XCTAssertEqual(image.rgb(50, 50), [255, 0, 0])
        XCTAssertEqual(image.rgb(22, 50), [255, 255, 255], "the turned card is narrower")
    }

    private func maxTextureSize() throws -> Int {
        try RenderHarness.context_().makeCurrent()
        var size: GLint = 0
        glGetIntegerv(GLenum(GL_MAX_TEXTURE_SIZE), &size)
        return Int(size)
    }
}
