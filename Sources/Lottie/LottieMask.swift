import QuartzCore

/// One of a layer's masks (`masksProperties[i]`): a path that limits where the layer shows,
/// combined with the masks before it by its mode.
public struct LottieMask: Sendable {
    /// How a mask combines with the masks listed before it (`mode`).
    public enum Mode: String, Sendable {
        /// Adds its area to theirs (`a`).
        case add = "a"
        /// Removes its area from theirs (`s`).
        case subtract = "s"
        /// Keeps only what lies in both (`i`).
        case intersect = "i"
        /// After Effects' lighten (`l`): played as add, as lottie-ios does.
        case lighten = "l"
        /// After Effects' darken (`d`): played as intersect, as lottie-ios does.
        case darken = "d"
        /// After Effects' difference (`f`): played as intersect, as lottie-ios does.
        case difference = "f"
        /// No effect (`n`): the mask is skipped.
        case none = "n"

        /// The mode Core Animation layers express: add, subtract or intersect (`nil` for none).
        var played: Mode? {
            switch self {
            case .add, .lighten: .add
            case .subtract: .subtract
            case .intersect, .darken, .difference: .intersect
            case .none: nil
            }
        }
    }

    /// How it combines with the masks before it.
    public var mode: Mode
    /// Its path (`pt`), in the layer's coordinates.
    public var path: LottieAnimatable<LottieBezier>
    /// Its opacity in percent (`o`).
    public var opacity: LottieAnimatable<Double>
    /// How far its edge is pushed out, in points, or pulled in when negative (`x`).
    public var expansion: LottieAnimatable<Double>
    /// Whether its area is everything outside the path (`inv`).
    public var isInverted: Bool
}
