import Foundation
@_spi(Rendering) import LayerTree

/// A gradient shown through a tessellated path's coverage instead of its layer's rounded bounds:
/// a `CAGradientLayer` masked by a shape layer that fills the path (`Planner+GradientThroughPath.swift`).
///
/// The path's mesh is drawn as a shape's is (`Tessellator.appendShape`: its fringe, its distances,
/// its straight clip edges), and each vertex carries the gradient's coordinates (points relative
/// to the gradient layer's bounds' centre, what `gradient.frag` reads) in its rounded-clip slot: a
/// clip whose map is `toGradient`, with no radii, so nothing reads it as a clip. That is why a
/// gradient under a rounded clip is not drawn this way. It draws with the `gradient_path` variant,
/// which computes only the path's coverage: llvmpipe runs both sides of a branch at every pixel.
struct GradientPath: Equatable {
    /// The path's triangles, in the mask's plane (the primitive's `area.toTarget` places them).
    var mesh: ShapeMesh
    /// How far the antialiasing fringe reaches outside the path, in the mask's units.
    var featherWidth: Double
    /// Straight clip edges, in the mask's plane.
    var clipLines: [Line]
    /// The mask's plane to the gradient's coordinates.
    var toGradient: Homography

    /// The mesh as a shape primitive whose vertices `gradient.frag` reads in its path mode.
    func shape(layerID: UInt64, toTarget: Homography, opacity: PremultipliedColor) -> ShapePrimitive {
        ShapePrimitive(
            layerID: layerID, mesh: mesh, toTarget: toTarget, featherWidth: featherWidth, color: opacity,
            clipLines: clipLines, clip: RoundedClip(toClip: toGradient, halfWidth: 0, halfHeight: 0, radii: .zero))
    }
}
