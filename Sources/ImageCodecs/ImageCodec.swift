import CJPEG
import CPNG
import Foundation
import LayerTree

/// The file formats LayerKit decodes, told apart by their signatures (never by file name).
enum ImageCodec {
    case png, jpeg, webp

    /// The codec whose signature starts `data`, if any.
    init?(sniffing data: Data) {
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if data.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if Self.isWebP(data) {
            self = .webp
        } else {
            return nil
        }
    }

    /// The format's uniform type identifier, as ImageIO names it.
    var uniformTypeIdentifier: String {
        switch self {
        case .png: "public.png"
        case .jpeg: "public.jpeg"
        case .webp: "org.webmproject.webp"
        }
    }

    /// Decodes `data` into a premultiplied image, refusing more than `maxPixels` pixels before
    /// allocating them (the size comes from the header).
    func decode(_ data: Data, path: String, maxPixels: Int) throws -> CGImage {
        switch self {
        case .png: return try Self.decodePNG(data, path: path, maxPixels: maxPixels)
        case .jpeg: return try Self.decodeJPEG(data, path: path, maxPixels: maxPixels)
        case .webp: return try Self.decodeWebP(data, path: path, maxPixels: maxPixels)
        }
    }

    static func checkSize(_ width: Int, _ height: Int, path: String, maxPixels: Int) throws {
        guard width > 0, height > 0, width.multipliedReportingOverflow(by: height).partialValue <= maxPixels,
            width <= maxPixels, height <= maxPixels
        else {
            throw ImageDecodingError(path: path, reason: .tooLarge(width: width, height: height, limit: maxPixels))
        }
    }

    // MARK: PNG (libpng's simplified API)

    private static func decodePNG(_ data: Data, path: String, maxPixels: Int) throws -> CGImage {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        defer { png_image_free(&image) }
        let began = data.withUnsafeBytes { raw in
            png_image_begin_read_from_memory(&image, raw.baseAddress, raw.count)
        }
        guard began != 0 else { throw corrupt("PNG", image, path) }
        let (width, height) = (Int(image.width), Int(image.height))
        try checkSize(width, height, path: path, maxPixels: maxPixels)
        image.format = LAYERKIT_PNG_FORMAT_RGBA
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        // The simplified API reads from `data` again here, so it stays alive (and pinned) throughout.
        let finished = data.withUnsafeBytes { _ in
            pixels.withUnsafeMutableBytes { out in
                png_image_finish_read(&image, nil, out.baseAddress, Int32(width * 4), nil)
            }
        }
        guard finished != 0 else { throw corrupt("PNG", image, path) }
        let premultiplied = CGImage.premultiply(pixels)
        return CGImage(
            width: width, height: height, pixels: premultiplied, alphaInfo: .premultipliedLast,
            sourceName: URL(fileURLWithPath: path).lastPathComponent)!
    }

    private static func corrupt(_ format: String, _ image: png_image, _ path: String) -> ImageDecodingError {
        var copy = image
        let text = withUnsafeBytes(of: &copy.message) { raw in
            String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
        }
        return ImageDecodingError(
            path: path, reason: .corrupt(format: format, detail: text.isEmpty ? "libpng error" : text))
    }

    // MARK: JPEG (libjpeg-turbo)

    private static func decodeJPEG(_ data: Data, path: String, maxPixels: Int) throws -> CGImage {
        var message = [CChar](repeating: 0, count: Int(JMSG_LENGTH_MAX) + 1)
        var width: Int32 = 0, height: Int32 = 0
        let headerFailed = data.withUnsafeBytes { raw in
            layerkit_jpeg_read_size(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, &width, &height, &message)
        }
        guard headerFailed == 0 else { throw jpegError(message, path) }
        let (w, h) = (Int(width), Int(height))
        try checkSize(w, h, path: path, maxPixels: maxPixels)
        var pixels = [UInt8](repeating: 0, count: w * h * 4)
        let failed = data.withUnsafeBytes { raw in
            pixels.withUnsafeMutableBufferPointer { out in
                layerkit_jpeg_decode_rgba(
                    raw.bindMemory(to: UInt8.self).baseAddress, raw.count, out.baseAddress,
                    width, height, &message)
            }
        }
        guard failed == 0 else { throw jpegError(message, path) }
        // Opaque: straight and premultiplied are the same bytes.
        return CGImage(
            width: w, height: h, pixels: pixels, alphaInfo: .premultipliedLast,
            sourceName: URL(fileURLWithPath: path).lastPathComponent)!
    }

    private static func jpegError(_ message: [CChar], _ path: String) -> ImageDecodingError {
        let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return ImageDecodingError(
            path: path, reason: .corrupt(format: "JPEG", detail: text.isEmpty ? "libjpeg error" : text))
    }
}
