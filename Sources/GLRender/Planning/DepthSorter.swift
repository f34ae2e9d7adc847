import Foundation
@_spi(Rendering) import LayerTree

/// Orders the planar members of one flattening layer's 3D space back to front,
/// cutting planes that intersect (Core Animation's rule for every layer).
///
/// Overall design, cheapest case first:
/// 1. All members parallel to the layer's plane (every 2D tree, `zPosition` stacks,
///    perspective without rotation): a stable sort by depth, ties in sublayer order.
/// 2. Otherwise members are grouped by overlapping projected boxes (sweep and
///    union-find). Groups that do not overlap on screen need no order between
///    them, so thousands of separately rotating cards never meet in one sort.
/// 3. A group with non-parallel planes is ordered by a BSP tree built in the
///    layer's space after the perspective divide, where the viewer looks down −z
///    from infinity. A member cut by another's plane becomes fragments; each
///    fragment carries the cut as a half-plane in the member's own coordinates,
///    which the planner applies to the member's whole flattened subtree.
/// 4. The cuts are bounded: planes that all cross each other make a number of fragments that
///    grows with the cube of their count. Past `fragmentBudget` cuts in one group, what is left
///    to order is drawn by the depth of each fragment's centre, uncut (a plane that crosses
///    another then shows in front of it along its whole length, the best a painter can do).
///
/// Opaque planes of a 3D space skip this sorter: the depth buffer resolves them per pixel
/// (`Planner+DepthSpace.swift`). What remains here is what blending needs in painter's
/// order: translucent, rounded, textured or otherwise blended planes, and 3D spaces nested in
/// a plane that is itself placed by the depth buffer (flattened into it).
enum DepthSorter {
    /// One member (or a fragment of it) in drawing order, with the cuts that bound the fragment.
    struct Placement: Equatable {
        var member: Int
        var cuts: [Line]
    }

    /// The order of members that are all parallel to the layer's plane, or `nil` if one is not.
    ///
    /// Needs only the matrices, so the common 2D case never computes content polygons.
    static func parallelOrder(_ transforms: [CATransform3D]) -> [Placement]? {
        var depths: [Double] = []
        depths.reserveCapacity(transforms.count)
        for t in transforms {
            guard let depth = parallelDepth(t) else { return nil }
            depths.append(depth)
        }
        return stableOrder(indices: Array(transforms.indices), depths: depths)
    }

    /// The most cuts one group of crossing planes may make.
    static let fragmentBudget = 10_000

    /// The order of `members`, cut where they cross; `polygons[i]` is the part of member `i`'s plane
    /// that holds content, in front of the eye, in its bounds coordinates (what is cut).
    static func order(_ members: [SpaceMember], polygons: [ConvexPolygon]) -> [Placement] {
        let depths = members.map { parallelDepth($0.toSpace) }
        if depths.allSatisfy({ $0 != nil }) {
            return stableOrder(indices: Array(members.indices), depths: depths.map { $0! })
        }
        var result: [Placement] = []
        for group in overlapGroups(members, polygons: polygons) {
            let groupDepths = group.map { depths[$0] }
            if groupDepths.allSatisfy({ $0 != nil }) {
                result += stableOrder(indices: group, depths: groupDepths.map { $0! })
            } else {
                let fragments = group.map { Fragment(member: $0, polygon: polygons[$0], cuts: []) }
                var budget = fragmentBudget
                bspOrder(fragments, members: members, budget: &budget, into: &result)
            }
        }
        return result
    }

    // MARK: Parallel planes

    /// The plane's depth (`z/w`) when it is parallel to the layer's plane, else `nil`.
    static func parallelDepth(_ t: CATransform3D) -> Double? {
        let z = (Double(t.m13), Double(t.m23), Double(t.m43))
        let w = (Double(t.m14), Double(t.m24), Double(t.m44))
        // Parallel when z/w is constant over the plane: (m13, m23, m43) ∥ (m14, m24, m44).
        let cross = (z.1 * w.2 - z.2 * w.1, z.2 * w.0 - z.0 * w.2, z.0 * w.1 - z.1 * w.0)
        let ww = w.0 * w.0 + w.1 * w.1 + w.2 * w.2
        guard ww > 0 else { return nil }
        // Relative to |z|·|w|, and also to |w|² (the depth's slope across the plane is about
        // |cross| / |w|²): a card turned by π about y has m13 = −sin π ≈ 1e−16, and by π to eight
        // decimals (a scene file's) 3.6e−9. Neither is a tilt: below `tiltTolerance`, a slope that
        // Core Animation's single-precision matrices cannot tell from rounding either.
        let scale = max(1e-9, (z.0 * z.0 + z.1 * z.1 + z.2 * z.2).squareRoot() * ww.squareRoot(), ww)
        guard abs(cross.0) + abs(cross.1) + abs(cross.2) <= tiltTolerance * scale else { return nil }
        // On a grid of `depthResolution`: such a plane's depth at its origin carries the same noise
        // (sin π times the anchor's offset), which must not order it before or after its siblings.
        let depth = (z.0 * w.0 + z.1 * w.1 + z.2 * w.2) / ww
        return (depth / depthResolution).rounded() * depthResolution
    }

