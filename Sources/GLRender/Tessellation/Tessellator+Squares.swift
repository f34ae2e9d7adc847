import Foundation
@_spi(Rendering) import LayerTree

extension Tessellator {
    static let flatPointFloats = VertexLayout.floatsPerVertex(VertexLayout.flatPoint)

    /// The sides, in target pixels, that a point sprite draws exactly as its two triangles: from a
    /// pixel (GL clamps a point to its smallest size, which may be a pixel, where a smaller square's
    /// triangles can cover no pixel centre) to the rasterizer's `maxPointSize`. Nil: no sprites.
    /// Flat squares and particles both keep to it.
    static func pointSides(maxPointSize: Double) -> ClosedRange<Double>? {
        maxPointSize >= 1 ? 1...maxPointSize : nil
    }

    /// An axis-aligned square in target pixels: where a point sprite is centred, and its side.
    struct TargetSquare: Equatable {
        var centerX: Double
        var centerY: Double
        var side: Double
    }

    /// The square a flat solid covers, where a point sprite draws it exactly (`flat_point`): its
    /// polygon is an axis-aligned square in target pixels (a layer only moved and scaled, or
    /// flipped, with no turn, shear or perspective, and no depth of its own), of a side within
    /// `pointSides`, and wholly inside `target`, because GL drops a point whose
    /// centre is outside the viewport where the square's triangles would still show their part.
    /// Nil otherwise: the square stays two triangles.
    ///
    /// Why: a software rasterizer sets up and bins one primitive instead of two, and shades no
    /// 4×4 block twice along the shared diagonal. 1,000 overlapping 40-pixel squares took
    /// 2.9–3.3 ms a frame as points against 4.1–4.4 ms as triangles on llvmpipe (2 cores).
    static func pointSquare(_ p: SolidPrimitive, maxPointSize: Double, target: PixelRect) -> TargetSquare? {
        let m = p.toTarget
        let points = p.polygon.points
        guard let sides = pointSides(maxPointSize: maxPointSize), points.count == 4, m.depth == nil, m.isAffine,
            m.m12 == 0, m.m21 == 0
        else { return nil }
        // Each corner mapped once (an affine map with no turn: W is 1).
        let (a, b, c, d) = (m.apply(points[0]), m.apply(points[1]), m.apply(points[2]), m.apply(points[3]))
        // Two-argument min and max: the variadic ones build an array per call.
        let (minX, maxX) = (min(min(a.x, b.x), min(c.x, d.x)), max(max(a.x, b.x), max(c.x, d.x)))
        let (minY, maxY) = (min(min(a.y, b.y), min(c.y, d.y)), max(max(a.y, b.y), max(c.y, d.y)))
        // The polygon is its bounding box when its four points are the box's four corners. A point
        // off the box's corners sets bit 4, which no square has.
        func corner(_ h: (x: Double, y: Double, w: Double)) -> Int {
            guard h.x == minX || h.x == maxX, h.y == minY || h.y == maxY else { return 1 << 4 }
            return 1 << ((h.x == maxX ? 1 : 0) + (h.y == maxY ? 2 : 0))
        }
        let corners = corner(a) | corner(b) | corner(c) | corner(d)
        let width = maxX - minX, height = maxY - minY
        // Sides that differ by far less than a subpixel step (1/256 on llvmpipe) are one side:
        // the square's corners, computed on the CPU, rarely subtract to the same double.
        guard corners == 0b1111, abs(width - height) <= 1e-4, sides.contains((width + height) / 2),
            minX >= Double(target.x), minY >= Double(target.y),
            maxX <= Double(target.maxX), maxY <= Double(target.maxY)
        else { return nil }
        return TargetSquare(centerX: (minX + maxX) / 2, centerY: (minY + maxY) / 2, side: (width + height) / 2)
    }

    /// A flat square in the `flat_point` layout: one vertex (and one index), its centre, its side
    /// and its colour. The batching stage writes its depth as for any other vertex.
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
