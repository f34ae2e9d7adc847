import Foundation

/// How the ends of stroked open subpaths are drawn, as Core Graphics' `CGLineCap`.
public enum CGLineCap: Int32, Sendable {
    /// The stroke stops square at the end point.
    case butt = 0
    /// A half circle of the line width's diameter past the end point.
    case round = 1
    /// A half square past the end point.
    case square = 2
}

/// How the corners of stroked paths are drawn, as Core Graphics' `CGLineJoin`.
public enum CGLineJoin: Int32, Sendable {
    /// Sharp corners, cut to a bevel past the miter limit.
    case miter = 0
    /// Rounded corners.
    case round = 1
    /// Corners cut flat.
    case bevel = 2
}

/// Which points a path fills, as Core Graphics' `CGPathFillRule`.
public enum CGPathFillRule: Int, Sendable {
    /// Nonzero winding: inside where the path winds round the point any number of times.
    case winding = 0
    /// Even-odd: inside where a ray from the point crosses the path an odd number of times.
    case evenOdd = 1
}

/// What `drawPath(using:)` does with the current path, as Core Graphics' `CGPathDrawingMode`.
public enum CGPathDrawingMode: Int32, Sendable {
    /// Fill with the nonzero winding rule.
    case fill = 0
    /// Fill with the even-odd rule.
    case eoFill = 1
    /// Stroke.
    case stroke = 2
    /// Fill with the nonzero winding rule, then stroke.
    case fillStroke = 3
    /// Fill with the even-odd rule, then stroke.
    case eoFillStroke = 4
}

/// How drawing combines with what is already in the context, as Core Graphics' `CGBlendMode`.
///
/// The separable and non-separable modes follow the PDF (and W3C) formulas; the Porter–Duff
/// ones are Porter and Duff's operators. Cairo draws them all but `plusDarker`, which it lacks:
/// that mode draws as `normal` (the compatibility article lists it as partial).
public enum CGBlendMode: Int32, Sendable, CaseIterable {
    case normal = 0
    case multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut
    case destinationAtop, xor, plusDarker, plusLighter
}

/// How images are resampled when drawn larger or smaller, as Core Graphics' `CGInterpolationQuality`.
public enum CGInterpolationQuality: Int32, Sendable {
    /// The context's default (Cairo's good filter).
    case `default` = 0
    /// Nearest pixel: hard edges when magnified.
    case none = 1
    /// Bilinear.
    case low = 2
    /// Cairo's good filter.
    case medium = 4
    /// Cairo's best filter.
    case high = 3
}

/// Whether a gradient extends past its ends, as Core Graphics' `CGGradientDrawingOptions`.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    /// Creates options from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Fill before the start with the first colour.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// Fill after the end with the last colour.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

/// Core Foundation's array as Swift code on Apple's platforms writes it (`colors as CFArray`);
/// Linux's Foundation has no Core Foundation types, so here it is a Swift array.
public typealias CFArray = [Any]
/// Core Foundation's data as Apple code passes it (`data as CFData`): here Foundation's `Data`.
public typealias CFData = Data
/// Core Foundation's URL as Apple code passes it (`url as CFURL`): here Foundation's `URL`.
public typealias CFURL = URL
/// Core Foundation's dictionary as Apple code passes options (`[key: value] as CFDictionary`).
public typealias CFDictionary = [AnyHashable: Any]
/// Core Foundation's string type, as Apple's constants are typed (`kCTFontAttributeName`,
/// `CGColorSpace.sRGB`): `String` here (Linux's Foundation has no `CFString`), so
/// `"…" as CFString` compiles as it does there.
public typealias CFString = String
