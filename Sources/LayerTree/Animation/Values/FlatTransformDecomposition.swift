import Foundation

/// A flat (2D affine) transform split into the parts Core Animation interpolates when both ends
/// of a `transform` animation are flat: translation, a scale per axis, an angle, and what is left
/// of the 2×2 matrix once the scale and the angle are taken out.
///
/// This is WebKit's `decompose2` / `blend2` / `recompose2` (the 2D algorithm of CSS Transforms
/// Level 1), not the 3D "unmatrix" of `DecomposedTransform`. The two agree on rotations and
/// scales, but not on a skew: the 3D decomposition finds a skewed matrix's skew and keeps it while
/// the angle turns, whereas here the remainder (which holds the skew, seen from the rotated axes)
/// moves linearly between its two ends, so a skewed circle turning from 0° to 60° is squashed
/// on the way (lottie-ios's zen_lottiev2 halos at 25% and 75%: the 2D parts match iOS's outline
/// at 74–76% of its points, the 3D ones at 18%, as well as any angle does).
///
/// In `CATransform3DConcat` order the recomposed matrix is `scale · rotation · remainder`, then
/// the translation. (WebKit applies the translation before the remainder; that would not even
/// return the matrix it decomposed when the remainder is not the identity.)
struct FlatTransformDecomposition {
    var translation: (x: Double, y: Double)
    var scale: (x: Double, y: Double)
    /// The angle, in degrees, as WebKit keeps it (its "the long way round" test is in degrees).
    var angle: Double
    /// The rows of the remainder, the identity for a matrix without skew.
    var remainder: (m11: Double, m12: Double, m21: Double, m22: Double)

    /// Whether `m` is flat: nothing moves in or out of the plane and there is no perspective.
    static func isFlat(_ m: CATransform3D) -> Bool {
        m.m13 == 0 && m.m14 == 0 && m.m23 == 0 && m.m24 == 0 && m.m31 == 0 && m.m32 == 0 && m.m33 == 1
            && m.m34 == 0 && m.m43 == 0 && m.m44 == 1
    }

    /// Whether the flat part of `m` has an inverse (and finite fields), as the 3D decomposition
    /// requires too.
    static func isInvertible(_ m: CATransform3D) -> Bool {
        let determinant = Double(m.m11) * Double(m.m22) - Double(m.m12) * Double(m.m21)
        return determinant != 0 && determinant.isFinite && m.m41.isFinite && m.m42.isFinite
    }

    /// Decomposes the flat part of `m`.
    init(_ m: CATransform3D) {
        var (r0x, r0y, r1x, r1y) = (Double(m.m11), Double(m.m12), Double(m.m21), Double(m.m22))
        translation = (Double(m.m41), Double(m.m42))
        scale = ((r0x * r0x + r0y * r0y).squareRoot(), (r1x * r1x + r1y * r1y).squareRoot())
        // A mirror: one axis was flipped, the one whose unit vectors agree least.
        if r0x * r1y - r0y * r1x < 0 {
            if r0x < r1y { scale.x = -scale.x } else { scale.y = -scale.y }
        }
        if scale.x != 0 { (r0x, r0y) = (r0x / scale.x, r0y / scale.x) }
        if scale.y != 0 { (r1x, r1y) = (r1x / scale.y, r1y / scale.y) }
        let radians = atan2(r0y, r0x)
        if radians != 0 {
            // The rows turned back by the angle: rotate(−angle) · rows, the first row being
            // (cos, sin) after the scale came out.
            let (sn, cs) = (-r0y, r0x)
            (r0x, r0y, r1x, r1y) = (
                cs * r0x + sn * r1x, cs * r0y + sn * r1y, -sn * r0x + cs * r1x, -sn * r0y + cs * r1y
            )
        }
        angle = radians * 180 / .pi
        remainder = (r0x, r0y, r1x, r1y)
    }

    /// `scale · rotation · remainder`, then the translation.
    var matrix: CATransform3D {
        let radians = angle * .pi / 180
        let (c, s) = (cos(radians), sin(radians))
        let r = remainder
        // Rows of rotation · remainder, each then scaled by its axis's scale.
        let row0 = (c * r.m11 + s * r.m21, c * r.m12 + s * r.m22)
        let row1 = (-s * r.m11 + c * r.m21, -s * r.m12 + c * r.m22)
        var m = CATransform3DIdentity
        m.m11 = CGFloat(scale.x * row0.0)
        m.m12 = CGFloat(scale.x * row0.1)
        m.m21 = CGFloat(scale.y * row1.0)
        m.m22 = CGFloat(scale.y * row1.1)
        m.m41 = CGFloat(translation.x)
        m.m42 = CGFloat(translation.y)
        return m
    }

    /// The flat transform `fraction` of the way from `a` to `b`, as WebKit's `blend2` makes it:
    /// a flip of x at one end and of y at the other becomes a half turn, a zero angle counts as
    /// 360° and the angle never turns more than 180°, and the parts move linearly.
    static func interpolate(_ a: CATransform3D, _ b: CATransform3D, fraction t: Double) -> CATransform3D {
        var from = FlatTransformDecomposition(a)
        var to = FlatTransformDecomposition(b)
        if (from.scale.x < 0 && to.scale.y < 0) || (from.scale.y < 0 && to.scale.x < 0) {
            from.scale = (-from.scale.x, -from.scale.y)
            from.angle += from.angle < 0 ? 180 : -180
        }
        if from.angle == 0 { from.angle = 360 }
        if to.angle == 0 { to.angle = 360 }
        if abs(from.angle - to.angle) > 180 {
            if from.angle > to.angle { from.angle -= 360 } else { to.angle -= 360 }
        }
        let mix = { (x: Double, y: Double) in x + (y - x) * t }
        var result = from
        result.translation = (mix(from.translation.x, to.translation.x), mix(from.translation.y, to.translation.y))
        result.scale = (mix(from.scale.x, to.scale.x), mix(from.scale.y, to.scale.y))
        result.angle = mix(from.angle, to.angle)
        result.remainder = (
            mix(from.remainder.m11, to.remainder.m11), mix(from.remainder.m12, to.remainder.m12),
            mix(from.remainder.m21, to.remainder.m21), mix(from.remainder.m22, to.remainder.m22)
        )
        return result.matrix
    }
}
