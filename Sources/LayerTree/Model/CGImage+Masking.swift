import Foundation

extension CGImage {
    /// An image mask from a provider's 8-bit samples, as Core Graphics'
    /// `CGImage(maskWidth:height:bitsPerComponent:bitsPerPixel:bytesPerRow:provider:decode:shouldInterpolate:)`.
    ///
    /// As in Core Graphics, a sample of 0 paints and 255 masks out; the mask is kept as white with
    /// alpha `255 − sample`, so ``masking(_:)`` and `CGContext.clip(to:mask:)` read its alpha (and a
    /// mask with every sample 0, opaque, paints everywhere by its brightness).
    /// `nil` for samples other than 8 bits, too few bytes, or a size that is not positive.
    /// `decode` arrays are not applied.
    public convenience init?(
        maskWidth width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
        provider: CGDataProvider, decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool
    ) {
        guard bitsPerComponent == 8, bitsPerPixel == 8, width > 0, height > 0, width <= 1 << 16, height <= 1 << 16,
            width * height <= 1 << 26, bytesPerRow >= width, let bytes = provider.data,
            bytes.count >= bytesPerRow * (height - 1) + width
        else { return nil }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        bytes.withUnsafeBytes { source in
            for row in 0..<height {
                for column in 0..<width {
                    let o = (row * width + column) * 4, alpha = 255 - source[row * bytesPerRow + column]
                    (pixels[o], pixels[o + 1], pixels[o + 2], pixels[o + 3]) = (alpha, alpha, alpha, alpha)
                }
            }
        }
        self.init(width: width, height: height, pixels: pixels, alphaInfo: .premultipliedLast)
    }

    /// This image with `mask` applied, as Core Graphics' `masking(_:)`: each pixel's alpha is
    /// multiplied by the mask's coverage there (an opaque mask's brightness, else its alpha, as
    /// `CGContext.clip(to:mask:)` reads it), the mask scaled to the image by nearest sample.
    public func masking(_ mask: CGImage) -> CGImage? {
        let maskPixels = mask.premultipliedPixels()
        var opaque = true
        for i in stride(from: 3, to: maskPixels.count, by: 4) where maskPixels[i] != 255 {
            opaque = false
            break
        }
        var out = premultipliedPixels()
        for row in 0..<height {
            let maskRow = min(mask.height - 1, row * mask.height / height)
            for column in 0..<width {
                let maskColumn = min(mask.width - 1, column * mask.width / width)
                let m = (maskRow * mask.width + maskColumn) * 4
                let coverage: Double
                if opaque {
                    let r = Double(maskPixels[m]), g = Double(maskPixels[m + 1]), b = Double(maskPixels[m + 2])
                    coverage = min(255, 0.299 * r + 0.587 * g + 0.114 * b) / 255
                } else {
                    coverage = Double(maskPixels[m + 3]) / 255
                }
                let o = (row * width + column) * 4
                for c in 0..<4 { out[o + c] = UInt8((Double(out[o + c]) * coverage).rounded()) }
            }
        }
        return CGImage(width: width, height: height, pixels: out, alphaInfo: .premultipliedLast, sourceName: sourceName)
    }
}
