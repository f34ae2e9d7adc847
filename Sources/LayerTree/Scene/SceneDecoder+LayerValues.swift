import Foundation

/// A layer's `values` object and its `edgeAntialiasingMask` names.
extension SceneDecoder {
    /// Stores each entry of a layer's `values` under its own key, as `setValue(_:forKey:)` stores
    /// an undeclared key, so subclasses and tools read them back and animations animate them.
    ///
    /// Numbers are kept as `CGFloat` (what `value(forKey:) as? CGFloat` reads), strings and
    /// booleans as they are; a colour is written as a `"#rrggbb"` string and stays one, since
    /// nothing says which keys hold colours. A key the layer's class declares is an error: a
    /// file that wants `opacity` sets it directly, and two spellings of one value would disagree.
    func applyValues(_ value: JSONValue, to layer: CALayer, at path: JSONPath) throws {
        let entries = try object(value, at: path, expected: "an object of values by key")
        for key in entries.keys.sorted() {
            let entryPath = path.key(key)
            if type(of: layer).propertyTable[key] != nil {
                throw SceneError(entryPath, "'\(key)' is a declared property; set it directly")
            }
            layer.setValue(try undeclaredValue(entries[key]!, at: entryPath), forKey: key)
        }
    }

    /// One entry of `values`: a number, a string or a boolean.
    private func undeclaredValue(_ value: JSONValue, at path: JSONPath) throws -> Any {
        switch value {
        case .number: return try number(value, at: path)
        case .string(let text): return text
        case .bool(let flag): return flag
        default: throw SceneError(path, "expected a number, a string or a boolean, got \(value.kindDescription)")
        }
    }

    /// A list of edge names; `[]` antialiases no edge.
    func edges(_ value: JSONValue, at path: JSONPath) throws -> CAEdgeAntialiasingMask {
        var mask: CAEdgeAntialiasingMask = []
        for (index, element) in try array(value, at: path, expected: "a list of edge names").enumerated() {
            let name = try string(element, at: path.index(index))
            guard let edge = SceneLayerKeys.edges.first(where: { $0.name == name })?.edge else {
                let names = SceneLayerKeys.edges.map(\.name).joined(separator: ", ")
                throw SceneError(path.index(index), "unknown edge '\(name)'; expected one of \(names)")
            }
            mask.insert(edge)
        }
        return mask
    }
}
