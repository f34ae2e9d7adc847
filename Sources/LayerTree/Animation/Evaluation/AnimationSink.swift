import Foundation

/// Where an evaluator writes one frame's values: a presentation copy of the layer (the general
/// path), or a copy of the layer's cached render node (`RenderNodeSink`, the fast path).
///
/// Evaluators are written once, generically over the sink, so both paths compute the same
/// values with the same arithmetic.
protocol AnimationSink {
    /// The value at `target`'s key path now: the model plus the animations applied so far.
    func value(at target: PropertyTarget) -> AnimatableValue?
    /// Sets the value at `target`'s key path; values of the wrong kind change nothing.
    mutating func setValue(_ value: AnimatableValue, at target: PropertyTarget)
    /// The layer's `transform` (a keyframe path's `rotationMode` turns it).
    var transform: CATransform3D { get set }
    /// A running `CATransition`.
    mutating func setTransition(_ transition: RenderTransition)
}

/// The general sink: a presentation copy, written through key-value access.
struct LayerSink: AnimationSink {
    let layer: CALayer

    func value(at target: PropertyTarget) -> AnimatableValue? {
        layer.animatableValue(forKeyPath: target.keyPath)
    }

    mutating func setValue(_ value: AnimatableValue, at target: PropertyTarget) {
        layer.setAnimatableValue(value, forKeyPath: target.keyPath)
    }

    var transform: CATransform3D {
        get { layer.transform }
        nonmutating set { layer.transform = newValue }
    }

    mutating func setTransition(_ transition: RenderTransition) { layer.presentationTransition = transition }
}

/// The fast sink: a render node in place (in the tree being built or updated), written field by
/// field through typed key paths (`RenderNodeField`), with `opacity` kept as the layer's `Float`
/// until the node is finished.
struct RenderNodeSink: AnimationSink {
    /// The node; valid while the sink is used (the caller holds the storage).
    let pointer: UnsafeMutablePointer<RenderNode>
    /// The presentation `opacity`, unclamped, as a presentation copy would hold it.
    var opacity: Float
    /// The presentation shadow properties, as a presentation copy would hold them (only when
    /// an animation writes one of them).
    var shadow: ShadowValues
    /// The presentation `isHidden` (only when an animation writes `hidden`): a hidden layer has
    /// no node, which the walk that made the sink decides once the animations are applied.
    var isHidden: Bool
    /// A shape layer's animatable properties, as a presentation copy would hold them (only when
    /// an animation writes one of them: `RenderNodeFields.shape`); the node's shape is made from
    /// them when it is finished.
    var shape: ShapeValues
    /// A gradient layer's animatable properties, likewise (`RenderNodeFields.gradient`).
    var gradient: GradientValues

    /// The shadow's animatable properties as the layer holds them.
    struct ShadowValues {
        var color: CGColor?
        var opacity: Float
        var offset: CGSize
        var radius: CGFloat

        static let unused = ShadowValues(color: nil, opacity: 0, offset: .zero, radius: 0)
    }

    init(
        _ pointer: UnsafeMutablePointer<RenderNode>, opacity: Float, shadow: ShadowValues = .unused,
        isHidden: Bool = false, shape: ShapeValues = .unused, gradient: GradientValues = .unused
    ) {
        self.pointer = pointer
        self.opacity = opacity
        self.shadow = shadow
        self.isHidden = isHidden
        self.shape = shape
        self.gradient = gradient
    }

    func value(at target: PropertyTarget) -> AnimatableValue? {
        if target.setsHidden { return .bool(isHidden) }
        return target.nodeField?.read(from: self)
    }

    mutating func setValue(_ value: AnimatableValue, at target: PropertyTarget) {
        if target.setsHidden {
            // As the layer's `hidden` takes it (`ValueConversion.bool`): a value of another kind changes nothing.
            if case .bool(let hidden) = value { isHidden = hidden }
            return
        }
        target.nodeField?.write(value, into: &self, decompositions: target.decompositions)
    }

    var transform: CATransform3D {
        get { pointer.pointee.transform }
        set { pointer.pointee.transform = newValue }
    }

    mutating func setTransition(_ transition: RenderTransition) { pointer.pointee.transition = transition }
}
