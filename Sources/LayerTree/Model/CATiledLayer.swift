import Foundation

/// A layer whose content is drawn tile by tile, on background workers, and only where it is
/// seen: Core Animation's `CATiledLayer`, for content far larger than a texture or a screen.
///
/// Each frame, the tiles of the layer's bounds that are visible (inside the outermost layer's
/// bounds and every `masksToBounds` ancestor's, a `CAScrollLayer` included) are drawn at the
/// level of detail the layer's on-screen scale needs (see `TileGrid`): `draw(in:)` (by default
/// the delegate's `draw(_:in:)`) is called once per tile on a worker thread, with a context
/// clipped to the tile and scaled to its level, so it must only read what it draws and may
/// skip what lies outside the context's clip. A finished tile fades in over `fadeDuration()`;
/// until it has, the tiles of other levels already drawn there show beneath it. Drawn tiles
/// are kept, least recently shown first out, under `tileCacheByteLimit`. `setNeedsDisplay()`
/// (or a rectangle) throws tiles away to be drawn again.
///
/// The on-screen scale is the layer's `contentsScale` (set it to the screen's, as on iOS)
/// times the scale of its transforms to the outermost layer, from the model's geometry.
///
/// ```swift
/// let map = CATiledLayer()
/// map.bounds = CGRect(x: 0, y: 0, width: 20_000, height: 20_000)
/// map.levelsOfDetail = 5            // 1, ½, ¼, ⅛ and ¹⁄₁₆ of full resolution
/// map.levelsOfDetailBias = 1        // …shifted up one: 2× down to ⅛
/// map.delegate = painter            // draw(_:in:) draws the part the context's clip shows
/// ```
open class CATiledLayer: CALayer {
    /// How long a newly drawn tile takes to fade in, in seconds: 0.25, as in Core Animation.
    /// Subclasses override it (0 shows tiles at once).
    open class func fadeDuration() -> CFTimeInterval { 0.25 }

    /// The byte budget of each tiled layer's drawn tiles (4 bytes a pixel); 64 MiB by default.
    /// A LayerKit addition: Core Animation keeps its budget to itself. `nonisolated(unsafe)`: a
    /// setting made at startup, before tiled layers draw (a later change races with the workers).
    nonisolated(unsafe) public static var tileCacheByteLimit = 64 << 20

    /// The largest size of a tile, in pixels at its level of detail; 256 × 256 by default.
    open var tileSize: CGSize = TiledLayerProperties.tileSize.defaultValue {
        didSet { declaredPropertyDidChange(TiledLayerProperties.tileSize, from: oldValue) }
    }
    /// How many levels of detail there are, each half the resolution of the one before; 1 by
    /// default. Levels whose bounds would be smaller than a pixel are not used.
    open var levelsOfDetail: Int = TiledLayerProperties.levelsOfDetail.defaultValue {
        didSet { declaredPropertyDidChange(TiledLayerProperties.levelsOfDetail, from: oldValue) }
    }
    /// How many of the levels magnify (2×, 4×, …) rather than shrink; 0 by default.
    open var levelsOfDetailBias: Int = TiledLayerProperties.levelsOfDetailBias.defaultValue {
        didSet { declaredPropertyDidChange(TiledLayerProperties.levelsOfDetailBias, from: oldValue) }
    }

    /// The drawn tiles, shared with this layer's presentation and committed copies.
    private(set) var tileCache = TileCache(byteLimit: CATiledLayer.tileCacheByteLimit)

    public override init() {
        super.init()
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CATiledLayer { tileCache = other.tileCache }
    }

    /// The tile grid for the layer's current geometry and properties.
    var tileGrid: TileGrid {
        TileGrid(
            bounds: bounds, tileSize: tileSize, contentsScale: contentsScale, levelsOfDetail: levelsOfDetail,
            levelsOfDetailBias: levelsOfDetailBias)
    }

    /// Throws away the tiles meeting the dirty rectangle, to be drawn again when next seen.
    /// A tiled layer has no backing store: its tiles are its content.
    open override func display() {
        tileCache.invalidate(displayState.dirtyRect.map { $0 == bounds ? nil : $0 } ?? nil)
        modelDidChange()
    }

    /// Whether the tiles last asked for are still being drawn, or fading in at layer time `time`.
    func tilesAreChanging(at time: Double) -> Bool {
        tileCache.isChanging(at: time, fadeDuration: type(of: self).fadeDuration())
    }

    /// Draws tile `key` of `grid` into a new bitmap through `draw(in:)`, clipped to the tile.
    func drawTile(_ key: TileKey, of grid: TileGrid) -> CGImage? {
        let pixels = grid.pixelSize(of: key)
        guard pixels.width > 0, pixels.height > 0,
            let context = Self.backingStoreFactory?(pixels.width, pixels.height)
        else { return nil }
        let rect = grid.rect(of: key)
        let density = grid.pixelsPerPoint(atLevel: key.level)
        context.clear(CGRect(x: 0, y: 0, width: pixels.width, height: pixels.height))
        context.scaleBy(x: density, y: density)
        context.translateBy(x: -rect.minX, y: -rect.minY)
        context.clip(to: rect.intersection(grid.bounds))
        draw(in: context)
        return context.makeImage(previous: nil, region: nil)
    }

    // MARK: Overrides

    override class var propertyTable: PropertyTable { TiledLayerProperties.table }

    /// Tiles come and go with what is visible: the node's children are built every frame.
    override var rebuildsChildNodesEveryFrame: Bool { true }

    override func appendSublayerRenderNodes(
        _ sublayers: [CALayer], localTime: Double,
        to nodes: inout [RenderNode]
    ) -> [Int] {
        appendTileRenderNodes(localTime: localTime, to: &nodes)
            + appendRenderNodes(of: sublayers, parentTime: localTime, to: &nodes)
    }
}
