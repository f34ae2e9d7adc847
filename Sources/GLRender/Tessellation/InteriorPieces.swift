import Foundation

/// A run of the fill sweep's interior (`OpenTrapezoids`): the trapezoid between the boundary edges
/// `leftEdge` and `rightEdge` from `top` down to `bottom`, before it becomes triangles.
struct InteriorRun {
    var top: Double, bottom: Double
    var topX: (left: Double, right: Double), bottomX: (left: Double, right: Double)
    var leftEdge: Int, rightEdge: Int
}

/// A boundary edge's ends, top (smaller y) first, and the contour's points beyond each: where the
/// boundary goes on from the edge.
struct BoundaryEdgeEnds {
    var top: Point2, bottom: Point2
    var beyondTop: Point2, beyondBottom: Point2
}

/// Turns the sweep's interior runs into triangles that meet without cracks, each fading only along
/// the boundary that is near it.
///
/// Cracks: where a run splits or joins (under a hole's top, over a valley between two teeth), the
/// trapezoid above ends on one horizontal line and the two below start on it, so the point where
/// they part lies inside the long side: a T-junction. Transformed in 32-bit floats, that point
/// leaves the long side by a hair, and a pixel centre in the sliver between them was covered by
/// nobody (a pinhole in a rotating gear) or, where they overlapped, by both (a dark dot in a
/// translucent fill). Every corner on a horizontal line is therefore made a vertex of every piece
/// whose top or bottom passes through it, and a piece is triangulated as a zip between its top
/// and bottom rows.
///
/// Fading: a piece fades along the lines of its two sides (`ShapeMesh.EdgeDistances`), which is
/// right where the nearest boundary is that side. Beyond a side's end, at a vertex where the
/// boundary turns away from the fill (a reflex vertex: the fill wraps round a hole's flank), the
/// side's line runs on through the fill with no boundary near it; a shallow side's slab is thin,
/// and every pixel centre the slab held within half a pixel of the line was faded: a streak of
/// translucent pixels running from the hole across the fill. A piece past such an end is cut off
/// by a vertical line through the end and does not fade along that side. (Steep sides need no
/// cut: past their ends the line leaves the slab within half a pixel. At a convex vertex the
/// boundary beyond lies nearer than the line, so the line's fade is never too strong there.)
enum InteriorPieces {
    /// One piece of a run: its rows and the lines it fades along.
    private struct Piece {
        var top: Double, bottom: Double
        var topX: (left: Double, right: Double), bottomX: (left: Double, right: Double)
        var left: Line, right: Line
    }

    /// A corner of a piece on a horizontal line.
    private struct Corner {
        var y: Double, x: Double
    }

