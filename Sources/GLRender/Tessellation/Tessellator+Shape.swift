import Foundation
@_spi(Rendering) import LayerTree

extension Tessellator {
    /// The `layer_quad` shape attributes of a path vertex: no rounded rect, mode −1 (tessellated path;
    /// 0…15 are a rounded rect's antialiased edges).
    static let pathShape: [Float] = [0, 0, 0, -1, 0, 0, 0, 0]
    /// Where a `layer_quad` vertex's two shader distances lie (after the position's four floats).
    private static let distanceOffset = 4

    /// The mesh's vertices, shared by its triangles, and its indices: what most shapes take.
    ///
    /// Every vertex of one shape has the same colour, shape attributes and clip size: they are
    /// written once, into the shape's first vertex (`ShapeVertexFields`), and each vertex copies
    /// them from there, with only its position, distance and clip position written again. No
    /// array is made: a template array, the colour's, the clip radii's and an unused colour array
    /// for the clipped path were four heap objects a shape a frame (a few hundred instructions
    /// each with their release), and the indices are written in place, not appended one by one.
    private static func appendSharedVertices(
        _ p: ShapePrimitive, placed: (ShapeMesh.Vertex) -> (point: Point2, distance: ShapeMesh.EdgeDistances),
        vertices: inout [Float], indices: inout [UInt32]
    ) {
        let mesh = p.mesh
        let count = mesh.vertices.count
        guard count > 0 else { return }
        let base = UInt32(vertices.count / solidFloats)
        let start = vertices.count
        vertices.append(contentsOf: repeatElement(0, count: count * solidFloats))
        let stride = solidFloats
        vertices.withUnsafeMutableBufferPointer { out in
            let first = out.baseAddress! + start
            ShapeVertexFields.writeShared(color: p.color, clip: p.clip, into: first)
            mesh.vertices.withUnsafeBufferPointer { meshVertices in
                var vertex = first
                for v in meshVertices {
                    if vertex != first { vertex.update(from: first, count: stride) }
                    let (point, distance) = placed(v)
                    writeOwnFields(p, point, distance, into: vertex)
                    vertex += stride
                }
            }
        }
        let firstIndex = indices.count
        indices.append(contentsOf: repeatElement(0, count: mesh.indices.count))
        indices.withUnsafeMutableBufferPointer { out in
            mesh.indices.withUnsafeBufferPointer { meshIndices in
                var k = firstIndex
                for i in meshIndices {
                    out[k] = base + i
                    k += 1
                }
            }
        }
    }

    /// Writes what is a vertex's own into it (the shared fields are `ShapeVertexFields`'): its
    /// position in target pixels, its two edge distances, and its place in the rounded clip.
    @inline(__always)
    private static func writeOwnFields(
        _ p: ShapePrimitive, _ point: Point2, _ distance: ShapeMesh.EdgeDistances,
        into vertex: UnsafeMutablePointer<Float>
    ) {
        let h = p.toTarget.apply(point)
        vertex[0] = Float(h.x); vertex[1] = Float(h.y)
        vertex[2] = Float(p.toTarget.depthAt(point) ?? 0); vertex[3] = Float(h.w)
        vertex[distanceOffset] = Float(distance.first)
        vertex[distanceOffset + 1] = Float(distance.second)
        if let clip = p.clip {
            let c = clip.toClip.apply(point)
            let clipLocal = ShapeVertexFields.clipLocal
            vertex[clipLocal] = Float(c.x); vertex[clipLocal + 1] = Float(c.y); vertex[clipLocal + 2] = Float(c.w)
        }
    }

    /// Appends a shape's mesh: each vertex moved out by its fringe, mapped to target pixels,
    /// and carrying its distances from the edges for the shader's one-pixel fade.
    ///
    /// Without straight clip edges the mesh's vertices are shared. With them, a triangle wholly
    /// inside every edge keeps shared vertices too (each written once, when a triangle first
    /// uses it); a triangle wholly outside one edge is dropped; only a triangle that crosses an
    /// edge is cut by the half-planes, its new corners written on their own with the distance
    /// re-evaluated there (it is affine over each triangle). A disc cut near one side so writes
    /// 153 vertices for its 75 triangles where writing each triangle's own three took 219.
    static func appendShape(_ p: ShapePrimitive, vertices: inout [Float], indices: inout [UInt32]) {
        let mesh = p.mesh
        func placed(_ v: ShapeMesh.Vertex) -> (point: Point2, distance: ShapeMesh.EdgeDistances) {
            guard v.feather >= 0 else { return (Point2(v.x, v.y), v.edgeDistances) }
            let d = v.feather * p.featherWidth
            return (
                Point2(v.x + v.nx * d, v.y + v.ny * d), ShapeMesh.EdgeDistances(first: d, second: ShapeMesh.farInside)
            )
        }
        // One vertex on its own, written as the shared ones are.
        func emit(_ point: Point2, _ distance: ShapeMesh.EdgeDistances) {
            let start = vertices.count
            vertices.append(contentsOf: repeatElement(0, count: solidFloats))
            vertices.withUnsafeMutableBufferPointer { out in
                let vertex = out.baseAddress! + start
                ShapeVertexFields.writeShared(color: p.color, clip: p.clip, into: vertex)
                writeOwnFields(p, point, distance, into: vertex)
            }
        }
        if p.clipLines.isEmpty {
            appendSharedVertices(p, placed: placed, vertices: &vertices, indices: &indices)
            return
        }
        // Each mesh vertex placed once, whether it lies inside every edge, and where it was
        // written (−1: not yet).
        let placedVertices = mesh.vertices.map(placed)
        let inside = placedVertices.map { v in p.clipLines.allSatisfy { $0.value(v.point) >= 0 } }
        var written = [Int32](repeating: -1, count: placedVertices.count)
        func share(_ v: Int) {
            if written[v] < 0 {
                written[v] = Int32(vertices.count / solidFloats)
                emit(placedVertices[v].point, placedVertices[v].distance)
            }
            indices.append(UInt32(written[v]))
        }
        for t in stride(from: 0, to: mesh.indices.count, by: 3) {
            let (i, j, k) = (Int(mesh.indices[t]), Int(mesh.indices[t + 1]), Int(mesh.indices[t + 2]))
            if inside[i] && inside[j] && inside[k] {
                share(i); share(j); share(k)
                continue
            }
            let (a, b, c) = (placedVertices[i], placedVertices[j], placedVertices[k])
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
                    func at(_ a: Double, _ b: Double, _ c: Double) -> Double { a + u * (b - a) + v * (c - a) }
                    let distances = ShapeMesh.EdgeDistances(
                        first: at(a.distance.first, b.distance.first, c.distance.first),
                        second: at(a.distance.second, b.distance.second, c.distance.second))
                    emit(q, distances)
                }
            }
            appendFan(base: base, count: polygon.points.count, to: &indices)
        }
    }
}
