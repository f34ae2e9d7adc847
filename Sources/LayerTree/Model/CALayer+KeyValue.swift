import Foundation

/// Key-value access to a layer's animatable properties, by Core Animation's key names.
extension CALayer {
    /// The keys of `CALayer`'s own animatable properties.
    public static let animatableKeys: [String] = [
        "bounds", "position", "anchorPoint", "anchorPointZ", "zPosition", "transform", "sublayerTransform",
        "opacity", "hidden", "doubleSided", "masksToBounds", "backgroundColor", "borderWidth", "borderColor",
        "cornerRadius", "shadowColor", "shadowOpacity", "shadowOffset", "shadowRadius",
        "shadowPath", "rasterizationScale", "contentsRect", "contentsCenter",
    ]

    /// `CALayer`'s own animatable properties (see `animatableValue(forKey:)`).
    func layerAnimatableValue(forKey key: String) -> AnimatableValue? {
        switch key {
        case "bounds": return .rect(bounds)
        case "position": return .point(position)
        case "anchorPoint": return .point(anchorPoint)
        case "anchorPointZ": return .number(Double(anchorPointZ))
        case "zPosition": return .number(Double(zPosition))
        case "transform": return .transform(transform)
        case "sublayerTransform": return .transform(sublayerTransform)
        case "opacity": return .number(Double(opacity))
        case "hidden": return .bool(isHidden)
        case "doubleSided": return .bool(isDoubleSided)
        case "masksToBounds": return .bool(masksToBounds)
        case "backgroundColor": return .color(backgroundColor ?? .clear)
        case "borderWidth": return .number(Double(borderWidth))
        case "borderColor": return .color(borderColor ?? .clear)
        case "cornerRadius": return .number(Double(cornerRadius))
        case "shadowColor": return .color(shadowColor ?? .clear)
        case "shadowOpacity": return .number(Double(shadowOpacity))
        case "shadowOffset": return .size(shadowOffset)
        case "shadowRadius": return .number(Double(shadowRadius))
        // A missing path reads as the empty path, so animations to or from it switch halfway.
        case "shadowPath": return .path(shadowPath ?? CGPath())
        case "rasterizationScale": return .number(Double(rasterizationScale))
        // Animating `contentsRect` steps through a sprite sheet; `contentsCenter` moves the nine-slice.
        case "contentsRect": return .rect(contentsRect)
        case "contentsCenter": return .rect(contentsCenter)
        default: return nil
        }
    }

    /// Sets one of `CALayer`'s own animatable properties (see `setAnimatableValue(_:forKey:)`).
    func setLayerAnimatableValue(_ value: AnimatableValue, forKey key: String) -> Bool {
        switch (key, value) {
        case ("bounds", .rect(let v)): bounds = v
        case ("position", .point(let v)): position = v
        case ("anchorPoint", .point(let v)): anchorPoint = v
        case ("anchorPointZ", .number(let v)): anchorPointZ = CGFloat(v)
        case ("zPosition", .number(let v)): zPosition = CGFloat(v)
        case ("transform", .transform(let v)): transform = v
        case ("sublayerTransform", .transform(let v)): sublayerTransform = v
        case ("opacity", .number(let v)): opacity = Float(v)
        case ("hidden", .bool(let v)): isHidden = v
        case ("doubleSided", .bool(let v)): isDoubleSided = v
        case ("masksToBounds", .bool(let v)): masksToBounds = v
        case ("backgroundColor", .color(let v)): backgroundColor = v
        case ("borderWidth", .number(let v)): borderWidth = CGFloat(v)
        case ("borderColor", .color(let v)): borderColor = v
        case ("cornerRadius", .number(let v)): cornerRadius = CGFloat(v)
        case ("shadowColor", .color(let v)): shadowColor = v
        case ("shadowOpacity", .number(let v)): shadowOpacity = Float(v)
        case ("shadowOffset", .size(let v)): shadowOffset = v
        case ("shadowRadius", .number(let v)): shadowRadius = CGFloat(v)
        case ("shadowPath", .path(let v)): shadowPath = v.isEmpty ? nil : v
        case ("rasterizationScale", .number(let v)): rasterizationScale = CGFloat(v)
        case ("contentsRect", .rect(let v)): contentsRect = v
        case ("contentsCenter", .rect(let v)): contentsCenter = v
        default: return false
        }
        return true
    }

