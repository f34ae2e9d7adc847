import Foundation
@_spi(Rendering) import LayerTree

/// The stroke of a `CAShapeLayer`: what decides its outline.
struct StrokeStyle: Hashable {
    var lineWidth: Double
    var lineCap: CAShapeLayerLineCap
    var lineJoin: CAShapeLayerLineJoin
    var miterLimit: Double
    var dashPattern: [Double]
    var dashPhase: Double
    var strokeStart: Double
    var strokeEnd: Double
}

/// Turns flattened subpaths into the polygons whose union is their stroke.
///
/// Overall design: the path is first trimmed to `strokeStart…strokeEnd` of its length
/// (measured over all subpaths) and cut into dashes (each subpath's pattern starting at
/// its own start, or where the trim starts in it, shifted by `lineDashPhase`, as CoreGraphics
/// dashes the trimmed path). Each resulting
/// piece becomes simple convex polygons: a rectangle per segment, a wedge per join
/// (bevel triangle, miter quad, or round fan) and a cap per open end, all wound the same
/// way. `PathFillTessellator` fills them under the non-zero rule, which is exactly their
/// union: overlaps at joins and where the path crosses itself are filled once, so a
/// translucent stroke has no darker seams, and the union's boundary gets the same
/// antialiasing fringe as fills.
///
/// Rejected: emitting the offset triangles directly in general (overlapping triangles
/// double-blend translucent strokes). `StrokeRing` lays a stroke out directly only where its
/// pieces provably tile the stroke without overlap (convex pieces, not too thick); the rest
/// comes here.
enum PathStroker {
    /// What is left of a path to stroke after trimming and dashing: each piece is stroked on its own.
    enum Piece {
        /// A polyline (at least two points), with whether it closes on itself (joined, no caps).
        case line(points: [Point2], isClosed: Bool)
        /// A zero-length dash at `point` going along `tangent`: only its caps draw (round caps make dots).
        case dot(point: Point2, tangent: Point2)
    }

    /// The stroke outline polygons of `subpaths` (each with whether it is closed).
    static func outline(
        _ subpaths: [(points: [Point2], isClosed: Bool)], style: StrokeStyle,
        tolerance: Double
    ) -> [[Point2]] {
        outline(of: pieces(subpaths, style: style), style: style, tolerance: tolerance)
    }

    /// The outline polygons of pieces from `pieces(_:style:)`.
    static func outline(of pieces: [Piece], style: StrokeStyle, tolerance: Double) -> [[Point2]] {
        let halfWidth = style.lineWidth / 2
        var polygons: [[Point2]] = []
        for piece in pieces {
            switch piece {
            case let .line(points, isClosed):
                outlinePiece(
                    points, closed: isClosed, style: style, halfWidth: halfWidth, tolerance: tolerance,
                    into: &polygons)
            case let .dot(p, tangent):
                appendCap(
                    at: p, direction: tangent, style: style, halfWidth: halfWidth, tolerance: tolerance,
                    into: &polygons)
                appendCap(
                    at: p, direction: Point2(-tangent.x, -tangent.y), style: style, halfWidth: halfWidth,
                    tolerance: tolerance, into: &polygons)
            }
        }
        return polygons
    }

    /// `subpaths` trimmed to `strokeStart…strokeEnd` and cut into dashes: the pieces the stroke draws.
    static func pieces(_ subpaths: [(points: [Point2], isClosed: Bool)], style: StrokeStyle) -> [Piece] {
        guard style.lineWidth / 2 > 0, style.strokeEnd > style.strokeStart else { return [] }
        let cleaned = subpaths.map { (points: deduplicated($0.points, closed: $0.isClosed), isClosed: $0.isClosed) }
        let lengths = cleaned.map { polylineLength($0.points, closed: $0.isClosed) }
        let total = lengths.reduce(0, +)
        let trimStart = style.strokeStart * total, trimEnd = style.strokeEnd * total
        var pieces: [Piece] = []
        var offset = 0.0
        for (subpath, length) in zip(cleaned, lengths) {
            defer { offset += length }
            guard subpath.points.count >= 1 else { continue }
            let from = max(0, trimStart - offset), to = min(length, trimEnd - offset)
            guard to >= from, to >= 0, from <= length else { continue }
            let whole = from <= 0 && to >= length
            // Trimmed first, then dashed: the pattern starts where the trimmed stroke does, so dashes
            // move with strokeStart, as Core Animation draws them (lottie-ios's IconTransitions: five
            // dots where a pattern from the subpath's start left four) and as `render(in:)` does.
            let dashStart = max(0, from)
            let dashes = dashIntervals(length: length - dashStart, style.dashPattern, phase: style.dashPhase)?
                .map { (dashStart + $0.0, dashStart + $0.1) }
            if dashes == nil, whole, subpath.isClosed, subpath.points.count >= 2 {
                pieces.append(.line(points: subpath.points, isClosed: true))
                continue
            }
            let path = subpath.isClosed ? subpath.points + [subpath.points[0]] : subpath.points
            for (a, b) in dashes ?? [(0, length)] {
                let lo = max(a, from), hi = min(b, to)
                guard hi >= lo else { continue }
                if hi == lo {
                    // A zero-length dash still draws its caps (round caps make dots).
                    guard length > 0, style.lineCap != .butt, let (p, tangent) = pointAndTangent(path, at: lo) else {
                        continue
                    }
                    pieces.append(.dot(point: p, tangent: tangent))
                    continue
                }
                let piece = subpolyline(path, from: lo, to: hi)
                guard piece.count >= 2 else { continue }
                pieces.append(.line(points: piece, isClosed: false))
            }
        }
        return pieces
    }

