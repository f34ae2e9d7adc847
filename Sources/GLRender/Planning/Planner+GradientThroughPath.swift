import Foundation
@_spi(Rendering) import LayerTree

/// Planning a `CAGradientLayer` masked by a `CAShapeLayer` that only fills its path, or only strokes
/// it: the gradient painted through the fill's or the line's coverage, one primitive and no
/// offscreen pass.
///
/// Why: lottie-ios builds every gradient fill and stroke that way (a gradient layer over the path's
/// box, masked by a shape layer filling or stroking the path: `LottieShapeLayers.gradientLayer`), and each one
/// cost two offscreen passes the size of the box, their clears and a masked composite: `issue_2055`'s
/// ten gradient shapes were 20 of its 22 passes and 2.2 M of its 2.7 M offscreen pixels a frame, all
/// of it fragment work for llvmpipe. The mask's alpha times the gradient is the gradient times the
/// path's coverage (times the fill's alpha and the mask's opacity), which the `gradient_path`
/// program shades directly from the path's mesh (`GradientPath`).
///
/// Only where that is the same picture: an alpha mask; a gradient layer that draws nothing else (no
/// background, border, shadow, sublayers, corner radius, filters, blend mode), whose bounds are cut
/// as its own polygon is (hard edges: the path's triangles are cut by them too) or hold every pixel
/// the path's coverage reaches (antialiased edges); a mask that draws one fill or one stroke and nothing else,
/// placed by an affine map; no rounded clip from above (the gradient's coordinates ride in the
/// vertex's rounded-clip slot). The path's mesh, fill or stroke, covers each pixel once (as a
/// translucent shape layer's must). Anything else takes the passes (`drawMasked`).
extension Planner {
    /// Draws the layer (`index`, with mask `maskIndex`) as a gradient through its mask's path if the
    /// two qualify; returns false, drawing nothing, where they do not.
    mutating func drawGradientThroughPath(
        _ index: Int, maskIndex: Int, toTarget: Homography, clip: ClipState, opacity: Double,
        into items: inout [DrawItem]
    ) -> Bool {
        guard clip.rounded == nil, nodes[index].maskMode == .alpha, let gradient = nodes[index].gradient,
            gradientDrawsAlone(index), maskPaintsOnce(maskIndex)
        else { return false }
        let toMask = Homography(flattening: maskTransform(of: index, maskIndex: maskIndex))
        guard toMask.isAffine else { return false }
        let maskToTarget = toMask.then(toTarget)
        var shapes: [DrawItem] = []
        // The fill or the line as the mask pass would have drawn it (the same mesh, fringe and straight clip edges).
        emitVectorContent(
            nodes[maskIndex], toTarget: maskToTarget, clip: clip.pulledBack(through: toMask), radii: .zero,
            opacity: 1, into: &shapes)
        // A mask that draws nothing hides the whole layer, as the passes would.
        guard let first = shapes.first else { return true }
        guard shapes.count == 1, case .shape(let shape) = first else { return false }
        let bounds = nodes[index].bounds
        let meshBox = shape.mesh.bounds
        // The path's reach, its fringe included, in the gradient's coordinates.
        let fringe = CGFloat(shape.featherWidth)
        let (minX, minY, maxX, maxY) = toMask.affineBounds(of: meshBox.insetBy(dx: -fringe, dy: -fringe))
        // An antialiased edge of the bounds fades over the half pixel inside it too.
        let smooth = !Self.smoothEdges(of: index, in: nodes).isEmpty
        let margin =
            smooth ? toTarget.inverseMinimumScale(at: Point2((minX + maxX) / 2, (minY + maxY) / 2)) / 2 + 1e-6 : 0
        guard margin.isFinite else { return false }
        var clipLines = shape.clipLines
        if minX - margin < Double(bounds.minX) || minY - margin < Double(bounds.minY)
            || maxX + margin > Double(bounds.maxX) || maxY + margin > Double(bounds.maxY)
        {
            // The path reaches past the bounds, whose hard edge cuts the gradient at pixel centres as
            // its own polygon's edges would: the same cut, on the path's triangles. An antialiased
            // edge would fade there instead: that takes the passes.
            guard !smooth else { return false }
            clipLines += ClipState.offscreenImage(covering: bounds).pulledBack(through: toMask).lines
        }
        let alpha = opacity * Double(nodes[maskIndex].opacity) * Double(shape.color.a)
        guard alpha > 0 else { return true }
        let polygon = ConvexPolygon(rect: meshBox.insetBy(dx: -fringe, dy: -fringe)).clipped(by: clipLines)
        guard !polygon.isEmpty else { return true }
        let area = SolidPrimitive(
            layerID: nodes[index].id, polygon: polygon, toTarget: maskToTarget, shape: meshBox, radii: .zero,
            borderWidth: 0, smoothEdges: [], color: PremultipliedColor(.white, opacity: alpha), clip: nil)
        let toGradient = toMask.then(
            .translateThenScale(tx: -Double(bounds.midX), ty: -Double(bounds.midY), scale: 1))
        items.append(
            .gradient(
                GradientPrimitive(
                    area: area, gradient: Self.uniforms(gradient, bounds: bounds),
                    path: GradientPath(
                        mesh: shape.mesh, featherWidth: shape.featherWidth, clipLines: clipLines,
                        toGradient: toGradient))))
        return true
    }

    /// Whether the layer draws its gradient and nothing else that a mask would cut with it.
    private func gradientDrawsAlone(_ index: Int) -> Bool {
        let node = nodes[index]
        return node.kind == .layer && node.children.isEmpty && !node.$shadow && !node.$transition
            && node.cornerRadius <= 0 && node.blendMode == nil && !node.shouldRasterize
            && (node.backgroundColor?.alpha ?? 0) <= 0 && (node.borderWidth <= 0 || (node.borderColor?.alpha ?? 0) <= 0)
            && !nodes.holds([.shape, .contents, .text, .particles, .filters], at: index)
    }

    /// Whether the mask draws one path's fill or its stroke (not both: where they overlap the mask's
    /// alpha is their union, not their sum) and nothing else.
    private func maskPaintsOnce(_ maskIndex: Int) -> Bool {
        let mask = nodes[maskIndex]
        guard mask.kind == .layer, let shape = mask.shape else { return false }
        let fills = shape.fills && shape.fillColor != nil
        let strokes = shape.strokes && shape.strokeColor != nil
        guard fills != strokes else { return false }
        return mask.children.isEmpty && !mask.$shadow && !mask.$transition && mask.mask == nil
            && mask.blendMode == nil && !mask.masksToBounds
            && (mask.backgroundColor?.alpha ?? 0) <= 0 && (mask.borderWidth <= 0 || (mask.borderColor?.alpha ?? 0) <= 0)
            && !nodes.holds([.gradient, .contents, .text, .particles, .filters], at: maskIndex)
    }
}
