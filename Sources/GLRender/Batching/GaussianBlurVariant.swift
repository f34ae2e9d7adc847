/// Which variant of the `gaussian_blur` program draws a blur: its channels (`BLUR_COLOR`) and its
/// taps each side as a constant (`BLUR_TAPS`), so the loop over them is unrolled with the weights
/// at constant indices, and a copy (σ 0, one sample) runs no loop and no branch.
///
/// Why: the full program looped to a uniform count, reading each weight at an index llvmpipe
/// treats as varying, and ran both sides of its σ-0 branch at every pixel; a shadow blurred by
/// 8 texels (24 taps each side) took a fifth more instructions that way (callgrind), and a
/// shadow's composite, one sample over the whole shadow, paid for the loop it did not run.
struct GaussianBlurVariant: Hashable {
    var blursColor: Bool
    /// Taps each side (`GaussianBlurWeights.taps`), 0 for a single sample.
    var taps: Int
    /// Under a rounded clip; without one, built with `NO_ROUNDED_CLIP` (a shadow's composite, one
    /// sample over the whole shadow, paid for the clip's coverage at every pixel).
    var roundedClip: Bool

    init(_ uniforms: GaussianBlurUniforms) {
        blursColor = uniforms.blursColor
        taps = GaussianBlurWeights(sigma: uniforms.u_sigma).taps
        roundedClip = uniforms.roundedClip
    }

    /// The variant's `#define`s (the program's own, `BLUR_COLOR`, included).
    var defines: [String] {
        (blursColor ? ["BLUR_COLOR"] : []) + ["BLUR_TAPS \(taps)"] + (roundedClip ? [] : ["NO_ROUNDED_CLIP"])
    }

    /// `gaussian_blur[24]`, `gaussian_blur_color[0]`, `gaussian_blur[0,unclipped]`.
    var programName: String {
        (blursColor ? "gaussian_blur_color" : "gaussian_blur") + "[\(taps)" + (roundedClip ? "]" : ",unclipped]")
    }
}
