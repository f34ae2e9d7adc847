import Foundation

extension CGPath {
    /// The path `fraction` of the way from this one to `other`, point by point; nil unless
    /// both have the same element kinds in the same order.
    ///
    /// This is how Core Animation animates `CAShapeLayer.path`: it pairs the paths'
    /// points in order, so it can only blend paths built the same way (two rounded
    /// rectangles, say, not a rectangle and an ellipse). Where Apple calls the result of
    /// mismatched paths undefined, this says so with nil and leaves the choice (usually
    /// jumping to the destination) to the animation. Fractions outside 0…1 extrapolate,
    /// as spring and overshooting timing functions need; 0 and 1 give the ends exactly.
    public func interpolated(to other: CGPath, fraction: CGFloat) -> CGPath? {
        let keep = 1 - fraction
        return zipElements(with: other) { a, b in
            CGPoint(x: keep * a.x + fraction * b.x, y: keep * a.y + fraction * b.y)
        }
    }

    /// The pointwise sum of two paths of the same element kinds; nil otherwise.
    ///
    /// Additive animations (`isAdditive`) add their value to the model value; for a path
    /// that means offsetting each point by the matching point of the animated path.
    public func adding(_ other: CGPath) -> CGPath? {
        zipElements(with: other) { a, b in CGPoint(x: a.x + b.x, y: a.y + b.y) }
    }

    /// Pairs the two paths' elements and combines their points with `combine`; nil when the
    /// counts or any element's kind differ.
    private func zipElements(with other: CGPath, _ combine: (CGPoint, CGPoint) -> CGPoint) -> CGPath? {
        guard elements.count == other.elements.count else { return nil }
        var result: [CGPathElement] = []
        result.reserveCapacity(elements.count)
        for (a, b) in zip(elements, other.elements) {
            switch (a, b) {
            case let (.moveToPoint(p), .moveToPoint(q)):
                result.append(.moveToPoint(combine(p, q)))
            case let (.addLineToPoint(p), .addLineToPoint(q)):
                result.append(.addLineToPoint(combine(p, q)))
            case let (.addQuadCurveToPoint(c, e), .addQuadCurveToPoint(c2, e2)):
                result.append(.addQuadCurveToPoint(control: combine(c, c2), end: combine(e, e2)))
            case let (.addCurveToPoint(c1, c2, e), .addCurveToPoint(d1, d2, f)):
                result.append(
                    .addCurveToPoint(control1: combine(c1, d1), control2: combine(c2, d2), end: combine(e, f)))
            case (.closeSubpath, .closeSubpath):
                result.append(.closeSubpath)
            default:
                return nil
            }
        }
        return CGPath(elements: result)
    }
}
