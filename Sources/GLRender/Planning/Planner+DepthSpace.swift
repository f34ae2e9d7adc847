import Foundation
@_spi(Rendering) import LayerTree

/// 3D rendering contexts resolved per pixel by the depth buffer.
///
/// Overall design: when the members of a flattening layer's 3D space are not all parallel,
/// painter's order needs a depth sort, and planes that intersect must be cut on the CPU into
/// fragments (`DepthSorter`): quadratic in the worst case, and every cut adds triangles. The
/// depth buffer resolves the same question per pixel, exactly, for any number of
/// intersections, without cutting anything, as long as what a plane draws covers its pixels
/// (an opaque flat polygon hides what lies behind it, whatever the order). So:
/// - Each member's homography carries its plane's depth in the space (`PlaneDepth`); every
///   primitive of its flattened subtree inherits it. The batching stage turns it into the depth
///   value of the space's slice of its pass (`Batcher`), with painter's order breaking ties
///   between a member's own coplanar primitives.
/// - Members whose whole subtree draws opaque flat polygons (`isOpaquePlane`) are drawn in
///   sublayer order, unsorted and uncut: the opaque phase and the depth test do the rest.
/// - The others (translucent, rounded, antialiased, textured, with effects) are still sorted
///   back to front among themselves and cut where they intersect, because blending needs
///   painter's order; they are depth-tested against the opaque planes, so an opaque plane in
///   front hides them and one behind does not.
/// - A 3D space nested inside a member of another is flattened into that member's plane (Core
///   Animation's rule), so it is sorted as before and inherits the member's depth.
extension Planner {
    /// Draws the members of a non-parallel 3D space through the depth buffer.
    mutating func drawSpaceThroughDepth(
        _ members: [SpaceMember], toTarget: Homography, clip: ClipState, opacity: Double,
        outerSign: Double, into items: inout [DrawItem]
    ) {
        let context = depthContextCount
        depthContextCount += 1
        let firstInPlane = Self.firstMembersInPlane(members)
        var translucent: [Int] = []
        for (index, member) in members.enumerated() {
            if isOpaquePlane(member.index, opacity: opacity * member.opacity, clip: clip) {
                let first = items.count
                drawMember(
                    member, number: index, context: context, firstInPlane: firstInPlane[index], cuts: [],
                    toTarget: toTarget, clip: clip, opacity: opacity, outerSign: outerSign, into: &items)
                // The prediction must agree with the one decider, or a translucent item would be
                // left unsorted (checked in debug builds, which the tests run).
                assert(
                    items[first...].allSatisfy(\.blending.isOpaque),
                    "isOpaquePlane predicted an opaque member whose items are not all opaque")
            } else {
                translucent.append(index)
            }
        }
        guard !translucent.isEmpty else { return }
        let placements: [DepthSorter.Placement]
        if translucent.count == 1 {
            placements = [DepthSorter.Placement(member: 0, cuts: [])]
        } else {
            let sorted = translucent.map { members[$0] }
            placements = DepthSorter.order(sorted, polygons: sorted.map { sortablePolygon(of: $0) })
        }
        for placement in placements {
            let number = translucent[placement.member]
            drawMember(
                members[number], number: number, context: context, firstInPlane: firstInPlane[number],
                cuts: placement.cuts, toTarget: toTarget, clip: clip, opacity: opacity, outerSign: outerSign,
                into: &items)
        }
    }

    /// For each member, the first member (in sublayer order) lying in its plane: members parallel
    /// to the space's plane at one depth share a plane (a fan of flat cards beside a turned one),
    /// and tie in the depth buffer wherever they overlap; the emit stage breaks those ties in
    /// sublayer order (`Batcher`), as Core Animation draws siblings at one depth.
    static func firstMembersInPlane(_ members: [SpaceMember]) -> [Int] {
        var firstAtDepth: [Double: Int] = [:]
        return members.indices.map { index in
            guard let depth = DepthSorter.parallelDepth(members[index].toSpace) else { return index }
            if let first = firstAtDepth[depth] { return first }
            firstAtDepth[depth] = index
            return index
        }
    }

    /// What `DepthSorter` cuts of a member: the part of its content in front of the eye, in its
    /// bounds coordinates.
    mutating func sortablePolygon(of member: SpaceMember) -> ConvexPolygon {
        let polygon = ConvexPolygon(rect: contentExtent(of: member.index) ?? .zero)
        guard let front = Homography(flattening: member.toSpace).inFront() else { return polygon }
        return polygon.clipped(by: front)
    }

