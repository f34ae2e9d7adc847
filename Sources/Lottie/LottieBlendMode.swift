import QuartzCore

/// A layer's blend mode (`bm`): how its image combines with what lies beneath it.
public enum LottieBlendMode: Int, Sendable, CaseIterable {
    case normal = 0
    case multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, hardLight, softLight
    case difference, exclusion, hue, saturation, color, luminosity

    /// The `compositingFilter` that draws it (Core Animation's filter names, as lottie-ios sets
    /// them); `nil` for normal.
    var compositingFilter: String? {
        switch self {
        case .normal: nil
        case .multiply: "multiplyBlendMode"
        case .screen: "screenBlendMode"
        case .overlay: "overlayBlendMode"
        case .darken: "darkenBlendMode"
        case .lighten: "lightenBlendMode"
        case .colorDodge: "colorDodgeBlendMode"
        case .colorBurn: "colorBurnBlendMode"
        case .hardLight: "hardLightBlendMode"
        case .softLight: "softLightBlendMode"
        case .difference: "differenceBlendMode"
        case .exclusion: "exclusionBlendMode"
        case .hue: "hueBlendMode"
        case .saturation: "saturationBlendMode"
        case .color: "colorBlendMode"
        case .luminosity: "luminosityBlendMode"
        }
    }
}
