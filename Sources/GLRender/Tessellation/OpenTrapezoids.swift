import Foundation

/// The sweep's inside runs, each grown down through the slabs where the same two edges bound it,
/// and handed over as one trapezoid when it stops (`InteriorPieces` makes its triangles).
///
/// Why: every vertex and crossing anywhere in the shape starts a slab across all of it, so a run
/// between two long edges was cut into one trapezoid per event y beside it. A stroked circle's union
/// (64 segments, round joins) made about a thousand interior trapezoids that way, each two triangles
/// that llvmpipe transformed and set up on every frame the shape was drawn. A run's pieces in
/// consecutive slabs between the same left and right edge lie on those two straight edges, so
/// their union is one trapezoid with the same sides: the same pixels, and the same distances from
/// its sides for the shader's inner fade, from two triangles.
struct OpenTrapezoids {
    private struct Run {
        var top: Double, bottom: Double
        var topX: (left: Double, right: Double), bottomX: (left: Double, right: Double)
        /// Whether the slab being walked continued it.
        var continued: Bool
    }

    private struct EdgePair: Hashable {
        var left: Int, right: Int
    }

    /// Open runs in the order they started (so a mesh is the same from run to run), and where each
    /// pair's run is in it.
    private var runs: [(pair: EdgePair, run: Run)] = []
    private var index: [EdgePair: Int] = [:]

    /// Adds the run between edges `left` and `right` in the slab from `top` to `bottom`: it extends
    /// the run between the same edges that ended at `top`, or starts one.
    mutating func `continue`(
        left: Int, right: Int, top: Double, bottom: Double, leftX: (Double, Double), rightX: (Double, Double)
    ) {
        let pair = EdgePair(left: left, right: right)
        if let i = index[pair], runs[i].run.bottom == top, !runs[i].run.continued {
            runs[i].run.bottom = bottom
            runs[i].run.bottomX = (leftX.1, rightX.1)
            runs[i].run.continued = true
            return
        }
        let run = Run(
            top: top, bottom: bottom, topX: (leftX.0, rightX.0), bottomX: (leftX.1, rightX.1), continued: true)
        // A run between the same edges that cannot grow into this one stays in `runs`, not continued,
        // and is emitted when the slab closes.
        index[pair] = runs.count
        runs.append((pair, run))
    }

    /// Hands over the runs the slab just walked did not continue, and readies the rest for the next slab.
    mutating func closeUncontinued(into closed: inout [InteriorRun]) {
        var kept: [(pair: EdgePair, run: Run)] = []
        kept.reserveCapacity(runs.count)
        index.removeAll(keepingCapacity: true)
        for var entry in runs {
            if entry.run.continued {
                entry.run.continued = false
                index[entry.pair] = kept.count
                kept.append(entry)
            } else {
                closed.append(Self.closed(entry))
            }
        }
        runs = kept
    }

    /// Hands over every run still open (after the last slab).
    mutating func closeAll(into closed: inout [InteriorRun]) {
        for entry in runs { closed.append(Self.closed(entry)) }
        runs.removeAll()
        index.removeAll()
    }

    private static func closed(_ entry: (pair: EdgePair, run: Run)) -> InteriorRun {
        InteriorRun(
            top: entry.run.top, bottom: entry.run.bottom, topX: entry.run.topX, bottomX: entry.run.bottomX,
            leftEdge: entry.pair.left, rightEdge: entry.pair.right)
    }
}
