import Foundation

/// Fills polygons (flattened subpaths) under the non-zero or even-odd rule, as trapezoids.
///
/// Overall design: a sweep over horizontal slabs. Every vertex and every crossing of two
/// edges starts a new slab, so inside a slab no two edges cross and their left-to-right
/// order is fixed. Walking that order while adding up the edges' windings (+1 going down,
/// −1 going up) gives the winding number of each gap between edges; runs of gaps that
/// are inside under the fill rule become one trapezoid each. This handles
/// self-intersecting paths, holes and overlapping subpaths with no special cases: the
/// five-pointed star's centre has winding 2, inside for non-zero and outside for
/// even-odd. Trapezoids never overlap, so translucent fills blend once everywhere.
///
/// The region's boundary falls out of the same walk: an edge where a run starts or ends
/// has inside on one side only, and a horizontal boundary is where the runs at the
/// bottom of one slab and the top of the next differ. The boundary gets a fringe (see
/// `ShapeMesh`) that the `layer_quad` shader fades over the half pixel outside it, and each
/// trapezoid carries its distances from its left and right sides, over which the shader fades
/// the half pixel inside: antialiasing that stays right under 3D transforms, without
/// multisampling or a stencil buffer. (A horizontal boundary's inner half pixel is not faded:
/// it lies in the slabs below or above, which do not know of it.)
///
/// Coincident edges (a stroke's segment outline meeting its join, two subpaths sharing
/// a side) are grouped and their windings summed before the inside test, so a shared
/// side inside the region never counts as boundary.
///
/// Cost: O(n²) in the number of edges in the worst case (crossings are found pairwise
/// among edges whose vertical extents overlap); meshes are cached per path and style. The
/// work is bounded (`workBudget`): a path that needs more (thousands of overlapping dashes,
/// a huge self-crossing scribble) is not drawn, rather than taking minutes and gigabytes
/// (README, "Limits").
///
/// Rejected: the GPU stencil "winding" trick (breaks the single-batch design: every
/// shape would need its own stencil passes) and ear clipping (needs simple polygons;
/// resolving self-intersections first is most of the work done here anyway).
enum PathFillTessellator {
    enum Rule { case nonZero, evenOdd }

    private struct Edge {
        var x0: Double, y0: Double, x1: Double, y1: Double
        var winding: Int
        /// Where the contour goes on past the top and bottom ends (`InteriorPieces` asks which way it turns).
        var beyondTop: Point2, beyondBottom: Point2
        func x(at y: Double) -> Double {
            if y <= y0 { return x0 }
            if y >= y1 { return x1 }
            return x0 + (x1 - x0) * (y - y0) / (y1 - y0)
        }
    }

    /// How many edge-in-slab visits and crossing tests one fill may make (about a second's work).
    static let workBudget = 20_000_000

