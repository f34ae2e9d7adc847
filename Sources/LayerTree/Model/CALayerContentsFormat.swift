import Foundation

/// The pixel format of the backing store that `display()` draws (`CALayer.contentsFormat`),
/// with Apple's names and raw values.
///
/// LayerKit's backing stores are Cairo's 8-bit RGBA surfaces whatever the format says: the value
/// is kept, copied and read back so code that sets it (a delegate's `layerWillDraw(_:)` asking
/// for a deep or grey store) runs unchanged, and a future deeper store has a place to look.
public struct CALayerContentsFormat: RawRepresentable, Hashable, Sendable {
    /// The name, as Core Animation spells it (`kCAContentsFormatRGBA8Uint` is `"RGBA8"`).
    public let rawValue: String
    /// Creates a format from its name; Core Animation's names are the static members.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Four 8-bit unsigned channels, red, green, blue and alpha: the default.
    public static let RGBA8Uint = CALayerContentsFormat(rawValue: "RGBA8")
    /// Four 16-bit half-float channels, for extended-range and deep colour.
    public static let RGBA16Float = CALayerContentsFormat(rawValue: "RGBAh")
    /// One 8-bit unsigned grey channel, for masks and monochrome drawing.
    public static let gray8Uint = CALayerContentsFormat(rawValue: "Gray8")
}
