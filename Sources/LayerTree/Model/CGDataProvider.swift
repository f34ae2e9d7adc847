import Foundation

/// Bytes an image is made from, as Core Graphics' `CGDataProvider`.
public final class CGDataProvider: @unchecked Sendable {
    /// The bytes.
    public let data: CFData?

    /// A provider of `data`'s bytes (Apple code writes `data as CFData`).
    public init?(data: CFData) { self.data = data }

    /// A provider of a file's bytes; `nil` when it cannot be read.
    public init?(url: URL) {
        guard let read = try? Data(contentsOf: url) else { return nil }
        data = read
    }

    /// A provider of `size` bytes at `data`, copied now; `releaseData` is called at once, since
    /// the copy no longer needs them.
    public init?(
        dataInfo info: UnsafeMutableRawPointer?, data: UnsafeRawPointer, size: Int,
        releaseData: ((UnsafeMutableRawPointer?, UnsafeRawPointer, Int) -> Void)?
    ) {
        guard size >= 0 else { return nil }
        self.data = Data(bytes: data, count: size)
        releaseData?(info, data, size)
    }
}

/// How colours outside a space's gamut are mapped, as Core Graphics' `CGColorRenderingIntent`
/// (kept: LayerKit draws in sRGB only).
public enum CGColorRenderingIntent: Int32, Sendable {
    case defaultIntent = 0
    case absoluteColorimetric, relativeColorimetric, perceptual, saturation
}

extension CGImage {
    /// An image from a provider's bytes in the layout described, as Core Graphics' initializer.
    ///
    /// 8-bit components are supported: RGB with alpha first or last (premultiplied or straight),
    /// skipped or absent, in either 32-bit byte order, 24-bit RGB, 8-bit gray, gray with alpha
    /// (16 bits), and alpha only. `nil` for other layouts (16-bit or float components, CMYK),
    /// too few bytes, or a size that is not positive or over 64 Mi pixels. `decode` arrays are
    /// not applied; the pixels are kept as premultiplied or straight RGBA.
    public convenience init?(
        width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int, space: CGColorSpace,
        bitmapInfo: CGBitmapInfo, provider: CGDataProvider, decode: UnsafePointer<CGFloat>?,
        shouldInterpolate: Bool, intent: CGColorRenderingIntent
    ) {
        guard bitsPerComponent == 8, width > 0, height > 0, width <= 1 << 16, height <= 1 << 16,
            width * height <= 1 << 26, bitsPerPixel % 8 == 0, let alphaInfo = bitmapInfo.alphaInfo,
            !bitmapInfo.contains(.floatComponents), let bytes = provider.data
        else { return nil }
        let pixelBytes = bitsPerPixel / 8
        guard bytesPerRow >= width * pixelBytes, bytes.count >= bytesPerRow * (height - 1) + width * pixelBytes
        else { return nil }
        let little =
            bitmapInfo.rawValue & CGBitmapInfo.byteOrderMask.rawValue == CGBitmapInfo.byteOrder32Little.rawValue
        // Each channel's byte within a pixel: red, green, blue, alpha (nil: opaque).
        let offsets: (Int, Int, Int, Int?)
        let gray = space.model == .monochrome
        switch (pixelBytes, alphaInfo) {
        case (1, .alphaOnly): offsets = (0, 0, 0, 0)
        case (1, .none) where gray: offsets = (0, 0, 0, nil)
        case (2, .last) where gray, (2, .premultipliedLast) where gray: offsets = (0, 0, 0, 1)
        case (3, .none): offsets = (0, 1, 2, nil)
        case (4, .last), (4, .premultipliedLast): offsets = little ? (3, 2, 1, 0) : (0, 1, 2, 3)
        case (4, .noneSkipLast): offsets = little ? (3, 2, 1, nil) : (0, 1, 2, nil)
        case (4, .first), (4, .premultipliedFirst): offsets = little ? (2, 1, 0, 3) : (1, 2, 3, 0)
        case (4, .noneSkipFirst): offsets = little ? (2, 1, 0, nil) : (1, 2, 3, nil)
        default: return nil
        }
        let alphaOnly = alphaInfo == .alphaOnly
        let premultiplied = alphaInfo == .premultipliedLast || alphaInfo == .premultipliedFirst
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        bytes.withUnsafeBytes { source in
            for row in 0..<height {
                for column in 0..<width {
                    let p = row * bytesPerRow + column * pixelBytes, o = (row * width + column) * 4
                    let a = offsets.3.map { source[p + $0] } ?? 255
                    if alphaOnly {
                        pixels[o + 3] = a  // black at that coverage
                        continue
                    }
                    (pixels[o], pixels[o + 1], pixels[o + 2]) = (
                        source[p + offsets.0], source[p + offsets.1], source[p + offsets.2]
                    )
                    pixels[o + 3] = a
                }
            }
        }
        self.init(
            width: width, height: height, pixels: pixels,
            alphaInfo: premultiplied || alphaOnly || offsets.3 == nil ? .premultipliedLast : .last)
    }

    /// The same pixels in `space`, as Core Graphics' `copy(colorSpace:)`, which reinterprets rather
    /// than converts; `nil` unless `space` is an RGB space (this image's pixels are RGB).
    public func copy(colorSpace space: CGColorSpace) -> CGImage? {
        guard space.model == .rgb else { return nil }
        return CGImage(width: width, height: height, pixels: pixels, alphaInfo: alphaInfo, sourceName: sourceName)
    }

    /// Bits per component: 8.
    public var bitsPerComponent: Int { 8 }
    /// Bits per pixel: 32 (RGBA).
    public var bitsPerPixel: Int { 32 }
    /// The image's colour space: sRGB.
    public var colorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.sRGB) }
    /// The layout of ``dataProvider``'s bytes: RGBA, alpha last, big-endian order.
    public var bitmapInfo: CGBitmapInfo { CGBitmapInfo(rawValue: alphaInfo.rawValue) }
    /// The pixels, RGBA rows from the top, as ``bitmapInfo`` says.
    public var dataProvider: CGDataProvider? { CGDataProvider(data: Data(pixels)) }
    /// Whether the image is smoothed when scaled: true.
    public var shouldInterpolate: Bool { true }
    /// The rendering intent: the default.
    public var renderingIntent: CGColorRenderingIntent { .defaultIntent }
    /// Whether the image is an image mask: false (masks here are images with alpha or gray).
    public var isMask: Bool { false }
}
