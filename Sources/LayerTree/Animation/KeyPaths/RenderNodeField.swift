import Foundation

/// An animation key path that maps straight onto one field of a layer's render node, resolved
/// once when the animation is added (no string parsing or key lookup at frame time).
///
/// Reading and writing follow exactly what key-value access on a presentation copy does
/// (`animatableValue(forKeyPath:)` and `setAnimatableValue(_:forKeyPath:)`), so an animation
/// evaluated into a render node gives the node that the presentation copy would have made.
/// The shadow's properties feed the node's `shadow` together: they are kept as the layer holds
/// them (`RenderNodeSink.shadow`) and the node's shadow is made from them afterwards. Key paths
/// whose property changes the tree or more of the node (`hidden`, a text layer's `bounds`,
/// `shadowPath`, subclasses' own) are not listed: their animations take the general path.
enum RenderNodeField {
    /// A sub-field of a rectangle, as `AnimatableValue.field(_:)` names them.
    enum RectField {
        case whole, origin, size, x, y, width, height

        init?(_ fields: [String]) {
            switch fields {
            case []: self = .whole
            case ["origin"]: self = .origin
            case ["size"]: self = .size
            case ["origin", "x"]: self = .x
            case ["origin", "y"]: self = .y
            case ["size", "width"]: self = .width
            case ["size", "height"]: self = .height
            default: return nil
            }
        }
    }

    /// A sub-field of a size.
    enum SizeField {
        case whole, width, height

        init?(_ fields: [String]) {
            switch fields {
            case []: self = .whole
            case ["width"]: self = .width
            case ["height"]: self = .height
            default: return nil
            }
        }
    }

    case position, positionX, positionY
    case anchorPoint, anchorPointX, anchorPointY
    case anchorPointZ, zPosition, opacity
    /// The whole transform, or one of its virtual fields (`transform.rotation.z`, …).
    case transform(TransformField?)
    case sublayerTransform(TransformField?)
    case backgroundColor, borderColor, borderWidth, cornerRadius, rasterizationScale
    /// `bounds` and its sub-fields (not on a text layer, whose text is laid out in its bounds).
    case bounds(RectField)
    case shadowColor, shadowOpacity, shadowRadius
    case shadowOffset(SizeField)
    /// A `CAShapeLayer`'s path, colors or stroke numbers: the node's shape is made again from them.
    case shape(ShapeField)
    /// A `CAGradientLayer`'s colors, locations or points: the node's gradient is made again from them.
    case gradient(GradientField)

    /// `CALayer`'s animatable properties that have no field, each with the reason its
    /// animations take the general path (a presentation copy). Every other animatable property
    /// of `CALayer` declares its field (`node:`), but `hidden`, which is no field: the walk reads it
    /// from the sink to decide whether the layer has a node (`RenderNodeSink.isHidden`), so a
    /// layer shown and hidden by an animation needs no presentation copy for that. And
    /// `RenderNodeFieldCoverageTests` fails on one
    /// that does neither, so a new property cannot silently run slower. A shape layer's animatable
    /// properties (`path`, `strokeEnd`, …) and a gradient layer's (`colors`, …) have fields too
    /// (`ShapeField`, `GradientField`); other subclasses' own properties take the general path.
    static let generalPathReasons: [String: String] = [
        LayerProperties.doubleSided.key: "changes culling, decided when the tree is built",
        LayerProperties.masksToBounds.key: "changes the node's clip, built with its children",
        LayerProperties.shadowPath.key: "a path: the shadow's mask is made again from it",
        LayerProperties.contentsRect.key: "changes the contents' texture mapping, made when the node is built",
        LayerProperties.contentsCenter.key: "changes the contents' nine-slice grid, made when the node is built",
    ]

    /// The property a field belongs to, named by the property's declaration (`node:`), so the
    /// key strings live only there.
    enum Base: Equatable {
        case position, anchorPoint, anchorPointZ, zPosition, opacity, transform, sublayerTransform
        case backgroundColor, borderColor, borderWidth, cornerRadius, rasterizationScale, bounds
        case shadowColor, shadowOpacity, shadowRadius, shadowOffset
        case shape(ShapeField)
        case gradient(GradientField)
    }

