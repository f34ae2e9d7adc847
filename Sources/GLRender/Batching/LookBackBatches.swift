import Foundation

/// One phase of a pass, its items taken in the order they are drawn and grouped into draw calls by
/// looking back, as WebRender's batcher does: an item joins an earlier batch of its material when
/// it overlaps nothing in the batches after that one, because then drawing it earlier changes no
/// pixel. Anything it overlaps keeps its order: it joins a batch no earlier than the latest one
/// that holds something under it. Of the batches it may join it takes the earliest, which leaves
/// the later ones free to take what comes next (on 10,000 random squares, a square cut by the
/// canvas edge is triangles and the rest points: 6 to 8 draw calls where joining the latest
/// batch made 22 to 24, and drawing in order 530).
///
/// Only the last `window` batches are looked at, so an item costs at most that many comparisons
/// of materials, and its overlaps are found in an `OverlapGrid` by the cells it covers.
struct LookBackBatches {
    /// How many batches back an item may go. 16 measured the same draw calls as an unbounded look-back
    /// on random squares (1,000 and 10,000, opaque and translucent); 1 only merges neighbours, the
    /// batching of painter's order.
    static let window = 16

    /// An emitted item: where its indices and vertices lie in its material's buffer.
    private struct Item {
        var buffer: Batcher.BufferKind
        var indices: Range<Int>
        var vertices: Range<Int>
        var points: Bool
        /// The target pixels it copies to read before drawing (a blend mode's or backdrop filter's),
        /// which can reach past its own: nothing drawn after it may move before it there.
        var backdrop: PixelRect?
        var batch: Int32
        /// The next item of its batch, in drawing order; −1 for the last.
        var next: Int32
    }

    /// A draw call: its material and its items, in drawing order.
    struct Batch {
        var program: DrawCommand.Program
        fileprivate var first: Int32
        fileprivate var last: Int32
        /// Where its indices start once laid out (`layOut`), and how many it has.
        var firstIndex = 0
        var indexCount: Int
    }

    private let window: Int
    private let width: Int
    private let height: Int
    private var items: [Item] = []
    private(set) var batches: [Batch] = []
    /// Filled when an item first has an earlier batch to join: a phase of one material never needs
    /// it. Not optional: mutated through `!`, the grid was copied on every insertion.
    private var grid = OverlapGrid.empty
    private var gridFilled = false

    /// A phase drawn into a `width` × `height` target, looking back `window` batches.
    init(width: Int, height: Int, window: Int = Self.window) {
        self.window = max(window, 1)
        self.width = width
        self.height = height
    }

    /// The program that draws `a` and `b` in one call, or nil when they cannot share one. Coverage
    /// ranges merge whatever their features (the union's variant draws both); programs that read
    /// the target under them (a blend mode's or a backdrop filter's copy) never merge, since each
    /// must see what the one before it wrote.
    static func merged(_ a: DrawCommand.Program, _ b: DrawCommand.Program) -> DrawCommand.Program? {
        if case .layerQuad(let x) = a, case .layerQuad(let y) = b { return .layerQuad(x.union(y)) }
        guard a.backdrop == nil else { return nil }
        return a == b ? a : nil
    }

    /// Adds the next item in drawing order, drawn by `program` from `indices` and `vertices` of
    /// its material's buffer in `frame`.
    mutating func add(
        _ program: DrawCommand.Program, indices: Range<Int>, vertices: Range<Int>, in frame: borrowing BatchedFrame
    ) {
        let index = items.count
        items.append(
            Item(
                buffer: program.buffer, indices: indices, vertices: vertices, points: program.drawsPoints,
                backdrop: program.backdrop, batch: -1, next: -1))
        let floor = max(batches.count - window, 0)
        // The earliest batch in the window it could share a program with.
        var earliest = -1
        for b in floor..<batches.count where Self.merged(batches[b].program, program) != nil {
            earliest = b
            break
        }
        var joined = -1
        if earliest == batches.count - 1 {
            joined = earliest  // the last batch: nothing lies between
        } else if earliest >= 0 {
            if !gridFilled { fillGrid(upTo: index, in: frame) }
            let box = self.box(of: items[index], in: frame)
            let start = max(grid.latestBatch(overlapping: box, from: earliest), earliest)
            for b in start..<batches.count where Self.merged(batches[b].program, program) != nil {
                joined = b
                break
            }
        }
        if joined < 0 {
            batches.append(Batch(program: program, first: Int32(index), last: Int32(index), indexCount: 0))
            joined = batches.count - 1
        } else {
            batches[joined].program = Self.merged(batches[joined].program, program)!
            items[Int(batches[joined].last)].next = Int32(index)
            batches[joined].last = Int32(index)
        }
        batches[joined].indexCount += indices.count
        items[index].batch = Int32(joined)
        if gridFilled {
            let box = self.box(of: items[index], in: frame)
            grid.insert(box, batch: joined)
        }
    }

    /// Files every item before `end` in a new grid.
    private mutating func fillGrid(upTo end: Int, in frame: borrowing BatchedFrame) {
        grid = OverlapGrid(width: width, height: height)
        gridFilled = true
        for k in 0..<end {
            let box = self.box(of: items[k], in: frame)
            grid.insert(box, batch: Int(items[k].batch))
        }
    }

    private func box(of item: Item, in frame: borrowing BatchedFrame) -> TargetBox {
        let drawn = frame.targetBox(
            item.buffer, ofVertices: item.vertices, points: item.points, width: width, height: height)
        guard let read = item.backdrop else { return drawn }
        return drawn.union(
            TargetBox(
                minX: Float(read.x), minY: Float(read.y), maxX: Float(read.maxX), maxY: Float(read.maxY)))
    }

    /// Calls `body` with each batch's items' index ranges, batch by batch in drawing order, and the
    /// batch's index.
    func forEachItem(of batch: Int, _ body: (Range<Int>) -> Void) {
        var k = batches[batch].first
        while k >= 0 {
            body(items[Int(k)].indices)
            k = items[Int(k)].next
        }
    }

    /// Records where a batch's indices were laid out.
    mutating func setFirstIndex(_ first: Int, of batch: Int) { batches[batch].firstIndex = first }

    /// The draw calls, in order.
    var commands: [DrawCommand] {
        batches.map { DrawCommand(program: $0.program, firstIndex: $0.firstIndex, indexCount: $0.indexCount) }
    }
}

extension BatchedFrame {
    /// `GeometryBuffer.targetBox` of a material's buffer, read in place.
    func targetBox(
        _ kind: Batcher.BufferKind, ofVertices range: Range<Int>, points: Bool, width: Int, height: Int
    ) -> TargetBox {
        switch kind {
        case .flat: return flat.targetBox(ofVertices: range, points: points, width: width, height: height)
        case .flatPoints: return flatPoints.targetBox(ofVertices: range, points: points, width: width, height: height)
        case .solid: return solid.targetBox(ofVertices: range, points: points, width: width, height: height)
        case .textured: return textured.targetBox(ofVertices: range, points: points, width: width, height: height)
        case .shadow: return shadow.targetBox(ofVertices: range, points: points, width: width, height: height)
        case .particles: return particles.targetBox(ofVertices: range, points: points, width: width, height: height)
        case .particlePoints:
            return particlePoints.targetBox(ofVertices: range, points: points, width: width, height: height)
        }
    }
}
