import Foundation

/// An animation key path that maps straight onto one field of a layer's render node, resolved
/// once when the animation is added (no string parsing or key lookup at frame time).
///
/// Reading and writing follow exactly what key-value access on a presentation copy does
/// (`animatableValue(forKeyPath:)` and `setAnimatableValue(_:forKeyPath:)`), so an animation
/// evaluated into a render node gives the node that the presentation copy would have made.
/// Key paths whose property feeds more than one field of the node (`bounds`, the shadow's,
/// `hidden`, subclasses' own) are not listed: their animations take the general path.
enum RenderNodeField {
    case position, positionX, positionY
    case anchorPoint, anchorPointX, anchorPointY
    case anchorPointZ, zPosition, opacity
    /// The whole transform, or one of its virtual fields (`transform.rotation.z`, …).
    case transform(TransformField?)
    case sublayerTransform(TransformField?)
    case backgroundColor, borderColor, borderWidth, cornerRadius, rasterizationScale

    /// The field for `path`, or `nil` when the key path takes the general path.
    init?(_ path: AnimationKeyPath) {
        let fields = path.fields
        switch (path.property, fields.count) {
        case ("position", 0): self = .position
        case ("position", 1) where fields[0] == "x": self = .positionX
        case ("position", 1) where fields[0] == "y": self = .positionY
        case ("anchorPoint", 0): self = .anchorPoint
        case ("anchorPoint", 1) where fields[0] == "x": self = .anchorPointX
        case ("anchorPoint", 1) where fields[0] == "y": self = .anchorPointY
        case ("anchorPointZ", 0): self = .anchorPointZ
        case ("zPosition", 0): self = .zPosition
        case ("opacity", 0): self = .opacity
        case ("transform", 0): self = .transform(nil)
        case ("transform", _):
            guard let field = TransformField(name: fields[0], rest: fields[1...]) else { return nil }
            self = .transform(field)
        case ("sublayerTransform", 0): self = .sublayerTransform(nil)
        case ("sublayerTransform", _):
            guard let field = TransformField(name: fields[0], rest: fields[1...]) else { return nil }
            self = .sublayerTransform(field)
        case ("backgroundColor", 0): self = .backgroundColor
        case ("borderColor", 0): self = .borderColor
        case ("borderWidth", 0): self = .borderWidth
        case ("cornerRadius", 0): self = .cornerRadius
        case ("rasterizationScale", 0): self = .rasterizationScale
        default: return nil
        }
    }

    /// The value, as `animatableValue(forKeyPath:)` reads it from a presentation copy.
    func read(from sink: RenderNodeSink) -> AnimatableValue? {
        let node = sink.node
        switch self {
        case .position: return .point(node.position)
        case .positionX: return .number(Double(node.position.x))
        case .positionY: return .number(Double(node.position.y))
        case .anchorPoint: return .point(node.anchorPoint)
        case .anchorPointX: return .number(Double(node.anchorPoint.x))
        case .anchorPointY: return .number(Double(node.anchorPoint.y))
        case .anchorPointZ: return .number(Double(node.anchorPointZ))
        case .zPosition: return .number(Double(node.zPosition))
        case .opacity: return .number(Double(sink.opacity))
        case .transform(nil): return .transform(node.transform)
        case .transform(let field?): return field.read(node.transform)
        case .sublayerTransform(nil): return .transform(node.sublayerTransform)
        case .sublayerTransform(let field?): return field.read(node.sublayerTransform)
        case .backgroundColor: return .color(node.backgroundColor ?? .clear)
        case .borderColor: return .color(node.borderColor ?? .clear)
        case .borderWidth: return .number(Double(node.borderWidth))
        case .cornerRadius: return .number(Double(node.cornerRadius))
        case .rasterizationScale: return .number(Double(node.rasterizationScale))
        }
    }

    /// Writes `value`, as `setAnimatableValue(_:forKeyPath:)` writes a presentation copy;
    /// a value of the wrong kind changes nothing.
    func write(_ value: AnimatableValue, into sink: inout RenderNodeSink) {
        switch (self, value) {
        case (.position, .point(let v)): sink.node.position = v
        case (.positionX, .number(let v)): sink.node.position.x = CGFloat(v)
        case (.positionY, .number(let v)): sink.node.position.y = CGFloat(v)
        case (.anchorPoint, .point(let v)): sink.node.anchorPoint = v
        case (.anchorPointX, .number(let v)): sink.node.anchorPoint.x = CGFloat(v)
        case (.anchorPointY, .number(let v)): sink.node.anchorPoint.y = CGFloat(v)
        case (.anchorPointZ, .number(let v)): sink.node.anchorPointZ = CGFloat(v)
        case (.zPosition, .number(let v)): sink.node.zPosition = CGFloat(v)
        case (.opacity, .number(let v)): sink.opacity = Float(v)
        case (.transform(nil), .transform(let v)): sink.node.transform = v
        case (.transform(let field?), _):
            if let t = field.write(value, into: sink.node.transform) { sink.node.transform = t }
        case (.sublayerTransform(nil), .transform(let v)): sink.node.sublayerTransform = v
        case (.sublayerTransform(let field?), _):
            if let t = field.write(value, into: sink.node.sublayerTransform) { sink.node.sublayerTransform = t }
        case (.backgroundColor, .color(let v)): sink.node.backgroundColor = v
        case (.borderColor, .color(let v)): sink.node.borderColor = v
        case (.borderWidth, .number(let v)): sink.node.borderWidth = CGFloat(v)
        case (.cornerRadius, .number(let v)): sink.node.cornerRadius = CGFloat(v)
        case (.rasterizationScale, .number(let v)): sink.node.rasterizationScale = CGFloat(v)
        default: break
        }
    }
}
