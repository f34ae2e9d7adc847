import Foundation
@_spi(Rendering) import LayerTree

/// A normal layer placed in a flattening layer's 3D space: one member of a 3D rendering context,
/// as the planner collects it (`Planner.collectMembers`) and as `DepthSorter` orders and cuts it.
///
/// Plain values only, no reference-counted field: every layer of every 2D tree is a member of its
/// superlayer's space, copied a few times per frame, and a field such as a polygon's array made
/// each copy an outlined copy with a retain and a release (3% of the planning stage's
/// instructions in `bench opaque`, 7% of its time in `bench rotate3d`). The polygon that
/// `DepthSorter` cuts goes beside the members instead (`Planner.sortablePolygon(of:)`).
struct SpaceMember {
    /// The layer's node in the render tree.
    var index: Int
    /// The layer's bounds coordinates into the space.
    var toSpace: CATransform3D
    /// Opacity of the transform layers between it and the space (each applies separately).
    var opacity: Double
    /// −1 when an odd number of `geometryFlipped` mirrors lie between it and the space.
    var parity: Double
}