    /// Tessellates the closed polygons `contours` into `mesh` (interior and, with `fringe`, its
    /// antialiasing fringe). Returns false, leaving the mesh empty, when the work would exceed
    /// `workBudget`.
    @discardableResult
    static func fill(_ contours: [[Point2]], rule: Rule, fringe: Bool = true, into mesh: ShapeMesh) -> Bool {
        var edges: [Edge] = []
        for contour in contours where contour.count >= 3 {
            // A straight side flattened to a row of points would start a slab at each of them.
            let contour = StraightThroughPoints.removed(from: contour, closed: true)
            let n = contour.count
            for i in contour.indices {
                let a = contour[i], b = contour[(i + 1) % n]
                guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite, a.y != b.y else { continue }
                let beforeA = contour[(i + n - 1) % n], afterB = contour[(i + 2) % n]
                edges.append(
                    a.y < b.y
                        ? Edge(x0: a.x, y0: a.y, x1: b.x, y1: b.y, winding: 1, beyondTop: beforeA, beyondBottom: afterB)
                        : Edge(
                            x0: b.x, y0: b.y, x1: a.x, y1: a.y, winding: -1, beyondTop: afterB, beyondBottom: beforeA))
            }
        }
        guard !edges.isEmpty else { return true }
        edges.sort { $0.y0 < $1.y0 }
        var work = 0
        guard let ys = eventYs(edges, work: &work) else { return false }
        let inside: (Int) -> Bool = rule == .nonZero ? { $0 != 0 } : { $0 & 1 != 0 }

        // Boundary pieces waiting to be merged with the next slab's piece of the same edge.
        var open = OpenBoundaryPieces(edgeCount: edges.count)
        // Buffers reused from slab to slab (a fill of a changing path runs at every frame).
        var previousBottom: [(Double, Double)] = [], top: [(Double, Double)] = [], bottom: [(Double, Double)] = []
        var spans: [(xa: Double, xb: Double, edge: Int)] = []
        var events: [(x: Double, above: Bool)] = []
        var active: [Int] = []
        var runs = OpenTrapezoids()
        var interior: [InteriorRun] = []
        var next = 0
        for k in 0..<(ys.count - 1) {
            let ya = ys[k], yb = ys[k + 1]
            active.removeAll { edges[$0].y1 <= ya }
            while next < edges.count, edges[next].y0 <= ya {
                if edges[next].y1 > ya { active.append(next) }
                next += 1
            }
            work += active.count
            if work > workBudget {
                mesh.removeAll()
                return false
            }
            // Every active edge spans the whole slab: its ends are event ys.
            spans.removeAll(keepingCapacity: true)
            for i in active { spans.append((edges[i].x(at: ya), edges[i].x(at: yb), i)) }
            spans.sort { ($0.xa + $0.xb) < ($1.xa + $1.xb) }

            top.removeAll(keepingCapacity: true)
            bottom.removeAll(keepingCapacity: true)
            var winding = 0
            var runStart: (xa: Double, xb: Double, edge: Int)?
            var index = 0
            let eps = 1e-9 * max(1, abs(ya), abs(yb))
            while index < spans.count {
                // A group of coincident edges counts as one.
                // The first is taken whatever its coordinates: a NaN (an edge out at 1e308) compares
                // equal to nothing, and the walk must still move on.
                let first = spans[index]
                var groupWinding = edges[first.edge].winding
                index += 1
                while index < spans.count, abs(spans[index].xa - first.xa) <= eps,
                    abs(spans[index].xb - first.xb) <= eps
                {
                    groupWinding += edges[spans[index].edge].winding
                    index += 1
                }
                let wasInside = inside(winding)
                winding += groupWinding
                let isInside = inside(winding)
                if !wasInside && isInside {
                    runStart = first
                } else if wasInside && !isInside, let start = runStart {
                    runs.continue(
                        left: start.edge, right: first.edge, top: ya, bottom: yb,
                        leftX: (start.xa, start.xb), rightX: (first.xa, first.xb))
                    top.append((start.xa, first.xa)); bottom.append((start.xb, first.xb))
                    if fringe {
                        // Inside lies to +x of the start edge and to −x of the end edge.
                        addPiece(
                            start.edge, Point2(start.xa, ya), Point2(start.xb, yb), insideToRight: true,
                            slab: k, open: &open, mesh: mesh)
                        addPiece(
                            first.edge, Point2(first.xa, ya), Point2(first.xb, yb), insideToRight: false,
                            slab: k, open: &open, mesh: mesh)
                    }
                    runStart = nil
                }
            }
            runs.closeUncontinued(into: &interior)
            if fringe {
                horizontalBoundary(above: previousBottom, below: top, y: ya, events: &events, mesh: mesh)
                open.closePieces(notExtendedIn: k) { appendBoundary($0.a, $0.b, normal: $0.normal, to: mesh) }
            }
            swap(&previousBottom, &bottom)
        }
        runs.closeAll(into: &interior)
        if fringe {
            horizontalBoundary(above: previousBottom, below: [], y: ys[ys.count - 1], events: &events, mesh: mesh)
            open.closeAll { appendBoundary($0.a, $0.b, normal: $0.normal, to: mesh) }
        }
        let ends = edges.map {
            BoundaryEdgeEnds(
                top: Point2($0.x0, $0.y0), bottom: Point2($0.x1, $0.y1), beyondTop: $0.beyondTop,
                beyondBottom: $0.beyondBottom)
        }
        InteriorPieces.append(interior, edges: ends, fringe: fringe, into: mesh)
        return true
    }

    /// A half-plane that holds every point far inside: a side with no boundary to fade.
    static let farLine = Line(a: 0, b: 0, c: -ShapeMesh.farInside)

    /// The boundary edge from `(xa, ya)` down to `(xb, yb)`, as a half-plane with a unit normal,
    /// positive on the inside: to +x of a run's start edge, to −x of its end edge.
    static func boundaryLine(xa: Double, xb: Double, _ ya: Double, _ yb: Double, insideToRight: Bool) -> Line {
        let dx = xb - xa, dy = yb - ya
        let length = (dx * dx + dy * dy).squareRoot()
        // A slab has height (its ys differ), but coordinates near 1e308 overflow the length.
        guard length > 0, length.isFinite else { return farLine }
        let sign: Double = insideToRight ? 1 : -1
        let a = sign * dy / length, b = -sign * dx / length
        return Line(a: a, b: b, c: -(a * xa + b * ya))
    }

