import Foundation
import XCTest

@testable import GLRender
@_spi(Rendering) @testable import LayerTree

/// A shape's mesh placed into the `layer_quad` buffer (`Tessellator.appendShape`, shared vertices):
/// the shared fields written once a shape and copied, with no heap object made, and every float
/// the one the vertex-by-vertex layout (`appendPosition`, `pathShape`, colour, `appendClip`) gives.
final class ShapeVertexEmissionTests: XCTestCase {
    /// A square with interior triangles and a fringe on each side, as the fill tessellator makes.
    private func squareMesh() -> ShapeMesh {
        let mesh = ShapeMesh()
        let corners = [Point2(10, 10), Point2(60, 10), Point2(60, 40), Point2(10, 40)]
        let ids = corners.map { mesh.appendInteriorVertex($0, distances: .init(first: -2, second: -3)) }
        mesh.appendTriangle(ids[0], ids[1], ids[2])
        mesh.appendTriangle(ids[0], ids[2], ids[3])
        let normals = [Point2(0, -1), Point2(1, 0), Point2(0, 1), Point2(-1, 0)]
        for k in 0..<4 { mesh.appendFringe(corners[k], corners[(k + 1) % 4], normal: normals[k]) }
        return mesh
    }

    private func primitive(clip: RoundedClip?) -> ShapePrimitive {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        let toTarget = Homography(flattening: CATransform3DRotate(perspective, 0.4, 0, 1, 0))
        return ShapePrimitive(
            layerID: 7, mesh: squareMesh(), toTarget: toTarget, featherWidth: 0.75,
            color: PremultipliedColor(CGColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 0.8), opacity: 0.9),
            clipLines: [], clip: clip)
    }

    /// The layout written a vertex at a time, as the tessellator did before the shared fields.
    private func reference(_ p: ShapePrimitive, firstVertex: UInt32) -> (vertices: [Float], indices: [UInt32]) {
        var vertices: [Float] = [], indices: [UInt32] = []
        for v in p.mesh.vertices {
            var point = Point2(v.x, v.y), distance = v.edgeDistances
            if v.feather >= 0 {
                let d = v.feather * p.featherWidth
                point = Point2(v.x + v.nx * d, v.y + v.ny * d)
                distance = .init(first: d, second: ShapeMesh.farInside)
            }
            Tessellator.appendPosition(p.toTarget, point, to: &vertices)
            vertices.append(Float(distance.first)); vertices.append(Float(distance.second))
            vertices += [0, 0, 0, -1, 0, 0, 0, 0]  // no rounded rect; mode −1, a tessellated path
            vertices += [p.color.r, p.color.g, p.color.b, p.color.a]
            Tessellator.appendClip(p.clip, at: point, to: &vertices)
        }
        indices = p.mesh.indices.map { $0 + firstVertex }
        return (vertices, indices)
    }

    func testSharedVerticesAreTheVertexByVertexLayoutAndMakeNoHeapObject() throws {
        let rounded = RoundedClip(
            toClip: Homography(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: -35, m32: -25, m33: 1),
            halfWidth: 20, halfHeight: 12,
            radii: CornerRadii(topLeft: 4, topRight: 5, bottomRight: 6, bottomLeft: 7, continuous: true))
        for clip in [nil, rounded] {
            let p = primitive(clip: clip)
            // A shape already in the buffer: the second one's indices start past its vertices.
            var vertices: [Float] = [], indices: [UInt32] = []
            Tessellator.appendShape(p, vertices: &vertices, indices: &indices)
            let firstVertex = UInt32(vertices.count / Tessellator.solidFloats)
            vertices.reserveCapacity(vertices.count * 3)
            indices.reserveCapacity(indices.count * 3)
            let made = try XCTUnwrap(
                AllocationCounter.count { Tessellator.appendShape(p, vertices: &vertices, indices: &indices) })
            XCTAssertEqual(made, 0, "heap objects made placing a shape's 20 vertices (clip: \(clip != nil))")
            let expected = reference(p, firstVertex: firstVertex)
            let written = Array(vertices[(Int(firstVertex) * Tessellator.solidFloats)...])
            XCTAssertEqual(written.count, 20 * Tessellator.solidFloats)
            XCTAssertEqual(written.map(\.bitPattern), expected.vertices.map(\.bitPattern))
            XCTAssertEqual(Array(indices[(indices.count / 2)...]), expected.indices)
        }
    }
}
