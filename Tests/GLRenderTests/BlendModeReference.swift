import Foundation
import LayerTree

/// The W3C Compositing and Blending Level 1 formulas, written out in Swift from the document
/// (not from `blend_quad.frag`), for the blend-mode tests' expected pixels.
enum BlendModeReference {
    typealias RGB = (r: Double, g: Double, b: Double)

    /// `B(Cb, Cs)` for `mode`, in straight sRGB values.
    static func blend(_ mode: CompositingBlendMode, backdrop cb: RGB, source cs: RGB) -> RGB {
        func each(_ f: (Double, Double) -> Double) -> RGB { (f(cb.r, cs.r), f(cb.g, cs.g), f(cb.b, cs.b)) }
        switch mode {
        case .multiply: return each { $0 * $1 }
        case .screen: return each(screen)
        case .overlay: return each { hardLight($1, $0) }
        case .darken: return each(min)
        case .lighten: return each(max)
        case .colorDodge:
            return each { b, s in b == 0 ? 0 : s == 1 ? 1 : min(1, b / (1 - s)) }
        case .colorBurn:
            return each { b, s in b == 1 ? 1 : s == 0 ? 0 : 1 - min(1, (1 - b) / s) }
        case .softLight:
            return each { b, s in
                if s <= 0.5 { return b - (1 - 2 * s) * b * (1 - b) }
                let d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
                return b + (2 * s - 1) * (d - b)
            }
        case .hardLight: return each(hardLight)
        case .difference: return each { abs($0 - $1) }
        case .exclusion: return each { $0 + $1 - 2 * $0 * $1 }
        case .hue: return setLum(setSat(cs, sat(cb)), lum(cb))
        case .saturation: return setLum(setSat(cb, sat(cs)), lum(cb))
        case .color: return setLum(cs, lum(cb))
        case .luminosity: return setLum(cb, lum(cs))
        }
    }

    /// The composited straight colour and alpha: `Cr = (1 − αb)·Cs + αb·B(Cb, Cs)`, then source-over.
    static func composite(
        _ mode: CompositingBlendMode, backdrop cb: RGB, backdropAlpha ab: Double, source cs: RGB, sourceAlpha a: Double
    ) -> (color: RGB, alpha: Double) {
        let mixed = blend(mode, backdrop: cb, source: cs)
        func channel(_ b: Double, _ s: Double, _ m: Double) -> Double {
            let cr = (1 - ab) * s + ab * min(max(m, 0), 1)
            return a * cr + (1 - a) * b * ab  // premultiplied
        }
        let alpha = a + ab * (1 - a)
        let premultiplied = (channel(cb.r, cs.r, mixed.r), channel(cb.g, cs.g, mixed.g), channel(cb.b, cs.b, mixed.b))
        guard alpha > 0 else { return ((0, 0, 0), 0) }
        return ((premultiplied.0 / alpha, premultiplied.1 / alpha, premultiplied.2 / alpha), alpha)
    }

    private static func screen(_ b: Double, _ s: Double) -> Double { b + s - b * s }

    private static func hardLight(_ b: Double, _ s: Double) -> Double {
        s <= 0.5 ? b * 2 * s : screen(b, 2 * s - 1)
    }

    private static func lum(_ c: RGB) -> Double { 0.3 * c.r + 0.59 * c.g + 0.11 * c.b }

    private static func clipColor(_ c: RGB) -> RGB {
        let l = lum(c)
        let n = min(c.r, c.g, c.b), x = max(c.r, c.g, c.b)
        var c = c
        if n < 0 { c = (l + (c.r - l) * l / (l - n), l + (c.g - l) * l / (l - n), l + (c.b - l) * l / (l - n)) }
        if x > 1 {
            c = (
                l + (c.r - l) * (1 - l) / (x - l), l + (c.g - l) * (1 - l) / (x - l), l + (c.b - l) * (1 - l) / (x - l)
            )
        }
        return c
    }

    private static func setLum(_ c: RGB, _ l: Double) -> RGB {
        let d = l - lum(c)
        return clipColor((c.r + d, c.g + d, c.b + d))
    }

    private static func sat(_ c: RGB) -> Double { max(c.r, c.g, c.b) - min(c.r, c.g, c.b) }

    /// The W3C's SetSat: the largest component becomes `s`, the smallest 0, the middle one scaled.
    private static func setSat(_ c: RGB, _ s: Double) -> RGB {
        var values = [c.r, c.g, c.b]
        let order = values.indices.sorted { values[$0] < values[$1] }
        let (low, mid, high) = (order[0], order[1], order[2])
        if values[high] > values[low] {
            values[mid] = (values[mid] - values[low]) * s / (values[high] - values[low])
            values[high] = s
        } else {
            values[mid] = 0
            values[high] = 0
        }
        values[low] = 0
        return (values[0], values[1], values[2])
    }
}
