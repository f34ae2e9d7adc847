import Foundation
@_spi(Rendering) import LayerTree

/// The region of the target that differs between the last frame drawn and the next one.
///
/// Damage is computed from the render trees, before anything is planned: `TreeDiff` finds the
/// layers that changed, appeared, left or moved among their siblings, and each adds the box it
/// covered in the old tree and the box it covers in the new one (`Planner.damageBox`,
/// which grows a box where an effect above the layer spreads it). Planning the next frame can
/// then skip every layer outside the damage, so a small change costs a small frame.
enum DamageTracker {
    /// The damage between `old` and `new`, both drawn into a target of `bounds` at `scale`.
    /// `newPlanner` plans `new` (its extent cache is shared with the frame's planning).
    ///
    /// Damage over half the target is returned as the whole target, as soon as it gets there: the
    /// renderer redraws everything then anyway, and a frame where thousands of layers move should
    /// not pay for thousands of boxes. New boxes come first, because their extents are shared with
    /// the frame's planning, and a tree for the old frame's planning is only built if still needed.
    ///
    /// `oldExtents` are the extents the old frame's planning found (`Planner.extentCache`).
    /// They serve the old boxes, and, where the trees are aligned, seed `newPlanner` for every
    /// layer whose subtree did not change, so a frame where one layer of thousands moves does
    /// not measure the other thousands again. `oldSublayerBoxes` (`Planner.sublayerBoxCache`)
    /// are carried the same way, with only the boxes of changed sublayers marked to measure again.
    /// Where at most `fewChanges` layers changed, their old boxes come first instead, and both are
    /// then moved into `newPlanner` and changed in place (left empty here): copying them would
    /// walk every layer's extent and box on a frame where one layer of thousands moved.
    ///
    /// `oldLinks` are the old tree's links, if known; `newLinks` returns the new tree's, if they
    /// were needed (built once per shape of the tree: two trees of one lineage share them).
    ///
    /// `oldBoxes` are the boxes the old frame's damage tracking measured in the old tree, at the
    /// same scale and bounds (`DamageBoxes`): a changed layer among them is not measured again.
    /// `newBoxes` returns the boxes measured in the new tree, and the counts.
    static func damage(
        from old: RenderTree, to new: RenderTree, oldExtents: inout [CGRect??],
        oldSublayerBoxes: inout [Int: SublayerBoxes], oldLinks: TreeLinks?,
        newLinks: inout TreeLinks?, newPlanner: inout Planner,
        scale: Double, bounds: PixelRect, maxTextureSize: Int,
        oldBoxes known: [Int: PixelRect?] = [:], newBoxes: inout DamageBoxes
    ) -> DamageRegion {
        let diff = TreeDiff.between(old, new)
        var region = DamageRegion(bounds: bounds)
        guard !diff.unmatched else { return .full(bounds) }
        let sameBuild = new.lineage != nil && old.lineage?.build == new.lineage?.build
        func linksOfNew() -> TreeLinks {
            if let newLinks { return newLinks }
            let links = sameBuild ? oldLinks ?? TreeLinks(new) : TreeLinks(new)
            newLinks = links
            return links
        }
        let sameShape = diff.aligned && oldExtents.count == new.nodes.count
        // Few changes: their old boxes now, from the old planning as it is, which is then spent.
        var oldBoxes: [PixelRect?]?
        if sameShape, diff.oldNodes.count <= fewChanges {
            oldBoxes = oldDamageBoxes(
                of: diff.oldNodes, in: old, extents: oldExtents, sublayerBoxes: oldSublayerBoxes, links: oldLinks,
                scale: scale, bounds: bounds, maxTextureSize: maxTextureSize, known: known, counts: &newBoxes)
        }
        if sameShape {
            var extents: [CGRect??] = [], sublayerBoxes: [Int: SublayerBoxes] = [:]
            if oldBoxes != nil {
                swap(&extents, &oldExtents)
                swap(&sublayerBoxes, &oldSublayerBoxes)
            } else {
                // Copied at the first write: the old boxes below still read them.
                (extents, sublayerBoxes) = (oldExtents, oldSublayerBoxes)
            }
            carryPlanning(
                &extents, &sublayerBoxes, old: old, new: new, changed: diff.newNodes, links: linksOfNew())
            swap(&newPlanner.extentCache, &extents)
            swap(&newPlanner.sublayerBoxCache, &sublayerBoxes)
        }
        guard !diff.isEmpty else { return region }
        if !diff.newNodes.isEmpty {
            var flatness = SpaceFlatness()
            let links = linksOfNew()
            for node in diff.newNodes {
                let box = newPlanner.damageBox(
                    ofNode: node, links: links, scale: scale, bounds: bounds,
                    flatness: &flatness)
                newBoxes.byNode[node] = box
                newBoxes.measured += 1
                if let box {
                    region.add(box)
                    if region.coversMostOfTarget { return .full(bounds) }
                }
            }
        }
        for box in oldBoxes
            ?? oldDamageBoxes(
                of: diff.oldNodes, in: old, extents: oldExtents, sublayerBoxes: oldSublayerBoxes, links: oldLinks,
                scale: scale, bounds: bounds, maxTextureSize: maxTextureSize, known: known, counts: &newBoxes)
        {
            guard let box else { continue }
            region.add(box)
            if region.coversMostOfTarget { return .full(bounds) }
        }
        return region
    }

