import Foundation

/// Decoding of `shape` and `gradient` layers' own keys.
extension SceneDecoder {
    /// Sets a `CAShapeLayer` property (the caller checked the layer's type).
    func applyShapeKey(_ key: String, _ value: JSONValue, to layer: CAShapeLayer, at path: JSONPath) throws {
        switch key {
        case "path": layer.path = try self.path(value, at: path)
        case "fillColor": layer.fillColor = try optionalColor(value, at: path)
        case "strokeColor": layer.strokeColor = try optionalColor(value, at: path)
        case "fillRule":
            layer.fillRule = CAShapeLayerFillRule(
                rawValue: try name(value, among: ["nonZero": "non-zero", "evenOdd": "even-odd"], at: path))
        case "lineCap":
            layer.lineCap = CAShapeLayerLineCap(
                rawValue: try name(value, among: ["butt": "butt", "round": "round", "square": "square"], at: path))
        case "lineJoin":
            layer.lineJoin = CAShapeLayerLineJoin(
                rawValue: try name(value, among: ["miter": "miter", "round": "round", "bevel": "bevel"], at: path))
        case "lineWidth": layer.lineWidth = try nonNegativeNumber(value, at: path)
        case "miterLimit": layer.miterLimit = try nonNegativeNumber(value, at: path)
        case "lineDashPhase": layer.lineDashPhase = try number(value, at: path)
        case "strokeStart": layer.strokeStart = try unitNumber(value, at: path)
        case "strokeEnd": layer.strokeEnd = try unitNumber(value, at: path)
        default:  // lineDashPattern
            if case .null = value { layer.lineDashPattern = nil; return }
            let elements = try array(value, at: path, expected: "a list of dash lengths")
            layer.lineDashPattern = try elements.enumerated().map { index, element in
                NSNumber(value: Double(try nonNegativeNumber(element, at: path.index(index))))
            }
        }
    }

    /// Sets a `CAGradientLayer` property (the caller checked the layer's type).
    func applyGradientKey(_ key: String, _ value: JSONValue, to layer: CAGradientLayer, at path: JSONPath) throws {
        switch key {
        case "colors":
            let elements = try array(value, at: path, expected: "a list of colors")
            layer.colors = try elements.enumerated().map { try color($1, at: path.index($0)) }
        case "locations":
            if case .null = value { layer.locations = nil; return }
            let elements = try array(value, at: path, expected: "a list of numbers")
            layer.locations = try elements.enumerated().map { NSNumber(value: Double(try number($1, at: path.index($0)))) }
        case "startPoint": layer.startPoint = try point(value, at: path)
        case "endPoint": layer.endPoint = try point(value, at: path)
        default:  // gradientType
            layer.type = CAGradientLayerType(
                rawValue: try name(value, among: ["axial": "axial", "radial": "radial", "conic": "conic"], at: path))
        }
    }

    /// A color, or `nil` for JSON `null` (no fill, no stroke).
    private func optionalColor(_ value: JSONValue, at path: JSONPath) throws -> CGColor? {
        if case .null = value { return nil }
        return try color(value, at: path)
    }

    /// One of the scene format's names, mapped to its Core Animation raw value.
    private func name(_ value: JSONValue, among names: KeyValuePairs<String, String>, at path: JSONPath) throws
        -> String
    {
        let text = try string(value, at: path)
        guard let match = names.first(where: { $0.key == text }) else {
            throw SceneError(path, "unknown value '\(text)'; expected one of \(names.map(\.key).joined(separator: ", "))")
        }
        return match.value
    }
}
