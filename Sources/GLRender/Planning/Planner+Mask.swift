import Foundation
@_spi(Rendering) import LayerTree

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
/// - A gradient layer masked by a layer that only fills or only strokes a path (lottie-ios's
///   gradient fills and strokes, an iOS progress ring) is the gradient drawn through the path's
///   coverage, no pass (`Planner+GradientThroughPath.swift`).
/// - Otherwise two passes over one grid in the layer's plane: the layer's appearance and
///   the mask's, then one composite (`masked_quad`) multiplies the first by the second's
///   alpha and fades by the layer's opacity (so the layer composites as a group).
/// - A hidden mask masks everything away.
/// - `maskMode` (a LayerKit extension for track mattes) reads the mask's luminance or the
///   inverse: always two passes, and an inverted mode shows the whole layer where the mask is
///   hidden or empty.
extension Planner {
    enum MaskPlan: Equatable {
        /// Nothing of the layer shows.
        case nothing
        /// The mask hides nothing: an inverted mode's mask that draws nothing.
        case unmasked
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
        let mode = nodes[index].maskMode
        let empty: MaskPlan = mode.showsWhereMaskIsEmpty ? .unmasked : .nothing
        guard maskIndex != RenderNode.hiddenMask else { return empty }
        let mask = nodes[maskIndex]
        guard mask.kind == .layer, mask.opacity > 0 else {
            return mask.kind == .layer ? empty : .offscreen(maskIndex: maskIndex)
        }
        let hasBorder = mask.borderWidth > 0 && (mask.borderColor?.alpha ?? 0) > 0
        let background = mask.backgroundColor.map { Double($0.alpha) } ?? 0
        // A mask that draws a shape, gradient, image, text or particles (a `CAShapeLayer` mask)
        // is no rectangle: only a pass draws it.
        let drawsContent = nodes.holds([.shape, .gradient, .contents, .text, .particles, .filters], at: maskIndex)
        guard mask.children.isEmpty, !mask.$shadow, mask.mask == nil, !mask.$transition, !drawsContent else {
            return .offscreen(maskIndex: maskIndex)
        }
        if background <= 0, !hasBorder { return empty }
        // Only an alpha mask is the same as a clip to its shape.
        guard mode == .alpha else { return .offscreen(maskIndex: maskIndex) }
        let t = maskTransform(of: index, maskIndex: maskIndex)
        let translationOnly =
            t.m11 == 1 && t.m12 == 0 && t.m13 == 0 && t.m14 == 0 && t.m21 == 0 && t.m22 == 1
            && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0 && t.m44 == 1
        guard translationOnly, background >= 1, mask.opacity >= 1,
            mask.bounds.width > 0, mask.bounds.height > 0
        else { return .offscreen(maskIndex: maskIndex) }
        return .clip(mask.bounds.offsetBy(dx: t.m41, dy: t.m42), Self.cornerRadii(of: mask))
    }

