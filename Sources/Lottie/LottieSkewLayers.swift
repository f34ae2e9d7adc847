import QuartzCore

extension LottieKeyframeAnimations {
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
