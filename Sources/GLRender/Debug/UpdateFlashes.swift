import Foundation
import LayerTree

// The `updates` overlay's part that shows damage: Core Animation's "Flash Updated Regions" paints
// what the frame redrew because it changed. In a partial frame each changed rectangle is tinted
// yellow, over everything (a full frame is not: every pixel would be). Since the canvas keeps its
// pixels between frames, the next frame adds last frame's flashes to its damage and redraws them
// away, without flashing that repair.
extension Renderer {
    /// The damage tint's colour and opacity.
    static let damageFlashColor = PremultipliedColor(CGColor(red: 1, green: 1, blue: 0, alpha: 1), opacity: 0.25)

    /// The list with a flash over each of the frame's damaged rectangles appended to its canvas pass.
    static func flashing(_ damage: DamageRegion, on list: DisplayList) -> DisplayList {
        var list = list
        for rect in damage.rects {
            let area = CGRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
            list.passes[list.canvasPassIndex].items.append(
                .solid(
                    SolidPrimitive(
                        layerID: ImageOverlays.flashLayerID, polygon: ConvexPolygon(rect: area), toTarget: .identity,
                        shape: area, radii: .zero, borderWidth: 0, smoothEdges: [], color: damageFlashColor, clip: nil))
            )
        }
        return list
    }

    /// The pixels the debug overlays' tints and flashes cover on the canvas.
    static func overlayRects(in list: DisplayList, bounds: PixelRect) -> [PixelRect] {
        guard !list.passes.isEmpty else { return [] }
        var rects: [PixelRect] = []
        for item in list.passes[list.canvasPassIndex].items {
            let (polygon, toTarget, layerID, _) = item.placement
            guard OverlayPlanner.isOverlay(layerID: layerID) else { continue }
            guard let box = polygon.boundingBox else { continue }
            let rect = CGRect(x: box.minX, y: box.minY, width: box.maxX - box.minX, height: box.maxY - box.minY)
            // Behind the eye nothing is bounded: the whole canvas, to be safe.
            rects.append(FramePlanner.pixelBox(rect, through: toTarget, bounds: bounds) ?? bounds)
        }
        return rects
    }
}
