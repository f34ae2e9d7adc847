import Foundation

/// Triangles of a tessellated path in its layer's coordinates, with an antialiasing fringe.
///
/// Two kinds of vertices: interior ones (`feather == -1`) cover fully, except within half a pixel
/// of the boundary lines beside them (`edgeDistances`); fringe ones sit on the region's boundary
/// (`feather == 0`) or one fringe width outside it (`feather == 1`), along `normal`. The fringe width is chosen per frame from how large a pixel is in
/// the layer's plane (`ShapePrimitive.featherWidth`), so one mesh serves every scale and
/// 3D transform; only the flattening tolerance depends on the scale, and that is part
/// of the cache key.
///
/// A class so that display lists compare and copy it by identity, cheaply.
final class ShapeMesh: Equatable {
    struct Vertex: Equatable {
        var x: Double, y: Double
        /// Unit outward normal of the fringe; zero for interior vertices.
        var nx: Double = 0, ny: Double = 0
        /// −1 interior, 0 on the boundary, 1 at the fringe's outer edge.
        var feather: Double = -1
        /// An interior vertex's distances from the boundary lines beside its piece.
        var edgeDistances = EdgeDistances.none
    }

    /// Signed distances (layer units, negative inside) of a point from the two boundary lines that
    /// the shader fades along; it multiplies their one-pixel ramps. A fringe vertex's first is its
    /// distance out of its piece of boundary; a sweep trapezoid's are from its left and right sides; a
    /// stroke ring's from its outer and inner offset lines.
    ///
    /// Why: the fringe lies outside the boundary and fades from half to no coverage, so the inner
    /// half of the ramp must come from the interior. Without it a pixel whose centre lay just inside
    /// an edge covered fully, and one just outside half: where an edge passed through pixel centres
    /// (a 45° side through the grid's corners) coverage stepped from 1 to 0 with no ramp, and every
    /// edge stood up to half a pixel too far out (a thin stroke a pixel too wide).
    struct EdgeDistances: Equatable {
        var first: Double, second: Double
        /// Far inside both: covers fully (what a piece with no boundary line beside it takes).
        static let none = EdgeDistances(first: ShapeMesh.farInside, second: ShapeMesh.farInside)
    }

    /// A distance far inside any edge: its ramp is 1.
    static let farInside = -1e4

    private(set) var vertices: [Vertex] = []
    private(set) var indices: [UInt32] = []

    init() {}

    static func == (a: ShapeMesh, b: ShapeMesh) -> Bool { a === b }

    var isEmpty: Bool { indices.isEmpty }

    /// The box around every vertex, in layer coordinates (what debug overlays tint and measure).
    var bounds: CGRect {
        guard let first = vertices.first else { return .zero }
        var minX = first.x, minY = first.y, maxX = first.x, maxY = first.y
        for v in vertices {
            minX = min(minX, v.x); maxX = max(maxX, v.x)
            minY = min(minY, v.y); maxY = max(maxY, v.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
    var triangleCount: Int { indices.count / 3 }

    /// Empties the mesh (a tessellation that gave up draws nothing).
    func removeAll() {
        vertices.removeAll()
        indices.removeAll()
    }

    /// Adds an interior vertex that triangles share (`appendTriangle`), with its distances from the
    /// boundary lines its triangles fade along; returns its index.
    func appendInteriorVertex(_ p: Point2, distances: EdgeDistances = .none) -> UInt32 {
        vertices.append(Vertex(x: p.x, y: p.y, edgeDistances: distances))
        return UInt32(vertices.count - 1)
    }

    /// Adds an interior triangle over three vertices added by `appendInteriorVertex`.
    func appendTriangle(_ a: UInt32, _ b: UInt32, _ c: UInt32) {
        indices.append(a); indices.append(b); indices.append(c)
    }

    /// Adds the fringe of the boundary segment `a`–`b`, extruded along the unit outward normal `n`.
    func appendFringe(_ a: Point2, _ b: Point2, normal n: Point2) {
        let base = UInt32(vertices.count)
        vertices.append(Vertex(x: a.x, y: a.y, nx: n.x, ny: n.y, feather: 0))
        vertices.append(Vertex(x: b.x, y: b.y, nx: n.x, ny: n.y, feather: 0))
        vertices.append(Vertex(x: b.x, y: b.y, nx: n.x, ny: n.y, feather: 1))
        vertices.append(Vertex(x: a.x, y: a.y, nx: n.x, ny: n.y, feather: 1))
        indices += [base, base + 1, base + 2, base, base + 2, base + 3]
    }

    /// The area the interior triangles cover (tests compare it with analytic areas).
    var interiorArea: Double {
        var area = 0.0
        for t in stride(from: 0, to: indices.count, by: 3) {
            let a = vertices[Int(indices[t])], b = vertices[Int(indices[t + 1])], c = vertices[Int(indices[t + 2])]
            guard a.feather < 0 else { continue }
            area += abs((b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y)) / 2
        }
        return area
    }

    /// Whether any interior triangle covers `p` (tests probe inside and outside).
    func interiorContains(_ p: Point2) -> Bool {
        for t in stride(from: 0, to: indices.count, by: 3) {
            let a = vertices[Int(indices[t])], b = vertices[Int(indices[t + 1])], c = vertices[Int(indices[t + 2])]
            guard a.feather < 0 else { continue }
            let d1 = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
            let d2 = (c.x - b.x) * (p.y - b.y) - (c.y - b.y) * (p.x - b.x)
            let d3 = (a.x - c.x) * (p.y - c.y) - (a.y - c.y) * (p.x - c.x)
            let hasNegative = d1 < 0 || d2 < 0 || d3 < 0, hasPositive = d1 > 0 || d2 > 0 || d3 > 0
            if !(hasNegative && hasPositive) && abs(d1) + abs(d2) + abs(d3) > 0 { return true }
        }
        return false
    }
}
