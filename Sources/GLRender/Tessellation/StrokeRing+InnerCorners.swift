import Foundation

/// Where a stroke's inner side turns: the inner offset lines of its segments, and those of them the
/// stroke's inner boundary leaves out.
///
/// Why: a curve flattened at a tight bend can hold a segment shorter than the bend takes on the
/// inner side (LottieFiles' waves, a rounded star's tips: 0.3 to 0.7 points beside a turn, in a line
/// 2 points wide). Its neighbours' inner offset lines meet past it, so its own inner side would
/// run backwards and its quad overlap theirs, and the whole stroke went to the union: tens of
/// thousands of triangles, made again on every frame its points moved. The stroke's inner boundary
/// there is its neighbours' two lines meeting in one corner, at a distance of half the line width
/// from both (the segment's own line, and the vertices between, are further away): the segment's
/// quad becomes a triangle from its outer side to that corner, and the joins beside it fan from the
/// same corner, tiling the stroke as before. In a piece turning both ways (a wave), each run of
/// joins turning the same way is such a chain on the side they turn to, its ends straight across
/// where the turn changes side.
extension StrokeRing {
    /// The corner of each vertex on the side its join turns to (`turnsOut`: away from the `inner`
    /// side; an open piece's ends: straight across on the inner side), and the segments left out of
    /// that side (`innerCorners`, run by run); nil where a run's corners are not such a chain. A run's
    /// chain ends where the joins beside it turn the other way, at their point on this side: the
    /// corner where a join is cut so (`wedgeCorners`, by vertex), else straight across.
    static func turningCorners(
        _ points: [Point2], directions: [Point2], inner: [Point2], turnsOut: [Bool], wedgeCorners: [Int: Point2],
        closed: Bool, halfWidth h: Double
    ) -> (corners: [Point2], leftOut: [Bool])? {
        let n = points.count, count = directions.count
        guard turnsOut.contains(true) else {
            return innerCorners(points, directions: directions, inner: inner, closed: closed, halfWidth: h)
        }
        var corners = (0..<n).map { v in
            // An open piece's ends; every join's corner is set below, run by run.
            let m = inner[v == 0 ? 0 : count - 1]
            return Point2(points[v].x + h * m.x, points[v].y + h * m.y)
        }
        var leftOut = Array(repeating: false, count: count)
        // Runs of joins turning the same way, from a join whose turn differs from the one before it.
        let joins = closed ? Array(0..<n) : Array(1..<(n - 1))
        guard
            let first = joins.indices.first(where: {
                turnsOut[joins[$0]] != turnsOut[joins[($0 + joins.count - 1) % joins.count]]
            })
        else { return nil }
        var k = 0
        while k < joins.count {
            var run = [joins[(first + k) % joins.count]]
            k += 1
            while k < joins.count, turnsOut[joins[(first + k) % joins.count]] == turnsOut[run[0]],
                closed || joins[(first + k) % joins.count] == run[run.count - 1] + 1
            {
                run.append(joins[(first + k) % joins.count])
                k += 1
            }
            // The run's chain: the segment into its first join to the one out of its last, its ends
            // where the turn changes side (or the piece ends).
            let segments = [(run[0] + count - 1) % count] + run
            let side: Double = turnsOut[run[0]] ? -1 : 1
            let last = (run[run.count - 1] + 1) % n
            let chain = segments.map { points[$0] } + [points[last]]
            guard
                let found = innerCorners(
                    chain, directions: segments.map { directions[$0] },
                    inner: segments.map { Point2(side * inner[$0].x, side * inner[$0].y) }, closed: false, halfWidth: h,
                    startsAt: wedgeCorners[segments[0]], endsAt: wedgeCorners[last])
            else { return nil }
            for (offset, v) in run.enumerated() { corners[v] = found.corners[offset + 1] }
            for (offset, segment) in segments.enumerated() where found.leftOut[offset] { leftOut[segment] = true }
        }
        return (corners, leftOut)
    }

