import Foundation
import LayerTree

extension FramePlanner {
    /// Composites an offscreen pass onto the target: the last step every effect drawn through an
    /// offscreen image shares (group opacity, blend modes, filters, masks, transitions).
    ///
    /// The pass holds the layer's image over `grid` (`grid.covered` in the layer's units); the
    /// quad covers `extent`, the visible part of the layer, cut by the clip's straight edges, with
    /// its rounded edges left to the shader. Nothing is appended when the clip leaves nothing.
    mutating func appendComposite(
        of pass: Int, grid: OffscreenGrid, extent: CGRect, layerID: UInt64, toTarget: Homography,
        clip: ClipState, opacity: Double, blendMode: CompositingBlendMode? = nil, into items: inout [DrawItem]
    ) {
        let quad = ConvexPolygon(rect: extent).clipped(by: clip.lines)
        guard !quad.isEmpty else { return }
        items.append(
            .composite(
                CompositePrimitive(
                    layerID: layerID, sourcePass: pass, polygon: quad, toTarget: toTarget,
                    textureRect: grid.covered, opacity: opacity, clip: clip.rounded, blendMode: blendMode)))
    }
}