    /// Appends `runs` to `mesh` as triangles. `edges[i]` is the run's `leftEdge`/`rightEdge` `i`.
    /// Without `fringe` nothing fades (`PathFillTessellator.farLine` on both sides).
    ///
    /// Cost: a sort of the corners and a binary search a row, on top of the sweep; a piece whose
    /// rows hold no other corner (most of them) is written as the sweep wrote its trapezoids.
    static func append(_ runs: [InteriorRun], edges: [BoundaryEdgeEnds], fringe: Bool, into mesh: ShapeMesh) {
        var pieces: [Piece] = []
        pieces.reserveCapacity(runs.count + 8)
        for run in runs {
            guard fringe else {
                pieces.append(
                    Piece(
                        top: run.top, bottom: run.bottom, topX: run.topX, bottomX: run.bottomX,
                        left: PathFillTessellator.farLine, right: PathFillTessellator.farLine))
                continue
            }
            let whole = Piece(
                top: run.top, bottom: run.bottom, topX: run.topX, bottomX: run.bottomX,
                left: PathFillTessellator.boundaryLine(
                    xa: run.topX.left, xb: run.bottomX.left, run.top, run.bottom, insideToRight: true),
                right: PathFillTessellator.boundaryLine(
                    xa: run.topX.right, xb: run.bottomX.right, run.top, run.bottom, insideToRight: false))
            let rightCut = reflexEnd(
                of: edges[run.rightEdge], from: Point2(run.topX.right, run.top),
                to: Point2(run.bottomX.right, run.bottom), inside: whole.right, beyondIsLeft: true)
            let leftCut = reflexEnd(
                of: edges[run.leftEdge], from: Point2(run.topX.left, run.top),
                to: Point2(run.bottomX.left, run.bottom), inside: whole.left, beyondIsLeft: false)
            guard rightCut != nil || leftCut != nil else {
                pieces.append(whole)
                continue
            }
            var parts = [whole]
            if let c = rightCut { parts = parts.flatMap { split($0, at: c, unfadedSide: .right) } }
            if let c = leftCut { parts = parts.flatMap { split($0, at: c, unfadedSide: .left) } }
            pieces += parts
        }

        // Every corner, by line and then along it: the vertices a row passing through must take.
        var corners: [Corner] = []
        corners.reserveCapacity(pieces.count * 4)
        for piece in pieces {
            corners.append(Corner(y: piece.top, x: piece.topX.left))
            corners.append(Corner(y: piece.top, x: piece.topX.right))
            corners.append(Corner(y: piece.bottom, x: piece.bottomX.left))
            corners.append(Corner(y: piece.bottom, x: piece.bottomX.right))
        }
        corners.sort { $0.y < $1.y || ($0.y == $1.y && $0.x < $1.x) }
        var topRow: [Double] = [], bottomRow: [Double] = []
        for piece in pieces {
            let topHasMore = row(corners, at: piece.top, from: piece.topX.left, to: piece.topX.right, into: &topRow)
            let bottomHasMore = row(
                corners, at: piece.bottom, from: piece.bottomX.left, to: piece.bottomX.right, into: &bottomRow)
            if !topHasMore && !bottomHasMore {
                appendTrapezoid(piece, into: mesh)
            } else {
                zip(piece, top: topRow, bottom: bottomRow, into: mesh)
            }
        }
    }

    /// Writes a piece whose rows hold only their ends: a trapezoid's two triangles, or one triangle
    /// where a row is a point.
    private static func appendTrapezoid(_ piece: Piece, into mesh: ShapeMesh) {
        let (ya, yb) = (piece.top, piece.bottom)
        let tl = vertex(Point2(piece.topX.left, ya), piece, mesh)
        let bl = vertex(Point2(piece.bottomX.left, yb), piece, mesh)
        if piece.topX.right == piece.topX.left {
            let br = vertex(Point2(piece.bottomX.right, yb), piece, mesh)
            mesh.appendTriangle(tl, br, bl)
            return
        }
        let tr = vertex(Point2(piece.topX.right, ya), piece, mesh)
        if piece.bottomX.right == piece.bottomX.left {
            mesh.appendTriangle(tl, tr, bl)
            return
        }
        let br = vertex(Point2(piece.bottomX.right, yb), piece, mesh)
        mesh.appendTriangle(tl, tr, br)
        mesh.appendTriangle(tl, br, bl)
    }

    /// An interior vertex of `piece` at `p`, with its distances from the piece's lines.
    @inline(__always)
    private static func vertex(_ p: Point2, _ piece: Piece, _ mesh: ShapeMesh) -> UInt32 {
        mesh.appendInteriorVertex(
            p, distances: ShapeMesh.EdgeDistances(first: -piece.left.value(p), second: -piece.right.value(p)))
    }

    private enum Side { case left, right }

