import Foundation

/// A point in some layer's plane, in that layer's bounds coordinates.
struct Point2: Equatable {
    var x: Double
    var y: Double
    init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
}

/// A half-plane `a·x + b·y + c ≥ 0`.
struct Line: Equatable {
    var a: Double, b: Double, c: Double

    @inline(__always) func value(_ p: Point2) -> Double { a * p.x + b * p.y + c }

    var reversed: Line { Line(a: -a, b: -b, c: -c) }
    /// This half-plane for a copy of the plane drawn moved by (dx, dy): p is inside the result
    /// when p + (dx, dy) is inside this one.
    func seenFromCopy(movedBy dx: Double, _ dy: Double) -> Line { Line(a: a, b: b, c: c + a * dx + b * dy) }

    /// Scaled so `(a, b)` has unit length (distances in the plane's units); unchanged if degenerate.
    func normalized() -> Line {
        let n = (a * a + b * b).squareRoot()
        guard n > 1e-300 else { return self }
        return Line(a: a / n, b: b / n, c: c / n)
    }
}

/// A convex polygon, counter-clockwise or clockwise, clipped by half-planes on the CPU.
struct ConvexPolygon: Equatable {
    var points: [Point2]

    init(points: [Point2]) { self.points = points }

    init(rect r: CGRect) {
        let (x0, y0, x1, y1) = (Double(r.minX), Double(r.minY), Double(r.maxX), Double(r.maxY))
        points = [Point2(x0, y0), Point2(x1, y0), Point2(x1, y1), Point2(x0, y1)]
    }

    var isEmpty: Bool { points.count < 3 }

    /// The part of the polygon inside `line` (Sutherland–Hodgman against one edge).
    func clipped(by line: Line) -> ConvexPolygon {
        guard !points.isEmpty else { return self }
        var allInside = true
        var anyInside = false
        for p in points {
            let v = line.value(p)
            if v < 0 { allInside = false } else { anyInside = true }
        }
        if allInside { return self }
        if !anyInside { return ConvexPolygon(points: []) }
        var out: [Point2] = []
        out.reserveCapacity(points.count + 1)
        var previous = points[points.count - 1]
        var previousValue = line.value(previous)
        for current in points {
            let value = line.value(current)
            if value >= 0 {
                if previousValue < 0 { out.append(Self.intersection(previous, previousValue, current, value)) }
                out.append(current)
            } else if previousValue >= 0 {
                out.append(Self.intersection(previous, previousValue, current, value))
            }
            previous = current
            previousValue = value
        }
        return ConvexPolygon(points: out)
    }

    func clipped(by lines: [Line]) -> ConvexPolygon {
        // Most polygons lie inside every line (a layer within the canvas, the clip pulled back to
        // its plane): found by reading the points in place, the polygon comes back as it is, not
        // copied once per line, a retain and a release each (callgrind: planning TypeFace Y took
        // 1.80 M instructions a frame with the copies, 1.63 M without).
        guard let first = firstCuttingLine(lines) else { return self }
        var polygon = self
        for line in lines[first...] {
            polygon = polygon.clipped(by: line)
            if polygon.isEmpty { break }
        }
        return polygon
    }

    /// The index of the first line with a point outside it; nil when every point is inside every line.
    private func firstCuttingLine(_ lines: [Line]) -> Int? {
        points.withUnsafeBufferPointer { points in
            lines.withUnsafeBufferPointer { lines in
                for k in lines.indices {
                    for p in points where lines[k].value(p) < 0 { return k }
                }
                return nil
            }
        }
    }

    private static func intersection(_ p: Point2, _ pv: Double, _ q: Point2, _ qv: Double) -> Point2 {
        let t = pv / (pv - qv)
        return Point2(p.x + (q.x - p.x) * t, p.y + (q.y - p.y) * t)
    }

    /// The axis-aligned bounding box, or `nil` when empty.
    var boundingBox: (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        guard let first = points.first else { return nil }
        var box = (minX: first.x, minY: first.y, maxX: first.x, maxY: first.y)
        for p in points.dropFirst() {
            box.minX = min(box.minX, p.x); box.maxX = max(box.maxX, p.x)
            box.minY = min(box.minY, p.y); box.maxY = max(box.maxY, p.y)
        }
        return box
    }
}
