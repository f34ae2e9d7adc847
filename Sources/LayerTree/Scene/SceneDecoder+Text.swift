import Foundation

/// Decoding of a `text` layer's keys (`CATextLayer`).
extension SceneDecoder {
    /// Sets one `CATextLayer` property (the caller checked the layer's type).
    func applyTextKey(_ key: String, _ value: JSONValue, to layer: CATextLayer, at path: JSONPath) throws {
        switch key {
        case "string": layer.string = try string(value, at: path)
        case "font": layer.font = try string(value, at: path)
        case "fontSize": layer.fontSize = try positiveNumber(value, at: path)
        case "foregroundColor": layer.foregroundColor = try color(value, at: path)
        case "alignmentMode":
            layer.alignmentMode = try textName(value, CATextLayerAlignmentMode.all, kind: "alignment mode", at: path)
        case "isWrapped": layer.isWrapped = try bool(value, at: path)
        default:
            layer.truncationMode = try textName(value, CATextLayerTruncationMode.all, kind: "truncation mode", at: path)
        }
    }

    private func textName<Name: RawRepresentable>(_ value: JSONValue, _ all: [Name], kind: String, at path: JSONPath)
        throws -> Name where Name.RawValue == String
    {
        let text = try string(value, at: path)
        guard let match = all.first(where: { $0.rawValue == text }) else {
            throw SceneError(path, "unknown \(kind) '\(text)'; expected one of \(all.map(\.rawValue).joined(separator: ", "))")
        }
        return match
    }
}
