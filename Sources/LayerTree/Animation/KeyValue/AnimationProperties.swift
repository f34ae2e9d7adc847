import Foundation

/// The animation classes' properties, each declared once (see `LayerProperties`): the stored
/// properties take their defaults from here, `init(copying:)` copies what is declared, and
/// key-value coding answers under Core Animation's keys (`removedOnCompletion` for
/// `isRemovedOnCompletion`, `additive` for `isAdditive`), and scene files' animation objects
/// are read through the same declarations (the scene format's Animation table; a transition's
/// `type` is `transitionType` there, since `type` names the animation's class). Keys whose
/// values depend on the animated property (`fromValue`, `values`, `path`) or on the layer
/// (`animations`) are read by `SceneDecoder` itself.
enum AnimationProperties {
    // MARK: CAAnimation

    static let beginTime = Property(
        "beginTime", \CAAnimation.beginTime, default: CFTimeInterval(0), .number,
        scene: .read { Double(try $0.number($1, at: $2)) }, copy: { $0.beginTime = $1.beginTime })
    static let duration = Property(
        "duration", \CAAnimation.duration, default: CFTimeInterval(0), .number,
        scene: .read { Double(try $0.nonNegativeNumber($1, at: $2)) }, copy: { $0.duration = $1.duration })
    static let speed = Property(
        "speed", \CAAnimation.speed, default: Float(1), .number, scene: .read { try $0.floatNumber($1, at: $2) },
        copy: { $0.speed = $1.speed })
    static let timeOffset = Property(
        "timeOffset", \CAAnimation.timeOffset, default: CFTimeInterval(0), .number,
        scene: .read { Double(try $0.number($1, at: $2)) },
        copy: { $0.timeOffset = $1.timeOffset })
    static let repeatCount = Property(
        "repeatCount", \CAAnimation.repeatCount, default: Float(0), .number,
        scene: .read { try $0.repeatCount($1, at: $2) }, copy: { $0.repeatCount = $1.repeatCount })
    static let repeatDuration = Property(
        "repeatDuration", \CAAnimation.repeatDuration, default: CFTimeInterval(0), .number,
        scene: .read { Double(try $0.nonNegativeNumber($1, at: $2)) },
        copy: { $0.repeatDuration = $1.repeatDuration })
    static let autoreverses = Property(
        "autoreverses", \CAAnimation.autoreverses, default: false, .bool, scene: .read { try $0.bool($1, at: $2) },
        copy: { $0.autoreverses = $1.autoreverses })
    static let fillMode = Property(
        "fillMode", \CAAnimation.fillMode, default: CAMediaTimingFillMode.removed, [],
        scene: .read { try $0.choice($1, at: $2, what: "fill mode", from: SceneAnimationKeys.fillModes) },
        copy: { $0.fillMode = $1.fillMode })
    static let timingFunction = Property(
        "timingFunction", \CAAnimation.timingFunction, default: nil, [],
        scene: .read { try $0.timingFunction($1, at: $2) },
        copy: { $0.timingFunction = $1.timingFunction })
    static let delegate = Property(
        "delegate", \CAAnimation.delegate, default: nil, [], copy: { $0.delegate = $1.delegate })
    static let removedOnCompletion = Property(
        "removedOnCompletion", \CAAnimation.isRemovedOnCompletion, default: true, .bool,
        scene: .read { try $0.bool($1, at: $2) },
        copy: { $0.isRemovedOnCompletion = $1.isRemovedOnCompletion })

    static let preferredFrameRateRange = Property(
        "preferredFrameRateRange", \CAAnimation.preferredFrameRateRange, default: CAFrameRateRange.default, [],
        copy: { $0.preferredFrameRateRange = $1.preferredFrameRateRange })

    static let table = PropertyTable(
        inheriting: nil,
        [
            beginTime, duration, speed, timeOffset, repeatCount, repeatDuration, autoreverses, fillMode, timingFunction,
            delegate, removedOnCompletion, preferredFrameRateRange,
        ])

    // MARK: CAPropertyAnimation

    static let keyPath = Property(
        "keyPath", \CAPropertyAnimation.keyPath, default: nil, [], scene: .readBySceneDecoder,
        copy: { $0.keyPath = $1.keyPath })
    static let additive = Property(
        "additive", \CAPropertyAnimation.isAdditive, default: false, .bool, scene: .read { try $0.bool($1, at: $2) },
        copy: { $0.isAdditive = $1.isAdditive })
    static let cumulative = Property(
        "cumulative", \CAPropertyAnimation.isCumulative, default: false, .bool,
        scene: .read { try $0.bool($1, at: $2) },
        copy: { $0.isCumulative = $1.isCumulative })
    static let valueFunction = Property(
        "valueFunction", \CAPropertyAnimation.valueFunction, default: nil, [], scene: .readBySceneDecoder,
        copy: { $0.valueFunction = $1.valueFunction })

    static let propertyAnimationTable = PropertyTable(
        inheriting: table, [keyPath, additive, cumulative, valueFunction])

    // MARK: CABasicAnimation

    static let fromValue = Property(
        "fromValue", \CABasicAnimation.fromValue, default: nil, [], scene: .readBySceneDecoder,
        copy: { $0.fromValue = $1.fromValue })
    static let toValue = Property(
        "toValue", \CABasicAnimation.toValue, default: nil, [], scene: .readBySceneDecoder,
        copy: { $0.toValue = $1.toValue })
    static let byValue = Property(
        "byValue", \CABasicAnimation.byValue, default: nil, [], scene: .readBySceneDecoder,
        copy: { $0.byValue = $1.byValue })

