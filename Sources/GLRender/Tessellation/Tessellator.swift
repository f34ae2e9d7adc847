import Foundation
@_spi(Rendering) import LayerTree

/// Turns primitives into interleaved float vertices and triangle-fan indices.
///
/// Positions are computed on the CPU in homogeneous target pixels (`X, Y, W`), so
/// primitives from any layer, at any 3D transform, share one buffer and one draw
/// call; the GPU's perspective-correct interpolation keeps the local coordinates
/// that the rounded-rect coverage needs exact under perspective.
struct Tessellator {
    static let solidFloats = VertexLayout.floatsPerVertex(VertexLayout.layerQuad)
    static let texturedFloats = VertexLayout.floatsPerVertex(VertexLayout.texturedQuad)

    /// A clip that never cuts: huge and square-cornered (the shader skips it).
    private static let noClip: [Float] = [0, 0, 1, 1e9, 1e9, 0, 0, 0, 0]

    /// A vertex's position: homogeneous target pixels, with the plane's depth in its 3D rendering
    /// context (or 0) where the depth goes; the batching stage turns that into the depth-buffer value
    /// (`Z`, times `W`) once it knows the primitive's place in its pass.
    @inline(__always)
    static func appendPosition(_ toTarget: Homography, _ point: Point2, to vertices: inout [Float]) {
        let h = toTarget.apply(point)
        vertices.append(Float(h.x)); vertices.append(Float(h.y))
        vertices.append(Float(toTarget.depthAt(point) ?? 0)); vertices.append(Float(h.w))
    }

    static let flatFloats = VertexLayout.floatsPerVertex(VertexLayout.flatColor)

    /// Whether a solid primitive covers every pixel of its polygon with one colour, so the
    /// `flat_color` material draws it: no rounded corners, border ring, antialiased edge or
    /// rounded clip needs coverage (its straight clip edges were cut on the CPU already).
    static func isFlat(_ p: SolidPrimitive) -> Bool {
        p.radii.isZero && p.borderWidth <= 0 && p.smoothEdges.isEmpty && p.clip == nil
    }

    /// A flat solid in the `flat_color` layout: position and colour only.
    static func appendFlat(_ p: SolidPrimitive, vertices: inout [Float], indices: inout [UInt32]) {
        let base = UInt32(vertices.count / flatFloats)
        let c = p.color
        for point in p.polygon.points {
            appendPosition(p.toTarget, point, to: &vertices)
            vertices.append(c.r); vertices.append(c.g); vertices.append(c.b); vertices.append(c.a)
        }
        appendFan(base: base, count: p.polygon.points.count, to: &indices)
    }

    static func appendSolid(_ p: SolidPrimitive, vertices: inout [Float], indices: inout [UInt32]) {
        appendRoundedRect(
            polygon: p.polygon, toTarget: p.toTarget, shape: p.shape,
            shapeParameters: (Float(p.borderWidth), Float(p.smoothEdges.rawValue)), radii: p.radii, color: p.color,
            clip: p.clip, floatsPerVertex: solidFloats, vertices: &vertices, indices: &indices)
    }

    /// A polygon of a rounded rectangle in the `layer_quad` vertex layout, which `shadow_shape`
    /// shares: target position, local position from the shape's centre, the shape's half size with
    /// two per-program parameters (border width and smoothing, or σ), the radii, the colour, the clip.
    static func appendRoundedRect(
        polygon: ConvexPolygon, toTarget: Homography, shape: CGRect, shapeParameters: (Float, Float),
        radii: CornerRadii, color: PremultipliedColor, clip: RoundedClip?, floatsPerVertex: Int,
        vertices: inout [Float], indices: inout [UInt32]
    ) {
        let base = UInt32(vertices.count / floatsPerVertex)
        let cx = Double(shape.midX), cy = Double(shape.midY)
        let shapeFloats: [Float] = [
            Float(shape.width / 2), Float(shape.height / 2),
            shapeParameters.0, shapeParameters.1,
        ]
        let radiiFloats = radii.shaderFloats
        let colorFloats: [Float] = [color.r, color.g, color.b, color.a]
        for point in polygon.points {
            appendPosition(toTarget, point, to: &vertices)
            vertices.append(Float(point.x - cx)); vertices.append(Float(point.y - cy))
            vertices += shapeFloats
            vertices += radiiFloats
            vertices += colorFloats
            appendClip(clip, at: point, to: &vertices)
        }
        appendFan(base: base, count: polygon.points.count, to: &indices)
    }

    static func appendComposite(_ p: CompositePrimitive, vertices: inout [Float], indices: inout [UInt32]) {
        let base = UInt32(vertices.count / texturedFloats)
        let r = p.textureRect
        for point in p.polygon.points {
            appendPosition(p.toTarget, point, to: &vertices)
            vertices.append(Float((point.x - Double(r.minX)) / Double(r.width)))
            vertices.append(Float((point.y - Double(r.minY)) / Double(r.height)))
            vertices.append(Float(p.opacity))
            appendClip(p.clip, at: point, to: &vertices)
        }
        appendFan(base: base, count: p.polygon.points.count, to: &indices)
    }

    static func appendClip(_ clip: RoundedClip?, at point: Point2, to vertices: inout [Float]) {
        guard let clip else { vertices += noClip; return }
        let c = clip.toClip.apply(point)
        vertices.append(Float(c.x)); vertices.append(Float(c.y)); vertices.append(Float(c.w))
        vertices.append(Float(clip.halfWidth)); vertices.append(Float(clip.halfHeight))
        vertices += clip.radii.shaderFloats
    }

    static func appendFan(base: UInt32, count: Int, to indices: inout [UInt32]) {
        guard count >= 3 else { return }
        for i in 1..<(count - 1) {
            indices.append(base); indices.append(base + UInt32(i)); indices.append(base + UInt32(i + 1))
        }
    }
}