    /// The largest depth slope, relative to the matrix's scale, still taken for rounding noise:
    /// about ten of single precision's steps (2⁻²³). A turn of 1e−6 radians moves the far edge of
    /// the largest layer drawn (16,384 points) by a sixtieth of a point in depth.
    static let tiltTolerance = 1e-6

    /// The depth step below which parallel planes are one plane (2⁻²⁰ points): differences
    /// smaller than that are the rounding of their matrices, and sublayer order decides.
    static let depthResolution = 1.0 / Double(1 << 20)

    private static func stableOrder(indices: [Int], depths: [Double]) -> [Placement] {
        var sorted = true
        for i in depths.indices.dropFirst() where depths[i] < depths[i - 1] { sorted = false; break }
        let order =
            sorted
            ? Array(indices.indices)
            : indices.indices.sorted { a, b in
                depths[a] != depths[b] ? depths[a] < depths[b] : a < b
            }
        return order.map { Placement(member: indices[$0], cuts: []) }
    }

    // MARK: Overlap groups

    /// Members whose projected boxes overlap, transitively; groups in order of their first member.
    private static func overlapGroups(_ members: [SpaceMember], polygons: [ConvexPolygon]) -> [[Int]] {
        typealias Box = (minX: Double, minY: Double, maxX: Double, maxY: Double)
        let boxes: [Box?] = zip(members, polygons).map { member, polygon in
            let h = Homography(flattening: member.toSpace)
            return ConvexPolygon(points: polygon.points.map { h.project($0) }).boundingBox
        }
        var parent = Array(members.indices)
        func find(_ i: Int) -> Int {
            var i = i
            while parent[i] != i { parent[i] = parent[parent[i]]; i = parent[i] }
            return i
        }
        let byMinX = members.indices.filter { boxes[$0] != nil }.sorted { boxes[$0]!.minX < boxes[$1]!.minX }
        var active: [Int] = []
        for i in byMinX {
            let box = boxes[i]!
            active.removeAll { boxes[$0]!.maxX < box.minX }
            for j in active {
                let other = boxes[j]!
                if other.minY <= box.maxY && box.minY <= other.maxY {
                    let (ri, rj) = (find(i), find(j))
                    if ri != rj { parent[max(ri, rj)] = min(ri, rj) }
                }
            }
            active.append(i)
        }
        var groups: [Int: [Int]] = [:]
        var firstSeen: [Int] = []
        for i in members.indices where boxes[i] != nil {
            let root = find(i)
            if groups[root] == nil { firstSeen.append(root) }
            groups[root, default: []].append(i)
        }
        return firstSeen.map { groups[$0]! }
    }

    // MARK: BSP

    private struct Fragment {
        var member: Int
        var polygon: ConvexPolygon
        var cuts: [Line]
    }

    /// The plane of a member in the layer's space, as `(n, d)` with `n · x + d = 0` after the divide.
    private static func plane(of t: CATransform3D) -> (n: (Double, Double, Double), d: Double)? {
        // The plane is orthogonal (in homogeneous space) to the images of the member's x, y and origin.
        let a = [Double(t.m11), Double(t.m12), Double(t.m13), Double(t.m14)]
        let b = [Double(t.m21), Double(t.m22), Double(t.m23), Double(t.m24)]
        let c = [Double(t.m41), Double(t.m42), Double(t.m43), Double(t.m44)]
        func det3(_ i: Int, _ j: Int, _ k: Int) -> Double {
            a[i] * (b[j] * c[k] - b[k] * c[j]) - a[j] * (b[i] * c[k] - b[k] * c[i]) + a[k] * (b[i] * c[j] - b[j] * c[i])
        }
        var p = (det3(1, 2, 3), -det3(0, 2, 3), det3(0, 1, 3), -det3(0, 1, 2))
        let length = (p.0 * p.0 + p.1 * p.1 + p.2 * p.2).squareRoot()
        guard length > 1e-12 else { return nil }
        p = (p.0 / length, p.1 / length, p.2 / length, p.3 / length)
        return ((p.0, p.1, p.2), p.3)
    }

