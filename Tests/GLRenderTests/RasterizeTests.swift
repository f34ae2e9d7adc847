import Foundation
import LayerTree
import XCTest

@testable import GLRender

/// `shouldRasterize`: the raster cache's hits, misses and evictions from the renderer's own
/// statistics, and the bitmaps at pixels.
final class RasterizeTests: XCTestCase {
    /// A renderer of its own: these tests change the cache's budget and count its frames.
    private var renderer: Renderer!

    override func setUpWithError() throws {
        renderer = try Renderer(context: RenderHarness.context_())
    }

    override func tearDown() {
        renderer = nil
    }

    /// For the tests that read only statistics: the renderer runs on the recording backend, whose
    /// raster cache is the same `RasterCache` (hits, misses, budget and eviction alike), no GPU.
    private func useRecordingBackend() {
        renderer = Renderer(backend: RecordingBackend())
    }

    // MARK: The book's contacts list

    private static let listSize = CGSize(width: 200, height: 440)
    private static let rowHeight: CGFloat = 22

    /// A scrolling container of 20 visible rows, each a background, a rounded avatar (clipping
    /// an initial that sticks out), a title and a subtitle.
    private struct ContactsList {
        let root: CALayer
        let container: CALayer
        let rows: [CALayer]
    }

    private func contactsList(rasterize: Bool = true, rasterizationScale: CGFloat = 2) -> ContactsList {
        let root = solidLayer(Self.listSize.width, Self.listSize.height, at: 100, 220, .white)
        let container = solidLayer(Self.listSize.width, Self.listSize.height, at: 100, 220, nil)
        container.masksToBounds = true
        root.addSublayer(container)
        var rows: [CALayer] = []
        for i in 0..<20 {
            let shade = CGFloat(i % 2 == 0 ? 0.95 : 0.88)
            let row = solidLayer(
                200, Self.rowHeight, at: 100, Self.rowHeight * (CGFloat(i) + 0.5),
                CGColor(red: shade, green: shade, blue: 1, alpha: 1))
            row.shouldRasterize = rasterize
            row.rasterizationScale = rasterizationScale
            let avatar = solidLayer(
                18, 18, at: 13, 11,
                CGColor(
                    red: 0.2, green: 0.5 + CGFloat(i) / 50, blue: 0.3,
                    alpha: 1))
            avatar.cornerRadius = 9
            avatar.masksToBounds = true
            avatar.addSublayer(solidLayer(12, 12, at: 14, 14, CGColor(red: 0.9, green: 0.8, blue: 0.1, alpha: 1)))
            row.addSublayer(avatar)
            row.addSublayer(solidLayer(100, 6, at: 90, 8, CGColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)))
            row.addSublayer(solidLayer(60, 4, at: 70, 16, CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)))
            container.addSublayer(row)
            rows.append(row)
        }
        return ContactsList(root: root, container: container, rows: rows)
    }

    /// A whole frame: the cache is exercised when the layers are drawn again (a damage-tracked
    /// frame of a still list would draw nothing at all).
    private func render(_ root: CALayer, scale: CGFloat = 2) throws -> RGBAImage {
        try renderer.render(
            root.makeRenderTree(), size: Self.listSize, scale: scale, background: .white,
            fullRedraw: true)
    }

    private var stats: FrameStatistics { renderer.lastFrameStatistics }

    func testTheFirstFrameMissesAndStillFramesHit() throws {
        useRecordingBackend()
        let list = contactsList()
        _ = try render(list.root)
        XCTAssertEqual(stats.rasterCacheMisses, 20)
        XCTAssertEqual(stats.rasterCacheHits, 0)
        XCTAssertEqual(stats.offscreenPasses, 20, "each miss draws one bitmap")
        // 200 × 22 points at 2 pixels per point, RGBA8.
        XCTAssertEqual(stats.rasterCacheBytes, 20 * 400 * 44 * 4)
        XCTAssertEqual(stats.textureBytesUploaded, 0, "bitmaps are drawn on the GPU, never uploaded")

        for frame in 2...4 {
            _ = try render(list.root)
            XCTAssertEqual(stats.rasterCacheHits, 20, "frame \(frame)")
            XCTAssertEqual(stats.rasterCacheMisses, 0, "frame \(frame)")
            XCTAssertEqual(stats.offscreenPasses, 0, "frame \(frame): reused bitmaps are not drawn")
            XCTAssertEqual(stats.offscreenPixels, 0, "frame \(frame)")
            XCTAssertEqual(stats.rasterCacheBytes, 20 * 400 * 44 * 4, "frame \(frame)")
        }
        XCTAssertTrue(stats.reusedPreviousFrame, "a still list is neither planned nor uploaded again")
    }

    func testScrollingAndMovingRowsStillHit() throws {
        let list = contactsList()
        _ = try render(list.root)
        list.container.bounds.origin.y += 5
        let scrolled = try render(list.root)
        XCTAssertEqual(stats.rasterCacheHits, 20, "scrolling the container")
        XCTAssertEqual(stats.rasterCacheMisses, 0)

        for row in list.rows { row.position.x += 3 }
        list.rows[4].opacity = 0.5
        list.rows[7].transform = CATransform3DMakeScale(0.9, 0.9, 1)
        _ = try render(list.root)
        XCTAssertEqual(stats.rasterCacheHits, 20, "moving, fading and scaling rows keeps their bitmaps")
        XCTAssertEqual(stats.rasterCacheMisses, 0)

        // The scrolled frame drawn from the bitmaps is the scrolled list drawn directly.
        let direct = contactsList(rasterize: false)
        direct.container.bounds.origin.y += 5
        try assertSimilar(scrolled, try render(direct.root), tolerance: 2)
    }

    func testChangingOneRowsSublayerMissesForThatRowOnly() throws {
        let list = contactsList()
        _ = try render(list.root)
        _ = try render(list.root)
        list.rows[3].sublayers![1].backgroundColor = red
        let image = try render(list.root)
        XCTAssertEqual(stats.rasterCacheMisses, 1)
        XCTAssertEqual(stats.rasterCacheHits, 19)
        XCTAssertEqual(stats.offscreenPasses, 1)
        // Row 3's title (90 ± 50, 8 ± 3 in the row) is red now.
        XCTAssertTrue(image.matches(2 * 90, 2 * (3 * 22 + 8), red), "\(image.rgb(2 * 90, 2 * (3 * 22 + 8)))")
        _ = try render(list.root)
        XCTAssertEqual(stats.rasterCacheHits, 20, "the new bitmap is reused from then on")
    }

    func testTheBitmapMatchesTheDirectDrawingAtTheCanvasScale() throws {
        let direct = try render(contactsList(rasterize: false).root)
        XCTAssertEqual(stats.rasterCacheMisses, 0)
        let list = contactsList(rasterizationScale: 2)
        let missed = try render(list.root)
        XCTAssertEqual(stats.rasterCacheMisses, 20)
        let hit = try render(list.root)
        XCTAssertEqual(stats.rasterCacheHits, 20)
        try assertSimilar(missed, direct, tolerance: 2)
        XCTAssertEqual(hit, missed)
        // The avatar's rounded clip cuts the initial at its bottom-right corner: the row shows there.
        XCTAssertTrue(
            hit.matches(2 * 21, 2 * 19, CGColor(red: 0.95, green: 0.95, blue: 1, alpha: 1)),
            "\(hit.rgb(2 * 21, 2 * 19))")
    }

    func testABitmapOverTwoAndAHalfCanvasesIsNotCached() throws {
        // Core Animation caches no bitmap larger than 2.5 times the screen: such a layer draws directly.
        func scene(width: CGFloat) -> CALayer {
            let root = solidLayer(100, 100, at: 50, 50, .white)
            let layer = solidLayer(width, 100, at: width / 2, 50, blue)
            layer.addSublayer(solidLayer(20, 20, at: 10, 10, red))
            layer.shouldRasterize = true
            root.addSublayer(layer)
            return root
        }
        let size = CGSize(width: 100, height: 100)
        // 250 × 100 points at scale 1: 2.5 canvases, the largest bitmap cached.
        _ = try renderer.render(scene(width: 250).makeRenderTree(), size: size, scale: 1, background: .white)
        XCTAssertEqual(stats.rasterCacheMisses, 1)
        XCTAssertEqual(stats.offscreenPixels, 25_000)
        let direct = try renderer.render(scene(width: 251).makeRenderTree(), size: size, scale: 1, background: .white)
        XCTAssertEqual(stats.rasterCacheMisses + stats.rasterCacheHits, 0, "drawn directly")
        XCTAssertEqual(stats.offscreenPixels, 0)
        XCTAssertTrue(direct.matches(10, 10, red) && direct.matches(60, 60, blue))
    }

    func testALowRasterizationScaleBlurs() throws {
        // A blue layer whose left half is red: a hard vertical edge at x = 50 points.
        func scene(_ rasterizationScale: CGFloat) -> CALayer {
            let root = solidLayer(100, 40, at: 50, 20, .white)
            let layer = solidLayer(100, 40, at: 50, 20, blue)
            layer.addSublayer(solidLayer(50, 40, at: 25, 20, red))
            layer.shouldRasterize = true
            layer.rasterizationScale = rasterizationScale
            root.addSublayer(layer)
            return root
        }
        /// Pixels along the middle row that are neither red nor blue.
        func mixed(_ image: RGBAImage) -> Int {
            (0..<image.width).filter {
                !image.matches($0, image.height / 2, red, tolerance: 8)
                    && !image.matches($0, image.height / 2, blue, tolerance: 8)
            }.count
        }
        let size = CGSize(width: 100, height: 40)
        let sharp = try renderer.render(scene(2).makeRenderTree(), size: size, scale: 2, background: .white)
        XCTAssertEqual(mixed(sharp), 0, "at the canvas scale the edge stays hard")
        let blurred = try renderer.render(scene(0.25).makeRenderTree(), size: size, scale: 2, background: .white)
        XCTAssertEqual(stats.rasterCacheMisses, 1)
        // One bitmap pixel spans 8 canvas pixels: linear filtering spreads the edge over about 8.
        XCTAssertGreaterThanOrEqual(mixed(blurred), 6, "a quarter-scale bitmap is magnified 8×")
        XCTAssertTrue(blurred.matches(10, 40, red, tolerance: 8), "far from the edge the colour holds")
        XCTAssertTrue(blurred.matches(190, 40, blue, tolerance: 8))
    }

    func testAHitPlansNothingOfTheSubtree() throws {
        useRecordingBackend()
        let list = contactsList()
        func plan() -> DisplayList {
            var planner = Planner(tree: list.root.makeRenderTree(), maxTextureSize: 4096)
            planner.raster = renderer.rasterPlanning(renderer.backend.frameContext())
            return planner.plan(size: Self.listSize, scale: 2, background: .white)
        }
        let missed = plan()
        XCTAssertEqual(missed.passes.filter { $0.raster?.isHit == false }.count, 20)
        _ = try render(list.root)
        let hit = plan()
        let rasterPasses = hit.passes.compactMap(\.raster)
        XCTAssertEqual(rasterPasses.count, 20)
        XCTAssertTrue(rasterPasses.allSatisfy(\.isHit))
        XCTAssertTrue(hit.passes.dropLast().allSatisfy(\.items.isEmpty), "no item of a row is planned")
        XCTAssertEqual(hit.passes.last?.items.count, 21, "the root's background and one quad per row")
    }

    func testNestedRasterizedLayersCompositeFromTheirOwnBitmaps() throws {
        func scene(rasterize: Bool) -> (CALayer, CALayer) {
            let root = solidLayer(100, 60, at: 50, 30, .white)
            let outer = solidLayer(80, 40, at: 50, 30, CGColor(red: 0.9, green: 0.9, blue: 0.6, alpha: 1))
            let inner = solidLayer(30, 30, at: 20, 20, blue)
            inner.cornerRadius = 8
            inner.addSublayer(solidLayer(10, 10, at: 15, 15, red))
            outer.addSublayer(inner)
            root.addSublayer(outer)
            for layer in [outer, inner] {
                layer.shouldRasterize = rasterize
                layer.rasterizationScale = 2
            }
            return (root, outer)
        }
        let size = CGSize(width: 100, height: 60)
        let direct = try renderer.render(scene(rasterize: false).0.makeRenderTree(), size: size, scale: 2)
        let (root, outer) = scene(rasterize: true)
        let first = try renderer.render(root.makeRenderTree(), size: size, scale: 2, fullRedraw: true)
        XCTAssertEqual(stats.rasterCacheMisses, 2, "the inner bitmap, then the outer one drawn from it")
        try assertSimilar(first, direct, tolerance: 2)
        _ = try renderer.render(root.makeRenderTree(), size: size, scale: 2, fullRedraw: true)
        XCTAssertEqual(stats.rasterCacheHits, 1, "the outer bitmap holds the inner one: the inner is not visited")
        XCTAssertEqual(stats.rasterCacheMisses, 0)
        outer.backgroundColor = green
        let changed = try renderer.render(root.makeRenderTree(), size: size, scale: 2, fullRedraw: true)
        XCTAssertEqual(stats.rasterCacheMisses, 1, "the outer bitmap is drawn again")
        XCTAssertEqual(stats.rasterCacheHits, 1, "from the inner one, still cached")
        XCTAssertTrue(changed.matches(2 * 12, 2 * 12, green), "\(changed.rgb(24, 24))")
        XCTAssertTrue(changed.matches(2 * 30, 2 * 30, red), "\(changed.rgb(60, 60))")
    }

    func testTurningARasterizedLayerIn3DStillHits() throws {
        useRecordingBackend()
        let list = contactsList()
        list.rows[9].sublayers![1].isDoubleSided = false
        _ = try render(list.root)
        var turn = CATransform3DIdentity
        turn.m34 = -1 / 500
        list.rows[2].transform = CATransform3DRotate(turn, 0.6, 1, 0, 0)
        // Seen from behind, drawn mirrored: the same bitmap.
        list.rows[5].transform = CATransform3DRotate(turn, .pi, 0, 1, 0)
        _ = try render(list.root)
        XCTAssertEqual(stats.rasterCacheHits, 20)
        XCTAssertEqual(stats.rasterCacheMisses, 0)
        // Unless a single-sided sublayer disappears from behind.
        list.rows[9].transform = CATransform3DRotate(turn, .pi, 0, 1, 0)
        _ = try render(list.root)
        XCTAssertEqual(stats.rasterCacheHits, 19)
        XCTAssertEqual(stats.rasterCacheMisses, 1, "the facing side changes row 9's bitmap")
    }

    // MARK: Eviction

    func testATinyBudgetEvictsLeastRecentlyUsedBitmaps() throws {
        let rowBytes = 400 * 44 * 4
        renderer.rasterCacheBudget = 5 * rowBytes
        let list = contactsList()
        _ = try render(list.root)
        XCTAssertEqual(stats.rasterCacheMisses, 20)
        XCTAssertEqual(stats.rasterCacheBytes, 5 * rowBytes, "15 bitmaps evicted at the end of the frame")
        _ = try render(list.root)
        XCTAssertEqual(stats.rasterCacheHits, 5, "the 5 most recently drawn rows survived")
        XCTAssertEqual(stats.rasterCacheMisses, 15)
        XCTAssertLessThanOrEqual(stats.rasterCacheBytes, 5 * rowBytes)

        renderer.rasterCacheBudget = 0
        let image = try render(list.root)
        XCTAssertEqual(stats.rasterCacheMisses + stats.rasterCacheHits, 20)
        XCTAssertEqual(stats.rasterCacheBytes, 0)
        _ = try render(list.root)
        XCTAssertEqual(stats.rasterCacheMisses, 20, "with no budget every frame draws every bitmap")
        XCTAssertFalse(stats.reusedPreviousFrame)
        try assertSimilar(image, try render(contactsList(rasterize: false).root), tolerance: 2)
    }

    func testBitmapsUnusedForSomeFramesAreDropped() throws {
        useRecordingBackend()
        renderer.rasterCacheMaxUnusedFrames = 3
        let list = contactsList()
        _ = try render(list.root)
        let other = solidLayer(200, 440, at: 100, 220, red)
        for frame in 1...3 {
            _ = try render(other)
            XCTAssertEqual(stats.rasterCacheBytes, frame < 3 ? 20 * 400 * 44 * 4 : 0, "unused frame \(frame)")
        }
        _ = try render(list.root)
        XCTAssertEqual(stats.rasterCacheMisses, 20)
    }

    // MARK: Debug overlay

    func testTheRasterizeOverlayTintsHitsGreenAndMissesRed() throws {
        func scene() -> (CALayer, CALayer) {
            let root = solidLayer(100, 40, at: 50, 20, .white)
            let rasterized = solidLayer(40, 40, at: 20, 20, blue)
            rasterized.shouldRasterize = true
            root.addSublayer(rasterized)
            root.addSublayer(solidLayer(40, 40, at: 80, 20, blue))
            return (root, rasterized)
        }
        renderer.debugOverlays = [.rasterize]
        let (root, rasterized) = scene()
        let size = CGSize(width: 100, height: 40)
        let first = try renderer.render(
            root.makeRenderTree(), size: size, scale: 1, background: .white, fullRedraw: true)
        // Half red over blue: (128, 0, 128).
        XCTAssertTrue(
            first.matches(20, 20, CGColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)), "miss: \(first.rgb(20, 20))")
        XCTAssertTrue(first.matches(80, 20, blue), "the neighbour is not rasterized: untinted")
        let second = try renderer.render(
            root.makeRenderTree(), size: size, scale: 1, background: .white, fullRedraw: true)
        XCTAssertTrue(
            second.matches(20, 20, CGColor(red: 0, green: 0.5, blue: 0.5, alpha: 1)), "hit: \(second.rgb(20, 20))")
        XCTAssertTrue(second.matches(80, 20, blue))
        XCTAssertTrue(second.matches(50, 20, .white), "nothing between them")

        rasterized.backgroundColor = red
        let changed = try renderer.render(
            root.makeRenderTree(), size: size, scale: 1, background: .white, fullRedraw: true)
        XCTAssertTrue(changed.matches(20, 20, red), "a miss again: red over red: \(changed.rgb(20, 20))")

        renderer.debugOverlays = []
        let plain = try renderer.render(
            root.makeRenderTree(), size: size, scale: 1, background: .white, fullRedraw: true)
        XCTAssertTrue(plain.matches(20, 20, red))
        XCTAssertEqual(stats.rasterCacheHits, 1, "switching the overlay off keeps the bitmap")
    }

    // MARK: Helpers

    /// Every pixel within `tolerance` on every channel.
    private func assertSimilar(
        _ a: RGBAImage, _ b: RGBAImage, tolerance: Int, file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        XCTAssertEqual(a.width, b.width, file: file, line: line)
        XCTAssertEqual(a.height, b.height, file: file, line: line)
        var worst = 0
        var at = (0, 0)
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a.pixel(x: x, y: y), q = b.pixel(x: x, y: y)
                let d = max(
                    abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)),
                    abs(Int(p.a) - Int(q.a)))
                if d > worst { (worst, at) = (d, (x, y)) }
            }
        }
        XCTAssertLessThanOrEqual(
            worst, tolerance, "largest difference at \(at): \(a.rgb(at.0, at.1)) vs \(b.rgb(at.0, at.1))",
            file: file, line: line)
    }
}
