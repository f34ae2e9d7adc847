import QuartzCore

/// Stars and polygons as Lottie paths, from the top point clockwise, with the tangent lengths
/// lottie-ios gives rounded corners.
enum LottiePolystarGeometry {
    /// The share of the radius a fully rounded star corner's tangents reach.
    static let starRoundness = 0.47829
    /// The share of the radius a fully rounded polygon corner's tangents reach.
    static let polygonRoundness = 0.25
    /// The most points a star or polygon is drawn with: more are indistinguishable from a circle
    /// and would only cost memory.
    static let maximumPoints = 1000

    /// The path of `star` at one moment: `values` holds its centre, then points, rotation, outer
    /// and inner radius, outer and inner roundness, as `LottieSampledProperty` gives them.
    static func path(kind: LottiePolystar.Kind, values: [[Double]], isReversed: Bool) -> LottieBezier {
        let center = CGPoint(x: values[0][0], y: values[0][1])
        // Bounded as a Double first: a huge count would not fit an Int.
        let points = Int(min(max(values[1][0].rounded(), 1), Double(maximumPoints)))
        let (rotation, outer, inner) = (values[2][0], values[3][0], values[4][0])
        let (outerRoundness, innerRoundness) = (values[5][0] / 100, values[6][0] / 100)
        // Corners as (radius, roundness, tangent factor): a star alternates outer and inner.
        let corners: [(radius: Double, roundness: Double)]
        let factor: Double
        switch kind {
        case .star:
            corners = (0..<(2 * points)).map { $0 % 2 == 0 ? (outer, outerRoundness) : (inner, innerRoundness) }
            factor = starRoundness
        case .polygon:
            corners = Array(repeating: (outer, outerRoundness), count: points)
            factor = polygonRoundness
        }
        let step = 2 * Double.pi / Double(corners.count)
        let start = (rotation - 90) * .pi / 180
        var vertices: [CGPoint] = []
        var inTangents: [CGPoint] = []
        var outTangents: [CGPoint] = []
        for (index, corner) in corners.enumerated() {
            let angle = start + Double(index) * step
            vertices.append(CGPoint(x: center.x + corner.radius * cos(angle), y: center.y + corner.radius * sin(angle)))
            // A rounded corner's tangents run along the circle through it, backwards in and
            // forwards out, in proportion to its radius.
            let length = corner.radius * corner.roundness * factor
            let backwards = CGPoint(x: length * sin(angle), y: -length * cos(angle))
            inTangents.append(backwards)
            outTangents.append(CGPoint(x: -backwards.x, y: -backwards.y))
        }
        let path = LottieBezier(vertices: vertices, inTangents: inTangents, outTangents: outTangents, isClosed: true)
        return isReversed ? path.reversedFromFirstVertex : path
    }

    /// The path of `star`, keyframed where any of its properties is.
    static func path(_ star: LottiePolystar) -> LottieAnimatable<LottieBezier> {
        let point = { (p: CGPoint) in [Double(p.x), Double(p.y)] }
        let scalar = { (value: Double) in [value] }
        return LottieShapeGeometry.combine(
            [
                LottieSampledProperty(star.center, components: point),
                LottieSampledProperty(star.points, components: scalar),
                LottieSampledProperty(star.rotation, components: scalar),
                LottieSampledProperty(star.outerRadius, components: scalar),
                LottieSampledProperty(star.innerRadius, components: scalar),
                LottieSampledProperty(star.outerRoundness, components: scalar),
                LottieSampledProperty(star.innerRoundness, components: scalar),
            ]
        ) { path(kind: star.kind, values: $0, isReversed: star.isReversed) }
    }
}
