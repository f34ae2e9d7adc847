import Foundation

/// One drawn piece of a path with both ends explicit; quadratics are raised to cubics.
///
/// Elements name only where they end, and measuring needs both ends. A quadratic is
/// exactly the cubic with controls two thirds of the way to its control point, so one
/// curve case serves both (Wang's flattening bound even comes out the same).
enum PathSegment {
    case line(CGPoint, CGPoint)
    case cubic(CGPoint, CGPoint, CGPoint, CGPoint)
}

extension CGPath {
    /// Visits the path in order: `startSubpath` at each move, `segment` for each line and
    /// curve, and for each close the line back to the subpath's start (`isClose` true).
    func forEachSegment(
        startSubpath: (CGPoint) -> Void, segment: (_ segment: PathSegment, _ isClose: Bool) -> Void
    ) {
        var start = CGPoint.zero, current = CGPoint.zero
        for element in elements {
            switch element {
            case .moveToPoint(let p):
                start = p; current = p
                startSubpath(p)
            case .addLineToPoint(let p):
                segment(.line(current, p), false)
                current = p
            case let .addQuadCurveToPoint(c, p):
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                segment(.cubic(current, c1, c2, p), false)
                current = p
            case let .addCurveToPoint(c1, c2, p):
                segment(.cubic(current, c1, c2, p), false)
                current = p
            case .closeSubpath:
                segment(.line(current, start), true)
                current = start
            }
        }
    }

    /// The path as polylines, one per subpath that draws anything, each curve split into
    /// chords that stray at most `tolerance` from it.
    ///
    /// A closed subpath ends with its start point (added unless the last point already is
    /// it). Curves are cut into equal parameter steps counted by Wang's formula,
    /// `n = ⌈√(¾·M / tolerance)⌉` with `M` the largest second difference of the control
    /// points: adaptive per curve, exact in its bound, and free of recursion or scratch arrays.
    public func flattened(tolerance: CGFloat = 0.1) -> [[CGPoint]] {
        let tolerance = tolerance > 0 && tolerance.isFinite ? tolerance : 0.1
        var polylines: [[CGPoint]] = []
        var polyline: [CGPoint] = []
        var drawsAnything = false
        forEachSegment(
            startSubpath: { start in
                if drawsAnything { polylines.append(polyline) }
                polyline = [start]
                drawsAnything = false
            },
            segment: { segment, isClose in
                drawsAnything = true
                switch segment {
                case let .line(_, end):
                    if !(isClose && polyline.last == end) { polyline.append(end) }
                case let .cubic(p0, p1, p2, p3):
                    let steps = flatteningSteps(p0, p1, p2, p3, tolerance: tolerance)
                    polyline.reserveCapacity(polyline.count + steps)
                    for i in 1..<steps { polyline.append(cubicPoint(p0, p1, p2, p3, CGFloat(i) / CGFloat(steps))) }
                    polyline.append(p3)
                }
            })
        if drawsAnything { polylines.append(polyline) }
        return polylines
    }

    /// The total length of the drawn path, closing lines included and moves between
    /// subpaths excluded; curves are integrated (adaptive Gauss–Legendre), not flattened.
    public var length: CGFloat {
        var total: CGFloat = 0
        forEachSegment(startSubpath: { _ in }, segment: { segment, _ in total += segment.length })
        return total
    }

    /// The point `distance` along the drawn path and the direction of travel there, as
    /// `atan2(dy, dx)` in radians: what a keyframe animation along a path with paced
    /// timing and `rotationMode = .rotateAuto` needs.
    ///
    /// The distance is clamped to the path; moves between subpaths take no distance. At a
    /// corner the point belongs to the segment that starts there, so the angle is the new
    /// direction. Nil when the path draws nothing.
    public func pointAndTangent(atDistance distance: CGFloat) -> (point: CGPoint, angle: CGFloat)? {
        PathMeasure(self).pointAndTangent(atDistance: distance)
    }

    /// The point and direction a fraction (0…1) of the way along the path by length.
    public func pointAndTangent(atFraction fraction: CGFloat) -> (point: CGPoint, angle: CGFloat)? {
        let measure = PathMeasure(self)
        return measure.pointAndTangent(atDistance: fraction * measure.length)
    }

