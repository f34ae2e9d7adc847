import Foundation

/// Readers for `shape` and `gradient` layers' own values (the declarations in
/// `ShapeLayerProperties` and `GradientLayerProperties` name them).
extension SceneDecoder {
    /// A shape's `lineDashPattern`: dash lengths, or `null` for a solid line.
    func dashPattern(_ value: JSONValue, at path: JSONPath) throws -> [NSNumber]? {
        if case .null = value { return nil }
        let elements = try array(value, at: path, expected: "a list of dash lengths")
        return try elements.enumerated().map { index, element in
            NSNumber(value: Double(try nonNegativeNumber(element, at: path.index(index))))
        }
    }

    /// A gradient's `colors`.
    func colorList(_ value: JSONValue, at path: JSONPath) throws -> [CGColor]? {
        let elements = try array(value, at: path, expected: "a list of colors")
        return try elements.enumerated().map { try color($1, at: path.index($0)) }
    }

    /// A gradient's `locations`, or `null` to space the colors evenly.
    func locationList(_ value: JSONValue, at path: JSONPath) throws -> [NSNumber]? {
        if case .null = value { return nil }
        let elements = try array(value, at: path, expected: "a list of numbers")
        return try elements.enumerated().map { NSNumber(value: Double(try number($1, at: path.index($0)))) }
    }

    /// A color, or `nil` for JSON `null` (no fill, no stroke).
    func optionalColor(_ value: JSONValue, at path: JSONPath) throws -> CGColor? {
        if case .null = value { return nil }
        return try color(value, at: path)
    }

    /// One of the scene format's names, mapped to its Core Animation raw value.
    func name(_ value: JSONValue, among names: KeyValuePairs<String, String>, at path: JSONPath) throws
        -> String
    {
        let text = try string(value, at: path)
        guard let match = names.first(where: { $0.key == text }) else {
            throw SceneError(
                path, "unknown value '\(text)'; expected one of \(names.map(\.key).joined(separator: ", "))")
        }
        return match.value
    }
}
