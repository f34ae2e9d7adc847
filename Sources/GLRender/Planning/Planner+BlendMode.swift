import Foundation
@_spi(Rendering) import LayerTree

// A layer with a blend mode (`compositingFilter`): its background, contents, border and sublayers
// are flattened into an offscreen image in its plane, as group opacity flattens them, and that
// image is blended onto what its target already holds beneath it (rendering-semantics.md, "Blend
// modes"). The blend itself happens at execution: the composite item carries the mode, the batching
// stage turns it into a `blend_quad` draw with the box of target pixels it covers, and the
// backend copies those pixels to read them as the backdrop. Layers without a blend mode take
// none of this: `drawLayer` tests one inline field. Nor does a blend-mode layer drawn first into
// a transparent target (`backdropIsEmpty`): there it is source-over.

extension Planner {
    /// Whether nothing lies beneath what is drawn next into the target that `items` fills: no item
    /// before it, on a target cleared to transparent (every offscreen pass, and the canvas without
    /// a background). A blend mode over a transparent backdrop is source-over
    /// (rendering-semantics.md), which needs no pass: the layer is drawn as any other.
    func backdropIsEmpty(_ items: [DrawItem], clip: ClipState) -> Bool {
        items.isEmpty && (!clip.onCanvas || canvasIsClear)
    }

    /// Draws the layer's shadow normally, then its subtree flattened at full opacity into a pass,
    /// composited with `mode` at `opacity`.
    mutating func drawBlended(
        _ index: Int, mode: CompositingBlendMode, toTarget: Homography, clip: ClipState, opacity: Double,
        sign: Double, into items: inout [DrawItem]
    ) {
        // The shadow lies beneath the layer and is not blended.
        drawShadow(index, toTarget: toTarget, clip: clip, opacity: opacity, sign: sign, into: &items)
        guard let whole = extentWithoutShadow(of: index), whole.width > 0, whole.height > 0,
            let extent = Self.visiblePart(of: whole, clip: clip)
        else { return }
        let grid = budgetedGrid(extent: extent, toTarget: toTarget)
        let inner = drawFlattened(index, into: grid, sign: Self.innerSign(sign, toTarget), shadow: false)
        guard !inner.isEmpty else { return }
        let layerID = nodes[index].id
        let pass = appendImagePass(grid, inner, reason: "blend mode", layerID: layerID)
        appendComposite(
            of: pass, grid: grid, extent: extent, layerID: layerID, toTarget: toTarget, clip: clip, opacity: opacity,
            blendMode: mode, into: &items)
    }
}
