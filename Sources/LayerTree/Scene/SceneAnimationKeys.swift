/// The animation `type` values, the keys each one reads, and the names of the
/// enumerated values (fill modes, calculation modes, …) as scene files spell them.
///
/// A key the format lists for another type is an error that names the types
/// it belongs to (`values` on a basic animation), never ignored, so a typo in
/// `type` cannot silently drop half an animation.
enum SceneAnimationKeys {
    /// An animation's `type`: which Core Animation class it becomes.
    enum Kind: String, CaseIterable {
        case basic, keyframe, spring, group, transition

        /// The name used in messages: "basic animations".
        var plural: String { "\(rawValue) animations" }
    }

    /// `CAAnimation` and `CAMediaTiming`: every type reads these.
    static let timing: Set<String> = [
        "type", "duration", "beginTime", "timeOffset", "speed", "repeatCount", "repeatDuration",
        "autoreverses", "fillMode", "removedOnCompletion", "timingFunction",
    ]
    /// `CAPropertyAnimation`. `valueFunction` is LayerKit's addition to the format.
    static let property: Set<String> = ["keyPath", "additive", "cumulative", "valueFunction"]
    /// `CABasicAnimation` (and so `CASpringAnimation`).
    static let basic: Set<String> = ["fromValue", "toValue", "byValue"]
    static let keyframe: Set<String> = [
        "values", "keyTimes", "timingFunctions", "calculationMode", "path", "rotationMode",
    ]
    static let spring: Set<String> = ["mass", "stiffness", "damping", "initialVelocity"]
    static let group: Set<String> = ["animations"]
    static let transition: Set<String> = ["transitionType", "subtype"]

    /// The keys an animation of `kind` reads.
    static func keys(of kind: Kind) -> Set<String> {
        switch kind {
        case .basic: return timing.union(property).union(basic)
        case .keyframe: return timing.union(property).union(keyframe)
        case .spring: return timing.union(property).union(basic).union(spring)
        case .group: return timing.union(group)
        case .transition: return timing.union(transition)
        }
    }

    /// Every key of every type.
    static let all: Set<String> = Kind.allCases.reduce(into: []) { $0.formUnion(keys(of: $1)) }

    /// The types that read `key`, in `Kind` order.
    static func kinds(reading key: String) -> [Kind] { Kind.allCases.filter { keys(of: $0).contains(key) } }

    // MARK: Enumerated values

    static let timingFunctionNames: [CAMediaTimingFunctionName] = [
        .linear, .easeIn, .easeOut, .easeInEaseOut, .default,
    ]
    static let fillModes: [CAMediaTimingFillMode] = [.removed, .forwards, .backwards, .both]
    static let calculationModes: [CAAnimationCalculationMode] = [.linear, .discrete, .paced, .cubic, .cubicPaced]
    static let rotationModes: [CAAnimationRotationMode] = [.rotateAuto, .rotateAutoReverse]
    static let transitionTypes: [CATransitionType] = [.fade, .moveIn, .push, .reveal]
    static let transitionSubtypes: [CATransitionSubtype] = [.fromLeft, .fromRight, .fromTop, .fromBottom]
    static let valueFunctions: [CAValueFunctionName] = [
        .rotateX, .rotateY, .rotateZ, .scale, .scaleX, .scaleY, .scaleZ,
        .translate, .translateX, .translateY, .translateZ,
    ]
}
