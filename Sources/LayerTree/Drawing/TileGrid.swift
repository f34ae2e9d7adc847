import Foundation

/// Where a `CATiledLayer`'s tiles are, at each level of detail: the arithmetic of Apple's
/// `tileSize`, `levelsOfDetail` and `levelsOfDetailBias`, with no drawing in it.
///
/// Level of detail `n` draws at a scale of 2^−n of the layer's `contentsScale`: level 0 is
/// the layer's own resolution, each later one half the one before, and the bias moves the
/// levels up, so a bias of 2 makes levels −2 and −1 (4× and 2×) the first two of
/// `levelsOfDetail`. Levels whose whole bounds would be smaller than a pixel are dropped,
/// as Core Animation clamps them. A tile is `tileSize` pixels at its level, so it covers
/// `tileSize / (contentsScale · 2^−n)` points, from the bounds' origin.
struct TileGrid: Equatable, Sendable {
    let bounds: CGRect
    /// Pixels of a tile, at any level.
    let tileSize: CGSize
    let contentsScale: CGFloat
    /// The finest level (`−levelsOfDetailBias`) and the coarsest.
    let finestLevel: Int
    let coarsestLevel: Int

    init(bounds: CGRect, tileSize: CGSize, contentsScale: CGFloat, levelsOfDetail: Int, levelsOfDetailBias: Int) {
        self.bounds = bounds
        self.tileSize = CGSize(width: max(tileSize.width.rounded(), 1), height: max(tileSize.height.rounded(), 1))
        self.contentsScale = contentsScale > 0 ? contentsScale : 1
        let bias = max(levelsOfDetailBias, 0)
        finestLevel = -bias
        var coarsest = -bias + max(levelsOfDetail, 1) - 1
        // The coarsest level keeps at least one pixel of the bounds in each dimension.
        let pixels = min(bounds.width, bounds.height) * self.contentsScale
        while coarsest > finestLevel, pixels * Self.scale(ofLevel: coarsest) < 1 { coarsest -= 1 }
        coarsestLevel = coarsest
    }

    /// 2^−level: how many of the layer's `contentsScale` pixels a point of level `level` gets.
    static func scale(ofLevel level: Int) -> CGFloat { CGFloat(pow(2.0, Double(-level))) }

    /// The level that draws content seen at `density` pixels per point sharply: the coarsest
    /// whose pixels are at least as dense as the screen's (within a thousandth, so a scale of
    /// exactly ½ takes the half-resolution level), clamped to the levels there are.
    func level(forPixelsPerPoint density: CGFloat) -> Int {
        let relative = density / contentsScale
        guard relative > 0, relative.isFinite else { return coarsestLevel }
        let ideal = Int((-log2(Double(relative)) + 1e-3).rounded(.down))
        return min(max(ideal, finestLevel), coarsestLevel)
    }

    /// Pixels per point at `level`.
    func pixelsPerPoint(atLevel level: Int) -> CGFloat { contentsScale * Self.scale(ofLevel: level) }

    /// The points a tile of `level` covers.
    func tilePoints(atLevel level: Int) -> CGSize {
        let density = pixelsPerPoint(atLevel: level)
        return CGSize(width: tileSize.width / density, height: tileSize.height / density)
    }

    /// The columns and rows of `level`'s tiles that meet `rect`, or `nil` when none does.
    private func span(atLevel level: Int, in rect: CGRect) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
        let area = rect.intersection(bounds)
        guard !area.isNull, area.width > 0, area.height > 0 else { return nil }
        let size = tilePoints(atLevel: level)
        let limit = Double(Int32.max)  // a hostile scale cannot overflow the grid
        func index(_ value: CGFloat) -> Int { Int(min(max(Double(value), -limit), limit)) }
        let firstColumn = index(((area.minX - bounds.minX) / size.width).rounded(.down))
        let lastColumn = index(((area.maxX - bounds.minX) / size.width).rounded(.up)) - 1
        let firstRow = index(((area.minY - bounds.minY) / size.height).rounded(.down))
        let lastRow = index(((area.maxY - bounds.minY) / size.height).rounded(.up)) - 1
        guard lastColumn >= firstColumn, lastRow >= firstRow else { return nil }
        return (firstColumn...lastColumn, firstRow...lastRow)
    }

    /// How many tiles of `level` meet `rect`, without listing them.
    func tileCount(atLevel level: Int, in rect: CGRect) -> Int {
        guard let span = span(atLevel: level, in: rect) else { return 0 }
        let (count, overflow) = span.columns.count.multipliedReportingOverflow(by: span.rows.count)
        return overflow ? .max : count
    }

    /// The tiles of `level` that meet `rect` (in the layer's bounds coordinates), row by row.
    func tiles(atLevel level: Int, in rect: CGRect) -> [TileKey] {
        guard let span = span(atLevel: level, in: rect) else { return [] }
        let (firstColumn, lastColumn) = (span.columns.lowerBound, span.columns.upperBound)
        let (firstRow, lastRow) = (span.rows.lowerBound, span.rows.upperBound)
        var keys: [TileKey] = []
        keys.reserveCapacity((lastColumn - firstColumn + 1) * (lastRow - firstRow + 1))
        for row in firstRow...lastRow {
            for column in firstColumn...lastColumn { keys.append(TileKey(level: level, column: column, row: row)) }
        }
        return keys
    }

    /// The rectangle tile `key` draws, in the layer's bounds coordinates: its whole pixels,
    /// so an edge tile may reach past the bounds by less than a pixel (drawn transparent).
    func rect(of key: TileKey) -> CGRect {
        let size = tilePoints(atLevel: key.level)
        let origin = CGPoint(
            x: bounds.minX + CGFloat(key.column) * size.width,
            y: bounds.minY + CGFloat(key.row) * size.height)
        let pixels = pixelSize(of: key)
        let density = pixelsPerPoint(atLevel: key.level)
        return CGRect(
            origin: origin,
            size: CGSize(
                width: CGFloat(pixels.width) / density,
                height: CGFloat(pixels.height) / density))
    }

    /// The bitmap size of tile `key`: `tileSize`, cut down at the bounds' far edges.
    func pixelSize(of key: TileKey) -> (width: Int, height: Int) {
        let size = tilePoints(atLevel: key.level)
        let density = pixelsPerPoint(atLevel: key.level)
        let x = CGFloat(key.column) * size.width, y = CGFloat(key.row) * size.height
        let width = min(tileSize.width, ((bounds.width - x) * density).rounded(.up))
        let height = min(tileSize.height, ((bounds.height - y) * density).rounded(.up))
        return (Int(max(width, 0)), Int(max(height, 0)))
    }
}

/// One tile: its level of detail and its column and row in that level's grid.
struct TileKey: Hashable, Sendable {
    let level: Int
    let column: Int
    let row: Int
}
