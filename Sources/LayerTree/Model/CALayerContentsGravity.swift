import Foundation

/// Where a layer's `contents` sit in its bounds, with Core Animation's names.
///
/// The names are y-up, as in Core Animation: `top` is the bounds' max-y edge,
/// which in LayerKit's y-down (iOS) geometry is the visual bottom, exactly as
/// UIKit maps `UIView.ContentMode.top` to `.bottom` (rendering-semantics.md).
///
/// ```swift
/// layer.contentsGravity = .resizeAspect
/// ```
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    /// The name, as Core Animation spells it.
    public let rawValue: String
    /// Creates a value from its name; Core Animation's names are the static members.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Natural size, centred.
    public static let center = Self(rawValue: "center")
    /// Natural size, centred on the max-y edge (the visual bottom in y-down geometry).
    public static let top = Self(rawValue: "top")
    /// Natural size, centred on the min-y edge (the visual top).
    public static let bottom = Self(rawValue: "bottom")
    /// The contents unscaled, centred vertically against the left edge.
    public static let left = Self(rawValue: "left")
    /// The contents unscaled, centred vertically against the right edge.
    public static let right = Self(rawValue: "right")
    /// Min-x, max-y corner (visual bottom-left).
    public static let topLeft = Self(rawValue: "topLeft")
    /// Max-x, max-y corner (visual bottom-right).
    public static let topRight = Self(rawValue: "topRight")
    /// Min-x, min-y corner (visual top-left).
    public static let bottomLeft = Self(rawValue: "bottomLeft")
    /// Max-x, min-y corner (visual top-right).
    public static let bottomRight = Self(rawValue: "bottomRight")
    /// Stretched to fill the bounds (the default).
    public static let resize = Self(rawValue: "resize")
    /// Scaled to fit inside the bounds, keeping its aspect ratio, centred.
    public static let resizeAspect = Self(rawValue: "resizeAspect")
    /// Scaled to cover the bounds, keeping its aspect ratio, centred (overflowing unless `masksToBounds`).
    public static let resizeAspectFill = Self(rawValue: "resizeAspectFill")

    /// Every gravity Core Animation defines, in its documentation's order.
    public static let all: [Self] = [
        .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight,
        .resize, .resizeAspect, .resizeAspectFill,
    ]
}

/// How contents are sampled when drawn smaller or larger than their pixels.
///
/// `linear` has no mipmaps; `trilinear` does (smooth when much smaller);
/// `nearest` keeps hard pixel edges.
///
/// ```swift
/// pixelArt.magnificationFilter = .nearest
/// ```
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    /// The name, as Core Animation spells it.
    public let rawValue: String
    /// Creates a value from its name; Core Animation's names are the static members.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Bilinear filtering between the nearest texels.
    public static let linear = Self(rawValue: "linear")
    /// The nearest texel, no filtering: sharp pixels.
    public static let nearest = Self(rawValue: "nearest")
    /// Bilinear filtering between the two nearest mipmap levels, for minification.
    public static let trilinear = Self(rawValue: "trilinear")

    /// Every filter Core Animation defines.
    public static let all: [Self] = [.linear, .nearest, .trilinear]
}
