import Foundation
@_spi(Rendering) import LayerTree

// Where in the target a layer's change can show: the box, in target pixels, around everything its
// subtree draws (shadow, border, sublayers, projected through every 3D transform above it), grown
// where an effect above it spreads or re-renders what it draws:
// - a superlayer with a shadow (the shadow of a subtree follows its content, blurred and offset),
//   a running transition (its images move and fade as one), a mask (composited as one image),
//   `shouldRasterize` (its bitmap is resampled) or group opacity (composited as one image):
//   that superlayer's whole box;
// - a layer in a 3D space (a sublayer with a 3D transform or depth, or a `CATransformLayer`
//   member): the box of the layer that flattens the space, because planes there are cut and
//   ordered against each other and a change to one re-cuts the others.
// Boxes are conservative: a box too large redraws pixels that come out the same; a box too small
// would leave stale pixels, which the partial-versus-full property test exists to catch.

extension Planner {
    /// The target pixels that a change to node `index` (or its subtree) can alter, or nil when it draws nowhere.
    mutating func damageBox(
        ofNode index: Int, links: TreeLinks, scale: Double, bounds: PixelRect,
        flatness: inout SpaceFlatness
    ) -> PixelRect? {
        // A layer whose own bounds cover most of the target damages all of it, whatever its extent
        // adds: the whole target is then redrawn, and measuring the extent (every sublayer of a
        // screen-sized root) would be wasted. Both boxes are measured through one walk down from the
        // root (`targetPlacement`): two walks were a third of finding an animation's damage.
        func measure(_ node: Int) -> PixelRect?? {
            guard let placed = targetPlacement(ofNode: node, links: links, scale: scale) else { return .some(nil) }
            if let own = ownBox(placed, bounds: bounds), DamageRegion.isMostOf(bounds, area: own.area) { return nil }
            return wholeBox(placed, bounds: bounds)
        }
        // Particles that keep their z reach past the extent in the layer's plane: redraw it all.
        if nodes.holds(.particles, at: index), nodes[index].particles?.keepsDepth == true { return bounds }
        guard var box = measure(index) else { return bounds }
        var child = index
        for ancestor in links.ancestors(of: index) {
            if links.isMask[child] || spreadsChanges(ancestor) || !hasFlatSpace(ancestor, flatness: &flatness) {
                guard let whole = measure(ancestor) else { return bounds }
                if let whole { box = box.map { $0.union(whole) } ?? whole }
            }
            child = ancestor
        }
        return box
    }

    /// Whether a layer re-renders its subtree as one image or spreads it (shadow, transition, mask,
    /// rasterization, group opacity).
    private func spreadsChanges(_ index: Int) -> Bool {
        return nodes.holds([.shadow, .transition], at: index) || nodes[index].mask != nil
            || nodes[index].shouldRasterize
            || (nodes[index].opacity < 1 && nodes[index].allowsGroupOpacity && !nodes[index].children.isEmpty)
    }

    /// Whether `parent` lays out its sublayers flat in its own plane (`laysOutFlat`). Asked once per
    /// superlayer per frame, since a frame where every sublayer of a large superlayer moves asks it
    /// for each of them; kept sublayer boxes exist only for a flat space, so with them only the
    /// sublayers changed since need looking at.
    private func hasFlatSpace(_ parent: Int, flatness: inout SpaceFlatness) -> Bool {
        if let known = flatness.known[parent] { return known }
        let flat: Bool
        if let kept = sublayerBoxCache[parent], kept.boxes != nil {
            flat = kept.stale.allSatisfy { sitsFlat(nodes[parent].children[$0]) }
        } else {
            flat = laysOutFlat(parent)
        }
        flatness.known[parent] = flat
        return flat
    }

    /// Whether a layer keeps its sublayers in its own plane: no sublayer transform out of it, and
    /// every sublayer `sitsFlat`.
    func laysOutFlat(_ parent: Int) -> Bool {
        nodes[parent].kind == .layer && Self.isFlat(nodes[parent].sublayerTransform)
            && nodes[parent].children.allSatisfy(sitsFlat)
    }

    /// Whether a sublayer sits flat in its superlayer's plane: a layer without depth or a 3D transform.
    /// (Fields read in place: a render node is large to copy.)
    func sitsFlat(_ child: Int) -> Bool {
        return nodes[child].kind == .layer && nodes[child].zPosition == 0 && nodes[child].anchorPointZ == 0
            && Self.isFlat(nodes[child].transform)
    }

    /// A 2D affine transform: nothing leaves the plane or projects.
    static func isFlat(_ t: CATransform3D) -> Bool {
        t.m13 == 0 && t.m23 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m14 == 0
            && t.m24 == 0 && t.m44 == 1
    }

