import Foundation

/// One axis of a Gaussian blur's taps as the `gaussian_blur` program reads them (`u_taps`,
/// `u_weights` in `Shaders/gaussian_blur.frag`): ⌈3σ⌉ texels each side and each distance's
/// weight, exp(−x²/2σ²) normalised so that all 2·taps + 1 of them add up to 1.
///
/// Why on the CPU: the weights are the same at every pixel, but the shader worked each out with
/// an `exp` per tap per pixel and divided by their sum, and llvmpipe does that for every 8-pixel
/// vector: a shadow blurred by 8 texels ran 49 `exp`s a pixel in each of its two passes.
struct GaussianBlurWeights: Equatable {
    /// The most taps each side the program holds weights for (`MAX_BLUR_TAPS`): σ is at most
    /// `Planner.maxSigmaTexels` (8: 24 taps), with room for rounding.
    static let maxTaps = 32

    /// Taps each side of the centre, ⌈3σ⌉ in float as the shader counted them.
    let taps: Int
    /// Weight by distance from the centre, 0 ... `maxTaps` (0 past `taps`).
    let weights: [Float]

    init(sigma: Float) {
        let taps = sigma > 0 ? min(Int((3 * sigma).rounded(.up)), Self.maxTaps) : 0
        var weights = [Float](repeating: 0, count: Self.maxTaps + 1)
        guard taps > 0 else {
            weights[0] = 1
            self.taps = 0
            self.weights = weights
            return
        }
        let s = Double(sigma)
        let raw = (0...taps).map { exp(-0.5 * Double($0 * $0) / (s * s)) }
        let total = raw[0] + 2 * raw.dropFirst().reduce(0, +)
        for (i, w) in raw.enumerated() { weights[i] = Float(w / total) }
        self.taps = taps
        self.weights = weights
    }
}
