internal import CPangoDependencies
import Foundation

/// Apple's bitmap contexts: `CGContext(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`.
extension CGContext {
    /// A bitmap context drawing into `data` (or into memory it allocates when `data` is `nil`), in
    /// the layout the arguments describe, as Core Graphics' bitmap initializer.
    ///
    /// The layouts Core Graphics' bitmap contexts take with 8-bit components are supported: RGB
    /// with `premultipliedLast`, `premultipliedFirst`, `noneSkipLast` or `noneSkipFirst` in
    /// either 32-bit byte order; gray with `none` (8 bits a pixel); and `alphaOnly` (8 bits).
    /// Returns `nil`, as Core Graphics does, for other layouts (straight alpha, 16-bit or float
    /// components), a `bytesPerRow` too small for the width (0 computes it), a size that is not
    /// positive or over 32,767 pixels on a side, more than ``largestBitmapPixels`` pixels, or a
    /// buffer over 1 GiB.
    ///
    /// In Cairo's own layout (`premultipliedFirst` with `byteOrder32Little`, Core Graphics'
    /// usual BGRA) Cairo draws straight into the buffer; any other layout is drawn in a working
    /// copy and written back after each drawing operation, so the buffer is current whenever the
    /// caller reads it.
    public convenience init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: UInt32
    ) {
        guard
            let storage = BitmapStorage(
                data: data, width: width, height: height, bitsPerComponent: bitsPerComponent,
                bytesPerRow: bytesPerRow, space: space, bitmapInfo: CGBitmapInfo(rawValue: bitmapInfo))
        else { return nil }
        self.init(bitmap: storage)
        guard isDrawable else { return nil }
    }

    /// The most pixels a bitmap context may have (64 megapixels, as image contents): every
    /// composited operation (an alpha, a shadow, a clip mask) works on an image of the whole
    /// context, and the drawing fuzzer's 32,767 × 32,767 context (a gigapixel) spent minutes on
    /// a few calls. Past it, the initializer returns `nil`, as it does for an allocation that fails.
    public static let largestBitmapPixels = 1 << 26

    /// The pixel buffer of a bitmap context; `nil` for a layer's backing store.
    public var data: UnsafeMutableRawPointer? { bitmap?.data }
    /// Bytes from one row of ``data`` to the next; 0 for a layer's backing store.
    public var bytesPerRow: Int { bitmap?.bytesPerRow ?? 0 }
    /// Bits per colour or alpha component: 8.
    public var bitsPerComponent: Int { 8 }
    /// Bits per pixel: 32, or 8 for gray and alpha-only contexts.
    public var bitsPerPixel: Int { bitmap?.layout.bytesPerPixel ?? 4 * 8 }
    /// The colour space of a bitmap context (device RGB for a layer's backing store).
    public var colorSpace: CGColorSpace? { bitmap?.space ?? CGColorSpaceCreateDeviceRGB() }
    /// The layout a bitmap context was made with.
    public var bitmapInfo: CGBitmapInfo {
        bitmap?.info ?? CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue)
    }
    /// The alpha part of ``bitmapInfo``.
    public var alphaInfo: CGImageAlphaInfo { bitmapInfo.alphaInfo ?? .premultipliedLast }
}

/// A bitmap context's client buffer and how its bytes map to Cairo's pixels.
final class BitmapStorage {
    /// Where each channel sits in a pixel's bytes.
    enum Layout {
        /// Four bytes a pixel; an offset of `nil` for alpha means the byte is unused (opaque).
        case rgb(red: Int, green: Int, blue: Int, alpha: Int?, skip: Int?)
        /// One byte of gray a pixel, opaque.
        case gray
        /// One byte of alpha a pixel.
        case alpha

        var bytesPerPixel: Int {
            if case .rgb = self { return 4 }
            return 1
        }
    }

    let data: UnsafeMutableRawPointer
    let ownsData: Bool
    let width: Int, height: Int, bytesPerRow: Int
    let layout: Layout
    let space: CGColorSpace
    let info: CGBitmapInfo
    /// Whether Cairo draws in `data` itself (its own layout and a stride it accepts).
    private(set) var isDirect = false

