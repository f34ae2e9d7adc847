import CWebP
import Foundation
import LayerTree

/// WebP files (lossy, lossless, with or without alpha), decoded by libwebp.
extension ImageCodec {
    /// A RIFF container whose form type is `WEBP`: "RIFF", the chunk size, "WEBP".
    static func isWebP(_ data: Data) -> Bool {
        guard data.count >= 12 else { return false }
        let start = data.startIndex
        return data[start..<start + 4].elementsEqual("RIFF".utf8)
            && data[start + 8..<start + 12].elementsEqual("WEBP".utf8)
    }

    /// Decodes a still WebP into a premultiplied image, refusing more than `maxPixels` pixels
    /// before allocating them (the size comes from the bitstream's header).
    static func decodeWebP(_ data: Data, path: String, maxPixels: Int) throws -> CGImage {
        var features = WebPBitstreamFeatures()
        let status = data.withUnsafeBytes { raw in
            WebPGetFeatures(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, &features)
        }
        guard status == VP8_STATUS_OK else { throw webpError(status, path) }
        // An animation's frames are composed by the demuxer, which ImageIO's single image does
        // not need; saying so beats showing a blank frame.
        guard features.has_animation == 0 else {
            throw ImageDecodingError(
                path: path, reason: .corrupt(format: "WebP", detail: "animated WebP is not supported"))
        }
        let (width, height) = (Int(features.width), Int(features.height))
        try checkSize(width, height, path: path, maxPixels: maxPixels)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let decoded = data.withUnsafeBytes { raw in
            pixels.withUnsafeMutableBufferPointer { out in
                WebPDecodeRGBAInto(
                    raw.bindMemory(to: UInt8.self).baseAddress, raw.count, out.baseAddress, out.count,
                    Int32(width * 4))
            }
        }
        guard decoded != nil else {
            throw ImageDecodingError(
                path: path, reason: .corrupt(format: "WebP", detail: "libwebp could not decode the bitstream"))
        }
        // libwebp gives straight (unpremultiplied) alpha, as PNG does.
        return CGImage(
            width: width, height: height, pixels: features.has_alpha != 0 ? CGImage.premultiply(pixels) : pixels,
            alphaInfo: .premultipliedLast, sourceName: URL(fileURLWithPath: path).lastPathComponent)!
    }

    private static func webpError(_ status: VP8StatusCode, _ path: String) -> ImageDecodingError {
        let detail =
            switch status {
            case VP8_STATUS_NOT_ENOUGH_DATA: "the file ends early"
            case VP8_STATUS_BITSTREAM_ERROR: "the bitstream is invalid"
            case VP8_STATUS_UNSUPPORTED_FEATURE: "it uses a feature libwebp does not decode"
            case VP8_STATUS_OUT_OF_MEMORY: "out of memory"
            default: "libwebp status \(status.rawValue)"
            }
        return ImageDecodingError(path: path, reason: .corrupt(format: "WebP", detail: detail))
    }
}
