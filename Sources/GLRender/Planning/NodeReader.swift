import LayerTree

/// A render tree's nodes, read in place.
///
/// A render node is large (about 1.2 kB, with a dozen references in it). Reading one field
/// through `Array`'s subscript, `tree.nodes[i].opacity`, copies the whole node first and
/// retains every reference in it; the planner reads a dozen fields of every layer every frame,
/// and those copies were the largest single cost of planning 1,000 plain layers. This
/// subscript addresses the element where it lies, so `nodes[i].opacity` reads one field and
/// `nodes[i]` passed to a function is lent, not copied.
///
/// The array is held, never mutated, for as long as the reader lives, so its storage stays put.
struct NodeReader {
    private let storage: [RenderNode]
    private let base: UnsafePointer<RenderNode>?
    /// Each node's out-of-line fields, read once: the planner asks about them a dozen times a layer.
    private let outOfLine: [RenderNode.OutOfLineFields]

    init(_ nodes: [RenderNode]) {
        storage = nodes
        let base = nodes.withUnsafeBufferPointer { $0.baseAddress }
        self.base = base
        outOfLine = (0..<nodes.count).map { RenderNode.outOfLineFields(at: base! + $0) }
    }

    var count: Int { storage.count }

    subscript(index: Int) -> RenderNode {
        unsafeAddress {
            precondition(index >= 0 && index < storage.count, "node index \(index) out of range")
            return base! + index
        }
    }

    /// Whether the node at `index` holds any of `fields` (`.contents`, `.shadow`, …). Reading
    /// `nodes[i].$contents` instead copies the whole node for the call (its getter lives in
    /// another module), a dozen times a layer in planning.
    func holds(_ fields: RenderNode.OutOfLineFields, at index: Int) -> Bool {
        !outOfLine[index].isDisjoint(with: fields)
    }
}