    /// The inner corner of each vertex of a piece (or a run) turning one way, given its segments' unit
    /// `directions` and `inner` normals: where the inner offset lines of the nearest segments before
    /// and after it that the inner boundary keeps meet (an open piece's ends: straight across, at
    /// the path's first and last point). Nil when that boundary is not such a chain of corners: a
    /// piece's first or last segment left out, fewer than three segments kept round a closed piece,
    /// lines kept next to each other that turn through half a circle or more, or a corner whose
    /// foot lies off either of its segments.
    ///
    /// A segment is left out while its inner side, from the corner with the segment kept before it to
    /// the corner with the one kept after it, runs backwards; leaving one out moves its neighbours'
    /// corners, so the rule runs again until nothing changes.
    ///
    /// An open chain's first segment starts, and its last ends, at `startsAt` and `endsAt` on the
    /// inner side (straight across when nil).
    static func innerCorners(
        _ points: [Point2], directions: [Point2], inner: [Point2], closed: Bool, halfWidth h: Double,
        startsAt: Point2? = nil, endsAt: Point2? = nil
    ) -> (corners: [Point2], leftOut: [Bool])? {
        let count = directions.count
        var leftOut = Array(repeating: false, count: count)
        // The nearest segment kept before (`step` −1) or after (+1) segment i, round a closed piece.
        func kept(_ step: Int, from i: Int) -> Int? {
            var k = i
            repeat {
                k += step
                if k < 0 || k == count {
                    guard closed else { return nil }
                    k = (k + count) % count
                }
            } while leftOut[k] && k != i
            return k == i ? nil : k
        }
        let n = points.count
        func besideStart(_ i: Int) -> Point2 { Point2(points[i].x + h * inner[i].x, points[i].y + h * inner[i].y) }
        // Where segment i's inner offset line meets that of segment k, kept after it: next to each
        // other, the corner at their shared vertex, as it always was; further apart, where the two
        // lines cross, if they turn toward the inner side through less than half a circle.
        func corner(_ i: Int, _ k: Int) -> Point2? {
            if k == (i + 1) % count {
                let p = points[k], m0 = inner[i], m1 = inner[k]
                let s = h / (1 + m0.x * m1.x + m0.y * m1.y)
                return Point2(p.x + s * (m0.x + m1.x), p.y + s * (m0.y + m1.y))
            }
            let d = directions[i], e = directions[k]
            let cross = d.x * e.y - d.y * e.x
            guard abs(cross) > 1e-9, inner[i].x * e.x + inner[i].y * e.y > 0 else { return nil }
            let a = besideStart(i), b = besideStart(k)
            let t = ((b.x - a.x) * e.y - (b.y - a.y) * e.x) / cross
            return Point2(a.x + t * d.x, a.y + t * d.y)
        }
        func along(_ i: Int, _ p: Point2) -> Double {
            let a = besideStart(i)
            return (p.x - a.x) * directions[i].x + (p.y - a.y) * directions[i].y
        }
        func length(_ i: Int) -> Double {
            let a = points[i], b = points[(i + 1) % n]
            return hypot(b.x - a.x, b.y - a.y)
        }
        let slack = 1e-9 * max(1, h)
        var changed = true
        while changed {
            changed = false
            for i in 0..<count where !leftOut[i] {
                var start = startsAt.map { along(i, $0) } ?? 0, end = endsAt.map { along(i, $0) } ?? length(i)
                var startIsCorner = false, endIsCorner = false
                if let k = kept(-1, from: i) {
                    guard let c = corner(k, i) else { return nil }
                    start = along(i, c)
                    startIsCorner = true
                } else if closed {
                    return nil
                }
                if let k = kept(1, from: i) {
                    guard let c = corner(i, k) else { return nil }
                    end = along(i, c)
                    endIsCorner = true
                } else if closed {
                    return nil
                }
                if end < start {
                    if !closed && (i == 0 || i == count - 1) { return nil }
                    leftOut[i] = true
                    changed = true
                } else if (startIsCorner && start < -slack) || (endIsCorner && end > length(i) + slack) {
                    // A corner whose foot is off its segment lies further than h from the path.
                    return nil
                }
            }
        }
        if closed, leftOut.filter({ !$0 }).count < 3 { return nil }
        // Each vertex's corner: between the segment kept at or before its incoming one and the one
        // kept at or after its outgoing one.
        var corners: [Point2] = []
        corners.reserveCapacity(n)
        for v in 0..<n {
            if !closed && (v == 0 || v == n - 1) {
                let m = inner[v == 0 ? 0 : count - 1]
                corners.append(Point2(points[v].x + h * m.x, points[v].y + h * m.y))
                continue
            }
            let incoming = (v + count - 1) % count
            guard let before = leftOut[incoming] ? kept(-1, from: incoming) : incoming,
                let after = leftOut[v] ? kept(1, from: v) : v, let c = corner(before, after)
            else { return nil }
            corners.append(c)
        }
        return (corners, leftOut)
    }
}
