import Foundation

/// A blend mode that `CALayer.compositingFilter` names, by Core Animation's filter names
/// (`multiplyBlendMode`): how a layer's flattened image combines with the backdrop beneath it.
///
/// The renderer draws each with the W3C Compositing and Blending Level 1 formula of the same
/// name (rendering-semantics.md, "Blend modes"). Source-over, the default, is no blend mode:
/// `sourceOver` and `normalBlendMode` resolve to `nil`, and such a layer is drawn as any other.
public enum CompositingBlendMode: String, CaseIterable, Sendable {
    case multiply = "multiplyBlendMode"
    case screen = "screenBlendMode"
    case overlay = "overlayBlendMode"
    case darken = "darkenBlendMode"
    case lighten = "lightenBlendMode"
    case colorDodge = "colorDodgeBlendMode"
    case colorBurn = "colorBurnBlendMode"
    case softLight = "softLightBlendMode"
    case hardLight = "hardLightBlendMode"
    case difference = "differenceBlendMode"
    case exclusion = "exclusionBlendMode"
    case hue = "hueBlendMode"
    case saturation = "saturationBlendMode"
    case color = "colorBlendMode"
    case luminosity = "luminosityBlendMode"

    /// Core Animation's names for plain source-over compositing (no blend mode).
    public static let sourceOverNames: [String] = ["sourceOver", "normalBlendMode"]

    /// Every name a `compositingFilter` may hold, as scene files accept them: the blend modes
    /// and the source-over names.
    public static let filterNames: [String] = allCases.map(\.rawValue) + sourceOverNames

    /// The blend mode a filter name selects: Core Animation's (`multiplyBlendMode`) or Core
    /// Image's (`CIMultiplyBlendMode`); `nil` for source-over and for names of no blend mode.
    public init?(filterName name: String) {
        if let mode = Self(rawValue: name) {
            self = mode
        } else if let mode = Self.byCoreImageName[name] {
            self = mode
        } else {
            return nil
        }
    }

    /// The blend mode a `compositingFilter` value selects: a filter name, or a `CIFilter` of one.
    /// Anything else (`nil`, source-over, an unknown name or object) composites source-over, as
    /// Core Animation ignores a compositing filter it cannot apply.
    public init?(compositingFilter value: Any?) {
        switch value {
        case let name as String: self.init(filterName: name)
        case let filter as CIFilter: self.init(filterName: filter.name)
        default: return nil
        }
    }

    /// Core Image's name of the same filter: `CI` and the capitalized name (`CIMultiplyBlendMode`).
    public var coreImageName: String { "CI" + rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    private static let byCoreImageName = Dictionary(uniqueKeysWithValues: allCases.map { ($0.coreImageName, $0) })
}
