import Foundation

/// How a layer's `mask` is read: which of the mask's values lets the layer show.
///
/// A LayerKit extension of `CALayer.mask`: Core Animation reads only the mask's alpha. After
/// Effects' track mattes (and so Lottie files) also read the matte's luminance, or the inverse
/// of either; expressing them as a mode of `mask` keeps them in the layer model rather than in
/// a player. Luminance is Rec. 709's, of the mask's premultiplied colour, so a transparent mask
/// is black: a luminance mask shows nothing where the mask layer draws nothing, and an inverted
/// one shows everything there.
public enum CALayerMaskMode: String, CaseIterable, Sendable {
    /// The mask's alpha (Core Animation's only behaviour, the default).
    case alpha
    /// One minus the mask's alpha: the layer shows where the mask is transparent.
    case invertedAlpha
    /// The luminance of the mask's premultiplied colour.
    case luminance
    /// One minus that luminance.
    case invertedLuminance

    /// Whether the layer shows where the mask draws nothing (a hidden or empty mask).
    public var showsWhereMaskIsEmpty: Bool { self == .invertedAlpha || self == .invertedLuminance }

    /// The mode's number in `masked_quad.frag`'s `u_maskMode`.
    public var shaderIndex: Int32 {
        switch self {
        case .alpha: 0
        case .invertedAlpha: 1
        case .luminance: 2
        case .invertedLuminance: 3
        }
    }
}
