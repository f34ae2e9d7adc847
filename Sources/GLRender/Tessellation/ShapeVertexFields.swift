/// The fields of a tessellated path's `layer_quad` vertex that every vertex of one shape shares
/// (shape attributes, colour, clip size and radii), written straight into a vertex of the
/// geometry buffer: `Tessellator.appendSharedVertices` writes them once a shape and copies them
/// to its other vertices, with no array made per shape, and a vertex a clip edge cuts out gets
/// them written on its own (`appendShape`).
///
/// The offsets are found by attribute name in `VertexLayout.layerQuad`, so a change of the layout
/// moves them with it; the values are those `Tessellator.pathShape` and `Tessellator.appendClip`
/// append, float for float.
enum ShapeVertexFields {
    /// Where an attribute's first float lies in a `layer_quad` vertex.
    private static func offset(of name: String) -> Int {
        var offset = 0
        for attribute in VertexLayout.layerQuad {
            if attribute.name == name { return offset }
            offset += attribute.components
        }
        preconditionFailure("layer_quad has no attribute \(name)")
    }

    /// `a_shape` then `a_radii`: the eight floats of `Tessellator.pathShape`.
    static let shape = offset(of: "a_shape")
    static let color = offset(of: "a_color")
    /// `a_clipLocal` (three floats, per vertex), then `a_clipHalfSize` and `a_clipRadii`.
    static let clipLocal = offset(of: "a_clipLocal")
    static let clipHalfSize = offset(of: "a_clipHalfSize")
    static let clipRadii = offset(of: "a_clipRadii")

    /// Writes the shared fields into `vertex` (a whole `layer_quad` vertex, zeroed): the path's
    /// shape attributes, the colour, and the clip's size and radii, or the clip that never cuts
    /// (`Tessellator.appendClip`'s, whose local position is also shared: (0, 0, 1)).
    static func writeShared(color c: PremultipliedColor, clip: RoundedClip?, into vertex: UnsafeMutablePointer<Float>) {
        for (k, value) in Tessellator.pathShape.enumerated() { vertex[shape + k] = value }
        vertex[color] = c.r; vertex[color + 1] = c.g; vertex[color + 2] = c.b; vertex[color + 3] = c.a
        guard let clip else {
            vertex[clipLocal] = 0; vertex[clipLocal + 1] = 0; vertex[clipLocal + 2] = 1
            vertex[clipHalfSize] = 1e9; vertex[clipHalfSize + 1] = 1e9
            for k in 0..<4 { vertex[clipRadii + k] = 0 }
            return
        }
        vertex[clipHalfSize] = Float(clip.halfWidth); vertex[clipHalfSize + 1] = Float(clip.halfHeight)
        // `CornerRadii.shaderFloats`, without its array.
        let radii = clip.radii
        let sign: Double = radii.continuous ? -1 : 1
        vertex[clipRadii] = Float(sign * radii.topLeft); vertex[clipRadii + 1] = Float(sign * radii.topRight)
        vertex[clipRadii + 2] = Float(sign * radii.bottomRight); vertex[clipRadii + 3] = Float(sign * radii.bottomLeft)
    }
}