    /// The point a fraction (0…1) of the way along the path by length; nil when it draws nothing.
    public func point(atFraction fraction: CGFloat) -> CGPoint? {
        pointAndTangent(atFraction: fraction)?.point
    }
}

/// A path's drawn segments with their lengths, for looking up points by distance.
///
/// Building it integrates every segment once; code sampling one path many times (an
/// animation each frame) can keep one rather than measuring the path per sample.
struct PathMeasure {
    /// A segment of positive length and where along the path it starts.
    struct Piece {
        var segment: PathSegment
        var start: CGFloat
        var length: CGFloat
    }

    /// The segments of positive length, in order.
    private(set) var pieces: [Piece]
    /// The total drawn length.
    private(set) var length: CGFloat
    /// Where a path that draws only zero-length segments stays.
    private var restingPoint: CGPoint?

    init(_ path: CGPath) {
        var pieces: [Piece] = []
        var total: CGFloat = 0
        var resting: CGPoint?
        path.forEachSegment(
            startSubpath: { _ in },
            segment: { segment, _ in
                let length = segment.length
                if resting == nil { resting = segment.start }
                guard length > 0 else { return }
                pieces.append(Piece(segment: segment, start: total, length: length))
                total += length
            })
        self.pieces = pieces
        self.length = total
        self.restingPoint = resting
    }

    /// See `CGPath.pointAndTangent(atDistance:)`.
    func pointAndTangent(atDistance distance: CGFloat) -> (point: CGPoint, angle: CGFloat)? {
        guard !pieces.isEmpty else { return restingPoint.map { ($0, 0) } }
        let d = distance.isNaN ? 0 : min(max(distance, 0), length)
        // The last piece starting at or before d: pieces are contiguous, so it contains d.
        var low = 0, high = pieces.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if pieces[mid].start <= d { low = mid } else { high = mid - 1 }
        }
        let piece = pieces[low]
        let local = min(max(d - piece.start, 0), piece.length)
        switch piece.segment {
        case let .line(a, b):
            let f = local / piece.length
            let point = CGPoint(x: (1 - f) * a.x + f * b.x, y: (1 - f) * a.y + f * b.y)
            return (point, atan2(b.y - a.y, b.x - a.x))
        case let .cubic(p0, p1, p2, p3):
            let t = cubicParameter(p0, p1, p2, p3, atLength: local, of: piece.length)
            return (cubicPoint(p0, p1, p2, p3, t), cubicTangentAngle(p0, p1, p2, p3, t))
        }
    }
}

extension PathSegment {
    /// Where the segment starts.
    var start: CGPoint {
        switch self {
        case .line(let a, _), .cubic(let a, _, _, _): return a
        }
    }

    /// The segment's arc length.
    var length: CGFloat {
        switch self {
        case let .line(a, b): return hypot(b.x - a.x, b.y - a.y)
        case let .cubic(p0, p1, p2, p3): return cubicArcLength(p0, p1, p2, p3, from: 0, to: 1)
        }
    }
}

// MARK: - Cubic Bézier math

