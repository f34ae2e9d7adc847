import Foundation

extension CGPath {
    /// Where a `strokeStart` or `strokeEnd` of `fraction` falls, as a fraction of the path's
    /// length, closing lines included and moves excluded.
    ///
    /// Core Animation splits a stroke fraction among the path's segments by their lengths, but
    /// within a curve it goes by the curve's parameter, not its length: a curve whose control
    /// points bunch up at one end (as Lottie files' hand-drawn strokes often have) is drawn
    /// faster there. lottie-ios's bounce_strokes shows it: iOS ends its trimmed strokes at
    /// that point, tens of points short of where the same fraction of the length would.
    /// Lines, and cubics whose control points sit on their ends, are the same both ways.
    /// Fractions are clamped to 0…1.
    public func lengthFraction(atStrokeFraction fraction: CGFloat) -> CGFloat {
        let fraction = min(max(fraction.isNaN ? 0 : fraction, 0), 1)
        guard fraction > 0, fraction < 1 else { return fraction }
        var segments: [(segment: PathSegment, length: CGFloat)] = []
        forEachSegment(startSubpath: { _ in }, segment: { segment, _ in segments.append((segment, segment.length)) })
        let total = segments.reduce(0) { $0 + $1.length }
        guard total > 0, total.isFinite else { return fraction }
        let target = fraction * total
        var travelled: CGFloat = 0
        for (segment, length) in segments {
            guard travelled + length < target else {
                let t = length > 0 ? (target - travelled) / length : 0
                switch segment {
                case let .cubic(p0, p1, p2, p3) where p1 != p0 || p2 != p3:
                    return (travelled + cubicArcLength(p0, p1, p2, p3, from: 0, to: t)) / total
                default:
                    // A line, or a cubic whose controls sit on its ends: a straight segment,
                    // which lottie-ios hands Core Animation as a line (HamburgerArrow's trims
                    // end by length on iOS), so it is measured as one.
                    return target / total
                }
            }
            travelled += length
        }
        return fraction
    }
}

extension ShapeContent {
    /// `strokeStart` and `strokeEnd` as fractions of the path's length, where Core Animation
    /// puts them (`CGPath.lengthFraction(atStrokeFraction:)`): what a stroker trimming by
    /// length takes.
    public var strokeRangeByLength: (start: CGFloat, end: CGFloat) {
        guard strokeStart > 0 || strokeEnd < 1, strokeEnd > strokeStart else { return (strokeStart, strokeEnd) }
        let path = CGPath(elements: path)
        return (path.lengthFraction(atStrokeFraction: strokeStart), path.lengthFraction(atStrokeFraction: strokeEnd))
    }
}
