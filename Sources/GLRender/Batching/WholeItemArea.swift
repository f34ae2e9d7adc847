extension GeometryBuffer {
    /// The target pixels an item's triangles cover (`projectedArea`), found without looking for
    /// triangles to clip when none can cross an edge: every vertex is affine (W = 1) and the item's
    /// box lies inside the target, or, in a partial frame (`scissors`), inside one damage rectangle
    /// and clear of the others. Nil otherwise, and `projectedArea` measures it triangle by triangle.
    ///
    /// A flat 2D frame is almost all such items, and the shaded-pixel count (a statistic) took
    /// about 180 instructions a triangle: projecting each corner of each triangle, testing its box
    /// against every rectangle (9squares_AlBoardman: 0.8 M of a frame's 9.3 M, callgrind). Here each
    /// vertex is read once for the box, and each triangle costs its cross product, summed in the
    /// same order with the same arithmetic, so the count is the same to the bit.
    func wholeItemArea(
        ofIndices range: Range<Int>, vertices: Range<Int>, target: PixelRect, scissors: [PixelRect]?
    ) -> Double? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        let affine = self.vertices.withUnsafeBufferPointer { v in
            var k = vertices.lowerBound
            while k < vertices.upperBound {
                guard v[k + 3] == 1 else { return false }
                let (x, y) = (Double(v[k]), Double(v[k + 1]))
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                k += floatsPerVertex
            }
            return true
        }
        guard affine, minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return nil }
        func contains(_ rect: PixelRect) -> Bool {
            minX >= Double(rect.x) && minY >= Double(rect.y) && maxX <= Double(rect.maxX) && maxY <= Double(rect.maxY)
        }
        if let scissors {
            // Inside one rectangle and clear of the others: each triangle counts once, whole.
            var holding = 0
            for rect in scissors {
                if maxX <= Double(rect.x) || minX >= Double(rect.maxX) || maxY <= Double(rect.y)
                    || minY >= Double(rect.maxY)
                {
                    continue
                }
                guard contains(rect) else { return nil }
                holding += 1
            }
            guard holding == 1 else { return holding == 0 ? 0 : nil }
        } else {
            guard contains(target) else { return nil }
        }
        return self.vertices.withUnsafeBufferPointer { v in
            indices.withUnsafeBufferPointer { index in
                var area = 0.0
                var t = range.lowerBound
                while t + 2 < range.upperBound {
                    let (i, j, k) = (
                        Int(index[t]) * floatsPerVertex, Int(index[t + 1]) * floatsPerVertex,
                        Int(index[t + 2]) * floatsPerVertex
                    )
                    let (a, b, c) = (
                        (x: Double(v[i]), y: Double(v[i + 1])), (x: Double(v[j]), y: Double(v[j + 1])),
                        (x: Double(v[k]), y: Double(v[k + 1]))
                    )
                    area += abs((b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y)) / 2
                    t += 3
                }
                return area
            }
        }
    }
}
