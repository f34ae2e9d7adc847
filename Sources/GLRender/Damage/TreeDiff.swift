import Foundation
@_spi(Rendering) import LayerTree

/// Which layers differ between two render trees, by their stable identities (`RenderNode.id`).
///
/// A node is damaged in the old tree when what it drew there may have changed (it changed,
/// left, or moved among its siblings) and in the new tree when what it draws now may differ
/// (it changed, arrived, or moved among its siblings). Each damaged node stands for its whole
/// subtree: its box (`Planner.damageBox`) covers everything below it.
///
/// The common case, an animation that changes fields but not the tree's shape, keeps every
/// node at the same index: the walk compares nodes in place, with no hashing; and when both trees
/// are evaluations of one build of the model (`RenderTree.lineage`), it compares only the
/// animated nodes, so a still layer of ten thousand costs nothing. Otherwise nodes
/// are matched by identity, and a superlayer whose sublayers were reordered damages only the
/// sublayers that moved out of their relative order (the others kept theirs, so where they
/// overlap nothing changed), plus those that arrived or left.
struct TreeDiff: Equatable {
    /// Node indices in the old tree whose old boxes are damaged.
    var oldNodes: [Int] = []
    /// Node indices in the new tree whose new boxes are damaged.
    var newNodes: [Int] = []
    /// Set when identities cannot be matched (a replicator's copies share them): redraw everything.
    var unmatched = false
    /// Set when both trees hold the same identities at the same indices: a node index means the
    /// same layer in both, and only the listed nodes differ.
    var aligned = false

    var isEmpty: Bool { oldNodes.isEmpty && newNodes.isEmpty && !unmatched }

    static func between(_ old: RenderTree, _ new: RenderTree) -> TreeDiff {
        var diff = TreeDiff()
        if let lineage = new.lineage, old.lineage?.build == lineage.build, old.nodes.count == new.nodes.count {
            // Two evaluations of one build of the model: only its animated nodes can differ.
            return aligned(old, new, comparing: lineage.animatedNodes)
        }
        if old.nodes.count == new.nodes.count, sameIdentities(old, new) {
            return aligned(old, new, comparing: new.nodes.indices)
        }
        guard let oldIndex = indexByID(old), let newIndex = indexByID(new) else {
            diff.unmatched = true
            return diff
        }
        let oldParents = TreeLinks(old), newParents = TreeLinks(new)
        // Arrivals and departures: only the topmost of a subtree that arrived or left.
        new.nodes.withUnsafeBufferPointer { n in
            for j in n.indices where oldIndex[n[j].id] == nil {
                if let parent = newParents.parent[j], oldIndex[n[parent].id] == nil { continue }
                diff.newNodes.append(j)
            }
        }
        old.nodes.withUnsafeBufferPointer { o in
            for i in o.indices where newIndex[o[i].id] == nil {
                if let parent = oldParents.parent[i], newIndex[o[parent].id] == nil { continue }
                diff.oldNodes.append(i)
            }
        }
        // Nodes in both: their own fields, their mask, and their sublayers' order. Read in place:
        // a tree whose shape changed (a Lottie layer past its out point left out) compared every
        // node by copying it out, twice for its own fields, and made two arrays of sublayer ids
        // for each, reading each sublayer by copying it.
        old.nodes.withUnsafeBufferPointer { o in
            new.nodes.withUnsafeBufferPointer { n in
                for j in n.indices {
                    guard let i = oldIndex[n[j].id] else { continue }
                    if !sameOwnFields(o, i, n, j) || maskID(o, i) != maskID(n, j) {
                        diff.oldNodes.append(i)
                        diff.newNodes.append(j)
                        continue
                    }
                    guard !sameSublayerOrder(o, i, n, j) else { continue }
                    let oldChildren = o[i].children.map { o[$0].id }
                    let newChildren = n[j].children.map { n[$0].id }
                    // Sublayers still in both, in the new order, keep their place while their old positions
                    // increase; one that falls back moved past a sibling, and is damaged where it was and is.
                    var oldPosition: [UInt64: Int] = [:]
                    for (k, id) in oldChildren.enumerated() { oldPosition[id] = k }
                    var last = -1
                    for (k, id) in newChildren.enumerated() {
                        guard let position = oldPosition[id] else { continue }  // arrived: counted above
                        if position > last {
                            last = position
                        } else {
                            diff.oldNodes.append(oldIndex[id]!)
                            diff.newNodes.append(n[j].children[k])
                        }
                    }
                }
            }
        }
        return diff
    }

    /// Whether node `i` is the same in both trees. Most nodes of an animated tree are copies of
    /// last frame's, bit for bit (the same colors, the same sublayer arrays): comparing their
    /// bytes settles them without copying a node out for the field-by-field comparison, which
    /// decides only the rest (padding bytes may differ between equal nodes).
    private static func same(_ o: UnsafeBufferPointer<RenderNode>, _ n: UnsafeBufferPointer<RenderNode>, at i: Int)
        -> Bool
    {
        if sameBytes(o, n, at: i) { return true }
        // An animated node usually differs in its geometry or opacity: read in place, those settle
        // it without the field-by-field comparison, which copies the node's parts.
        let a = o.baseAddress! + i, b = n.baseAddress! + i
        if a.pointee.position != b.pointee.position || a.pointee.bounds != b.pointee.bounds
            || a.pointee.opacity != b.pointee.opacity || a.pointee.transform != b.pointee.transform
        {
            return false
        }
        return o[i] == n[i]
    }

