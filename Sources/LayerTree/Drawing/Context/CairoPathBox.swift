import Foundation

/// The square of Cairo's device space that a path's points are kept in. Cairo stores path
/// points in 24.8 fixed point, and one past ±2²³ pixels wraps around to an unrelated place: a
/// shape 1e18 pixels across (a finite path under a CTM scaling by 9e15) became edges that
/// crashed or hung Cairo's rasterizer (the drawing fuzzer's seed 31 cases 153 and 5262). Well
/// inside that range, Cairo's scan converter still misplaces edges longer than about 2¹⁷
/// pixels (a diagonal from (−98,304, −98,304) to (98,304, 98,304) fills both of its sides);
/// edges within ±81,920 are drawn right.
///
/// Each line is cut where it crosses the square's edges and each piece is moved onto the
/// square (every point clamped): a piece to the left or right of the square becomes a vertical
/// run along its edge with the same span of rows, and one above or below becomes a run along
/// the top or bottom edge, so every point inside the square keeps its winding number and a fill
/// or clip covers exactly what it did. The square reaches 32,769 pixels past the largest
/// surface (32,767 a side), so the runs along its edges stay out of sight of strokes that
/// reach less far (`CGContext.farthestStrokeReach`).
struct CairoPathBox {
    /// How far the square reaches from the device's origin on each side.
    static let margin: Double = 65_536

    /// Whether `point` (device pixels) lies in the square.
    static func contains(_ point: CGPoint) -> Bool {
        abs(Double(point.x)) <= margin && abs(Double(point.y)) <= margin
    }

    /// `point` moved onto the square: each coordinate clamped.
    static func clamp(_ point: CGPoint) -> CGPoint {
        CGPoint(x: min(max(Double(point.x), -margin), margin), y: min(max(Double(point.y), -margin), margin))
    }

    /// The points, in order, that the line from `start` to `end` (device pixels, finite) is drawn
    /// through once kept in the square: where it crosses each of the square's edge lines, and its
    /// end, each clamped. A line inside the square gives its end alone.
    static func pieces(from start: CGPoint, to end: CGPoint) -> [CGPoint] {
        guard !contains(start) || !contains(end) else { return [end] }
        // Halves keep the differences finite for coordinates near Double's largest.
        let (x0, y0) = (Double(start.x) / 2, Double(start.y) / 2)
        let (dx, dy) = (Double(end.x) / 2 - x0, Double(end.y) / 2 - y0)
        var crossings: [Double] = []
        for edge in [-margin / 2, margin / 2] {
            if dx != 0 { crossings.append((edge - x0) / dx) }
            if dy != 0 { crossings.append((edge - y0) / dy) }
        }
        var points = crossings.filter { $0 > 0 && $0 < 1 }.sorted().map { t in
            // From both ends, so that neither is lost to rounding when the other is far away.
            clamp(CGPoint(x: start.x * (1 - t) + end.x * t, y: start.y * (1 - t) + end.y * t))
        }
        points.append(clamp(end))
        return points
    }
}

/// The current path's last point and its subpath's start, in device pixels, as given: where
/// the next line starts and where a close returns, before `CairoPathBox` moved them.
struct DevicePathCursor {
    var current: CGPoint?
    var start: CGPoint?
}
