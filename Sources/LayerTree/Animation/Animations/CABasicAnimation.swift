import Foundation

/// An animation between two values, given as any documented combination of
/// `fromValue`, `toValue` and `byValue`.
///
/// | set | animates |
/// | --- | --- |
/// | from, to | from → to |
/// | from, by | from → from + by |
/// | by, to | to − by → to |
/// | from | from → the current presentation value |
/// | to | the current presentation value → to |
/// | by | the current presentation value → that value + by |
/// | none | the previous value → the current value |
///
/// "Current presentation value" is the property's value underneath this
/// animation at each frame: the model value plus earlier animations.
open class CABasicAnimation: CAPropertyAnimation {
    override class var propertyTable: PropertyTable { AnimationProperties.basicTable }

    /// The value the animation starts from; nil starts from the presentation value.
    open var fromValue: Any? = AnimationProperties.fromValue.defaultValue
    /// The value the animation ends at; nil ends at the model value.
    open var toValue: Any? = AnimationProperties.toValue.defaultValue
    /// The amount added to the start value, when `toValue` is not set.
    open var byValue: Any? = AnimationProperties.byValue.defaultValue

    override func makeEvaluator(for layer: CALayer, key: String?, inheritedDuration: CFTimeInterval?) throws
        -> AnimationEvaluator
    {
        let target = try PropertyTarget(keyPath: keyPath ?? key, on: layer, animation: self)
        var from = try target.convert(fromValue, name: AnimationProperties.fromValue.key)
        let to = try target.convert(toValue, name: AnimationProperties.toValue.key)
        let by = try target.convert(byValue, name: AnimationProperties.byValue.key)
        // With neither end given, the animation runs from the value the property had before the change.
        if from == nil, to == nil, by == nil { from = layer.previousValue(for: target.keyPath.description) }
        return BasicEvaluator(
            target: target, timing: timingModel(inheritedDuration: inheritedDuration),
            timingFunction: timingFunction, from: from, to: to, by: by, progress: progress)
    }

    /// How far from `from` to `to` the animation is at a time into one cycle.
    var progress: ProgressCurve { .timingFunction(timingFunction) }
}
