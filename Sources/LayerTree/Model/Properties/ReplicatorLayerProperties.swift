import Foundation

/// `CAReplicatorLayer`'s own properties, declared once (see `LayerProperties`).
/// `instanceCount` and `preservesDepth` do not animate, as in Core Animation.
enum ReplicatorLayerProperties {
    static let instanceCount = Property(
        "instanceCount", \CAReplicatorLayer.instanceCount, default: 1, .number,
        scene: .read { try $0.instanceCount($1, at: $2) }, copy: { $0.instanceCount = $1.instanceCount })
    static let preservesDepth = Property(
        "preservesDepth", \CAReplicatorLayer.preservesDepth, default: false, .bool,
        scene: .read { try $0.bool($1, at: $2) }, copy: { $0.preservesDepth = $1.preservesDepth })
    static let instanceDelay = Property(
        "instanceDelay", \CAReplicatorLayer.instanceDelay, default: CFTimeInterval(0), .number, [.animatable],
        scene: .read { Double(try $0.number($1, at: $2)) }, copy: { $0.instanceDelay = $1.instanceDelay })
    static let instanceTransform = Property(
        "instanceTransform", \CAReplicatorLayer.instanceTransform, default: CATransform3DIdentity, .transform,
        [.animatable], scene: .read { try $0.transform($1, at: $2) },
        copy: { $0.instanceTransform = $1.instanceTransform })
    /// Missing, it multiplies as white.
    static let instanceColor = Property(
        "instanceColor", \CAReplicatorLayer.instanceColor, default: CGColor.white, .color(missing: .white),
        [.animatable], scene: .read { try $0.color($1, at: $2) }, copy: { $0.instanceColor = $1.instanceColor })
    static let instanceRedOffset = offset(
        "instanceRedOffset", \.instanceRedOffset
    ) { $0.instanceRedOffset = $1.instanceRedOffset }
    static let instanceGreenOffset = offset(
        "instanceGreenOffset", \.instanceGreenOffset
    ) { $0.instanceGreenOffset = $1.instanceGreenOffset }
    static let instanceBlueOffset = offset(
        "instanceBlueOffset", \.instanceBlueOffset
    ) { $0.instanceBlueOffset = $1.instanceBlueOffset }
    static let instanceAlphaOffset = offset(
        "instanceAlphaOffset", \.instanceAlphaOffset
    ) { $0.instanceAlphaOffset = $1.instanceAlphaOffset }

    private static func offset(
        _ key: String, _ keyPath: ReferenceWritableKeyPath<CAReplicatorLayer, Float>,
        copy: @escaping (CAReplicatorLayer, CAReplicatorLayer) -> Void
    ) -> Property<CAReplicatorLayer, Float> {
        Property(
            key, keyPath, default: 0, .number, [.animatable], scene: .read { Float(try $0.number($1, at: $2)) },
            copy: copy)
    }

    static let table = PropertyTable(
        inheriting: LayerProperties.table,
        [
            instanceCount, preservesDepth, instanceDelay, instanceTransform, instanceColor,
            instanceRedOffset, instanceGreenOffset, instanceBlueOffset, instanceAlphaOffset,
        ])
}
