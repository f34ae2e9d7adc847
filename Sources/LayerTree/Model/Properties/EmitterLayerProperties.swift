import Foundation

/// `CAEmitterLayer`'s own properties, declared once (see `LayerProperties`). The multipliers,
/// the emitter's place and size animate, as in Core Animation; the names, `seed`, the cells and
/// `preservesDepth` do not. The scene format names ten of them (scene-format.md); `velocity`,
/// `scale`, `spin`, `emitterDepth` and `preservesDepth` are set from code.
enum EmitterLayerProperties {
    static let emitterCells = Property(
        "emitterCells", \CAEmitterLayer.emitterCells, default: nil, [],
        scene: .read { try $0.emitterCells($1, at: $2) }, dump: .cells,
        // A copy (presentation, committed) must not see the app's later changes to the cells.
        copy: {
            $0.emitterCells = $1.emitterCells?.map { $0.copy() }; $0.emissionHistory = $1.emissionHistory
        })
    static let birthRate = multiplier("birthRate", \.birthRate, scene: true) { $0.birthRate = $1.birthRate }
    static let lifetime = multiplier("lifetime", \.lifetime, scene: true) { $0.lifetime = $1.lifetime }
    static let velocity = multiplier("velocity", \.velocity, scene: false) { $0.velocity = $1.velocity }
    static let scale = multiplier("scale", \.scale, scene: false) { $0.scale = $1.scale }
    static let spin = multiplier("spin", \.spin, scene: false) { $0.spin = $1.spin }
    static let emitterPosition = Property(
        "emitterPosition", \CAEmitterLayer.emitterPosition, default: CGPoint.zero, .point, [.animatable],
        scene: .read { try $0.point($1, at: $2) }, dump: .point, copy: { $0.emitterPosition = $1.emitterPosition })
    static let emitterZPosition = Property(
        "emitterZPosition", \CAEmitterLayer.emitterZPosition, default: CGFloat(0), .number, [.animatable],
        scene: .read { try $0.number($1, at: $2) }, dump: .number,
        copy: { $0.emitterZPosition = $1.emitterZPosition })
    static let emitterSize = Property(
        "emitterSize", \CAEmitterLayer.emitterSize, default: CGSize.zero, .size, [.animatable],
        scene: .read { try $0.nonNegativeSize($1, at: $2) }, dump: .size, copy: { $0.emitterSize = $1.emitterSize })
    static let emitterDepth = Property(
        "emitterDepth", \CAEmitterLayer.emitterDepth, default: CGFloat(0), .number, [.animatable],
        copy: { $0.emitterDepth = $1.emitterDepth })
    static let emitterShape = Property(
        "emitterShape", \CAEmitterLayer.emitterShape, default: CAEmitterLayerEmitterShape.point, [],
        scene: .read { try $0.named($1, CAEmitterLayerEmitterShape.all, kind: "emitter shape", at: $2) },
        dump: .name, copy: { $0.emitterShape = $1.emitterShape })
    static let emitterMode = Property(
        "emitterMode", \CAEmitterLayer.emitterMode, default: CAEmitterLayerEmitterMode.volume, [],
        scene: .read { try $0.named($1, CAEmitterLayerEmitterMode.all, kind: "emitter mode", at: $2) },
        dump: .name, copy: { $0.emitterMode = $1.emitterMode })
    static let renderMode = Property(
        "renderMode", \CAEmitterLayer.renderMode, default: CAEmitterLayerRenderMode.unordered, [],
        scene: .read { try $0.named($1, CAEmitterLayerRenderMode.all, kind: "render mode", at: $2) },
        dump: .name, copy: { $0.renderMode = $1.renderMode })
    static let seed = Property(
        "seed", \CAEmitterLayer.seed, default: UInt32(0), [],
        scene: .read { try $0.seed($1, at: $2) }, dump: .seed, copy: { $0.seed = $1.seed })
    static let preservesDepth = Property(
        "preservesDepth", \CAEmitterLayer.preservesDepth, default: false, [],
        copy: { $0.preservesDepth = $1.preservesDepth })

    /// One of the five multipliers of every cell's value (1 by default, any finite number).
    private static func multiplier(
        _ key: String, _ keyPath: ReferenceWritableKeyPath<CAEmitterLayer, Float>, scene: Bool,
        copy: @escaping (CAEmitterLayer, CAEmitterLayer) -> Void
    ) -> Property<CAEmitterLayer, Float> {
        Property(
            key, keyPath, default: 1, .number, [.animatable],
            scene: scene ? .read { Float(try $0.number($1, at: $2)) } : nil, dump: scene ? .number : nil,
            copy: copy)
    }

    static let table = PropertyTable(
        inheriting: LayerProperties.table,
        [
            emitterCells, birthRate, lifetime, velocity, scale, spin, emitterPosition, emitterZPosition, emitterSize,
            emitterDepth, emitterShape, emitterMode, renderMode, seed, preservesDepth,
        ])
}

extension DumpField where Value == UInt32 {
    /// `seed`, a whole number.
    static var seed: Self { Self { .number(Double($0)) } }
}
