import Foundation
@_spi(Rendering) import LayerTree

extension Tessellator {
    static let shadowFloats = VertexLayout.floatsPerVertex(VertexLayout.shadowShape)

    /// An analytic shadow: the `layer_quad` layout, with σ where the border width would be.
    static func appendShadow(_ p: ShadowPrimitive, vertices: inout [Float], indices: inout [UInt32]) {
        appendRoundedRect(
            polygon: p.polygon, toTarget: p.toTarget, shape: p.shape, shapeParameters: (Float(p.sigma), 0),
            radii: p.radii.circularEquivalent, color: p.color, clip: p.clip, floatsPerVertex: shadowFloats,
            vertices: &vertices, indices: &indices)
    }
}