    /// Draws the layer's appearance times its mask's alpha: a gradient through its mask's filled or
    /// stroked path where that is the same picture (no pass), otherwise through two passes.
    mutating func drawMasked(
        _ index: Int, maskIndex: Int, toTarget: Homography, clip: ClipState, opacity: Double,
        sign: Double, into items: inout [DrawItem]
    ) {
        if drawGradientThroughPath(
            index, maskIndex: maskIndex, toTarget: toTarget, clip: clip, opacity: opacity, into: &items)
        {
            return
        }
        let toMask = Homography(flattening: maskTransform(of: index, maskIndex: maskIndex))
        guard let whole = contentExtent(of: index), whole.width > 0, whole.height > 0,
            let visible = Self.visiblePart(of: whole, clip: clip),
            var extent = maskShownPart(
                of: visible, maskIndex: maskIndex, mode: nodes[index].maskMode, toMask: toMask, toTarget: toTarget)
        else { return }
        let node = nodes[index]
        // An inverted mask leaves the layer as it is outside the mask's box: drawn directly there
        // (Planner+InvertedMask.swift).
        if let hole = invertedMaskHole(
            of: extent, index: index, maskIndex: maskIndex, opacity: opacity, toMask: toMask, toTarget: toTarget)
        {
            drawAround(
                hole, of: extent, index: index, toTarget: toTarget, clip: clip, opacity: opacity, sign: sign,
                into: &items)
            extent = hole
        }
        let grid = budgetedGrid(extent: extent, toTarget: toTarget)
        let innerSign = Self.innerSign(sign, toTarget)
        let content = drawFlattened(index, into: grid, sign: innerSign)
        guard !content.isEmpty else { return }
        var maskItems: [DrawItem] = []
        // Clipped to the image it is drawn into: a mask that is itself masked (a track matte's
        // masks) then sizes its own image to this one, not to its whole extent.
        drawLayer(
            maskIndex, toTarget: toMask.then(grid.toTexture),
            clip: ClipState.offscreenImage(covering: grid.covered).pulledBack(through: toMask), opacity: 1,
            sign: innerSign, into: &maskItems)
        // An inverted mode's empty mask pass (cleared to transparent) lets the whole layer show.
        guard !maskItems.isEmpty || node.maskMode.showsWhereMaskIsEmpty else { return }
        let contentPass = appendImagePass(grid, content, reason: "mask content", layerID: node.id)
        let maskPass = appendImagePass(grid, maskItems, reason: "mask alpha", layerID: node.id)
        guard
            let quad = compositeQuad(
                of: contentPass, grid: grid, extent: extent, layerID: node.id, toTarget: toTarget, clip: clip,
                opacity: opacity)
        else { return }
        if let mode = node.blendMode {
            // Masked in a pass of its own, so that the masked image is what blends onto the backdrop.
            let masked = MaskedComposite(
                quad: CompositePrimitive(
                    layerID: node.id, sourcePass: contentPass, polygon: ConvexPolygon(rect: grid.covered),
                    toTarget: grid.toTexture, textureRect: grid.covered, opacity: 1, clip: nil),
                maskPass: maskPass, mode: node.maskMode)
            var composite = quad
            composite.sourcePass = appendImagePass(
                grid, [.masked(masked)], reason: "masked blend mode", layerID: node.id)
            composite.blendMode = mode
            items.append(.composite(composite))
            return
        }
        items.append(.masked(MaskedComposite(quad: quad, maskPass: maskPass, mode: node.maskMode)))
    }
}

extension Planner {
    /// How many times smaller than the layer's visible part the mask's part must be for the passes
    /// to be cut to it.
    static let smallestMaskCut: CGFloat = 4

    /// The part of a masked layer's `extent` that its mask can show: where the mask draws nothing
    /// an alpha or luminance mask hides the layer, so both passes need cover only the mask's extent.
    /// `nil` when they do not meet (nothing shows).
    ///
    /// Why: a Lottie layer's mask is often a small shape over a large layer (an avatar's circle over
    /// a whole precomposition); both passes covered the layer's visible part, and `issue_1932`'s
    /// masked letters drew 654k offscreen pixels a frame for a 188k-pixel canvas (15k with the cut),
    /// all of it work for llvmpipe's rasterizer. The box grows by a pixel for the mask's antialiasing fringe, and
    /// its sides stay on `extent`'s pixel grid, so every texel lands where it did before the cut.
    /// An inverted mode shows the layer where the mask is empty: its extent stays whole. So does one
    /// whose mask covers over a quarter of it (`smallestMaskCut`).
    mutating func maskShownPart(
        of extent: CGRect, maskIndex: Int, mode: CALayerMaskMode, toMask: Homography, toTarget: Homography
    ) -> CGRect? {
        guard !mode.showsWhereMaskIsEmpty, toMask.isAffine, let maskExtent = contentExtent(of: maskIndex)
        else { return extent }
        // One pixel out for the fringe, then out to whole pixels of the grid that starts at `extent`'s corner.
        guard let box = Self.pixelBox(toMask.affineBounds(of: maskExtent), in: extent, toTarget: toTarget) else {
            return extent
        }
        guard let shown = box.overlap(extent), shown.width > 0, shown.height > 0 else { return nil }
        // Cut only where most of the image goes: the cut follows the mask, so a mask that moves or
        // changes shape also changes the content's image, which `OffscreenReuse` could have kept.
        return shown.width * shown.height * Self.smallestMaskCut <= extent.width * extent.height ? shown : extent
    }
}

/// A pass's texture times another pass's alpha (or luminance, or their inverse: `mode`) over the
/// same grid (`Shaders/masked_quad.frag`).
struct MaskedComposite: Equatable {
    var quad: CompositePrimitive
    var maskPass: Int
    var mode: CALayerMaskMode = .alpha
}

extension MaskedComposite: QuadPrimitive {
    var blending: Blending { .sourceOver }

    var readsOffscreenPass: Bool { true }

    func emit(in context: BatchingContext, into frame: inout BatchedFrame) -> EmittedItem? {
        frame.append(.maskedQuad(sourcePass: quad.sourcePass, maskPass: maskPass, mode: mode), in: context) {
            Tessellator.appendComposite(quad, vertices: &$0, indices: &$1)
        }
    }
}
