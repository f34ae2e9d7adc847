import Foundation

/// A tiled layer that shows one image stretched over its bounds, drawing only the part of the
/// image each tile needs: a scene file's `"type": "tiled"` with `tiles`, and the way to show
/// an image larger than any texture. Without an image it draws as any `CATiledLayer` does
/// (through `draw(in:)`'s delegate).
///
/// ```swift
/// let viewer = TiledImageLayer()
/// viewer.image = huge                    // 40 000 × 20 000 pixels
/// viewer.bounds = CGRect(x: 0, y: 0, width: 40_000, height: 20_000)
/// viewer.levelsOfDetail = 8
/// ```
open class TiledImageLayer: CATiledLayer {
    /// The image the tiles are cut from.
    open var image: CGImage? {
        didSet { setNeedsDisplay() }
    }

    public override init() { super.init() }

    public override init(layer: Any) {
        super.init(layer: layer)
        image = (layer as? TiledImageLayer)?.image
    }

    /// Draws the part of `image` under the context's clip (one tile), with a margin of a few of
    /// the tile's pixels so filtering at the tile's edges reads the neighbours' pixels, as one
    /// drawing of the whole image would: no seams between tiles.
    open override func draw(in ctx: CGContext) {
        guard let image, bounds.width > 0, bounds.height > 0 else { return super.draw(in: ctx) }
        let clip = ctx.boundingBoxOfClipPath.intersection(bounds)
        guard !clip.isNull, clip.width > 0, clip.height > 0 else { return }
        let sx = CGFloat(image.width) / bounds.width, sy = CGFloat(image.height) / bounds.height
        // Image pixels per pixel of the tile's bitmap: a coarse level's filter reads that many.
        let footprint = max(
            clip.width * sx / CGFloat(max(ctx.width, 1)), clip.height * sy / CGFloat(max(ctx.height, 1)))
        let margin = 2 * footprint.rounded(.up) + 1
        let x0 = ((clip.minX - bounds.minX) * sx).rounded(.down) - margin
        let y0 = ((clip.minY - bounds.minY) * sy).rounded(.down) - margin
        let x1 = ((clip.maxX - bounds.minX) * sx).rounded(.up) + margin
        let y1 = ((clip.maxY - bounds.minY) * sy).rounded(.up) + margin
        let wanted = CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
            .intersection(CGRect(x: 0, y: 0, width: image.width, height: image.height))
        guard !wanted.isNull, let part = image.cropping(to: wanted) else { return }
        ctx.drawUpright(
            part,
            in: CGRect(
                x: bounds.minX + wanted.minX / sx, y: bounds.minY + wanted.minY / sy,
                width: wanted.width / sx, height: wanted.height / sy))
    }
}
