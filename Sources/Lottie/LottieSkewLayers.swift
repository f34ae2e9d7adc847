import QuartzCore

extension LottieKeyframeAnimations {
    /// The layer that skews a transform's content, between the rotation (outer layer) and the
    /// scale (inner layer), as After Effects orders them; `nil` without skew.
    ///
    /// Core Animation has no skew key path, so the layer's `transform` is the whole skew matrix,
    /// keyframed as one value where the skew or its axis moves.
    func skewLayer(_ transform: LottieTransform) -> CALayer? {
        let isStraight = { (property: LottieAnimatable<Double>) -> Bool in
            if case .fixed(let value) = property { return value == 0 }
            return false
        }
        guard !isStraight(transform.skew) else { return nil }
        let layer = CALayer()
        layer.bounds = .zero
        layer.position = .zero
        let matrix = LottieShapeGeometry.combine(
            [LottieSampledProperty(transform.skew) { [$0] }, LottieSampledProperty(transform.skewAxis) { [$0] }]
        ) { Self.skewMatrix(skew: $0[0][0], axis: $0[1][0]) }
        apply(
            matrix, to: layer, keyPath: "transform", set: { layer.transform = $0 },
            value: { NSValue(caTransform3D: $0) })
        return layer
    }

    /// After Effects' skew: a shear of `skew` degrees along the direction `axis` degrees from
    /// the x axis (clockwise on screen), that is the direction turned to the x axis, sheared
    /// there, and turned back. A positive skew along x leans vertical edges to the right (their tops
    /// move right), as lottie-ios draws it.
    static func skewMatrix(skew: Double, axis: Double) -> CATransform3D {
        let radians = axis * .pi / 180
        // Bounded short of 90°, where the shear is infinite.
        let angle = min(max(skew, -89), 89) * .pi / 180
        var shear = CATransform3DIdentity
        shear.m21 = CGFloat(tan(-angle))
        return CATransform3DConcat(
            CATransform3DConcat(CATransform3DMakeRotation(CGFloat(-radians), 0, 0, 1), shear),
            CATransform3DMakeRotation(CGFloat(radians), 0, 0, 1))
    }
}