    /// The field for `path` on `layer`, or `nil` when the key path takes the general path.
    init?(_ path: AnimationKeyPath, on layer: CALayer) {
        guard let base = type(of: layer).propertyTable[path.property]?.renderNodeField else { return nil }
        let fields = path.fields
        switch base {
        case .bounds:
            // A text layer lays its text out in its bounds: more of the node changes.
            guard !(layer is CATextLayer), let field = RectField(fields) else { return nil }
            self = .bounds(field)
        case .position, .anchorPoint:
            let whole: RenderNodeField = base == .position ? .position : .anchorPoint
            switch fields {
            case []: self = whole
            case ["x"]: self = base == .position ? .positionX : .anchorPointX
            case ["y"]: self = base == .position ? .positionY : .anchorPointY
            default: return nil
            }
        case .transform, .sublayerTransform:
            var field: TransformField?
            if !fields.isEmpty {
                guard let named = TransformField(name: fields[0], rest: fields[1...]) else { return nil }
                field = named
            }
            self = base == .transform ? .transform(field) : .sublayerTransform(field)
        case .shadowOffset:
            guard let field = SizeField(fields) else { return nil }
            self = .shadowOffset(field)
        default:
            guard fields.isEmpty else { return nil }
            switch base {
            case .anchorPointZ: self = .anchorPointZ
            case .zPosition: self = .zPosition
            case .opacity: self = .opacity
            case .backgroundColor: self = .backgroundColor
            case .borderColor: self = .borderColor
            case .borderWidth: self = .borderWidth
            case .cornerRadius: self = .cornerRadius
            case .rasterizationScale: self = .rasterizationScale
            case .shadowColor: self = .shadowColor
            case .shadowOpacity: self = .shadowOpacity
            case .shadowRadius: self = .shadowRadius
            case .shape(let field): self = .shape(field)
            case .gradient(let field): self = .gradient(field)
            default: return nil
            }
        }
    }

    /// The value, as `animatableValue(forKeyPath:)` reads it from a presentation copy.
    func read(from sink: RenderNodeSink) -> AnimatableValue? {
        let node = sink.pointer
        switch self {
        case .position: return .point(node.pointee.position)
        case .positionX: return .number(Double(node.pointee.position.x))
        case .positionY: return .number(Double(node.pointee.position.y))
        case .anchorPoint: return .point(node.pointee.anchorPoint)
        case .anchorPointX: return .number(Double(node.pointee.anchorPoint.x))
        case .anchorPointY: return .number(Double(node.pointee.anchorPoint.y))
        case .anchorPointZ: return .number(Double(node.pointee.anchorPointZ))
        case .zPosition: return .number(Double(node.pointee.zPosition))
        case .opacity: return .number(Double(sink.opacity))
        case .transform(nil): return .transform(node.pointee.transform)
        case .transform(let field?): return field.read(node.pointee.transform)
        case .sublayerTransform(nil): return .transform(node.pointee.sublayerTransform)
        case .sublayerTransform(let field?): return field.read(node.pointee.sublayerTransform)
        case .backgroundColor: return .color(node.pointee.backgroundColor ?? .clear)
        case .borderColor: return .color(node.pointee.borderColor ?? .clear)
        case .borderWidth: return .number(Double(node.pointee.borderWidth))
        case .cornerRadius: return .number(Double(node.pointee.cornerRadius))
        case .rasterizationScale: return .number(Double(node.pointee.rasterizationScale))
        case .bounds(let field):
            let r = node.pointee.bounds
            switch field {
            case .whole: return .rect(r)
            case .origin: return .point(r.origin)
            case .size: return .size(r.size)
            case .x: return .number(Double(r.origin.x))
            case .y: return .number(Double(r.origin.y))
            case .width: return .number(Double(r.size.width))
            case .height: return .number(Double(r.size.height))
            }
        case .shadowColor: return .color(sink.shadow.color ?? .clear)
        case .shadowOpacity: return .number(Double(sink.shadow.opacity))
        case .shadowRadius: return .number(Double(sink.shadow.radius))
        case .shadowOffset(.whole): return .size(sink.shadow.offset)
        case .shadowOffset(.width): return .number(Double(sink.shadow.offset.width))
        case .shadowOffset(.height): return .number(Double(sink.shadow.offset.height))
        case .shape(let field): return field.read(from: sink.shape)
        case .gradient(let field): return field.read(from: sink.gradient)
        }
    }

