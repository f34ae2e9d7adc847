import QuartzCore

/// How a layer uses the layer above it as its track matte (`tt`): the matte's alpha or
/// luminance, or the inverse of either, decides where the layer shows.
public enum LottieTrackMatte: Int, Sendable {
    /// Alpha matte (`tt: 1`).
    case alpha = 1
    /// Inverted alpha matte (`tt: 2`).
    case invertedAlpha = 2
    /// Luma matte (`tt: 3`).
    case luma = 3
    /// Inverted luma matte (`tt: 4`).
    case invertedLuma = 4

    /// The `CALayer.maskMode` that reads the matte this way.
    var maskMode: CALayerMaskMode {
        switch self {
        case .alpha: .alpha
        case .invertedAlpha: .invertedAlpha
        case .luma: .luminance
        case .invertedLuma: .invertedLuminance
        }
    }
}
