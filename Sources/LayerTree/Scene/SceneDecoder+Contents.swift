import Foundation

/// Decoding of the content keys: `contents` (an image file), `contentsRect`,
/// `contentsCenter`, `contentsGravity`, `minificationFilter`, `magnificationFilter`.
///
/// Images are loaded before any layer is built: the whole document is scanned
/// for `contents` paths, which the ``CGImageLoading`` decodes together (in
/// parallel), so layers get their images as their other properties are set and
/// a `CATransition` in the file snapshots them with their contents.
///
/// An image that cannot be decoded (missing, corrupt, truncated, too large)
/// does not fail the scene: its layer stays empty and the problem is recorded in
/// `Scene.contentErrors` at the `contents` key's path, as Core Animation draws a
/// layer whose image failed as empty. Malformed values (a number for
/// `contents`, an unknown gravity) are ordinary scene errors.
extension SceneDecoder {
    /// Problems with image files found while decoding, in document order.
    final class ContentIssues {
        var errors: [SceneError] = []
    }

    /// Decodes the root layer with its images loaded first; returns it and the image problems.
    func rootLayerWithContents(_ value: JSONValue, at path: JSONPath, scale: CGFloat) throws
        -> (CALayer, [SceneError])
    {
        var decoder = self
        decoder.contentIssues = ContentIssues()
        let urls = Self.contentsPaths(in: value).map(imageURL)
        var unique: [URL] = []
        var seen = Set<URL>()
        for url in urls where seen.insert(url).inserted { unique.append(url) }
        if let imageLoader, !unique.isEmpty {
            let results = imageLoader.loadImages(at: unique)
            decoder.loadedImages = Dictionary(uniqueKeysWithValues: zip(unique, results))
        }
        let root = try decoder.layer(value, at: path, defaultContentsScale: scale)
        return (root, decoder.contentIssues?.errors ?? [])
    }

    /// Every string under a `contents` (or a tiled layer's `tiles`) key, anywhere in the document (layers, sublayers, masks).
    static func contentsPaths(in value: JSONValue) -> [String] {
        switch value {
        case .object(let object):
            var found: [String] = []
            for key in object.keys.sorted() {
                if key == LayerProperties.contents.key || key == SceneLayerKeys.tiles,
                    case .string(let path) = object[key]!, !path.isEmpty
                {
                    found.append(path)
                }
                if key != "animations" { found += contentsPaths(in: object[key]!) }
            }
            return found
        case .array(let elements):
            return elements.flatMap(contentsPaths)
        default:
            return []
        }
    }

    /// A `contents` path resolved against the scene file's folder (the current directory without one).
    func imageURL(_ path: String) -> URL {
        if path.hasPrefix("/") { return URL(fileURLWithPath: path).standardizedFileURL }
        let base = baseURL ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        return URL(fileURLWithPath: path, relativeTo: base).standardizedFileURL
    }

    /// Sets `contents` from the image file `value` names (loaded before decoding began).
    func applyContents(_ value: JSONValue, to layer: CALayer, at path: JSONPath) throws {
        if let image = try image(value, at: path) { layer.contents = image }
    }

    /// A tiled layer's `tiles`: an image file, drawn tile by tile over the layer's bounds.
    func applyTiles(_ value: JSONValue, to layer: TiledImageLayer, at path: JSONPath) throws {
        if let image = try image(value, at: path) { layer.image = image }
    }

    /// The image file `value` names (loaded before decoding began); a file that cannot be read is
    /// a content error, recorded in `contentIssues` (the scene still renders), and `nil`. For a
    /// layer's or an emitter cell's `contents`, and a tiled layer's `tiles`.
    func image(_ value: JSONValue, at path: JSONPath) throws -> CGImage? {
        let name = try string(value, at: path)
        guard !name.isEmpty else { throw SceneError(path, "expected an image file path (PNG or JPEG), got \"\"") }
        guard let imageLoader else {
            throw SceneError(path, "this SceneDecoder cannot read images: create it with SceneDecoder(imageLoader:)")
        }
        let url = imageURL(name)
        let result = loadedImages[url] ?? imageLoader.loadImages(at: [url])[0]
        switch result {
        case .success(let image): return image
        case .failure(let error):
            contentIssues?.errors.append(SceneError(path, "\(error)"))
            return nil
        }
    }

    /// One of a fixed list of names.
    func named<Name: RawRepresentable>(_ value: JSONValue, _ all: [Name], kind: String, at path: JSONPath)
        throws -> Name where Name.RawValue == String
    {
        let text = try string(value, at: path)
        guard let match = all.first(where: { $0.rawValue == text }) else {
            throw SceneError(
                path, "unknown \(kind) '\(text)'; expected one of \(all.map(\.rawValue).joined(separator: ", "))")
        }
        return match
    }

    /// A `compositingFilter`: one of Core Animation's blend-mode filter names (`CompositingBlendMode.filterNames`).
    func compositingFilterName(_ value: JSONValue, at path: JSONPath) throws -> Any? {
        let text = try string(value, at: path)
        guard CompositingBlendMode.filterNames.contains(text) else {
            throw SceneError(
                path,
                "unknown blend mode '\(text)'; expected one of \(CompositingBlendMode.filterNames.joined(separator: ", "))"
            )
        }
        return text
    }
}
