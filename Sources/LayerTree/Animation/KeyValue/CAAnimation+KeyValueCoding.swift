import Foundation

/// Key-value coding on animations, as Core Animation gives it: every declared property under its
/// key (`duration`, `removedOnCompletion`, `keyPath`, `fromValue`, …), and any other key stored on
/// the instance and copied with it, the classic way to tag an animation for its delegate:
///
/// ```swift
/// let fade = CABasicAnimation(keyPath: "opacity")
/// fade.setValue("card-3", forKey: "cardID")
/// // in animationDidStop(_:finished:):
/// let id = anim.value(forKey: "cardID") as? String   // "card-3" (on the copy the layer ran)
/// ```
extension CAAnimation {
    /// The value of the property `key`, the value stored under it, or `defaultValue(forKey:)`.
    public func value(forKey key: String) -> Any? {
        if let property = type(of: self).propertyTable[key] { return property.value(of: self) }
        return undeclaredValues[key] ?? type(of: self).defaultValue(forKey: key)
    }

    /// Sets the property `key`, or stores the value under an undeclared key (`nil` removes it). A
    /// value of the wrong type changes nothing and prints one line naming the key to standard
    /// error (`setCheckedValue(_:forKey:)` throws it instead).
    public func setValue(_ value: Any?, forKey key: String) {
        do {
            try setCheckedValue(value, forKey: key)
        } catch {
            FileHandle.standardError.write(Data("LayerKit: \(type(of: self)): \(error)\n".utf8))
        }
    }

    /// The value at `keyPath`: a single key, or a field of a structure-valued one
    /// (`fromValue.x` of a point).
    public func value(forKeyPath keyPath: String) -> Any? {
        let path = AnimationKeyPath(keyPath)
        guard !path.fields.isEmpty else { return value(forKey: path.property) }
        return value(forKey: path.property).flatMap(AnimatableValue.init)?.field(path.fields[...])?.anyValue
    }

    /// Sets the value at `keyPath`; for a field of a structure (`toValue.y`), the structure's
    /// other fields stay. Bad input changes nothing and prints one line naming the key path.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        do {
            try setCheckedValue(value, forKeyPath: keyPath)
        } catch {
            FileHandle.standardError.write(Data("LayerKit: \(type(of: self)): \(error)\n".utf8))
        }
    }

    /// `setValue(_:forKey:)` that throws a `KeyPathError` naming the key for a value of the wrong type.
    public func setCheckedValue(_ value: Any?, forKey key: String) throws {
        if let property = type(of: self).propertyTable[key] { return try property.setValue(value, of: self) }
        undeclaredValues[key] = value
    }

    /// `setValue(_:forKeyPath:)` that throws a `KeyPathError` naming the key path when it leads
    /// nowhere or the value does not fit.
    public func setCheckedValue(_ value: Any?, forKeyPath keyPath: String) throws {
        let path = AnimationKeyPath(keyPath)
        guard !path.fields.isEmpty else { return try setCheckedValue(value, forKey: path.property) }
        let current = self.value(forKey: path.property)
        guard let current, let whole = AnimatableValue(current), let field = whole.field(path.fields[...]) else {
            let fields = path.fields.joined(separator: ".")
            throw KeyPathError(keyPath: keyPath, message: "'\(path.property)' has no field '\(fields)'")
        }
        guard let value, let boxed = AnimatableValue(value),
            let updated = whole.settingField(path.fields[...], to: boxed)
        else {
            let given = value.map { "\(type(of: $0))" } ?? "nil"
            throw KeyPathError(keyPath: keyPath, message: "expected \(field.kindName), got \(given)")
        }
        do {
            try setCheckedValue(updated.anyValue(like: current), forKey: path.property)
        } catch let error as KeyPathError {
            throw KeyPathError(keyPath: keyPath, message: error.message)
        }
    }
}
