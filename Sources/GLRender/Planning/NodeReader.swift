@_spi(Rendering) import LayerTree

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
    /// Each node's out-of-line fields, read the first time they are asked for: the planner asks a
    /// dozen times a layer it plans, and a partial frame plans a few layers of thousands.
    private let outOfLine: UnsafeMutablePointer<UInt8>
    /// Owns `outOfLine`'s memory.
    private let outOfLineOwner: OutOfLineFlags

    init(_ nodes: [RenderNode]) {
        storage = nodes
        base = nodes.withUnsafeBufferPointer { $0.baseAddress }
        outOfLineOwner = OutOfLineFlags(count: nodes.count)
        outOfLine = outOfLineOwner.raw
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
        precondition(index >= 0 && index < storage.count, "node index \(index) out of range")
        var raw = outOfLine[index]
        if raw == OutOfLineFlags.unread {
            raw = RenderNode.outOfLineFields(at: base! + index).rawValue
            outOfLine[index] = raw
        }
        return raw & fields.rawValue != 0
    }
}

/// One byte a node, `unread` (a bit no field uses) until its fields are read. Shared by copies of a reader (they read
/// the same nodes), and kept in raw memory: an array in a class is checked for exclusive access
/// on every write.
private final class OutOfLineFlags {
    static let unread: UInt8 = 0xFF
    let raw: UnsafeMutablePointer<UInt8>

    init(count: Int) {
        raw = .allocate(capacity: max(count, 1))
        raw.initialize(repeating: Self.unread, count: max(count, 1))
    }

    deinit { raw.deallocate() }
}
