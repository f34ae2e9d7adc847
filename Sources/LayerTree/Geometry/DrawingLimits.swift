import Foundation

/// The ranges of the numbers that multiply pixel work, chosen so that every product the renderer
/// forms from them (a coordinate times a scale times a transform entry, a radius times three, a
/// time times a rate) stays finite (README, "Limits").
///
/// A scene file with a value outside its range fails at the value's JSON path; a tree built in
/// code keeps the value it was given (key-value coding and `dump` read it back unchanged), and
/// the render tree clamps a finite one into the range for drawing. A value that is not finite
/// is left as it is: the renderer leaves a layer placed at infinity or NaN undrawn.
public enum DrawingLimits {
    /// The world bound, in points: every coordinate of `bounds`, `position`, `frame`,
    /// `shadowOffset`, `zPosition` and `anchorPointZ`, and every entry of a transform, lies within
    /// ±1e9. A product of a handful of such numbers (1e9 × 1e9 × 1e9 … at most 1e300 after dozens
    /// of nested layers) stays finite; planning cuts anything larger to its extent limit.
    public static let worldBound: CGFloat = 1e9

    /// `contentsScale` and `rasterizationScale`: 0.01 to 100 pixels a point.
    public static let scaleRange: ClosedRange<CGFloat> = 0.01...100

    /// `shadowRadius`: 0 to 10,000 points (a blur 30,000 points wide).
    public static let shadowRadiusRange: ClosedRange<CGFloat> = 0...10_000

    /// A shape layer's `lineWidth`: 0 to 1,000,000 points.
    public static let lineWidthRange: ClosedRange<CGFloat> = 0...1_000_000

    /// A text layer's `fontSize`: above 0, at most 4,096 points.
    public static let largestFontSize: CGFloat = 4096

    /// A replicator's `instanceCount`: 0 to 100,000.
    public static let instanceCountRange: ClosedRange<Int> = 0...100_000

    /// The render time (`layerkit render --time`, `dump --time`): 0 to 1e12 seconds (about 31,700 years).
    public static let timeRange: ClosedRange<Double> = 0...1e12

    /// A finite `value` clamped into `range`; infinity and NaN are returned as they are.
    public static func clamp(_ value: CGFloat, to range: ClosedRange<CGFloat>) -> CGFloat {
        guard value.isFinite else { return value }
        return min(max(value, range.lowerBound), range.upperBound)
    }

    /// A finite `value` clamped into ±``worldBound``; infinity and NaN are returned as they are.
    public static func clampToWorld(_ value: CGFloat) -> CGFloat {
        clamp(value, to: -worldBound...worldBound)
    }

    /// `rect` with its origin and size clamped into ±``worldBound``.
    public static func clampToWorld(_ rect: CGRect) -> CGRect {
        CGRect(
            x: clampToWorld(rect.origin.x), y: clampToWorld(rect.origin.y),
            width: clampToWorld(rect.size.width), height: clampToWorld(rect.size.height))
    }

    /// `point` clamped into ±``worldBound``.
    public static func clampToWorld(_ point: CGPoint) -> CGPoint {
        CGPoint(x: clampToWorld(point.x), y: clampToWorld(point.y))
    }

    /// `size` clamped into ±``worldBound``.
    public static func clampToWorld(_ size: CGSize) -> CGSize {
        CGSize(width: clampToWorld(size.width), height: clampToWorld(size.height))
    }

    /// `transform` with every finite entry clamped into ±``worldBound``.
    public static func clampToWorld(_ transform: CATransform3D) -> CATransform3D {
        guard !isWithinWorld(transform) else { return transform }
        var t = transform
        t.m11 = clampToWorld(t.m11); t.m12 = clampToWorld(t.m12); t.m13 = clampToWorld(t.m13)
        t.m14 = clampToWorld(t.m14); t.m21 = clampToWorld(t.m21); t.m22 = clampToWorld(t.m22)
        t.m23 = clampToWorld(t.m23); t.m24 = clampToWorld(t.m24); t.m31 = clampToWorld(t.m31)
        t.m32 = clampToWorld(t.m32); t.m33 = clampToWorld(t.m33); t.m34 = clampToWorld(t.m34)
        t.m41 = clampToWorld(t.m41); t.m42 = clampToWorld(t.m42); t.m43 = clampToWorld(t.m43)
        t.m44 = clampToWorld(t.m44)
        return t
    }

    /// Whether every entry of `transform` lies within ±``worldBound``.
    public static func isWithinWorld(_ transform: CATransform3D) -> Bool {
        // Written out (no array): the render tree asks this of every layer's transforms.
        let b = worldBound
        let t = transform
        return abs(t.m11) <= b && abs(t.m12) <= b && abs(t.m13) <= b && abs(t.m14) <= b && abs(t.m21) <= b
            && abs(t.m22) <= b && abs(t.m23) <= b && abs(t.m24) <= b && abs(t.m31) <= b && abs(t.m32) <= b
            && abs(t.m33) <= b && abs(t.m34) <= b && abs(t.m41) <= b && abs(t.m42) <= b && abs(t.m43) <= b
            && abs(t.m44) <= b
    }
}
