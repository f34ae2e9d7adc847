import Foundation

// Layer-tree coordinate spaces, built on the convention in LayerGeometry.swift: every
// matrix here maps *bounds coordinates* to bounds coordinates, row-vector style.

extension CALayer {
    /// Whether this layer flattens its sublayers into its own plane (every layer but a `CATransformLayer`
    /// and a `CAReplicatorLayer` that preserves depth).
    var flattensSublayers: Bool { renderKind == .layer }

    /// The layer's own placement: bounds coordinates into the space its `position` is expressed in.
    ///
    /// It ignores the superlayer entirely, which is what `frame` is defined against.
    func positioningTransform() -> CATransform3D {
        LayerGeometry.positioningTransform(
            bounds: bounds, anchorPoint: anchorPoint, anchorPointZ: anchorPointZ,
            position: position, zPosition: zPosition, transform: transform)
    }

    /// What this layer does to every sublayer's geometry (flip, then `sublayerTransform`), in its bounds coordinates.
    func sublayerSpaceTransform() -> CATransform3D {
        LayerGeometry.sublayerSpaceTransform(
            bounds: bounds, anchorPoint: anchorPoint, anchorPointZ: anchorPointZ,
            isGeometryFlipped: isGeometryFlipped, sublayerTransform: sublayerTransform)
    }

    /// The matrix that maps a point `(x, y, z, 1)` in this layer's bounds coordinates to its superlayer's bounds coordinates.
    ///
    /// It is `translate(−anchor3D) · transform · translate(position, zPosition)`, then the
    /// superlayer's geometry flip about its horizontal centre line, then the superlayer's
    /// `sublayerTransform` about its anchor point (row vectors: `p' = p · M`). No
    /// flattening happens here: the result is the layer's place in the superlayer's 3D
    /// space, before the superlayer (unless it is a `CATransformLayer`) flattens it into
    /// its plane. Without a superlayer it maps into the space `position` is expressed in.
    ///
    /// The spec's matrix into the superlayer's *box* (from its top-left corner) is this one
    /// followed by `translate(−superlayer.bounds.origin)`.
    ///
    /// ```swift
    /// let m = card.transformToSuperlayer()
    /// let p = m.apply(card.bounds.minX, card.bounds.minY, 0)   // top-left corner, homogeneous
    /// ```
    public func transformToSuperlayer() -> CATransform3D {
        let m = positioningTransform()
        guard let parent = superlayer else { return m }
        return m.concatenating(parent.sublayerSpaceTransform())
    }

    /// The matrix that maps a point `(x, y, 0, 1)` in this layer's plane into `ancestor`'s bounds coordinates, flattening on the way.
    ///
    /// The product of `transformToSuperlayer()` up the tree, with each layer strictly
    /// between this one and `ancestor` that flattens (every layer but a `CATransformLayer`)
    /// dropping z (`diag(1, 1, 0, 1)`) as it would when drawn. The result keeps z in
    /// `ancestor`'s own space (it is not flattened there), so it can depth-sort siblings;
    /// dividing x and y by w gives the point in `ancestor`'s plane.
    ///
    /// `nil`, or a layer that is not an ancestor, means the root of this layer's tree;
    /// `self` gives the identity.
    public func transform(to ancestor: CALayer?) -> CATransform3D {
        var m = CATransform3DIdentity
        var layer = self
        while layer !== ancestor, let parent = layer.superlayer {
            m = m.concatenating(layer.transformToSuperlayer())
            if parent !== ancestor, parent.flattensSublayers {
                m = m.concatenating(CATransform3DMakeScale(1, 1, 0))
            }
            layer = parent
        }
        return m
    }

    /// The topmost ancestor of this layer, or the layer itself when it has no superlayer.
    var rootLayer: CALayer {
        var layer = self
        while let parent = layer.superlayer { layer = parent }
        return layer
    }
}
