import QuartzCore

extension LottieKeyframeAnimations {
    /// The layer that carries a skewed or mirrored transform whole, as one `transform` matrix
    /// keyframed where any of its components moves; `nil` for other transforms.
    ///
    /// Core Animation has no skew key path, and animates a negative `transform.scale.x` wrongly
    /// (lottie-ios cites FB9862872), so lottie-ios's Core Animation engine animates such a
    /// transform as one `transform` of the combined matrix (`addCombinedTransformAnimation`).
    /// Core Animation interpolates between two such keyframes by decomposing the matrices
    /// (translation, scale, skew, rotation by quaternion), so a mirrored layer keyframed from
    /// 180° to 450° does not turn on through 270° as the file's angle does, and iOS draws
    /// issue_2094's inner arc so. The matrix is After Effects' translate(position) · rotate ·
    /// skew · scale · translate(−anchor).
    func combinedTransformLayer(_ transform: LottieTransform) -> CALayer? {
        guard Self.needsCombinedTransform(transform) else { return nil }
        let layer = CALayer()
        layer.bounds = .zero
        layer.position = .zero
        let point = { (p: CGPoint) in [Double(p.x), Double(p.y)] }
        var properties = [
            LottieSampledProperty(transform.anchor, components: point),
            LottieSampledProperty(transform.scale, components: point),
            LottieSampledProperty(transform.rotation) { [$0] },
            LottieSampledProperty(transform.skew) { [$0] },
            LottieSampledProperty(transform.skewAxis) { [$0] },
            LottieSampledProperty(transform.rotationX ?? .fixed(0)) { [$0] },
            LottieSampledProperty(transform.rotationY ?? .fixed(0)) { [$0] },
        ]
        switch transform.position {
        case .combined(let position): properties.append(LottieSampledProperty(position, components: point))
        case .split(let x, let y):
            properties += [LottieSampledProperty(x) { [$0] }, LottieSampledProperty(y) { [$0] }]
        }
        // A skew that moves is sampled whatever the timing, as lottie-ios does (`hasSkewAnimation`).
        let skewMoves: Bool
        switch (transform.skew, transform.skewAxis) {
        case (.fixed, .fixed): skewMoves = false
        default: skewMoves = Self.isSkewed(transform)
        }
        let matrix = LottieShapeGeometry.combine(properties, sampled: skewMoves) { values in
            let position = values.count > 8 ? [values[7][0], values[8][0]] : values[7]
            return Self.combinedMatrix(
                anchor: values[0], scale: values[1], rotation: values[2][0], skew: values[3][0], axis: values[4][0],
                position: position, rotationX: values[5][0], rotationY: values[6][0])
        }
        apply(
            matrix, to: layer, keyPath: "transform", set: { layer.transform = $0 },
            value: { NSValue(caTransform3D: $0) })
        return layer
    }

    /// translate(position) · rotate about x · about y · about z · skew · scale · translate(−anchor),
    /// applied right to left (Core Animation's row vectors concatenate left to right: the anchor's
    /// shift first), as lottie-ios's `CATransform3D.makeTransform` builds it.
    static func combinedMatrix(
        anchor: [Double], scale: [Double], rotation: Double, skew: Double, axis: Double, position: [Double],
        rotationX: Double = 0, rotationY: Double = 0
    ) -> CATransform3D {
        let turn = { (degrees: Double, x: CGFloat, y: CGFloat, z: CGFloat) in
            CATransform3DMakeRotation(CGFloat(degrees * .pi / 180), x, y, z)
        }
        var matrix = CATransform3DMakeTranslation(CGFloat(-anchor[0]), CGFloat(-anchor[1]), 0)
        matrix = CATransform3DConcat(
            matrix, CATransform3DMakeScale(CGFloat(scale[0] / 100), CGFloat(scale[1] / 100), 1))
        matrix = CATransform3DConcat(matrix, skewMatrix(skew: skew, axis: axis))
        matrix = CATransform3DConcat(matrix, turn(rotation, 0, 0, 1))
        if rotationY != 0 { matrix = CATransform3DConcat(matrix, turn(rotationY, 0, 1, 0)) }
        if rotationX != 0 { matrix = CATransform3DConcat(matrix, turn(rotationX, 1, 0, 0)) }
        return CATransform3DConcat(matrix, CATransform3DMakeTranslation(CGFloat(position[0]), CGFloat(position[1]), 0))
    }

    /// Whether lottie-ios combines the transform into one matrix: a skew other than a fixed 0,
    /// or a negative x scale at any keyframe (`hasSkew`, `hasNegativeXScaleValues`).
    static func needsCombinedTransform(_ transform: LottieTransform) -> Bool {
        isSkewed(transform) || transform.scale.values.contains { $0.x < 0 }
    }

    /// Whether the skew is other than 0 at some keyframe (lottie-ios's `hasSkew`).
    static func isSkewed(_ transform: LottieTransform) -> Bool {
        transform.skew.values.contains { $0 != 0 }
    }
}
