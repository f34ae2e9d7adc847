import Foundation

extension Tessellator {
    static let shadowFloats = VertexLayout.floatsPerVertex(VertexLayout.shadowShape)

    /// An analytic shadow: the `layer_quad` layout, with σ where the border width would be.
    static func appendShadow(_ p: ShadowPrimitive, vertices: inout [Float], indices: inout [UInt32]) {
        let base = UInt32(vertices.count / shadowFloats)
        let cx = Double(p.shape.midX), cy = Double(p.shape.midY)
        let shape: [Float] = [Float(p.shape.width / 2), Float(p.shape.height / 2), Float(p.sigma), 0]
        let radii: [Float] = [Float(p.radii.topLeft), Float(p.radii.topRight),
                              Float(p.radii.bottomRight), Float(p.radii.bottomLeft)]
        let color: [Float] = [p.color.r, p.color.g, p.color.b, p.color.a]
        for point in p.polygon.points {
            let h = p.toTarget.apply(point)
            vertices.append(Float(h.x)); vertices.append(Float(h.y)); vertices.append(Float(h.w))
            vertices.append(Float(point.x - cx)); vertices.append(Float(point.y - cy))
            vertices += shape
            vertices += radii
            vertices += color
            appendClip(p.clip, at: point, to: &vertices)
        }
        appendFan(base: base, count: p.polygon.points.count, to: &indices)
    }
}
