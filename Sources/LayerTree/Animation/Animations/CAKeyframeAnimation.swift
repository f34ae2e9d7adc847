import Foundation

/// How a keyframe animation computes the values between its keyframes.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The name, as Core Animation spells it.
    public let rawValue: String
    /// Creates a value from its name; Core Animation's names are the static members.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Straight interpolation between neighbours, at `keyTimes`.
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value holds until the next key time; no interpolation.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Constant speed: `keyTimes` and `timingFunctions` are ignored.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth Kochanek–Bartels (Catmull–Rom by default) spline through the values, at `keyTimes`.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// The cubic spline at constant speed.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether an object moving along a keyframe path turns to follow it.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    /// The name, as Core Animation spells it.
    public let rawValue: String
    /// Creates a value from its name; Core Animation's names are the static members.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The layer turns to the path's tangent.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// The layer turns to the path's tangent plus 180°.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// An animation through a list of values (or along a path) at given key times.
///
/// ```swift
/// let bounce = CAKeyframeAnimation(keyPath: "position.y")
/// bounce.values = [0, 240, 180, 240]
/// bounce.keyTimes = [0, 0.5, 0.75, 1]
/// bounce.timingFunctions = [CAMediaTimingFunction(name: .easeIn),
///                           CAMediaTimingFunction(name: .easeOut),
///                           CAMediaTimingFunction(name: .easeIn)]
/// ```
open class CAKeyframeAnimation: CAPropertyAnimation {
    override class var propertyTable: PropertyTable { AnimationProperties.keyframeTable }

    /// The keyframe values; ignored when `path` is set.
    open var values: [Any]? = AnimationProperties.values.defaultValue
    /// A path for point properties (and `transform.translation`) to follow; its element end points
    /// are the keyframes.
    open var path: CGPath? = AnimationProperties.path.defaultValue
    /// Times from 0 to 1 at which each keyframe is reached; evenly spaced when `nil`.
    open var keyTimes: [NSNumber]? = AnimationProperties.keyTimes.defaultValue
    /// One timing function per segment (`values.count − 1` of them).
    open var timingFunctions: [CAMediaTimingFunction]? = AnimationProperties.timingFunctions.defaultValue
    /// How values between keyframes are computed: `linear`, `discrete`, `paced`, `cubic`, `cubicPaced`.
    open var calculationMode: CAAnimationCalculationMode = AnimationProperties.calculationMode.defaultValue
    /// Spline parameters for `cubic` modes, one per keyframe (0 when `nil`: Catmull–Rom).
    open var tensionValues: [NSNumber]? = AnimationProperties.tensionValues.defaultValue
    /// Per-keyframe continuity of the `cubic` mode's Kochanek–Bartels spline.
    open var continuityValues: [NSNumber]? = AnimationProperties.continuityValues.defaultValue
    /// Per-keyframe bias of the `cubic` mode's Kochanek–Bartels spline.
    open var biasValues: [NSNumber]? = AnimationProperties.biasValues.defaultValue
    /// Turns the layer along the path's tangent; only with `path`.
    open var rotationMode: CAAnimationRotationMode? = AnimationProperties.rotationMode.defaultValue

    override func makeEvaluator(for layer: CALayer, key: String?, inheritedDuration: CFTimeInterval?) throws
        -> AnimationEvaluator
    {
        let target = try PropertyTarget(keyPath: keyPath ?? key, on: layer, animation: self)
        let timing = timingModel(inheritedDuration: inheritedDuration)
        if let path, !path.isEmpty {
            // Points, or a whole translation (its x and y), as lottie-ios moves its layers.
            let takesPoints: Bool
            if case .point? = target.sample { takesPoints = true } else { takesPoints = false }
            guard takesPoints || target.keyPath.translationAxis == .all, target.valueFunction == nil else {
                let kind = target.sample?.kindName ?? "not a point"
                throw AnimationError("a keyframe path animates points, but '\(target.keyPath)' is \(kind)")
            }
            return PathKeyframeEvaluator(
                target: target, timing: timing, timingFunction: timingFunction, path: path,
                keyTimes: keyTimes?.map(\.doubleValue), timingFunctions: timingFunctions,
                paced: calculationMode == .paced || calculationMode == .cubicPaced,
                discrete: calculationMode == .discrete, rotationMode: rotationMode)
        }
        guard let values, !values.isEmpty else { throw AnimationError("a keyframe animation needs values or a path") }
        let converted = try values.enumerated().map { index, value in
            try target.convert(value, name: "values[\(index)]")!
        }
        let spline = KeyframeSpline(
            values: converted, keyTimes: keyTimes?.map(\.doubleValue), timingFunctions: timingFunctions,
            mode: calculationMode, tension: tensionValues?.map(\.doubleValue),
            continuity: continuityValues?.map(\.doubleValue), bias: biasValues?.map(\.doubleValue))
        return KeyframeEvaluator(target: target, timing: timing, timingFunction: timingFunction, spline: spline)
    }
}
