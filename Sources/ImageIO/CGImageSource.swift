// ImageIO's image sources under Apple's names, decoding PNG, JPEG and WebP through LayerKit's decoders.
@_exported import Foundation
import ImageCodecs
@_exported import LayerTree

/// An image file's bytes to decode, as ImageIO's `CGImageSource`: PNG, JPEG or WebP, one image each.
public final class CGImageSource {
    let data: Data
    let name: String

    init(data: Data, name: String) {
        self.data = data
        self.name = name
    }

    /// The error of the last decode that failed, one line naming the file and why (ImageIO only
    /// returns `nil`; this says what was wrong).
    public private(set) var lastError: String?

    fileprivate func image() -> CGImage? {
        do {
            return try ImageDecoder.shared.decodeImage(data: data, name: name)
        } catch {
            lastError = "\(error)"
            return nil
        }
    }
}

/// A source reading the file at `url`; `nil` when it cannot be read (or is over 256 MiB).
public func CGImageSourceCreateWithURL(_ url: CFURL, _ options: CFDictionary?) -> CGImageSource? {
    guard let data = try? InputFile.read(url, limit: ImageDecoder.maximumFileBytes) else { return nil }
    return CGImageSource(data: data, name: url.path)
}

/// A source of `data`'s bytes.
public func CGImageSourceCreateWithData(_ data: CFData, _ options: CFDictionary?) -> CGImageSource? {
    CGImageSource(data: data, name: "image data")
}

/// The number of images in the source: 1 for a PNG, JPEG or WebP, 0 for other bytes.
public func CGImageSourceGetCount(_ source: CGImageSource) -> Int {
    ImageDecoder.uniformTypeIdentifier(of: source.data) == nil ? 0 : 1
}

/// The image at `index` (only 0 exists), decoded; `nil` when the bytes are not a PNG, JPEG or WebP
/// this decoder reads (`source.lastError` says why).
public func CGImageSourceCreateImageAtIndex(_ source: CGImageSource, _ index: Int, _ options: CFDictionary?)
    -> CGImage?
{
    guard index == 0 else { return nil }
    return source.image()
}

/// How far a source has been read, as ImageIO's `CGImageSourceStatus`.
public enum CGImageSourceStatus: Int32, Sendable {
    case statusUnexpectedEOF = -5
    case statusInvalidData = -4
    case statusUnknownType = -3
    case statusReadingHeader = -2
    case statusIncomplete = -1
    case statusComplete = 0
}

/// The source's status: sources hold their whole file, so `statusComplete` for a PNG, JPEG or WebP,
/// `statusUnknownType` for other bytes (whether the image decodes shows only when it is created).
public func CGImageSourceGetStatus(_ source: CGImageSource) -> CGImageSourceStatus {
    CGImageSourceGetCount(source) == 1 ? .statusComplete : .statusUnknownType
}

/// The uniform type identifier of the source's format (`"public.png"`, `"public.jpeg"` or
/// `"org.webmproject.webp"`), `nil` for bytes in none of them.
public func CGImageSourceGetType(_ source: CGImageSource) -> CFString? {
    ImageDecoder.uniformTypeIdentifier(of: source.data).map { $0 as CFString }
}

/// The key of an image's width in pixels in ``CGImageSourceCopyPropertiesAtIndex(_:_:_:)``'s
/// dictionary (an `Int`).
public let kCGImagePropertyPixelWidth: CFString = "PixelWidth"
/// The key of an image's height in pixels in ``CGImageSourceCopyPropertiesAtIndex(_:_:_:)``'s
/// dictionary (an `Int`).
public let kCGImagePropertyPixelHeight: CFString = "PixelHeight"
/// The thumbnail option giving the longest side's largest length in pixels.
public let kCGImageSourceThumbnailMaxPixelSize: CFString = "kCGImageSourceThumbnailMaxPixelSize"
/// The thumbnail option to make the thumbnail from the image even when the file has one (files
/// carry none here, so thumbnails are always made from the image).
public let kCGImageSourceCreateThumbnailFromImageAlways: CFString = "kCGImageSourceCreateThumbnailFromImageAlways"
/// The thumbnail option to make the thumbnail from the image when the file has none (accepted;
/// thumbnails are always made from the image).
public let kCGImageSourceCreateThumbnailFromImageIfAbsent: CFString = "kCGImageSourceCreateThumbnailFromImageIfAbsent"

