import Foundation

/// A separable Gaussian blur of an 8-bit coverage image in place (Cairo has none): weights
/// normalised and cut at 3σ, σ capped at 100 pixels. A blur whose taps over the image would pass
/// `gaussianBudget` (a shadow of blur 200 over a 45×32,767 bitmap context is 1.8 billion taps,
/// seconds per drawing call) degrades to three successive box blurs, the approximation SVG's
/// `feGaussianBlur` allows for σ ≥ 2, whose cost does not grow with σ.
enum AlphaBlur {
    /// How an image is blurred.
    enum Method: Equatable {
        /// The Gaussian's weights, `taps` each side of the pixel.
        case gaussian(taps: Int)
        /// Three box blurs of `size` pixels (odd, centred on the pixel).
        case threeBoxes(size: Int)
    }

    /// The most kernel taps one blur may take over the image, both passes together: 128 Mi, a
    /// 1,024-pixel square at σ ≈ 10, or a full-screen shadow at σ ≈ 5.
    static let gaussianBudget = 1 << 27

    /// The method for an image of `width` × `height` pixels at `sigma`, or `nil` for no blur.
    static func method(width: Int, height: Int, sigma: Double) -> Method? {
        guard sigma > 0.01, width > 0, height > 0 else { return nil }
        let s = min(sigma, 100)
        let taps = Int((3 * s).rounded(.up))
        let cost = width * height * (2 * taps + 1) * 2
        guard cost > gaussianBudget, s >= 2 else { return .gaussian(taps: taps) }
        // SVG's box size for σ, d = ⌊σ · 3√(2π) / 4 + 0.5⌋, made odd so that each box is centred.
        let size = Int((s * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down)) | 1
        return .threeBoxes(size: size)
    }

    static func blur(_ bytes: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        guard let method = method(width: width, height: height, sigma: sigma) else { return }
        blur(bytes, width: width, height: height, stride: stride, sigma: min(sigma, 100), method: method)
    }

    /// Blurs with `method`: rows, then columns, each line read into floats, blurred, written back rounded.
    static func blur(
        _ bytes: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double, method: Method
    ) {
        var line = [Float](repeating: 0, count: max(width, height))
        var out = [Float](repeating: 0, count: max(width, height))
        var sums = [Double](repeating: 0, count: max(width, height) + 1)
        var kernel: [Float] = []
        if case .gaussian(let taps) = method {
            kernel = (-taps...taps).map { Float(exp(-0.5 * Double($0 * $0) / (sigma * sigma))) }
            let total = kernel.reduce(0, +)
            kernel = kernel.map { $0 / total }
        }
        func pass(count: Int, lines: Int, at: (Int, Int) -> Int) {
            for l in 0..<lines {
                for i in 0..<count { line[i] = Float(bytes[at(l, i)]) }
                switch method {
                case .gaussian(let taps):
                    for i in 0..<count {
                        var sum: Float = 0
                        for k in max(-taps, -i)...min(taps, count - 1 - i) { sum += kernel[k + taps] * line[i + k] }
                        out[i] = sum
                    }
                case .threeBoxes(let size):
                    // Each box from running sums: outside the image is transparent, as for the Gaussian.
                    let radius = size / 2
                    for box in 0..<3 {
                        if box > 0 { swap(&line, &out) }
                        for i in 0..<count { sums[i + 1] = sums[i] + Double(line[i]) }
                        for i in 0..<count {
                            out[i] = Float((sums[min(count, i + radius + 1)] - sums[max(0, i - radius)]) / Double(size))
                        }
                    }
                }
                for i in 0..<count { bytes[at(l, i)] = UInt8(min(255, max(0, out[i].rounded()))) }
            }
        }
        pass(count: width, lines: height) { row, column in row * stride + column }
        pass(count: height, lines: width) { column, row in row * stride + column }
    }
}
