import Foundation

/// A stroke's mesh laid out straight from its pieces, where that tiling is exactly the stroke.
///
/// Why: `PathStroker`'s outline is a rectangle a segment and a wedge a join, overlapping at every
/// join, and `PathFillTessellator` unions them with a slab sweep in which each crossing of two of
/// their edges starts a slab across the whole shape. A stroked circle of 64 segments became about
/// 2,900 triangles that way, transformed, uploaded and set up by the rasterizer on every frame it
/// is drawn. Laid out directly, each segment is one quad between its outer offset line and the
/// inner offset polygon, each join a fan from the inner corner over its outer side (arc points,
/// miter point or bevel), each cap a fan (round) or rectangle (square): pieces that meet edge to
/// edge and never overlap, so a translucent stroke still blends once everywhere, and the boundary
/// (outer side, caps, inner polygon) is the union's, fringed as the sweep fringes it.
///
/// The tiling is the stroke when each side's offset keeps every segment's direction (the line is
/// no thicker than the curve is tight), a closed piece goes round once, and either the piece turns
/// one way (convex) and, open, turns through at most half a circle with its ends apart past a
/// right angle (its caps cannot meet), or it turns both ways (a star, a zigzag: each join's wedge
/// on the side it turns away from) and no two of its triangles overlap, compared one by one. A
/// star's stroke went to the union as about 10,000 triangles, re-made on every frame its points
/// moved (issue_1902); laid out, a few hundred. Pieces whose reach (every boundary point's box)
/// overlaps another's could overlap it. Anything else, zero-length dashes included, returns false
/// and is left to the union.
enum StrokeRing {
    /// The most pieces compared pairwise for overlap; more go to the union.
    static let mostPieces = 64

    /// One piece's tiling: points, then triangles and boundary loops over their indices.
    private struct Layout {
        var points: [Point2] = []
        /// Each point's distances from the piece's outer and inner offset lines (see `add`).
        var distances: [ShapeMesh.EdgeDistances] = []
        var triangles: [(Int, Int, Int)] = []
        /// Closed boundary loops, each with whether the solid lies outside it (a ring's inner side).
        var loops: [(indices: [Int], isHole: Bool)] = []
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity

        /// Adds a point with its distances (first from the outer offset line, second from the inner),
        /// which every triangle over it shares. Outer points take 0 and −2h, inner corners −2h and 0:
        /// over a segment's quad that is each line's exact distance; over a join's fan, the distance
        /// from its outer side and from the line through the inner corner parallel to it.
        mutating func add(_ p: Point2, _ d: ShapeMesh.EdgeDistances) -> Int {
            points.append(p)
            distances.append(d)
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
            return points.count - 1
        }

        func overlaps(_ other: Layout) -> Bool {
            minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
        }
    }

    /// Lays `pieces` out into `mesh` (interior and fringe) and returns true, or returns false with the
    /// mesh untouched when some piece's tiling would not be exactly its stroke.
    static func tessellate(
        _ pieces: [PathStroker.Piece], style: StrokeStyle, tolerance: Double, into mesh: ShapeMesh
    ) -> Bool {
        let halfWidth = style.lineWidth / 2
        guard halfWidth > 0, halfWidth.isFinite, pieces.count <= mostPieces else { return false }
        var layouts: [Layout] = []
        for piece in pieces {
            guard case let .line(points, isClosed) = piece,
                let layout = layout(points, closed: isClosed, style: style, halfWidth: halfWidth, tolerance: tolerance)
            else { return false }
            if layouts.contains(where: { $0.overlaps(layout) }) { return false }
            layouts.append(layout)
        }
        for layout in layouts { emit(layout, into: mesh) }
        return true
    }

