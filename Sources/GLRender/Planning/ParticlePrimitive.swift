import Foundation
@_spi(Rendering) import LayerTree

/// A run of an emitter's particles that share one image: textured quads in the emitter layer's
/// plane, each tinted by its particle's color, all drawn by one draw call (`particle_quad`).
struct ParticlePrimitive: Equatable {
    var layerID: UInt64
    var image: ImageUse
    /// The emitter's particles (shared with its render node) and the run this primitive draws.
    var particles: [Particle]
    var range: Range<Int>
    /// The unit rectangle of the image each quad shows, from its top-left.
    var contentsRect: CGRect
    /// The box the run's quads lie in, in the layer's bounds coordinates.
    var extent: CGRect
    var toTarget: Homography
    var opacity: Double
    /// Straight-line clips (`masksToBounds` of the emitter or an ancestor) that cut each quad on
    /// the CPU; a rounded clip's corners are not applied to particles (README, "Limits").
    var clipLines: [Line]
    var additive: Bool
    /// With `preservesDepth`: where a particle's z moves it in the target (`Homography.zRow`), so
    /// each quad is drawn at its z under the layer's 3D transform and perspective.
    var depthRow: SIMD3<Double>? = nil

    static func == (a: Self, b: Self) -> Bool {
        a.layerID == b.layerID && a.image == b.image && a.range == b.range && a.contentsRect == b.contentsRect
            && a.extent == b.extent && a.toTarget == b.toTarget && a.opacity == b.opacity
            && a.clipLines == b.clipLines && a.additive == b.additive && a.depthRow == b.depthRow
            && a.particles == b.particles
    }
}

extension ParticlePrimitive: DrawPrimitive {
    /// Placed by the box around its quads: an overestimate, never a miss.
    var placement: Placement { (ConvexPolygon(rect: extent).clipped(by: clipLines), toTarget, layerID, nil) }

    var planeDepth: PlaneDepth? { toTarget.depth }

    var blending: Blending { additive ? .additive : .sourceOver }

    /// One material per image, sampling and blend, so a cell's runs merge into one draw call: point
    /// sprites when every quad is an unturned square no larger than the backend's largest point
    /// (`Tessellator.drawsAsPoints`), quads otherwise. The image is listed for the backend to make resident.
    func emit(in context: BatchingContext, into frame: inout BatchedFrame) -> EmittedItem? {
        let emitted: EmittedItem?
        if Tessellator.drawsAsPoints(self, maxPointSize: context.maxPointSize, target: context.target) {
            emitted = frame.append(.particlePoints(image.textureKey, image.filters, blending: blending), in: context) {
                Tessellator.appendParticlePoints(self, vertices: &$0, indices: &$1)
            }
        } else {
            emitted = frame.append(.particles(image.textureKey, image.filters, blending: blending), in: context) {
                Tessellator.appendParticles(self, vertices: &$0, indices: &$1)
            }
        }
        if emitted != nil { frame.images.append(image) }
        return emitted
    }
}
