import Foundation
@_spi(Rendering) import LayerTree

/// The pixel grid of an offscreen image of a rectangle in some layer's plane.
///
/// The density follows how large the plane appears where it is finally drawn
/// (pixels per unit at the rectangle's centre), clamped to 1/64…16 and to the
/// largest texture side, so a flattened image is as sharp as drawing directly
/// would have been and never larger than the GPU allows. Images made with equal
/// extents and `toTarget`s share one grid, so compositing one into another is a
/// texel-for-texel copy (transitions rely on that).
struct OffscreenGrid: Equatable {
    /// Texture size in pixels.
    var width: Int
    var height: Int
    /// Pixels per unit of the plane.
    var density: Double
    /// The plane's coordinates to the texture's pixels.
    var toTexture: Homography
    /// The rectangle of the plane that the whole texture covers (texture coordinates 0…1):
    /// the extent, grown to whole pixels at its far sides.
    var covered: CGRect

    /// The largest side of an offscreen image, whatever the GPU allows.
    static let largestSide = 4096

    init(extent: CGRect, toTarget: Homography, maxTextureSize: Int) {
        let center = Point2(Double(extent.midX), Double(extent.midY))
        let limit = Double(min(maxTextureSize, Self.largestSide))
        let scale = toTarget.scale(at: center)
        // A degenerate or far-away plane (a NaN or infinite scale) gets the coarsest grid, not a trap.
        var density = scale.isFinite ? min(max(scale, 1.0 / 64), 16) : 1.0 / 64
        density = min(density, limit / Double(extent.width), limit / Double(extent.height))
        if !(density > 0) || !density.isFinite { density = 1.0 / 64 }
        self.density = density
        width = pixelSide(Double(extent.width) * density, limit: Int(limit))
        height = pixelSide(Double(extent.height) * density, limit: Int(limit))
        toTexture = .translateThenScale(tx: -Double(extent.minX), ty: -Double(extent.minY), scale: density)
        covered = CGRect(
            x: extent.minX, y: extent.minY,
            width: CGFloat(Double(width) / density), height: CGFloat(Double(height) / density))
    }
}

extension Planner {
    /// The part of `extent` (in a layer's plane) that can show through `clip`'s straight edges: the
    /// canvas's, `masksToBounds` and the near plane. An offscreen image of a layer that reaches far
    /// past the canvas covers only what can show, grown by `margin` (what a blur reads beyond it),
    /// so its pixels follow the screen, not the layer. `nil` when nothing can show.
    static func visiblePart(of extent: CGRect, clip: ClipState, margin: CGFloat = 0) -> CGRect? {
        guard extent.finiteEdges != nil else { return nil }
        guard !clip.lines.isEmpty else { return extent }
        guard let box = ConvexPolygon(rect: extent).clipped(by: clip.lines).boundingBox else { return nil }
        // Edges, not Foundation's `intersection`: a clip of a huge extent can give infinite or NaN
        // edges, on which `intersection` traps.
        let grown = CGRect(
            x: box.minX - Double(margin), y: box.minY - Double(margin),
            width: box.maxX - box.minX + 2 * Double(margin), height: box.maxY - box.minY + 2 * Double(margin))
        guard let visible = grown.overlap(extent), visible.width > 0, visible.height > 0 else { return nil }
        return visible
    }
}

extension Planner {
    /// The grid of an offscreen image of `extent`, within what is left of the frame's offscreen
    /// budget (`offscreenPixelBudget`): past it, the image is drawn at a lower density, softer, as an
    /// image past the largest texture side is. A scene of thousands of offscreen layers costs at
    /// most the budget's pixels a frame, not thousands of canvases.
    func budgetedGrid(extent: CGRect, toTarget: Homography) -> OffscreenGrid {
        let grid = OffscreenGrid(extent: extent, toTarget: toTarget, maxTextureSize: maxTextureSize)
        let left = max(offscreenPixelBudget - offscreenPixelsPlanned, Self.smallestOffscreenImage)
        let pixels = grid.width * grid.height
        guard pixels > left else { return grid }
        return OffscreenGrid(extent: extent, density: grid.density * (Double(left) / Double(pixels)).squareRoot())
    }

    /// The pixels an image past the budget still gets: enough to show roughly where it is.
    static let smallestOffscreenImage = 64 * 64
}