    /// At most this many changed layers have their old boxes found before the new ones (see `damage`).
    static let fewChanges = 64

    /// The boxes `nodes` covered in the old tree: those the old frame measured (`known`) as they
    /// are, the others from the old frame's planning.
    private static func oldDamageBoxes(
        of nodes: [Int], in old: RenderTree, extents: [CGRect??], sublayerBoxes: [Int: SublayerBoxes],
        links: TreeLinks?, scale: Double, bounds: PixelRect, maxTextureSize: Int, known: [Int: PixelRect?],
        counts: inout DamageBoxes
    ) -> [PixelRect?] {
        guard !nodes.isEmpty else { return [] }
        // Made at the first box not known: an animation that changes the same layers every frame needs none.
        var oldPlanner: Planner?
        var oldLinks = links
        var flatness = SpaceFlatness()
        return nodes.map { node in
            if let box = known[node] {
                counts.reused += 1
                return box
            }
            if oldPlanner == nil {
                var planner = Planner(tree: old, maxTextureSize: maxTextureSize)
                if extents.count == old.nodes.count {
                    planner.extentCache = extents
                    planner.sublayerBoxCache = sublayerBoxes
                }
                oldPlanner = planner
                if oldLinks == nil { oldLinks = TreeLinks(old) }
            }
            counts.measured += 1
            return oldPlanner!.damageBox(
                ofNode: node, links: oldLinks!, scale: scale, bounds: bounds, flatness: &flatness)
        }
    }

    /// Last frame's extents and sublayer boxes, less those of changed layers' ancestors (both cover
    /// the subtree below, so a change anywhere below invalidates them) and of changed layers
    /// themselves, unless only where they sit changed: both are in the layer's own coordinates, so
    /// a list that scrolls keeps the extent and the boxes of its thousands of rows.
    private static func carryPlanning(
        _ extents: inout [CGRect??], _ sublayerBoxes: inout [Int: SublayerBoxes],
        old: RenderTree, new: RenderTree, changed: [Int], links: TreeLinks
    ) {
        func invalidate(_ index: Int) {
            extents[index] = nil
            sublayerBoxes[index] = nil
        }
        // In place: an array's subscript would copy each (large) node to read one field.
        let isLeaf = new.nodes.withUnsafeBufferPointer { nodes in changed.map { nodes[$0].children.isEmpty } }
        var parentsOfChanges = Set<Int>()
        // Whether any layer keeps boxes to mark stale (a volatile one keeps none): when none does, the
        // walk up touches no dictionary entry, which matters with every layer of a frame moving.
        let keepsBoxes = sublayerBoxes.values.contains { $0.boxes != nil }
        // Each link from a layer up to its superlayer is walked once: above a link walked before,
        // every ancestor was already marked (thousands of siblings share one path to the root).
        var walked = [Bool](repeating: false, count: new.nodes.count)
        for (k, node) in changed.enumerated() {
            // A leaf's extent is its own bounds, cheaper to measure again than to prove unchanged; it
            // has no sublayer boxes of its own (only layers with many sublayers keep them).
            if isLeaf[k] {
                extents[node] = nil
            } else if !placedElsewhereOnly(old.nodes[node], new.nodes[node]) {
                invalidate(node)
            }
            // Above it, each ancestor's extent covers the change; of its sublayer boxes only the one
            // on the path to the change is out of date (a mask is not among the sublayers: all are).
            var child = node
            while let parent = links.parent[child], !walked[child] {
                walked[child] = true
                extents[parent] = nil
                if links.isMask[child] {
                    sublayerBoxes[parent] = nil
                } else if keepsBoxes {
                    sublayerBoxes[parent]?.markStale(links.position[child])
                }
                parentsOfChanges.insert(parent)
                child = parent
            }
        }
        // A volatile superlayer whose sublayers all kept still this frame gets its boxes measured again.
        for (index, boxes) in sublayerBoxes where boxes.isVolatile && !parentsOfChanges.contains(index) {
            sublayerBoxes[index] = nil
        }
    }

    /// Whether two versions of a layer differ only in how they are placed in their superlayer
    /// (position, anchor point, transform, zPosition), none of which its own extent depends on.
    private static func placedElsewhereOnly(_ a: RenderNode, _ b: RenderNode) -> Bool {
        guard a.kind == .layer, b.kind == .layer else { return false }
        var b = b
        b.position = a.position
        b.anchorPoint = a.anchorPoint
        b.transform = a.transform
        b.zPosition = a.zPosition
        return a == b
    }
}