    private static func emit(_ layout: Layout, into mesh: ShapeMesh) {
        let indices = zip(layout.points, layout.distances).map { mesh.appendInteriorVertex($0, distances: $1) }
        for (a, b, c) in layout.triangles { mesh.appendTriangle(indices[a], indices[b], indices[c]) }
        for loop in layout.loops {
            // A miter point continues both segments' outer lines: one fringe piece a line, as the union's.
            let ring = StraightThroughPoints.removed(from: loop.indices.map { layout.points[$0] }, closed: true)
            var area = 0.0
            for i in ring.indices {
                let a = ring[i], b = ring[(i + 1) % ring.count]
                area += a.x * b.y - b.x * a.y
            }
            // A counter-clockwise loop (positive area) has the solid on its left; a hole's on its right.
            let solidOnLeft = (area > 0) != loop.isHole
            for i in ring.indices {
                let a = ring[i], b = ring[(i + 1) % ring.count]
                let dx = b.x - a.x, dy = b.y - a.y
                let length = (dx * dx + dy * dy).squareRoot()
                guard length > 0 else { continue }
                let normal = solidOnLeft ? Point2(dy / length, -dx / length) : Point2(-dy / length, dx / length)
                PathFillTessellator.appendBoundary(a, b, normal: normal, to: mesh)
            }
        }
    }

    // MARK: One piece

