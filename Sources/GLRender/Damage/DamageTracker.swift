import Foundation
import LayerTree

/// The region of the target that differs between the last frame drawn and the next one.
///
/// Damage is computed from the render trees, before anything is planned: `TreeDiff` finds the
/// layers that changed, appeared, left or moved among their siblings, and each adds the box it
/// covered in the old tree and the box it covers in the new one (`FramePlanner.damageBox`,
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
    static func damage(from old: RenderTree, to new: RenderTree, newPlanner: inout FramePlanner, scale: Double,
                       bounds: PixelRect, maxTextureSize: Int) -> DamageRegion {
        let diff = TreeDiff.between(old, new)
        var region = DamageRegion(bounds: bounds)
        guard !diff.unmatched else { return .full(bounds) }
        guard !diff.isEmpty else { return region }
        func overHalf() -> Bool { region.area * 2 > bounds.area }
        if !diff.newNodes.isEmpty {
            var flatness = SpaceFlatness()
            let links = TreeLinks(new)
            for node in diff.newNodes {
                if let box = newPlanner.damageBox(ofNode: node, links: links, scale: scale, bounds: bounds,
                                                  flatness: &flatness) {
                    region.add(box)
                    if overHalf() { return .full(bounds) }
                }
            }
        }
        if !diff.oldNodes.isEmpty {
            var oldPlanner = FramePlanner(tree: old, maxTextureSize: maxTextureSize)
            var flatness = SpaceFlatness()
            let links = TreeLinks(old)
            for node in diff.oldNodes {
                if let box = oldPlanner.damageBox(ofNode: node, links: links, scale: scale, bounds: bounds,
                                                  flatness: &flatness) {
                    region.add(box)
                    if overHalf() { return .full(bounds) }
                }
            }
        }
        return region
    }
}