    /// Writes `value`, as `setAnimatableValue(_:forKeyPath:)` writes a presentation copy;
    /// a value of the wrong kind changes nothing.
    /// `decompositions`: where a transform field's animation keeps its base decomposed.
    func write(_ value: AnimatableValue, into sink: inout RenderNodeSink, decompositions: DecompositionCache? = nil) {
        switch (self, value) {
        case (.position, .point(let v)): sink.pointer.pointee.position = v
        case (.positionX, .number(let v)): sink.pointer.pointee.position.x = CGFloat(v)
        case (.positionY, .number(let v)): sink.pointer.pointee.position.y = CGFloat(v)
        case (.anchorPoint, .point(let v)): sink.pointer.pointee.anchorPoint = v
        case (.anchorPointX, .number(let v)): sink.pointer.pointee.anchorPoint.x = CGFloat(v)
        case (.anchorPointY, .number(let v)): sink.pointer.pointee.anchorPoint.y = CGFloat(v)
        case (.anchorPointZ, .number(let v)): sink.pointer.pointee.anchorPointZ = CGFloat(v)
        case (.zPosition, .number(let v)): sink.pointer.pointee.zPosition = CGFloat(v)
        case (.opacity, .number(let v)): sink.opacity = Float(v)
        case (.transform(nil), .transform(let v)): sink.pointer.pointee.transform = v
        case (.transform(let field?), _):
            if let t = field.write(value, into: sink.pointer.pointee.transform, decompositions: decompositions) {
                sink.pointer.pointee.transform = t
            }
        case (.sublayerTransform(nil), .transform(let v)): sink.pointer.pointee.sublayerTransform = v
        case (.sublayerTransform(let field?), _):
            if let t = field.write(value, into: sink.pointer.pointee.sublayerTransform, decompositions: decompositions)
            {
                sink.pointer.pointee.sublayerTransform = t
            }
        case (.backgroundColor, .color(let v)): sink.pointer.pointee.backgroundColor = v
        case (.borderColor, .color(let v)): sink.pointer.pointee.borderColor = v
        case (.borderWidth, .number(let v)): sink.pointer.pointee.borderWidth = CGFloat(v)
        case (.cornerRadius, .number(let v)): sink.pointer.pointee.cornerRadius = CGFloat(v)
        case (.rasterizationScale, .number(let v)): sink.pointer.pointee.rasterizationScale = CGFloat(v)
        case (.bounds(.whole), .rect(let v)): sink.pointer.pointee.bounds = v
        case (.bounds(.origin), .point(let v)): sink.pointer.pointee.bounds.origin = v
        case (.bounds(.size), .size(let v)): sink.pointer.pointee.bounds.size = v
        case (.bounds(.x), .number(let v)): sink.pointer.pointee.bounds.origin.x = CGFloat(v)
        case (.bounds(.y), .number(let v)): sink.pointer.pointee.bounds.origin.y = CGFloat(v)
        case (.bounds(.width), .number(let v)): sink.pointer.pointee.bounds.size.width = CGFloat(v)
        case (.bounds(.height), .number(let v)): sink.pointer.pointee.bounds.size.height = CGFloat(v)
        case (.shadowColor, .color(let v)): sink.shadow.color = v
        case (.shadowOpacity, .number(let v)): sink.shadow.opacity = Float(v)
        case (.shadowRadius, .number(let v)): sink.shadow.radius = CGFloat(v)
        case (.shadowOffset(.whole), .size(let v)): sink.shadow.offset = v
        case (.shadowOffset(.width), .number(let v)): sink.shadow.offset.width = CGFloat(v)
        case (.shadowOffset(.height), .number(let v)): sink.shadow.offset.height = CGFloat(v)
        case (.shape(let field), _): field.write(value, into: &sink.shape)
        case (.gradient(let field), _): field.write(value, into: &sink.gradient)
        default: break
        }
    }

