import Foundation
@_spi(Rendering) import LayerTree

/// A tessellated `CAShapeLayer` fill or stroke, placed in its layer's plane.
///
/// Drawn by the `layer_quad` program in its path mode, so shapes batch with backgrounds
/// and borders: the mesh's triangles are mapped to target pixels on the CPU like every
/// other primitive's polygon, and the straight clip edges are cut from each triangle.
struct ShapePrimitive: Equatable {
    var layerID: UInt64
    /// Triangles in the layer's bounds coordinates.
    var mesh: ShapeMesh
    var toTarget: Homography
    /// How far the antialiasing fringe reaches outside the shape, in layer units (about a pixel).
    var featherWidth: Double
    var color: PremultipliedColor
    /// Half-planes that clip the triangles (`ClipState.lines`).
    var clipLines: [Line]
    var clip: RoundedClip?
}

/// A `CAGradientLayer`'s fill: the rounded bounds (as a background is drawn) shaded per pixel, or
/// a path's coverage (`path`) when the layer is masked by a filled path.
struct GradientPrimitive: Equatable {
    /// The rounded rectangle and its placement; `color` holds the opacity (as premultiplied white).
    /// With a `path`, the box around the path's mesh in the mask's plane, which places and culls it.
    var area: SolidPrimitive
    var gradient: GradientUniforms
    /// The path whose coverage the gradient shows through, in place of `area`'s rounded rectangle.
    var path: GradientPath? = nil
}

/// The `gradient` program's uniforms (`Shaders/gradient.frag`; keep the two in step).
struct GradientUniforms: Equatable {
    static let maxStops = 16
    /// 0 axial, 1 radial, 2 conic.
    var type: Int32
    /// Start and end points in points, relative to the centre of the bounds (the shader's local space).
    var start: (Float, Float)
    var end: (Float, Float)
    /// Straight-alpha RGBA per stop, `maxStops` × 4 floats (unused stops zero).
    var colors: [Float]
    /// Per stop, the ramp into it from the stop before (`GradientRamps`), `maxStops` × 2 floats.
    var ramps: [Float]
    var stopCount: Int32

    static func == (a: GradientUniforms, b: GradientUniforms) -> Bool {
        a.type == b.type && a.start == b.start && a.end == b.end && a.colors == b.colors
            && a.ramps == b.ramps && a.stopCount == b.stopCount
    }

    /// The program variant that draws it (through a path's coverage or not).
    func variant(path: Bool) -> GradientVariant {
        GradientVariant(path: path, type: type, stops: Int(stopCount))
    }
}

extension ShapePrimitive: DrawPrimitive {
    /// Placed by the box around its mesh: an overestimate, never a miss.
    var placement: Placement { (ConvexPolygon(rect: mesh.bounds), toTarget, layerID, clip) }

    var planeDepth: PlaneDepth? { toTarget.depth }

    var blending: Blending { .sourceOver }

    /// The coverage material: shapes join the rounded solids' batch.
    func emit(in context: BatchingContext, into frame: inout BatchedFrame) -> EmittedItem? {
        frame.append(.layerQuad(CoverageFeatures(shape: self)), in: context) {
            Tessellator.appendShape(self, vertices: &$0, indices: &$1)
        }
    }
}

extension GradientPrimitive: DrawPrimitive {
    var placement: Placement { area.placement }

    @inline(__always)
    func withPolygon<Result>(_ body: (ConvexPolygon, Homography) -> Result) -> Result {
        body(area.polygon, area.toTarget)
    }

    var planeDepth: PlaneDepth? { area.toTarget.depth }

    var layerID: UInt64 { area.layerID }

    /// Shaded per pixel with the stops' alpha: never opaque, whatever `area`'s colour.
    var blending: Blending { .sourceOver }

    /// Coverage vertices, but its own program and uniforms: a gradient breaks the batch.
    func emit(in context: BatchingContext, into frame: inout BatchedFrame) -> EmittedItem? {
        let index = frame.gradients.count
        guard
            let emitted = frame.append(
                .gradient(index: index, variant: gradient.variant(path: path != nil)), in: context,
                {
                    if let path {
                        Tessellator.appendShape(
                            path.shape(layerID: area.layerID, toTarget: area.toTarget, opacity: area.color),
                            vertices: &$0, indices: &$1)
                    } else {
                        Tessellator.appendSolid(area, vertices: &$0, indices: &$1)
                    }
                })
        else { return nil }
        frame.gradients.append(gradient)
        return emitted
    }
}
