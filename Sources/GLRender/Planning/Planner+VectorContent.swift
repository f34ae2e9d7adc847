import Foundation
@_spi(Rendering) import LayerTree

// Shape and gradient layers' contents in the plan: drawn after the background and
// before the sublayers, in the layer's plane, clipped like every other primitive.
extension Planner {
    /// Emits a node's shape (fill, then stroke) or gradient.
    mutating func emitVectorContent(
        _ node: RenderNode, toTarget: Homography, clip: ClipState, radii: CornerRadii,
        opacity: Double, into items: inout [DrawItem]
    ) {
        if let gradient = node.gradient {
            emitGradient(
                gradient, node: node, toTarget: toTarget, clip: clip, radii: radii, opacity: opacity,
                into: &items)
        }
        if let shape = node.shape {
            emitShape(shape, node: node, toTarget: toTarget, clip: clip, opacity: opacity, into: &items)
        }
    }

    /// How many primitives a node's shape or gradient draws (for the group-opacity decision).
    static func vectorPrimitiveCount(_ node: RenderNode) -> Int {
        var count = 0
        if let shape = node.shape {
            if shape.fills { count += 1 }
            if shape.strokes { count += 1 }
        }
        if node.$gradient, node.bounds.width > 0, node.bounds.height > 0 { count += 1 }
        return count
    }

    /// The box a node's shape can draw into, in its own coordinates (the path, the stroke's
    /// reach past it, and a little for the antialiasing fringe); nil without a shape.
    static func vectorContentExtent(_ node: RenderNode) -> CGRect? {
        guard let shape = node.shape, let box = shape.controlBounds else { return nil }
        var reach: CGFloat = 0
        if shape.strokes {
            let half = shape.lineWidth / 2
            // A miter reaches miterLimit half-widths; square caps √2 half-widths.
            reach = half * (shape.lineJoin == .miter ? max(shape.miterLimit, 1.5) : 1.5)
        }
        return box.insetBy(dx: -reach - 2, dy: -reach - 2)
    }

    // MARK: Shapes

    private mutating func emitShape(
        _ shape: ShapeContent, node: RenderNode, toTarget: Homography, clip: ClipState,
        opacity: Double, into items: inout [DrawItem]
    ) {
        guard let box = Self.vectorContentExtent(node) else { return }
        // Sample how large the plane appears over the shape: the flattening must be fine enough
        // where it is largest, the fringe wide enough where a pixel is largest in layer units.
        let samples = [
            Point2(Double(box.minX), Double(box.minY)), Point2(Double(box.maxX), Double(box.minY)),
            Point2(Double(box.minX), Double(box.maxY)), Point2(Double(box.maxX), Double(box.maxY)),
            Point2(Double(box.midX), Double(box.midY)),
        ]
        var maxScale = 0.0, unitsPerPixel = 0.0
        for p in samples where toTarget.apply(p).w > 0 {
            maxScale = max(maxScale, toTarget.scale(at: p))
            unitsPerPixel = max(unitsPerPixel, toTarget.inverseMinimumScale(at: p))
        }
        guard maxScale > 0 else { return }
        if unitsPerPixel <= 0 { unitsPerPixel = 1 / maxScale }
        let level = ShapeMeshCache.level(pixelsPerUnit: maxScale)
        if let fill = shape.fillColor, shape.fills {
            let mesh = shapeMeshes.mesh(
                for: .fill(path: shape.path, rule: shape.fillRule, level: level),
                content: shape)
            appendShape(
                mesh, node: node, toTarget: toTarget, feather: unitsPerPixel,
                color: PremultipliedColor(fill, opacity: opacity), clip: clip, into: &items)
        }
        if let stroke = shape.strokeColor, shape.strokes {
            let mesh = shapeMeshes.strokeMesh(for: shape, level: level)
            appendShape(
                mesh, node: node, toTarget: toTarget, feather: unitsPerPixel,
                color: PremultipliedColor(stroke, opacity: opacity), clip: clip, into: &items)
        }
    }

    private func appendShape(
        _ mesh: ShapeMesh, node: RenderNode, toTarget: Homography, feather: Double,
        color: PremultipliedColor, clip: ClipState, into items: inout [DrawItem]
    ) {
        guard !mesh.isEmpty, !color.isTransparent else { return }
        items.append(
            .shape(
                ShapePrimitive(
                    layerID: node.id, mesh: mesh, toTarget: toTarget, featherWidth: feather, color: color,
                    clipLines: clip.lines, clip: clip.rounded)))
    }

    // MARK: Gradients

    private func emitGradient(
        _ gradient: GradientContent, node: RenderNode, toTarget: Homography, clip: ClipState,
        radii: CornerRadii, opacity: Double, into items: inout [DrawItem]
    ) {
        guard node.bounds.width > 0, node.bounds.height > 0, opacity > 0 else { return }
        var area = node.bounds
        if !node.smoothEdges.isEmpty {
            // Room for the outer half of the antialiased edge, as backgrounds get.
            let pad = toTarget.inverseMinimumScale(at: Point2(Double(area.midX), Double(area.midY)))
            let limit = Double(max(area.width, area.height))
            area = area.insetBy(dx: -CGFloat(min(pad, limit)), dy: -CGFloat(min(pad, limit)))
        }
        let polygon = ConvexPolygon(rect: area).clipped(by: clip.lines)
        guard !polygon.isEmpty else { return }
        let solid = SolidPrimitive(
            layerID: node.id, polygon: polygon, toTarget: toTarget, shape: node.bounds, radii: radii, borderWidth: 0,
            smoothEdges: node.smoothEdges, color: PremultipliedColor(.white, opacity: opacity),
            clip: clip.rounded)
        items.append(.gradient(GradientPrimitive(area: solid, gradient: Self.uniforms(gradient, bounds: node.bounds))))
    }

    /// The shader's view of a gradient: points relative to the bounds' centre, stops padded to the maximum.
    static func uniforms(_ g: GradientContent, bounds: CGRect) -> GradientUniforms {
        func local(_ unit: CGPoint) -> (Float, Float) {
            (Float((unit.x - 0.5) * bounds.width), Float((unit.y - 0.5) * bounds.height))
        }
        let n = min(g.colors.count, GradientUniforms.maxStops)
        var colors = [Float](repeating: 0, count: GradientUniforms.maxStops * 4)
        var locations: [Double] = []
        for i in 0..<n {
            let c = g.colors[i]
            colors[i * 4] = Float(min(max(c.red, 0), 1)); colors[i * 4 + 1] = Float(min(max(c.green, 0), 1))
            colors[i * 4 + 2] = Float(min(max(c.blue, 0), 1)); colors[i * 4 + 3] = Float(min(max(c.alpha, 0), 1))
            locations.append(g.locations[i])
        }
        let type: Int32 = g.type == .radial ? 1 : g.type == .conic ? 2 : 0
        return GradientUniforms(
            type: type, start: local(g.startPoint), end: local(g.endPoint), colors: colors,
            ramps: GradientRamps.uniforms(locations: locations), stopCount: Int32(n))
    }
}
