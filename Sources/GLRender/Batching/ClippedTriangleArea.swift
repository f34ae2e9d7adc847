import Foundation

extension GeometryBuffer {
    /// The area of the part of triangle `a b c` inside a rectangle (Sutherland–Hodgman against its
    /// four edges), for the shaded-pixel count of a triangle that crosses a damage rectangle's or
    /// the target's edge.
    ///
    /// The polygon is clipped in two buffers on the stack. Built as arrays (the polygon, a list of edge closures,
    /// a new polygon per edge), each call made six heap objects, and a partial frame clips every
    /// triangle across its damage's edges: LottieLogo1's antialiased fringes made this a tenth of a
    /// frame's instructions (callgrind). The arithmetic is the arrays' in the same order, so the
    /// counts are the same to the bit.
    static func area(
        ofTriangle a: (x: Double, y: Double), _ b: (x: Double, y: Double), _ c: (x: Double, y: Double),
        inside rect: PixelRect
    ) -> Double {
        let (x0, x1, y0, y1) = (Double(rect.x), Double(rect.maxX), Double(rect.y), Double(rect.maxY))
        return withUnsafeTemporaryAllocation(of: (x: Double, y: Double).self, capacity: 2 * maximumCorners) { storage in
            var points = UnsafeMutableBufferPointer(rebasing: storage[0..<maximumCorners])
            var kept = UnsafeMutableBufferPointer(rebasing: storage[maximumCorners...])
            points[0] = a
            points[1] = b
            points[2] = c
            var count = 3
            // Each edge's signed distance, positive inside: left, right, top, bottom.
            func distance(_ p: (x: Double, y: Double), toEdge edge: Int) -> Double {
                switch edge {
                case 0: return p.x - x0
                case 1: return x1 - p.x
                case 2: return p.y - y0
                default: return y1 - p.y
                }
            }
            for edge in 0..<4 where count > 0 {
                var keptCount = 0
                for k in 0..<count {
                    let p = points[k], q = points[(k + 1) % count]
                    let (dp, dq) = (distance(p, toEdge: edge), distance(q, toEdge: edge))
                    if dp >= 0 {
                        kept[keptCount] = p
                        keptCount += 1
                    }
                    if (dp >= 0) != (dq >= 0) {
                        let t = dp / (dp - dq)
                        kept[keptCount] = (p.x + t * (q.x - p.x), p.y + t * (q.y - p.y))
                        keptCount += 1
                    }
                }
                swap(&points, &kept)
                count = keptCount
            }
            guard count >= 3 else { return 0 }
            var twice = 0.0
            for k in 0..<count {
                let p = points[k], q = points[(k + 1) % count]
                twice += p.x * q.y - q.x * p.y
            }
            return abs(twice) / 2
        }
    }

    /// Room for the corners of the clipped triangle. A convex polygon gains at most one corner an
    /// edge (seven in all), but rounding can leave a nearly straight run of corners that an edge
    /// crosses more than twice. Of n corners, i inside, an edge keeps the i and adds one where the
    /// sign changes, at most 2·min(i, n − i) times: at most 1.5·n corners, so 3, 4, 6, 9, 13.
    private static let maximumCorners = 16
}
