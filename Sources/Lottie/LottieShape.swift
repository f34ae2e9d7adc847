import QuartzCore

/// One item of a shape layer's list (`shapes`, a group's `it`), in the file's order: the first item
/// is drawn on top, and a fill or stroke paints the paths listed before it.
public indirect enum LottieShape: Sendable {
    /// A group (`gr`) of items with its own transform (its `tr` item).
    case group(name: String?, items: [LottieShape])
    /// A rectangle (`rc`) around its centre, with rounded corners.
    case rectangle(
        center: LottieAnimatable<CGPoint>, size: LottieAnimatable<CGPoint>, roundness: LottieAnimatable<Double>)
    /// An ellipse (`el`) around its centre.
    case ellipse(center: LottieAnimatable<CGPoint>, size: LottieAnimatable<CGPoint>)
    /// A Bézier path (`sh`).
    case path(LottieAnimatable<LottieBezier>)
    /// A fill (`fl`): colour, opacity in percent and rule.
    case fill(color: LottieAnimatable<LottieColor>, opacity: LottieAnimatable<Double>, isEvenOdd: Bool)
    /// A stroke (`st`).
    case stroke(LottieStroke)
    /// The group's transform (`tr`).
    case transform(LottieTransform)
    /// Trim paths (`tm`): start and end in percent, offset in degrees.
    case trim(start: LottieAnimatable<Double>, end: LottieAnimatable<Double>, offset: LottieAnimatable<Double>)
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
    /// Dash and gap lengths, first values only; empty for a solid line.
    public var dashPattern: [Double]
    /// Where the dash pattern starts.
    public var dashPhase: Double
}
