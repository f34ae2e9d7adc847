import Foundation

// Core Animation's hit testing, with the rules Apple documents or exhibits:
// - hidden layers and their subtrees are never hit;
// - opacity is ignored: a layer with opacity 0 is still hit (UIKit, not Core
//   Animation, skips nearly transparent views);
// - with `masksToBounds`, a point outside the bounds hits neither the layer nor any
//   sublayer, since none of them is drawn there;
// - sublayers are tried front to back: higher `zPosition` first, and among equal
//   `zPosition` the later sublayer first (it is drawn on top); the first hit wins;
// - a `CATransformLayer` has no plane, so it is never hit itself, but its sublayers are.
//
// The point travels down with the map from the current layer's plane into the
// space the point is in. Below a flattening layer that space is the layer's own
// plane; below a `CATransformLayer` it stays the enclosing 3D space (the point
// keeps its coordinates and the maps concatenate), so a card inside a rotated
// transform layer is hit where it is drawn. A point that would lie behind the
// eye (w ≤ 0) on a layer's plane does not hit it.
//
// `hitTest(_:honoringMasks:)` adds what a window host needs to find the layer drawn under a
// pointer, which Apple's `hitTest(_:)` leaves out: a layer with a `mask` is hit, with its
// sublayers, only where the mask is: inside a mask layer (or one of its sublayers) that
// contains the point, and, for a `CAShapeLayer` mask, inside its filled path.

extension CALayer {
    /// Whether `p`, in this layer's own coordinates, lies inside its bounds.
    ///
    /// The test is half-open like `CGRectContainsPoint`: the min edges are inside, the
    /// max edges outside. `cornerRadius` is not taken into account, as in Core
    /// Animation. A `CATransformLayer` has no bounds of its own and contains nothing.
    public func contains(_ p: CGPoint) -> Bool {
        guard flattensSublayers else { return false }
        let b = bounds.standardized
        return p.x >= b.minX && p.x < b.maxX && p.y >= b.minY && p.y < b.maxY
    }

    /// The farthest descendant of this layer (or the layer itself) that contains `p`, given in the superlayer's coordinates.
    ///
    /// Without a superlayer, `p` is in the coordinates `position` is expressed in.
    ///
    /// ```swift
    /// if let hit = root.hitTest(touch) { print(hit.name ?? "unnamed") }
    /// ```
    public func hitTest(_ p: CGPoint) -> CALayer? {
        hitTest(p, planeToSpace: transformToSuperlayer(), honoringMasks: false)
    }

    /// `hitTest(_:)`, and where `honoringMasks` is true a masked layer and its sublayers are hit
    /// only where their mask covers the point: the layer drawn under the point is found.
    public func hitTest(_ p: CGPoint, honoringMasks: Bool) -> CALayer? {
        hitTest(p, planeToSpace: transformToSuperlayer(), honoringMasks: honoringMasks)
    }

    /// Hit tests `p`, a point in the space that `planeToSpace` maps this layer's plane into.
    func hitTest(_ p: CGPoint, planeToSpace: CATransform3D, honoringMasks: Bool) -> CALayer? {
        guard !isHidden else { return nil }
        let local = Self.pointOnPlane(under: p, planeToSpace: planeToSpace)
        if flattensSublayers, masksToBounds {
            guard let q = local, contains(q) else { return nil }
        }
        // Presentation copies leave the mask out (it is not a copied property): the model's applies.
        if honoringMasks, let mask = mask ?? (isPresentationCopy ? model().mask : nil) {
            guard let q = local, mask.covers(q) else { return nil }
        }
        for child in sublayersFrontToBack {
            let hit: CALayer?
            if flattensSublayers {
                guard let q = local else { break }
                hit = child.hitTest(q, planeToSpace: child.transformToSuperlayer(), honoringMasks: honoringMasks)
            } else {
                hit = child.hitTest(
                    p, planeToSpace: child.transformToSuperlayer().concatenating(planeToSpace),
                    honoringMasks: honoringMasks)
            }
            if let hit { return hit }
        }
        if let q = local, contains(q) { return self }
        return nil
    }

    /// Whether this layer, used as a mask, lets the masked layer show at `p` (in the masked
    /// layer's coordinates): the mask or a sublayer contains it, and a shape mask's path fills it.
    func covers(_ p: CGPoint) -> Bool {
        guard let hit = hitTest(p, planeToSpace: transformToSuperlayer(), honoringMasks: true) else { return false }
        guard hit === self, let shape = self as? CAShapeLayer else { return true }
        guard let path = shape.path, let q = Self.pointOnPlane(under: p, planeToSpace: transformToSuperlayer()) else {
            return false
        }
        return path.contains(q, using: shape.fillRule == .evenOdd ? .evenOdd : .winding)
    }

    /// Sublayers in hit-testing order: higher `zPosition` first, then later sublayers first.
    var sublayersFrontToBack: [CALayer] {
        children.enumerated()
            .sorted { lhs, rhs in
                lhs.element.zPosition != rhs.element.zPosition
                    ? lhs.element.zPosition > rhs.element.zPosition
                    : lhs.offset > rhs.offset
            }
            .map(\.element)
    }

    /// The point of a layer's plane drawn at `p`, or `nil` when none is (edge-on, or behind the eye).
    static func pointOnPlane(under p: CGPoint, planeToSpace: CATransform3D) -> CGPoint? {
        let forward = Homography(flattening: planeToSpace)
        guard let backward = forward.inverse else { return nil }
        let q = backward.apply(p)
        guard q.x.isFinite, q.y.isFinite, forward.apply(x: Double(q.x), y: Double(q.y)).w > 0 else { return nil }
        return q
    }
}
