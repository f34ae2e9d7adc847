import QuartzCore

extension LottieShapeLayers.Paint {
    /// The paint as a group inside the paint's own group draws it, under that group's `transform`.
    ///
    /// A stroke listed after a group strokes the group's paths where the group's transform puts them,
    /// with the line the stroke's own group asks for: After Effects strokes the transformed path, so a
    /// group scaled 300% does not make an outer 11-point stroke 33 points wide. The group's shape
    /// layers sit inside its transform layers, so the stroke's width (and its dashes) are divided by
    /// the group's scale, as lottie-ios's Core Animation engine divides them for an inherited stroke
    /// (issue_1855). A group scaled differently in x and y is divided by the geometric mean of the
    /// two, which keeps the line's area; a group scaled to nothing draws nothing and keeps the width.
    /// Fills do not depend on the scale and are returned as they are.
    func inherited(through transform: LottieTransform) -> Self {
        var paint = self
        switch kind {
        case .stroke(let stroke):
            paint.kind = .stroke(Self.unscaled(stroke, by: transform.scale))
        case .gradientStroke(var stroke):
            stroke.line = Self.unscaled(stroke.line, by: transform.scale)
            paint.kind = .gradientStroke(stroke)
        case .fill, .gradientFill:
            break
        }
        return paint
    }

    /// How much a scale in percent (x, y) enlarges a line's width.
    static func widthFactor(_ scale: CGPoint) -> Double {
        (abs(Double(scale.x) * Double(scale.y))).squareRoot() / 100
    }

    /// The smallest scale factor divided out; below it the group's content is too small to see and
    /// the width is left alone rather than made huge.
    static let smallestFactor = 1e-6

    /// `stroke` with its width, and with a fixed scale its dashes, divided by `scale`.
    static func unscaled(_ stroke: LottieStroke, by scale: LottieAnimatable<CGPoint>) -> LottieStroke {
        let divide = { (value: Double, scale: CGPoint) -> Double in
            let factor = widthFactor(scale)
            return factor < smallestFactor ? value : value / factor
        }
        var stroke = stroke
        if case .fixed(let fixed) = scale {
            guard fixed != CGPoint(x: 100, y: 100) else { return stroke }
            stroke.width = stroke.width.map { divide($0, fixed) }
            stroke.dashPattern = stroke.dashPattern.map { divide($0, fixed) }
            stroke.dashPhase = stroke.dashPhase.map { divide($0, fixed) }
            return stroke
        }
        // An animated scale: the width at every frame where either has a keyframe (sampled in
        // between where both move), as lottie-ios combines the two keyframe groups. Dashes keep their
        // lengths: Core Animation's dash pattern does not animate.
        stroke.width = LottieShapeGeometry.combine(
            [
                LottieSampledProperty(stroke.width) { [$0] },
                LottieSampledProperty(scale) { [Double($0.x), Double($0.y)] },
            ]
        ) { divide($0[0][0], CGPoint(x: $0[1][0], y: $0[1][1])) }
        return stroke
    }
}