    /// Where a layer lands on the target, found down from the root: the layer measured (a mask
    /// stands for the layer it masks) and its plane's homography to the target, or, for a
    /// transform layer, the 3D space its sublayers are members of.
    struct TargetPlacement {
        var node: Int
        /// The layer's plane to the target; for a transform layer, the plane of the layer that
        /// flattens its space.
        var toTarget: Homography
        /// For a transform layer: its space's base transform and the geometry its sublayers see.
        var space: (base: CATransform3D, superlayer: SuperlayerGeometry)?
    }

    /// Node `index`'s placement (`TargetPlacement`), nil where the walk finds none.
    mutating func targetPlacement(ofNode index: Int, links: TreeLinks, scale: Double) -> TargetPlacement? {
        // A mask draws nothing of its own: what it changes lies inside the layer it masks.
        if links.isMask[index], let masked = links.parent[index] {
            return targetPlacement(ofNode: masked, links: links, scale: scale)
        }
        placementWalks += 1
        var path = [index] + links.ancestors(of: index)
        path.reverse()
        // Down from the root: the plane of the layer that flattens the current space, the 3D
        // transform accumulated through transform layers since, and the geometry their sublayers see.
        var spaceToTarget = Homography.translateThenScale(tx: 0, ty: 0, scale: scale)
        var base = CATransform3DIdentity
        var superlayer = SuperlayerGeometry.canvas
        for (step, node) in path.enumerated() {
            if step > 0, links.isMask[node] {
                return targetPlacement(ofNode: path[step - 1], links: links, scale: scale)
            }
            let placed = tree.transformToSuperlayer(ofNode: node, superlayer)
            let toSpace = base.isIdentity ? placed : placed.concatenating(base)
            if nodes[node].kind == .transformLayer {
                base = toSpace
                superlayer = tree.superlayerGeometry(ofNode: node)
                guard node == index else { continue }
                return TargetPlacement(node: node, toTarget: spaceToTarget, space: (base, superlayer))
            }
            let toTarget = Homography(flattening: toSpace).then(spaceToTarget)
            if node == index { return TargetPlacement(node: node, toTarget: toTarget, space: nil) }
            spaceToTarget = toTarget
            base = CATransform3DIdentity
            superlayer = tree.superlayerGeometry(ofNode: node)
        }
        return nil
    }

    /// The box around a placed layer's own bounds (nil for a transform layer, which has none to draw).
    func ownBox(_ placed: TargetPlacement, bounds: PixelRect) -> PixelRect? {
        guard placed.space == nil else { return nil }
        let own = nodes[placed.node].bounds
        guard own.width > 0, own.height > 0 else { return nil }
        return Self.pixelBox(own, through: placed.toTarget, bounds: bounds)
    }

    /// The box around everything a placed layer's subtree draws: its content extent, or a
    /// transform layer's members' extents.
    mutating func wholeBox(_ placed: TargetPlacement, bounds: PixelRect) -> PixelRect? {
        guard let (base, superlayer) = placed.space else {
            guard let extent = contentExtent(of: placed.node) else { return nil }
            return Self.pixelBox(extent, through: placed.toTarget, bounds: bounds)
        }
        let members = collectMembers(
            nodes[placed.node].children, superlayer: superlayer, base: base,
            opacity: 1, parity: 1)
        var box: PixelRect?
        for member in members {
            let toTarget = Homography(flattening: member.toSpace).then(placed.toTarget)
            guard let extent = contentExtent(of: member.index),
                let memberBox = Self.pixelBox(extent, through: toTarget, bounds: bounds)
            else { continue }
            box = box.map { $0.union(memberBox) } ?? memberBox
        }
        return box
    }

    /// Antialiased edges reach a pixel beyond a polygon, filtered sampling one more.
    static let damagePadding = 2.0

    /// The pixels a rectangle in a plane covers through `toTarget`, padded, within `bounds`.
    static func pixelBox(_ rect: CGRect, through toTarget: Homography, bounds: PixelRect) -> PixelRect? {
        if toTarget.isAffine {
            // Four corners, no polygon: planning asks this of every layer near the damage.
            var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
            for (x, y) in [
                (rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.maxX, rect.maxY), (rect.minX, rect.maxY),
            ] {
                let p = toTarget.apply(Point2(Double(x), Double(y)))
                minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
            }
            let box = PixelRect(covering: minX, minY, maxX, maxY, padding: damagePadding, within: bounds)
            return box.isEmpty ? nil : box
        }
        var polygon = ConvexPolygon(rect: rect)
        if !toTarget.isAffine, let front = toTarget.inFront(epsilon: 1e-3) { polygon = polygon.clipped(by: front) }
        guard let box = ConvexPolygon(points: polygon.points.map { toTarget.project($0) }).boundingBox else {
            return nil
        }
        let rect = PixelRect(covering: box.minX, box.minY, box.maxX, box.maxY, padding: damagePadding, within: bounds)
        return rect.isEmpty ? nil : rect
    }
}

/// Which superlayers lay their sublayers out flat, remembered for one tree while its damage is found.
struct SpaceFlatness {
    var known: [Int: Bool] = [:]
}
