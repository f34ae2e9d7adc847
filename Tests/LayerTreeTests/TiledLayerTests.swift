import Foundation
import Synchronization
import XCTest

@testable import LayerTree

/// `CATiledLayer` without pixels: its levels of detail, which tiles a frame shows and asks
/// for, their fade, the byte budget and invalidation. Tiles are drawn by `TileCountingContext`,
/// which makes a bitmap of the tile's size and counts the drawings.
final class TiledLayerTests: XCTestCase {
    /// A context whose image is its size, opaque; counts the tiles made.
    final class TileCountingContext: CGContext {
        /// Tiles are drawn on the drawing workers, several at once.
        static let made = Atomic<Int>(0)
        override func makeImage(previous: CGImage?, region: CGImageUpdateRegion?) -> CGImage? {
            Self.made.add(1, ordering: .relaxed)
            return CGImage(width: width, height: height, pixels: [UInt8](repeating: 255, count: width * height * 4))
        }
    }

    private var previousFactory: ((Int, Int) -> CGContext?)?

    override func setUp() {
        super.setUp()
        previousFactory = CALayer.backingStoreFactory
        CALayer.backingStoreFactory = { TileCountingContext(width: $0, height: $1) }
        TileCountingContext.made.store(0, ordering: .relaxed)
    }

    override func tearDown() {
        AsyncDisplay.shared.waitUntilIdle()
        CALayer.backingStoreFactory = previousFactory
        super.tearDown()
    }