    // MARK: Pieces

    private static func outlinePiece(
        _ points: [Point2], closed: Bool, style: StrokeStyle, halfWidth: Double,
        tolerance: Double, into polygons: inout [[Point2]]
    ) {
        let n = points.count
        let segmentCount = closed ? n : n - 1
        for i in 0..<segmentCount {
            let a = points[i], b = points[(i + 1) % n]
            guard let d = direction(a, b) else { continue }
            let normal = Point2(-d.y * halfWidth, d.x * halfWidth)
            appendPolygon(
                [
                    Point2(a.x + normal.x, a.y + normal.y), Point2(b.x + normal.x, b.y + normal.y),
                    Point2(b.x - normal.x, b.y - normal.y), Point2(a.x - normal.x, a.y - normal.y),
                ],
                into: &polygons)
        }
        let joinIndices = closed ? Array(0..<n) : Array(1..<max(1, n - 1))
        for i in joinIndices {
            let previous = points[(i + n - 1) % n], p = points[i], next = points[(i + 1) % n]
            guard let d0 = direction(previous, p), let d1 = direction(p, next) else { continue }
            appendJoin(at: p, d0, d1, style: style, halfWidth: halfWidth, tolerance: tolerance, into: &polygons)
        }
        if !closed {
            if let d = direction(points[1], points[0]) {
                appendCap(
                    at: points[0], direction: d, style: style, halfWidth: halfWidth, tolerance: tolerance,
                    into: &polygons)
            }
            if let d = direction(points[n - 2], points[n - 1]) {
                appendCap(
                    at: points[n - 1], direction: d, style: style, halfWidth: halfWidth, tolerance: tolerance,
                    into: &polygons)
            }
        }
    }

    /// The wedge that fills the outer side of the corner at `p` between directions `d0` and `d1`.
    private static func appendJoin(
        at p: Point2, _ d0: Point2, _ d1: Point2, style: StrokeStyle, halfWidth: Double,
        tolerance: Double, into polygons: inout [[Point2]]
    ) {
        let cross = d0.x * d1.y - d0.y * d1.x
        let dot = d0.x * d1.x + d0.y * d1.y
        if abs(cross) < 1e-12 && dot > 0 { return }
        // The path turns toward +normal when cross > 0, so the outer side is −normal.
        let side: Double = cross > 0 ? -1 : 1
        let o0 = Point2(-d0.y * halfWidth * side, d0.x * halfWidth * side)
        let o1 = Point2(-d1.y * halfWidth * side, d1.x * halfWidth * side)
        let a = Point2(p.x + o0.x, p.y + o0.y), b = Point2(p.x + o1.x, p.y + o1.y)
        if let corner = sharedCorner(at: p, o0, o1, style: style, halfWidth: halfWidth, tolerance: tolerance) {
            appendPolygon([p, a, corner, b], into: &polygons)
            return
        }
        switch style.lineJoin {
        case .round:
            appendPolygon(
                [p] + arc(center: p, from: o0, to: o1, radius: halfWidth, side: side, tolerance: tolerance),
                into: &polygons)
        case .miter:
            let m = Point2((o0.x + o1.x) / 2, (o0.y + o1.y) / 2)
            let m2 = m.x * m.x + m.y * m.y
            // Miter length over line width is 1 / sin(θ/2) = halfWidth / |m|.
            if m2 > 1e-24, halfWidth / m2.squareRoot() <= style.miterLimit {
                let s = halfWidth * halfWidth / m2
                appendPolygon([p, a, Point2(p.x + m.x * s, p.y + m.y * s), b], into: &polygons)
            } else {
                appendPolygon([p, a, b], into: &polygons)
            }
        default:
            appendPolygon([p, a, b], into: &polygons)
        }
    }

