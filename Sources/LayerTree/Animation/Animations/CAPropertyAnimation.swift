import Foundation

/// An animation of one layer property, named by a key path such as `position.x`.
open class CAPropertyAnimation: CAAnimation {
    override class var propertyTable: PropertyTable { AnimationProperties.propertyAnimationTable }

    /// The key path the animation changes.
    open var keyPath: String? = AnimationProperties.keyPath.defaultValue
    /// Whether the value is added to the property's underlying value instead of replacing it.
    open var isAdditive: Bool = AnimationProperties.additive.defaultValue
    /// Whether each repeat cycle builds on the end value of the previous one.
    open var isCumulative: Bool = AnimationProperties.cumulative.defaultValue
    /// Converts the interpolated number(s) into the property's value, such as a rotation matrix.
    open var valueFunction: CAValueFunction? = AnimationProperties.valueFunction.defaultValue

    /// Creates an animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    /// Property animations that are actions animate the property named by the event.
    open override func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        let animation = copy()
        if animation.keyPath == nil { animation.keyPath = event }
        layer.add(animation, forKey: event)
    }
}
