import Foundation
import Synchronization

/// Where and whether pixels keep alpha, Core Graphics' `CGImageAlphaInfo` with its raw values
/// (the low bits of a `CGBitmapInfo`).
///
/// A `CGImage` stores its pixels as RGBA bytes, either `premultipliedLast` (what the renderer
/// samples) or `last` (straight, as PNG files hold them); the other cases describe a bitmap
/// context's or a data provider's layout, which is converted on the way in.
public enum CGImageAlphaInfo: UInt32, Equatable, Sendable {
    /// No alpha: every pixel is opaque (a gray context's 8-bit pixels, for example).
    case none = 0
    /// Colour channels already multiplied by alpha, alpha last (what the renderer samples).
    case premultipliedLast = 1
    /// Colour channels already multiplied by alpha, alpha first.
    case premultipliedFirst = 2
    /// Straight (unpremultiplied) alpha, last, as PNG files store it.
    case last = 3
    /// Straight alpha, first.
    case first = 4
    /// No alpha; the last byte of each pixel is unused.
    case noneSkipLast = 5
    /// No alpha; the first byte of each pixel is unused.
    case noneSkipFirst = 6
    /// Alpha only, no colour: a coverage mask.
    case alphaOnly = 7
}

/// An immutable bitmap: 8-bit RGBA pixels in sRGB, rows from the top.
///
/// A `CGImage` is what a layer's `contents` holds. It is a class, as in Core
/// Graphics, because its identity matters: the renderer uploads each image to a
/// texture once and finds it again by ``imageID``. It never changes after it is
/// made, so it can cross threads freely.
///
/// LayerTree only holds images; decoding PNG and JPEG files lives in the
/// `ImageCodecs` module, which keeps this module free of codecs and GL.
///
/// ```swift
/// let pixels: [UInt8] = [255, 0, 0, 255,  0, 0, 255, 255]   // red, blue
/// let image = CGImage(width: 2, height: 1, pixels: pixels, alphaInfo: .premultipliedLast)!
/// layer.contents = image
/// ```
public final class CGImage: Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Whether ``pixels`` are premultiplied or straight.
    public let alphaInfo: CGImageAlphaInfo
    /// `width · height · 4` bytes, RGBA, row-major from the top-left pixel.
    public let pixels: [UInt8]
    /// A process-unique identity that texture caches key on.
    public let imageID: UInt64
    /// Where the image came from (a file name), for error messages and `layerkit dump`.
    public let sourceName: String?
    /// Set on a layer's backing-store images: this image equals the image `baseImageID`
    /// except inside `region`, so a renderer holding that image's texture updates only the
    /// region (`glTexSubImage2D`) instead of uploading everything again.
    public let update: CGImageUpdate?
    /// `alphaBounds` once measured (`.some(nil)`: every pixel is transparent).
    private let alphaBoundsCache = Mutex<PixelBox??>(nil)

    /// Creates an image from RGBA bytes; `nil` when the size is not positive, `pixels.count` is
    /// not `width · height · 4`, or `alphaInfo` is not `.premultipliedLast` or `.last` (the two
    /// layouts an image stores; Apple's initializer with a data provider converts the others).
    public init?(
        width: Int, height: Int, pixels: [UInt8], alphaInfo: CGImageAlphaInfo = .premultipliedLast,
        sourceName: String? = nil, update: CGImageUpdate? = nil
    ) {
        guard width > 0, height > 0, pixels.count == width * height * 4,
            alphaInfo == .premultipliedLast || alphaInfo == .last
        else { return nil }
        self.update = update
        self.width = width
        self.height = height
        self.pixels = pixels
        self.alphaInfo = alphaInfo
        self.sourceName = sourceName
        imageID = ImageIdentity.next()
    }

    /// The pixels inside `rect` (in pixels from the top-left, cut to the image) as a new image,
    /// as Core Graphics' `cropping(to:)`; `nil` when nothing of the image is inside.
    public func cropping(to rect: CGRect) -> CGImage? {
        let r = rect.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !r.isNull, r.width >= 1, r.height >= 1 else { return nil }
        let x0 = Int(r.minX), y0 = Int(r.minY), w = Int(r.width), h = Int(r.height)
        var cut = [UInt8](repeating: 0, count: w * h * 4)
        pixels.withUnsafeBufferPointer { source in
            cut.withUnsafeMutableBufferPointer { target in
                for row in 0..<h {
                    let from = ((y0 + row) * width + x0) * 4
                    target.baseAddress!.advanced(by: row * w * 4)
                        .update(from: source.baseAddress!.advanced(by: from), count: w * 4)
                }
            }
        }
        return CGImage(width: w, height: h, pixels: cut, alphaInfo: alphaInfo, sourceName: sourceName)
    }

    /// Bytes per row: always `width · 4`.
    public var bytesPerRow: Int { width * 4 }

    /// The smallest rectangle of pixels outside which every pixel is fully transparent (alpha 0),
    /// from the top-left; nil when every pixel is. A text layer's bitmap is mostly margin: the
    /// renderer draws only this part of it. Measured once, on first use.
    public var alphaBounds: PixelBox? {
        if let known = alphaBoundsCache.withLock({ $0 }) { return known }
        let measured = pixels.withUnsafeBufferPointer { p -> PixelBox? in
            var (x0, y0, x1, y1) = (width, height, -1, -1)
            for y in 0..<height {
                let row = y * width * 4
                var first = -1, last = -1
                for x in 0..<width where p[row + x * 4 + 3] != 0 {
                    if first < 0 { first = x }
                    last = x
                }
                guard first >= 0 else { continue }
                x0 = min(x0, first); x1 = max(x1, last)
                y0 = min(y0, y); y1 = y
            }
            return x1 < 0 ? nil : PixelBox(minX: x0, minY: y0, maxX: x1 + 1, maxY: y1 + 1)
        }
        alphaBoundsCache.withLock { $0 = .some(measured) }
        return measured
    }

    /// The pixels with colour multiplied by alpha (a copy only when they are straight).
    public func premultipliedPixels() -> [UInt8] {
        guard alphaInfo == .last else { return pixels }
        return Self.premultiply(pixels)
    }

    /// Multiplies each pixel's colour by its alpha, rounding to nearest.
    public static func premultiply(_ straight: [UInt8]) -> [UInt8] {
        var out = straight
        out.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i < p.count {
                let a = UInt32(p[i + 3])
                if a < 255 {
                    // (c·a + 127) / 255, exact for 8-bit values.
                    for c in 0..<3 {
                        let v = UInt32(p[i + c]) * a + 128
                        p[i + c] = UInt8((v + (v >> 8)) >> 8)
                    }
                }
                i += 4
            }
        }
        return out
    }
}

