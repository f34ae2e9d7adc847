import Foundation

/// Core Graphics' stroked and dashed copies of a path.
extension CGPath {
    /// The most points the curves of a path are flattened to for a stroked or dashed copy: an
    /// arc of a thousand turns 8e6 points across would otherwise be cut into 16 million chords
    /// (a hang, found by the drawing fuzzer); past it the chords stray further than 0.05 units.
    public static let maximumCopyPoints = 16_384

    /// The most dashes and gaps a dashed copy is cut into, as the renderer's strokes (README,
    /// "Limits"); the copy stops after the last of them. Tiny lengths on a long path would be
    /// millions, and a length too small to move along a far segment would never end.
    public static let maximumCopyDashes = 20_000

    /// The area a stroke of the path covers, as a path to fill with the nonzero winding rule, as
    /// Core Graphics' `copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)`.
    ///
    /// The outline is built from the path flattened to 0.05 units (coarser where its curves would
    /// flatten to more than ``maximumCopyPoints``): one quadrilateral per segment,
    /// a wedge per join (miter, cut to a bevel past `miterLimit`; round; bevel) and the caps, all
    /// wound the same way so that filling the union by the winding rule covers exactly what the
    /// stroke does. Filling it, hit-testing it with `contains` and measuring its bounding box give
    /// the stroke's answers; its elements are not the single outline Core Graphics traces.
    public func copy(
        strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat,
        transform: CGAffineTransform = .identity
    ) -> CGPath {
        let outline = CGMutablePath()
        let h = lineWidth / 2
        guard h > 0, h.isFinite else { return outline }
        for subpath in flattenedSubpaths(tolerance: flatteningTolerance(0.05, maximumPoints: Self.maximumCopyPoints)) {
            StrokeOutliner(halfWidth: h, cap: lineCap, join: lineJoin, miterLimit: max(1, miterLimit), into: outline)
                .add(subpath.points, closed: subpath.isClosed)
        }
        return transform.isIdentity ? outline : CGPath(elements: outline.elements.map { $0.applying(transform) })
    }

    /// The path cut into its dashes, as Core Graphics' `copy(dashingWithPhase:lengths:transform:)`:
    /// `lengths` alternate drawn and skipped, starting `phase` into the pattern; each dash is an
    /// open subpath along the path (curves flattened to 0.05 units, coarser past
    /// ``maximumCopyPoints``). Empty or all-zero lengths give the path unchanged.
    public func copy(dashingWithPhase phase: CGFloat, lengths: [CGFloat], transform: CGAffineTransform = .identity)
        -> CGPath
    {
        let pattern = lengths.map { $0.isFinite ? max(0, $0) : 0 }
        let period = pattern.reduce(0, +)
        guard period > 0 else {
            return transform.isIdentity ? copy() : CGPath(elements: elements.map { $0.applying(transform) })
        }
        let dashed = CGMutablePath()
        var pieces = 0
        for subpath in flattenedSubpaths(tolerance: flatteningTolerance(0.05, maximumPoints: Self.maximumCopyPoints)) {
            var points = subpath.points
            if subpath.isClosed, let first = points.first, points.last != first { points.append(first) }
            // Where in the pattern the subpath starts: each subpath starts the pattern again.
            var index = 0
            var remaining = pattern[0]
            var offset = phase.isFinite ? phase.truncatingRemainder(dividingBy: period) : 0
            if offset < 0 { offset += period }
            while offset > 0 {
                if offset >= remaining {
                    offset -= remaining
                    index = (index + 1) % pattern.count
                    remaining = pattern[index]
                } else {
                    remaining -= offset
                    offset = 0
                }
            }
            var drawing = false
            for i in 1..<max(1, points.count) {
                var a = points[i - 1]
                let b = points[i]
                var segment = hypot(b.x - a.x, b.y - a.y)
                while segment > 0 {
                    pieces += 1
                    guard pieces <= Self.maximumCopyDashes else {
                        return transform.isIdentity
                            ? dashed : CGPath(elements: dashed.elements.map { $0.applying(transform) })
                    }
                    let on = index % 2 == 0
                    let step = min(remaining, segment)
                    let t = step / segment
                    let end = CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                    if on {
                        if !drawing { dashed.move(to: a) }
                        dashed.addLine(to: end)
                        drawing = true
                    }
                    a = end
                    segment -= step
                    remaining -= step
                    if remaining <= 1e-12 {
                        index = (index + 1) % pattern.count
                        remaining = pattern[index]
                        drawing = false
                    }
                }
            }
        }
        return transform.isIdentity ? dashed : CGPath(elements: dashed.elements.map { $0.applying(transform) })
    }
}

/// Builds a stroke's outline from polylines: every piece a closed polygon wound counterclockwise
/// (positive area in y-up terms), so the winding rule fills their union.
private struct StrokeOutliner {
    let halfWidth: CGFloat
    let cap: CGLineCap
    let join: CGLineJoin
    let miterLimit: CGFloat
    let into: CGMutablePath

