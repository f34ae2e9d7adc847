import Foundation
@_spi(Rendering) import LayerTree

/// An inverted mask (`invertedAlpha`, `invertedLuminance`: an inverted track matte, a Lottie
/// subtract mask) shows its layer untouched wherever the mask draws nothing, so only the box the
/// mask can draw in needs the two passes; around it the layer is drawn directly, cut into bands.
///
/// Why: both passes and the masked composite covered the layer's whole visible part. `issue_1683`'s
/// speech bubble, cut by its matte's car outline, drew 2 × 138k offscreen pixels and a 138k-pixel
/// composite a frame, of which the matte reaches 74k; the bands around it draw only the bubble's own
/// pixels, once, with no clear and no composite.
///
/// Only where drawing the layer directly is the same picture as compositing its flattened image: at
/// full opacity and with no blend mode (source-over onto the backdrop is then associative). The box
/// is the mask's extent cut by what its masks and `masksToBounds` let show (`shownExtent`), grown by a
/// pixel for its antialiasing fringe and out to whole pixels of the layer's grid, so every texel of
/// the passes lands where it did.
extension Planner {
    /// How many times smaller than the layer's visible part the mask's box must be for the split.
    static let smallestInvertedMaskHole: CGFloat = 1.5

    /// The part of `extent` (the inverted-masked layer's visible part) that needs the passes, if the
    /// rest can be drawn directly and is worth it; nil otherwise.
    mutating func invertedMaskHole(
        of extent: CGRect, index: Int, maskIndex: Int, opacity: Double, toMask: Homography, toTarget: Homography
    ) -> CGRect? {
        guard nodes[index].maskMode.showsWhereMaskIsEmpty, opacity >= 1, nodes[index].blendMode == nil,
            toMask.isAffine, let maskExtent = shownExtent(of: maskIndex)
        else { return nil }
        guard let box = Self.pixelBox(toMask.affineBounds(of: maskExtent), in: extent, toTarget: toTarget),
            let hole = box.overlap(extent), hole.width > 0, hole.height > 0,
            hole.width * hole.height * Self.smallestInvertedMaskHole <= extent.width * extent.height
        else { return nil }
        return hole
    }

    /// Draws the layer directly over `extent` outside `hole`: the bands above, below, left and right of it.
    mutating func drawAround(
        _ hole: CGRect, of extent: CGRect, index: Int, toTarget: Homography, clip: ClipState, opacity: Double,
        sign: Double, into items: inout [DrawItem]
    ) {
        let bands = [
            CGRect(x: extent.minX, y: extent.minY, width: extent.width, height: hole.minY - extent.minY),
            CGRect(x: extent.minX, y: hole.maxY, width: extent.width, height: extent.maxY - hole.maxY),
            CGRect(x: extent.minX, y: hole.minY, width: hole.minX - extent.minX, height: hole.height),
            CGRect(x: hole.maxX, y: hole.minY, width: extent.maxX - hole.maxX, height: hole.height),
        ]
        for band in bands where band.width > 0 && band.height > 0 {
            var bandClip = clip
            bandClip.intersect(bounds: band, radii: .zero)
            drawContents(index, toTarget: toTarget, clip: bandClip, opacity: opacity, sign: sign, into: &items)
        }
    }

    /// `box` (minX, minY, maxX, maxY in `extent`'s plane) grown by a pixel for an antialiasing
    /// fringe and out to whole pixels of the grid that starts at `extent`'s corner; nil where the box
    /// or the plane's density there is not finite.
    static func pixelBox(
        _ box: (minX: Double, minY: Double, maxX: Double, maxY: Double), in extent: CGRect, toTarget: Homography
    ) -> CGRect? {
        guard let edges = extent.finiteEdges else { return nil }
        let density = toTarget.scale(at: Point2(Double(extent.midX), Double(extent.midY)))
        guard density > 0, density.isFinite, box.minX.isFinite, box.minY.isFinite, box.maxX.isFinite,
            box.maxY.isFinite
        else { return nil }
        let pixel = 1 / density
        let x0 = edges.minX + ((box.minX - pixel - edges.minX) * density).rounded(.down) * pixel
        let y0 = edges.minY + ((box.minY - pixel - edges.minY) * density).rounded(.down) * pixel
        let x1 = edges.minX + ((box.maxX + pixel - edges.minX) * density).rounded(.up) * pixel
        let y1 = edges.minY + ((box.maxY + pixel - edges.minY) * density).rounded(.up) * pixel
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The box a layer's subtree can show, in its own coordinates: its extent (`contentExtent`), cut
    /// to its mask's where the mask is not inverted, and, for a layer that draws nothing itself (a
    /// Lottie precomposition, a matte's holder), to its sublayers' own shown boxes. Nil when nothing
    /// shows.
    mutating func shownExtent(of index: Int, depth: Int = 0) -> CGRect? {
        guard var extent = contentExtent(of: index) else { return nil }
        // Deep trees are answered by their extents: this only decides where a pass is needed.
        guard depth < 8 else { return extent }
        let node = nodes[index]
        if let mask = node.mask, !node.maskMode.showsWhereMaskIsEmpty {
            guard mask != RenderNode.hiddenMask else { return nil }
            let toMask = Homography(flattening: maskTransform(of: index, maskIndex: mask))
            if toMask.isAffine, let maskExtent = shownExtent(of: mask, depth: depth + 1) {
                let (minX, minY, maxX, maxY) = toMask.affineBounds(of: maskExtent)
                guard let cut = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY).overlap(extent)
                else { return nil }
                extent = cut
            }
        }
        let drawsItself =
            (node.backgroundColor?.alpha ?? 0) > 0 || node.borderWidth > 0 || node.$shadow || node.$transition
            || nodes.holds([.shape, .gradient, .contents, .text, .particles, .filters], at: index)
        guard node.kind == .layer, !drawsItself, !node.children.isEmpty else { return extent }
        var union: CGRect?
        let members = collectMembers(
            node.children, superlayer: tree.superlayerGeometry(ofNode: index), base: CATransform3DIdentity,
            opacity: 1, parity: 1)
        for member in members {
            let h = Homography(flattening: member.toSpace)
            guard h.isAffine else { return extent }
            guard let child = shownExtent(of: member.index, depth: depth + 1) else { continue }
            let (minX, minY, maxX, maxY) = h.affineBounds(of: child)
            let rect = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
            union = union.map { $0.union(rect) } ?? rect
        }
        guard let union else { return nil }
        return union.overlap(extent)
    }
}
