import Foundation

/// A layer that draws its sublayers `instanceCount` times, each copy transformed, tinted and
/// delayed a step further than the one before.
///
/// Instance 0 is the sublayers as they are. Instance `k` is drawn with
/// `instanceTransform` applied `k` times about the centre of this layer's bounds, its
/// colors multiplied by `instanceColor` plus `k` times the offsets (each channel clamped
/// to 0…1), and its animations running `k · instanceDelay` seconds late. The copies
/// exist only in what is drawn (the render tree); they are not layers, so
/// `sublayers`, hit testing and presentation layers see the originals only.
///
/// ```swift
/// let ring = CAReplicatorLayer()
/// ring.bounds = CGRect(x: 0, y: 0, width: 300, height: 300)
/// ring.instanceCount = 10
/// ring.instanceTransform = CATransform3DMakeRotation(.pi / 5, 0, 0, 1)
/// ring.instanceBlueOffset = -0.1
/// ring.addSublayer(square)
/// ```
open class CAReplicatorLayer: CALayer {
    /// The keys of `CAReplicatorLayer`'s own animatable properties (`instanceCount` and
    /// `preservesDepth` are not animatable, as in Core Animation).
    public static var replicatorAnimatableKeys: [String] {
        ReplicatorLayerProperties.table.ownAnimatableKeys(beyond: LayerProperties.table)
    }

    // MARK: Instances

    /// How many times the sublayers are drawn, the originals included; 0 or less draws none.
    open var instanceCount: Int = ReplicatorLayerProperties.instanceCount.defaultValue {
        didSet { declaredPropertyDidChange(ReplicatorLayerProperties.instanceCount, from: oldValue) }
    }
    /// Whether the instances share the 3D space this layer lives in instead of being
    /// flattened into its plane: with `true` the layer acts like a `CATransformLayer`
    /// (it draws no background or border of its own and clips nothing).
    open var preservesDepth: Bool = ReplicatorLayerProperties.preservesDepth.defaultValue {
        didSet { declaredPropertyDidChange(ReplicatorLayerProperties.preservesDepth, from: oldValue) }
    }
    /// How many seconds later each instance's animations run than the previous instance's.
    open var instanceDelay: CFTimeInterval = ReplicatorLayerProperties.instanceDelay.defaultValue {
        didSet { declaredPropertyDidChange(ReplicatorLayerProperties.instanceDelay, from: oldValue) }
    }
    /// The transform that takes instance `k − 1` to instance `k`, applied about the centre of
    /// this layer's bounds in its sublayers' coordinate space.
    open var instanceTransform: CATransform3D = ReplicatorLayerProperties.instanceTransform.defaultValue {
        didSet { declaredPropertyDidChange(ReplicatorLayerProperties.instanceTransform, from: oldValue) }
    }

    // MARK: Instance colors

    /// The color that multiplies the first instance's colors; opaque white (no change) by default.
    open var instanceColor: CGColor? = ReplicatorLayerProperties.instanceColor.defaultValue {
        didSet { declaredPropertyDidChange(ReplicatorLayerProperties.instanceColor, from: oldValue) }
    }
    /// Added to the red component of the instance color once per instance.
    open var instanceRedOffset: Float = ReplicatorLayerProperties.instanceRedOffset.defaultValue {
        didSet { declaredPropertyDidChange(ReplicatorLayerProperties.instanceRedOffset, from: oldValue) }
    }
    /// Added to the green component of the instance color once per instance.
    open var instanceGreenOffset: Float = ReplicatorLayerProperties.instanceGreenOffset.defaultValue {
        didSet { declaredPropertyDidChange(ReplicatorLayerProperties.instanceGreenOffset, from: oldValue) }
    }
    /// Added to the blue component of the instance color once per instance.
    open var instanceBlueOffset: Float = ReplicatorLayerProperties.instanceBlueOffset.defaultValue {
        didSet { declaredPropertyDidChange(ReplicatorLayerProperties.instanceBlueOffset, from: oldValue) }
    }
    /// Added to the alpha component of the instance color once per instance.
    open var instanceAlphaOffset: Float = ReplicatorLayerProperties.instanceAlphaOffset.defaultValue {
        didSet { declaredPropertyDidChange(ReplicatorLayerProperties.instanceAlphaOffset, from: oldValue) }
    }

    /// The color that multiplies instance `k`'s colors: `instanceColor` plus `k` times the
    /// offsets, each component clamped to 0…1 (a missing `instanceColor` counts as white).
    ///
    /// ```swift
    /// replicator.instanceBlueOffset = -0.1
    /// replicator.color(ofInstance: 2).blue   // 0.8
    /// ```
    public func color(ofInstance k: Int) -> CGColor {
        let base = instanceColor ?? .white
        let n = CGFloat(k)
        func channel(_ value: CGFloat, _ offset: Float) -> CGFloat { min(max(value + n * CGFloat(offset), 0), 1) }
        return CGColor(
            red: channel(base.red, instanceRedOffset), green: channel(base.green, instanceGreenOffset),
            blue: channel(base.blue, instanceBlueOffset), alpha: channel(base.alpha, instanceAlphaOffset))
    }

    // MARK: Overrides

    override class var propertyTable: PropertyTable { ReplicatorLayerProperties.table }

    /// A flattening layer, or a transform layer's shared 3D space with `preservesDepth`.
    open override var renderKind: RenderNode.Kind { preservesDepth ? .transformLayer : .layer }

    /// Instances re-time and re-tint their subtrees.
    override var rebuildsChildNodesEveryFrame: Bool { true }

    /// Draws the sublayers once per instance (`CAReplicatorLayer+RenderTree.swift`).
    override func appendSublayerRenderNodes(
        _ sublayers: [CALayer], localTime: Double,
        to nodes: inout [RenderNode]
    ) -> [Int] {
        appendInstanceRenderNodes(sublayers, localTime: localTime, to: &nodes)
    }
}
