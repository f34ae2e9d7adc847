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

/// The layer geometry convention as pure functions of layer properties, for code that holds values, not layers.
///
/// `CALayer.transformToSuperlayer()` is `positioningTransform(…)` of the layer followed by
/// `sublayerSpaceTransform(…)` of its superlayer; a renderer working from `RenderNode`
/// snapshots can build the same matrices from the nodes' fields.
///
/// ```swift
/// let m = LayerGeometry.positioningTransform(
///     bounds: node.bounds, anchorPoint: node.anchorPoint, anchorPointZ: node.anchorPointZ,
///     position: node.position, zPosition: node.zPosition, transform: node.transform)
/// ```
public enum LayerGeometry {
    /// A layer's own placement: its bounds coordinates into the coordinates its `position` is in.
    ///
    /// `translate(−anchor3D) · transform · translate(position, zPosition)`, where
    /// `anchor3D = (bounds.minX + anchorPoint.x·w, bounds.minY + anchorPoint.y·h, anchorPointZ)`.
    public static func positioningTransform(
        bounds: CGRect, anchorPoint: CGPoint, anchorPointZ: CGFloat,
        position: CGPoint, zPosition: CGFloat, transform: CATransform3D
    ) -> CATransform3D {
        let a = anchor3D(bounds: bounds, anchorPoint: anchorPoint, anchorPointZ: anchorPointZ)
        if transform.isIdentity {
            // Most layers: one translation, the same matrix without two 4×4 products.
            return CATransform3DMakeTranslation(position.x - a.x, position.y - a.y, zPosition - a.z)
        }
        return CATransform3DMakeTranslation(-a.x, -a.y, -a.z)
            .concatenating(transform)
            .concatenating(CATransform3DMakeTranslation(position.x, position.y, zPosition))
    }

    /// What a layer does to its sublayers' geometry, in its own bounds coordinates.
    ///
    /// First the vertical mirror of `isGeometryFlipped` about the horizontal centre line
    /// (`y → minY + maxY − y`), then `sublayerTransform` about the anchor point, in the
    /// spec's order.
    public static func sublayerSpaceTransform(
        bounds: CGRect, anchorPoint: CGPoint, anchorPointZ: CGFloat,
        isGeometryFlipped: Bool, sublayerTransform: CATransform3D
    ) -> CATransform3D {
        var m = CATransform3DIdentity
        if isGeometryFlipped {
            m = CATransform3DMakeScale(1, -1, 1)
                .concatenating(CATransform3DMakeTranslation(0, bounds.minY + bounds.maxY, 0))
        }
        if !sublayerTransform.isIdentity {
            let a = anchor3D(bounds: bounds, anchorPoint: anchorPoint, anchorPointZ: anchorPointZ)
            m = m.concatenating(CATransform3DMakeTranslation(-a.x, -a.y, -a.z))
                .concatenating(sublayerTransform)
                .concatenating(CATransform3DMakeTranslation(a.x, a.y, a.z))
        }
        return m
    }

    /// The anchor point in bounds coordinates, with `anchorPointZ` as its z.
    static func anchor3D(bounds: CGRect, anchorPoint: CGPoint, anchorPointZ: CGFloat)
        -> (x: CGFloat, y: CGFloat, z: CGFloat)
    {
        (bounds.minX + anchorPoint.x * bounds.width, bounds.minY + anchorPoint.y * bounds.height, anchorPointZ)
    }
}
