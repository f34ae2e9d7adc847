import Foundation

/// The animation classes' properties, each declared once (see `LayerProperties`): the stored
/// properties take their defaults from here, `init(copying:)` copies what is declared, and
/// key-value coding answers under Core Animation's keys (`removedOnCompletion` for
/// `isRemovedOnCompletion`, `additive` for `isAdditive`).
enum AnimationProperties {
    // MARK: CAAnimation

    static let beginTime = Property("beginTime", \CAAnimation.beginTime, default: CFTimeInterval(0), .number)
    static let duration = Property("duration", \CAAnimation.duration, default: CFTimeInterval(0), .number)
    static let speed = Property("speed", \CAAnimation.speed, default: Float(1), .number)
    static let timeOffset = Property("timeOffset", \CAAnimation.timeOffset, default: CFTimeInterval(0), .number)
    static let repeatCount = Property("repeatCount", \CAAnimation.repeatCount, default: Float(0), .number)
    static let repeatDuration = Property(
        "repeatDuration", \CAAnimation.repeatDuration, default: CFTimeInterval(0), .number)
    static let autoreverses = Property("autoreverses", \CAAnimation.autoreverses, default: false, .bool)
    static let fillMode = Property("fillMode", \CAAnimation.fillMode, default: CAMediaTimingFillMode.removed, [])
    static let timingFunction = Property("timingFunction", \CAAnimation.timingFunction, default: nil, [])
    static let delegate = Property("delegate", \CAAnimation.delegate, default: nil, [])
    static let removedOnCompletion = Property(
        "removedOnCompletion", \CAAnimation.isRemovedOnCompletion, default: true, .bool)

    static let table = PropertyTable(inheriting: nil, [
        beginTime, duration, speed, timeOffset, repeatCount, repeatDuration, autoreverses, fillMode, timingFunction,
        delegate, removedOnCompletion,
    ])

    // MARK: CAPropertyAnimation

    static let keyPath = Property("keyPath", \CAPropertyAnimation.keyPath, default: nil, [])
    static let additive = Property("additive", \CAPropertyAnimation.isAdditive, default: false, .bool)
    static let cumulative = Property("cumulative", \CAPropertyAnimation.isCumulative, default: false, .bool)
    static let valueFunction = Property("valueFunction", \CAPropertyAnimation.valueFunction, default: nil, [])

    static let propertyAnimationTable = PropertyTable(
        inheriting: table, [keyPath, additive, cumulative, valueFunction])

    // MARK: CABasicAnimation

    static let fromValue = Property("fromValue", \CABasicAnimation.fromValue, default: nil, [])
    static let toValue = Property("toValue", \CABasicAnimation.toValue, default: nil, [])
    static let byValue = Property("byValue", \CABasicAnimation.byValue, default: nil, [])

    static let basicTable = PropertyTable(inheriting: propertyAnimationTable, [fromValue, toValue, byValue])

    // MARK: CASpringAnimation

    static let mass = Property("mass", \CASpringAnimation.mass, default: CGFloat(1), .number)
    static let stiffness = Property("stiffness", \CASpringAnimation.stiffness, default: CGFloat(100), .number)
    static let damping = Property("damping", \CASpringAnimation.damping, default: CGFloat(10), .number)
    static let initialVelocity = Property(
        "initialVelocity", \CASpringAnimation.initialVelocity, default: CGFloat(0), .number)

    static let springTable = PropertyTable(inheriting: basicTable, [mass, stiffness, damping, initialVelocity])

    // MARK: CAKeyframeAnimation

    static let values = Property("values", \CAKeyframeAnimation.values, default: nil, [])
    static let path = Property("path", \CAKeyframeAnimation.path, default: nil, .path)
    static let keyTimes = Property("keyTimes", \CAKeyframeAnimation.keyTimes, default: nil, .numbers)
    static let timingFunctions = Property("timingFunctions", \CAKeyframeAnimation.timingFunctions, default: nil, [])
    static let calculationMode = Property(
        "calculationMode", \CAKeyframeAnimation.calculationMode, default: CAAnimationCalculationMode.linear, [])
    static let tensionValues = Property("tensionValues", \CAKeyframeAnimation.tensionValues, default: nil, .numbers)
    static let continuityValues = Property(
        "continuityValues", \CAKeyframeAnimation.continuityValues, default: nil, .numbers)
    static let biasValues = Property("biasValues", \CAKeyframeAnimation.biasValues, default: nil, .numbers)
    static let rotationMode = Property("rotationMode", \CAKeyframeAnimation.rotationMode, default: nil, [])

    static let keyframeTable = PropertyTable(inheriting: propertyAnimationTable, [
        values, path, keyTimes, timingFunctions, calculationMode, tensionValues, continuityValues, biasValues,
        rotationMode,
    ])

    // MARK: CAAnimationGroup

    /// A copied group copies its animations: changing one later must not change the copy.
    static let animations = Property(
        "animations", \CAAnimationGroup.animations, default: nil, [], snapshot: { $0?.map { $0.copy() } })

    static let groupTable = PropertyTable(inheriting: table, [animations])

    // MARK: CATransition

    static let type = Property("type", \CATransition.type, default: CATransitionType.fade, [])
    static let subtype = Property("subtype", \CATransition.subtype, default: nil, [])
    static let startProgress = Property("startProgress", \CATransition.startProgress, default: Float(0), .number)
    static let endProgress = Property("endProgress", \CATransition.endProgress, default: Float(1), .number)

    static let transitionTable = PropertyTable(inheriting: table, [type, subtype, startProgress, endProgress])
}