    /// The plane's half-space `n · x + d ≥ 0` as a half-plane in a member's own coordinates.
    private static func halfPlane(_ plane: (n: (Double, Double, Double), d: Double), in t: CATransform3D) -> Line {
        let (n, d) = plane
        return Line(
            a: n.0 * Double(t.m11) + n.1 * Double(t.m12) + n.2 * Double(t.m13) + d * Double(t.m14),
            b: n.0 * Double(t.m21) + n.1 * Double(t.m22) + n.2 * Double(t.m23) + d * Double(t.m24),
            c: n.0 * Double(t.m41) + n.1 * Double(t.m42) + n.2 * Double(t.m43) + d * Double(t.m44))
    }

    private static func bspOrder(
        _ fragments: [Fragment], members: [SpaceMember], budget: inout Int,
        into out: inout [Placement]
    ) {
        guard let splitter = fragments.first else { return }
        if fragments.count == 1 {
            out.append(Placement(member: splitter.member, cuts: splitter.cuts))
            return
        }
        guard budget > 0 else {
            out += centreDepthOrder(fragments, members: members)
            return
        }
        guard let plane = plane(of: members[splitter.member].toSpace) else {
            // A degenerate plane (scaled to nothing) cannot order anything: draw it first.
            out.append(Placement(member: splitter.member, cuts: splitter.cuts))
            bspOrder(Array(fragments.dropFirst()), members: members, budget: &budget, into: &out)
            return
        }
        var front: [Fragment] = [], back: [Fragment] = [], coplanar: [Fragment] = [splitter]
        let epsilon = 1e-3
        for fragment in fragments.dropFirst() {
            let t = members[fragment.member].toSpace
            let line = halfPlane(plane, in: t)
            let h = Homography(flattening: t)
            var hasFront = false, hasBack = false
            for p in fragment.polygon.points {
                // Signed distance after the divide: (n·X + d·W) / W, with W > 0 in front of the eye.
                let distance = line.value(p) / max(h.apply(p).w, 1e-12)
                if distance > epsilon { hasFront = true } else if distance < -epsilon { hasBack = true }
            }
            switch (hasFront, hasBack) {
            case (false, false): coplanar.append(fragment)
            case (true, false): front.append(fragment)
            case (false, true): back.append(fragment)
            case (true, true):
                budget -= 1
                let unit = line.normalized()
                var f = fragment, b = fragment
                f.polygon = fragment.polygon.clipped(by: unit)
                f.cuts.append(unit)
                b.polygon = fragment.polygon.clipped(by: unit.reversed)
                b.cuts.append(unit.reversed)
                if !f.polygon.isEmpty { front.append(f) }
                if !b.polygon.isEmpty { back.append(b) }
            }
        }
        // The viewer is at +z: if the plane's positive side faces it, that side is drawn last.
        let viewerInFront = plane.n.2 >= 0
        bspOrder(viewerInFront ? back : front, members: members, budget: &budget, into: &out)
        out += coplanar.map { Placement(member: $0.member, cuts: $0.cuts) }
        bspOrder(viewerInFront ? front : back, members: members, budget: &budget, into: &out)
    }

    /// The fallback past the budget: fragments back to front by the depth (`z/w`) of their centre.
    private static func centreDepthOrder(_ fragments: [Fragment], members: [SpaceMember]) -> [Placement] {
        let depths = fragments.map { fragment -> Double in
            let points = fragment.polygon.points
            guard !points.isEmpty else { return 0 }
            let centre = Point2(
                points.map(\.x).reduce(0, +) / Double(points.count),
                points.map(\.y).reduce(0, +) / Double(points.count))
            let t = members[fragment.member].toSpace
            let (x, y) = (centre.x, centre.y)
            let z = x * Double(t.m13) + y * Double(t.m23) + Double(t.m43)
            let w = x * Double(t.m14) + y * Double(t.m24) + Double(t.m44)
            let depth = z / max(w, 1e-12)
            return depth.isFinite ? depth : 0
        }
        return fragments.indices
            .sorted { depths[$0] != depths[$1] ? depths[$0] < depths[$1] : $0 < $1 }
            .map { Placement(member: fragments[$0].member, cuts: fragments[$0].cuts) }
    }
}
