import Foundation

// A tiled layer's tiles are expanded when the render tree is built, as a replicator's
// instances are: each drawn tile is a synthetic child node, beneath the sublayers, with the
// tile's bitmap as its contents, its rectangle as its frame and its fade as its opacity. The
// planner and the GL side see ordinary image nodes, so tiles need nothing of their own there,
// and a huge layer never needs a texture larger than a tile.
//
// What is visible, and at which scale, comes from the layer tree: the layer's bounds cut by
// every `masksToBounds` ancestor's bounds and by the outermost layer's, and the length a
// point of the layer takes in the outermost layer's space at the middle of what is visible.
// Tiles of the level that scale needs are looked up; missing ones go to the drawing workers
// and appear in a later frame, with the tiles of other levels already drawn there beneath.

extension CATiledLayer {
    /// Appends one node per tile to show at layer time `localTime`, starts drawing the missing
    /// ones, and returns the nodes' indices, back to front.
    func appendTileRenderNodes(localTime: Double, to nodes: inout [RenderNode]) -> [Int] {
        let grid = tileGrid
        guard let view = visibleArea() else { return [] }
        tileCache.beginFrame(grid: grid)
        var level = grid.level(forPixelsPerPoint: view.pixelsPerPoint)
        // A view far larger than a screen (no clipping ancestor, a root of huge bounds) would ask
        // for more tiles than memory holds: coarser levels then, and nothing past the coarsest.
        while grid.tileCount(atLevel: level, in: view.rect) > Self.maximumTilesPerFrame {
            guard level < grid.coarsestLevel else { return [] }
            level += 1
        }
        let keys = grid.tiles(atLevel: level, in: view.rect)
        let lookup = tileCache.look(up: keys, at: localTime, fadeDuration: type(of: self).fadeDuration())
        drawTiles(lookup.missing, of: grid, generation: lookup.generation)
        var tiles = lookup.shown
        if tiles.count < keys.count || tiles.contains(where: { $0.alpha < 1 }) {
            tiles = tileCache.placeholders(besides: level, meeting: view.rect) + tiles
        }
        var indices: [Int] = []
        indices.reserveCapacity(tiles.count)
        for tile in tiles {
            indices.append(nodes.count)
            nodes.append(tileNode(tile))
        }
        return indices
    }

    /// Starts drawing `keys` on the drawing workers; each lands in the cache when done, unless
    /// the tile was invalidated meanwhile.
    private func drawTiles(_ keys: [TileKey], of grid: TileGrid, generation: UInt64) {
        let cache = tileCache
        let layer = WorkerHandOff(self)
        for key in keys {
            AsyncDisplay.shared.perform {
                guard cache.wants(key, generation: generation) else { return }
                cache.finish(key, image: layer.value.drawTile(key, of: grid), generation: generation)
            }
        }
    }

    /// What of the bounds can be seen, in the layer's coordinates, and how many pixels a point
    /// of the layer takes there; `nil` when nothing can be seen.
    func visibleArea() -> (rect: CGRect, pixelsPerPoint: CGFloat)? {
        // An animated layer's presentation copy is in no tree: its model layer is.
        let placed: CALayer = superlayer == nil ? (modelLayerReference ?? self) : self
        var rect = bounds
        var outermost: CALayer = placed
        while let ancestor = outermost.superlayer {
            outermost = ancestor
            if ancestor.masksToBounds { rect = rect.intersection(placed.convert(ancestor.bounds, from: ancestor)) }
        }
        if outermost !== placed, !outermost.bounds.isEmpty {
            rect = rect.intersection(placed.convert(outermost.bounds, from: outermost))
        }
        guard !rect.isNull, rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else {
            return nil
        }
        let middle = CGPoint(x: rect.midX, y: rect.midY)
        let origin = outermost.convert(middle, from: placed)
        let alongX = outermost.convert(CGPoint(x: middle.x + 1, y: middle.y), from: placed)
        let alongY = outermost.convert(CGPoint(x: middle.x, y: middle.y + 1), from: placed)
        let stretch = max(
            hypot(alongX.x - origin.x, alongX.y - origin.y), hypot(alongY.x - origin.x, alongY.y - origin.y))
        let scale = contentsScale > 0 ? contentsScale : 1
        return (rect, stretch.isFinite && stretch > 0 ? stretch * scale : scale)
    }

    /// The most tiles one frame asks for: a 4K screen of 256-pixel tiles at 2× is about 500.
    static let maximumTilesPerFrame = 4096

    /// A tile as a node: its bitmap stretched over its rectangle, at its fade's opacity.
    private func tileNode(_ tile: TileCache.Shown) -> RenderNode {
        var node = RenderNode(
            id: Self.tileID(layer: layerID, tile.key), kind: .layer, name: "\(name ?? "tiled layer") tile",
            bounds: CGRect(origin: .zero, size: tile.rect.size),
            position: CGPoint(x: tile.rect.midX, y: tile.rect.midY), anchorPoint: CGPoint(x: 0.5, y: 0.5),
            anchorPointZ: 0, zPosition: 0, transform: CATransform3DIdentity, sublayerTransform: CATransform3DIdentity,
            isGeometryFlipped: false, isDoubleSided: true, opacity: tile.alpha, backgroundColor: nil, borderWidth: 0,
            borderColor: nil, cornerRadius: 0, maskedCorners: .all, masksToBounds: false, isOpaque: false,
            allowsGroupOpacity: true, allowsEdgeAntialiasing: false, transition: nil, children: [])
        node.contents = RenderContents(
            image: tile.image, contentsScale: CGFloat(tile.image.width) / max(tile.rect.width, 1e-9))
        return node
    }

    /// A stable ID for a tile's node (top bit set, as other derived IDs), mixed with SplitMix64's finaliser.
    static func tileID(layer: UInt64, _ key: TileKey) -> UInt64 {
        var z =
            (layer &* 0x9E37_79B9_7F4A_7C15) ^ (UInt64(bitPattern: Int64(key.level)) &* 0xBF58_476D_1CE4_E5B9)
            ^ (UInt64(bitPattern: Int64(key.column)) &* 0x94D0_49BB_1331_11EB) ^ UInt64(bitPattern: Int64(key.row))
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return z | (1 << 63)
    }

    /// Draws every tile the subtree of `root` shows at global time `time`, waits for them, and
    /// shows them settled (faded in): what a still render (`layerkit render`) of a scene with
    /// tiled layers draws. Tiles are drawn through `CALayer.backingStoreFactory`, which a
    /// renderer installs: make the renderer first. Pending changes are committed first
    /// (`CATransaction.flush()`, app thread), so a `setNeedsDisplay()` still waiting for its
    /// commit does not throw the tiles away after they are drawn.
    public static func drawVisibleTiles(in root: CALayer, at time: CFTimeInterval) {
        CATransaction.flush()
        var tiled: [CATiledLayer] = []
        var stack = [root]
        while let layer = stack.popLast() {
            if let layer = layer as? CATiledLayer { tiled.append(layer) }
            stack.append(contentsOf: layer.children)
        }
        guard !tiled.isEmpty else { return }
        _ = root.makeRenderTree(at: time)
        AsyncDisplay.shared.waitUntilIdle()
        for layer in tiled { layer.tileCache.settle() }
    }
}
