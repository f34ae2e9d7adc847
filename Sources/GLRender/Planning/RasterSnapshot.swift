import Foundation
@_spi(Rendering) import LayerTree

/// What a rasterized layer's cached bitmap shows: its subtree's render nodes as they were
/// when the bitmap was drawn, and the bitmap's pixel grid.
///
/// The cache key is the content itself, compared node by node, rather than a version
/// number: the snapshot is rebuilt from values every frame, so there is no counter that
/// a change could forget to bump, and a subtree that changes and changes back hits again.
/// Comparing costs a pass over the subtree's nodes, far less than drawing them.
///
/// The layer's own placement is left out (`position`, `zPosition`, `transform`, `opacity`,
/// `isDoubleSided`, and what never reaches pixels: `name`, `isOpaque`,
/// `allowsGroupOpacity`), so moving, scrolling, turning or fading a rasterized layer
/// reuses its bitmap. Everything else of the layer and every field of its descendants
/// counts, their positions included. Child indices are kept relative to the layer, so
/// layers added or removed elsewhere in the tree do not invalidate it.
///
/// A class, so that the planner, the display list and the cache share one snapshot and
/// the encoder can tell "this exact bitmap" by identity.
final class RasterSnapshot: Equatable {
    let layerID: UInt64
    /// The subtree in pre-order, the layer first (normalised), child indices relative to it.
    let nodes: [RenderNode]
    /// Pixels per point of the bitmap (the layer's `rasterizationScale`, clamped to the texture limit).
    let scale: Double
    /// The facing sign inside the bitmap when a single-sided sublayer depends on it, else 1.
    let sign: Double
    /// The rectangle of the layer's bounds coordinates the bitmap covers, on whole pixels.
    let covered: CGRect
    let width: Int
    let height: Int

    init(
        tree: RenderTree, root: Int, end: Int, scale: Double, sign: Double, covered: CGRect, width: Int,
        height: Int
    ) {
        layerID = tree.nodes[root].id
        var nodes = Array(tree.nodes[root..<end])
        for i in nodes.indices { nodes[i].children = nodes[i].children.map { $0 - root } }
        nodes[0] = Self.normalized(nodes[0])
        self.nodes = nodes
        self.scale = scale
        self.sign = sign
        self.covered = covered
        self.width = width
        self.height = height
    }

    /// The bytes of the bitmap (RGBA8).
    var bytes: Int { width * height * 4 }

    /// Whether the subtree at `root` (ending before `end`) still draws this bitmap.
    func matches(_ tree: RenderTree, root: Int, end: Int, scale: Double, sign: Double) -> Bool {
        guard end - root == nodes.count, scale == self.scale, sign == self.sign else { return false }
        for k in nodes.indices {
            var node = tree.nodes[root + k]
            let stored = nodes[k]
            guard node.children.count == stored.children.count,
                zip(node.children, stored.children).allSatisfy({ $0 - root == $1 })
            else { return false }
            node.children = stored.children
            if k == 0 { node = Self.normalized(node) }
            guard node == stored else { return false }
        }
        return true
    }

    /// The layer with its placement (and what never reaches pixels) reset, so those may change freely.
    private static func normalized(_ node: RenderNode) -> RenderNode {
        var node = node
        node.position = .zero
        node.zPosition = 0
        node.transform = CATransform3DIdentity
        node.opacity = 1
        node.isDoubleSided = true
        node.name = nil
        node.isOpaque = false
        node.allowsGroupOpacity = true
        return node
    }

    /// The end (exclusive) of the subtree at `index` in a pre-order tree.
    static func subtreeEnd(_ tree: RenderTree, _ index: Int) -> Int {
        var last = index
        while let child = tree.nodes[last].children.last { last = child }
        return last + 1
    }

    static func == (a: RasterSnapshot, b: RasterSnapshot) -> Bool {
        a === b
            || (a.layerID == b.layerID && a.nodes == b.nodes && a.scale == b.scale && a.sign == b.sign
                && a.covered == b.covered && a.width == b.width && a.height == b.height)
    }
}

/// An offscreen pass that holds a rasterized layer's bitmap in the raster cache.
///
/// A hit has no items: the encoder draws nothing and samples the cached texture. A miss
/// draws its items into the cache's texture for the layer, which then holds `snapshot`.
struct RasterPass: Equatable {
    var snapshot: RasterSnapshot
    var isHit: Bool
}
