import Foundation

/// One particle as the renderer draws it: a quad centred on `(x, y)` in its emitter layer's
/// bounds coordinates, turned by `angle`, its image multiplied by a straight-alpha color.
public struct Particle: Equatable, Sendable {
    public var x: Float, y: Float, z: Float
    /// Half the quad's width and height, in points.
    public var halfWidth: Float, halfHeight: Float
    /// The turn in radians, clockwise on a y-down screen (from +x toward +y).
    public var angle: Float
    /// Each 0…1, not premultiplied.
    public var red: Float, green: Float, blue: Float, alpha: Float
}

/// Consecutive particles that share a cell's image and sampling: one run of textured quads.
public struct ParticleBatch: Equatable, Sendable {
    public var image: CGImage
    /// The unit rectangle of the image each quad shows, from its top-left.
    public var contentsRect: CGRect
    public var minificationFilter: CALayerContentsFilter
    public var magnificationFilter: CALayerContentsFilter
    /// Which of `EmitterContent.particles` it draws.
    public var range: Range<Int>
}

/// A `CAEmitterLayer`'s particles at one time, frozen with its `RenderNode`: in drawing order,
/// grouped into batches by image, drawn additively or over what lies below.
public struct EmitterContent: Equatable, Sendable {
    public var particles: [Particle]
    public var batches: [ParticleBatch]
    /// `renderMode == .additive`: `R = S + D` instead of source-over.
    public var additive: Bool
    /// The box every quad lies in, in the layer's bounds coordinates (`nil` with no particle);
    /// the quads' centres in the plane, off it by their z when `keepsDepth`.
    public var extent: CGRect?
    /// Whether the particles are drawn at their z in the layer's 3D space (`preservesDepth`, with
    /// a particle off the layer's plane) rather than flattened into its plane.
    public var keepsDepth = false
}