    /// Writes a number, as `write(.number(v), into:)` does, without building the value.
    func write(number v: Double, into sink: inout RenderNodeSink, decompositions: DecompositionCache? = nil) {
        let node = sink.pointer
        switch self {
        case .positionX: node.pointee.position.x = CGFloat(v)
        case .positionY: node.pointee.position.y = CGFloat(v)
        case .anchorPointX: node.pointee.anchorPoint.x = CGFloat(v)
        case .anchorPointY: node.pointee.anchorPoint.y = CGFloat(v)
        case .anchorPointZ: node.pointee.anchorPointZ = CGFloat(v)
        case .zPosition: node.pointee.zPosition = CGFloat(v)
        case .opacity: sink.opacity = Float(v)
        case .borderWidth: node.pointee.borderWidth = CGFloat(v)
        case .cornerRadius: node.pointee.cornerRadius = CGFloat(v)
        case .rasterizationScale: node.pointee.rasterizationScale = CGFloat(v)
        case .shape(let field): field.write(number: v, into: &sink.shape)
        default: write(.number(v), into: &sink, decompositions: decompositions)
        }
    }

    /// The node fields a write changes.
    var writtenFields: RenderNodeFields {
        switch self {
        case .position, .positionX, .positionY: return .position
        case .anchorPoint, .anchorPointX, .anchorPointY: return .anchorPoint
        case .anchorPointZ: return .anchorPointZ
        case .zPosition: return .zPosition
        case .opacity: return .opacity
        case .transform: return .transform
        case .sublayerTransform: return .sublayerTransform
        case .backgroundColor: return .backgroundColor
        case .borderColor: return .borderColor
        case .borderWidth: return .borderWidth
        case .cornerRadius: return .cornerRadius
        case .rasterizationScale: return .rasterizationScale
        case .bounds: return .bounds
        case .shadowColor, .shadowOpacity, .shadowRadius, .shadowOffset: return .shadow
        case .shape: return .shape
        case .gradient: return .gradient
        }
    }
}

/// A set of the render-node fields that animations write.
struct RenderNodeFields: OptionSet {
    let rawValue: UInt32
    static let position = RenderNodeFields(rawValue: 1 << 0)
    static let anchorPoint = RenderNodeFields(rawValue: 1 << 1)
    static let anchorPointZ = RenderNodeFields(rawValue: 1 << 2)
    static let zPosition = RenderNodeFields(rawValue: 1 << 3)
    static let opacity = RenderNodeFields(rawValue: 1 << 4)
    static let transform = RenderNodeFields(rawValue: 1 << 5)
    static let sublayerTransform = RenderNodeFields(rawValue: 1 << 6)
    static let backgroundColor = RenderNodeFields(rawValue: 1 << 7)
    static let borderColor = RenderNodeFields(rawValue: 1 << 8)
    static let borderWidth = RenderNodeFields(rawValue: 1 << 9)
    static let cornerRadius = RenderNodeFields(rawValue: 1 << 10)
    static let rasterizationScale = RenderNodeFields(rawValue: 1 << 11)
    static let transition = RenderNodeFields(rawValue: 1 << 12)
    static let bounds = RenderNodeFields(rawValue: 1 << 13)
    /// Any of the shadow's properties: the node's `shadow` is made again.
    static let shadow = RenderNodeFields(rawValue: 1 << 14)
    /// `hidden`: not a field, but whether the walk gives the layer a node (`RenderNodeSink.isHidden`).
    static let hidden = RenderNodeFields(rawValue: 1 << 15)
    /// Any of a shape layer's animatable properties: the node's `shape` is made again.
    static let shape = RenderNodeFields(rawValue: 1 << 16)
    /// Any of a gradient layer's animatable properties: the node's `gradient` is made again.
    static let gradient = RenderNodeFields(rawValue: 1 << 17)
}
