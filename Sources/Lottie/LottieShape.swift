import QuartzCore

/// One item of a shape layer's list (`shapes`, a group's `it`), in the file's order: the first item
/// is drawn on top, and a fill or stroke paints the paths listed before it.
public indirect enum LottieShape: Sendable {
    /// A group (`gr`) of items with its own transform (its `tr` item).
    case group(name: String?, items: [LottieShape])
    /// A rectangle (`rc`) around its centre, with rounded corners; wound anticlockwise with `d: 3`.
    case rectangle(
        center: LottieAnimatable<CGPoint>, size: LottieAnimatable<CGPoint>, roundness: LottieAnimatable<Double>,
        isReversed: Bool = false)
    /// An ellipse (`el`) around its centre; wound anticlockwise with `d: 3`.
    case ellipse(center: LottieAnimatable<CGPoint>, size: LottieAnimatable<CGPoint>, isReversed: Bool = false)
    /// A star or polygon (`sr`).
    case polystar(LottiePolystar)
    /// A Bézier path (`sh`).
    case path(LottieAnimatable<LottieBezier>)
    /// A fill (`fl`): colour, opacity in percent and rule.
    case fill(color: LottieAnimatable<LottieColor>, opacity: LottieAnimatable<Double>, isEvenOdd: Bool)
    /// A stroke (`st`).
    case stroke(LottieStroke)
    /// A gradient fill (`gf`) and its rule.
    case gradientFill(LottieGradient, isEvenOdd: Bool)
    /// A gradient stroke (`gs`).
    case gradientStroke(LottieGradientStroke)
    /// A repeater (`rp`) of the items before it.
    case repeater(LottieRepeater)
    /// Rounded corners (`rd`) of the paths before it: the radius.
    case roundedCorners(LottieAnimatable<Double>)
    /// The group's transform (`tr`).
    case transform(LottieTransform)
    /// Trim paths (`tm`): start and end in percent, offset in degrees, and whether the paths are
    /// cut one after another as one line (`m: 2`) rather than each alike.
    case trim(
        start: LottieAnimatable<Double>, end: LottieAnimatable<Double>, offset: LottieAnimatable<Double>,
        isIndividual: Bool)
}

/// A stroke's paint and line style.
public struct LottieStroke: Sendable {
    /// The colour.
    public var color: LottieAnimatable<LottieColor>
    /// Opacity in percent.
    public var opacity: LottieAnimatable<Double>
    /// Line width in points.
    public var width: LottieAnimatable<Double>
    /// Line cap: butt, round or square.
    public var cap: CAShapeLayerLineCap
    /// Line join: miter, round or bevel.
    public var join: CAShapeLayerLineJoin
    /// Miter limit.
    public var miterLimit: Double
    /// Dash and gap lengths, first values only (lottie-ios animates only the phase); empty for a
    /// solid line.
    public var dashPattern: [Double]
    /// Where the dash pattern starts (`o` of the dashes).
    public var dashPhase: LottieAnimatable<Double>
}
