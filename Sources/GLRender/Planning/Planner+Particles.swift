import Foundation
@_spi(Rendering) import LayerTree

/// An emitter layer's particles: one `ParticlePrimitive` per batch of particles that share a
/// cell's image, in the layer's plane (3D transforms and clips apply as to its background), or
/// with `preservesDepth` each at its z in the layer's 3D space.
/// Batches are the render node's (`EmitterContent`): how many particles there are does not
/// change how many draw items, and so draw calls, they take.
extension Planner {
    func emitParticles(
        _ node: RenderNode, toTarget: Homography, clip: ClipState, opacity: Double,
        into items: inout [DrawItem]
    ) {
        guard let content = node.particles, opacity > 0 else { return }
        // Particles that keep their z leave the layer's plane: the plane's clips are applied to
        // their quads as they are (README, "Limits"), and none is culled by its place in the plane.
        let depthRow = content.keepsDepth ? toTarget.zRow : nil
        for batch in content.batches {
            let image = batch.image
            let grid = ImageTileGrid(width: image.width, height: image.height, maxTextureSize: maxTextureSize)
            // A particle image larger than the GPU's largest texture would need a quad per tile per
            // particle; such a cell is not drawn (README, "Limits").
            guard grid.columns.count == 1, grid.rows.count == 1 else { continue }
            let tile = grid.tile(column: 0, row: 0)
            var extent = CGRect.null
            for particle in content.particles[batch.range] {
                let reach = CGFloat(
                    (particle.halfWidth * particle.halfWidth
                        + particle.halfHeight * particle.halfHeight).squareRoot())
                extent = extent.union(
                    CGRect(
                        x: CGFloat(particle.x) - reach, y: CGFloat(particle.y) - reach,
                        width: 2 * reach, height: 2 * reach))
            }
            guard !extent.isNull,
                depthRow != nil || !ConvexPolygon(rect: extent).clipped(by: clip.lines).isEmpty
            else { continue }
            // Lines the whole run lies inside cut nothing: each quad is tested only against the rest.
            let box = ConvexPolygon(rect: extent).points
            let lines = clip.lines.filter { line in box.contains { line.value($0) < 0 } }
            let filters = ImageFilters(
                minification: batch.minificationFilter,
                magnification: batch.magnificationFilter == .nearest ? .nearest : .linear)
            items.append(
                .particles(
                    ParticlePrimitive(
                        layerID: node.id, image: ImageUse(image: image, tile: tile, filters: filters),
                        particles: content.particles, range: batch.range, contentsRect: batch.contentsRect,
                        extent: extent,
                        toTarget: toTarget, opacity: opacity, clipLines: lines, additive: content.additive,
                        depthRow: depthRow)))
        }
    }

    /// The box `node`'s particles cover in its own coordinates, when they can reach past what
    /// clips them (`nil` with `masksToBounds`, which keeps them inside the bounds).
    static func particlesExtent(of node: RenderNode) -> CGRect? {
        guard node.kind == .layer, !node.masksToBounds else { return nil }
        return node.particles?.extent
    }
}
