import Foundation
@_spi(Rendering) import LayerTree

/// Planning a layer whose `CATransition` is running.
///
/// Overall design:
/// - Each appearance is the layer's whole flattened subtree (background, depth-sorted
///   sublayers, border) drawn at full opacity into an offscreen pass in the layer's plane,
///   both over one pixel grid (`OffscreenGrid`). The new appearance is the node and its
///   children; the old one is the root of the transition's snapshot, drawn by a planner
///   over the snapshot tree (its own position and transform are those of the past and are
///   ignored: the layer's current placement carries both images). The images are
///   composited as quads in the layer's plane, so the layer's and its ancestors' 3D
///   transforms, clips, culling and opacity apply to them as to any group.
/// - Each image is weighted by its appearance's own opacity (the layer's opacity then and
///   now), so an opacity change under a transition cross-fades with everything else, and
///   by the fade's weights (`TransitionMotion`).
/// - A fade is a cross-dissolve, `old·(1 − p) + new·p`. A third pass, cleared to
///   transparent, adds the two weighted images (`PassBlend.additive`) and the sum is
///   composited once: an opaque pair stays opaque all the way.
///   Rejected: drawing new at alpha p over old at alpha 1 − p, which gives
///   `new·p + old·(1 − p)·(1 − p)` (75% alpha over an opaque pair at p = 0.5).
///   Rejected too: a two-texture shader mixing both in one draw. It is exact in float and
///   saves a pass, but needs its own program, vertex layout, buffers, primitive and batch
///   key; additive blending reuses `textured_quad` and `CompositePrimitive` unchanged. The
///   price is one more layer-sized pass while a fade runs, and an 8-bit intermediate (the
///   two weighted values are rounded separately: at most one step off).
/// - Slides (moveIn, push, reveal) composite the two images straight into the layer's place,
///   offset and cut to the bounds (rounded, with `masksToBounds`), lower one first. Only when they can overlap under
///   opacity from above (an ancestor without group opacity, a faded transform layer) are
///   they layered in a combining pass first, so the lower image does not show through the
///   upper one (group semantics, as for any flattened layer).
/// - An image that shows nothing at this progress (weight 0, slid out of the bounds, an
///   empty snapshot, nothing drawn) gets no pass: at progress 0 or 1 a transition costs one.
/// - A `CATransformLayer` does not flatten, so it has no plane to hold an image: its
///   transitions are not drawn (its sublayers appear in their new state).
extension Planner {
    /// One appearance's image: the pass holding it, where it sits, how strongly it shows.
    private struct TransitionImage {
        var pass: Int
        var offset: Point2
        var weight: Double
    }

    /// Draws the layer at `index` mid-transition, in its place (`toTarget`), under `opacity` from above.
    mutating func drawTransition(
        _ index: Int, _ transition: RenderTransition, toTarget: Homography,
        clip: ClipState, opacity: Double, sign: Double, into items: inout [DrawItem]
    ) {
        guard opacity > 0, let extent = contentExtent(of: index), extent.width > 0, extent.height > 0 else { return }
        let node = nodes[index]
        let motion = TransitionMotion(
            type: transition.type, subtype: transition.subtype,
            progress: transition.progress, size: node.bounds.size)
        let grid = budgetedGrid(extent: extent, toTarget: toTarget)
        let innerSign = Self.innerSign(sign, toTarget)

        var newImage: TransitionImage?
        let newWeight = motion.newWeight * Double(node.opacity)
        if newWeight > 0, Self.shows(extent, at: motion.newOffset) {
            let inner = drawFlattened(index, into: grid, sign: innerSign)
            if !inner.isEmpty {
                let pass = appendImagePass(grid, inner, reason: "transition new", layerID: node.id)
                newImage = TransitionImage(pass: pass, offset: motion.newOffset, weight: newWeight)
            }
        }

        var oldImage: TransitionImage?
        if let oldRoot = transition.from.root {
            // A snapshot taken mid-transition holds that transition: its image already has its opacities.
            let oldWeight = motion.oldWeight * (!oldRoot.$transition ? Double(oldRoot.opacity) : 1)
            if oldWeight > 0, Self.shows(extent, at: motion.oldOffset) {
                let (dx, dy) = Self.oldShift(node, oldRoot)
                let shift = Homography.translateThenScale(tx: Double(dx), ty: Double(dy), scale: 1)
                let inner = withPlanner(for: transition.from) { planner -> [DrawItem] in
                    var inner: [DrawItem] = []
                    planner.drawAppearance(0, toTarget: shift.then(grid.toTexture), sign: innerSign, into: &inner)
                    return inner
                }
                if !inner.isEmpty {
                    let pass = appendImagePass(grid, inner, reason: "transition old", layerID: node.id)
                    oldImage = TransitionImage(pass: pass, offset: motion.oldOffset, weight: oldWeight)
                }
            }
        }

        let images = (motion.newOnTop ? [oldImage, newImage] : [newImage, oldImage]).compactMap { $0 }
        // Slides are cut at the bounds; with masksToBounds at the rounded bounds, so the layer keeps its shape.
        var clip = clip
        if motion.clipsToBounds {
            clip.intersect(bounds: node.bounds, radii: node.masksToBounds ? Self.cornerRadii(of: node) : .zero)
        }
        let combines = images.count == 2 && (motion.style == .crossDissolve || (motion.overlaps && opacity < 1))
        guard combines else {
            for image in images {
                if let item = Self.placed(
                    image, source: extent, window: extent, grid: grid, toTarget: toTarget,
                    clip: clip, opacity: opacity * image.weight, layerID: node.id)
                {
                    items.append(item)
                }
            }
            return
        }
        // Copy whole images (fade: every texel, fringe included); slides are cut at the bounds.
        let source = motion.clipsToBounds ? extent : grid.covered
        let layered = images.compactMap {
            Self.placed(
                $0, source: source, window: grid.covered, grid: grid, toTarget: grid.toTexture, clip: .none,
                opacity: $0.weight, layerID: node.id)
        }
        let combined = appendImagePass(
            grid, layered, reason: "transition combine", layerID: node.id,
            blend: motion.style == .crossDissolve ? .additive : .sourceOver)
        appendComposite(
            of: combined, grid: grid, extent: extent, layerID: node.id, toTarget: toTarget, clip: clip,
            opacity: opacity, into: &items)
    }