    private static func layout(
        _ raw: [Point2], closed: Bool, style: StrokeStyle, halfWidth h: Double, tolerance: Double
    ) -> Layout? {
        var points: [Point2] = []
        for p in raw where points.last.map({ $0.x != p.x || $0.y != p.y }) ?? true {
            guard p.x.isFinite, p.y.isFinite else { return nil }
            points.append(p)
        }
        if closed, points.count > 1, points[0] == points[points.count - 1] { points.removeLast() }
        points = StraightThroughPoints.removed(from: points, closed: closed)
        let n = points.count
        guard closed ? n >= 3 : n >= 2 else { return nil }
        let segmentCount = closed ? n : n - 1
        // Each segment's unit direction, and the turn at each vertex between two segments.
        var directions: [Point2] = []
        directions.reserveCapacity(segmentCount)
        for i in 0..<segmentCount {
            let a = points[i], b = points[(i + 1) % n]
            let dx = b.x - a.x, dy = b.y - a.y
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 0 else { return nil }
            directions.append(Point2(dx / length, dy / length))
        }
        let joinVertices = closed ? Array(0..<n) : Array(1..<(n - 1))
        var totalTurn = 0.0, sawLeft = false, sawRight = false
        for i in joinVertices {
            let d0 = directions[(i + segmentCount - 1) % segmentCount], d1 = directions[i]
            let cross = d0.x * d1.y - d0.y * d1.x, dot = d0.x * d1.x + d0.y * d1.y
            // Nearly reversing corners make long thin inner spikes: the union handles them.
            guard dot > -0.9 else { return nil }
            if cross > 1e-12 { sawLeft = true } else if cross < -1e-12 { sawRight = true }
            totalTurn += atan2(cross, dot)
        }
        // A piece turning both ways (a star, an S) is laid out the same way, each join's wedge on the
        // side it turns away from; that it goes round once or turns little no longer proves that its
        // tiles keep apart, so they are compared (`trianglesOverlap`) once laid out.
        let turnsBothWays = sawLeft && sawRight
        if closed {
            guard abs(abs(totalTurn) - 2 * .pi) < 1e-6 else { return nil }
        } else if !turnsBothWays {
            guard abs(totalTurn) <= .pi + 1e-9 else { return nil }
        }
        // Inner normals point to the side the path turns to (left of the direction when it turns left);
        // for a piece turning both ways, the side it turns to overall, so that the inner loop of a closed
        // one is its hole.
        let side: Double = (turnsBothWays ? totalTurn < 0 : sawRight) ? -1 : 1
        let inner = directions.map { Point2(-$0.y * side, $0.x * side) }
        // The joins that turn away from the inner side (only in a piece turning both ways): there the
        // outer offset lines meet in a corner and the wedge lies on the inner side.
        var turnsOut = Array(repeating: false, count: n)
        if turnsBothWays {
            for i in joinVertices {
                let d0 = directions[(i + segmentCount - 1) % segmentCount], d1 = directions[i]
                turnsOut[i] = (d0.x * d1.y - d0.y * d1.x) * side < -1e-12
            }
        }

        var layout = Layout()
        let onOuter = ShapeMesh.EdgeDistances(first: 0, second: -2 * h)
        let onInner = ShapeMesh.EdgeDistances(first: -2 * h, second: 0)
        // Joins cut as the corner where the offset lines on the wedge's side meet (`PathStroker.sharedCorner`):
        // the two segments' quads share it, with no wedge between them.
        var corners: [Int: Int] = [:]
        for i in joinVertices {
            let m0 = inner[(i + segmentCount - 1) % segmentCount], m1 = inner[i]
            let out: Double = turnsOut[i] ? 1 : -1
            if let corner = PathStroker.sharedCorner(
                at: points[i], Point2(out * h * m0.x, out * h * m0.y), Point2(out * h * m1.x, out * h * m1.y),
                style: style, halfWidth: h, tolerance: tolerance)
            {
                corners[i] = layout.add(corner, turnsOut[i] ? onInner : onOuter)
            }
        }
        // Inner corners: where consecutive inner offset lines meet (an open piece's ends: straight across);
        // at a join turning out, the outer corner instead (the same formula on the other side). A segment
        // shorter than the turn beside it takes is left out of the side its joins turn to
        // (`turningCorners`): the vertices beside it share a corner.
        var q: [Int] = []
        guard
            let found = turningCorners(
                points, directions: directions, inner: inner, turnsOut: turnsOut,
                wedgeCorners: corners.mapValues { layout.points[$0] }, closed: closed, halfWidth: h)
        else { return nil }
        // Segment i − 1 runs from vertex i − 1 to vertex i: left out, the two share one corner (both
        // ends of a left-out segment lie in one run, so on one side).
        for (i, corner) in found.corners.enumerated() {
            if i > 0, found.leftOut[i - 1] {
                q.append(q[i - 1])
            } else if closed, i == n - 1, found.leftOut[n - 1] {
                q.append(q[0])
            } else {
                q.append(layout.add(corner, turnsOut[i] ? onOuter : onInner))
            }
        }
        // Each segment's quad: its ends on both sides, and its two triangles.
        var outerStart: [Int] = [], outerEnd: [Int] = [], innerStart: [Int] = [], innerEnd: [Int] = []
        for i in 0..<segmentCount {
            let j = (i + 1) % n
            let a = points[i], b = points[j], m = inner[i]
            func end(_ vertex: Int, _ p: Point2, onWedgeSide: Bool, sign: Double) -> Int {
                guard onWedgeSide else { return q[vertex] }
                return corners[vertex]
                    ?? layout.add(Point2(p.x + sign * h * m.x, p.y + sign * h * m.y), sign < 0 ? onOuter : onInner)
            }
            outerStart.append(end(i, a, onWedgeSide: !turnsOut[i], sign: -1))
            outerEnd.append(end(j, b, onWedgeSide: !turnsOut[j], sign: -1))
            innerStart.append(end(i, a, onWedgeSide: turnsOut[i], sign: 1))
            innerEnd.append(end(j, b, onWedgeSide: turnsOut[j], sign: 1))
            // A segment left out of the side it turns to: a triangle to the corner its neighbours share.
            if outerStart[i] != outerEnd[i] { layout.triangles.append((outerStart[i], outerEnd[i], innerEnd[i])) }
            if innerStart[i] != innerEnd[i] { layout.triangles.append((outerStart[i], innerEnd[i], innerStart[i])) }
        }
        // Each side must keep each segment's direction, or neighbouring quads would overlap.
        for i in 0..<segmentCount {
            let d = directions[i]
            for (from, to) in [(innerStart[i], innerEnd[i]), (outerStart[i], outerEnd[i])] {
                let a = layout.points[from], b = layout.points[to]
                guard (b.x - a.x) * d.x + (b.y - a.y) * d.y >= 0 else { return nil }
            }
        }
        // Joins: a fan from the corner over the wedge's side, from the last segment's end on that side to
        // the next one's start. `outerChains[i]` and `innerChains[i]` are the join points after segment i.
        var outerChains: [[Int]] = Array(repeating: [], count: segmentCount)
        var innerChains: [[Int]] = Array(repeating: [], count: segmentCount)
        for i in joinVertices where corners[i] == nil {
            let previous = (i + segmentCount - 1) % segmentCount
            let out: Double = turnsOut[i] ? -1 : 1
            let chain =
                [turnsOut[i] ? innerEnd[previous] : outerEnd[previous]]
                + joinPoints(
                    at: points[i], Point2(out * inner[previous].x, out * inner[previous].y),
                    Point2(out * inner[i].x, out * inner[i].y), style: style, halfWidth: h, tolerance: tolerance
                ).map { layout.add($0, turnsOut[i] ? onInner : onOuter) } + [
                    turnsOut[i] ? innerStart[i] : outerStart[i]
                ]
            // A straight-through vertex's outer ends coincide: no wedge to fill.
            if chain.count > 2 || layout.points[chain[0]] != layout.points[chain[1]] {
                for k in 0..<(chain.count - 1) { layout.triangles.append((q[i], chain[k], chain[k + 1])) }
            }
            if turnsOut[i] {
                innerChains[previous] = Array(chain.dropFirst().dropLast())
            } else {
                outerChains[previous] = Array(chain.dropFirst().dropLast())
            }
        }
        var outer: [Int] = [], innerLoop: [Int] = []
        for i in 0..<segmentCount {
            appendOnce([outerStart[i], outerEnd[i]] + outerChains[i], to: &outer)
            appendOnce([innerStart[i], innerEnd[i]] + innerChains[i], to: &innerLoop)
        }
        if closed {
            if outer.count > 1, outer[0] == outer[outer.count - 1] { outer.removeLast() }
            if innerLoop.count > 1, innerLoop[0] == innerLoop[innerLoop.count - 1] { innerLoop.removeLast() }
            layout.loops.append((outer, false))
            layout.loops.append((innerLoop, true))
        } else {
            // Turning through at most a right angle, the body lies ahead of the start's cap and behind the
            // end's (the inner offset moves forward where the curve is no tighter than h); past it, the
            // ends can curl back toward each other, and must be apart by more than their caps' reach.
            let first = points[0], last = points[n - 1]
            guard turnsBothWays || abs(totalTurn) <= .pi / 2 || hypot(last.x - first.x, last.y - first.y) > 3 * h
            else { return nil }
            // Each segment's stroke is its whole rectangle, and where two meet, the corner of one on the
            // side they turn to lies in the next one's quad. Beside a last segment shorter than that
            // (a wave's end, cut short), the corner reaches past the end's cap line, where no piece of
            // this layout goes but the cap, and likewise at the start; where the cap does not cover it,
            // the union draws it. Only rectangles near an end along the path can (further on, the next
            // segments' quads cover them).
            guard
                !rectangleReachesPastCap(
                    points, directions: directions, inner: inner, style: style, halfWidth: h, tolerance: tolerance,
                    atEnd: true),
                !rectangleReachesPastCap(
                    points, directions: directions, inner: inner, style: style, halfWidth: h, tolerance: tolerance,
                    atEnd: false)
            else { return nil }
            var loop = outer
            loop += cap(
                at: last, leaving: directions[n - 2], from: outerEnd[n - 2], to: q[n - 1], style: style, halfWidth: h,
                tolerance: tolerance, into: &layout)
            loop += innerLoop.reversed()
            loop += cap(
                at: first, leaving: Point2(-directions[0].x, -directions[0].y), from: q[0], to: outerStart[0],
                style: style, halfWidth: h, tolerance: tolerance, into: &layout)
            layout.loops.append((loop, false))
        }
        if turnsBothWays, trianglesOverlap(layout) { return nil }
        return layout
    }

