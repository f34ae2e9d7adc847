import Foundation
import LayerTree

/// A normal layer placed in a flattening layer's 3D space: one member of a 3D rendering context,
/// as the planner collects it (`Planner.collectMembers`) and as `DepthSorter` orders and cuts it.
struct SpaceMember {
    /// The layer's node in the render tree.
    var index: Int
    /// The layer's bounds coordinates into the space.
    var toSpace: CATransform3D
    /// Opacity of the transform layers between it and the space (each applies separately).
    var opacity: Double
    /// −1 when an odd number of `geometryFlipped` mirrors lie between it and the space.
    var parity: Double
    /// The part of its plane that holds content, in front of the eye, in its bounds coordinates:
    /// what `DepthSorter` cuts (`Planner.sortable` measures it; empty until then).
    var polygon = ConvexPolygon(points: [])
}