    /// Adds the fringe of the boundary piece `a`–`b`, unless it has no length.
    ///
    /// Why: where the boundary passes from one edge to another at their crossing, the two edges' x at
    /// the crossing's y differ in their last bits, and a sliver slab between two crossings a hair
    /// apart holds a piece of an edge as short. Such pieces cover no pixel, yet each took two fringe
    /// triangles: half of a stroked circle's fringe (ShapeTessellationTests), transformed, uploaded
    /// and set up by the rasterizer on every frame. "No length" is relative to the coordinates, as
    /// the walk's test of coincident edges is.
    static func appendBoundary(_ a: Point2, _ b: Point2, normal: Point2, to mesh: ShapeMesh) {
        let length = hypot(b.x - a.x, b.y - a.y)
        guard length > 1e-9 * max(1, abs(a.x), abs(a.y), abs(b.x), abs(b.y)) else { return }
        mesh.appendFringe(a, b, normal: normal)
    }

    /// Extends the open boundary piece of `edge` by `a`–`b` in `slab`, or starts one.
    private static func addPiece(
        _ edge: Int, _ a: Point2, _ b: Point2, insideToRight: Bool, slab: Int, open: inout OpenBoundaryPieces,
        mesh: ShapeMesh
    ) {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0 else { return }
        let normal = insideToRight ? Point2(-dy / length, dx / length) : Point2(dy / length, -dx / length)
        if let piece = open[edge], piece.b.x == a.x, piece.b.y == a.y,
            abs(piece.normal.x - normal.x) < 1e-12, abs(piece.normal.y - normal.y) < 1e-12
        {
            open.set((piece.a, b, piece.normal), on: edge, in: slab)
        } else {
            if let piece = open[edge] { appendBoundary(piece.a, piece.b, normal: piece.normal, to: mesh) }
            open.set((a, b, normal), on: edge, in: slab)
        }
    }

    /// Fringes where the inside intervals just above and just below `y` differ (`events`: the
    /// caller's buffer, reused from slab to slab).
    private static func horizontalBoundary(
        above: [(Double, Double)], below: [(Double, Double)], y: Double, events: inout [(x: Double, above: Bool)],
        mesh: ShapeMesh
    ) {
        guard !(above.isEmpty && below.isEmpty) else { return }
        events.removeAll(keepingCapacity: true)
        for (a, b) in above { events.append((a, true)); events.append((b, true)) }
        for (a, b) in below { events.append((a, false)); events.append((b, false)) }
        events.sort { $0.x < $1.x }
        var inAbove = false, inBelow = false
        var lastX = events[0].x
        for event in events {
            if event.x > lastX, inAbove != inBelow {
                // Inside only below: the boundary faces up (−y); only above: it faces down.
                let normal = Point2(0, inBelow ? -1 : 1)
                let a = Point2(lastX, y), b = Point2(event.x, y)
                appendBoundary(a, b, normal: normal, to: mesh)
            }
            if event.above { inAbove.toggle() } else { inBelow.toggle() }
            lastX = event.x
        }
    }

    /// Every vertex's y and every crossing's y, sorted, without duplicates; nil once the crossing
    /// tests, counted into `work`, exceed the budget.
    private static func eventYs(_ edges: [Edge], work: inout Int) -> [Double]? {
        var ys: [Double] = []
        ys.reserveCapacity(edges.count * 2)
        for e in edges { ys.append(e.y0); ys.append(e.y1) }
        // Edges are sorted by top; only edges whose vertical extents overlap can cross.
        for i in edges.indices {
            let e = edges[i]
            var j = i + 1
            while j < edges.count, edges[j].y0 < e.y1 {
                if let y = crossingY(e, edges[j]) { ys.append(y) }
                j += 1
            }
            work += j - i
            if work > workBudget { return nil }
        }
        ys.sort()
        var merged: [Double] = []
        merged.reserveCapacity(ys.count)
        // Only exact duplicates merge: snapping nearby ys together would leave an edge that
        // starts a hair below a slab's top out of that slab. Sliver slabs are harmless.
        for y in ys where merged.last != y { merged.append(y) }
        return merged
    }

    /// The y where the two edges cross strictly inside both, if they do.
    private static func crossingY(_ p: Edge, _ q: Edge) -> Double? {
        let rx = p.x1 - p.x0, ry = p.y1 - p.y0
        let sx = q.x1 - q.x0, sy = q.y1 - q.y0
        let denominator = rx * sy - ry * sx
        guard abs(denominator) > 1e-18 else { return nil }
        let qpx = q.x0 - p.x0, qpy = q.y0 - p.y0
        let t = (qpx * sy - qpy * sx) / denominator
        let u = (qpx * ry - qpy * rx) / denominator
        guard t > 1e-12, t < 1 - 1e-12, u > 1e-12, u < 1 - 1e-12 else { return nil }
        return p.y0 + t * ry
    }
}
