import Foundation
import LayerTree

/// Turns a planned frame into its debug overlays.
///
/// Overall design: every item the canvas pass draws, after culling, is classified as the
/// emit stage will draw it, then a translucent tint of its polygon (in its own plane, so 3D
/// and clips follow) is appended to the canvas pass, after everything: one more batch,
/// drawn by the same batcher.
/// - Blended: whatever the emit stage puts in the blended phase (`Batcher.isOpaqueFlat` is
///   false): a solid whose colour is translucent or whose coverage is partial (rounded
///   corners, a border ring, antialiased edges, a rounded clip), and every composite,
///   shadow, shape, gradient and image. Each adds red at 30%, so overlapping blended layers
///   deepen it. What the opaque phase draws adds green at 35%; a large rounded layer shows
///   its flat interior green and its corners red.
/// - Offscreen: composites of an offscreen pass (group opacity, transitions, a subtree
///   shadow's blur, masks) are tinted yellow at 50%.
/// Statistics (blended pixels, overdraw) are measured from the emitted command buffer
/// (`BatchedFrame.shadedPixels`), not predicted here.
enum OverlayPlanner {
    /// The layer ID the tints carry, so measuring leaves them out.
    static let overlayLayerID = UInt64.max

    /// Whether an item (by its layer) is one of the overlays' own tints or flashes, which statistics leave out.
    static func isOverlay(layerID: UInt64) -> Bool {
        layerID == overlayLayerID || layerID == ImageOverlays.flashLayerID
    }

    /// The list with the overlays' tints appended to its canvas pass.
    /// `textures` are the image tiles the backend holds as the frame begins (`ImageOverlays`).
    static func apply(_ overlays: DebugOverlay, to list: DisplayList, textures: ResidentImages? = nil) -> DisplayList {
        guard !overlays.isEmpty, !list.passes.isEmpty else { return list }
        var list = list
        let canvas = list.canvasPassIndex
        var tints: [DrawItem] = []
        let items = list.passes[canvas].items
        if overlays.contains(.blended) {
            let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1), red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            for item in items where Batcher.isOpaqueFlat(item) {
                tints.append(tint(item, PremultipliedColor(green, opacity: 0.35)))
            }
            for item in items where !Batcher.isOpaqueFlat(item) {
                tints.append(tint(item, PremultipliedColor(red, opacity: 0.3)))
            }
        }
        if overlays.contains(.offscreen) {
            let yellow = CGColor(red: 1, green: 1, blue: 0, alpha: 1)
            for item in items where item.readsOffscreenPass {
                tints.append(tint(item, PremultipliedColor(yellow, opacity: 0.5)))
            }
        }
        tints += ImageOverlays.tints(overlays, list, textures: textures, tint: tint)
        list.passes[canvas].items += tints
        return list
    }

    /// A flat tint over the item's polygon (a solid keeps its rounded shape).
    /// Tints are drawn over everything in painter's order, so they leave the item's 3D rendering context.
    static func tint(_ item: DrawItem, _ color: PremultipliedColor) -> DrawItem {
        if case .solid(var p) = item {
            p.color = color
            p.borderWidth = 0
            p.layerID = overlayLayerID
            p.toTarget.depth = nil
            return .solid(p)
        }
        let (polygon, placedTo, _, clip) = item.placement
        var toTarget = placedTo
        toTarget.depth = nil
        let box = polygon.boundingBox ?? (0, 0, 0, 0)
        let shape = CGRect(x: box.minX, y: box.minY, width: box.maxX - box.minX, height: box.maxY - box.minY)
        return .solid(
            SolidPrimitive(
                layerID: overlayLayerID, polygon: polygon, toTarget: toTarget, shape: shape,
                radii: .zero, borderWidth: 0, smoothEdges: [], color: color, clip: clip))
    }
}
