import Foundation
@_spi(Rendering) import LayerTree

extension Tessellator {
    static let particleFloats = VertexLayout.floatsPerVertex(VertexLayout.particleQuad)

    /// A run of particles in the `particle_quad` layout: four vertices and two triangles per
    /// particle, each quad centred on its particle and turned by its angle. Under a straight clip
    /// a quad that crosses a line is cut to a convex polygon and its texture coordinates follow
    /// the cut corners. With `depthRow` (`preservesDepth`) each quad is lifted off the plane by its
    /// particle's z. Thousands of particles a frame: the quads allocate nothing of their own.
    static func appendParticles(_ p: ParticlePrimitive, vertices: inout [Float], indices: inout [UInt32]) {
        let r = p.contentsRect
        let (u0, v0, uSpan, vSpan) = (Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
        let opacity = Float(min(max(p.opacity, 0), 1))
        vertices.reserveCapacity(vertices.count + p.range.count * 4 * particleFloats)
        indices.reserveCapacity(indices.count + p.range.count * 6)
        p.particles.withUnsafeBufferPointer { particles in
            for index in p.range {
                let q = particles[index]
                let alpha = q.alpha * opacity
                guard alpha > 0, q.halfWidth > 0, q.halfHeight > 0 else { continue }
                let tint = (q.red * alpha, q.green * alpha, q.blue * alpha, alpha)
                let c = Double(cos(q.angle)), s = Double(sin(q.angle))
                let hw = Double(q.halfWidth), hh = Double(q.halfHeight)
                let cx = Double(q.x), cy = Double(q.y)
                // A particle off the plane (`preservesDepth`): its quad moves by z along the row.
                let lift = p.depthRow.map { $0 * Double(q.z) } ?? .zero
                if lift != .zero, p.toTarget.apply(Point2(cx, cy)).w + lift.z <= 0 { continue }  // behind the eye
                // The quad's corner for unit coordinates (a, b) in −1…1, turned about the centre.
                func corner(_ a: Double, _ b: Double) -> Point2 {
                    Point2(cx + a * hw * c - b * hh * s, cy + a * hw * s + b * hh * c)
                }
                func append(_ point: Point2, _ a: Double, _ b: Double) {
                    if lift == .zero {
                        appendPosition(p.toTarget, point, to: &vertices)
                    } else {
                        let h = p.toTarget.apply(point)
                        vertices.append(Float(h.x + lift.x)); vertices.append(Float(h.y + lift.y))
                        vertices.append(Float(p.toTarget.depthAt(point) ?? 0)); vertices.append(Float(h.w + lift.z))
                    }
                    vertices.append(Float(u0 + (a + 1) / 2 * uSpan))
                    vertices.append(Float(v0 + (b + 1) / 2 * vSpan))
                    vertices.append(tint.0); vertices.append(tint.1); vertices.append(tint.2); vertices.append(tint.3)
                }
                let base = UInt32(vertices.count / particleFloats)
                let (k0, k1, k2, k3) = (corner(-1, -1), corner(1, -1), corner(1, 1), corner(-1, 1))
                // Most quads lie wholly inside every clip line: no polygon to cut.
                var inside = true
                for line in p.clipLines
                where line.value(k0) < 0 || line.value(k1) < 0 || line.value(k2) < 0 || line.value(k3) < 0 {
                    inside = false
                    break
                }
                if inside {
                    append(k0, -1, -1); append(k1, 1, -1); append(k2, 1, 1); append(k3, -1, 1)
                    indices.append(base); indices.append(base + 1); indices.append(base + 2)
                    indices.append(base); indices.append(base + 2); indices.append(base + 3)
                    continue
                }
                let polygon = ConvexPolygon(points: [k0, k1, k2, k3]).clipped(by: p.clipLines)
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

extension Tessellator {
    static let particlePointFloats = VertexLayout.floatsPerVertex(VertexLayout.particlePoint)

    /// Whether point sprites draw a run's quads exactly: every particle an unturned square, the
    /// layer only moved and scaled evenly (no flip, turn or perspective), no depth of its own,
    /// every sprite's side within `pointSides` (in target pixels), and no clip that would cut one
    /// (a clip line that keeps all of `target` cuts nothing the viewport does not).
    static func drawsAsPoints(_ p: ParticlePrimitive, maxPointSize: Double, target: PixelRect) -> Bool {
        let m = p.toTarget
        guard let sides = pointSides(maxPointSize: maxPointSize), p.depthRow == nil, m.depth == nil, m.isAffine,
            m.m12 == 0, m.m21 == 0, m.m11 > 0,
            m.m11 == m.m22
        else { return false }
        // The target's corners in the layer's plane: a line that keeps them all keeps every pixel.
        let corners = [
            (target.x, target.y), (target.maxX, target.y), (target.maxX, target.maxY), (target.x, target.maxY),
        ]
        .map { Point2((Double($0.0) - m.m31) / m.m11, (Double($0.1) - m.m32) / m.m22) }
        let cutting = p.clipLines.filter { line in corners.contains { line.value($0) < 0 } }
        let largestHalfSide = Float(sides.upperBound / m.m11 / 2),
            smallestHalfSide = Float(sides.lowerBound / m.m11 / 2)
        return p.particles.withUnsafeBufferPointer { particles in
            p.range.allSatisfy { i in
                let q = particles[i]
                guard q.angle == 0, q.halfWidth == q.halfHeight, q.halfWidth <= largestHalfSide,
                    q.halfWidth >= smallestHalfSide || q.halfWidth <= 0 || q.alpha <= 0
                else { return false }
                if cutting.isEmpty { return true }
                let (x, y, h) = (Double(q.x), Double(q.y), Double(q.halfWidth))
                return cutting.allSatisfy { line in
                    line.value(Point2(x - h, y - h)) >= 0 && line.value(Point2(x + h, y - h)) >= 0
                        && line.value(Point2(x + h, y + h)) >= 0 && line.value(Point2(x - h, y + h)) >= 0
                }
            }
        }
    }

    /// A run of particles in the `particle_point` layout: one vertex (and one index) a particle,
    /// its centre, its side in target pixels, the image's part and its tint. Only for runs that
    /// `drawsAsPoints`.
    static func appendParticlePoints(_ p: ParticlePrimitive, vertices: inout [Float], indices: inout [UInt32]) {
        let r = p.contentsRect
        let part = (Float(r.minX), Float(r.minY), Float(r.width), Float(r.height))
        let opacity = Float(min(max(p.opacity, 0), 1))
        let scale = p.toTarget.m11
        vertices.reserveCapacity(vertices.count + p.range.count * particlePointFloats)
        indices.reserveCapacity(indices.count + p.range.count)
        p.particles.withUnsafeBufferPointer { particles in
            for index in p.range {
                let q = particles[index]
                let alpha = q.alpha * opacity
                guard alpha > 0, q.halfWidth > 0 else { continue }
                indices.append(UInt32(vertices.count / particlePointFloats))
                appendPosition(p.toTarget, Point2(Double(q.x), Double(q.y)), to: &vertices)
                vertices.append(Float(2 * Double(q.halfWidth) * scale))
                vertices.append(part.0); vertices.append(part.1); vertices.append(part.2); vertices.append(part.3)
                vertices.append(q.red * alpha); vertices.append(q.green * alpha); vertices.append(q.blue * alpha)
                vertices.append(alpha)
            }
        }
    }
}