    /// Draws one member (or a fragment of it, bounded by `cuts`) of a 3D space; with a `context`, its
    /// plane's depth in the space goes with it (and `firstInPlane`, see `PlaneDepth`).
    mutating func drawMember(
        _ member: SpaceMember, number: Int, context: Int?, firstInPlane: Int? = nil, cuts: [Line],
        toTarget: Homography,
        clip: ClipState, opacity: Double, outerSign: Double, into items: inout [DrawItem]
    ) {
        let h = Homography(flattening: member.toSpace)
        var memberToTarget = h.then(toTarget)
        if let context {
            // [u v 0 1] · toSpace = [X Y Z W]: the plane's z column, in the same homogeneous scale as h.
            let t = member.toSpace
            memberToTarget.depth = PlaneDepth(
                zx: Double(t.m13), zy: Double(t.m23), z0: Double(t.m43),
                context: context, member: number, firstInPlane: firstInPlane ?? number)
        }
        // A partial frame (`interest`) plans only what can reach its damaged pixels. Members of a 3D
        // context the depth buffer resolves are all planned: the context's depth range depends on them.
        // Tested first: on a partial frame most members fail it, and need no clip of their own.
        if context == nil, clip.onCanvas, let interest, !interest.isFull {
            // Its own bounds first: when they meet the damage, so does the extent around them, which
            // for a layer with many sublayers (the root) costs a walk of all of them.
            let bounds = nodes[member.index].bounds
            let boundsMeet =
                bounds.width > 0 && bounds.height > 0
                && Self.pixelBox(bounds, through: memberToTarget, bounds: interest.bounds).map(interest.intersects)
                    == true
            if !boundsMeet {
                guard let extent = contentExtent(of: member.index),
                    let box = Self.pixelBox(extent, through: memberToTarget, bounds: interest.bounds),
                    interest.intersects(box)
                else { return }
            }
        }
        // A leaf keeps only the clip edges that cross what it draws (its extent, cached across
        // frames); an extent at the planner's size limit may stand for more, and keeps them all.
        let limit = Self.extentLimit
        let leafExtent =
            nodes[member.index].children.isEmpty && !clip.lines.isEmpty
            ? contentExtent(of: member.index).flatMap {
                $0.minX > -limit && $0.minY > -limit && $0.maxX < limit && $0.maxY < limit ? $0 : nil
            } : nil
        var memberClip = clip.pulledBack(through: h, drawingOnlyIn: leafExtent)
        if !cuts.isEmpty { memberClip.lines += cuts }
        // A subtree that lies wholly outside its clip (the canvas's edges among them) draws nothing: skip it
        // before planning it. Leaves are left to the cheaper test on their own polygon, and a layer whose
        // own bounds show is drawn without measuring its subtree (a long list's extent is the whole list).
        if !nodes[member.index].children.isEmpty, !memberClip.lines.isEmpty,
            ConvexPolygon(rect: nodes[member.index].bounds).clipped(by: memberClip.lines).isEmpty,
            let extent = contentExtent(of: member.index),
            ConvexPolygon(rect: extent).clipped(by: memberClip.lines).isEmpty
        {
            return
        }
        if !nodes[member.index].isDoubleSided,
            !isFacingViewer(memberToTarget, sign: outerSign * member.parity, bounds: nodes[member.index].bounds)
        {
            return
        }
        drawLayer(
            member.index, toTarget: memberToTarget, clip: memberClip, opacity: opacity * member.opacity,
            sign: outerSign * member.parity, into: &items)
    }

    /// Whether everything a layer's subtree draws is opaque (`Blending.opaque`: a flat polygon of alpha 1),
    /// which the depth test alone places correctly. A prediction from the render nodes, made before
    /// the items exist, of what `DrawItem.blending` will decide for each (asserted after they are
    /// drawn). Conservative: any effect, coverage or translucency says no.
    func isOpaquePlane(_ index: Int, opacity: Double, clip: ClipState) -> Bool {
        guard opacity >= 1, clip.rounded == nil else { return false }
        return drawsOnlyOpaqueFlat(index)
    }

    // Fields are read through `nodes[index]` rather than a copied node: a render node is large,
    // and this runs for every member of every 3D space, every frame.
    private func drawsOnlyOpaqueFlat(_ index: Int) -> Bool {
        guard nodes[index].opacity >= 1, nodes[index].mask == nil, !nodes[index].shouldRasterize,
            !nodes.holds([.transition, .shadow, .contents, .text, .shape, .gradient], at: index)
        else { return false }
        if nodes[index].kind == .layer {
            let radii = Self.cornerRadii(
                nodes[index].cornerRadius, bounds: nodes[index].bounds,
                maskedCorners: nodes[index].maskedCorners)
            // The background's solid is flat without rounded corners or antialiased edges (a rounded
            // clip was refused above); a border ring never is.
            let flat = Self.smoothEdges(of: index, in: nodes).isEmpty && radii.isZero
            guard flat else { return false }
            if let background = nodes[index].backgroundColor, background.alpha > 0,
                !Blending.solid(alpha: Double(background.alpha), flat: flat).isOpaque
            {
                return false
            }
            if nodes[index].borderWidth > 0, let border = nodes[index].borderColor, border.alpha > 0,
                !Blending.solid(alpha: Double(border.alpha), flat: false).isOpaque
            {
                return false
            }
        }
        return nodes[index].children.allSatisfy {
            (nodes[$0].opacity <= 0 && !nodes.holds(.transition, at: $0)) || drawsOnlyOpaqueFlat($0)
        }
    }

}
