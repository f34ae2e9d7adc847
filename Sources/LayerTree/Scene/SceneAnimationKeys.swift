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

    /// The key the decoder reads itself that is no animation property: the animation's class.
    static let structural: Set<String> = ["type"]

    /// The declarations of the class an animation of `kind` becomes.
    static func table(of kind: Kind) -> PropertyTable {
        switch kind {
        case .basic: return AnimationProperties.basicTable
        case .keyframe: return AnimationProperties.keyframeTable
        case .spring: return AnimationProperties.springTable
        case .group: return AnimationProperties.groupTable
        case .transition: return AnimationProperties.transitionTable
        }
    }

    /// The keys an animation of `kind` reads: its class's declared scene keys (`CAAnimation`'s
    /// and `CAMediaTiming`'s for every type) and `type`.
    static func keys(of kind: Kind) -> Set<String> {
        structural.union(table(of: kind).all.compactMap { $0.sceneKey })
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
