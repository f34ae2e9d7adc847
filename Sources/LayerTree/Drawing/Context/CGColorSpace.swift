import Foundation

/// The colour model of a colour space, as Core Graphics' `CGColorSpaceModel`.
public enum CGColorSpaceModel: Int32, Sendable {
    case unknown = -1
    case monochrome = 0
    case rgb = 1
    case cmyk = 2
    case lab = 3
    case deviceN = 4
    case indexed = 5
    case pattern = 6
    case XYZ = 7
}

/// A colour space, as Core Graphics' `CGColorSpace`.
///
/// LayerKit composites in sRGB: every RGB space here (device RGB, sRGB, extended sRGB, Display P3
/// by name) is treated as sRGB, and every gray space as sRGB's gray, so colours keep the values
/// they were given. The name and model are kept for code that asks.
public final class CGColorSpace: Hashable, Sendable, CustomStringConvertible {
    /// The space's name (one of the constants below), `nil` for the device spaces.
    public let name: String?
    /// Gray or RGB, or a pattern space.
    public let model: CGColorSpaceModel
    /// A pattern space's base: the space an uncoloured pattern's colour is given in.
    public let baseColorSpace: CGColorSpace?

    init(name: String?, model: CGColorSpaceModel, baseColorSpace: CGColorSpace? = nil) {
        self.name = name
        self.model = model
        self.baseColorSpace = baseColorSpace
    }

    /// A pattern colour space, as Core Graphics' `CGColorSpace(patternBaseSpace:)`: with a base
    /// space for uncoloured (stencil) patterns, whose colour is given in it; `nil` for coloured ones.
    public convenience init?(patternBaseSpace baseSpace: CGColorSpace?) {
        guard baseSpace?.model != .pattern else { return nil }
        self.init(name: nil, model: .pattern, baseColorSpace: baseSpace)
    }

    /// The space named `name` (``sRGB``, ``extendedSRGB``, ``genericGrayGamma2_2``, …); `nil`
    /// for a name that is not a gray or RGB space.
    public convenience init?(name: String) {
        if Self.grayNames.contains(name) {
            self.init(name: name, model: .monochrome)
        } else if Self.rgbNames.contains(name) {
            self.init(name: name, model: .rgb)
        } else {
            return nil
        }
    }

    /// Colour components per colour, alpha not counted.
    public var numberOfComponents: Int {
        switch model {
        case .monochrome: return 1
        case .cmyk: return 4
        case .pattern: return baseColorSpace?.numberOfComponents ?? 0
        default: return 3
        }
    }

    /// Whether the space's components may go past 0…1 (the extended spaces).
    public var isWideGamutRGB: Bool { name == Self.extendedSRGB || name == Self.displayP3 }

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs.name == rhs.name && lhs.model == rhs.model && lhs.baseColorSpace == rhs.baseColorSpace
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(model)
    }
    public var description: String {
        let device = model == .pattern ? "Pattern" : model == .monochrome ? "DeviceGray" : "DeviceRGB"
        return "<CGColorSpace \(name ?? device)>"
    }

    /// The standard RGB space.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// sRGB with components past 0…1.
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    /// sRGB's primaries with linear components.
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    /// sRGB with linear components past 0…1.
    public static let extendedLinearSRGB = "kCGColorSpaceExtendedLinearSRGB"
    /// Display P3 (drawn as sRGB here).
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    /// Generic RGB (drawn as sRGB here).
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    /// Gray with a 2.2 gamma.
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    /// Gray past 0…1.
    public static let extendedGray = "kCGColorSpaceExtendedGray"
    /// Linear gray.
    public static let linearGray = "kCGColorSpaceLinearGray"

    private static let grayNames: Set = [genericGrayGamma2_2, extendedGray, linearGray]
    private static let rgbNames: Set = [
        sRGB, extendedSRGB, linearSRGB, extendedLinearSRGB, displayP3, genericRGBLinear,
    ]
}

/// The device RGB space, as Core Graphics' `CGColorSpaceCreateDeviceRGB()`.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(name: nil, model: .rgb) }

/// The device CMYK space, as Core Graphics' `CGColorSpaceCreateDeviceCMYK()`: its colours are
/// converted to RGB when made (`CGColor(genericCMYKCyan:…)`); bitmap contexts are RGB or gray.
public func CGColorSpaceCreateDeviceCMYK() -> CGColorSpace { CGColorSpace(name: nil, model: .cmyk) }

/// The device gray space, as Core Graphics' `CGColorSpaceCreateDeviceGray()`.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(name: nil, model: .monochrome) }

/// How a bitmap's pixels are laid out, as Core Graphics' `CGBitmapInfo`: the alpha info in the
/// low bits, the byte order above.
public struct CGBitmapInfo: OptionSet, Sendable {
    public let rawValue: UInt32
    /// Creates bitmap info from its bits (a `CGImageAlphaInfo`'s raw value may be among them).
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The bits of the `CGImageAlphaInfo`.
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    /// Floating-point components (not supported by bitmap contexts here).
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    /// The bits of the byte order.
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    /// Big-endian, the default.
    public static let byteOrderDefault = CGBitmapInfo([])
    /// 16-bit words, little-endian.
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    /// 32-bit words, little-endian: with `premultipliedFirst`, BGRA in memory.
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    /// 16-bit words, big-endian.
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    /// 32-bit words, big-endian.
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)

    /// The alpha info in these bits.
    public var alphaInfo: CGImageAlphaInfo? { CGImageAlphaInfo(rawValue: rawValue & Self.alphaInfoMask.rawValue) }
}
