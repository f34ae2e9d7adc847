import Foundation

/// Key-value access to a layer's animatable properties, by Core Animation's key names.
extension CALayer {
    /// The keys of the class's animatable properties, its superclasses' included, in declaration order.
    public class var animatableKeys: [String] { propertyTable.animatableKeys }

    /// The animatable property `key` (see `animatableValue(forKey:)`): a declared animatable
    /// property, or a value stored under an undeclared key (a subclass's own property kept by
    /// key-value coding) when it is of an animatable kind.
    func layerAnimatableValue(forKey key: String) -> AnimatableValue? {
        if let property = type(of: self).propertyTable[key] {
            return property.isAnimatable ? property.boxedValue(of: self) : nil
        }
        return undeclaredValue(forKey: key).flatMap(AnimatableValue.init)
    }

    /// Sets an animatable property (see `setAnimatableValue(_:forKey:)`); an undeclared key keeps
    /// the Swift type of the value it holds (a `Double` stays a `Double`).
    func setLayerAnimatableValue(_ value: AnimatableValue, forKey key: String) -> Bool {
        if let property = type(of: self).propertyTable[key] {
            return property.isAnimatable && property.setBoxedValue(value, of: self)
        }
        guard let current = undeclaredValue(forKey: key), let boxed = AnimatableValue(current),
            boxed.hasSameKind(as: value)
        else { return false }
        setUndeclaredValue(value.anyValue(like: current), forKey: key)
        return true
    }

    /// The value at a parsed key path such as `position.x` or `transform.rotation.z`.
    func animatableValue(forKeyPath path: AnimationKeyPath) -> AnimatableValue? {
        if let target = emitterCellTarget(path) { return target.property.boxedValue(of: target.cell) }
        return animatableValue(forKey: path.property)?.field(path.fields[...])
    }

    /// The emitter cell and its property that `path` names (`emitterCells.fire.birthRate`).
    private func emitterCellTarget(_ path: AnimationKeyPath) -> (cell: CAEmitterCell, property: any DeclaredProperty)? {
        // A string comparison first: every animated sub-field (`position.x`) of every layer comes here.
        guard !path.fields.isEmpty, path.property == EmitterLayerProperties.emitterCells.key,
            let cells = (self as? CAEmitterLayer)?.emitterCells
        else { return nil }
        return try? CAEmitterCell.animatableTarget(in: cells, at: path.fields[...], keyPath: path.description)
    }

    /// Sets the value at a parsed key path, leaving the other fields of the property as they are.
    @discardableResult
    func setAnimatableValue(_ value: AnimatableValue, forKeyPath path: AnimationKeyPath) -> Bool {
        if let target = emitterCellTarget(path) {
            // A presentation copy's cells are its own copies: set without telling the model.
            var done = false
            if isPresentationCopy {
                target.cell.quietly { done = target.property.setBoxedValue(value, of: target.cell) }
                cachedRenderNode = nil
            } else {
                done = target.property.setBoxedValue(value, of: target.cell)
                modelDidChange()
            }
            return done
        }
        guard let whole = animatableValue(forKey: path.property),
            let updated = whole.settingField(path.fields[...], to: value)
        else { return false }
        return setAnimatableValue(updated, forKey: path.property)
    }

    /// Checks that `keyPath` names an animatable property (and field) of this layer and
    /// returns its current value, which says what kind of values the animation needs.
    public func validateAnimationKeyPath(_ keyPath: String) throws -> AnimatableValue {
        let path = AnimationKeyPath(keyPath)
        // An emitter's cells, by name: `emitterCells.fire.birthRate`.
        if !path.fields.isEmpty, let cells = value(forKey: path.property) as? [CAEmitterCell] {
            let target = try CAEmitterCell.animatableTarget(in: cells, at: path.fields[...], keyPath: keyPath)
            return target.property.boxedValue(of: target.cell)!
        }
        guard let whole = animatableValue(forKey: path.property) else {
            throw KeyPathError(
                keyPath: keyPath, message: "\(type(of: self)) has no animatable property '\(path.property)'")
        }
        guard let field = whole.field(path.fields[...]) else {
            throw KeyPathError(
                keyPath: keyPath,
                message:
                    "'\(path.property)' is \(whole.kindName) and has no field '\(path.fields.joined(separator: "."))'")
        }
        return field
    }

    /// Any model change that is not animated: bump the generation so cached presentations refresh.
    func modelDidChange(timingOnly: Bool = false) {
        cachedRenderNode = nil
        guard !isPresentationCopy else { return noteCopyInTreeDidChange() }
        if timingOnly {
            LayerModelGeneration.bumpTiming()
            timingGeneration = LayerModelGeneration.value
        } else {
            LayerModelGeneration.bump()
        }
    }

    /// A presentation copy that an app placed in a layer tree and then changed: render trees
    /// retained from that tree must see it. (Copies being evaluated are in no tree.)
    func noteCopyInTreeDidChange() {
        if superlayer != nil { LayerModelGeneration.bump() }
    }

    /// Copies every declared property of `other` that presentation copies take (not its
    /// sublayers, mask, animations or identity), its contents and the values stored under
    /// undeclared keys. Copying between two classes copies the properties both declare.
    func copyProperties(from other: CALayer) {
        type(of: self).propertyTable.copyDeclaredProperties(from: other, to: self)
        contentsState = other.contentsState
        undeclaredValues = other.undeclaredValues
    }
}

/// A counter bumped by every model change (properties, sublayers, animations), so cached
/// presentation trees, and a window loop deciding whether to commit a new tree, know they are stale.
public enum LayerModelGeneration {
    /// `nonisolated(unsafe)`: bumped and read by the thread that changes layers (the app thread);
    /// the render thread reads committed copies, never this counter.
    nonisolated(unsafe) public private(set) static var value: UInt64 = 0
    /// How many of the bumps were changes of a layer's own clock alone (`PropertyTraits.timing`:
    /// a player seeking by `timeOffset`), which a retained render tree follows without being
    /// built again. `value - timingChanges` counts the others.
    nonisolated(unsafe) static private(set) var timingChanges: UInt64 = 0
    static func bump() { value &+= 1 }
    static func bumpTiming() {
        value &+= 1
        timingChanges &+= 1
    }
    /// The count of changes other than timings.
    static var untimedValue: UInt64 { value &- timingChanges }
}
