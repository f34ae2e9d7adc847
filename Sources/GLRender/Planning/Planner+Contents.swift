import Foundation
@_spi(Rendering) import LayerTree

/// A layer's `contents`: image quads between its background and its sublayers.
///
/// `ContentsLayout` says where each slice goes (gravity, `contentsRect`, nine-slice);
/// here each slice is cut along the image's tile grid (for images larger than the
/// GPU's largest texture) and clipped, and becomes one `ImagePrimitive` per tile.
/// They lie in the layer's plane, so 3D transforms and clips apply as to the background.
extension Planner {
    /// The clip contents draw under: the layer's own (rounded) bounds only with `masksToBounds`.
    static func contentsClip(_ node: RenderNode, inherited clip: ClipState, radii: CornerRadii) -> ClipState {
        guard node.masksToBounds else { return clip }
        var clipped = clip
        clipped.intersect(bounds: node.bounds, radii: radii)
        return clipped
    }

    /// Appends the image primitives of `node`'s contents, if any.
    func emitContents(
        _ node: RenderNode, toTarget: Homography, clip: ClipState, opacity: Double,
        into items: inout [DrawItem]
    ) {
        guard let contents = node.contents, opacity > 0 else { return }
        let image = contents.image
        let grid = ImageTileGrid(width: image.width, height: image.height, maxTextureSize: maxTextureSize)
        for slice in ContentsLayout.slices(of: contents, in: node.bounds) {
            // Only the part whose texels are not all transparent (a text layer's bitmap is mostly
            // margin): the pixels left out would add nothing.
            guard let ink = slice.inkDestination(of: image) else { continue }
            let xs = Self.pieces(
                source: slice.source.minX, slice.source.maxX, destination: slice.destination.minX,
                slice.destination.maxX, spans: grid.columns)
            let ys = Self.pieces(
                source: slice.source.minY, slice.source.maxY, destination: slice.destination.minY,
                slice.destination.maxY, spans: grid.rows)
            for y in ys {
                for x in xs {
                    let rect = CGRect(
                        x: x.destination.lowerBound, y: y.destination.lowerBound,
                        width: x.destination.upperBound - x.destination.lowerBound,
                        height: y.destination.upperBound - y.destination.lowerBound)
                    let polygon = ConvexPolygon(rect: rect).clipped(by: clip.lines)
                    guard !polygon.isEmpty else { continue }
                    let tile = grid.tile(column: x.span, row: y.span)
                    let u = Self.texCoordMap(x, texture: tile.column.texture)
                    let v = Self.texCoordMap(y, texture: tile.row.texture)
                    let filters = Self.filters(
                        contents,
                        texelsPerUnit: (
                            abs(u.scale) * Double(tile.column.texture.count),
                            abs(v.scale) * Double(tile.row.texture.count)
                        ),
                        toTarget: toTarget, at: Point2(Double(rect.midX), Double(rect.midY)))
                    // A mipmapped sample reaches further than a bilinear one: trilinear pieces are whole.
                    var drawn = polygon
                    if filters.minification != .trilinear {
                        guard let inked = rect.overlap(ink), inked.width > 0, inked.height > 0 else { continue }
                        drawn = ConvexPolygon(rect: inked).clipped(by: clip.lines)
                        guard !drawn.isEmpty else { continue }
                    }
                    let bias = contents.minificationFilterBias
                    let lodBias = filters.minification == .trilinear && bias.isFinite ? bias : 0
                    items.append(
                        .image(
                            ImagePrimitive(
                                layerID: node.id, image: image, tile: tile, filters: filters, lodBias: lodBias,
                                polygon: drawn,
                                toTarget: toTarget, uScale: u.scale, uOffset: u.offset, vScale: v.scale,
                                vOffset: v.offset,
                                opacity: opacity, clip: clip.rounded)))
                }
            }
        }
    }

