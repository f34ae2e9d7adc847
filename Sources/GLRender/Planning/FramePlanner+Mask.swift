import Foundation
import LayerTree

/// Planning a layer with a `mask` layer.
///
/// Overall design:
/// - The mask layer's alpha (its background, border, sublayers, shadow: its flattened
///   subtree) multiplies the masked layer's whole flattened appearance, shadow included.
///   The mask is placed in the masked layer's coordinates as a sublayer would be (position,
///   bounds, transform, the layer's `bounds.origin`), without the layer's `sublayerTransform`.
/// - Cheap case, no pass: a mask that is one opaque (rounded) rectangle with nothing else,
///   only translated, is the same as clipping to that shape, so it becomes a clip
///   (`ClipState.intersect`), like `masksToBounds`.
/// - Otherwise two passes over one grid in the layer's plane: the layer's appearance and
///   the mask's, then one composite (`masked_quad`) multiplies the first by the second's
///   alpha and fades by the layer's opacity (so the layer composites as a group).
/// - A hidden mask masks everything away.
extension FramePlanner {
    enum MaskPlan: Equatable {
        /// Nothing of the layer shows.
        case nothing
        /// The mask is this rounded rectangle, in the layer's coordinates.
        case clip(CGRect, CornerRadii)
        /// Two passes and a masked composite.
        case offscreen(maskIndex: Int)
    }

    /// The matrix from the mask layer's bounds coordinates to the masked layer's.
    func maskTransform(of index: Int, maskIndex: Int) -> CATransform3D {
        let node = nodes[index]
        let geometry = SuperlayerGeometry(
            bounds: node.bounds, anchorPoint: node.anchorPoint,
            anchorPointZ: node.anchorPointZ, isGeometryFlipped: false,
            sublayerTransform: CATransform3DIdentity)
        return nodes[maskIndex].transformToSuperlayer(geometry)
    }

    func maskPlan(of index: Int, maskIndex: Int) -> MaskPlan {
        guard maskIndex != RenderNode.hiddenMask else { return .nothing }
        let mask = nodes[maskIndex]
        guard mask.kind == .layer, mask.opacity > 0 else {
            return mask.kind == .layer ? .nothing : .offscreen(maskIndex: maskIndex)
        }
        let hasBorder = mask.borderWidth > 0 && (mask.borderColor?.alpha ?? 0) > 0
        let background = mask.backgroundColor.map { Double($0.alpha) } ?? 0
        // A mask that draws a path, gradient, image, text or particles (a `CAShapeLayer` masking
        // a gradient, as lottie-ios builds a gradient fill) is more than its background and border.
        let drawsMore = nodes.holds([.shape, .gradient, .contents, .text, .particles, .filters], at: maskIndex)
        guard mask.children.isEmpty, !mask.$shadow, mask.mask == nil, !mask.$transition, !drawsMore else {
            return .offscreen(maskIndex: maskIndex)
        }
        if background <= 0, !hasBorder { return .nothing }
        let t = maskTransform(of: index, maskIndex: maskIndex)
        let translationOnly =
            t.m11 == 1 && t.m12 == 0 && t.m13 == 0 && t.m14 == 0 && t.m21 == 0 && t.m22 == 1
            && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0 && t.m44 == 1
        guard translationOnly, background >= 1, mask.opacity >= 1,
            mask.bounds.width > 0, mask.bounds.height > 0
        else { return .offscreen(maskIndex: maskIndex) }
        return .clip(mask.bounds.offsetBy(dx: t.m41, dy: t.m42), Self.cornerRadii(of: mask))
    }

    /// Draws the layer's appearance times its mask's alpha, through two passes.
    mutating func drawMasked(
        _ index: Int, maskIndex: Int, toTarget: Homography, clip: ClipState, opacity: Double,
        sign: Double, into items: inout [DrawItem]
    ) {
        guard let whole = contentExtent(of: index), whole.width > 0, whole.height > 0,
            let extent = Self.visiblePart(of: whole, clip: clip)
        else { return }
        let node = nodes[index]
        let grid = budgetedGrid(extent: extent, toTarget: toTarget)
        let innerSign = Self.innerSign(sign, toTarget)
        let clear = PremultipliedColor(.clear, opacity: 1)
        var content: [DrawItem] = []
        drawContents(
            index, toTarget: grid.toTexture, clip: .offscreenImage(covering: grid.covered), opacity: 1, sign: innerSign,
            into: &content)
        guard !content.isEmpty else { return }
        var maskItems: [DrawItem] = []
        let toMask = Homography(flattening: maskTransform(of: index, maskIndex: maskIndex))
        drawLayer(
            maskIndex, toTarget: toMask.then(grid.toTexture), clip: .none, opacity: 1, sign: innerSign,
            into: &maskItems)
        guard !maskItems.isEmpty else { return }
        let contentPass = appendPass(
            RenderPass(
                width: grid.width, height: grid.height, clearColor: clear,
                items: content, reason: "mask content", layerID: node.id))
        let maskPass = appendPass(
            RenderPass(
                width: grid.width, height: grid.height, clearColor: clear,
                items: maskItems, reason: "mask alpha", layerID: node.id))
        let quad = ConvexPolygon(rect: extent).clipped(by: clip.lines)
        guard !quad.isEmpty else { return }
        if let mode = node.blendMode {
            // Masked in a pass of its own, so that the masked image is what blends onto the backdrop.
            let masked = MaskedComposite(
                quad: CompositePrimitive(
                    layerID: node.id, sourcePass: contentPass, polygon: ConvexPolygon(rect: grid.covered),
                    toTarget: grid.toTexture, textureRect: grid.covered, opacity: 1, clip: nil),
                maskPass: maskPass)
            let maskedPass = appendPass(
                RenderPass(
                    width: grid.width, height: grid.height, clearColor: clear, items: [.masked(masked)],
                    reason: "masked blend mode", layerID: node.id))
            items.append(
                .composite(
                    CompositePrimitive(
                        layerID: node.id, sourcePass: maskedPass, polygon: quad, toTarget: toTarget,
                        textureRect: grid.covered, opacity: opacity, clip: clip.rounded, blendMode: mode)))
            return
        }
        items.append(
            .masked(
                MaskedComposite(
                    quad: CompositePrimitive(
                        layerID: node.id, sourcePass: contentPass, polygon: quad, toTarget: toTarget,
                        textureRect: grid.covered, opacity: opacity, clip: clip.rounded),
                    maskPass: maskPass)))
    }
}

/// A pass's texture times another pass's alpha over the same grid (`Shaders/masked_quad.frag`).
struct MaskedComposite: Equatable {
    var quad: CompositePrimitive
    var maskPass: Int
}