    /// The x of a side's end where the boundary turns away from the fill, if the side is shallow
    /// (wider than tall) and that end lies toward the piece: past it the side's line crosses fill.
    /// A right side's piece lies to its left, so the end that matters is its left one; a left side's,
    /// its right one (`beyondIsLeft`).
    private static func reflexEnd(
        of edge: BoundaryEdgeEnds, from top: Point2, to bottom: Point2, inside: Line, beyondIsLeft: Bool
    ) -> Double? {
        guard abs(bottom.x - top.x) > abs(bottom.y - top.y) else { return nil }
        let endIsTop = beyondIsLeft == (top.x < bottom.x)
        // Only a vertex of the path is an end; elsewhere the same edge goes on.
        let end = endIsTop ? top : bottom
        guard endIsTop ? top.y == edge.top.y : bottom.y == edge.bottom.y else { return nil }
        let next = endIsTop ? edge.beyondTop : edge.beyondBottom
        // `inside`'s normal points into the fill: the boundary turning against it leaves the line in fill.
        let turn = inside.a * (next.x - end.x) + inside.b * (next.y - end.y)
        return turn < 0 ? end.x : nil
    }

    /// `piece` cut by the vertical line `x = c`: the part past it (left of it for a right side, right
    /// of it for a left side) stops fading along that side. A piece the line misses, or meets
    /// through a slanted side rather than through both rows, is kept whole.
    private static func split(_ piece: Piece, at c: Double, unfadedSide side: Side) -> [Piece] {
        var unfaded = piece
        if side == .right {
            unfaded.right = PathFillTessellator.farLine
        } else {
            unfaded.left = PathFillTessellator.farLine
        }
        let (t, b) = (piece.topX, piece.bottomX)
        let crossesBothRows = t.left <= c && c <= t.right && b.left <= c && c <= b.right
        switch side {
        case .right:
            if t.right <= c && b.right <= c { return [unfaded] }
            guard crossesBothRows, t.left < c || b.left < c else { return [piece] }
            var past = unfaded, near = piece
            past.topX.right = c; past.bottomX.right = c
            near.topX.left = c; near.bottomX.left = c
            return [past, near]
        case .left:
            if t.left >= c && b.left >= c { return [unfaded] }
            guard crossesBothRows, t.right > c || b.right > c else { return [piece] }
            var near = piece, past = unfaded
            near.topX.right = c; near.bottomX.right = c
            past.topX.left = c; past.bottomX.left = c
            return [near, past]
        }
    }

    /// The distinct corners on line `y` from `left` to `right`, both included, into `xs`; whether
    /// there are any besides the two ends. A row whose ends are out of order by a rounding (two
    /// edges a hair apart) or not numbers keeps only its ends, as the sweep gave them.
    private static func row(
        _ corners: [Corner], at y: Double, from left: Double, to right: Double, into xs: inout [Double]
    ) -> Bool {
        xs.removeAll(keepingCapacity: true)
        var lo = 0, hi = corners.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if corners[mid].y < y || (corners[mid].y == y && corners[mid].x < left) { lo = mid + 1 } else { hi = mid }
        }
        var k = lo
        while k < corners.count, corners[k].y == y, corners[k].x <= right {
            if xs.last != corners[k].x { xs.append(corners[k].x) }
            k += 1
        }
        guard xs.first == left, xs.last == right else {
            xs = left == right ? [left] : [left, right]
            return false
        }
        return xs.count > (left == right ? 1 : 2)
    }

    /// Triangulates the piece between its top row and bottom row: each triangle takes one step along
    /// one row, the smaller next x first; any order covers the piece exactly once, as both rows are
    /// horizontal and sorted. Triangles keep the sweep's orientation (top left, top right, bottom).
    private static func zip(_ piece: Piece, top: [Double], bottom: [Double], into mesh: ShapeMesh) {
        let topIndices = top.map { vertex(Point2($0, piece.top), piece, mesh) }
        let bottomIndices = bottom.map { vertex(Point2($0, piece.bottom), piece, mesh) }
        var i = 0, j = 0
        let (lastTop, lastBottom) = (topIndices.count - 1, bottomIndices.count - 1)
        while i < lastTop || j < lastBottom {
            let stepTop = j == lastBottom || (i < lastTop && top[i + 1] <= bottom[j + 1])
            if stepTop {
                mesh.appendTriangle(topIndices[i], topIndices[i + 1], bottomIndices[j])
                i += 1
            } else {
                mesh.appendTriangle(topIndices[i], bottomIndices[j + 1], bottomIndices[j])
                j += 1
            }
        }
    }
}
