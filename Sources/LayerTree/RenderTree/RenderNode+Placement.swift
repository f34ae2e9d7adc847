import Foundation

/// The geometry of a superlayer that its sublayers' placement depends on.
public struct SuperlayerGeometry: Equatable, Sendable {
    /// The superlayer's `bounds`.
    public var bounds: CGRect
    /// The superlayer's `anchorPoint`.
    public var anchorPoint: CGPoint
    /// The superlayer's `anchorPointZ`.
    public var anchorPointZ: CGFloat
    /// The superlayer's `isGeometryFlipped`.
    public var isGeometryFlipped: Bool
    /// The superlayer's `sublayerTransform`.
    public var sublayerTransform: CATransform3D

    /// The canvas: a superlayer whose bounds start at the origin, with nothing flipped or transformed.
    public static let canvas = SuperlayerGeometry(
        bounds: .zero, anchorPoint: .zero, anchorPointZ: 0, isGeometryFlipped: false,
        sublayerTransform: CATransform3DIdentity)

    /// Creates the geometry from a superlayer's values.
    public init(
        bounds: CGRect, anchorPoint: CGPoint, anchorPointZ: CGFloat, isGeometryFlipped: Bool,
        sublayerTransform: CATransform3D
    ) {
        self.bounds = bounds; self.anchorPoint = anchorPoint; self.anchorPointZ = anchorPointZ
        self.isGeometryFlipped = isGeometryFlipped; self.sublayerTransform = sublayerTransform
    }
}

extension RenderNode {
    /// This node's geometry as its sublayers see it.
    public var superlayerGeometry: SuperlayerGeometry {
        SuperlayerGeometry(
            bounds: bounds, anchorPoint: anchorPoint, anchorPointZ: anchorPointZ,
            isGeometryFlipped: isGeometryFlipped, sublayerTransform: sublayerTransform)
    }

    /// The matrix from this node's bounds coordinates to its superlayer's (or the canvas's).
    ///
    /// The same convention as `CALayer.transformToSuperlayer()` (see `LayerGeometry`).
    public func transformToSuperlayer(_ superlayer: SuperlayerGeometry) -> CATransform3D {
        Self.transformToSuperlayer(
            bounds: bounds, anchorPoint: anchorPoint, anchorPointZ: anchorPointZ,
            position: position, zPosition: zPosition, transform: transform,
            superlayer: superlayer)
    }

    static func transformToSuperlayer(
        bounds: CGRect, anchorPoint: CGPoint, anchorPointZ: CGFloat, position: CGPoint, zPosition: CGFloat,
        transform: CATransform3D, superlayer: SuperlayerGeometry
    ) -> CATransform3D {
        let placed = LayerGeometry.positioningTransform(
            bounds: bounds, anchorPoint: anchorPoint, anchorPointZ: anchorPointZ, position: position,
            zPosition: zPosition, transform: transform)
        guard superlayer.isGeometryFlipped || !superlayer.sublayerTransform.isIdentity else { return placed }
        return placed.concatenating(
            LayerGeometry.sublayerSpaceTransform(
                bounds: superlayer.bounds, anchorPoint: superlayer.anchorPoint, anchorPointZ: superlayer.anchorPointZ,
                isGeometryFlipped: superlayer.isGeometryFlipped, sublayerTransform: superlayer.sublayerTransform))
    }

}

extension RenderTree {
    /// `nodes[index].transformToSuperlayer(superlayer)`, reading the node's fields in place: a render node
    /// is large, and a method called on an array element copies the whole element first.
    public func transformToSuperlayer(ofNode index: Int, _ superlayer: SuperlayerGeometry) -> CATransform3D {
        RenderNode.transformToSuperlayer(
            bounds: nodes[index].bounds, anchorPoint: nodes[index].anchorPoint,
            anchorPointZ: nodes[index].anchorPointZ, position: nodes[index].position,
            zPosition: nodes[index].zPosition, transform: nodes[index].transform, superlayer: superlayer)
    }

    /// `nodes[index].superlayerGeometry`, read in place.
    public func superlayerGeometry(ofNode index: Int) -> SuperlayerGeometry {
        SuperlayerGeometry(
            bounds: nodes[index].bounds, anchorPoint: nodes[index].anchorPoint,
            anchorPointZ: nodes[index].anchorPointZ, isGeometryFlipped: nodes[index].isGeometryFlipped,
            sublayerTransform: nodes[index].sublayerTransform)
    }
}
