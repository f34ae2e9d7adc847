import Foundation
import ImageCodecs
import XCTest

@testable import GLRender
@testable import LayerTree

/// `CATiledLayer` on screen: tiles drawn at the level of detail the on-screen scale needs, and
/// an image cut into tiles that looks as the image drawn whole does, without seams.
final class TiledLayerRenderTests: XCTestCase {
    /// Fills each tile with a colour that says its level: the tile's pixels per point, read
    /// from its bitmap's width over the points its clip covers.
    final class LevelColorLayer: CATiledLayer {
        static let colors: [CGFloat: CGColor] = [
            2: CGColor(red: 1, green: 1, blue: 0, alpha: 1), 1: red, 0.5: green, 0.25: blue,
        ]
        override func draw(in ctx: CGContext) {
            let clip = ctx.boundingBoxOfClipPath
            let density = CGFloat(ctx.width) / clip.width
            ctx.setFillColor(Self.colors[density] ?? .black)
            ctx.fill(clip)
        }
    }

    /// Renders `root` on a `size` canvas after drawing its visible tiles, and keeps the PNG.
    private func render(_ root: CALayer, size: CGFloat, _ name: String) throws -> RGBAImage {
        _ = try RenderHarness.renderer()  // installs the backing-store factory the tiles draw with
        CATiledLayer.drawVisibleTiles(in: root, at: 0)
        let image = try RenderHarness.render(root, size: CGSize(width: size, height: size))
        try RenderHarness.keep(image, named: "tiled-\(name)")
        return image
    }

    func testTheLevelOfDetailFollowsTheScale() throws {
        // levelsOfDetail 3 with a bias of 1: 2×, 1× and ½; at ¼ the coarsest, ½, is used.
        let expected: [(scale: CGFloat, density: CGFloat)] = [(2, 2), (1, 1), (0.5, 0.5), (0.25, 0.5)]
        for (scale, density) in expected {
            let root = solidLayer(200, 200, at: 100, 100, nil)
            let tiled = LevelColorLayer()
            tiled.bounds = CGRect(x: 0, y: 0, width: 1600, height: 1600)
            tiled.anchorPoint = .zero
            tiled.position = .zero
            tiled.tileSize = CGSize(width: 64, height: 64)
            tiled.levelsOfDetail = 3
            tiled.levelsOfDetailBias = 1
            tiled.transform = CATransform3DMakeScale(scale, scale, 1)
            root.addSublayer(tiled)
            let image = try render(root, size: 200, "level-\(scale)")
            let want = try XCTUnwrap(LevelColorLayer.colors[density])
            for (x, y) in [(3, 3), (100, 100), (196, 196), (130, 40)] {
                XCTAssertTrue(image.matches(x, y, want), "scale \(scale): (\(x), \(y)) is \(image.rgb(x, y))")
            }
            // Only the visible tiles were drawn: the canvas's 200 points of the layer's 1600.
            let side = 64 / density * scale  // a tile's side on the canvas
            let visible = Int((200 / side).rounded(.up))
            XCTAssertEqual(tiled.tileCache.storedTiles.count, visible * visible, "scale \(scale)")
        }
    }

    /// A 1024×1024 image of smooth gradients and a diagonal wave: every tile boundary would show.
    private static let picture: CGImage = {
        let side = 1024
        var pixels = [UInt8](repeating: 255, count: side * side * 4)
        for y in 0..<side {
            for x in 0..<side {
                let i = (y * side + x) * 4
                let wave = sin(Double(x + y) * 2 * .pi / 80)
                pixels[i] = UInt8(Double(x) / Double(side - 1) * 255)
                pixels[i + 1] = UInt8(Double(y) / Double(side - 1) * 255)
                pixels[i + 2] = UInt8((wave * 0.5 + 0.5) * 255)
            }
        }
        return CGImage(width: side, height: side, pixels: pixels)!
    }()

    func testAnImageCutIntoTilesHasNoSeams() throws {
        // 64-pixel tiles at three scales (level 0 at 1 and ¾, level 1 at ½), against the image drawn whole.
        for scale in [1, 0.75, 0.5] as [CGFloat] {
            func scene(tiled: Bool) -> CALayer {
                let root = solidLayer(300, 300, at: 150, 150, nil)
                let layer: CALayer
                if tiled {
                    let tiledLayer = TiledImageLayer()
                    tiledLayer.image = Self.picture
                    tiledLayer.tileSize = CGSize(width: 64, height: 64)
                    tiledLayer.levelsOfDetail = 3
                    layer = tiledLayer
                } else {
                    layer = CALayer()
                    layer.contents = Self.picture
                }
                layer.bounds = CGRect(x: 0, y: 0, width: 400, height: 400)
                layer.anchorPoint = .zero
                layer.position = CGPoint(x: 7, y: 5)
                layer.transform = CATransform3DMakeScale(scale, scale, 1)
                root.addSublayer(layer)
                return root
            }
            let tiled = try render(scene(tiled: true), size: 300, "seams-\(scale)")
            let whole = try render(scene(tiled: false), size: 300, "whole-\(scale)")
            let covered = Int((7 + 400 * scale).rounded(.down)) - 1
            var worst = 0, worstAt = (0, 0)
            for y in 6..<min(covered, 299) {
                for x in 8..<min(covered, 299) {
                    let a = tiled.rgb(x, y), b = whole.rgb(x, y)
                    let difference = zip(a, b).map { abs($0 - $1) }.max()!
                    if difference > worst { (worst, worstAt) = (difference, (x, y)) }
                }
            }
            XCTAssertLessThanOrEqual(
                worst, 6,
                "scale \(scale): worst at \(worstAt): \(tiled.rgb(worstAt.0, worstAt.1)) "
                    + "against \(whole.rgb(worstAt.0, worstAt.1))")
        }
    }

