import Foundation

/// The fill sweep's interior trapezoids, each grown downward for as long as the same two edges bound it.
///
/// `PathFillTessellator` cuts the plane into slabs at every vertex and every crossing of two edges,
/// and each inside run of a slab is a trapezoid between its left and right edge. A crossing inside
/// the region (a stroke's segment outlines overlapping its joins, two overlapping subpaths) starts
/// a slab across the whole shape although the run's own edges go on unchanged. Edges are straight,
/// so a run bounded by the same two edges in the next slab, meeting the previous piece exactly,
/// extends it: one trapezoid instead of one a slab. A stroked 64-gon's interior took 1,510
/// triangles a slab each and takes 528 grown (ShapeTessellationTests), and every triangle of a
/// mesh is transformed, uploaded and set up by the rasterizer on every frame it is drawn. The
/// pixels are those of the pieces: the same region, split fewer times.
struct GrowingTrapezoids {
    private struct Trapezoid {
        var left: Int, right: Int
        var top: (left: Double, right: Double), y0: Double
        var bottom: (left: Double, right: Double), y1: Double
        var continued = false
    }

    private struct Bounds: Hashable {
        var left: Int, right: Int
    }

    /// The last slab's trapezoids, left to right, and where each pair of edges is among them.
    private var previous: [Trapezoid] = []
    private var previousIndex: [Bounds: Int] = [:]
    /// This slab's, as they are added.
    private var current: [Trapezoid] = []
    private var currentIndex: [Bounds: Int] = [:]

    /// Adds the run between edges `left` and `right` (their ids in the sweep) from `y0` to `y1`,
    /// with its ends' x at the top and the bottom: it extends the last slab's trapezoid between the
    /// same edges where that one ends exactly where this begins.
    mutating func add(
        left: Int, right: Int, top: (Double, Double), bottom: (Double, Double), from y0: Double, to y1: Double
    ) {
        let bounds = Bounds(left: left, right: right)
        if let i = previousIndex[bounds], !previous[i].continued, previous[i].y1 == y0,
            previous[i].bottom.left == top.0, previous[i].bottom.right == top.1
        {
            previous[i].continued = true
            var grown = previous[i]
            grown.bottom = bottom
            grown.y1 = y1
            grown.continued = false
            currentIndex[bounds] = current.count
            current.append(grown)
            return
        }
        currentIndex[bounds] = current.count
        current.append(Trapezoid(left: left, right: right, top: top, y0: y0, bottom: bottom, y1: y1))
    }

    /// Ends a slab: the last slab's trapezoids that no run of this one extended are complete.
    mutating func endSlab(into mesh: ShapeMesh) {
        for t in previous where !t.continued { append(t, to: mesh) }
        swap(&previous, &current)
        swap(&previousIndex, &currentIndex)
        current.removeAll(keepingCapacity: true)
        currentIndex.removeAll(keepingCapacity: true)
    }

    /// Ends the sweep: every trapezoid still growing is complete.
    mutating func finish(into mesh: ShapeMesh) {
        endSlab(into: mesh)
        endSlab(into: mesh)
    }

    private func append(_ t: Trapezoid, to mesh: ShapeMesh) {
        mesh.appendInterior(
            Point2(t.top.left, t.y0), Point2(t.top.right, t.y0), Point2(t.bottom.right, t.y1),
            Point2(t.bottom.left, t.y1))
    }
}
