import Foundation
import LayerTree

extension Tessellator {
    static let particleFloats = VertexLayout.floatsPerVertex(VertexLayout.particleQuad)
    /// A quad's corners in its unit coordinates, in the order `appendParticles` writes them.
    private static let unitCorners: [(Double, Double)] = [(-1, -1), (1, -1), (1, 1), (-1, 1)]

    /// A run of particles in the `particle_quad` layout: four vertices and two triangles per
    /// particle, each quad centred on its particle and turned by its angle. Under a straight clip
    /// each quad is cut to a convex polygon and its texture coordinates follow the cut corners.
    static func appendParticles(_ p: ParticlePrimitive, vertices: inout [Float], indices: inout [UInt32]) {
        let r = p.contentsRect
        let (u0, v0, uSpan, vSpan) = (Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
        let opacity = Float(min(max(p.opacity, 0), 1))
        let count = p.range.count
        do {
            vertices.reserveCapacity(vertices.count + count * 4 * particleFloats)
            indices.reserveCapacity(indices.count + count * 6)
        }
        p.particles.withUnsafeBufferPointer { particles in
            for index in p.range {
                let q = particles[index]
                let alpha = q.alpha * opacity
                guard alpha > 0, q.halfWidth > 0, q.halfHeight > 0 else { continue }
                let tint: (Float, Float, Float, Float) = (q.red * alpha, q.green * alpha, q.blue * alpha, alpha)
                let c = Double(cos(q.angle)), s = Double(sin(q.angle))
                let hw = Double(q.halfWidth), hh = Double(q.halfHeight)
                let cx = Double(q.x), cy = Double(q.y)
                // The quad's corner for unit coordinates (a, b) in −1…1, turned about the centre.
                func corner(_ a: Double, _ b: Double) -> Point2 {
                    Point2(cx + a * hw * c - b * hh * s, cy + a * hw * s + b * hh * c)
                }
                func append(_ point: Point2, _ a: Double, _ b: Double) {
                    appendPosition(p.toTarget, point, to: &vertices)
                    vertices.append(Float(u0 + (a + 1) / 2 * uSpan))
                    vertices.append(Float(v0 + (b + 1) / 2 * vSpan))
                    vertices.append(tint.0); vertices.append(tint.1); vertices.append(tint.2); vertices.append(tint.3)
                }
                let base = UInt32(vertices.count / particleFloats)
                let corners = [corner(-1, -1), corner(1, -1), corner(1, 1), corner(-1, 1)]
                // Most quads lie wholly inside every clip line: no polygon to cut or allocate.
                let inside = p.clipLines.allSatisfy { line in corners.allSatisfy { line.value($0) >= 0 } }
                if inside {
                    for (point, (a, b)) in zip(corners, Self.unitCorners) { append(point, a, b) }
                    indices.append(base); indices.append(base + 1); indices.append(base + 2)
                    indices.append(base); indices.append(base + 2); indices.append(base + 3)
                    continue
                }
                let polygon = ConvexPolygon(points: corners).clipped(by: p.clipLines)
                guard polygon.points.count >= 3 else { continue }
                for point in polygon.points {
                    // Back to the quad's unit coordinates: the inverse turn, over the half sizes.
                    let dx = point.x - cx, dy = point.y - cy
                    append(point, (dx * c + dy * s) / hw, (-dx * s + dy * c) / hh)
                }
                appendFan(base: base, count: polygon.points.count, to: &indices)
            }
        }
    }
}
