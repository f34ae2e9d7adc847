import Foundation

/// A `CAShapeLayer`'s path and style, frozen for the renderer.
///
/// Everything that decides the tessellated geometry is here and `Hashable`, so the
/// renderer can key its cache of triangles on it. The path is kept as its elements
/// (`CGPath` is a class and not `Sendable`).
public struct ShapeContent: Hashable, Sendable {
    /// The shape layer's `path`, as its elements.
    public var path: [CGPathElement]
    /// The `fillColor`; nil fills nothing.
    public var fillColor: CGColor?
    /// The `fillRule`: non-zero or even-odd.
    public var fillRule: CAShapeLayerFillRule
    /// The `strokeColor`; nil strokes nothing.
    public var strokeColor: CGColor?
    /// The `lineWidth`, in the layer's points.
    public var lineWidth: CGFloat
    /// The `lineCap` at open ends and dashes.
    public var lineCap: CAShapeLayerLineCap
    /// The `lineJoin` between segments.
    public var lineJoin: CAShapeLayerLineJoin
    /// The `miterLimit` beyond which a miter join is beveled.
    public var miterLimit: CGFloat
    /// Dash lengths in points; empty for a solid line.
    public var lineDashPattern: [CGFloat]
    /// The `lineDashPhase`: how far into the dash pattern the stroke starts.
    public var lineDashPhase: CGFloat
    /// The `strokeStart`, 0 to 1 of the path's length.
    public var strokeStart: CGFloat
    /// The `strokeEnd`, 0 to 1 of the path's length.
    public var strokeEnd: CGFloat

    /// Whether anything is filled.
    public var fills: Bool { (fillColor?.alpha ?? 0) > 0 && !path.isEmpty }
    /// Whether anything is stroked.
    public var strokes: Bool {
        (strokeColor?.alpha ?? 0) > 0 && lineWidth > 0 && !path.isEmpty && strokeEnd > strokeStart
    }

    /// The path's subpaths as polylines, each curve cut into chords that stray at most
    /// `tolerance` from it, and whether the subpath was closed with `closeSubpath`.
    ///
    /// Unlike `CGPath.flattened(tolerance:)`, a closed subpath does not repeat its start
    /// point at the end: the closure is the flag, so a stroker can join the last segment
    /// to the first. Subpaths that draw nothing (a lone move) are left out.
    public func flattenedSubpaths(tolerance: CGFloat) -> [(points: [CGPoint], isClosed: Bool)] {
        CGPath(elements: path).flattenedSubpaths(tolerance: tolerance)
    }

    /// The same, within a budget of `maximumPoints` curve points (coarse flattening): when the
    /// curves would flatten to more at `tolerance` (a rounded rectangle 1e9 points across does,
    /// 4,096 chords a corner), the tolerance is raised until they fit, and the tolerance used is
    /// returned with the polylines. Straight segments are never dropped.
    public func flattenedSubpaths(
        tolerance: CGFloat, maximumPoints: Int
    ) -> (subpaths: [(points: [CGPoint], isClosed: Bool)], tolerance: CGFloat) {
        let path = CGPath(elements: self.path)
        let used = path.flatteningTolerance(tolerance, maximumPoints: maximumPoints)
        return (path.flattenedSubpaths(tolerance: used), used)
    }

    /// The box the path's control points span (curves lie inside it), or `nil` for an empty path.
    public var controlBounds: CGRect? {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for element in path {
            for p in element.points {
                minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
            }
        }
        guard minX <= maxX, minY <= maxY else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension CGPath {
    /// `tolerance`, or the smallest multiple of it found at which the path's curves flatten to at
    /// most `maximumPoints` points (the chords a curve is cut into grow as the square root of
    /// the tolerance shrinks, so each try scales it by the square of the excess).
    func flatteningTolerance(_ tolerance: CGFloat, maximumPoints: Int) -> CGFloat {
        var tolerance = tolerance > 0 && tolerance.isFinite ? tolerance : 0.1
        for _ in 0..<8 {
            var points = 0
            forEachSegment(
                startSubpath: { _ in },
                segment: { segment, _ in
                    if case let .cubic(p0, p1, p2, p3) = segment {
                        points += flatteningSteps(p0, p1, p2, p3, tolerance: tolerance)
                    }
                })
            guard points > maximumPoints else { break }
            let excess = CGFloat(points) / CGFloat(max(1, maximumPoints))
            let raised = tolerance * excess * excess
            guard raised.isFinite, raised > tolerance else { break }
            tolerance = raised
        }
        return tolerance
    }

    /// See `ShapeContent.flattenedSubpaths(tolerance:)`.
    func flattenedSubpaths(tolerance: CGFloat) -> [(points: [CGPoint], isClosed: Bool)] {
        let tolerance = tolerance > 0 && tolerance.isFinite ? tolerance : 0.1
        var result: [(points: [CGPoint], isClosed: Bool)] = []
        var polyline: [CGPoint] = []
        var closed = false
        func finish() {
            if polyline.count >= 2 || closed { result.append((polyline, closed)) }
            polyline = []
            closed = false
        }
        forEachSegment(
            startSubpath: { start in
                finish()
                polyline = [start]
            },
            segment: { segment, isClose in
                switch segment {
                case let .line(_, end):
                    if isClose {
                        closed = true
                        if polyline.count > 1, polyline.last == end { polyline.removeLast() }
                        if polyline.count > 1, polyline.first == polyline.last { polyline.removeLast() }
                    } else {
                        polyline.append(end)
                    }
                case let .cubic(p0, p1, p2, p3):
                    let steps = flatteningSteps(p0, p1, p2, p3, tolerance: tolerance)
                    for i in 1..<steps { polyline.append(cubicPoint(p0, p1, p2, p3, CGFloat(i) / CGFloat(steps))) }
                    polyline.append(p3)
                }
            })
        finish()
        return result.filter { $0.points.count >= 2 }
    }
}