    init(halfWidth: CGFloat, cap: CGLineCap, join: CGLineJoin, miterLimit: CGFloat, into: CGMutablePath) {
        (self.halfWidth, self.cap, self.join, self.miterLimit, self.into) = (halfWidth, cap, join, miterLimit, into)
    }

    func add(_ input: [CGPoint], closed: Bool) {
        // Repeated points make no direction: drop them.
        var points: [CGPoint] = []
        for p in input where points.last.map({ hypot(p.x - $0.x, p.y - $0.y) > 1e-9 }) ?? true { points.append(p) }
        guard points.count > 1 else {
            // A lone point draws a round or square dot, as Core Graphics does for a zero-length subpath.
            if let p = points.first { dot(at: p) }
            return
        }
        let count = closed ? points.count : points.count - 1
        for i in 0..<count {
            let a = points[i], b = points[(i + 1) % points.count]
            let n = normal(a, b)
            polygon([offset(a, n, 1), offset(b, n, 1), offset(b, n, -1), offset(a, n, -1)])
        }
        let joins = closed ? Array(points.indices) : Array(points.indices.dropFirst().dropLast())
        for i in joins {
            let previous = points[(i + points.count - 1) % points.count], next = points[(i + 1) % points.count]
            joinAt(points[i], from: previous, to: next)
        }
        if !closed {
            capAt(points[0], awayFrom: points[1])
            capAt(points[points.count - 1], awayFrom: points[points.count - 2])
        }
    }

    private func normal(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
        let length = hypot(b.x - a.x, b.y - a.y)
        return CGPoint(x: -(b.y - a.y) / length, y: (b.x - a.x) / length)
    }

    private func offset(_ p: CGPoint, _ n: CGPoint, _ side: CGFloat) -> CGPoint {
        CGPoint(x: p.x + n.x * halfWidth * side, y: p.y + n.y * halfWidth * side)
    }

    private func joinAt(_ v: CGPoint, from previous: CGPoint, to next: CGPoint) {
        let n1 = normal(previous, v), n2 = normal(v, next)
        let d1 = CGPoint(x: v.x - previous.x, y: v.y - previous.y), d2 = CGPoint(x: next.x - v.x, y: next.y - v.y)
        let cross = d1.x * d2.y - d1.y * d2.x
        guard abs(cross) > 1e-12 || (d1.x * d2.x + d1.y * d2.y) < 0 else { return }  // straight on
        // The outer side is the one the path turns away from.
        let side: CGFloat = cross > 0 ? -1 : 1
        let p1 = offset(v, n1, side), p2 = offset(v, n2, side)
        switch join {
        case .round:
            circle(at: v)
        case .bevel:
            polygon([v, p1, p2])
        case .miter:
            let sum = CGPoint(x: n1.x + n2.x, y: n1.y + n2.y)
            let length = hypot(sum.x, sum.y)
            // The miter's length over the line width is 1 / sin(φ/2) = 2 / |n1 + n2|.
            guard length > 1e-9, 2 / length <= miterLimit else { return polygon([v, p1, p2]) }
            let reach = halfWidth * 2 / length
            let tip = CGPoint(x: v.x + sum.x / length * reach * side, y: v.y + sum.y / length * reach * side)
            polygon([v, p1, tip, p2])
        }
    }

    private func capAt(_ end: CGPoint, awayFrom inner: CGPoint) {
        switch cap {
        case .butt: break
        case .round: circle(at: end)
        case .square:
            let n = normal(inner, end)
            let d = CGPoint(x: n.y * halfWidth, y: -n.x * halfWidth)  // along the path, outward
            let out = CGPoint(x: end.x + d.x, y: end.y + d.y)
            polygon([offset(end, n, 1), offset(out, n, 1), offset(out, n, -1), offset(end, n, -1)])
        }
    }

    private func dot(at p: CGPoint) {
        switch cap {
        case .butt: break
        case .round: circle(at: p)
        case .square:
            let h = halfWidth
            polygon([
                CGPoint(x: p.x - h, y: p.y - h), CGPoint(x: p.x + h, y: p.y - h), CGPoint(x: p.x + h, y: p.y + h),
                CGPoint(x: p.x - h, y: p.y + h),
            ])
        }
    }

    private func circle(at c: CGPoint) {
        // Chords within 0.05 units of the circle, at least 8 and at most 256.
        let steps = min(256, max(8, Int((CGFloat.pi / acos(max(-1, 1 - 0.05 / halfWidth))).rounded(.up))))
        polygon(
            (0..<steps).map { i in
                let a = CGFloat(i) / CGFloat(steps) * 2 * .pi
                return CGPoint(x: c.x + halfWidth * cos(a), y: c.y + halfWidth * sin(a))
            })
    }

    /// Adds `points` as a closed subpath wound the same way as every other piece.
    private func polygon(_ points: [CGPoint]) {
        var area: CGFloat = 0
        for i in points.indices {
            let a = points[i], b = points[(i + 1) % points.count]
            area += a.x * b.y - b.x * a.y
        }
        guard abs(area) > 1e-18 else { return }
        let ordered = area > 0 ? points : points.reversed()
        into.move(to: ordered[0])
        for p in ordered.dropFirst() { into.addLine(to: p) }
        into.closeSubpath()
    }
}