    /// A layer's appearance at full opacity in its own plane: its running transition, or its contents.
    private mutating func drawAppearance(
        _ index: Int, toTarget: Homography, sign: Double,
        into items: inout [DrawItem]
    ) {
        if nodes.holds(.transition, at: index), let transition = outOfLineTransition(of: index) {
            drawTransition(index, transition, toTarget: toTarget, clip: .none, opacity: 1, sign: sign, into: &items)
        } else {
            drawContents(index, toTarget: toTarget, clip: .none, opacity: 1, sign: sign, into: &items)
        }
    }

    /// What a transitioning layer can draw into: the bounds for slides (they are cut there),
    /// both appearances' flattened extents for a fade.
    mutating func transitionExtent(of index: Int, _ transition: RenderTransition) -> CGRect? {
        let node = nodes[index]
        let motion = TransitionMotion(
            type: transition.type, subtype: transition.subtype,
            progress: transition.progress, size: node.bounds.size)
        if motion.clipsToBounds {
            return node.bounds.width > 0 && node.bounds.height > 0 ? node.bounds : nil
        }
        var extent = flattenedExtent(of: index)
        if let oldRoot = transition.from.root,
            let old = withPlanner(for: transition.from, { $0.contentExtent(of: 0) })
        {
            let (dx, dy) = Self.oldShift(node, oldRoot)
            let shifted = old.offsetBy(dx: dx, dy: dy)
            extent = extent.map { $0.union(shifted) } ?? shifted
        }
        return extent
    }

    /// From the old appearance's coordinates to the layer's: the old image sits in the layer's box
    /// although `bounds.origin` (a scroll position) may have changed since.
    private static func oldShift(_ node: RenderNode, _ oldRoot: RenderNode) -> (CGFloat, CGFloat) {
        (node.bounds.minX - oldRoot.bounds.minX, node.bounds.minY - oldRoot.bounds.minY)
    }

    /// Whether a region still overlaps its rest position after moving by `offset`.
    private static func shows(_ region: CGRect, at offset: Point2) -> Bool {
        guard let moved = region.offsetBy(dx: CGFloat(offset.x), dy: CGFloat(offset.y)).overlap(region) else {
            return false
        }
        return moved.width > 0 && moved.height > 0
    }

    /// The composite of `image`'s `source` part, moved by its offset and cut to `window` and `clip`.
    private static func placed(
        _ image: TransitionImage, source: CGRect, window: CGRect, grid: OffscreenGrid,
        toTarget: Homography, clip: ClipState, opacity: Double, layerID: UInt64
    ) -> DrawItem? {
        let (dx, dy) = (CGFloat(image.offset.x), CGFloat(image.offset.y))
        guard let visible = source.offsetBy(dx: dx, dy: dy).overlap(window), visible.width > 0, visible.height > 0
        else { return nil }
        let polygon = ConvexPolygon(rect: visible).clipped(by: clip.lines)
        guard !polygon.isEmpty else { return nil }
        return .composite(
            CompositePrimitive(
                layerID: layerID, sourcePass: image.pass, polygon: polygon, toTarget: toTarget,
                textureRect: grid.covered.offsetBy(dx: dx, dy: dy), opacity: opacity, clip: clip.rounded))
    }
}
