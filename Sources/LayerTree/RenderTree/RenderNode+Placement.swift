import Foundation

/// The geometry of a superlayer that its sublayers' placement depends on.
public struct SuperlayerGeometry: Equatable, Sendable {
    public var bounds: CGRect
    public var anchorPoint: CGPoint
    public var anchorPointZ: CGFloat
    public var isGeometryFlipped: Bool
    public var sublayerTransform: CATransform3D

    /// The canvas: a superlayer whose bounds start at the origin, with nothing flipped or transformed.
    public static let canvas = SuperlayerGeometry(
        bounds: .zero, anchorPoint: .zero, anchorPointZ: 0, isGeometryFlipped: false,
        sublayerTransform: CATransform3DIdentity)

    public init(bounds: CGRect, anchorPoint: CGPoint, anchorPointZ: CGFloat, isGeometryFlipped: Bool,
                sublayerTransform: CATransform3D) {
        self.bounds = bounds; self.anchorPoint = anchorPoint; self.anchorPointZ = anchorPointZ
        self.isGeometryFlipped = isGeometryFlipped; self.sublayerTransform = sublayerTransform
    }
}

/// Core Animation's placement of a layer in its superlayer, shared by the model and the renderer.
public enum LayerPlacement {
    /// The matrix taking a point in a layer's bounds coordinates to its superlayer's bounds coordinates.
    ///
    /// From `rendering-semantics.md`: `translate(−anchor3D) · transform · translate(position, zPosition)`
    /// (the position is already in the superlayer's bounds coordinates, which is how
    /// `bounds.origin` scrolls sublayers), then the superlayer's vertical mirror when it is
    /// `geometryFlipped`, then its `sublayerTransform` about its anchor point.
    public static func transform(
        bounds: CGRect, anchorPoint: CGPoint, anchorPointZ: CGFloat, position: CGPoint,
        zPosition: CGFloat, transform: CATransform3D, in superlayer: SuperlayerGeometry
    ) -> CATransform3D {
        let ax = bounds.minX + anchorPoint.x * bounds.width
        let ay = bounds.minY + anchorPoint.y * bounds.height
        var m = CATransform3DMakeTranslation(-ax, -ay, -anchorPointZ)
        if !transform.isIdentity { m = m.concatenating(transform) }
        m = m.concatenating(CATransform3DMakeTranslation(position.x, position.y, zPosition))
        let sb = superlayer.bounds
        if superlayer.isGeometryFlipped {
            // y → minY + maxY − y: a mirror about the superlayer's horizontal centre line.
            var mirror = CATransform3DMakeScale(1, -1, 1)
            mirror.m42 = sb.minY + sb.maxY
            m = m.concatenating(mirror)
        }
        if !superlayer.sublayerTransform.isIdentity {
            let sx = sb.minX + superlayer.anchorPoint.x * sb.width
            let sy = sb.minY + superlayer.anchorPoint.y * sb.height
            m = m.concatenating(CATransform3DMakeTranslation(-sx, -sy, -superlayer.anchorPointZ))
                .concatenating(superlayer.sublayerTransform)
                .concatenating(CATransform3DMakeTranslation(sx, sy, superlayer.anchorPointZ))
        }
        return m
    }
}

extension RenderNode {
    /// This node's geometry as its sublayers see it.
    public var superlayerGeometry: SuperlayerGeometry {
        SuperlayerGeometry(bounds: bounds, anchorPoint: anchorPoint, anchorPointZ: anchorPointZ,
                           isGeometryFlipped: isGeometryFlipped, sublayerTransform: sublayerTransform)
    }

    /// The matrix from this node's bounds coordinates to its superlayer's (or the canvas's).
    public func transformToSuperlayer(_ superlayer: SuperlayerGeometry) -> CATransform3D {
        LayerPlacement.transform(
            bounds: bounds, anchorPoint: anchorPoint, anchorPointZ: anchorPointZ, position: position,
            zPosition: zPosition, transform: transform, in: superlayer)
    }
}
