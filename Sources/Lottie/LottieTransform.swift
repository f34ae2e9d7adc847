import QuartzCore

/// A layer's or a shape group's transform (`ks`, `tr`): anchor, position, scale, rotation, opacity.
///
/// The matrix is After Effects': translate to the position, rotate (a 3D layer about x and y as
/// well as z), scale, then move the anchor to the origin.
public struct LottieTransform: Sendable {
    /// How a position is animated: as a point, or as two separately keyframed numbers (`s: true`).
    public enum Position: Sendable {
        /// One point property, which may move along spatial tangents.
        case combined(LottieAnimatable<CGPoint>)
        /// The x and y coordinates keyframed on their own.
        case split(x: LottieAnimatable<Double>, y: LottieAnimatable<Double>)
    }

    /// The point of the content that sits at the position, and about which it scales and turns.
    public var anchor: LottieAnimatable<CGPoint> = .fixed(.zero)
    /// Where the anchor goes in the parent.
    public var position: Position = .combined(.fixed(.zero))
    /// Scale in percent, x and y.
    public var scale: LottieAnimatable<CGPoint> = .fixed(CGPoint(x: 100, y: 100))
    /// Rotation in degrees, clockwise on screen.
    public var rotation: LottieAnimatable<Double> = .fixed(0)
    /// A 3D layer's turn about its x axis in degrees (`rx`); nil when the file has none.
    public var rotationX: LottieAnimatable<Double>?
    /// A 3D layer's turn about its y axis in degrees (`ry`); nil when the file has none.
    public var rotationY: LottieAnimatable<Double>?
    /// Opacity in percent.
    public var opacity: LottieAnimatable<Double> = .fixed(100)
    /// Whether the layer turns to follow its position's path (a layer's `ao`, After Effects'
    /// Auto-Orient): the path's direction is added to its rotation.
    public var autoOrients = false
    /// Skew in degrees (`sk`), applied between the rotation and the scale.
    public var skew: LottieAnimatable<Double> = .fixed(0)
    /// The direction of the skew in degrees (`sa`).
    public var skewAxis: LottieAnimatable<Double> = .fixed(0)
    /// Whether a shape group is hidden, frame by frame: no file's transform says so, but a
    /// repeater's copies beyond its keyframed count are (`LottieRepeaterCopies`).
    public var isHidden: LottieAnimatable<Bool> = .fixed(false)

    /// The identity transform.
    public init() {}
}
