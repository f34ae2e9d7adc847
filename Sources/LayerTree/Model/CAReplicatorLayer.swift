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
    public static let replicatorAnimatableKeys: [String] = [
        "instanceDelay", "instanceTransform", "instanceColor",
        "instanceRedOffset", "instanceGreenOffset", "instanceBlueOffset", "instanceAlphaOffset",
    ]

    /// Creates a replicator with Core Animation's defaults: one instance, no transform, no tint.
    public override init() {
        super.init()
    }

    /// Creates a presentation copy of `layer`, the replicator properties included.
    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAReplicatorLayer else { return }
        instanceCount = other.instanceCount
        preservesDepth = other.preservesDepth
        instanceDelay = other.instanceDelay
        instanceTransform = other.instanceTransform
        instanceColor = other.instanceColor
        instanceRedOffset = other.instanceRedOffset
        instanceGreenOffset = other.instanceGreenOffset
        instanceBlueOffset = other.instanceBlueOffset
        instanceAlphaOffset = other.instanceAlphaOffset
    }

    // MARK: Instances

    /// How many times the sublayers are drawn, the originals included; 0 or less draws none.
    open var instanceCount = 1 {
        didSet { modelDidChange() }
    }
    /// Whether the instances share the 3D space this layer lives in instead of being
    /// flattened into its plane: with `true` the layer acts like a `CATransformLayer`
    /// (it draws no background or border of its own and clips nothing).
    open var preservesDepth = false {
        didSet { modelDidChange() }
    }
    /// How many seconds later each instance's animations run than the previous instance's.
    open var instanceDelay: CFTimeInterval = 0 {
        didSet { propertyDidChange("instanceDelay", from: .number(oldValue)) }
    }
    /// The transform that takes instance `k − 1` to instance `k`, applied about the centre of
    /// this layer's bounds in its sublayers' coordinate space.
    open var instanceTransform = CATransform3DIdentity {
        didSet { propertyDidChange("instanceTransform", from: .transform(oldValue)) }
    }

    // MARK: Instance colors

    /// The color that multiplies the first instance's colors; opaque white (no change) by default.
    open var instanceColor: CGColor? = .white {
        didSet { propertyDidChange("instanceColor", from: .color(oldValue ?? .white)) }
    }
    /// Added to the red component of the instance color once per instance.
    open var instanceRedOffset: Float = 0 {
        didSet { propertyDidChange("instanceRedOffset", from: .number(Double(oldValue))) }
    }
    /// Added to the green component of the instance color once per instance.
    open var instanceGreenOffset: Float = 0 {
        didSet { propertyDidChange("instanceGreenOffset", from: .number(Double(oldValue))) }
    }
    /// Added to the blue component of the instance color once per instance.
    open var instanceBlueOffset: Float = 0 {
        didSet { propertyDidChange("instanceBlueOffset", from: .number(Double(oldValue))) }
    }
    /// Added to the alpha component of the instance color once per instance.
    open var instanceAlphaOffset: Float = 0 {
        didSet { propertyDidChange("instanceAlphaOffset", from: .number(Double(oldValue))) }
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

    open override func animatableValue(forKey key: String) -> AnimatableValue? {
        switch key {
        case "instanceDelay": return .number(instanceDelay)
        case "instanceTransform": return .transform(instanceTransform)
        case "instanceColor": return .color(instanceColor ?? .white)
        case "instanceRedOffset": return .number(Double(instanceRedOffset))
        case "instanceGreenOffset": return .number(Double(instanceGreenOffset))
        case "instanceBlueOffset": return .number(Double(instanceBlueOffset))
        case "instanceAlphaOffset": return .number(Double(instanceAlphaOffset))
        default: return super.animatableValue(forKey: key)
        }
    }

    @discardableResult
    open override func setAnimatableValue(_ value: AnimatableValue, forKey key: String) -> Bool {
        switch (key, value) {
        case ("instanceDelay", .number(let v)): instanceDelay = v
        case ("instanceTransform", .transform(let v)): instanceTransform = v
        case ("instanceColor", .color(let v)): instanceColor = v
        case ("instanceRedOffset", .number(let v)): instanceRedOffset = Float(v)
        case ("instanceGreenOffset", .number(let v)): instanceGreenOffset = Float(v)
        case ("instanceBlueOffset", .number(let v)): instanceBlueOffset = Float(v)
        case ("instanceAlphaOffset", .number(let v)): instanceAlphaOffset = Float(v)
        default: return super.setAnimatableValue(value, forKey: key)
        }
        return true
    }

    /// A flattening layer, or a transform layer's shared 3D space with `preservesDepth`.
    open override var renderKind: RenderNode.Kind { preservesDepth ? .transformLayer : .layer }

    /// Draws the sublayers once per instance (`CAReplicatorLayer+RenderTree.swift`).
    override func appendSublayerRenderNodes(_ sublayers: [CALayer], localTime: Double,
                                            to nodes: inout [RenderNode]) -> [Int] {
        appendInstanceRenderNodes(sublayers, localTime: localTime, to: &nodes)
    }
}