/// The cubic's point at parameter `t`, in Bernstein form (exact at t = 0 and 1).
func cubicPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat) -> CGPoint {
    let mt = 1 - t
    let a = mt * mt * mt, b = 3 * mt * mt * t, c = 3 * mt * t * t, d = t * t * t
    return CGPoint(
        x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
        y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
}

/// The cubic's derivative at parameter `t`.
func cubicDerivative(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat) -> CGPoint {
    let mt = 1 - t
    let a = 3 * mt * mt, b = 6 * mt * t, c = 3 * t * t
    return CGPoint(
        x: a * (p1.x - p0.x) + b * (p2.x - p1.x) + c * (p3.x - p2.x),
        y: a * (p1.y - p0.y) + b * (p2.y - p1.y) + c * (p3.y - p2.y))
}

/// The parameters in (0, 1) where one coordinate of a cubic has a turning point.
///
/// Solves `a·t² + b·t + c = 0` (the derivative over 3) in the cancellation-free form,
/// which also copes with `a ≈ 0` from quadratics raised to cubics.
func cubicExtremaParameters(_ v0: CGFloat, _ v1: CGFloat, _ v2: CGFloat, _ v3: CGFloat) -> [CGFloat] {
    let a = -v0 + 3 * v1 - 3 * v2 + v3, b = 2 * (v0 - 2 * v1 + v2), c = v1 - v0
    var roots: [CGFloat] = []
    if a == 0 {
        if b != 0 { roots.append(-c / b) }
    } else {
        let discriminant = b * b - 4 * a * c
        guard discriminant >= 0 else { return [] }
        let q = -(b + (b < 0 ? -1 : 1) * discriminant.squareRoot()) / 2
        roots.append(q / a)
        if q != 0 { roots.append(c / q) }
    }
    return roots.filter { $0 > 0 && $0 < 1 }
}

/// How many equal parameter steps keep a cubic's chords within `tolerance` (Wang's formula).
func flatteningSteps(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, tolerance: CGFloat) -> Int {
    let m = max(
        hypot(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y),
        hypot(p1.x - 2 * p2.x + p3.x, p1.y - 2 * p2.y + p3.y))
    let steps = (0.75 * m / tolerance).squareRoot().rounded(.up)
    guard steps.isFinite else { return 1 }
    return Int(min(max(steps, 1), 4096))
}

/// Five-point Gauss–Legendre nodes on [−1, 1] and their weights: exact for degree 9.
private let gaussNodes: [CGFloat] = [
    0, -0.5384693101056831, 0.5384693101056831, -0.9061798459386640, 0.9061798459386640,
]
private let gaussWeights: [CGFloat] = [
    0.5688888888888889, 0.4786286704993665, 0.4786286704993665,
    0.2369268850561891, 0.2369268850561891,
]

/// The cubic's arc length between parameters `t0` and `t1`: Gauss–Legendre on the speed,
/// halving intervals until the halves agree, so tight curves and near-cusps stay accurate.
func cubicArcLength(
    _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, from t0: CGFloat, to t1: CGFloat
) -> CGFloat {
    func gauss(_ a: CGFloat, _ b: CGFloat) -> CGFloat {
        let half = (b - a) / 2, mid = (a + b) / 2
        var sum: CGFloat = 0
        for i in 0..<5 {
            let d = cubicDerivative(p0, p1, p2, p3, mid + half * gaussNodes[i])
            sum += gaussWeights[i] * hypot(d.x, d.y)
        }
        return sum * half
    }
    func refine(_ a: CGFloat, _ b: CGFloat, _ whole: CGFloat, depth: Int) -> CGFloat {
        let mid = (a + b) / 2
        let left = gauss(a, mid), right = gauss(mid, b)
        let sum = left + right
        if depth >= 10 || abs(sum - whole) <= 1e-12 + 1e-10 * abs(sum) { return sum }
        return refine(a, mid, left, depth: depth + 1) + refine(mid, b, right, depth: depth + 1)
    }
    guard t1 > t0 else { return 0 }
    return refine(t0, t1, gauss(t0, t1), depth: 0)
}

/// The parameter at which the cubic has covered `target` of its `length`: Newton steps on
/// the arc length, falling back to bisection whenever a step would leave the bracket.
func cubicParameter(
    _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, atLength target: CGFloat, of length: CGFloat
) -> CGFloat {
    if target <= 0 { return 0 }
    if target >= length { return 1 }
    var low: CGFloat = 0, high: CGFloat = 1
    var t = target / length
    for _ in 0..<40 {
        let error = cubicArcLength(p0, p1, p2, p3, from: 0, to: t) - target
        if abs(error) <= 1e-10 * length { break }
        if error > 0 { high = t } else { low = t }
        let d = cubicDerivative(p0, p1, p2, p3, t)
        let speed = hypot(d.x, d.y)
        let next = t - error / speed
        t = speed > 0 && next > low && next < high ? next : (low + high) / 2
    }
    return t
}

/// The direction of travel along the cubic at `t`, as `atan2(dy, dx)`.
///
/// Where a control point sits on its end point the derivative vanishes; the direction is
/// then taken just inside the curve, and failing that along the chord.
func cubicTangentAngle(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat) -> CGFloat {
    var d = cubicDerivative(p0, p1, p2, p3, t)
    if d.x == 0 && d.y == 0 {
        d = cubicDerivative(p0, p1, p2, p3, t < 0.5 ? t + 1e-3 : t - 1e-3)
    }
    if d.x == 0 && d.y == 0 { d = CGPoint(x: p3.x - p0.x, y: p3.y - p0.y) }
    return atan2(d.y, d.x)
}
