import QuartzCore

/// A repeater (`rp`): the items listed before it in its group drawn `copies` times, each copy
/// moved by one more step of its transform.
public struct LottieRepeater: Sendable {
    /// How many copies (`c`), as the file gives it: a keyframed count shows the first `Int(c)`
    /// copies at each frame (`LottieRepeaterCopies`).
    public var copies: LottieAnimatable<Double>
    /// How many steps the first copy is moved (`o`).
    public var offset: Double
    /// Whether each copy is drawn above the one before it (`m: 1`) or below (`m: 2`).
    public var isAbove: Bool
    /// One step: anchor, position, scale and rotation (`tr`).
    public var transform: LottieTransform
    /// The first copy's opacity in percent (`tr.so`).
    public var startOpacity: LottieAnimatable<Double>
    /// The last copy's opacity in percent (`tr.eo`).
    public var endOpacity: LottieAnimatable<Double>
}