    /// The sampler filters for one piece, chosen on the CPU as Core Animation chooses per layer:
    /// drawn at or above its pixel size the magnification filter applies everywhere (so an
    /// exactly 1:1 corner of a `nearest` nine-slice stays sharp, whatever rounding the GPU's
    /// level-of-detail estimate does); drawn smaller, the GPU picks per fragment.
    static func filters(
        _ contents: RenderContents, texelsPerUnit: (x: Double, y: Double), toTarget: Homography,
        at center: Point2
    ) -> ImageFilters {
        let magnification = contents.magnificationFilter == .nearest ? CALayerContentsFilter.nearest : .linear
        if let pixelsPerUnit = toTarget.jacobianColumnNorms(at: center), pixelsPerUnit.x > 0, pixelsPerUnit.y > 0 {
            let texelsPerPixel = max(texelsPerUnit.x / pixelsPerUnit.x, texelsPerUnit.y / pixelsPerUnit.y)
            if texelsPerPixel <= 1.001 {
                return ImageFilters(minification: magnification, magnification: magnification)
            }
        }
        return ImageFilters(minification: contents.minificationFilter, magnification: magnification)
    }

    /// The box `node`'s contents cover in its own coordinates, when they can reach past what
    /// clips them (`nil` with `masksToBounds`, which keeps them inside the bounds).
    static func contentsExtent(of node: RenderNode) -> CGRect? {
        guard node.kind == .layer, !node.masksToBounds, let contents = node.contents else { return nil }
        return ContentsLayout.extent(of: contents, in: node.bounds)
    }

    /// One slice's part within one tile span, along one axis.
    struct AxisPiece {
        var span: Int
        var source: ClosedRange<Double>
        var destination: ClosedRange<Double>
    }

    /// Cuts a slice's source range (pixels) and destination range (points) along the tile spans.
    static func pieces(
        source s0: CGFloat, _ s1: CGFloat, destination d0: CGFloat, _ d1: CGFloat,
        spans: [TileSpan]
    ) -> [AxisPiece] {
        let (s0, s1, d0, d1) = (Double(s0), Double(s1), Double(d0), Double(d1))
        // Contents stretched over a layer out at infinity (or NaN) have no pieces to draw; a range of
        // NaN bounds would trap.
        guard [s0, s1, d0, d1].allSatisfy(\.isFinite), d1 > d0 else { return [] }
        guard s1 > s0 else {
            // A zero-width source (a one-line nine-slice middle) stretches that line: one tile holds it.
            let index = spans.firstIndex { $0.interior.contains(s0) } ?? (s0 < 0 ? 0 : spans.count - 1)
            return [AxisPiece(span: index, source: s0...s0, destination: d0...d1)]
        }
        var pieces: [AxisPiece] = []
        for (index, span) in spans.enumerated() {
            let low = max(s0, span.interior.lowerBound), high = min(s1, span.interior.upperBound)
            guard high > low else { continue }
            let toDestination = (d1 - d0) / (s1 - s0)
            let (from, to) = (d0 + (low - s0) * toDestination, d0 + (high - s0) * toDestination)
            guard from <= to else { continue }  // overflowed to infinity minus infinity
            pieces.append(AxisPiece(span: index, source: low...high, destination: from...to))
        }
        return pieces
    }

    /// The affine map from a layer coordinate in `piece.destination` to a texture coordinate.
    static func texCoordMap(_ piece: AxisPiece, texture: Range<Int>) -> (scale: Double, offset: Double) {
        let length = Double(texture.count), origin = Double(texture.lowerBound)
        let dLength = piece.destination.upperBound - piece.destination.lowerBound
        let sLength = piece.source.upperBound - piece.source.lowerBound
        let scale = dLength > 0 ? sLength / dLength / length : 0
        let offset = (piece.source.lowerBound - origin) / length - scale * piece.destination.lowerBound
        return (scale, offset)
    }
}
