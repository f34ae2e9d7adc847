import Foundation

/// A rectangle of whole target pixels, row 0 at the top (as targets keep it).
public struct PixelRect: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner and size, in pixels from the target's top-left.
    public var x: Int, y: Int, width: Int, height: Int

    /// Creates a rectangle from its top-left corner and size.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(width, 0)
        self.height = max(height, 0)
    }

    /// The column just right of the rectangle.
    public var maxX: Int { x + width }
    /// The row just below the rectangle.
    public var maxY: Int { y + height }
    /// Pixels covered.
    public var area: Int { width * height }
    /// Whether it covers no pixel.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The smallest rectangle holding both.
    public func union(_ o: PixelRect) -> PixelRect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        let (x0, y0) = (min(x, o.x), min(y, o.y))
        return PixelRect(x: x0, y: y0, width: max(maxX, o.maxX) - x0, height: max(maxY, o.maxY) - y0)
    }

    /// The pixels both hold (empty when they do not meet).
    public func intersection(_ o: PixelRect) -> PixelRect {
        let (x0, y0) = (max(x, o.x), max(y, o.y))
        let (x1, y1) = (min(maxX, o.maxX), min(maxY, o.maxY))
        guard x1 > x0, y1 > y0 else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether the two share a pixel.
    public func intersects(_ o: PixelRect) -> Bool { !intersection(o).isEmpty }

    /// Whether every pixel of `o` is in this rectangle.
    public func contains(_ o: PixelRect) -> Bool {
        o.isEmpty || (x <= o.x && y <= o.y && maxX >= o.maxX && maxY >= o.maxY)
    }

    /// The whole pixels a box of fractional pixel coordinates touches, grown by `padding` pixels on
    /// every side (for antialiased fringes and filtered sampling), clamped to `bounds`. Coordinates
    /// are clamped before they become integers: a far-away box cannot trap.
    init(
        covering minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double, padding: Double, within bounds: PixelRect
    ) {
        func clamp(_ v: Double, _ rule: FloatingPointRoundingRule, _ low: Int, _ high: Int) -> Int {
            guard !v.isNaN else { return low }
            return Int(min(max(v.rounded(rule), Double(low)), Double(high)))
        }
        let x0 = clamp(minX - padding, .down, bounds.x, bounds.maxX)
        let y0 = clamp(minY - padding, .down, bounds.y, bounds.maxY)
        let x1 = clamp(maxX + padding, .up, bounds.x, bounds.maxX)
        let y1 = clamp(maxY + padding, .up, bounds.y, bounds.maxY)
        self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// `(x, y, w×h)`, for statistics and tests.
    public var description: String { "(\(x), \(y), \(width)×\(height))" }
}
