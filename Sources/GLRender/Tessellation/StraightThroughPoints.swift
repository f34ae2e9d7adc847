import Foundation

/// Points a polyline goes straight through, and polylines without them.
///
/// Why: a straight Bézier segment (lottie-ios and bodymovin write a polygon's sides, a star's
/// among them, as cubics whose control points lie on the side) flattens to a row of points along
/// one line. Each would cost the stroke layout a quad and its fringe, and the fill's sweep a slab
/// across the whole shape and a trapezoid in every run it crosses, where the region is the same
/// without them.
enum StraightThroughPoints {
    /// `points` without those the path goes straight through (as the stroker, which draws no join
    /// there).
    static func removed(from points: [Point2], closed: Bool) -> [Point2] {
        func straight(_ a: Point2, _ b: Point2, _ c: Point2) -> Bool {
            let ux = b.x - a.x, uy = b.y - a.y, vx = c.x - b.x, vy = c.y - b.y
            let lu = (ux * ux + uy * uy).squareRoot(), lv = (vx * vx + vy * vy).squareRoot()
            guard lu > 0, lv > 0 else { return false }
            let cross = (ux * vy - uy * vx) / (lu * lv), dot = (ux * vx + uy * vy) / (lu * lv)
            return abs(cross) < 1e-12 && dot > 0
        }
        var out: [Point2] = []
        out.reserveCapacity(points.count)
        for p in points {
            while out.count >= 2, straight(out[out.count - 2], out[out.count - 1], p) { out.removeLast() }
            out.append(p)
        }
        guard closed else { return out }
        // Round the seam: the last and first points may be straight-through too.
        while out.count > 3, straight(out[out.count - 2], out[out.count - 1], out[0]) { out.removeLast() }
        while out.count > 3, straight(out[out.count - 1], out[0], out[1]) { out.removeFirst() }
        return out
    }
}
