import Foundation

extension Tessellator {
    static let flatPointFloats = VertexLayout.floatsPerVertex(VertexLayout.flatPoint)

    /// An axis-aligned square in target pixels: where a point sprite is centred, and its side.
    struct TargetSquare: Equatable {
        var centerX: Double
        var centerY: Double
        var side: Double
    }

    /// The square a flat solid covers, where a point sprite draws it exactly (`flat_point`): its
    /// polygon is an axis-aligned square in target pixels (a layer only moved and scaled, or
    /// flipped, with no turn, shear or perspective, and no depth of its own), at least a pixel
    /// wide (GL clamps a point to its smallest size, which may be a pixel: a smaller square's
    /// triangles can cover no pixel centre where the point covers one), no larger than the
    /// rasterizer's `maxPointSize`, and wholly inside `target`, because GL drops a point whose
    /// centre is outside the viewport where the square's triangles would still show their part.
    /// Nil otherwise: the square stays two triangles.
    ///
    /// Why: a software rasterizer sets up and bins one primitive instead of two, and shades no
    /// 4×4 block twice along the shared diagonal. 1,000 overlapping 40-pixel squares took
    /// 2.9–3.3 ms a frame as points against 4.1–4.4 ms as triangles on llvmpipe (2 cores).
    static func pointSquare(_ p: SolidPrimitive, maxPointSize: Double, target: PixelRect) -> TargetSquare? {
        let m = p.toTarget
        let points = p.polygon.points
        guard maxPointSize > 0, points.count == 4, m.depth == nil, m.isAffine, m.m12 == 0, m.m21 == 0 else {
            return nil
        }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for point in points {
            let h = m.apply(point)
            minX = min(minX, h.x); maxX = max(maxX, h.x)
            minY = min(minY, h.y); maxY = max(maxY, h.y)
        }
        // The polygon is its bounding box when its four points are the box's four corners.
        var corners = 0
        for point in points {
            let h = m.apply(point)
            guard h.x == minX || h.x == maxX, h.y == minY || h.y == maxY else { return nil }
            corners |= 1 << ((h.x == maxX ? 1 : 0) + (h.y == maxY ? 2 : 0))
        }
        let width = maxX - minX, height = maxY - minY
        // Sides that differ by far less than a subpixel step (1/256 on llvmpipe) are one side:
        // the square's corners, computed on the CPU, rarely subtract to the same double.
        guard corners == 0b1111, width >= 1, abs(width - height) <= 1e-4,
            (width + height) / 2 <= maxPointSize,
            minX >= Double(target.x), minY >= Double(target.y),
            maxX <= Double(target.maxX), maxY <= Double(target.maxY)
        else { return nil }
        return TargetSquare(centerX: (minX + maxX) / 2, centerY: (minY + maxY) / 2, side: (width + height) / 2)
    }

    /// A flat square in the `flat_point` layout: one vertex (and one index), its centre, its side
    /// and its colour. The emit stage writes its depth as for any other vertex.
    static func appendFlatPoint(
        _ square: TargetSquare, color c: PremultipliedColor, vertices: inout [Float], indices: inout [UInt32]
    ) {
        indices.append(UInt32(vertices.count / flatPointFloats))
        vertices.append(Float(square.centerX)); vertices.append(Float(square.centerY))
        vertices.append(0); vertices.append(1)
        vertices.append(Float(square.side))
        vertices.append(c.r); vertices.append(c.g); vertices.append(c.b); vertices.append(c.a)
    }
}