/// The properties of the image at `index` (only 0 exists): its width and height in pixels under
/// ``kCGImagePropertyPixelWidth`` and ``kCGImagePropertyPixelHeight``; `nil` when it does not
/// decode (`source.lastError` says why).
public func CGImageSourceCopyPropertiesAtIndex(_ source: CGImageSource, _ index: Int, _ options: CFDictionary?)
    -> CFDictionary?
{
    guard index == 0, let image = source.image() else { return nil }
    return [kCGImagePropertyPixelWidth: image.width, kCGImagePropertyPixelHeight: image.height]
}

/// A thumbnail of the image at `index` (only 0 exists): the image decoded and drawn smaller, its
/// aspect kept and its longest side ``kCGImageSourceThumbnailMaxPixelSize`` pixels (never larger
/// than the image; the whole image without that option). `nil` when the image does not decode.
public func CGImageSourceCreateThumbnailAtIndex(_ source: CGImageSource, _ index: Int, _ options: CFDictionary?)
    -> CGImage?
{
    guard index == 0, let image = source.image() else { return nil }
    let limit: Double? =
        switch options?[kCGImageSourceThumbnailMaxPixelSize] {
        case let value as Int: Double(value)
        case let value as Double: value
        case let value as CGFloat: Double(value)
        case let value as NSNumber: value.doubleValue
        default: nil
        }
    let longest = Double(max(image.width, image.height))
    guard let limit, limit >= 1, limit < longest else { return image }
    let scale = limit / longest
    let width = max(1, Int((Double(image.width) * scale).rounded()))
    let height = max(1, Int((Double(image.height) * scale).rounded()))
    guard
        let context = CGContext(
            data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
    else { return nil }
    context.interpolationQuality = .high
    context.draw(image, in: CGRect(x: 0, y: 0, width: width, height: height))
    return context.makeImage()
}

extension CGImage {
    /// An image decoded from a provider's PNG bytes, as Core Graphics'
    /// `CGImage(pngDataProviderSource:decode:shouldInterpolate:intent:)`; `nil` when they are not a
    /// PNG this decoder reads. `decode` arrays are not applied.
    public convenience init?(
        pngDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool,
        intent: CGColorRenderingIntent
    ) {
        guard let data = source.data, data.starts(with: [0x89, 0x50, 0x4E, 0x47]),
            let decoded = try? ImageDecoder.shared.decodeImage(data: data, name: "PNG data")
        else { return nil }
        self.init(
            width: decoded.width, height: decoded.height, pixels: decoded.pixels, alphaInfo: decoded.alphaInfo,
            sourceName: decoded.sourceName)
    }

    /// An image decoded from a provider's JPEG bytes, as Core Graphics'
    /// `CGImage(jpegDataProviderSource:decode:shouldInterpolate:intent:)`; `nil` when they are not
    /// a JPEG this decoder reads. `decode` arrays are not applied.
    public convenience init?(
        jpegDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool,
        intent: CGColorRenderingIntent
    ) {
        guard let data = source.data, data.starts(with: [0xFF, 0xD8, 0xFF]),
            let decoded = try? ImageDecoder.shared.decodeImage(data: data, name: "JPEG data")
        else { return nil }
        self.init(
            width: decoded.width, height: decoded.height, pixels: decoded.pixels, alphaInfo: decoded.alphaInfo,
            sourceName: decoded.sourceName)
    }
}
