import Foundation

/// How a transition brings in the new appearance.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    /// The name, as Core Animation spells it.
    public let rawValue: String
    /// Creates a value from its name; Core Animation's names are the static members.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The old appearance fades out while the new one fades in.
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new appearance slides in over the old one.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new appearance slides in and pushes the old one out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old appearance slides out, revealing the new one underneath.
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The side a directional transition comes from.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    /// The name, as Core Animation spells it.
    public let rawValue: String
    /// Creates a value from its name; Core Animation's names are the static members.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The new content enters from the right edge.
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// The new content enters from the left edge.
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// The new content enters from the top: y-up, as on iOS, so from `bounds.maxY`.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// The new content enters from the bottom: y-up, as on iOS, so from `bounds.minY`.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// An animation between a layer's old and new appearance, drawn from snapshots.
///
/// Adding a transition snapshots how the layer and its subtree look at that
/// moment; the changes made afterwards (new contents, swapped sublayers) are
/// the new appearance. Either add it before making the changes, as the book
/// does, or install it as the action for `sublayers`:
///
/// ```swift
/// let transition = CATransition()
/// transition.type = .push
/// transition.subtype = .fromLeft
/// container.add(transition, forKey: nil)
/// container.sublayers = [nextPage]
/// ```
open class CATransition: CAAnimation {
    override class var propertyTable: PropertyTable { AnimationProperties.transitionTable }

    /// The kind of transition: `fade`, `moveIn`, `push` or `reveal`.
    open var type: CATransitionType = AnimationProperties.type.defaultValue
    /// The edge the motion starts from, for `moveIn`, `push` and `reveal`.
    open var subtype: CATransitionSubtype? = AnimationProperties.subtype.defaultValue
    /// Where in the transition (0…1) the animation starts and ends.
    open var startProgress: Float = AnimationProperties.startProgress.defaultValue
    /// Where in the transition (0 to 1) it ends.
    open var endProgress: Float = AnimationProperties.endProgress.defaultValue
    /// A Core Image filter that draws the transition instead of `type`, as on macOS.
    ///
    /// Kept and copied with the transition so code that sets it runs; LayerKit has no Core Image,
    /// so the transition is drawn as its `type` says.
    open var filter: Any? = AnimationProperties.filter.defaultValue

    override func makeEvaluator(for layer: CALayer, key: String?, inheritedDuration: CFTimeInterval?) throws
        -> AnimationEvaluator
    {
        let snapshot = layer.takeTransitionSnapshot()
        return TransitionEvaluator(
            timing: timingModel(inheritedDuration: inheritedDuration), timingFunction: timingFunction,
            type: type, subtype: subtype, startProgress: Double(startProgress),
            endProgress: Double(endProgress), snapshot: snapshot)
    }

    /// Transitions installed as actions are added under the transition key, as Core Animation does.
    open override func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        layer.add(self, forKey: CATransition.animationKey)
    }

    /// The key a transition is stored under when added with a `nil` key or as an action.
    public static let animationKey = "transition"
}

/// A running transition: fixes the progress and the old appearance into the presentation layer.
final class TransitionEvaluator: AnimationEvaluator {
    let timing: MediaTimingModel
    let timingFunction: CAMediaTimingFunction?
    let type: CATransitionType
    let subtype: CATransitionSubtype?
    let startProgress: Double
    let endProgress: Double
    let snapshot: RenderTree

    init(
        timing: MediaTimingModel, timingFunction: CAMediaTimingFunction?, type: CATransitionType,
        subtype: CATransitionSubtype?, startProgress: Double, endProgress: Double, snapshot: RenderTree
    ) {
        self.timing = timing
        self.timingFunction = timingFunction
        self.type = type
        self.subtype = subtype
        self.startProgress = startProgress
        self.endProgress = endProgress
        self.snapshot = snapshot
    }

    /// A transition sets the node's `transition` and nothing else.
    var writesRenderNodeFieldsOnly: Bool { true }
    var writtenNodeFields: RenderNodeFields { .transition }

    func apply(parentTime: Double, to layer: CALayer) {
        var sink = LayerSink(layer: layer)
        evaluate(parentTime: parentTime, into: &sink)
    }

    func apply(parentTime: Double, to node: inout RenderNodeSink) { evaluate(parentTime: parentTime, into: &node) }

    private func evaluate<Sink: AnimationSink>(parentTime: Double, into sink: inout Sink) {
        guard let local = timing.resolve(parentTime: parentTime) else { return }
        let linear = timing.duration > 0 ? local.basicTime / timing.duration : 1
        let f = timingFunction?.evaluate(at: linear) ?? linear
        let progress = startProgress + (endProgress - startProgress) * f
        sink.setTransition(
            RenderTransition(
                type: type.rawValue, subtype: subtype?.rawValue, progress: progress, from: snapshot))
    }
}
