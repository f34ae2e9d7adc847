import QuartzCore

/// A star or polygon (`sr`): points around a centre at an outer radius (and, for a star, an inner
/// one), each corner optionally rounded.
public struct LottiePolystar: Sendable {
    /// A star's points alternate between two radii; a polygon's corners are all on one.
    public enum Kind: Sendable {
        /// `sy: 1`.
        case star
        /// `sy: 2`.
        case polygon
    }

    /// Star or polygon.
    public var kind: Kind
    /// The centre (`p`).
    public var center: LottieAnimatable<CGPoint>
    /// How many points or corners (`pt`), drawn as the nearest whole number of at least 1.
    public var points: LottieAnimatable<Double>
    /// Rotation in degrees, clockwise from the first point straight up (`r`).
    public var rotation: LottieAnimatable<Double>
    /// The points' radius (`or`).
    public var outerRadius: LottieAnimatable<Double>
    /// A star's inner corners' radius (`ir`).
    public var innerRadius: LottieAnimatable<Double>
    /// How round the points are, in percent (`os`).
    public var outerRoundness: LottieAnimatable<Double>
    /// How round a star's inner corners are, in percent (`is`).
    public var innerRoundness: LottieAnimatable<Double>
    /// Whether it winds anticlockwise (`d: 3`).
    public var isReversed: Bool
}
