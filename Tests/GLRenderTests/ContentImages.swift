import Foundation
import LayerTree

/// Images made in code for the content tests (no files needed).
enum ContentImages {
    /// An image whose pixel (x, y) is `pixel(x, y)` as straight RGBA.
    static func make(
        _ width: Int, _ height: Int, alpha: CGImageAlphaInfo = .last,
        _ pixel: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)
    ) -> CGImage {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b, a) = pixel(x, y)
                let i = (y * width + x) * 4
                bytes[i] = r; bytes[i + 1] = g; bytes[i + 2] = b; bytes[i + 3] = a
            }
        }
        return CGImage(width: width, height: height, pixels: bytes, alphaInfo: alpha)!
    }

    /// 32 × 24: orange card, blue arrow at the top-left corner, green bar along the bottom rows.
    static let arrow = make(32, 24) { x, y in
        if y >= 20 { return (40, 170, 70, 255) }
        if x < 12, y < 12, x == y || x < 3 || y < 3 { return (30, 70, 220, 255) }
        if x == 0 || y == 0 || x == 31 { return (120, 60, 0, 255) }
        return (250, 150, 40, 255)
    }

    /// 64 × 16: four 16 × 16 frames, red, green, blue, yellow.
    static let sprites = make(64, 16) { x, _ in
        [(220, 40, 40, 255), (40, 180, 60, 255), (40, 80, 220, 255), (230, 200, 30, 255)][x / 16]
    }

    /// 24 × 24 nine-slice source: 8-pixel dark corners (transparent notch), light edges, white middle.
    static let panel = make(24, 24) { x, y in
        let edgeX = x < 8 || x >= 16, edgeY = y < 8 || y >= 16
        if edgeX, edgeY {
            if x < 2 || x >= 22, y < 2 || y >= 22 { return (0, 0, 0, 0) }
            return (20, 40, 120, 255)
        }
        if edgeX || edgeY { return (110, 160, 230, 255) }
        if x == 11 || x == 12 || y == 11 || y == 12 { return (150, 150, 150, 255) }
        return (255, 255, 255, 255)
    }

    /// The unit rectangle that makes `panel`'s middle third stretch.
    static let panelCenter = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)

    /// The colour of pixel x of the wide tiling image: it changes every pixel and never repeats nearby.
    static func widePixel(_ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
        (UInt8(truncatingIfNeeded: x &* 37), UInt8(truncatingIfNeeded: x / 80), UInt8(y * 255 / 299), 255)
    }
}

/// A layer showing `image` in a frame.
func contentLayer(
    _ image: CGImage?, frame: CGRect, gravity: CALayerContentsGravity = .resize,
    background: CGColor? = nil
) -> CALayer {
    let layer = CALayer()
    layer.frame = frame
    layer.contents = image
    layer.contentsGravity = gravity
    layer.backgroundColor = background
    return layer
}