    init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: CGBitmapInfo
    ) {
        guard bitsPerComponent == 8, width > 0, height > 0, width <= 32767, height <= 32767,
            width * height <= CGContext.largestBitmapPixels,
            !bitmapInfo.contains(.floatComponents), let alphaInfo = bitmapInfo.alphaInfo
        else { return nil }
        let order = bitmapInfo.rawValue & CGBitmapInfo.byteOrderMask.rawValue
        let little = order == CGBitmapInfo.byteOrder32Little.rawValue
        guard order == 0 || little || order == CGBitmapInfo.byteOrder32Big.rawValue else { return nil }
        let layout: Layout
        switch (alphaInfo, space.model) {
        case (.alphaOnly, _): layout = .alpha
        case (.none, .monochrome): layout = .gray
        case (.premultipliedLast, .rgb), (.noneSkipLast, .rgb):
            let a = alphaInfo == .premultipliedLast
            // RGBA as a big-endian word is R, G, B, A in memory; little-endian reverses the bytes.
            layout =
                little
                ? .rgb(red: 3, green: 2, blue: 1, alpha: a ? 0 : nil, skip: a ? nil : 0)
                : .rgb(red: 0, green: 1, blue: 2, alpha: a ? 3 : nil, skip: a ? nil : 3)
        case (.premultipliedFirst, .rgb), (.noneSkipFirst, .rgb):
            let a = alphaInfo == .premultipliedFirst
            layout =
                little
                ? .rgb(red: 2, green: 1, blue: 0, alpha: a ? 3 : nil, skip: a ? nil : 3)
                : .rgb(red: 1, green: 2, blue: 3, alpha: a ? 0 : nil, skip: a ? nil : 0)
        default: return nil
        }
        let minimumRow = width * layout.bytesPerPixel
        let rowBytes = bytesPerRow == 0 ? (minimumRow + 3) / 4 * 4 : bytesPerRow
        guard rowBytes >= minimumRow, rowBytes.multipliedReportingOverflow(by: height).partialValue <= 1 << 30,
            !rowBytes.multipliedReportingOverflow(by: height).overflow
        else { return nil }
        if let data {
            self.data = data
            ownsData = false
        } else {
            self.data = UnsafeMutableRawPointer.allocate(byteCount: rowBytes * height, alignment: 16)
            self.data.initializeMemory(as: UInt8.self, repeating: 0, count: rowBytes * height)
            ownsData = true
        }
        (self.width, self.height, self.bytesPerRow, self.layout) = (width, height, rowBytes, layout)
        self.space = space
        info = bitmapInfo
    }

    deinit { if ownsData { data.deallocate() } }

    /// The Cairo format this layout draws in.
    private var cairoFormat: cairo_format_t {
        if case .alpha = layout { return CAIRO_FORMAT_A8 } else { return CAIRO_FORMAT_ARGB32 }
    }

    /// Cairo's surface on `data` when the layout is Cairo's own, else a working copy holding what
    /// `data` holds now.
    func makeSurface() -> OpaquePointer {
        let format = cairoFormat
        let cairoStride = Int(cairo_format_stride_for_width(format, Int32(width)))
        let isNative: Bool
        switch layout {
        case .alpha: isNative = true
        case let .rgb(red, green, blue, alpha, _):
            // Cairo's ARGB32 is a native-endian word: B, G, R, A in memory on a little-endian machine.
            isNative = (red, green, blue, alpha) == (2, 1, 0, 3) && UInt32(littleEndian: 1) == 1
        case .gray: isNative = false
        }
        if isNative, bytesPerRow % 4 == 0, bytesPerRow >= cairoStride {
            isDirect = true
            return cairo_image_surface_create_for_data(
                data.assumingMemoryBound(to: UInt8.self), format, Int32(width), Int32(height), Int32(bytesPerRow))
        }
        let surface = cairo_image_surface_create(format, Int32(width), Int32(height))!
        copyIn(to: surface)
        return surface
    }

    /// Loads the client's pixels into the working surface.
    private func copyIn(to surface: OpaquePointer) {
        guard let target = cairo_image_surface_get_data(surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(surface))
        for row in 0..<height {
            let source = data + row * bytesPerRow, line = UnsafeMutableRawPointer(target + row * stride)
            for column in 0..<width {
                switch layout {
                case .alpha:
                    let a = source.load(fromByteOffset: column, as: UInt8.self)
                    line.storeBytes(of: a, toByteOffset: column, as: UInt8.self)
                case .gray:
                    let g = UInt32(source.load(fromByteOffset: column, as: UInt8.self))
                    let word: UInt32 = 0xFF00_0000 | g << 16 | g << 8 | g
                    line.storeBytes(of: word, toByteOffset: column * 4, as: UInt32.self)
                case let .rgb(red, green, blue, alpha, _):
                    let p = source + column * 4
                    let a = alpha.map { UInt32(p.load(fromByteOffset: $0, as: UInt8.self)) } ?? 255
                    let r = UInt32(p.load(fromByteOffset: red, as: UInt8.self))
                    let g = UInt32(p.load(fromByteOffset: green, as: UInt8.self))
                    let b = UInt32(p.load(fromByteOffset: blue, as: UInt8.self))
                    let word: UInt32 = a << 24 | r << 16 | g << 8 | b
                    line.storeBytes(of: word, toByteOffset: column * 4, as: UInt32.self)
                }
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// Writes the working surface back into the client's layout (nothing to do when direct).
    func copyBack(from surface: OpaquePointer) {
        guard !isDirect, let source = cairo_image_surface_get_data(surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(surface))
        for row in 0..<height {
            let line = UnsafeRawPointer(source + row * stride), target = data + row * bytesPerRow
            for column in 0..<width {
                switch layout {
                case .alpha:
                    target.storeBytes(
                        of: line.load(fromByteOffset: column, as: UInt8.self), toByteOffset: column, as: UInt8.self)
                case .gray:
                    let argb = line.load(fromByteOffset: column * 4, as: UInt32.self)
                    let r = Double(argb >> 16 & 0xFF), g = Double(argb >> 8 & 0xFF), b = Double(argb & 0xFF)
                    let luma = UInt8(min(255, (0.299 * r + 0.587 * g + 0.114 * b).rounded()))
                    target.storeBytes(of: luma, toByteOffset: column, as: UInt8.self)
                case let .rgb(red, green, blue, alpha, skip):
                    let argb = line.load(fromByteOffset: column * 4, as: UInt32.self)
                    let p = target + column * 4
                    p.storeBytes(of: UInt8(truncatingIfNeeded: argb >> 16), toByteOffset: red, as: UInt8.self)
                    p.storeBytes(of: UInt8(truncatingIfNeeded: argb >> 8), toByteOffset: green, as: UInt8.self)
                    p.storeBytes(of: UInt8(truncatingIfNeeded: argb), toByteOffset: blue, as: UInt8.self)
                    if let alpha {
                        p.storeBytes(of: UInt8(truncatingIfNeeded: argb >> 24), toByteOffset: alpha, as: UInt8.self)
                    }
                    if let skip { p.storeBytes(of: 255, toByteOffset: skip, as: UInt8.self) }
                }
            }
        }
    }
}