    static let basicTable = PropertyTable(inheriting: propertyAnimationTable, [fromValue, toValue, byValue])

    // MARK: CASpringAnimation

    static let mass = Property(
        "mass", \CASpringAnimation.mass, default: CGFloat(1), .number,
        scene: .read { try $0.positiveNumber($1, at: $2) }, copy: { $0.mass = $1.mass })
    static let stiffness = Property(
        "stiffness", \CASpringAnimation.stiffness, default: CGFloat(100), .number,
        scene: .read { try $0.positiveNumber($1, at: $2) },
        copy: { $0.stiffness = $1.stiffness })
    static let damping = Property(
        "damping", \CASpringAnimation.damping, default: CGFloat(10), .number,
        scene: .read { try $0.nonNegativeNumber($1, at: $2) }, copy: { $0.damping = $1.damping })
    static let initialVelocity = Property(
        "initialVelocity", \CASpringAnimation.initialVelocity, default: CGFloat(0), .number,
        scene: .read { try $0.number($1, at: $2) },
        copy: { $0.initialVelocity = $1.initialVelocity })

    static let allowsOverdamping = Property(
        "allowsOverdamping", \CASpringAnimation.allowsOverdamping, default: false, .bool,
        copy: { $0.allowsOverdamping = $1.allowsOverdamping })

    static let springTable = PropertyTable(
        inheriting: basicTable, [mass, stiffness, damping, initialVelocity, allowsOverdamping])

    // MARK: CAKeyframeAnimation

    static let values = Property(
        "values", \CAKeyframeAnimation.values, default: nil, [], scene: .readBySceneDecoder,
        copy: { $0.values = $1.values })
    static let path = Property(
        "path", \CAKeyframeAnimation.path, default: nil, .path, scene: .readBySceneDecoder, copy: { $0.path = $1.path })
    static let keyTimes = Property(
        "keyTimes", \CAKeyframeAnimation.keyTimes, default: nil, .numbers, scene: .read { try $0.keyTimes($1, at: $2) },
        copy: { $0.keyTimes = $1.keyTimes })
    static let timingFunctions = Property(
        "timingFunctions", \CAKeyframeAnimation.timingFunctions, default: nil, [],
        scene: .read { try $0.timingFunctionList($1, at: $2) },
        copy: { $0.timingFunctions = $1.timingFunctions })
    static let calculationMode = Property(
        "calculationMode", \CAKeyframeAnimation.calculationMode, default: CAAnimationCalculationMode.linear, [],
        scene: .read { try $0.choice($1, at: $2, what: "calculation mode", from: SceneAnimationKeys.calculationModes) },
        copy: { $0.calculationMode = $1.calculationMode })
    static let tensionValues = Property(
        "tensionValues", \CAKeyframeAnimation.tensionValues, default: nil, .numbers,
        copy: { $0.tensionValues = $1.tensionValues })
    static let continuityValues = Property(
        "continuityValues", \CAKeyframeAnimation.continuityValues, default: nil, .numbers,
        copy: { $0.continuityValues = $1.continuityValues })
    static let biasValues = Property(
        "biasValues", \CAKeyframeAnimation.biasValues, default: nil, .numbers, copy: { $0.biasValues = $1.biasValues })
    static let rotationMode = Property(
        "rotationMode", \CAKeyframeAnimation.rotationMode, default: nil, [],
        scene: .read { try $0.choice($1, at: $2, what: "rotation mode", from: SceneAnimationKeys.rotationModes) },
        copy: { $0.rotationMode = $1.rotationMode })

    static let keyframeTable = PropertyTable(
        inheriting: propertyAnimationTable,
        [
            values, path, keyTimes, timingFunctions, calculationMode, tensionValues, continuityValues, biasValues,
            rotationMode,
        ])

    // MARK: CAAnimationGroup

    /// A copied group copies its animations: changing one later must not change the copy.
    static let animations = Property(
        "animations", \CAAnimationGroup.animations, default: nil, [], scene: .readBySceneDecoder,
        copy: { $0.animations = $1.animations?.map { $0.copy() } })

    static let groupTable = PropertyTable(inheriting: table, [animations])

    // MARK: CATransition

    static let type = Property(
        "type", \CATransition.type, default: CATransitionType.fade, [],
        scene: .read(as: "transitionType") {
            try $0.choice($1, at: $2, what: "transition type", from: SceneAnimationKeys.transitionTypes)
        }, copy: { $0.type = $1.type })
    static let subtype = Property(
        "subtype", \CATransition.subtype, default: nil, [],
        scene: .read {
            try $0.choice($1, at: $2, what: "transition subtype", from: SceneAnimationKeys.transitionSubtypes)
        }, copy: { $0.subtype = $1.subtype })
    static let startProgress = Property(
        "startProgress", \CATransition.startProgress, default: Float(0), .number,
        copy: { $0.startProgress = $1.startProgress })
    static let endProgress = Property(
        "endProgress", \CATransition.endProgress, default: Float(1), .number, copy: { $0.endProgress = $1.endProgress })

    /// Core Image's filter for the transition, kept as it is (LayerKit draws the four built-in types).
    static let filter = Property(
        "filter", \CATransition.filter, default: nil, [], copy: { $0.filter = $1.filter })

    static let transitionTable = PropertyTable(
        inheriting: table, [type, subtype, startProgress, endProgress, filter])
}
