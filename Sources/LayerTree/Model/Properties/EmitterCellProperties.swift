import Foundation

/// `CAEmitterCell`'s properties, declared once: their key-value coding keys are the scene
/// format's keys inside an emitter's `emitterCells` (scene-format.md: "CAEmitterCell's names"),
/// and `dump` writes them. Cells are not layers: nothing here animates implicitly or is copied one
/// by one (`CAEmitterCell.copy()` copies a cell whole), though an emitter layer's explicit
/// animation reaches a number by key path (`emitterCells.fire.birthRate`); the numbers' conversions let key-value coding take
/// any number type (`setValue(0, forKey: "birthRate")`).
enum EmitterCellProperties {
    static let name = Property(
        "name", \CAEmitterCell.name, default: nil, [.notCopied],
        scene: .read { try $0.string($1, at: $2) }, dump: .string)
    static let enabled = Property(
        "enabled", \CAEmitterCell.isEnabled, default: true, .bool, [.notCopied],
        scene: .read { try $0.bool($1, at: $2) }, dump: .bool)
    static let birthRate = float("birthRate", \.birthRate, nonNegative: true)
    static let lifetime = float("lifetime", \.lifetime, nonNegative: true)
    static let lifetimeRange = float("lifetimeRange", \.lifetimeRange, nonNegative: true)
    static let emissionLatitude = number("emissionLatitude", \.emissionLatitude)
    static let emissionLongitude = number("emissionLongitude", \.emissionLongitude)
    static let emissionRange = number("emissionRange", \.emissionRange)
    static let velocity = number("velocity", \.velocity)
    static let velocityRange = number("velocityRange", \.velocityRange)
    static let xAcceleration = number("xAcceleration", \.xAcceleration)
    static let yAcceleration = number("yAcceleration", \.yAcceleration)
    static let zAcceleration = number("zAcceleration", \.zAcceleration)
    static let scale = number("scale", \.scale)
    static let scaleRange = number("scaleRange", \.scaleRange)
    static let scaleSpeed = number("scaleSpeed", \.scaleSpeed)
    static let spin = number("spin", \.spin)
    static let spinRange = number("spinRange", \.spinRange)
    static let color = Property(
        "color", \CAEmitterCell.color, default: CGColor.white, [.notCopied],
        scene: .read { try $0.color($1, at: $2) }, dump: .color)
    static let redRange = float("redRange", \.redRange)
    static let greenRange = float("greenRange", \.greenRange)
    static let blueRange = float("blueRange", \.blueRange)
    static let alphaRange = float("alphaRange", \.alphaRange)
    static let redSpeed = float("redSpeed", \.redSpeed)
    static let greenSpeed = float("greenSpeed", \.greenSpeed)
    static let blueSpeed = float("blueSpeed", \.blueSpeed)
    static let alphaSpeed = float("alphaSpeed", \.alphaSpeed)
    /// An image file, read by `SceneDecoder` (images are loaded before the tree is built).
    static let contents = Property(
        "contents", \CAEmitterCell.contents, default: nil, [.notCopied], scene: .readBySceneDecoder)
    static let contentsRect = Property(
        "contentsRect", \CAEmitterCell.contentsRect, default: CGRect(x: 0, y: 0, width: 1, height: 1), [.notCopied],
        scene: .read { try $0.rect($1, at: $2) }, dump: .rect)
    static let contentsScale = Property(
        "contentsScale", \CAEmitterCell.contentsScale, default: CGFloat(1), [.notCopied],
        scene: .read { try $0.number($1, in: DrawingLimits.scaleRange, at: $2) }, dump: .number)
    static let minificationFilter = filter("minificationFilter", \.minificationFilter)
    static let magnificationFilter = filter("magnificationFilter", \.magnificationFilter)
    static let minificationFilterBias = float("minificationFilterBias", \.minificationFilterBias)
    static let emitterCells = Property(
        "emitterCells", \CAEmitterCell.emitterCells, default: nil, [.notCopied],
        scene: .read { try $0.emitterCells($1, at: $2) }, dump: .cells)
    // CAMediaTiming, as an animation's.
    static let beginTime = seconds("beginTime", \.beginTime)
    static let duration = seconds("duration", \.duration)
    static let timeOffset = seconds("timeOffset", \.timeOffset)
    static let repeatDuration = seconds("repeatDuration", \.repeatDuration)
    static let speed = float("speed", \.speed)
    static let repeatCount = float("repeatCount", \.repeatCount, nonNegative: true)
    static let autoreverses = Property(
        "autoreverses", \CAEmitterCell.autoreverses, default: false, .bool, [.notCopied],
        scene: .read { try $0.bool($1, at: $2) }, dump: .bool)
    static let fillMode = Property(
        "fillMode", \CAEmitterCell.fillMode, default: CAMediaTimingFillMode.removed, [.notCopied],
        scene: .read {
            try $0.named($1, [CAMediaTimingFillMode.removed, .forwards, .backwards, .both], kind: "fill mode", at: $2)
        }, dump: .name)

