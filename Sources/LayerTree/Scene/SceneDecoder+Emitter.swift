import Foundation

/// Decoding of an emitter layer's values that are no plain number: its `emitterCells` (objects
/// with `CAEmitterCell`'s keys, nested through their own `emitterCells`), its `seed` and its size.
extension SceneDecoder {
    /// A list of cell objects; each key is checked against `CAEmitterCell`'s declarations, so a
    /// misspelt key fails at its path instead of being ignored.
    func emitterCells(_ value: JSONValue, at path: JSONPath) throws -> [CAEmitterCell] {
        let elements = try array(value, at: path, expected: "a list of emitter cells")
        return try elements.enumerated().map { index, element in
            try emitterCell(element, at: path.index(index))
        }
    }

    private func emitterCell(_ value: JSONValue, at path: JSONPath) throws -> CAEmitterCell {
        let object = try self.object(value, at: path, expected: "an emitter cell (an object)")
        let cell = CAEmitterCell()
        let table = EmitterCellProperties.table
        for key in object.keys.sorted() where table.property(sceneKey: key) == nil {
            throw SceneError(path, "unknown emitter cell key '\(key)'")
        }
        for key in object.keys.sorted() {
            let keyPath = path.key(key)
            if key == EmitterCellProperties.contents.key {
                cell.contents = try image(object[key]!, at: keyPath)
            } else {
                _ = try table.property(sceneKey: key)!.decodeScene(object[key]!, at: keyPath, into: cell, with: self)
            }
        }
        return cell
    }

    /// `seed`: a whole number from 0 to 2³² − 1, as `CAEmitterLayer.seed` is a `UInt32`.
    func seed(_ value: JSONValue, at path: JSONPath) throws -> UInt32 {
        let number = try nonNegativeNumber(value, at: path)
        guard number == number.rounded(), number <= CGFloat(UInt32.max) else {
            throw SceneError(path, "expected a whole number from 0 to 4294967295, got \(Self.format(number))")
        }
        return UInt32(number)
    }

    /// `[w, h]`, neither negative.
    func nonNegativeSize(_ value: JSONValue, at path: JSONPath) throws -> CGSize {
        let size = try self.size(value, at: path)
        guard size.width >= 0, size.height >= 0 else {
            throw SceneError(path, "expected a size with no negative side, got \(Self.format(size))")
        }
        return size
    }
}