    /// The value at a parsed key path such as `position.x` or `transform.rotation.z`.
    func animatableValue(forKeyPath path: AnimationKeyPath) -> AnimatableValue? {
        animatableValue(forKey: path.property)?.field(path.fields[...])
    }

    /// Sets the value at a parsed key path, leaving the other fields of the property as they are.
    @discardableResult
    func setAnimatableValue(_ value: AnimatableValue, forKeyPath path: AnimationKeyPath) -> Bool {
        guard let whole = animatableValue(forKey: path.property),
            let updated = whole.settingField(path.fields[...], to: value)
        else { return false }
        return setAnimatableValue(updated, forKey: path.property)
    }

    /// The value at `keyPath` as a Swift value (`CGFloat`, `CGPoint`, `CATransform3D`, …),
    /// as Key-Value Coding's `value(forKeyPath:)` returns it.
    public func value(forKeyPath keyPath: String) -> Any? {
        animatableValue(forKeyPath: AnimationKeyPath(keyPath))?.anyValue
    }

    /// Sets the value at `keyPath`; the change runs the property's action like any other.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let value, let converted = AnimatableValue(value) else { return }
        setAnimatableValue(converted, forKeyPath: AnimationKeyPath(keyPath))
    }

    /// Checks that `keyPath` names an animatable property (and field) of this layer and
    /// returns its current value, which says what kind of values the animation needs.
    public func validateAnimationKeyPath(_ keyPath: String) throws -> AnimatableValue {
        let path = AnimationKeyPath(keyPath)
        guard let whole = animatableValue(forKey: path.property) else {
            throw KeyPathError(keyPath: keyPath, message: "\(type(of: self)) has no animatable property '\(path.property)'")
        }
        guard let field = whole.field(path.fields[...]) else {
            throw KeyPathError(
                keyPath: keyPath,
                message: "'\(path.property)' is \(whole.kindName) and has no field '\(path.fields.joined(separator: "."))'")
        }
        return field
    }

    /// Any model change that is not animated: bump the generation so cached presentations refresh.
    func modelDidChange() {
        cachedRenderNode = nil
        guard !isPresentationCopy else { return noteCopyInTreeDidChange() }
        LayerModelGeneration.bump()
    }

    /// A presentation copy that an app placed in a layer tree and then changed: render trees
    /// retained from that tree must see it. (Copies being evaluated are in no tree.)
    func noteCopyInTreeDidChange() {
        if superlayer != nil { LayerModelGeneration.bump() }
    }

    /// Copies every property of `other` (not its sublayers, animations or identity).
    func copyProperties(from other: CALayer) {
        bounds = other.bounds
        position = other.position
        anchorPoint = other.anchorPoint
        anchorPointZ = other.anchorPointZ
        zPosition = other.zPosition
        transform = other.transform
        sublayerTransform = other.sublayerTransform
        isGeometryFlipped = other.isGeometryFlipped
        isDoubleSided = other.isDoubleSided
        contentsScale = other.contentsScale
        contentsState = other.contentsState
        isHidden = other.isHidden
        opacity = other.opacity
        backgroundColor = other.backgroundColor
        borderWidth = other.borderWidth
        borderColor = other.borderColor
        cornerRadius = other.cornerRadius
        maskedCorners = other.maskedCorners
        masksToBounds = other.masksToBounds
        isOpaque = other.isOpaque
        allowsGroupOpacity = other.allowsGroupOpacity
        allowsEdgeAntialiasing = other.allowsEdgeAntialiasing
        name = other.name
        shadowColor = other.shadowColor
        shadowOpacity = other.shadowOpacity
        shadowOffset = other.shadowOffset
        shadowRadius = other.shadowRadius
        shadowPath = other.shadowPath?.copy()  // a snapshot: the app may go on mutating a CGMutablePath
        shouldRasterize = other.shouldRasterize
        rasterizationScale = other.rasterizationScale
        beginTime = other.beginTime
        speed = other.speed
        timeOffset = other.timeOffset
        duration = other.duration
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        fillMode = other.fillMode
        delegate = other.delegate
        actions = other.actions
        style = other.style
    }
}

/// A counter bumped by every model change (properties, sublayers, animations), so cached
/// presentation trees, and a window loop deciding whether to commit a new tree, know they are stale.
public enum LayerModelGeneration {
    nonisolated(unsafe) public private(set) static var value: UInt64 = 0
    static func bump() { value &+= 1 }
}