    private static func sameBytes(
        _ o: UnsafeBufferPointer<RenderNode>, _ n: UnsafeBufferPointer<RenderNode>,
        at i: Int
    ) -> Bool {
        memcmp(
            UnsafeRawPointer(o.baseAddress! + i), UnsafeRawPointer(n.baseAddress! + i),
            MemoryLayout<RenderNode>.size) == 0
    }

    /// The diff of two trees holding the same layers at the same indices, of which only `candidates`
    /// may differ.
    private static func aligned(_ old: RenderTree, _ new: RenderTree, comparing candidates: some Sequence<Int>)
        -> TreeDiff
    {
        var diff = TreeDiff()
        diff.aligned = true
        old.nodes.withUnsafeBufferPointer { o in
            new.nodes.withUnsafeBufferPointer { n in
                for i in candidates where !same(o, n, at: i) {
                    diff.oldNodes.append(i)
                    diff.newNodes.append(i)
                }
            }
        }
        return diff
    }

    private static func sameIdentities(_ old: RenderTree, _ new: RenderTree) -> Bool {
        old.nodes.withUnsafeBufferPointer { o in
            new.nodes.withUnsafeBufferPointer { n in
                for i in 0..<n.count where o[i].id != n[i].id { return false }
                return true
            }
        }
    }

    /// Each identity's index; nil when two nodes share one.
    private static func indexByID(_ tree: RenderTree) -> [UInt64: Int]? {
        var index: [UInt64: Int] = [:]
        index.reserveCapacity(tree.nodes.count)
        let unique = tree.nodes.withUnsafeBufferPointer { nodes in
            for i in nodes.indices where index.updateValue(i, forKey: nodes[i].id) != nil { return false }
            return true
        }
        return unique ? index : nil
    }

    /// Whether two nodes are equal apart from where their sublayers and mask sit in their trees.
    /// Equal bytes settle it in place (a leaf, or a layer whose sublayers kept their indices);
    /// only the others are copied out for the field-by-field comparison.
    private static func sameOwnFields(
        _ o: UnsafeBufferPointer<RenderNode>, _ i: Int, _ n: UnsafeBufferPointer<RenderNode>, _ j: Int
    ) -> Bool {
        if memcmp(
            UnsafeRawPointer(o.baseAddress! + i), UnsafeRawPointer(n.baseAddress! + j), MemoryLayout<RenderNode>.size)
            == 0
        {
            return true
        }
        var a = o[i], b = n[j]
        a.children = []
        b.children = []
        a.mask = a.mask == RenderNode.hiddenMask ? RenderNode.hiddenMask : nil
        b.mask = b.mask == RenderNode.hiddenMask ? RenderNode.hiddenMask : nil
        return a == b
    }

    /// Whether two nodes' sublayers are the same layers in the same order, read in place.
    private static func sameSublayerOrder(
        _ o: UnsafeBufferPointer<RenderNode>, _ i: Int, _ n: UnsafeBufferPointer<RenderNode>, _ j: Int
    ) -> Bool {
        let (oldChildren, newChildren) = (o[i].children, n[j].children)
        guard oldChildren.count == newChildren.count else { return false }
        for k in oldChildren.indices where o[oldChildren[k]].id != n[newChildren[k]].id { return false }
        return true
    }

    private static func maskID(_ nodes: UnsafeBufferPointer<RenderNode>, _ index: Int) -> UInt64? {
        guard let mask = nodes[index].mask, mask >= 0 else { return nil }
        return nodes[mask].id
    }
}

/// Each node's superlayer (or, for a mask, the layer it masks), found once per tree.
struct TreeLinks {
    /// The index of the node's superlayer or masked layer; nil for the root.
    var parent: [Int?]
    /// Whether the node is the `mask` of its parent rather than a sublayer.
    var isMask: [Bool]
    /// The node's place among its superlayer's sublayers (0 for the root and for masks).
    var position: [Int]

    init(_ tree: RenderTree) {
        var parent = [Int?](repeating: nil, count: tree.nodes.count)
        var isMask = [Bool](repeating: false, count: tree.nodes.count)
        var position = [Int](repeating: 0, count: tree.nodes.count)
        // Through a buffer pointer: iterating the array would copy out every (large) node.
        tree.nodes.withUnsafeBufferPointer { nodes in
            for i in nodes.indices {
                for (k, child) in nodes[i].children.enumerated() {
                    parent[child] = i
                    position[child] = k
                }
                if let mask = nodes[i].mask, mask >= 0 {
                    parent[mask] = i
                    isMask[mask] = true
                }
            }
        }
        self.parent = parent
        self.isMask = isMask
        self.position = position
    }

    /// The node's ancestors, nearest first.
    func ancestors(of index: Int) -> [Int] {
        var chain: [Int] = []
        var current = parent[index]
        while let p = current {
            chain.append(p)
            current = parent[p]
        }
        return chain
    }
}
