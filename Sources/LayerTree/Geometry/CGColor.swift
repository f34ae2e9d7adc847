import Foundation

/// An sRGB color with straight (unpremultiplied) alpha, components from 0 to 1.
///
/// Stands in for CoreGraphics' `CGColor`, which Linux lacks; the initialiser
/// and `components` keep CoreGraphics' names.
///
/// ```swift
/// layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)
/// ```
public struct CGColor: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The red component, 0 to 1, not premultiplied.
    public var red: CGFloat
    /// The green component, 0 to 1, not premultiplied.
    public var green: CGFloat
    /// The blue component, 0 to 1, not premultiplied.
    public var blue: CGFloat
    /// The opacity, 0 (clear) to 1.
    public var alpha: CGFloat

    /// Creates a color from sRGB components and a straight alpha.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// Creates a gray from a white level and alpha.
    public init(gray: CGFloat, alpha: CGFloat) { self.init(red: gray, green: gray, blue: gray, alpha: alpha) }

    /// A colour in the generic RGB space, as macOS's `CGColor(genericRGBRed:green:blue:alpha:)`:
    /// the same components as `init(red:green:blue:alpha:)`, since every RGB space is drawn as sRGB.
    public init(genericRGBRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Creates a colour from sRGB components, as Core Graphics' `CGColor(srgbRed:green:blue:alpha:)`.
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Creates a colour from CMYK components, converted as PDF's DeviceCMYK converts to RGB
    /// (`r = 1 − min(1, c + k)`, and so on), as Core Graphics' `CGColor(genericCMYKCyan:…)`; there
    /// is no colour management here.
    public init(genericCMYKCyan cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat, alpha: CGFloat) {
        self.init(
            red: 1 - min(1, cyan + black), green: 1 - min(1, magenta + black), blue: 1 - min(1, yellow + black),
            alpha: alpha)
    }

    /// Creates a gray, as Core Graphics' `CGColor(genericGrayGamma2_2Gray:alpha:)`.
    public init(genericGrayGamma2_2Gray gray: CGFloat, alpha: CGFloat) { self.init(gray: gray, alpha: alpha) }

    /// Creates a colour from a space's components plus alpha (gray: 2, RGB: 4), as Core Graphics'
    /// `CGColor(colorSpace:components:)`; `nil` for another space.
    ///
    /// Components in a linear space (`linearSRGB`, `extendedLinearSRGB`, `genericRGBLinear`,
    /// `linearGray`) are encoded with the sRGB transfer function, and Display P3 components are
    /// converted to (extended) sRGB, so the colour keeps its appearance.
    public init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        let linear: Set = [
            CGColorSpace.linearSRGB, CGColorSpace.extendedLinearSRGB, CGColorSpace.genericRGBLinear,
            CGColorSpace.linearGray,
        ]
        let isLinear = space.name.map { linear.contains($0) } ?? false
        func encode(_ v: CGFloat) -> CGFloat { isLinear ? CGColor.srgbEncode(v) : v }
        switch space.model {
        case .monochrome: self.init(gray: encode(components[0]), alpha: components[1])
        case .rgb where space.name == CGColorSpace.displayP3:
            let (r, g, b) = (
                CGColor.srgbDecode(components[0]), CGColor.srgbDecode(components[1]),
                CGColor.srgbDecode(components[2])
            )
            self.init(
                red: CGColor.srgbEncode(1.2249 * r - 0.2247 * g),
                green: CGColor.srgbEncode(-0.0420 * r + 1.0419 * g),
                blue: CGColor.srgbEncode(-0.0197 * r - 0.0786 * g + 1.0979 * b), alpha: components[3])
        case .rgb:
            self.init(
                red: encode(components[0]), green: encode(components[1]), blue: encode(components[2]),
                alpha: components[3])
        default: return nil
        }
    }

    /// The sRGB transfer function, linear light to encoded, extended to negative values and
    /// values over 1 (mirrored below zero).
    static func srgbEncode(_ v: CGFloat) -> CGFloat {
        let m = abs(v)
        let e = m <= 0.003_130_8 ? 12.92 * m : 1.055 * pow(m, 1 / 2.4) - 0.055
        return v < 0 ? -e : e
    }

    /// The inverse of ``srgbEncode(_:)``: encoded sRGB to linear light.
    static func srgbDecode(_ v: CGFloat) -> CGFloat {
        let m = abs(v)
        let d = m <= 0.040_45 ? m / 12.92 : pow((m + 0.055) / 1.055, 2.4)
        return v < 0 ? -d : d
    }

    /// `[red, green, blue, alpha]`, as Core Graphics' `components` for an RGB colour (optional there,
    /// for patterns; always present here).
    public var components: [CGFloat]? { [red, green, blue, alpha] }

    /// The number of components, alpha included: 4.
    public var numberOfComponents: Int { 4 }

    /// The colour's space: sRGB.
    public var colorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.sRGB) }

    /// This colour with its alpha replaced (optional, as Core Graphics' `copy(alpha:)`).
    public func copy(alpha: CGFloat) -> CGColor? { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// This colour with its alpha replaced, for LayerKit's own code (never `nil`).
    public func withAlpha(_ alpha: CGFloat) -> CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// A copy of the colour, as Core Graphics' `copy()`.
    public func copy() -> CGColor? { self }

    /// Opaque black.
    public static let black = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    /// Fully transparent black.
    public static let clear = CGColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// `#RRGGBBAA`, each component rounded to 8 bits.
    public var description: String {
        func byte(_ v: CGFloat) -> String {
            String(format: "%02x", Int((min(max(v, 0), 1) * 255).rounded()))
        }
        return "#" + byte(red) + byte(green) + byte(blue) + byte(alpha)
    }
}