    /// Where the outer offset lines of the segments before and after the join at `p` meet (outer
    /// offsets `o0` and `o1`, each `halfWidth` long), when the join may be cut as that corner: a miter
    /// within its limit, exactly, or a round or bevel join that the corner overshoots by no more than
    /// `tolerance` (a gentle turn of a flattened curve). `nil` for any other join.
    ///
    /// Why: a flattened curve turns a few degrees at each of its points, and a round join there was
    /// an arc of at least two chords: two wedge triangles and two fringe pieces (four triangles) for a
    /// join that strays from its miter corner by thousandths of a pixel. As the corner, the segments'
    /// quads meet with no wedge and their outer fringes meet at one point: a stroked circle's ring
    /// takes about half the triangles, which llvmpipe sets up on every frame the stroke is drawn.
    /// `StrokeRing` and the union's outline decide alike, so both cover the same region.
    static func sharedCorner(
        at p: Point2, _ o0: Point2, _ o1: Point2, style: StrokeStyle, halfWidth: Double, tolerance: Double
    ) -> Point2? {
        let m = Point2((o0.x + o1.x) / 2, (o0.y + o1.y) / 2)
        let m2 = m.x * m.x + m.y * m.y
        guard m2 > 1e-24 else { return nil }
        let length = m2.squareRoot()
        // The corner lies `halfWidth² / |m|` from p, along m; a round join's farthest point lies
        // `halfWidth` from p, a bevel's chord `|m|`.
        let reach = halfWidth * halfWidth / length
        let fits: Bool
        switch style.lineJoin {
        case .miter: fits = halfWidth / length <= style.miterLimit || reach - length <= tolerance
        case .round: fits = reach - halfWidth <= tolerance
        default: fits = reach - length <= tolerance
        }
        guard fits else { return nil }
        let s = halfWidth * halfWidth / m2
        return Point2(p.x + m.x * s, p.y + m.y * s)
    }

    /// The cap at an open end `p`, where the path leaves in `direction` (pointing away from the stroke).
    private static func appendCap(
        at p: Point2, direction d: Point2, style: StrokeStyle, halfWidth: Double,
        tolerance: Double, into polygons: inout [[Point2]]
    ) {
        let normal = Point2(-d.y * halfWidth, d.x * halfWidth)
        switch style.lineCap {
        case .round:
            appendPolygon(
                [p]
                    + arc(
                        center: p, from: normal, to: Point2(-normal.x, -normal.y), radius: halfWidth,
                        through: d, tolerance: tolerance), into: &polygons)
        case .square:
            let e = Point2(d.x * halfWidth, d.y * halfWidth)
            appendPolygon(
                [
                    Point2(p.x + normal.x, p.y + normal.y), Point2(p.x + normal.x + e.x, p.y + normal.y + e.y),
                    Point2(p.x - normal.x + e.x, p.y - normal.y + e.y), Point2(p.x - normal.x, p.y - normal.y),
                ],
                into: &polygons)
        default:
            break
        }
    }

    /// Points on the circle of `radius` about `center` from offset `o0` to `o1`, the short way round
    /// on the outer `side` of a join.
    static func arc(
        center: Point2, from o0: Point2, to o1: Point2, radius: Double, side: Double,
        tolerance: Double
    ) -> [Point2] {
        let a0 = atan2(o0.y, o0.x)
        var sweep = atan2(o1.y, o1.x) - a0
        while sweep > .pi { sweep -= 2 * .pi }
        while sweep < -.pi { sweep += 2 * .pi }
        return arcPoints(center: center, start: a0, sweep: sweep, radius: radius, tolerance: tolerance)
    }

    /// A half circle from `o0` to `o1` (opposite offsets) bulging toward `through`.
    static func arc(
        center: Point2, from o0: Point2, to o1: Point2, radius: Double, through: Point2,
        tolerance: Double
    ) -> [Point2] {
        let a0 = atan2(o0.y, o0.x)
        // Turning from o0 by +90° lands on `through` when o0 × through > 0.
        let sweep: Double = o0.x * through.y - o0.y * through.x > 0 ? .pi : -.pi
        return arcPoints(center: center, start: a0, sweep: sweep, radius: radius, tolerance: tolerance)
    }

