import Foundation

/// Rectangle arithmetic for planning that cannot trap: Foundation's `CGRect.intersection` and
/// `union` trap (a `ClosedRange` with a NaN bound) on a rectangle whose size overflowed to
/// infinity or NaN, which finite but huge inputs (a coordinate of 1e300 times a scale) produce.
/// These work on the four edges and answer `nil` (nothing to draw) where an edge is not a number.
extension CGRect {
    /// The rectangle's edges (`minX`, `minY`, `maxX`, `maxY`), computed without `standardized`;
    /// `nil` when one is NaN (an infinite origin plus an infinite size).
    var finiteEdges: (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        guard !isNull else { return nil }
        let x0 = Double(origin.x), y0 = Double(origin.y)
        let x1 = x0 + Double(size.width), y1 = y0 + Double(size.height)
        guard !(x0.isNaN || y0.isNaN || x1.isNaN || y1.isNaN) else { return nil }
        return (Swift.min(x0, x1), Swift.min(y0, y1), Swift.max(x0, x1), Swift.max(y0, y1))
    }

    /// The overlap with `other` (edges touching give an empty rectangle), or `nil` when they do
    /// not overlap or either has a NaN edge. Never traps.
    func overlap(_ other: CGRect) -> CGRect? {
        guard let a = finiteEdges, let b = other.finiteEdges else { return nil }
        let minX = Swift.max(a.minX, b.minX), minY = Swift.max(a.minY, b.minY)
        let maxX = Swift.min(a.maxX, b.maxX), maxY = Swift.min(a.maxY, b.maxY)
        guard minX <= maxX, minY <= maxY else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The rectangle cut to `-limit…limit` on both axes, or `nil` when an edge is NaN or nothing of
    /// it lies inside. The result's sides are at most `2 × limit`: finite, whatever went in.
    func bounded(by limit: Double) -> CGRect? {
        guard let e = finiteEdges else { return nil }
        // The common case, already inside, is returned as it is.
        if e.minX >= -limit, e.minY >= -limit, e.maxX <= limit, e.maxY <= limit { return self }
        let minX = Swift.max(e.minX, -limit), minY = Swift.max(e.minY, -limit)
        let maxX = Swift.min(e.maxX, limit), maxY = Swift.min(e.maxY, limit)
        guard minX <= maxX, minY <= maxY else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
