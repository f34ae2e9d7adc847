import Foundation
@_spi(Rendering) import LayerTree

/// Splits a rounded solid into the part that needs coverage and the part that does not
/// (WebRender calls this segmentation).
///
/// A rounded rectangle, or a square one under a rounded clip, needs the coverage shader only
/// in its four corner squares; everywhere else its pixels are fully covered. Splitting it
/// into a 3×3 grid of disjoint convex pieces, five flat rectangles and the four corner
/// squares, lets the flat pieces run the one-colour `flat_color` material (and, when
/// opaque, join the opaque phase, where they hide what lies behind them), while only the
/// corners pay for the rounded-rect distance. The pieces tile the shape exactly, so no pixel
/// is drawn twice and the image is that of the whole primitive.
///
/// Left whole: borders (a ring that is coverage everywhere), antialiased edges, a rounded
/// shape under a rounded clip (two sets of corners), and shapes that are small on screen or
/// whose corners are most of them (more triangles would cost more than the shading they save).
enum Segmentation {
    /// Split only when the flat pieces hold at least this share of the shape.
    static let minimumFlatShare = 0.5
    /// Split only primitives covering at least this many target pixels. Measured on llvmpipe
    /// (`bench rounded`, 40×40 cards): below it, nine small pieces cost more in triangle set-up,
    /// tessellation and upload than the corner shading they save.
    static let minimumPixels = 64.0 * 64.0

    static func pieces(of p: SolidPrimitive) -> [SolidPrimitive] {
        guard p.borderWidth <= 0, p.smoothEdges.isEmpty, !(p.radii.isZero && p.clip == nil),
            let box = p.polygon.boundingBox,
            let scale = p.toTarget.jacobianColumnNorms(
                at: Point2((box.minX + box.maxX) / 2, (box.minY + box.maxY) / 2)),
            (box.maxX - box.minX) * (box.maxY - box.minY) * scale.x * scale.y >= minimumPixels
        else { return [p] }
        if !p.radii.isZero, p.clip == nil {
            let rect = (
                x0: Double(p.shape.minX), y0: Double(p.shape.minY),
                x1: Double(p.shape.maxX), y1: Double(p.shape.maxY)
            )
            guard let tiles = tiles(of: rect, radius: p.radii.maximum) else { return [p] }
            return tiles.compactMap { tile in
                var piece = p
                piece.polygon = p.polygon.clipped(by: edges(of: tile.rect))
                guard !piece.polygon.isEmpty else { return nil }
                if !tile.isCorner { piece.radii = .zero }
                return piece
            }
        }
        if p.radii.isZero, let clip = p.clip, !clip.radii.isZero {
            let rect = (x0: -clip.halfWidth, y0: -clip.halfHeight, x1: clip.halfWidth, y1: clip.halfHeight)
            guard let tiles = tiles(of: rect, radius: clip.radii.maximum) else { return [p] }
            return tiles.compactMap { tile in
                var piece = p
                // The tile is in the clip's centred space: its edges are pulled back into the primitive's plane.
                piece.polygon = p.polygon.clipped(by: edges(of: tile.rect).map { clip.toClip.pullBack($0) })
                guard !piece.polygon.isEmpty else { return nil }
                if !tile.isCorner { piece.clip = nil }
                return piece
            }
        }
        return [p]
    }

    /// The rectangle cut into five flat tiles around four corner squares of side `radius`, or nil
    /// when splitting is not worth it.
    private static func tiles(of r: (x0: Double, y0: Double, x1: Double, y1: Double), radius: Double)
        -> [(rect: (x0: Double, y0: Double, x1: Double, y1: Double), isCorner: Bool)]?
    {
        let width = r.x1 - r.x0, height = r.y1 - r.y0
        guard radius > 0, width > 0, height > 0, 2 * radius <= width, 2 * radius <= height,
            (width * height - 4 * radius * radius) >= minimumFlatShare * width * height
        else { return nil }
        let (xl, xr, yt, yb) = (r.x0 + radius, r.x1 - radius, r.y0 + radius, r.y1 - radius)
        var tiles: [(rect: (x0: Double, y0: Double, x1: Double, y1: Double), isCorner: Bool)] = [
            ((r.x0, r.y0, xl, yt), true), ((xr, r.y0, r.x1, yt), true),
            ((xr, yb, r.x1, r.y1), true), ((r.x0, yb, xl, r.y1), true),
        ]
        // A 3×3 grid, so neighbouring tiles share whole edges: no T-junction can open a crack under a 3D transform.
        if xr > xl {
            tiles.append(((xl, r.y0, xr, yt), false))
            tiles.append(((xl, yb, xr, r.y1), false))
        }
        if yb > yt {
            tiles.append(((r.x0, yt, xl, yb), false))
            tiles.append(((xr, yt, r.x1, yb), false))
        }
        if xr > xl, yb > yt { tiles.append(((xl, yt, xr, yb), false)) }
        return tiles
    }

    /// The four half-planes whose intersection is the rectangle.
    private static func edges(of r: (x0: Double, y0: Double, x1: Double, y1: Double)) -> [Line] {
        [
            Line(a: 1, b: 0, c: -r.x0), Line(a: -1, b: 0, c: r.x1), Line(a: 0, b: 1, c: -r.y0),
            Line(a: 0, b: -1, c: r.y1),
        ]
    }
}
