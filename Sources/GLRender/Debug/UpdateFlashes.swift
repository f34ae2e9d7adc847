import Foundation
@_spi(Rendering) import LayerTree

/// The `updates` overlay's part that shows damage: Core Animation's "Flash Updated Regions" paints
/// what the frame redrew because it changed. In a partial frame each changed rectangle is tinted
/// yellow, over everything (a whole frame is not: every pixel would be). Since the canvas keeps its
/// pixels between frames, the next frame adds last frame's flashes to its damage and redraws them
/// away (`DebugOverlayStage.overlayRects`), without flashing that repair.
enum UpdateFlashes {
    /// The damage tint's colour and opacity.
    static let color = PremultipliedColor(CGColor(red: 1, green: 1, blue: 0, alpha: 1), opacity: 0.25)

    /// A flash over each of `changed`'s rectangles, in canvas pixels, over the layer `layerID`.
    static func flashes(over changed: DamageRegion, layerID: UInt64) -> [DrawItem] {
        changed.rects.map { rect in
            let area = CGRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
            return .solid(
                HeldSolid(
                    SolidPrimitive(
                        layerID: layerID, polygon: ConvexPolygon(rect: area), toTarget: .identity, shape: area,
                        radii: .zero, borderWidth: 0, smoothEdges: [], color: color, clip: nil, overlay: .updates)))
        }
    }
}
