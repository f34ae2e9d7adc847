import Foundation
@_spi(Rendering) import LayerTree

/// Planning a layer with `shouldRasterize`.
///
/// Overall design:
/// - The layer's subtree (background, depth-sorted sublayers, border, its own
///   `masksToBounds`) is drawn at full opacity into a bitmap in the layer's own plane, as
///   for group opacity, and composited as one textured quad through the layer's placement;
///   its opacity and everything from above (ancestors' transforms, clips, opacity) apply to
///   the quad. The bitmap lives in the raster cache (`RasterCache`, owned by the encoder)
///   across frames.
/// - Density: `rasterizationScale` pixels per point of the layer's own coordinates, as
///   Core Animation does, whatever the canvas scale and whatever the ancestors' transforms:
///   at the default scale of 1 a layer on a 2× canvas is magnified and blurs, exactly the
///   pitfall iOS developers know (they set `rasterizationScale = UIScreen.main.scale`).
///   Rejected: `rasterizationScale × canvas scale`, sharper by default but unlike Apple,
///   and a scene written for iOS would render differently. With `rasterizationScale` equal
///   to the canvas scale and a layer placed on whole pixels, the bitmap is a texel-for-texel
///   copy of the direct drawing: its pixel grid starts at the layer's `bounds.origin`, so
///   its texels fall on the canvas's pixels.
/// - Reuse: the planner compares the subtree with the snapshot the cached bitmap was drawn
///   from (`RasterSnapshot`), the layer's own placement left out. A hit plans nothing of
///   the subtree and adds an empty pass that only names the bitmap; a miss plans the subtree
///   into a pass that the encoder draws into the cache. The planner decides, the encoder
///   obeys, so statistics and the debug overlay tell what really happened.
/// - A bitmap whose quad is clipped away entirely is neither drawn nor touched (it ages out
///   of the cache). A layer rasterized twice in one frame (only a transition's old
///   appearance can repeat an identity) is drawn directly the second time, as are layers in
///   a transition's old appearance (those planners have no cache), so two bitmaps never
///   compete for one cache entry.
/// - Nested rasterized layers are composited from their own bitmaps while the outer bitmap
///   is drawn; while the outer one hits, the inner ones are not visited and age out.
/// - A bitmap larger than 2.5 times the canvas is not cached (Core Animation's limit): the layer
///   draws directly, so a huge rasterized subtree costs what shows, not its whole extent.
/// - A running `CATransition` on the layer itself takes precedence: it already draws the
///   layer's appearances offscreen, each frame.
extension Planner {
    /// Draws the layer at `index` from its cached bitmap (drawing the bitmap first when it is
    /// stale); returns `false` when the layer must be drawn directly instead.
    mutating func drawRasterized(
        _ index: Int, toTarget: Homography, clip: ClipState, opacity: Double, sign: Double,
        into items: inout [DrawItem]
    ) -> Bool {
        guard let cache = raster.cache else { return false }
        let node = nodes[index]
        guard !raster.drawn.contains(node.id) else { return false }
        let scale = Double(node.rasterizationScale)
        guard scale > 0, scale.isFinite else { return true }  // a bitmap of no pixels shows nothing
        let innerSign = Self.innerSign(sign, toTarget)
        let end = RasterSnapshot.subtreeEnd(tree, index)
        // Seen from behind, the bitmap is the same, mirrored by the placement, unless a
        // single-sided sublayer turns away with it.
        let keySign = (index + 1..<end).contains { !nodes[$0].isDoubleSided } ? innerSign : 1

        let snapshot: RasterSnapshot
        var inner: [DrawItem] = []
        let hit: Bool
        if let cached = cache[node.id], cached.matches(tree, root: index, end: end, scale: scale, sign: keySign) {
            snapshot = cached
            hit = true
        } else {
            guard let extent = contentExtent(of: index), extent.width > 0, extent.height > 0 else { return true }
            let grid = OffscreenGrid(
                rasterizing: extent, origin: node.bounds.origin, scale: scale,
                maxTextureSize: maxTextureSize)
            // Core Animation caches no bitmap over 2.5 times the screen's size: such a layer draws
            // directly, where only the part on screen costs pixels.
            // Nor past the frame's offscreen budget.
            guard grid.width * grid.height <= min(raster.pixelLimit, offscreenPixelBudget - offscreenPixelsPlanned)
            else { return false }
            snapshot = RasterSnapshot(
                tree: tree, root: index, end: end, scale: scale, sign: keySign,
                covered: grid.covered, width: grid.width, height: grid.height)
            hit = false
            guard Self.visibleQuad(snapshot, clip) != nil else { return true }
            drawContents(
                index, toTarget: grid.toTexture, clip: .offscreenImage(covering: grid.covered), opacity: 1,
                sign: innerSign, into: &inner)
        }
        guard let quad = Self.visibleQuad(snapshot, clip) else { return true }

        raster.drawn.insert(node.id)
        let pass = appendPass(
            RenderPass(
                width: snapshot.width, height: snapshot.height, clearColor: PremultipliedColor(.clear, opacity: 1),
                items: inner, reason: "rasterize", layerID: node.id, raster: RasterPass(snapshot: snapshot, isHit: hit))
        )
        items.append(
            .composite(
                CompositePrimitive(
                    layerID: node.id, sourcePass: pass, polygon: quad, toTarget: toTarget,
                    textureRect: snapshot.covered, opacity: opacity, clip: clip.rounded)))
        return true
    }

