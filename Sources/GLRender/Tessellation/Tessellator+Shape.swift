import Foundation

extension Tessellator {
    /// The `layer_quad` shape attributes of a path vertex: no rounded rect, mode −1 (tessellated path;
    /// 0…15 are a rounded rect's antialiased edges).
    private static let pathShape: [Float] = [0, 0, 0, -1, 0, 0, 0, 0]
    /// Interior vertices: far inside, so the shader's coverage is 1.
    private static let interiorDistance = -1e4

    /// Appends a shape's mesh: each vertex moved out by its fringe, mapped to target pixels,
    /// and carrying its distance outside the edge for the shader's one-pixel fade.
    ///
    /// Without straight clip edges the mesh's vertices are shared; with them every triangle
    /// is cut by the half-planes and its distance re-evaluated at the new corners (it is
    /// affine over each triangle).
    static func appendShape(_ p: ShapePrimitive, vertices: inout [Float], indices: inout [UInt32]) {
        let color: [Float] = [p.color.r, p.color.g, p.color.b, p.color.a]
        let mesh = p.mesh
        func placed(_ v: ShapeMesh.Vertex) -> (point: Point2, distance: Double) {
            guard v.feather >= 0 else { return (Point2(v.x, v.y), interiorDistance) }
            let d = v.feather * p.featherWidth
            return (Point2(v.x + v.nx * d, v.y + v.ny * d), d)
        }
        func emit(_ point: Point2, _ distance: Double) {
            appendPosition(p.toTarget, point, to: &vertices)
            vertices.append(Float(distance)); vertices.append(0)
            vertices += pathShape
            vertices += color
            appendClip(p.clip, at: point, to: &vertices)
        }
        if p.clipLines.isEmpty {
            let base = UInt32(vertices.count / solidFloats)
            for v in mesh.vertices {
                let (point, distance) = placed(v)
                emit(point, distance)
            }
            for i in mesh.indices { indices.append(base + i) }
            return
        }
        for t in stride(from: 0, to: mesh.indices.count, by: 3) {
            let a = placed(mesh.vertices[Int(mesh.indices[t])])
            let b = placed(mesh.vertices[Int(mesh.indices[t + 1])])
            let c = placed(mesh.vertices[Int(mesh.indices[t + 2])])
            // A triangle wholly outside one edge is dropped before any polygon is made: most of a
            // shape far larger than the canvas is (a rounded rectangle 1e9 points across).
            if p.clipLines.contains(where: { $0.value(a.point) < 0 && $0.value(b.point) < 0 && $0.value(c.point) < 0 })
            {
                continue
            }
            let polygon = ConvexPolygon(points: [a.point, b.point, c.point]).clipped(by: p.clipLines)
            guard !polygon.isEmpty else { continue }
            let base = UInt32(vertices.count / solidFloats)
            if polygon.points.count == 3, polygon.points[0] == a.point, polygon.points[1] == b.point,
                polygon.points[2] == c.point
            {
                emit(a.point, a.distance); emit(b.point, b.distance); emit(c.point, c.distance)
            } else {
                // The distance is affine over the triangle: solve its plane once.
                let det =
                    (b.point.x - a.point.x) * (c.point.y - a.point.y)
                    - (c.point.x - a.point.x) * (b.point.y - a.point.y)
                guard abs(det) > 1e-18 else { continue }
                for q in polygon.points {
                    let u =
                        ((q.x - a.point.x) * (c.point.y - a.point.y) - (c.point.x - a.point.x) * (q.y - a.point.y))
                        / det
                    let v =
                        ((b.point.x - a.point.x) * (q.y - a.point.y) - (q.x - a.point.x) * (b.point.y - a.point.y))
                        / det
                    emit(q, a.distance + u * (b.distance - a.distance) + v * (c.distance - a.distance))
                }
            }
            appendFan(base: base, count: polygon.points.count, to: &indices)
        }
    }
}