    func testASceneFileTiledLayerDrawsItsImageAsContentsWould() throws {
        // The same photo as contents (left) and cut into 32-pixel tiles (right), settled by the render.
        let json = #"""
            {"size": [260, 100], "background": "#ffffff", "root": {"bounds": [0, 0, 260, 100], "anchorPoint": [0, 0],
              "sublayers": [
                {"frame": [5, 5, 120, 90], "contents": "photo.jpg"},
                {"type": "tiled", "frame": [135, 5, 120, 90], "tiles": "photo.jpg", "tileSize": [32, 32]}]}}
            """#
        let images = RenderHarness.fixtures.deletingLastPathComponent().appendingPathComponent("images/")
        let scene = try SceneDecoder(imageLoader: ImageDecoder.shared).decode(Data(json.utf8), baseURL: images)
        XCTAssertEqual(scene.contentErrors, [])
        let image = try RenderHarness.renderer().render(scene)
        try RenderHarness.keep(image, named: "tiled-scene")
        var worst = 0
        for y in 6..<94 {
            for x in 6..<124 {
                worst = max(worst, zip(image.rgb(x, y), image.rgb(x + 130, y)).map { abs($0 - $1) }.max()!)
            }
        }
        XCTAssertLessThanOrEqual(worst, 6, "the tiled half differs from the contents half")
        XCTAssertFalse(image.matches(190, 50, .white), "the tiles are drawn")
    }

    /// 20,000 × 40 pixels: red, green, blue and yellow quarters, the last 500 pixels magenta.
    private static let strip: CGImage = {
        let width = 20_000, height = 40
        let colors: [[UInt8]] = [[255, 0, 0], [0, 255, 0], [0, 0, 255], [255, 255, 0], [255, 0, 255]]
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for x in 0..<width {
            let c = colors[x >= width - 500 ? 4 : x / 5000]
            for y in 0..<height { pixels.replaceSubrange((y * width + x) * 4..<(y * width + x) * 4 + 3, with: c) }
        }
        return CGImage(width: width, height: height, pixels: pixels)!
    }()

    func testAnImageWiderThanTheLargestTextureShowsAtEveryZoom() throws {
        let limit = try RenderHarness.renderer().backend.capabilities.maxTextureSize
        XCTAssertGreaterThan(Self.strip.width, min(limit, 16384), "wider than a texture can be")
        func scene(scale: CGFloat, x: CGFloat) -> (CALayer, TiledImageLayer) {
            let root = solidLayer(200, 40, at: 100, 20, nil)
            let layer = TiledImageLayer()
            layer.image = Self.strip
            layer.bounds = CGRect(x: 0, y: 0, width: 20_000, height: 4_000)  // the strip stretched 100× down
            layer.anchorPoint = .zero
            layer.position = CGPoint(x: x, y: 0)
            layer.levelsOfDetail = 10
            layer.transform = CATransform3DMakeScale(scale, scale, 1)
            root.addSublayer(layer)
            return (root, layer)
        }
        // The whole strip in 200 × 40 pixels (level 6: 1/64): four 50-pixel quarters, magenta at the end.
        let (whole, wholeLayer) = scene(scale: 0.01, x: 0)
        var image = try renderStrip(whole, "strip-whole")
        for (x, color) in [(25, red), (75, green), (125, blue), (170, CGColor(red: 1, green: 1, blue: 0, alpha: 1))] {
            XCTAssertTrue(image.matches(x, 20, color, tolerance: 8), "(\(x), 20): \(image.rgb(x, 20))")
        }
        XCTAssertTrue(
            image.matches(199, 20, CGColor(red: 1, green: 0, blue: 1, alpha: 1), tolerance: 40), "\(image.rgb(199, 20))"
        )
        XCTAssertEqual(wholeLayer.tileCache.storedTiles.count, 2, "two level-6 tiles of 16 384 points")
        // Its far end at full size, past any texture's width: yellow, then the magenta 500 pixels.
        let (end, endLayer) = scene(scale: 1, x: -19_400)
        image = try renderStrip(end, "strip-end")
        XCTAssertTrue(image.matches(50, 20, CGColor(red: 1, green: 1, blue: 0, alpha: 1)), "\(image.rgb(50, 20))")
        XCTAssertTrue(image.matches(150, 20, CGColor(red: 1, green: 0, blue: 1, alpha: 1)), "\(image.rgb(150, 20))")
        XCTAssertEqual(
            endLayer.tileCache.storedTiles.count, 2, "only the tiles on screen: 19 400…19 600 of 256-point tiles")
    }

    private func renderStrip(_ root: CALayer, _ name: String) throws -> RGBAImage {
        _ = try RenderHarness.renderer()
        CATiledLayer.drawVisibleTiles(in: root, at: 0)
        let image = try RenderHarness.render(root, size: CGSize(width: 200, height: 40))
        try RenderHarness.keep(image, named: "tiled-\(name)")
        return image
    }
}
