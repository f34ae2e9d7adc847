import Foundation

/// Key-value coding for emitter cells, as Core Animation offers it: a cell answers under its
/// declared keys (`birthRate`, `enabled`, …), and a cell is found among an array of cells by its
/// `name`, so `emitter.setValue(0, forKeyPath: "emitterCells.fire.birthRate")` stops a named
/// cell in place (the usual way to turn an emitter off without removing its particles), and
/// `emitterCells.fire.emitterCells.spark.lifetime` reaches a nested one.
extension CAEmitterCell {
    /// The declared property `key`'s value; `nil` for a key the cell does not declare.
    public func value(forKey key: String) -> Any? {
        EmitterCellProperties.table[key]?.value(of: self)
    }

    /// Sets the declared property `key`; a wrong type or an unknown key changes nothing and
    /// prints one line naming the key (`setCheckedValue(_:forKeyPath:)` throws it instead).
    public func setValue(_ value: Any?, forKey key: String) { setValue(value, forKeyPath: key) }

    /// The value at `keyPath`: a key of this cell, or `emitterCells.NAME.…` into a nested cell.
    public func value(forKeyPath keyPath: String) -> Any? {
        let parts = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count > 1 else { return value(forKey: keyPath) }
        return Self.value(in: value(forKey: parts[0]), at: parts.dropFirst())
    }

    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        do {
            try setCheckedValue(value, forKeyPath: keyPath)
        } catch {
            FileHandle.standardError.write(Data("LayerKit: emitter cell \(name ?? "unnamed"): \(error)\n".utf8))
        }
    }

    /// `setValue(_:forKeyPath:)` that throws a `KeyPathError` naming the key path.
    public func setCheckedValue(_ value: Any?, forKeyPath keyPath: String) throws {
        let parts = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if parts.count > 1 {
            return try Self.setValue(value, in: self.value(forKey: parts[0]), at: parts.dropFirst(), keyPath: keyPath)
        }
        guard let property = EmitterCellProperties.table[keyPath] else {
            throw KeyPathError(keyPath: keyPath, message: "CAEmitterCell has no property '\(keyPath)'")
        }
        try property.setValue(value, of: self)
    }

    /// The value at `path` below `cells` (an array of cells, by name), or `nil`.
    static func value(in cells: Any?, at path: ArraySlice<String>) -> Any? {
        guard let cells = cells as? [CAEmitterCell], let name = path.first,
            let cell = cells.first(where: { $0.name == name })
        else { return nil }
        let rest = path.dropFirst()
        return rest.isEmpty ? cell : cell.value(forKeyPath: rest.joined(separator: "."))
    }

    /// Sets the value at `path` below `cells`; throws when no cell has the name or the rest fails.
    static func setValue(_ value: Any?, in cells: Any?, at path: ArraySlice<String>, keyPath: String) throws {
        guard let cells = cells as? [CAEmitterCell] else {
            throw KeyPathError(keyPath: keyPath, message: "no emitter cells before '\(path.joined(separator: "."))'")
        }
        guard let name = path.first, let cell = cells.first(where: { $0.name == name }) else {
            throw KeyPathError(keyPath: keyPath, message: "no emitter cell named '\(path.first ?? "")'")
        }
        let rest = path.dropFirst()
        guard !rest.isEmpty else {
            throw KeyPathError(keyPath: keyPath, message: "a cell is replaced through its array, not by name")
        }
        do {
            try cell.setCheckedValue(value, forKeyPath: rest.joined(separator: "."))
        } catch let error as KeyPathError {
            throw KeyPathError(keyPath: keyPath, message: error.message)
        }
    }

    /// The cell and its key that `path` names below `cells` (`fire.emitterCells.spark.scale`),
    /// for animations of a cell's value; throws naming what is missing.
    static func animatableTarget(in cells: [CAEmitterCell], at path: ArraySlice<String>, keyPath: String) throws
        -> (cell: CAEmitterCell, property: any DeclaredProperty)
    {
        guard let name = path.first, let cell = cells.first(where: { $0.name == name }) else {
            throw KeyPathError(keyPath: keyPath, message: "no emitter cell named '\(path.first ?? "")'")
        }
        let rest = path.dropFirst()
        guard let key = rest.first else {
            throw KeyPathError(keyPath: keyPath, message: "a cell is not animatable; animate one of its properties")
        }
        if rest.count > 1 {
            guard key == EmitterCellProperties.emitterCells.key else {
                throw KeyPathError(keyPath: keyPath, message: "CAEmitterCell has no cells under '\(key)'")
            }
            return try animatableTarget(in: cell.emitterCells ?? [], at: rest.dropFirst(), keyPath: keyPath)
        }
        guard let property = EmitterCellProperties.table[key], property.boxedValue(of: cell) != nil else {
            throw KeyPathError(keyPath: keyPath, message: "CAEmitterCell has no animatable property '\(key)'")
        }
        return (cell, property)
    }

    /// Runs `body` without telling the model or the emitters: for a presentation copy's cells,
    /// which animations set on the render thread every frame.
    func quietly(_ body: () -> Void) {
        let wasCopying = isCopying
        isCopying = true
        body()
        isCopying = wasCopying
    }
}
