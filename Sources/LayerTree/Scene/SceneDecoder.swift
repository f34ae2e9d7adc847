import Foundation

/// Reads scene files (see `scene-format.md`) into a ``Scene``.
///
/// Every problem is a ``SceneError`` naming its JSON path; unknown keys and
/// values of the wrong type are errors, never ignored. Keys the format lists
/// but this version cannot honour yet fail with `not supported yet: KEY`
/// rather than rendering something different from Core Animation.
///
/// ```swift
/// let scene = try SceneDecoder().decode(contentsOf: URL(fileURLWithPath: "card.json"))
/// ```
public struct SceneDecoder {
    /// Creates a decoder.
    public init() {}

    /// Decodes a scene from JSON data.
    ///
    /// - Parameter baseURL: the folder that relative paths in the scene (images
    ///   for `contents`) resolve against; `nil` for the current directory.
    public func decode(_ data: Data, baseURL: URL? = nil) throws -> Scene {
        let json: JSONValue
        do {
            json = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch let error as DecodingError {
            throw SceneError(JSONPath.document, "invalid JSON: \(Self.describe(error))")
        }
        return try document(json)
    }

    /// Reads and decodes the scene file at `url`; relative paths resolve against its folder.
    public func decode(contentsOf url: URL) throws -> Scene {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            let reason = FileManager.default.fileExists(atPath: url.path)
                ? error.localizedDescription : "no such file"
            throw SceneError(JSONPath.document, "cannot read scene file '\(url.path)': \(reason)")
        }
        return try decode(data, baseURL: url.deletingLastPathComponent())
    }

    /// The document keys and whether each is required.
    static let documentKeys: [(key: String, required: Bool)] = [
        ("size", true), ("scale", false), ("background", false), ("root", true),
    ]

    /// Decodes the top-level object: canvas size, scale, background and root layer.
    func document(_ json: JSONValue) throws -> Scene {
        let here = JSONPath.document
        let object = try self.object(json, at: here, expected: "a scene (an object)")
        let known = Set(Self.documentKeys.map(\.key))
        for key in object.keys.sorted() where !known.contains(key) {
            throw SceneError(here, "unknown key '\(key)'")
        }
        for (key, required) in Self.documentKeys where required && object[key] == nil {
            throw SceneError(here, "missing required key '\(key)'")
        }

        let sizePath = here.key("size")
        let size = try self.size(object["size"]!, at: sizePath)
        guard size.width > 0, size.height > 0 else {
            throw SceneError(sizePath, "expected a positive width and height, got \(Self.format(size))")
        }
        var scale: CGFloat = 1
        if let value = object["scale"] {
            scale = try positiveNumber(value, at: here.key("scale"))
        }
        var background: CGColor?
        if let value = object["background"] {
            background = try color(value, at: here.key("background"))
        }
        // The scene's scale is the root layer's contentsScale (scene-format.md);
        // an explicit `contentsScale` on the root overrides it for that layer.
        let root = try layer(object["root"]!, at: here.key("root"), defaultContentsScale: scale)
        return Scene(size: size, scale: scale, background: background, root: root)
    }

    /// The decoder's reason, without Swift's coding-path dump, on one line.
    static func describe(_ error: DecodingError) -> String {
        let context: DecodingError.Context
        switch error {
        case .dataCorrupted(let c), .typeMismatch(_, let c), .valueNotFound(_, let c), .keyNotFound(_, let c):
            context = c
        @unknown default:
            return "\(error)"
        }
        // Foundation puts the useful part ("Unexpected character … around line 1,
        // column 5.") in the underlying error and a generic sentence in the context.
        if let underlying = context.underlyingError as NSError?,
           let detail = underlying.userInfo[NSDebugDescriptionErrorKey] as? String
        {
            return detail
        }
        return context.debugDescription
    }
}