    /// Whether, at an open piece's end (or start), the rectangle of a segment within twice the half
    /// width of it along the path reaches past the cap's line further than the cap covers, by more
    /// than `tolerance` (the flattening's own error, which the union's round caps and joins take
    /// too): past the line for a butt cap, outside the half disc for a round one, outside the square
    /// for a square one. A 68-point butt-capped stroke cut short by a trim reached 0.34 points past
    /// its start (pr_1698; 0.04 pixels as drawn): sent to the union, every frame's stroke cost its
    /// sweep.
    private static func rectangleReachesPastCap(
        _ points: [Point2], directions: [Point2], inner: [Point2], style: StrokeStyle, halfWidth h: Double,
        tolerance: Double, atEnd: Bool
    ) -> Bool {
        let n = points.count
        let cap = atEnd ? points[n - 1] : points[0]
        // The direction out of the piece across the cap's line.
        let out = atEnd ? directions[n - 2] : Point2(-directions[0].x, -directions[0].y)
        // Past the cap's line by more than rounding.
        let pastCap = Line(a: out.x, b: out.y, c: -(out.x * cap.x + out.y * cap.y) - 1e-9 * max(1, h))
        func covered(_ p: Point2) -> Bool {
            let depth = (p.x - cap.x) * out.x + (p.y - cap.y) * out.y
            let lateral = (p.x - cap.x) * -out.y + (p.y - cap.y) * out.x
            switch style.lineCap {
            case .round: return hypot(depth, lateral) <= h + tolerance
            case .square: return depth <= h + tolerance && abs(lateral) <= h + tolerance
            default: return depth <= tolerance
            }
        }
        var travelled = 0.0
        var vertex = atEnd ? n - 1 : 0
        while true {
            let next = atEnd ? vertex - 1 : vertex + 1
            guard next > 0, next < n - 1 else { return false }
            travelled += hypot(points[next].x - points[vertex].x, points[next].y - points[vertex].y)
            guard travelled < 2 * h else { return false }
            vertex = next
            // The segment on the far side of this join, seen from the cap: its rectangle, cut to the
            // part past the cap's line.
            let segment = atEnd ? vertex - 1 : vertex
            let a = points[segment], b = points[segment + 1], m = inner[segment]
            let rectangle = ConvexPolygon(points: [
                Point2(a.x + h * m.x, a.y + h * m.y), Point2(b.x + h * m.x, b.y + h * m.y),
                Point2(b.x - h * m.x, b.y - h * m.y), Point2(a.x - h * m.x, a.y - h * m.y),
            ])
            if rectangle.clipped(by: pastCap).points.contains(where: { !covered($0) }) { return true }
        }
    }

