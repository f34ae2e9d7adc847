import Foundation
@_spi(Rendering) import LayerTree

/// The debug stage: after culling, before batching, it reads the culled display list and what the
/// backend holds as the frame begins (`FrameContext`: the residency the last frame's record left)
/// and adds the debug overlays' items. It is the overlays' one home: the planner, culling and the
/// batcher know nothing of them, but that the batcher leaves items marked as overlays out of the
/// frame's measured pixels.
///
/// Each overlay item is a flat `SolidPrimitive` whose `overlay` names the mode that drew it (never
/// empty), so nothing else is told apart by its layer ID. In order:
/// - Rasterize (`RasterizeOverlay`): a tint right after each rasterized layer's composite, in
///   whatever pass holds it, green for a cached bitmap reused and red for one drawn again.
/// - Updates' damage flashes (`UpdateFlashes`): in a partial frame, each changed rectangle.
/// - Over the canvas pass, a tint of each item's polygon (in its own plane, so 3D and clips
///   follow), drawn after everything:
///   - Blended: whatever the batching stage puts in the blended phase (`DrawItem.blending` is
///     false): a solid whose colour is translucent or whose coverage is partial (rounded
///     corners, a border ring, antialiased edges, a rounded clip), and every composite,
///     shadow, shape, gradient and image. Each adds red at 30%, so overlapping blended layers
///     deepen it. What the opaque phase draws adds green at 35%; a large rounded layer shows
///     its flat interior green and its corners red.
///   - Offscreen: composites of an offscreen pass (group opacity, transitions, a subtree
///     shadow's blur, masks) are tinted yellow at 50%.
///   - Misaligned, copied and updated images and bitmaps (`ImageOverlays`).
/// Statistics (blended pixels, overdraw) are measured from the emitted command buffer
/// (`BatchedFrame.shadedPixels`), not predicted here.
enum DebugOverlayStage {
    /// The list with the overlays' items added.
    /// - Parameters:
    ///   - held: what the backend holds as the frame begins (image tiles resident).
    ///   - changed: what changed this frame, flashed by `updates` in a partial frame; nil in a whole one.
    ///   - rootLayerID: the layer the canvas shows, which the damage flashes are drawn over.
    static func apply(
        _ overlays: DebugOverlay, to list: DisplayList, held: FrameContext, changed: DamageRegion?,
        rootLayerID: UInt64
    ) -> DisplayList {
        guard !overlays.isEmpty, !list.passes.isEmpty else { return list }
        var list = list
        if overlays.contains(.rasterize) { RasterizeOverlay.tintComposites(in: &list) }
        let canvas = list.canvasPassIndex
        if overlays.contains(.updates), let changed {
            list.passes[canvas].items += UpdateFlashes.flashes(over: changed, layerID: rootLayerID)
        }
        var tints: [DrawItem] = []
        let items = list.passes[canvas].items
        if overlays.contains(.blended) {
            let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1), red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            for item in items where item.isOpaque {
                tints.append(tint(item, PremultipliedColor(green, opacity: 0.35), as: .blended))
            }
            for item in items where !item.isOpaque {
                tints.append(tint(item, PremultipliedColor(red, opacity: 0.3), as: .blended))
            }
        }
        if overlays.contains(.offscreen) {
            let yellow = CGColor(red: 1, green: 1, blue: 0, alpha: 1)
            for item in items where item.readsOffscreenPass {
                tints.append(tint(item, PremultipliedColor(yellow, opacity: 0.5), as: .offscreen))
            }
        }
        tints += ImageOverlays.tints(overlays, list, textures: held.imageTextures)
        list.passes[canvas].items += tints
        return list
    }

    /// A flat tint over the item's polygon (a solid keeps its rounded shape), marked as `overlay`'s.
    /// Tints are drawn over everything in painter's order, so they leave the item's 3D rendering context.
    static func tint(_ item: DrawItem, _ color: PremultipliedColor, as overlay: DebugOverlay) -> DrawItem {
        if case .solid(let held) = item {
            var p = held.primitive
            p.color = color
            p.borderWidth = 0
            p.overlay = overlay
            p.toTarget.depth = nil
            return .solid(HeldSolid(p))
        }
        let (polygon, placedTo, layerID, clip) = item.placement
        var toTarget = placedTo
        toTarget.depth = nil
        let box = polygon.boundingBox ?? (0, 0, 0, 0)
        let shape = CGRect(x: box.minX, y: box.minY, width: box.maxX - box.minX, height: box.maxY - box.minY)
        return .solid(
            HeldSolid(
                SolidPrimitive(
                    layerID: layerID, polygon: polygon, toTarget: toTarget, shape: shape,
                    radii: .zero, borderWidth: 0, smoothEdges: [], color: color, clip: clip, overlay: overlay)))
    }

    /// Whether `list` carries `updates` flashes, which are true of one frame only: such a
    /// list must be planned again rather than replayed.
    static func hasFlashes(_ list: DisplayList) -> Bool {
        guard !list.passes.isEmpty else { return false }
        return list.passes[list.canvasPassIndex].items.contains { $0.debugOverlay == .updates }
    }

    /// The pixels the overlays' items cover on the canvas: the next frame redraws them away.
    static func overlayRects(in list: DisplayList, bounds: PixelRect) -> [PixelRect] {
        guard !list.passes.isEmpty else { return [] }
        var rects: [PixelRect] = []
        for item in list.passes[list.canvasPassIndex].items where !item.debugOverlay.isEmpty {
            let (polygon, toTarget, _, _) = item.placement
            guard let box = polygon.boundingBox else { continue }
            let rect = CGRect(x: box.minX, y: box.minY, width: box.maxX - box.minX, height: box.maxY - box.minY)
            // Behind the eye nothing is bounded: the whole canvas, to be safe.
            rects.append(Planner.pixelBox(rect, through: toTarget, bounds: bounds) ?? bounds)
        }
        return rects
    }
}
