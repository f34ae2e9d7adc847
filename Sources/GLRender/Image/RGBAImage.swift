import Foundation

/// An 8-bit RGBA image, rows top to bottom, in straight (unpremultiplied) sRGB alpha.
///
/// ```swift
/// let image = try renderer.render(scene)
/// let (r, g, b, a) = image.pixel(x: 10, y: 20)
/// try image.writePNG(to: URL(fileURLWithPath: "out.png"))
/// ```
public struct RGBAImage: Equatable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width · height · 4` bytes, row-major from the top-left pixel.
    public var bytes: [UInt8]

    /// Creates an image from its bytes; `bytes.count` must be `width · height · 4`.
    public init(width: Int, height: Int, bytes: [UInt8]) {
        precondition(bytes.count == width * height * 4, "RGBAImage needs width·height·4 bytes")
        self.width = width; self.height = height; self.bytes = bytes
    }

    /// A transparent image of the given size.
    public init(width: Int, height: Int) {
        self.init(width: width, height: height, bytes: [UInt8](repeating: 0, count: width * height * 4))
    }

    /// The straight-alpha RGBA components of one pixel, from the top-left corner.
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        return (bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3])
    }

    /// Converts premultiplied bytes (as read back from GL) to straight alpha.
    static func unpremultiplied(width: Int, height: Int, premultiplied: [UInt8]) -> RGBAImage {
        var out = premultiplied
        for i in stride(from: 0, to: out.count, by: 4) {
            let a = Int(out[i + 3])
            guard a > 0, a < 255 else { continue }
            for c in 0..<3 { out[i + c] = UInt8(min(255, (Int(out[i + c]) * 255 + a / 2) / a)) }
        }
        return RGBAImage(width: width, height: height, bytes: out)
    }
}
