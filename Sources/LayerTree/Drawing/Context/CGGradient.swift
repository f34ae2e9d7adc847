import Foundation

/// Colours at locations from 0 to 1, as Core Graphics' `CGGradient`, for
/// `drawLinearGradient` and `drawRadialGradient`.
///
/// ```swift
/// let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
///                           colors: [top, bottom] as CFArray, locations: [0, 1])!
/// ctx.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 0, y: 100), options: [])
/// ```
public final class CGGradient: @unchecked Sendable {
    /// Each stop's location (0…1, ascending) and colour.
    let stops: [(location: CGFloat, color: CGColor)]

    /// A gradient through `colors` (`CGColor`s) at `locations`, spread evenly from 0 to 1 when
    /// `locations` is `nil`; `nil` when there are no colours, an element is not a `CGColor`, or
    /// the counts differ.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let colors = colors.compactMap { $0 as? CGColor }
        guard !colors.isEmpty else { return nil }
        let at: [CGFloat] =
            locations.map { p in (0..<colors.count).map { p[$0] } }
            ?? (colors.count == 1 ? [0] : (0..<colors.count).map { CGFloat($0) / CGFloat(colors.count - 1) })
        stops = zip(at, colors).map { (location: $0, color: $1) }.sorted { $0.location < $1.location }
    }

    /// A gradient from components: `count` colours of the space's components plus alpha each
    /// (gray: 2, RGB: 4), at `locations` (evenly spread when `nil`).
    public init?(
        colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
        locations: UnsafePointer<CGFloat>?, count: Int
    ) {
        guard count > 0, count < 1 << 16 else { return nil }
        let perColor = space.numberOfComponents + 1
        var made: [(location: CGFloat, color: CGColor)] = []
        for i in 0..<count {
            let c = components + i * perColor
            let color =
                perColor == 2
                ? CGColor(gray: c[0], alpha: c[1]) : CGColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])
            let location = locations?[i] ?? (count == 1 ? 0 : CGFloat(i) / CGFloat(count - 1))
            made.append((location, color))
        }
        stops = made.sorted { $0.location < $1.location }
    }
}
