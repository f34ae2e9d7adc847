import Foundation

/// One filter of a layer's `filters` or `backgroundFilters`, as the renderer applies it.
///
/// Core Image's filters LayerKit draws reduce to two operations: a Gaussian blur, and an affine
/// map of each pixel's straight (unpremultiplied) RGBA (`ColorMatrix`), which `CIColorMatrix`,
/// `CIColorControls` and `CIColorMonochrome` all are.
public enum RenderFilter: Equatable, Sendable {
    /// A Gaussian blur whose standard deviation is `sigma` points (`CIGaussianBlur`'s `inputRadius`).
    case gaussianBlur(sigma: CGFloat)
    /// An affine map of straight RGBA, clamped to 0…1.
    case colorMatrix(ColorMatrix)

    /// The filters a `filters` array selects, in order: the `CIFilter`s of names LayerKit draws
    /// (others are left out, as Core Animation leaves out filters it cannot apply).
    public static func resolve(_ filters: [Any]?) -> [RenderFilter] {
        guard let filters else { return [] }
        return filters.compactMap { ($0 as? CIFilter).flatMap(RenderFilter.init(filter:)) }
    }

    /// The filter's operation; `nil` for a name LayerKit does not draw.
    public init?(filter: CIFilter) {
        func number(_ key: String, _ fallback: CGFloat) -> CGFloat {
            switch filter.value(forKey: key) {
            case let value as CGFloat: return value
            case let value as Double: return CGFloat(value)
            case let value as Float: return CGFloat(value)
            case let value as Int: return CGFloat(value)
            case let value as NSNumber: return CGFloat(value.doubleValue)
            default: return fallback
            }
        }
        func vector(_ key: String, _ fallback: [CGFloat]) -> [CGFloat] {
            let values: [CGFloat]? =
                switch filter.value(forKey: key) {
                case let vector as CIVector: vector.values
                case let array as [CGFloat]: array
                case let array as [Double]: array.map { CGFloat($0) }
                default: nil
                }
            guard let values else { return fallback }
            return (0..<4).map { $0 < values.count ? values[$0] : 0 }
        }
        switch filter.name {
        case "CIGaussianBlur":
            self = .gaussianBlur(sigma: max(number("inputRadius", 10), 0))
        case "CIColorControls":
            self = .colorMatrix(
                .colorControls(
                    saturation: number("inputSaturation", 1), brightness: number("inputBrightness", 0),
                    contrast: number("inputContrast", 1)))
        case "CIColorMatrix":
            self = .colorMatrix(
                ColorMatrix(
                    red: vector("inputRVector", [1, 0, 0, 0]), green: vector("inputGVector", [0, 1, 0, 0]),
                    blue: vector("inputBVector", [0, 0, 1, 0]), alpha: vector("inputAVector", [0, 0, 0, 1]),
                    bias: vector("inputBiasVector", [0, 0, 0, 0])))
        case "CIColorMonochrome":
            let color =
                filter.value(forKey: "inputColor") as? CGColor ?? CGColor(red: 0.6, green: 0.45, blue: 0.3, alpha: 1)
            self = .colorMatrix(.monochrome(color: color, intensity: number("inputIntensity", 1)))
        default:
            return nil
        }
    }
}

/// An affine map of straight RGBA: each output component is a row's dot product with
/// `(r, g, b, a)` plus its bias, as `CIColorMatrix` defines it.
public struct ColorMatrix: Equatable, Sendable {
    /// The rows for red, green, blue and alpha, four coefficients each (for r, g, b, a).
    public var red: [CGFloat], green: [CGFloat], blue: [CGFloat], alpha: [CGFloat]
    /// Added to each output component.
    public var bias: [CGFloat]

    /// The map given by its rows and bias.
    public init(red: [CGFloat], green: [CGFloat], blue: [CGFloat], alpha: [CGFloat], bias: [CGFloat]) {
        (self.red, self.green, self.blue, self.alpha, self.bias) = (red, green, blue, alpha, bias)
    }

    /// The map that changes nothing.
    public static let identity = ColorMatrix(
        red: [1, 0, 0, 0], green: [0, 1, 0, 0], blue: [0, 0, 1, 0], alpha: [0, 0, 0, 1], bias: [0, 0, 0, 0])

    /// The luma weights `CIColorControls` and `CIColorMonochrome` use (Rec. 709).
    public static let luma: [CGFloat] = [0.2125, 0.7154, 0.0721]

    /// `CIColorControls`: saturation mixes each colour with its luma (0 grey, 1 unchanged), then
    /// brightness is added, then contrast scales about ½: `((mix(l, c, s) + b) − ½)·k + ½`.
    public static func colorControls(saturation s: CGFloat, brightness b: CGFloat, contrast k: CGFloat) -> ColorMatrix {
        func row(_ channel: Int) -> [CGFloat] {
            (0..<3).map { i in k * ((1 - s) * luma[i] + (i == channel ? s : 0)) } + [0]
        }
        let offset = k * b + (1 - k) / 2
        return ColorMatrix(
            red: row(0), green: row(1), blue: row(2), alpha: [0, 0, 0, 1], bias: [offset, offset, offset, 0])
    }

    /// `CIColorMonochrome`: each colour's luma times `color`, mixed with the colour by `intensity`.
    public static func monochrome(color: CGColor, intensity t: CGFloat) -> ColorMatrix {
        let tint = [color.red, color.green, color.blue]
        func row(_ channel: Int) -> [CGFloat] {
            (0..<3).map { i in t * tint[channel] * luma[i] + (i == channel ? 1 - t : 0) } + [0]
        }
        return ColorMatrix(red: row(0), green: row(1), blue: row(2), alpha: [0, 0, 0, 1], bias: [0, 0, 0, 0])
    }

    /// `self` after `first`: one matrix for two filters in a row.
    public func after(_ first: ColorMatrix) -> ColorMatrix {
        let rows = [first.red, first.green, first.blue, first.alpha]
        func compose(_ row: [CGFloat], _ bias: CGFloat) -> ([CGFloat], CGFloat) {
            let coefficients = (0..<4).map { j in (0..<4).reduce(CGFloat(0)) { $0 + row[$1] * rows[$1][j] } }
            let offset = (0..<4).reduce(bias) { $0 + row[$1] * first.bias[$1] }
            return (coefficients, offset)
        }
        let (r, rb) = compose(red, bias[0]), (g, gb) = compose(green, bias[1])
        let (b, bb) = compose(blue, bias[2]), (a, ab) = compose(alpha, bias[3])
        return ColorMatrix(red: r, green: g, blue: b, alpha: a, bias: [rb, gb, bb, ab])
    }
}

/// A layer's `filters` and `backgroundFilters`, resolved (`RenderNode.filters`).
public struct RenderFilters: Equatable, Sendable {
    /// Applied to the layer's flattened image, in order.
    public var layer: [RenderFilter]
    /// Applied to the backdrop under the layer's bounds before the layer is drawn over it.
    public var background: [RenderFilter]

    /// Both lists.
    public init(layer: [RenderFilter], background: [RenderFilter]) {
        self.layer = layer
        self.background = background
    }
}
