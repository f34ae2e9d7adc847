import Foundation
import LayerTree

/// The `rasterize` debug overlay: a translucent tint over each rasterized layer's quad,
/// green when its cached bitmap was reused this frame and red when it was drawn again
/// (Core Animation's "Color Hits Green and Misses Red").
///
/// The tint is drawn right after the layer's composite, in the same pass and through the
/// same placement and clips, so it sits on the layer (layers above still cover it) and
/// batches like any solid primitive. Inside an outer rasterized layer the tint is part of
/// the outer bitmap, so it shows the inner layer's state when the outer one was drawn.
enum RasterizeOverlay {
    static let hitColor = CGColor(red: 0, green: 1, blue: 0, alpha: 0.5)
    static let missColor = CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)

    static func tint(
        layerID: UInt64, polygon: ConvexPolygon, toTarget: Homography, covered: CGRect,
        clip: RoundedClip?, isHit: Bool
    ) -> DrawItem {
        .solid(
            SolidPrimitive(
                layerID: layerID, polygon: polygon, toTarget: toTarget, shape: covered, radii: .zero, borderWidth: 0,
                smoothEdges: [], color: PremultipliedColor(isHit ? hitColor : missColor, opacity: 1), clip: clip))
    }
}
