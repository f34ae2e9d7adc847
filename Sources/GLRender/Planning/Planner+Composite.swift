import Foundation
@_spi(Rendering) import LayerTree

// The steps every effect drawn through an offscreen image shares (group opacity, blend modes,
// filters, masks, shadows of subtrees, transitions): the layer's subtree drawn at full opacity
// into an image over a grid in its plane, a transparent pass holding it, and a composite of that
// pass onto the target. Each effect adds only what is its own between them.
extension Planner {
    /// The layer's subtree drawn at full opacity into `grid`'s image, in the layer's plane;
    /// `sign` is the facing sign inside the image (`innerSign`), `shadow` whether its own shadow
    /// is drawn too.
    mutating func drawFlattened(_ index: Int, into grid: OffscreenGrid, sign: Double, shadow: Bool = true)
        -> [DrawItem]
    {
        var inner: [DrawItem] = []
        drawContents(
            index, toTarget: grid.toTexture, clip: .offscreenImage(covering: grid.covered), opacity: 1, sign: sign,
            shadow: shadow, into: &inner)
        return inner
    }

    /// Adds a pass of `grid`'s size, cleared to transparent, holding `items`; returns its index.
    mutating func appendImagePass(
        _ grid: OffscreenGrid, _ items: [DrawItem], reason: String, layerID: UInt64, blend: PassBlend = .sourceOver
    ) -> Int {
        appendPass(
            RenderPass(
                width: grid.width, height: grid.height, clearColor: PremultipliedColor(.clear, opacity: 1),
                items: items, reason: reason, layerID: layerID, blend: blend))
    }

    /// The composite of an offscreen pass onto the target: the pass holds the layer's image over
    /// `grid` (`grid.covered` in the layer's units); the quad covers `extent`, the visible part of
    /// the layer, cut by the clip's straight edges, with its rounded edges left to the shader. Nil
    /// when the clip leaves nothing.
    func compositeQuad(
        of pass: Int, grid: OffscreenGrid, extent: CGRect, layerID: UInt64, toTarget: Homography,
        clip: ClipState, opacity: Double, blendMode: CompositingBlendMode? = nil
    ) -> CompositePrimitive? {
        let quad = ConvexPolygon(rect: extent).clipped(by: clip.lines)
        guard !quad.isEmpty else { return nil }
        return CompositePrimitive(
            layerID: layerID, sourcePass: pass, polygon: quad, toTarget: toTarget, textureRect: grid.covered,
            opacity: opacity, clip: clip.rounded, blendMode: blendMode)
    }

    /// Appends the composite of an offscreen pass (`compositeQuad`), if the clip leaves any of it.
    mutating func appendComposite(
        of pass: Int, grid: OffscreenGrid, extent: CGRect, layerID: UInt64, toTarget: Homography,
        clip: ClipState, opacity: Double, blendMode: CompositingBlendMode? = nil, into items: inout [DrawItem]
    ) {
        guard
            let composite = compositeQuad(
                of: pass, grid: grid, extent: extent, layerID: layerID, toTarget: toTarget, clip: clip,
                opacity: opacity, blendMode: blendMode)
        else { return }
        items.append(.composite(composite))
    }
}