    private static func number(
        _ key: String, _ keyPath: ReferenceWritableKeyPath<CAEmitterCell, CGFloat>
    ) -> Property<CAEmitterCell, CGFloat> {
        Property(
            key, keyPath, default: CAEmitterCell()[keyPath: keyPath], .number, [.notCopied],
            scene: .read { try $0.number($1, at: $2) }, dump: .number)
    }

    private static func float(
        _ key: String, _ keyPath: ReferenceWritableKeyPath<CAEmitterCell, Float>, nonNegative: Bool = false
    ) -> Property<CAEmitterCell, Float> {
        Property(
            key, keyPath, default: CAEmitterCell()[keyPath: keyPath], .number, [.notCopied],
            scene: .read { Float(nonNegative ? try $0.nonNegativeNumber($1, at: $2) : try $0.number($1, at: $2)) },
            dump: .number)
    }

    private static func seconds(
        _ key: String, _ keyPath: ReferenceWritableKeyPath<CAEmitterCell, CFTimeInterval>
    ) -> Property<CAEmitterCell, CFTimeInterval> {
        Property(
            key, keyPath, default: CAEmitterCell()[keyPath: keyPath], .number, [.notCopied],
            scene: .read { Double(try $0.number($1, at: $2)) }, dump: DumpField { .number(PresentationDump.number($0)) }
        )
    }

    private static func filter(
        _ key: String, _ keyPath: ReferenceWritableKeyPath<CAEmitterCell, String>
    ) -> Property<CAEmitterCell, String> {
        Property(
            key, keyPath, default: CALayerContentsFilter.linear.rawValue, [.notCopied],
            scene: .read { try $0.named($1, CALayerContentsFilter.all, kind: "filter", at: $2).rawValue },
            dump: DumpField { .string($0) })
    }

    static let table = PropertyTable(
        inheriting: nil,
        [
            name, enabled, birthRate, lifetime, lifetimeRange, emissionLatitude, emissionLongitude, emissionRange,
            velocity, velocityRange, xAcceleration, yAcceleration, zAcceleration, scale, scaleRange, scaleSpeed, spin,
            spinRange, color, redRange, greenRange, blueRange, alphaRange, redSpeed, greenSpeed, blueSpeed, alphaSpeed,
            contents, contentsRect, contentsScale, minificationFilter, magnificationFilter, minificationFilterBias,
            emitterCells, beginTime, duration, timeOffset, repeatDuration, speed, repeatCount, autoreverses, fillMode,
        ])
}

extension DumpField where Value == [CAEmitterCell]? {
    /// Each cell as an object of its declared properties under their keys, nested cells inside.
    static var cells: Self {
        Self { cells in
            guard let cells else { return .null }
            return .array(
                cells.map { cell in
                    var values: [String: DumpValue] = [:]
                    for property in EmitterCellProperties.table.all {
                        if let key = property.dumpKey, let value = property.dumpValue(of: cell) { values[key] = value }
                    }
                    return .object(values)
                })
        }
    }
}
