import CPNG
import Foundation

/// Why a PNG could not be read or written.
public struct PNGError: Error, CustomStringConvertible {
    /// The file.
    public let path: String
    /// What libpng reported.
    public let message: String
    /// The file and the problem, for error messages.
    public var description: String { "\(path): \(message)" }
}

extension RGBAImage {
    /// Writes the image as an 8-bit RGBA PNG (sRGB, straight alpha) through libpng.
    public func writePNG(to url: URL) throws {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(width)
        image.height = UInt32(height)
        image.format = LAYERKIT_PNG_FORMAT_RGBA
        let ok = bytes.withUnsafeBytes { raw in
            png_image_write_to_file(&image, url.path, 0, raw.baseAddress, Int32(width * 4), nil)
        }
        defer { png_image_free(&image) }
        guard ok != 0 else { throw PNGError(path: url.path, message: Self.message(of: image, doing: "write")) }
    }

    /// Reads a PNG of any color type into 8-bit RGBA (straight alpha) through libpng.
    public init(contentsOfPNG url: URL) throws {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        guard png_image_begin_read_from_file(&image, url.path) != 0 else {
            let text = Self.message(of: image, doing: "read")
            png_image_free(&image)
            throw PNGError(path: url.path, message: text)
        }
        image.format = LAYERKIT_PNG_FORMAT_RGBA
        let (w, h) = (Int(image.width), Int(image.height))
        guard w > 0, h > 0, w * h <= 1 << 28 else {
            png_image_free(&image)
            throw PNGError(path: url.path, message: "unreasonable PNG size \(w)×\(h)")
        }
        var pixels = [UInt8](repeating: 0, count: w * h * 4)
        let ok = pixels.withUnsafeMutableBytes { raw in
            png_image_finish_read(&image, nil, raw.baseAddress, Int32(w * 4), nil)
        }
        guard ok != 0 else {
            let text = Self.message(of: image, doing: "read")
            png_image_free(&image)
            throw PNGError(path: url.path, message: text)
        }
        self.init(width: w, height: h, bytes: pixels)
    }

    private static func message(of image: png_image, doing verb: String) -> String {
        var copy = image
        let text = withUnsafeBytes(of: &copy.message) { raw in
            String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
        }
        return "could not \(verb) PNG: \(text.isEmpty ? "unknown libpng error" : text)"
    }
}
