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
    /// Decodes the image files that `contents` keys name; without one, `contents` is an error.
    public var imageLoader: (any CGImageLoading)?
    /// The folder relative image paths resolve against.
    var baseURL: URL?
    /// Images loaded for this document, by resolved file URL (see `SceneDecoder+Contents.swift`).
    var loadedImages: [URL: Result<CGImage, any Error>] = [:]
    var contentIssues: ContentIssues?

    /// Creates a decoder; `imageLoader` (ImageCodecs' `ImageDecoder.shared`) reads `contents` images.
    public init(imageLoader: (any CGImageLoading)? = nil) {
        self.imageLoader = imageLoader
    }

    /// Decodes a scene from JSON data.
    ///
    /// - Parameters:
    ///   - data: the scene file's bytes (UTF-8 JSON in the format of `shared/spec/scene-format.md`).
    ///   - baseURL: the folder that relative paths in the scene (images
    ///     for `contents`) resolve against; `nil` for the current directory.
    public func decode(_ data: Data, baseURL: URL? = nil) throws -> Scene {
        if let offset = JSONNesting.firstByte(deeperThan: Scene.maximumNesting, in: data) {
            throw SceneError(
                JSONPath.document,
                "arrays and objects nested more than \(Scene.maximumNesting) deep "
                    + "(about \(Scene.maximumNesting / 2 - 1) layers) at byte \(offset), the limit")
        }
        let json: JSONValue
        do {
            json = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch let error as DecodingError {
            throw Self.sceneError(for: error, in: data)
        }
        var decoder = self
        decoder.baseURL = baseURL
        return try decoder.document(json)
    }

    /// Reads and decodes the scene file at `url`; relative paths resolve against its folder.
    public func decode(contentsOf url: URL) throws -> Scene {
        let data: Data
        do {
            data = try InputFile.read(url, limit: Scene.maximumFileBytes)
        } catch {
            throw SceneError(JSONPath.document, "cannot read scene file '\(url.path)': \(error)")
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
        // The canvas must fit a render target (GPUs cap a texture's side; 16,384 is common): a larger
        // one is refused here, with its path, rather than by the driver after loading every image.
        let pixels = CGSize(width: size.width * scale, height: size.height * scale)
        if max(pixels.width, pixels.height) > Scene.maximumCanvasSide {
            let path =
                object["scale"] != nil && max(size.width, size.height) <= Scene.maximumCanvasSide
                ? here.key("scale") : sizePath
            throw SceneError(
                path,
                "the canvas would be \(Self.format(pixels.width))×\(Self.format(pixels.height)) pixels (size × scale), over the limit "
                    + "of \(Int(Scene.maximumCanvasSide)) pixels a side")
        }
        var background: CGColor?
        if let value = object["background"] {
            background = try color(value, at: here.key("background"))
        }
        // Counted before anything is built: a document of 100,000 layers is refused at once, not
        // after building, drawing and dumping it took minutes (README, "Limits").
        var layerCount = 0
        if let past = Self.firstLayer(pastLimitIn: object["root"]!, at: here.key("root"), count: &layerCount) {
            throw SceneError(past, "the scene has more than \(Scene.maximumLayers) layers, the limit")
        }
        // The scene's scale is the root layer's contentsScale (scene-format.md);
        // an explicit `contentsScale` on the root overrides it for that layer.
        let (root, contentErrors) = try rootLayerWithContents(object["root"]!, at: here.key("root"), scale: scale)
        var scene = Scene(size: size, scale: scale, background: background, root: root)
        scene.contentErrors = contentErrors
        return scene
    }

    /// The path of the first layer object, in document order, past `Scene.maximumLayers`; nil when
    /// there are no more than that. Layers are the root, sublayers and masks (counted whatever their
    /// other keys hold; wrong ones are reported when the layer is decoded).
    static func firstLayer(pastLimitIn layer: JSONValue, at path: JSONPath, count: inout Int) -> JSONPath? {
        guard case .object(let object) = layer else { return nil }
        count += 1
        if count > Scene.maximumLayers { return path }
        let maskKey = LayerProperties.mask.key, sublayersKey = LayerProperties.sublayers.key
        if let mask = object[maskKey], let past = firstLayer(pastLimitIn: mask, at: path.key(maskKey), count: &count) {
            return past
        }
        if case .array(let sublayers)? = object[sublayersKey] {
            for (index, sublayer) in sublayers.enumerated() {
                let here = path.key(sublayersKey).index(index)
                if let past = firstLayer(pastLimitIn: sublayer, at: here, count: &count) {
                    return past
                }
            }
        }
        return nil
    }

    /// A decoding failure as a scene error: at its coding path when it has one
    /// (a number out of range), else at `$` as a syntax error.
    static func sceneError(for error: DecodingError, in data: Data) -> SceneError {
        let context: DecodingError.Context
        switch error {
        case .dataCorrupted(let c), .typeMismatch(_, let c), .valueNotFound(_, let c), .keyNotFound(_, let c):
            context = c
        @unknown default:
            return SceneError(JSONPath.document, "invalid JSON: \(error)")
        }
        guard context.codingPath.isEmpty else {
            let path = context.codingPath.reduce(JSONPath.document) { path, key in
                key.intValue.map(path.index) ?? path.key(key.stringValue)
            }
            return SceneError(path, context.debugDescription)
        }
        // JSONDecoder only says "The given data was not valid JSON."; Foundation's
        // JSONSerialization reads the same grammar and says where it went wrong.
        var reason = context.debugDescription
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            if let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String {
                reason = detail
            }
        }
        return SceneError(JSONPath.document, "invalid JSON: \(reason)")
    }
}
