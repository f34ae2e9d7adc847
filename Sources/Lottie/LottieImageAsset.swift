import ImageIO
import QuartzCore

/// An image asset (`assets[i]` without `layers`): a picture that image layers (`ty: 2`) show.
public struct LottieImageAsset: Sendable {
    /// The asset's `id`, which image layers name as their `refId`.
    public var id: String
    /// The size the layer shows it at, in points (`w`, `h`), whatever its pixel size.
    public var size: CGSize
    /// The picture, decoded; `nil` when it could not be read (a warning says why).
    public var image: CGImage?
    /// The file's name (`p`; a `data:` URI when the picture is embedded).
    public var name: String = ""
    /// The folder the file is in, relative to the animation's (`u`).
    public var directory: String = ""
    /// How an image layer fits the picture into `size`; the animation's
    /// `imageContentsGravity` when `nil` (an image provider's `contentsGravity(for:)`).
    public var contentsGravity: CALayerContentsGravity?

    /// The asset's width in points (lottie-ios's `width`).
    public var width: Double { Double(size.width) }
    /// The asset's height in points (lottie-ios's `height`).
    public var height: Double { Double(size.height) }
}

/// Where an animation's image files (`u` + `p`) are read from.
enum LottieImageFiles: Sendable {
    /// The folder of the JSON file.
    case folder(URL)
    /// A dotLottie archive's entries, by path inside it.
    case archive([String: Data])
}

extension LottieDecoder {
    /// An image asset, decoded from its embedded `data:` URI (`p`, with `e: 1`) or from the file
    /// `u` + `p` in `files`, through ImageIO. An image that cannot be read is named in a warning
    /// and the layer shows nothing.
    mutating func imageAsset(_ json: LottieJSON, files: LottieImageFiles?) throws -> LottieImageAsset {
        let id = try json.required("id").string()
        let size = CGSize(width: try json.number("w", default: 0), height: try json.number("h", default: 0))
        for (key, side) in [("w", size.width), ("h", size.height)]
        where !(side >= 0 && side <= LottieAnimation.maximumSide) {
            throw try json.required(key).error(
                "expected a size from 0 to \(Int(LottieAnimation.maximumSide)) points, got \(side)")
        }
        let name = try json.string("p") ?? ""
        var asset = LottieImageAsset(id: id, size: size, image: nil, name: name, directory: try json.string("u") ?? "")
        let source: CGImageSource?
        if name.hasPrefix("data:") {
            guard let comma = name.firstIndex(of: ","), name[..<comma].hasSuffix(";base64"),
                let data = Data(
                    base64Encoded: String(name[name.index(after: comma)...]), options: .ignoreUnknownCharacters)
            else {
                note("image '\(id)': its data URI is not base64 (not shown)")
                return asset
            }
            source = CGImageSourceCreateWithData(data, nil)
        } else if let files, !name.isEmpty {
            let folder = try json.string("u") ?? ""
            let found: CGImageSource?
            switch files {
            case .folder(let baseURL):
                found = CGImageSourceCreateWithURL(
                    baseURL.appendingPathComponent(folder).appendingPathComponent(name) as CFURL, nil)
            case .archive(let entries):
                // dotLottie exporters write `u` as "images/", "/images/" or "", and the format
                // keeps every image in images/ (i/ from version 2).
                let path = (folder.hasPrefix("/") ? String(folder.dropFirst()) : folder) + name
                found = (entries[path] ?? entries["images/" + name] ?? entries["i/" + name]).flatMap {
                    CGImageSourceCreateWithData($0, nil)
                }
            }
            guard let found else {
                note("image '\(id)': no file \(folder)\(name) beside the animation (not shown)")
                return asset
            }
            source = found
        } else {
            note("image '\(id)': an image file without the animation's folder (not shown)")
            return asset
        }
        guard let source, let image = CGImageSourceCreateImageAtIndex(source, 0, nil) else {
            let reason = source?.lastError ?? "not a PNG, JPEG or WebP"
            note("image '\(id)': \(reason) (not shown)")
            return asset
        }
        asset.image = image
        return asset
    }
}

extension LottieLayerBuilder {
    /// An image layer: the asset's picture over its `w` × `h` from the layer's origin, as
    /// `contents` fitted by the animation's `imageContentsGravity` (lottie-ios's `ImageLayer` does the
    /// same, with its image provider's gravity, `resize` by default).
    func imageLayer(_ referenceID: String) -> CALayer? {
        guard let asset = animation.images[referenceID] else { return nil }
        let layer = CALayer()
        layer.anchorPoint = .zero
        layer.bounds = CGRect(origin: .zero, size: asset.size)
        layer.position = .zero
        layer.contents = asset.image
        layer.contentsGravity = asset.contentsGravity ?? animation.imageContentsGravity
        return layer
    }
}