    /// The part of the bitmap's quad that survives the clip, if any.
    private static func visibleQuad(_ snapshot: RasterSnapshot, _ clip: ClipState) -> ConvexPolygon? {
        let quad = ConvexPolygon(rect: snapshot.covered).clipped(by: clip.lines)
        return quad.isEmpty ? nil : quad
    }
}

/// What the planner knows of rasterization in one frame.
struct RasterPlanning {
    /// The cached bitmaps by layer ID; `nil` when there is no cache (rasterized layers draw directly).
    var cache: [UInt64: RasterSnapshot]?
    /// Layers given a raster pass this frame.
    var drawn: Set<UInt64> = []
    /// The largest bitmap, in pixels: 2.5 times the canvas's, Core Animation's limit.
    var pixelLimit = Int.max
}

extension OffscreenGrid {
    /// The pixel grid of a rasterized layer's bitmap: `scale` pixels per point of the layer's
    /// coordinates (clamped to 1/64…16 and to the texture limit), its pixel edges on whole
    /// pixels counted from the layer's `bounds.origin`, covering `extent`.
    init(rasterizing extent: CGRect, origin: CGPoint, scale: Double, maxTextureSize: Int) {
        let limit = Double(min(maxTextureSize, 4096))
        var density = min(max(scale, 1.0 / 64), 16)
        // Snapping to whole pixels can add one pixel at each side.
        density = min(density, (limit - 2) / Double(extent.width), (limit - 2) / Double(extent.height))
        let epsilon = 1e-6
        let x0 = (Double(extent.minX - origin.x) * density + epsilon).rounded(.down)
        let y0 = (Double(extent.minY - origin.y) * density + epsilon).rounded(.down)
        let x1 = (Double(extent.maxX - origin.x) * density - epsilon).rounded(.up)
        let y1 = (Double(extent.maxY - origin.y) * density - epsilon).rounded(.up)
        self.density = density
        width = max(1, Int(x1 - x0))
        height = max(1, Int(y1 - y0))
        let minX = Double(origin.x) + x0 / density
        let minY = Double(origin.y) + y0 / density
        toTexture = .translateThenScale(tx: -minX, ty: -minY, scale: density)
        covered = CGRect(x: minX, y: minY, width: Double(width) / density, height: Double(height) / density)
    }
}