    /// A 400×300 root holding a 1000×1000 tiled layer at its origin, tiles of 100 pixels.
    private func makeTree() -> (root: CALayer, tiled: CATiledLayer) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 400, height: 300)
        let tiled = CATiledLayer()
        tiled.frame = CGRect(x: 0, y: 0, width: 1000, height: 1000)
        tiled.tileSize = CGSize(width: 100, height: 100)
        root.addSublayer(tiled)
        return (root, tiled)
    }

    /// The tile nodes under the tiled layer's node in `tree` (named "… tile").
    private func tileNodes(_ tree: RenderTree) -> [RenderNode] {
        tree.nodes.filter { $0.name?.hasSuffix(" tile") == true }
    }

    // MARK: Properties

    func testDefaultsAreCoreAnimations() {
        let tiled = CATiledLayer()
        XCTAssertEqual(tiled.tileSize, CGSize(width: 256, height: 256))
        XCTAssertEqual(tiled.levelsOfDetail, 1)
        XCTAssertEqual(tiled.levelsOfDetailBias, 0)
        XCTAssertEqual(CATiledLayer.fadeDuration(), 0.25)
        XCTAssertFalse(tiled.masksToBounds)
        for key in ["tileSize", "levelsOfDetail", "levelsOfDetailBias"] {
            XCTAssertFalse(CATiledLayer.animatableKeys.contains(key), "\(key) does not animate")
        }
        XCTAssertEqual(tiled.value(forKey: "tileSize") as? CGSize, CGSize(width: 256, height: 256))
    }

    // MARK: Levels of detail

    func testLevelsAreHalvingScalesShiftedByTheBias() {
        let grid = TileGrid(
            bounds: CGRect(x: 0, y: 0, width: 1000, height: 1000), tileSize: CGSize(width: 256, height: 256),
            contentsScale: 1, levelsOfDetail: 4, levelsOfDetailBias: 1)
        XCTAssertEqual(grid.finestLevel, -1, "a bias of 1 makes the first level 2×")
        XCTAssertEqual(grid.coarsestLevel, 2)
        let expected: [(CGFloat, Int)] = [
            (4, -1), (2, -1), (1.5, -1), (1, 0), (0.75, 0), (0.5, 1), (0.3, 1), (0.25, 2), (0.1, 2),
        ]
        for (density, level) in expected {
            XCTAssertEqual(grid.level(forPixelsPerPoint: density), level, "\(density) pixels a point")
        }
        // A contentsScale of 2 (a Retina screen) needs twice the pixels for the same level.
        let retina = TileGrid(
            bounds: grid.bounds, tileSize: grid.tileSize, contentsScale: 2, levelsOfDetail: 4,
            levelsOfDetailBias: 0)
        XCTAssertEqual(retina.level(forPixelsPerPoint: 2), 0)
        XCTAssertEqual(retina.level(forPixelsPerPoint: 1), 1)
        XCTAssertEqual(retina.tilePoints(atLevel: 0), CGSize(width: 128, height: 128))
    }

    func testLevelsSmallerThanAPixelAreDropped() {
        let grid = TileGrid(
            bounds: CGRect(x: 0, y: 0, width: 100, height: 40), tileSize: CGSize(width: 256, height: 256),
            contentsScale: 1, levelsOfDetail: 20, levelsOfDetailBias: 0)
        XCTAssertEqual(grid.coarsestLevel, 5, "40 points at 2^-5 is 1.25 pixels; at 2^-6, 0.625")
    }

    func testTilesCoverTheBoundsInWholePixels() {
        let grid = TileGrid(
            bounds: CGRect(x: 0, y: 0, width: 600, height: 300), tileSize: CGSize(width: 256, height: 256),
            contentsScale: 1, levelsOfDetail: 2, levelsOfDetailBias: 0)
        XCTAssertEqual(grid.tiles(atLevel: 0, in: grid.bounds).count, 6)
        let corner = TileKey(level: 0, column: 2, row: 1)
        XCTAssertTrue(grid.pixelSize(of: corner) == (88, 44))
        XCTAssertEqual(grid.rect(of: corner), CGRect(x: 512, y: 256, width: 88, height: 44))
        // Level 1: a tile covers 512 points.
        XCTAssertEqual(grid.tiles(atLevel: 1, in: grid.bounds).map(\.column), [0, 1])
        XCTAssertTrue(grid.pixelSize(of: TileKey(level: 1, column: 1, row: 0)) == (44, 150))
        // Only the tiles meeting a rectangle.
        XCTAssertEqual(
            grid.tiles(atLevel: 0, in: CGRect(x: 300, y: 10, width: 10, height: 10)),
            [TileKey(level: 0, column: 1, row: 0)])
        XCTAssertEqual(
            grid.tiles(atLevel: 0, in: CGRect(x: 700, y: 0, width: 10, height: 10)), [], "outside the bounds")
    }

    // MARK: What a frame shows

    func testOnlyTheVisibleTilesAreDrawnAndTheyFadeIn() throws {
        let (root, tiled) = makeTree()
        // The root shows 400×300 of the layer: 4 × 3 tiles of level 0.
        XCTAssertEqual(tileNodes(root.makeRenderTree(at: 10)).count, 0, "nothing drawn yet")
        AsyncDisplay.shared.waitUntilIdle()
        XCTAssertEqual(TileCountingContext.made.load(ordering: .relaxed), 12)
        XCTAssertEqual(tiled.tileCache.storedTiles.count, 12)
        var tiles = tileNodes(root.makeRenderTree(at: 10))
        XCTAssertEqual(tiles.count, 12)
        XCTAssertEqual(Set(tiles.map(\.opacity)), [0], "the first frame showing a tile starts its fade")
        tiles = tileNodes(root.makeRenderTree(at: 10.125))
        XCTAssertEqual(tiles.first?.opacity ?? -1, 0.5, accuracy: 1e-9)
        tiles = tileNodes(root.makeRenderTree(at: 10.25))
        XCTAssertEqual(Set(tiles.map(\.opacity)), [1])
        let last = try XCTUnwrap(tiles.last)
        XCTAssertEqual(last.position, CGPoint(x: 350, y: 250))
        XCTAssertEqual(last.bounds.size, CGSize(width: 100, height: 100))
        XCTAssertEqual(last.contents?.image.width, 100)
        XCTAssertEqual(TileCountingContext.made.load(ordering: .relaxed), 12, "drawn once")
    }

    func testAScrollLayerAndAScaleChooseTheTilesAndTheirLevel() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 1000, height: 1000)
        let scroller = CAScrollLayer()
        scroller.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let tiled = CATiledLayer()
        tiled.bounds = CGRect(x: 0, y: 0, width: 2000, height: 2000)
        tiled.anchorPoint = .zero
        tiled.tileSize = CGSize(width: 64, height: 64)
        tiled.levelsOfDetail = 3
        tiled.transform = CATransform3DMakeScale(0.5, 0.5, 1)  // a point of the layer is half a pixel
        root.addSublayer(scroller)
        scroller.addSublayer(tiled)
        scroller.scroll(to: CGPoint(x: 100, y: 0))
        let area = tiled.visibleArea()
        XCTAssertEqual(area?.rect, CGRect(x: 200, y: 0, width: 200, height: 200))
        XCTAssertEqual(area?.pixelsPerPoint ?? 0, 0.5, accuracy: 1e-9)
        _ = root.makeRenderTree(at: 0)
        AsyncDisplay.shared.waitUntilIdle()
        // Level 1 tiles cover 128 points: columns 1…3 (128…512) and rows 0…1 meet 200…400 × 0…200.
        let tiles = tileNodes(root.makeRenderTree(at: 0))
        XCTAssertEqual(tiles.count, 6)
        XCTAssertEqual(Set(tiles.map(\.bounds.size)), [CGSize(width: 128, height: 128)])
        XCTAssertEqual(Set(tiles.map { $0.contents?.image.width }), [64])
        // Scrolled out of sight: no tile.
        scroller.scroll(to: CGPoint(x: 5000, y: 0))
        XCTAssertNil(tiled.visibleArea())
    }

    func testOtherLevelsShowBeneathUntilTheNewLevelIsDrawn() {
        let (root, tiled) = makeTree()
        tiled.levelsOfDetail = 2
        _ = root.makeRenderTree(at: 0)
        AsyncDisplay.shared.waitUntilIdle()
        _ = root.makeRenderTree(at: 0)  // level 0 tiles shown
        tiled.transform = CATransform3DMakeScale(0.5, 0.5, 1)  // now level 1 is wanted
        let tiles = tileNodes(root.makeRenderTree(at: 1))
        XCTAssertFalse(tiles.isEmpty)
        XCTAssertEqual(Set(tiles.map(\.bounds.size)), [CGSize(width: 100, height: 100)], "level 0 tiles meanwhile")
        AsyncDisplay.shared.waitUntilIdle()
        let settled = tileNodes(root.makeRenderTree(at: 2))
        XCTAssertTrue(settled.contains { $0.bounds.size == CGSize(width: 200, height: 200) }, "level 1 tiles on top")
        let last = tileNodes(root.makeRenderTree(at: 3))
        XCTAssertEqual(Set(last.map(\.bounds.size)), [CGSize(width: 200, height: 200)], "faded in: the old level goes")
    }

    func testFramesAreAskedForWhileTilesAreDrawnAndFade() {
        let (root, _) = makeTree()
        XCTAssertEqual(root.nextFrameTime(after: 0), .infinity, "no tile asked for yet")
        _ = root.makeRenderTree(at: 1)
        XCTAssertEqual(CommittedTree(root).nextFrameTime(after: 1), 1, "tiles being drawn")
        AsyncDisplay.shared.waitUntilIdle()
        XCTAssertEqual(root.nextFrameTime(after: 1), 1, "drawn, not shown yet")
        _ = root.makeRenderTree(at: 2)  // shown: the fade starts
        XCTAssertEqual(root.nextFrameTime(after: 2.2), 2.2, "fading in")
        XCTAssertEqual(CommittedTree(root).nextFrameTime(after: 2.2), 2.2, "a committed copy shares the tiles")
        XCTAssertEqual(root.nextFrameTime(after: 2.25), .infinity, "faded in: still")
    }

    func testAHugeViewTakesACoarserLevelAndNeverTooManyTiles() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100_000, height: 100_000)
        let tiled = CATiledLayer()
        tiled.frame = root.bounds
        tiled.tileSize = CGSize(width: 64, height: 64)
        root.addSublayer(tiled)
        _ = root.makeRenderTree(at: 0)
        AsyncDisplay.shared.waitUntilIdle()
        XCTAssertEqual(
            TileCountingContext.made.load(ordering: .relaxed), 0, "one level of 1563 × 1563 tiles: nothing asked for")
        tiled.levelsOfDetail = 8
        _ = root.makeRenderTree(at: 0)
        AsyncDisplay.shared.waitUntilIdle()
        // Level 5 tiles cover 2048 points: 49 × 49 of them, the first level under the limit.
        XCTAssertEqual(TileCountingContext.made.load(ordering: .relaxed), 49 * 49)
        XCTAssertLessThanOrEqual(49 * 49, CATiledLayer.maximumTilesPerFrame)
    }

    func testAnAnimatedLayersTilesAreThoseItsModelShows() {
        let (root, tiled) = makeTree()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.5
        fade.toValue = 1
        fade.duration = 10
        fade.beginTime = 0
        tiled.add(fade, forKey: "fade")
        _ = root.makeRenderTree(at: 1)
        AsyncDisplay.shared.waitUntilIdle()
        XCTAssertEqual(
            TileCountingContext.made.load(ordering: .relaxed), 12, "the root still clips the presentation copy's tiles")
    }

    // MARK: Memory and invalidation

    func testTilesStayUnderTheByteBudgetLeastRecentlyShownFirst() {
        let previous = CATiledLayer.tileCacheByteLimit
        CATiledLayer.tileCacheByteLimit = 20 * 100 * 100 * 4  // twenty tiles
        defer { CATiledLayer.tileCacheByteLimit = previous }
        let (root, tiled) = makeTree()
        for step in 0..<6 {
            tiled.position = CGPoint(x: 500 - CGFloat(step) * 100, y: 500)  // scroll one column at a time
            _ = root.makeRenderTree(at: Double(step))
            AsyncDisplay.shared.waitUntilIdle()
            _ = root.makeRenderTree(at: Double(step))
            XCTAssertLessThanOrEqual(tiled.tileCache.storedTiles.bytes, 20 * 100 * 100 * 4)
        }
        // The visible 12 stay; of the 27 drawn, the oldest columns went.
        XCTAssertEqual(TileCountingContext.made.load(ordering: .relaxed), 12 + 5 * 3)
        let tiles = tileNodes(root.makeRenderTree(at: 10))
        XCTAssertEqual(tiles.count, 12, "every visible tile kept")
        tiled.position = CGPoint(x: 200, y: 500)  // one column back: the most recent tiles were kept
        _ = root.makeRenderTree(at: 10.5)
        AsyncDisplay.shared.waitUntilIdle()
        XCTAssertEqual(
            TileCountingContext.made.load(ordering: .relaxed), 27, "recently shown tiles are not drawn again")
        tiled.position = CGPoint(x: 500, y: 500)  // back to the start: those tiles were evicted
        _ = root.makeRenderTree(at: 11)
        AsyncDisplay.shared.waitUntilIdle()
        XCTAssertGreaterThan(TileCountingContext.made.load(ordering: .relaxed), 27, "evicted tiles are drawn again")
    }

    func testSetNeedsDisplayDrawsTheTilesAgain() {
        let (root, tiled) = makeTree()
        _ = root.makeRenderTree(at: 0)
        AsyncDisplay.shared.waitUntilIdle()
        XCTAssertEqual(TileCountingContext.made.load(ordering: .relaxed), 12)
        tiled.setNeedsDisplay(CGRect(x: 150, y: 150, width: 10, height: 10))  // one tile
        CATransaction.flush()
        _ = root.makeRenderTree(at: 1)
        AsyncDisplay.shared.waitUntilIdle()
        XCTAssertEqual(TileCountingContext.made.load(ordering: .relaxed), 13)
        tiled.setNeedsDisplay()
        CATransaction.flush()
        _ = root.makeRenderTree(at: 2)
        AsyncDisplay.shared.waitUntilIdle()
        XCTAssertEqual(TileCountingContext.made.load(ordering: .relaxed), 25)
    }

    func testATileInFlightWhenOthersAreInvalidatedIsAskedForAgain() throws {
        let grid = TileGrid(
            bounds: CGRect(x: 0, y: 0, width: 200, height: 100), tileSize: CGSize(width: 100, height: 100),
            contentsScale: 1, levelsOfDetail: 1, levelsOfDetailBias: 0)
        let cache = TileCache(byteLimit: 1 << 20)
        let left = TileKey(level: 0, column: 0, row: 0), right = TileKey(level: 0, column: 1, row: 0)
        cache.beginFrame(grid: grid)
        let first = cache.look(up: [left, right], at: 0, fadeDuration: 0)
        XCTAssertEqual(first.missing, [left, right])
        cache.invalidate(CGRect(x: 10, y: 10, width: 10, height: 10))  // the left tile only
        let image = try XCTUnwrap(CGImage(width: 100, height: 100, pixels: [UInt8](repeating: 255, count: 40_000)))
        cache.finish(right, image: image, generation: first.generation)  // drawn under the old generation
        cache.beginFrame(grid: grid)
        let second = cache.look(up: [left, right], at: 1, fadeDuration: 0)
        XCTAssertEqual(
            second.missing, [left, right], "the right tile's drawing was thrown away: it is asked for again")
        cache.finish(right, image: image, generation: second.generation)
        XCTAssertEqual(cache.look(up: [right], at: 2, fadeDuration: 0).shown.map(\.key), [right])
    }

    func testDrawVisibleTilesSettlesTheFade() {
        let (root, _) = makeTree()
        CATiledLayer.drawVisibleTiles(in: root, at: 5)
        let tiles = tileNodes(root.makeRenderTree(at: 5))
        XCTAssertEqual(tiles.count, 12)
        XCTAssertEqual(Set(tiles.map(\.opacity)), [1])
    }

    // MARK: Scene files

    func testSceneTiledLayers() throws {
        let json =
            #"{"size": [100, 100], "root": {"type": "tiled", "tileSize": [128, 64], "levelsOfDetail": 3, "levelsOfDetailBias": 1}}"#
        let layer = try XCTUnwrap(try SceneDecoder().decode(Data(json.utf8)).root as? CATiledLayer)
        XCTAssertEqual(layer.tileSize, CGSize(width: 128, height: 64))
        XCTAssertEqual(layer.levelsOfDetail, 3)
        XCTAssertEqual(layer.levelsOfDetailBias, 1)
        XCTAssertEqual(PresentationDump(root: layer, at: 0).root.type, "tiled")
    }
}
