import Foundation

/// One axis of an image's tile grid: the pixels one tile uploads, and those it draws.
struct TileSpan: Equatable, Hashable {
    /// Pixels uploaded: the interior plus a one-pixel gutter shared with each neighbour.
    var texture: Range<Int>
    /// Pixels drawn. On the image's outer edges it reaches to infinity, so a
    /// `contentsRect` past the image repeats the edge pixels of the nearest tile.
    var interior: ClosedRange<Double>
}

/// One texture of an image: the whole image, or one tile of an image too large for one texture.
struct ImageTile: Equatable, Hashable {
    /// Row-major index in the image's tile grid.
    var index: Int
    var column: TileSpan
    var row: TileSpan
}

/// Splits images larger than the GPU's largest texture into a grid of tiles.
///
/// Each tile's texture overlaps its neighbours by one pixel (a gutter) and each tile
/// draws only its interior, so linear filtering across a seam reads the texels a single
/// texture would: no visible seam. (Mipmap levels of separate tiles can still differ at a
/// seam; trilinear filtering of tiled images is approximate there.)
struct ImageTileGrid: Equatable {
    var columns: [TileSpan]
    var rows: [TileSpan]

    init(width: Int, height: Int, maxTextureSize: Int) {
        columns = Self.spans(length: width, limit: maxTextureSize)
        rows = Self.spans(length: height, limit: maxTextureSize)
    }

    func tile(column: Int, row: Int) -> ImageTile {
        ImageTile(index: row * columns.count + column, column: columns[column], row: rows[row])
    }

    var count: Int { columns.count * rows.count }

    private static func spans(length: Int, limit: Int) -> [TileSpan] {
        guard length > limit, limit > 2 else {
            return [TileSpan(texture: 0..<length, interior: -Double.infinity...Double.infinity)]
        }
        let step = limit - 2
        var spans: [TileSpan] = []
        var start = 0
        while start < length {
            let end = min(length, start + step)
            spans.append(
                TileSpan(
                    texture: max(0, start - 1)..<min(length, end + 1),
                    interior: (start == 0 ? -Double.infinity : Double(start))...(end == length
                        ? Double.infinity : Double(end))))
            start = end
        }
        return spans
    }
}