    /// The most triangles of one piece compared pairwise (`trianglesOverlap`); more go to the union.
    static let mostComparedTriangles = 4096

    /// Whether two of the layout's triangles overlap by more than rounding (touching along a shared
    /// edge or corner is not overlapping), or there are too many to compare.
    ///
    /// Why: a piece turning both ways can come back over itself (the points of a star thicker than
    /// the gaps between them, an S tighter than the line) where no local rule sees it, and the union
    /// must then draw it. Boxes sorted by left edge keep the comparisons to neighbours; two triangles
    /// are apart when one of their six edge normals separates them (separating axis theorem).
    private static func trianglesOverlap(_ layout: Layout) -> Bool {
        guard layout.triangles.count <= mostComparedTriangles else { return true }
        typealias Triangle = (a: Point2, b: Point2, c: Point2, minX: Double, maxX: Double, minY: Double, maxY: Double)
        var extent = 1.0
        let triangles: [Triangle] = layout.triangles.map { t in
            let a = layout.points[t.0], b = layout.points[t.1], c = layout.points[t.2]
            extent = max(extent, abs(a.x), abs(a.y), abs(b.x), abs(b.y), abs(c.x), abs(c.y))
            return (a, b, c, min(a.x, b.x, c.x), max(a.x, b.x, c.x), min(a.y, b.y, c.y), max(a.y, b.y, c.y))
        }.sorted { $0.minX < $1.minX }
        let eps = 1e-9 * extent
        // Written out, with no array per pair: allocations took most of a star's layout (callgrind).
        func separated(_ s: Triangle, _ t: Triangle) -> Bool {
            func apart(_ p: Point2, _ q: Point2) -> Bool {
                let nx = q.y - p.y, ny = p.x - q.x
                let length = (nx * nx + ny * ny).squareRoot()
                guard length > 0 else { return false }
                func project(_ v: Point2) -> Double { (v.x * nx + v.y * ny) / length }
                let s0 = project(s.a), s1 = project(s.b), s2 = project(s.c)
                let t0 = project(t.a), t1 = project(t.b), t2 = project(t.c)
                return max(s0, s1, s2) <= min(t0, t1, t2) + eps || max(t0, t1, t2) <= min(s0, s1, s2) + eps
            }
            return apart(s.a, s.b) || apart(s.b, s.c) || apart(s.c, s.a) || apart(t.a, t.b) || apart(t.b, t.c)
                || apart(t.c, t.a)
        }
        for i in triangles.indices {
            let s = triangles[i]
            var j = i + 1
            while j < triangles.count, triangles[j].minX < s.maxX - eps {
                let t = triangles[j]
                if t.minY < s.maxY - eps, s.minY < t.maxY - eps, !separated(s, t) { return true }
                j += 1
            }
        }
        return false
    }

