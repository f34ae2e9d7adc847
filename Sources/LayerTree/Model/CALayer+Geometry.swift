import Foundation

extension CALayer {
    /// The layer's transform as an affine transform; meaningful when `CATransform3DIsAffine(transform)`.
    public func affineTransform() -> CGAffineTransform {
        CATransform3DGetAffineTransform(transform)
    }

    /// Sets the layer's transform to the affine transform `m` (acting in the xy plane).
    public func setAffineTransform(_ m: CGAffineTransform) {
        transform = CATransform3DMakeAffineTransform(m)
    }

    /// The layer's bounding box in its superlayer's coordinates.
    ///
    /// Getting it returns the axis-aligned box of the bounds' four corners after the
    /// layer's `transform` about its anchor point and its `position`, each corner
    /// divided by w, so perspective is included. (Corners behind the eye, w ≤ 0, give
    /// a meaningless box, as in Core Animation.) The superlayer's `sublayerTransform`
    /// and geometry flip are not part of it: `frame` is in the coordinates `position`
    /// is in.
    ///
    /// Setting it with an identity transform sets `bounds.size` to the (standardized)
    /// frame's size and `position` to `frame.origin + anchorPoint · size`, keeping
    /// `bounds.origin`. With any other transform Core Animation's result is undefined;
    /// this setter then leaves the layer unchanged. Use ``setFrame(_:)`` to be told.
    ///
    /// ```swift
    /// layer.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
    /// // bounds.size == (100, 50), position == (60, 45) with the default anchor point
    /// ```
    public var frame: CGRect {
        get {
            if bounds.isNull { return .null }
            if transform.isIdentity {
                // Exact arithmetic for the common case, as Core Animation computes it.
                return CGRect(
                    x: position.x - anchorPoint.x * bounds.width,
                    y: position.y - anchorPoint.y * bounds.height,
                    width: bounds.width, height: bounds.height)
            }
            let m = positioningTransform()
            let corners = [
                (bounds.minX, bounds.minY), (bounds.maxX, bounds.minY),
                (bounds.minX, bounds.maxY), (bounds.maxX, bounds.maxY),
            ].map { corner -> CGPoint in
                let p = m.apply(corner.0, corner.1, 0)
                return CGPoint(x: p.x / p.w, y: p.y / p.w)
            }
            return CGRect.boundingBox(of: corners)
        }
        set {
            guard transform.isIdentity else { return }
            let f = newValue.standardized
            bounds.size = f.size
            position = CGPoint(
                x: f.minX + anchorPoint.x * f.width,
                y: f.minY + anchorPoint.y * f.height)
        }
    }

    /// Sets `frame`, throwing instead of silently doing nothing when the transform is not the identity.
    ///
    /// - Throws: `LayerTreeError.frameWithTransform(layer:)` when `transform` is not
    ///   the identity (Core Animation leaves that case undefined).
    public func setFrame(_ frame: CGRect) throws {
        guard transform.isIdentity else { throw LayerTreeError.frameWithTransform(layer: debugName) }
        self.frame = frame
    }
}
