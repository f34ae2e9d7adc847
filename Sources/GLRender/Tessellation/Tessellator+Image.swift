import Foundation
@_spi(Rendering) import LayerTree

extension Tessellator {
    /// An image piece in the `textured_quad` layout: texture coordinates are affine in the
    /// layer's coordinates, so the GPU's perspective-correct interpolation keeps them exact
    /// under 3D transforms.
    static func appendImage(_ p: ImagePrimitive, vertices: inout [Float], indices: inout [UInt32]) {
        let base = UInt32(vertices.count / texturedFloats)
        for point in p.polygon.points {
            appendPosition(p.toTarget, point, to: &vertices)
            vertices.append(Float(p.uScale * point.x + p.uOffset))
            vertices.append(Float(p.vScale * point.y + p.vOffset))
            vertices.append(Float(p.opacity))
            appendClip(p.clip, at: point, to: &vertices)
        }
        appendFan(base: base, count: p.polygon.points.count, to: &indices)
    }
}
