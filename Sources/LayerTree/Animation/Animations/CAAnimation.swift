import Foundation

/// Methods an animation calls on its delegate when it starts and stops.
public protocol CAAnimationDelegate: AnyObject {
    /// The animation's active period began.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended: `flag` is `true` when it ran to the end of its active
    /// duration, `false` when it was removed from its layer first.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing by default.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing by default.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// The abstract base of Core Animation's animations: timing, a timing function and a delegate.
///
/// `CALayer.add(_:forKey:)` stores a copy, so changing an animation after
/// adding it does not change what is on screen, as in Core Animation.
open class CAAnimation: CAMediaTiming, CAAction {
    /// The duration Core Animation uses when an animation's `duration` is 0.
    public static let defaultDuration: CFTimeInterval = 0.25

    /// Creates an animation with the default timing: 0.25 s when `duration` stays 0, once, no fill.
    public init() {}

    /// Creates a copy: every declared property of the class (`AnimationProperties`) and the
    /// values stored under undeclared keys. Copying from another class copies what both declare.
    public required init(copying other: CAAnimation) {
        type(of: self).propertyTable.copyDeclaredProperties(from: other, to: self)
        undeclaredValues = other.undeclaredValues
    }

    /// A copy of the animation, of the same class.
    open func copy() -> Self { Self(copying: self) }

    // MARK: CAMediaTiming

    /// When the animation starts, in its layer's time; 0 means when it is added.
    open var beginTime: CFTimeInterval = AnimationProperties.beginTime.defaultValue
    /// One cycle's length in seconds; 0 means the default (0.25 s).
    open var duration: CFTimeInterval = AnimationProperties.duration.defaultValue
    /// How fast the animation's time runs relative to its layer's.
    open var speed: Float = AnimationProperties.speed.defaultValue
    /// An offset added to the animation's local time.
    open var timeOffset: CFTimeInterval = AnimationProperties.timeOffset.defaultValue
    /// How many cycles play; fractional counts stop part-way; `.infinity` repeats forever.
    open var repeatCount: Float = AnimationProperties.repeatCount.defaultValue
    /// How long the animation repeats, in seconds.
    open var repeatDuration: CFTimeInterval = AnimationProperties.repeatDuration.defaultValue
    /// Whether each repeat plays forwards then backwards.
    open var autoreverses: Bool = AnimationProperties.autoreverses.defaultValue
    /// Whether the animation holds its ends outside its active time.
    open var fillMode: CAMediaTimingFillMode = AnimationProperties.fillMode.defaultValue

    // MARK: Animation

    /// Maps the fraction of each cycle to the fraction of the change; `nil` is linear.
    open var timingFunction: CAMediaTimingFunction? = AnimationProperties.timingFunction.defaultValue
    /// Told when the animation starts and stops. Held strongly, as Core Animation does.
    open var delegate: CAAnimationDelegate? = AnimationProperties.delegate.defaultValue
    /// Whether the layer drops the animation once its active period ends.
    open var isRemovedOnCompletion: Bool = AnimationProperties.removedOnCompletion.defaultValue
    /// The frame rates the animation would like to be drawn at; `.default` leaves it to the system.
    ///
    /// The render server draws the scene at the fastest rate its running animations ask for: when
    /// every one prefers `CAFrameRateRange(minimum: 10, maximum: 30, preferred: 30)`, a 60 Hz
    /// display gets a frame every other refresh. One with `.default` keeps every refresh. Read
    /// when the animation is added; changing it afterwards changes nothing, as on Apple's.
    open var preferredFrameRateRange: CAFrameRateRange = AnimationProperties.preferredFrameRateRange.defaultValue

    /// The duration an animation with `duration` 0 gets; subclasses with a natural length override it.
    open var defaultDurationWhenUnset: CFTimeInterval { CAAnimation.defaultDuration }

    /// When the active period ends, in the time of the layer it is added to: `beginTime` plus the
    /// active duration (repeats and `autoreverses` included) over `speed`; infinite for endless repeats.
    public var activeEndTime: CFTimeInterval { timingModel().activeEndInParentTime }

    /// The timing model with `duration` 0 replaced by the default.
    func timingModel(inheritedDuration: CFTimeInterval? = nil) -> MediaTimingModel {
        MediaTimingModel(
            beginTime: beginTime,
            duration: duration > 0 ? duration : (inheritedDuration ?? defaultDurationWhenUnset),
            speed: Double(speed), timeOffset: timeOffset, repeatCount: Double(repeatCount),
            repeatDuration: repeatDuration, autoreverses: autoreverses, fillMode: fillMode)
    }

    /// Builds the frozen evaluator for this (already copied) animation; throws when it does not fit the layer.
    func makeEvaluator(for layer: CALayer, key: String?, inheritedDuration: CFTimeInterval?) throws
        -> AnimationEvaluator
    {
        throw AnimationError(
            "\(type(of: self)) is abstract; add a CABasicAnimation, CAKeyframeAnimation, CASpringAnimation, "
                + "CAAnimationGroup or CATransition")
    }

    /// `makeEvaluator` that never refuses, for `add(_:forKey:)`: what does not fit the layer is
    /// kept with its timing but changes nothing (`InertEvaluator`), and the reason is appended
    /// to `unapplied`. Groups override it to keep the children that do fit.
    func makeForgivingEvaluator(
        for layer: CALayer, key: String?, inheritedDuration: CFTimeInterval?, unapplied: inout [String]
    ) -> AnimationEvaluator {
        do {
            return try makeEvaluator(for: layer, key: key, inheritedDuration: inheritedDuration)
        } catch {
            unapplied.append((error as? AnimationError)?.message ?? "\(error)")
            return InertEvaluator(timing: timingModel(inheritedDuration: inheritedDuration))
        }
    }

    // MARK: Key-value coding (see `CAAnimation+KeyValueCoding.swift`)

    /// Values stored under keys the class does not declare, copied with the animation.
    var undeclaredValues: [String: Any] = [:]

    /// The class's declared properties; each subclass adds its own.
    class var propertyTable: PropertyTable { AnimationProperties.table }

    /// The default of the property `key`: a declared property's default, `nil` for others.
    /// Subclasses override it to give their own keys a default.
    open class func defaultValue(forKey key: String) -> Any? { propertyTable[key]?.boxedDefault }

    /// Whether an archive of the animation keeps the value of `key`; `true`, Core Animation's
    /// default, for every key.
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    // MARK: CAAction

    /// Adds the animation to `object` (a layer) for `event`, as Core Animation does for actions.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        layer.add(self, forKey: event)
    }
}
