import Foundation

/// Key-value coding, as Core Animation extends it for layers.
///
/// Every declared property answers under its key (`value(forKey: "opacity")` is the `Float`
/// `opacity`), key paths reach the fields of structures (`position.x`, `bounds.size.width`,
/// `transform.rotation.z`), the properties of a layer-valued property (`mask.opacity`) and of an
/// emitter's cells by name (`emitterCells.fire.birthRate`). A key
/// the class does not declare is stored on the instance, as Core Animation stores it, so a
/// subclass can keep its own properties there (Apple's `@NSManaged`/`@dynamic` pattern):
///
/// ```swift
/// final class PieLayer: CALayer {
///     var progress: CGFloat {
///         get { value(forKey: "progress") as? CGFloat ?? 0 }
///         set { setValue(newValue, forKey: "progress") }
///     }
///     override class func needsDisplay(forKey key: String) -> Bool {
///         key == "progress" || super.needsDisplay(forKey: key)
///     }
/// }
/// ```
///
/// Such values are copied into presentation layers and by `init(layer:)`, animate like any
/// property, and (with `needsDisplay(forKey:)`) redraw the layer while they animate.
extension CALayer {
    /// The value of the property `key`: a declared property's value, else the value stored under
    /// `key`, else the class's `defaultValue(forKey:)`.
    public func value(forKey key: String) -> Any? {
        if let property = type(of: self).propertyTable[key] { return property.value(of: self) }
        return undeclaredValue(forKey: key)
    }

    /// Sets the property `key`, running its action as a change through the property does. A
    /// value of the wrong type changes nothing and prints one line naming the key to standard
    /// error (`setCheckedValue(_:forKeyPath:)` throws it instead); an undeclared key stores the value.
    public func setValue(_ value: Any?, forKey key: String) {
        do {
            try setCheckedValue(value, forKey: key)
        } catch {
            reportKeyValueError(error)
        }
    }

    /// The value at `keyPath`: `value(forKey:)` for a single key; a field of a structure
    /// (`position.x` is a `CGFloat`, `transform.rotation.z` an angle); or, through a layer-valued
    /// property, that layer's value (`mask.bounds`). `nil` when the path leads nowhere.
    public func value(forKeyPath keyPath: String) -> Any? {
        let path = AnimationKeyPath(keyPath)
        guard !path.fields.isEmpty else { return value(forKey: path.property) }
        if let layer = value(forKey: path.property) as? CALayer {
            return layer.value(forKeyPath: path.fields.joined(separator: "."))
        }
        // An emitter's cells, by name (`emitterCells.fire.birthRate`).
        if let cells = value(forKey: path.property) as? [CAEmitterCell] {
            return CAEmitterCell.value(in: cells, at: path.fields[...])
        }
        return boxedValue(forKey: path.property)?.field(path.fields[...])?.anyValue
    }

    /// Sets the value at `keyPath`, leaving the structure's other fields as they are; the change
    /// runs the property's action like any other. Bad input changes nothing and prints one line
    /// naming the key path to standard error.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        do {
            try setCheckedValue(value, forKeyPath: keyPath)
        } catch {
            reportKeyValueError(error)
        }
    }

    /// `setValue(_:forKey:)` that throws a `KeyPathError` naming the key when the value is not of
    /// the property's type.
    public func setCheckedValue(_ value: Any?, forKey key: String) throws {
        if let property = type(of: self).propertyTable[key] { return try property.setValue(value, of: self) }
        setUndeclaredValue(value, forKey: key)
    }

    /// `setValue(_:forKeyPath:)` that throws a `KeyPathError` naming the key path when the path
    /// leads nowhere or the value does not fit the field.
    public func setCheckedValue(_ value: Any?, forKeyPath keyPath: String) throws {
        let path = AnimationKeyPath(keyPath)
        guard !path.fields.isEmpty else { return try setCheckedValue(value, forKey: path.property) }
        if let layer = self.value(forKey: path.property) as? CALayer {
            do {
                return try layer.setCheckedValue(value, forKeyPath: path.fields.joined(separator: "."))
            } catch let error as KeyPathError {
                throw KeyPathError(keyPath: keyPath, message: error.message)
            }
        }
        if let cells = self.value(forKey: path.property) as? [CAEmitterCell] {
            try CAEmitterCell.setValue(value, in: cells, at: path.fields[...], keyPath: keyPath)
            // The cells changed in place: the layer's frames must be drawn again.
            return modelDidChange()
        }
        guard let whole = boxedValue(forKey: path.property) else {
            let what = type(of: self).propertyTable[path.property] == nil ? "no property" : "no fields in property"
            throw KeyPathError(keyPath: keyPath, message: "\(type(of: self)) has \(what) '\(path.property)'")
        }
        guard let field = whole.field(path.fields[...]) else {
            let fields = path.fields.joined(separator: ".")
            throw KeyPathError(
                keyPath: keyPath, message: "'\(path.property)' is \(whole.kindName) and has no field '\(fields)'")
        }
        guard let value, let boxed = AnimatableValue(value),
            let updated = whole.settingField(path.fields[...], to: boxed)
        else {
            let given = value.map { "\(type(of: $0))" } ?? "nil"
            throw KeyPathError(keyPath: keyPath, message: "expected \(field.kindName), got \(given)")
        }
        if let property = type(of: self).propertyTable[path.property] {
            _ = property.setBoxedValue(updated, of: self)
        } else {
            let current = undeclaredValue(forKey: path.property) ?? updated.anyValue
            setUndeclaredValue(updated.anyValue(like: current), forKey: path.property)
        }
    }

    // MARK: Undeclared keys

    /// The value under an undeclared key, or the class's default for it.
    func undeclaredValue(forKey key: String) -> Any? {
        undeclaredValues[key] ?? type(of: self).defaultValue(forKey: key)
    }

    /// Stores a value under an undeclared key (`nil` removes it) as a property change: the layer
    /// is marked for display when `needsDisplay(forKey:)` says so, and the key's action runs
    /// (Core Animation has no implicit animation for such keys: the action comes from
    /// `action(forKey:)`, the delegate, `actions` or `style`).
    func setUndeclaredValue(_ value: Any?, forKey key: String) {
        let old = undeclaredValue(forKey: key)
        undeclaredValues[key] = value
        propertyDidChange(key, from: old.flatMap(AnimatableValue.init))
        keyValueObservers?.layerDidChange(self)
    }

    /// A property's value as an `AnimatableValue`, animatable or not, for key paths into its fields.
    private func boxedValue(forKey key: String) -> AnimatableValue? {
        if let property = type(of: self).propertyTable[key] { return property.boxedValue(of: self) }
        return undeclaredValue(forKey: key).flatMap(AnimatableValue.init)
    }

    private func reportKeyValueError(_ error: Error) {
        FileHandle.standardError.write(Data("LayerKit: \(debugName): \(error)\n".utf8))
    }
}

extension CALayer {
    /// `defaultValue(forKey:)` for the declared keys.
    class func declaredDefaultValue(forKey key: String) -> Any? { propertyTable[key]?.boxedDefault }

    /// `needsDisplay(forKey:)` for the declared keys.
    class func declaredNeedsDisplay(forKey key: String) -> Bool {
        propertyTable[key]?.traits.contains(.needsDisplay) ?? false
    }
}
