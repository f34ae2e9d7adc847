import Foundation

// The one geometry convention that `frame`, point conversion, hit testing and the
// renderer share. Everything is in *bounds coordinates*: a layer's own points are
// measured in the coordinate system its `bounds` is expressed in, so the layer's
// top-left corner is `bounds.origin`, not necessarily (0, 0).
//
// The spec (rendering-semantics.md, Geometry) states a layer's matrix into its
// superlayer's *box* (measured from the superlayer's top-left corner):
//
//     translate(−anchor3D) · transform · translate(position − superlayer.bounds.origin, zPosition)
//     · flip · sublayerTransform-about-anchor
//
// Box and bounds coordinates differ by exactly `superlayer.bounds.origin`, so in the
// superlayer's bounds coordinates the `− superlayer.bounds.origin` term disappears and
// the flip and the sublayer transform are expressed about the same geometric line and
// point (the superlayer's centre line and anchor), now written in bounds coordinates.
// Chaining bounds-coordinate matrices up the tree therefore needs no extra offsets:
// the superlayer's own matrix starts from its bounds coordinates too.

extension CALayer {
    /// The anchor point in this layer's bounds coordinates, with `anchorPointZ` as its z.
    var anchor3D: (x: CGFloat, y: CGFloat, z: CGFloat) {
        (bounds.minX + anchorPoint.x * bounds.width, bounds.minY + anchorPoint.y * bounds.height, anchorPointZ)
    }

    /// Whether this layer flattens its sublayers into its own plane (every layer but a `CATransformLayer`).
    var flattensSublayers: Bool { !(self is CATransformLayer) }

    /// The layer's own placement: bounds coordinates into the space its `position` is expressed in.
    ///
    /// `translate(−anchor3D) · transform · translate(position, zPosition)`. It ignores
    /// the superlayer entirely, which is what `frame` is defined against.
    func positioningTransform() -> CATransform3D {
        let a = anchor3D
        return CATransform3DMakeTranslation(-a.x, -a.y, -a.z)
            .concatenating(transform)
            .concatenating(CATransform3DMakeTranslation(position.x, position.y, zPosition))
    }

    /// What this layer does to every sublayer's geometry, in its own bounds coordinates.
    ///
    /// First the vertical mirror of `isGeometryFlipped` about the horizontal centre line
    /// (`y → minY + maxY − y`), then `sublayerTransform` about the anchor point,
    /// in the spec's order.
    func sublayerSpaceTransform() -> CATransform3D {
        var m = CATransform3DIdentity
        if isGeometryFlipped {
            m = CATransform3DMakeScale(1, -1, 1)
                .concatenating(CATransform3DMakeTranslation(0, bounds.minY + bounds.maxY, 0))
        }
        if !sublayerTransform.isIdentity {
            let a = anchor3D
            m = m.concatenating(CATransform3DMakeTranslation(-a.x, -a.y, -a.z))
                .concatenating(sublayerTransform)
                .concatenating(CATransform3DMakeTranslation(a.x, a.y, a.z))
        }
        return m
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
