import QuartzCore

/// Where lottie-ios puts a point that moves along its spatial tangents (`to`, `ti`) when it
/// computes the value itself rather than handing Core Animation a keyframe path: at the eased
/// fraction of the curve's *length*, measured roughly.
///
/// lottie-ios's Core Animation engine interpolates keyframes itself wherever Core Animation
/// cannot: a mirrored or skewed transform whose parts move on different timings (combined into
/// one matrix per sample, `Keyframes.manuallyInterpolated`), a rectangle whose position and size
/// move on different timings, a time-remapped precomposition. There its `KeyframeInterpolator`
/// moves a point along the Bézier by arc length, not by the curve's parameter as a Core
/// Animation path does: it measures the curve as 20 chords and refines the point once. The
/// arithmetic below is lottie-ios's (`CGPoint.interpolate(_:outTangent:inTangent:amount:)`),
/// its approximations included, so a sample lands where iOS's does (TypeFace-Apostrophe's
/// mirrored mark swinging in along its curve: 7 points off along a straight line at 25%).
enum LottieSpatialInterpolation {
    /// The point a fraction `amount` (eased progress, 0…1) of the way from `from` to `to`
    /// along the cubic Bézier whose control points are `from + tangents.out` and
    /// `to + tangents.in`; a straight line when the control points are nearly on it.
    static func point(
        from: CGPoint, to: CGPoint, tangents: (out: CGPoint, in: CGPoint), amount: CGFloat
    ) -> CGPoint {
        if amount == 0 { return from }
        if amount == 1 { return to }
        let outControl = CGPoint(x: from.x + tangents.out.x, y: from.y + tangents.out.y)
        let inControl = CGPoint(x: to.x + tangents.in.x, y: to.y + tangents.in.y)
        if isColinear(from, outControl, inControl), isColinear(outControl, inControl, to) {
            return CGPoint(x: from.x + (to.x - from.x) * amount, y: from.y + (to.y - from.y) * amount)
        }
        let curve = { (t: CGFloat) in pointOnCurve(from, outControl, inControl, to, t) }
        // The curve as chords at parameters stepped by 1/20, summed as lottie-ios sums them
        // (the step added up, so a last chord may overshoot t = 1 slightly).
        let step = 1 / CGFloat(samples)
        var points: [(point: CGPoint, distance: CGFloat)] = [(from, 0)]
        var totalLength: CGFloat = 0
        var previousPoint = from
        var previousAmount: CGFloat = 0
        var closest = 0
        while previousAmount < 1 {
            previousAmount += step
            if previousAmount < amount { closest += 1 }
            let next = curve(previousAmount)
            totalLength += distance(previousPoint, next)
            points.append((next, totalLength))
            previousPoint = next
        }
        let target = amount * totalLength
        var point = points[closest]
        var pointAmount = CGFloat(closest) * step
        var nextPointAmount = pointAmount + step
        // lottie-ios's refinement: walk to the chord that holds the target length, then place
        // the point on the curve by the chord's share of it. Its stopping test always passes,
        // so it refines once.
        while true {
            let nextPoint = points[min(closest + 1, points.count - 1)]
            if nextPoint.distance < target {
                point = nextPoint
                closest += 1
                pointAmount = CGFloat(closest) * step
                nextPointAmount = pointAmount + step
                if closest == points.count { return point.point }
                continue
            }
            if target < point.distance {
                closest -= 1
                if closest < 0 { return point.point }
                point = points[closest]
                pointAmount = CGFloat(closest) * step
                nextPointAmount = pointAmount + step
                continue
            }
            // A chord of no length (a curve that stops) has no share to take: its start.
            let chord = nextPoint.distance - point.distance
            let share = chord > 0 ? (target - point.distance) / chord : 0
            return curve(pointAmount + share * (nextPointAmount - pointAmount))
        }
    }

    /// The chords lottie-ios measures a curve with.
    static let samples = 20

    /// The Bézier's point at parameter `t`, by de Casteljau as lottie-ios computes it.
    static func pointOnCurve(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat)
        -> CGPoint
    {
        let mix = { (a: CGPoint, b: CGPoint) in CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
        let (a, b, c) = (mix(p0, p1), mix(p1, p2), mix(p2, p3))
        return mix(mix(a, b), mix(b, c))
    }

    /// Whether three points enclose (twice) an area under 0.05, lottie-ios's test for a
    /// straight segment.
    private static func isColinear(_ p: CGPoint, _ a: CGPoint, _ b: CGPoint) -> Bool {
        let area = p.x * (a.y - b.y) + a.x * (b.y - p.y) + b.x * (p.y - a.y)
        return area < 0.05 && area > -0.05
    }

    private static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        let (dx, dy) = (b.x - a.x, b.y - a.y)
        return (dx * dx + dy * dy).squareRoot()
    }
}
