// ImageIO's image sources under Apple's names, decoding PNG and JPEG through LayerKit's decoders.
@_exported import Foundation
import ImageCodecs
@_exported import LayerTree

/// An image file's bytes to decode, as ImageIO's `CGImageSource`: PNG or JPEG, one image each.
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

/// The number of images in the source: 1 for a PNG or JPEG, 0 for bytes that are neither.
public func CGImageSourceGetCount(_ source: CGImageSource) -> Int {
    let signatures: [[UInt8]] = [[0x89, 0x50, 0x4E, 0x47], [0xFF, 0xD8, 0xFF]]
    return signatures.contains { source.data.starts(with: $0) } ? 1 : 0
}

/// The image at `index` (only 0 exists), decoded; `nil` when the bytes are not a PNG or JPEG
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

/// The source's status: sources hold their whole file, so `statusComplete` for a PNG or JPEG,
/// `statusUnknownType` for other bytes (whether the image decodes shows only when it is created).
public func CGImageSourceGetStatus(_ source: CGImageSource) -> CGImageSourceStatus {
    CGImageSourceGetCount(source) == 1 ? .statusComplete : .statusUnknownType
}

/// The uniform type identifier of the source's format (`"public.png"` or `"public.jpeg"`), `nil`
/// for bytes that are neither.
public func CGImageSourceGetType(_ source: CGImageSource) -> CFString? {
    if source.data.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "public.png" }
    if source.data.starts(with: [0xFF, 0xD8, 0xFF]) { return "public.jpeg" }
    return nil
}
