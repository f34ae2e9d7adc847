import Foundation

/// The boxes a phase has batched so far, filed by the cells of a uniform grid over the target, each
/// with the batch it joined: answers "which is the latest batch holding something this box
/// overlaps" by reading only the cells the box covers, so the look-back costs no more per item
/// as a pass grows (a box filed in many cells costs in proportion to its area, as its pixels do).
///
/// The lists are linked through one array of entries (no array per cell): a frame of thousands of
/// items makes four arrays, not thousands.
struct OverlapGrid {
    /// Cells of at least 32 pixels, and at most 64 a side: a 12-pixel square touches one to four.
    private static let smallestCell: Float = 32
    private static let mostCellsPerSide = 64
    /// The entries of a cell read one by one; a cell holding more (items piled on one spot) answers
    /// with the latest batch of anything in it, which can only keep an item further back in order.
    private static let entriesReadPerCell: Int32 = 64

    private struct Entry {
        var box: TargetBox
        var batch: Int32
        /// The cell's entry filed before this one, −1 at the end.
        var next: Int32
    }

    private let columns: Int
    private let rows: Int
    private let cellSide: Float
    /// Per cell: its newest entry (−1: none), how many it holds, and the latest batch among them.
    private var heads: [Int32]
    private var counts: [Int32]
    private var latest: [Int32]
    private var entries: [Entry] = []

    /// A grid of no cells, allocating nothing, for a phase that has not needed one yet.
    static let empty = OverlapGrid()

    private init() {
        columns = 0
        rows = 0
        cellSide = Self.smallestCell
        heads = []
        counts = []
        latest = []
    }

    init(width: Int, height: Int) {
        let side = max(Self.smallestCell, (Float(max(width, height)) / Float(Self.mostCellsPerSide)).rounded(.up))
        cellSide = side
        columns = max(1, Int((Float(width) / side).rounded(.up)))
        rows = max(1, Int((Float(height) / side).rounded(.up)))
        heads = Array(repeating: -1, count: columns * rows)
        counts = Array(repeating: 0, count: columns * rows)
        latest = Array(repeating: -1, count: columns * rows)
    }

    /// The cells a box covers (it lies in the target: `TargetBox.clamped`).
    private func cells(of box: TargetBox) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>) {
        func cell(_ value: Float, _ count: Int) -> Int { min(max(Int(value / cellSide), 0), count - 1) }
        return (cell(box.minX, columns)...cell(box.maxX, columns), cell(box.minY, rows)...cell(box.maxY, rows))
    }

    /// Files `box` as drawn in `batch`.
    mutating func insert(_ box: TargetBox, batch: Int) {
        let (xs, ys) = cells(of: box)
        for y in ys {
            for x in xs {
                let cell = y * columns + x
                counts[cell] += 1
                latest[cell] = max(latest[cell], Int32(batch))
                // A crowded cell is answered by `latest` alone: its entries are no longer read, so
                // none is filed (the grid holds at most that many a cell, however many items pile up).
                guard counts[cell] <= Self.entriesReadPerCell else { continue }
                entries.append(Entry(box: box, batch: Int32(batch), next: heads[cell]))
                heads[cell] = Int32(entries.count - 1)
            }
        }
    }

    /// The latest batch holding a box that overlaps `box`, looking only at batches from `floor` on
    /// (what lies before them does not matter to the caller); −1 when none of those does.
    func latestBatch(overlapping box: TargetBox, from floor: Int) -> Int {
        let (xs, ys) = cells(of: box)
        var found = Int32(floor) - 1
        for y in ys {
            for x in xs {
                let cell = y * columns + x
                // Nothing in the cell can raise what was found.
                guard latest[cell] > found else { continue }
                guard counts[cell] <= Self.entriesReadPerCell else {
                    found = latest[cell]
                    continue
                }
                var k = heads[cell]
                while k >= 0 {
                    let entry = entries[Int(k)]
                    if entry.batch > found, entry.box.overlaps(box) { found = entry.batch }
                    k = entry.next
                }
            }
        }
        return found >= Int32(floor) ? Int(found) : -1
    }
}