    private static func arcPoints(
        center: Point2, start: Double, sweep: Double, radius: Double,
        tolerance: Double
    ) -> [Point2] {
        let step = radius > tolerance ? 2 * acos(max(-1, min(1, 1 - tolerance / radius))) : .pi / 4
        let count = max(2, Int((abs(sweep) / max(step, 1e-3)).rounded(.up)))
        return (0...count).map { i in
            let angle = start + sweep * Double(i) / Double(count)
            return Point2(center.x + radius * cos(angle), center.y + radius * sin(angle))
        }
    }

    // MARK: Helpers

    /// Adds `polygon` wound so its signed area is positive (the union needs one orientation).
    private static func appendPolygon(_ polygon: [Point2], into polygons: inout [[Point2]]) {
        var area = 0.0
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            area += a.x * b.y - b.x * a.y
        }
        guard abs(area) > 1e-18 else { return }
        polygons.append(area > 0 ? polygon : polygon.reversed())
    }

    private static func direction(_ a: Point2, _ b: Point2) -> Point2? {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        return length > 0 ? Point2(dx / length, dy / length) : nil
    }

    private static func deduplicated(_ points: [Point2], closed: Bool) -> [Point2] {
        var out: [Point2] = []
        for p in points where out.last.map({ $0.x != p.x || $0.y != p.y }) ?? true { out.append(p) }
        if closed, out.count > 1, out[0].x == out[out.count - 1].x, out[0].y == out[out.count - 1].y {
            out.removeLast()
        }
        return out
    }

    static func polylineLength(_ points: [Point2], closed: Bool) -> Double {
        guard points.count >= 2 else { return 0 }
        var length = 0.0
        for i in 1..<points.count { length += hypot(points[i].x - points[i - 1].x, points[i].y - points[i - 1].y) }
        if closed {
            length += hypot(points[0].x - points[points.count - 1].x, points[0].y - points[points.count - 1].y)
        }
        return length
    }

    /// The most dashes one subpath is cut into; the stroke stops after the last of them (README,
    /// "Limits"). Each dash is a polygon of its own, and tiny dashes on a long path would be millions.
    static let mostDashes = 10_000

    /// The on-intervals of the dash pattern over `0…length`, or `nil` for a solid line.
    static func dashIntervals(length: Double, _ pattern: [Double], phase: Double) -> [(Double, Double)]? {
        guard !pattern.isEmpty, pattern.allSatisfy({ $0 >= 0 && $0.isFinite }) else { return nil }
        let sum = pattern.reduce(0, +)
        guard sum > 0 else { return nil }
        // An odd count alternates on and off across repeats: its cycle is twice the sum.
        let cycle = pattern.count % 2 == 1 ? 2 * sum : sum
        var position = -(phase.truncatingRemainder(dividingBy: cycle))
        if position > 0 { position -= cycle }
        var intervals: [(Double, Double)] = []
        var i = 0
        while position <= length, intervals.count < Self.mostDashes {
            let dash = pattern[i % pattern.count]
            if i % 2 == 0, position + dash >= 0 {
                intervals.append((max(0, position), min(length, position + dash)))
            }
            position += dash
            i += 1
        }
        return intervals
    }

    /// The part of the polyline from distance `a` to distance `b` along it.
    private static func subpolyline(_ points: [Point2], from a: Double, to b: Double) -> [Point2] {
        var out: [Point2] = []
        var travelled = 0.0
        for i in 1..<points.count {
            let p = points[i - 1], q = points[i]
            let length = hypot(q.x - p.x, q.y - p.y)
            let start = travelled, end = travelled + length
            travelled = end
            guard length > 0, end >= a, start <= b else { continue }
            func at(_ d: Double) -> Point2 {
                let t = min(max((d - start) / length, 0), 1)
                return Point2(p.x + (q.x - p.x) * t, p.y + (q.y - p.y) * t)
            }
            if out.isEmpty { out.append(at(max(a, start))) }
            out.append(at(min(b, end)))
            if end >= b { break }
        }
        return out
    }

    private static func pointAndTangent(_ points: [Point2], at d: Double) -> (Point2, Point2)? {
        var travelled = 0.0
        var last: (Point2, Point2)?
        for i in 1..<points.count {
            let p = points[i - 1], q = points[i]
            let length = hypot(q.x - p.x, q.y - p.y)
            guard length > 0 else { continue }
            let t = (d - travelled) / length
            let tangent = Point2((q.x - p.x) / length, (q.y - p.y) / length)
            last = (q, tangent)
            if t <= 1 { return (Point2(p.x + (q.x - p.x) * max(0, t), p.y + (q.y - p.y) * max(0, t)), tangent) }
            travelled += length
        }
        return last
    }
}