    /// Appends boundary indices, leaving out one equal to the last (a corner two quads share).
    private static func appendOnce(_ indices: [Int], to loop: inout [Int]) {
        for index in indices where loop.last != index { loop.append(index) }
    }

    /// The outer points of a join between segments with inner normals `m0` and `m1`, strictly between
    /// the two segments' outer ends, as `PathStroker` cuts them (round, miter within its limit, bevel).
    private static func joinPoints(
        at p: Point2, _ m0: Point2, _ m1: Point2, style: StrokeStyle, halfWidth h: Double, tolerance: Double
    ) -> [Point2] {
        let o0 = Point2(-h * m0.x, -h * m0.y), o1 = Point2(-h * m1.x, -h * m1.y)
        let cross = m0.x * m1.y - m0.y * m1.x, dot = m0.x * m1.x + m0.y * m1.y
        if abs(cross) < 1e-12 && dot > 0 { return [] }
        switch style.lineJoin {
        case .round:
            let arc = PathStroker.arc(center: p, from: o0, to: o1, radius: h, side: 1, tolerance: tolerance)
            return Array(arc.dropFirst().dropLast())
        case .miter:
            let m = Point2((o0.x + o1.x) / 2, (o0.y + o1.y) / 2)
            let m2 = m.x * m.x + m.y * m.y
            guard m2 > 1e-24, h / m2.squareRoot() <= style.miterLimit else { return [] }
            let s = h * h / m2
            return [Point2(p.x + m.x * s, p.y + m.y * s)]
        default:
            return []
        }
    }

    /// Lays out the cap at the open end `p` (the path leaving it along `d`) between boundary points
    /// `from` and `to`; returns the boundary points it adds between them, in order.
    ///
    /// The cap's triangles fade along its end only (a round cap's chords, a square cap's far side):
    /// they take their own copies of `from` and `to`, whose distances as the quads' corners would fade
    /// the cap across its width. A square cap's sides keep the fringe's outer half of the ramp.
    private static func cap(
        at p: Point2, leaving d: Point2, from: Int, to: Int, style: StrokeStyle, halfWidth h: Double,
        tolerance: Double, into layout: inout Layout
    ) -> [Int] {
        let a = layout.points[from], b = layout.points[to]
        let onEnd = ShapeMesh.EdgeDistances(first: 0, second: ShapeMesh.farInside)
        switch style.lineCap {
        case .round:
            let center = layout.add(p, ShapeMesh.EdgeDistances(first: -h, second: ShapeMesh.farInside))
            var arc = PathStroker.arc(
                center: p, from: Point2(a.x - p.x, a.y - p.y), to: Point2(b.x - p.x, b.y - p.y), radius: h,
                through: d, tolerance: tolerance)
            arc = Array(arc.dropFirst().dropLast())
            let arcPoints = arc.map { layout.add($0, onEnd) }
            let chain = [layout.add(a, onEnd)] + arcPoints + [layout.add(b, onEnd)]
            for k in 0..<(chain.count - 1) { layout.triangles.append((center, chain[k], chain[k + 1])) }
            return arcPoints
        case .square:
            let across = ShapeMesh.EdgeDistances(first: -h, second: ShapeMesh.farInside)
            let a1 = layout.add(a, across), b1 = layout.add(b, across)
            let a2 = layout.add(Point2(a.x + h * d.x, a.y + h * d.y), onEnd)
            let b2 = layout.add(Point2(b.x + h * d.x, b.y + h * d.y), onEnd)
            layout.triangles.append((a1, a2, b2))
            layout.triangles.append((a1, b2, b1))
            return [a2, b2]
        default:
            return []
        }
    }
}
