import Foundation
@_spi(Rendering) import LayerTree

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

    /// Puts a tint after each composite of a rasterized layer's pass, in every pass of `list`.
    static func tintComposites(in list: inout DisplayList) {
        let passes = list.passes
        for index in list.passes.indices {
            guard passes[index].items.contains(where: { rasterPass(of: $0, in: passes) != nil }) else { continue }
            var items: [DrawItem] = []
            items.reserveCapacity(passes[index].items.count + 1)
            for item in passes[index].items {
                items.append(item)
                guard case .composite(let composite) = item, let raster = rasterPass(of: item, in: passes) else {
                    continue
                }
                items.append(
                    .solid(
                        HeldSolid(
                            SolidPrimitive(
                                layerID: composite.layerID, polygon: composite.polygon, toTarget: composite.toTarget,
                                shape: raster.snapshot.covered, radii: .zero, borderWidth: 0, smoothEdges: [],
                                color: PremultipliedColor(raster.isHit ? hitColor : missColor, opacity: 1),
                                clip: composite.clip, overlay: .rasterize))))
            }
            list.passes[index].items = items
        }
    }

    /// The raster pass `item` composites, if it is a rasterized layer's bitmap.
    private static func rasterPass(of item: DrawItem, in passes: [RenderPass]) -> RasterPass? {
        guard case .composite(let composite) = item, passes.indices.contains(composite.sourcePass) else { return nil }
        return passes[composite.sourcePass].raster
    }
}