/// How an image differs from an earlier one of the same size: only inside `region`.
public struct CGImageUpdate: Equatable, Sendable {
    /// The `imageID` of the image this one was derived from.
    public var baseImageID: UInt64
    /// The changed pixels: x, y from the top-left, width and height, inside both images.
    public var x: Int, y: Int, width: Int, height: Int

    /// The same image described against older versions (the base's own bases, with the
    /// regions united), nearest first, so a renderer that missed a version still updates in part.
    public var older: [CGImageUpdate] = []

    /// Creates an update: the image differs from `baseImageID`'s only inside the rectangle.
    public init(baseImageID: UInt64, x: Int, y: Int, width: Int, height: Int) {
        self.baseImageID = baseImageID
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    /// Most older versions an update remembers.
    public static let historyLimit = 3

    /// An update from `base` (an image whose own `update` may name older versions) by `region`.
    public static func from(_ base: CGImage, x: Int, y: Int, width: Int, height: Int) -> CGImageUpdate {
        var update = CGImageUpdate(baseImageID: base.imageID, x: x, y: y, width: width, height: height)
        if let previous = base.update {
            update.older = ([previous] + previous.older).prefix(historyLimit).map {
                var u = CGImageUpdate(
                    baseImageID: $0.baseImageID, x: min(x, $0.x), y: min(y, $0.y),
                    width: 0, height: 0)
                u.width = max(x + width, $0.x + $0.width) - u.x
                u.height = max(y + height, $0.y + $0.height) - u.y
                return u
            }
        }
        return update
    }
}

extension CGImage: Hashable {
    /// Images are equal only when they are the same object, as in Core Graphics.
    public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs === rhs }
    /// Hashes the image's identity, as `==` compares it.
    public func hash(into hasher: inout Hasher) { hasher.combine(imageID) }
}

extension CGImage: CustomStringConvertible {
    /// The image's size and source file, for debugging.
    public var description: String { "<CGImage \(width)×\(height)\(sourceName.map { " '\($0)'" } ?? "")>" }
}

/// Hands out process-unique image identities.
enum ImageIdentity {
    private static let counter = Atomic<UInt64>(0)

    static func next() -> UInt64 { counter.wrappingAdd(1, ordering: .relaxed).newValue }
}

/// A rectangle of whole pixels: columns `minX..<maxX`, rows `minY..<maxY` from the top-left.
public struct PixelBox: Equatable, Sendable {
    public var minX: Int, minY: Int, maxX: Int, maxY: Int

    public init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }
}
