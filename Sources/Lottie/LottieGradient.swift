import QuartzCore

/// A gradient fill's or stroke's paint (`gf`, `gs`): colour stops, the line or circle they lie
/// along, and opacity.
public struct LottieGradient: Sendable {
    /// How the colours spread from the start point.
    public enum Kind: Sendable {
        /// Along the line from the start point to the end point (`t: 1`).
        case linear
        /// In circles around the start point, reaching the last stop at the end point (`t: 2`).
        case radial
    }

    /// Linear or radial.
    public var kind: Kind
    /// How many colour stops `stops` begins with.
    public var colorCount: Int
    /// The stops as bodymovin writes them: `colorCount` groups of location, red, green and blue,
    /// then any number of location and alpha pairs, all 0…1.
    public var stops: LottieAnimatable<[Double]>
    /// Where the gradient starts, in the shape's coordinates.
    public var start: LottieAnimatable<CGPoint>
    /// Where it ends.
    public var end: LottieAnimatable<CGPoint>
    /// Opacity in percent.
    public var opacity: LottieAnimatable<Double>
}

/// A gradient stroke (`gs`): its paint and its line.
public struct LottieGradientStroke: Sendable {
    /// The paint.
    public var gradient: LottieGradient
    /// Width, caps, joins and dashes; its colour and opacity are not used.
    public var line: LottieStroke
}
