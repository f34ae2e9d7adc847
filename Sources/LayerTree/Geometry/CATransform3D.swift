import Foundation

/// A 4×4 homogeneous transform with Core Animation's field names and row-vector convention.
///
/// Points transform as `p' = p · M`, so translation lives in `m41 m42 m43` and
/// perspective in `m34` (`-1/d` for an eye at distance `d`).
///
/// ```swift
/// var t = CATransform3DIdentity
/// t.m34 = -1.0 / 500
/// t = CATransform3DRotate(t, .pi / 4, 0, 1, 0)
/// ```
public struct CATransform3D: Equatable, Hashable, Sendable {
    /// The first row: where the x axis goes (row vectors, as Core Animation multiplies `p × M`).
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    /// The second row: where the y axis goes.
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    /// The third row: where the z axis goes; `m34` is the perspective term (`-1 / eyeDistance`).
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    /// The fourth row: the translation (`m41`, `m42`, `m43`).
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// Creates a transform from its sixteen fields in `m11 … m44` order.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
        m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
        m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// The identity transform.
    public init() {
        self.init(
            m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
            m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// Creates a transform from sixteen fields in `m11, m12, …, m44` order.
    public init?(fields: [CGFloat]) {
        guard fields.count == 16 else { return nil }
        let f = fields
        self.init(
            m11: f[0], m12: f[1], m13: f[2], m14: f[3], m21: f[4], m22: f[5], m23: f[6], m24: f[7],
            m31: f[8], m32: f[9], m33: f[10], m34: f[11], m41: f[12], m42: f[13], m43: f[14], m44: f[15])
    }

    /// The sixteen fields in `m11 … m44` order.
    public var fields: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// Reads or writes a field by its row and column, both 1-based as in `m23`.
    public subscript(row: Int, column: Int) -> CGFloat {
        get { fields[(row - 1) * 4 + (column - 1)] }
        set {
            var f = fields
            f[(row - 1) * 4 + (column - 1)] = newValue
            self = CATransform3D(fields: f)!
        }
    }

    /// `self · other`: applies `self` first, then `other` (row-vector convention).
    public func concatenating(_ o: CATransform3D) -> CATransform3D {
        let a = self
        return CATransform3D(
            m11: a.m11 * o.m11 + a.m12 * o.m21 + a.m13 * o.m31 + a.m14 * o.m41,
            m12: a.m11 * o.m12 + a.m12 * o.m22 + a.m13 * o.m32 + a.m14 * o.m42,
            m13: a.m11 * o.m13 + a.m12 * o.m23 + a.m13 * o.m33 + a.m14 * o.m43,
            m14: a.m11 * o.m14 + a.m12 * o.m24 + a.m13 * o.m34 + a.m14 * o.m44,
            m21: a.m21 * o.m11 + a.m22 * o.m21 + a.m23 * o.m31 + a.m24 * o.m41,
            m22: a.m21 * o.m12 + a.m22 * o.m22 + a.m23 * o.m32 + a.m24 * o.m42,
            m23: a.m21 * o.m13 + a.m22 * o.m23 + a.m23 * o.m33 + a.m24 * o.m43,
            m24: a.m21 * o.m14 + a.m22 * o.m24 + a.m23 * o.m34 + a.m24 * o.m44,
            m31: a.m31 * o.m11 + a.m32 * o.m21 + a.m33 * o.m31 + a.m34 * o.m41,
            m32: a.m31 * o.m12 + a.m32 * o.m22 + a.m33 * o.m32 + a.m34 * o.m42,
            m33: a.m31 * o.m13 + a.m32 * o.m23 + a.m33 * o.m33 + a.m34 * o.m43,
            m34: a.m31 * o.m14 + a.m32 * o.m24 + a.m33 * o.m34 + a.m34 * o.m44,
            m41: a.m41 * o.m11 + a.m42 * o.m21 + a.m43 * o.m31 + a.m44 * o.m41,
            m42: a.m41 * o.m12 + a.m42 * o.m22 + a.m43 * o.m32 + a.m44 * o.m42,
            m43: a.m41 * o.m13 + a.m42 * o.m23 + a.m43 * o.m33 + a.m44 * o.m43,
            m44: a.m41 * o.m14 + a.m42 * o.m24 + a.m43 * o.m34 + a.m44 * o.m44)
    }

    /// Transforms a homogeneous point `(x, y, z, w)` as a row vector.
    public func apply(_ x: CGFloat, _ y: CGFloat, _ z: CGFloat, _ w: CGFloat = 1)
        -> (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat)
    {
        (
            x * m11 + y * m21 + z * m31 + w * m41,
            x * m12 + y * m22 + z * m32 + w * m42,
            x * m13 + y * m23 + z * m33 + w * m43,
            x * m14 + y * m24 + z * m34 + w * m44
        )
    }

    /// The determinant of the full 4×4 matrix.
    public var determinant: CGFloat {
        let f = fields
        func m(_ r: Int, _ c: Int) -> CGFloat { f[r * 4 + c] }
        let s0 = m(0, 0) * m(1, 1) - m(1, 0) * m(0, 1), s1 = m(0, 0) * m(1, 2) - m(1, 0) * m(0, 2)
        let s2 = m(0, 0) * m(1, 3) - m(1, 0) * m(0, 3), s3 = m(0, 1) * m(1, 2) - m(1, 1) * m(0, 2)
        let s4 = m(0, 1) * m(1, 3) - m(1, 1) * m(0, 3), s5 = m(0, 2) * m(1, 3) - m(1, 2) * m(0, 3)
        let c5 = m(2, 2) * m(3, 3) - m(3, 2) * m(2, 3), c4 = m(2, 1) * m(3, 3) - m(3, 1) * m(2, 3)
        let c3 = m(2, 1) * m(3, 2) - m(3, 1) * m(2, 2), c2 = m(2, 0) * m(3, 3) - m(3, 0) * m(2, 3)
        let c1 = m(2, 0) * m(3, 2) - m(3, 0) * m(2, 2), c0 = m(2, 0) * m(3, 1) - m(3, 0) * m(2, 1)
        return s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
    }

    /// The inverse, or `nil` when the matrix is singular.
    public var inverse: CATransform3D? {
        // On the stack: evaluating animations decomposes transforms every frame.
        withUnsafeTemporaryAllocation(of: CGFloat.self, capacity: 32) { buffer in
            let f = UnsafeMutableBufferPointer(rebasing: buffer[0..<16])
            let r = UnsafeMutableBufferPointer(rebasing: buffer[16..<32])
            (f[0], f[1], f[2], f[3], f[4], f[5], f[6], f[7]) = (m11, m12, m13, m14, m21, m22, m23, m24)
            (f[8], f[9], f[10], f[11], f[12], f[13], f[14], f[15]) = (m31, m32, m33, m34, m41, m42, m43, m44)
            return CATransform3D.inverse(of: f, into: r)
        }
    }

    /// The inverse of the matrix whose sixteen fields are `f`, computed in `r`.
    private static func inverse(of f: UnsafeMutableBufferPointer<CGFloat>, into r: UnsafeMutableBufferPointer<CGFloat>)
        -> CATransform3D?
    {
        func m(_ r: Int, _ c: Int) -> CGFloat { f[r * 4 + c] }
        let s0 = m(0, 0) * m(1, 1) - m(1, 0) * m(0, 1), s1 = m(0, 0) * m(1, 2) - m(1, 0) * m(0, 2)
        let s2 = m(0, 0) * m(1, 3) - m(1, 0) * m(0, 3), s3 = m(0, 1) * m(1, 2) - m(1, 1) * m(0, 2)
        let s4 = m(0, 1) * m(1, 3) - m(1, 1) * m(0, 3), s5 = m(0, 2) * m(1, 3) - m(1, 2) * m(0, 3)
        let c5 = m(2, 2) * m(3, 3) - m(3, 2) * m(2, 3), c4 = m(2, 1) * m(3, 3) - m(3, 1) * m(2, 3)
        let c3 = m(2, 1) * m(3, 2) - m(3, 1) * m(2, 2), c2 = m(2, 0) * m(3, 3) - m(3, 0) * m(2, 3)
        let c1 = m(2, 0) * m(3, 2) - m(3, 0) * m(2, 2), c0 = m(2, 0) * m(3, 1) - m(3, 0) * m(2, 1)
        let det = s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
        guard det.isFinite, det != 0 else { return nil }
        let i = 1 / det
        r[0] = (m(1, 1) * c5 - m(1, 2) * c4 + m(1, 3) * c3) * i
        r[1] = (-m(0, 1) * c5 + m(0, 2) * c4 - m(0, 3) * c3) * i
        r[2] = (m(3, 1) * s5 - m(3, 2) * s4 + m(3, 3) * s3) * i
        r[3] = (-m(2, 1) * s5 + m(2, 2) * s4 - m(2, 3) * s3) * i
        r[4] = (-m(1, 0) * c5 + m(1, 2) * c2 - m(1, 3) * c1) * i
        r[5] = (m(0, 0) * c5 - m(0, 2) * c2 + m(0, 3) * c1) * i
        r[6] = (-m(3, 0) * s5 + m(3, 2) * s2 - m(3, 3) * s1) * i
        r[7] = (m(2, 0) * s5 - m(2, 2) * s2 + m(2, 3) * s1) * i
        r[8] = (m(1, 0) * c4 - m(1, 1) * c2 + m(1, 3) * c0) * i
        r[9] = (-m(0, 0) * c4 + m(0, 1) * c2 - m(0, 3) * c0) * i
        r[10] = (m(3, 0) * s4 - m(3, 1) * s2 + m(3, 3) * s0) * i
        r[11] = (-m(2, 0) * s4 + m(2, 1) * s2 - m(2, 3) * s0) * i
        r[12] = (-m(1, 0) * c3 + m(1, 1) * c1 - m(1, 2) * c0) * i
        r[13] = (m(0, 0) * c3 - m(0, 1) * c1 + m(0, 2) * c0) * i
        r[14] = (-m(3, 0) * s3 + m(3, 1) * s1 - m(3, 2) * s0) * i
        r[15] = (m(2, 0) * s3 - m(2, 1) * s1 + m(2, 2) * s0) * i
        // Judge singularity by the condition number (estimated as ‖M‖·‖M⁻¹‖, Frobenius), not by
        // det against the largest entry: translation inflates entries without changing det, and
        // an axis squashed to ~1e-17 (an exact quarter turn computed in floating point) has a
        // small det that is nonetheless not "exactly" zero.
        func norm(_ values: UnsafeMutableBufferPointer<CGFloat>) -> CGFloat {
            values.reduce(0) { $0 + $1 * $1 }.squareRoot()
        }
        guard r.allSatisfy(\.isFinite), norm(f) * norm(r) < 1e15 else { return nil }
        return CATransform3D(
            m11: r[0], m12: r[1], m13: r[2], m14: r[3], m21: r[4], m22: r[5], m23: r[6], m24: r[7],
            m31: r[8], m32: r[9], m33: r[10], m34: r[11], m41: r[12], m42: r[13], m43: r[14],
            m44: r[15])
    }

    /// Whether this is exactly the identity.
    public var isIdentity: Bool { self == CATransform3DIdentity }
}

/// The identity transform, `[1 0 0 0; 0 1 0 0; 0 0 1 0; 0 0 0 1]`.
public let CATransform3DIdentity = CATransform3D()

/// Whether `t` is the identity transform.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t.isIdentity }

/// Whether two transforms are exactly equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// A transform that translates by `(tx, ty, tz)`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m41 = tx; t.m42 = ty; t.m43 = tz
    return t
}

/// A transform that scales by `(sx, sy, sz)`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = sx; t.m22 = sy; t.m33 = sz
    return t
}

/// A transform that rotates by `angle` radians about the vector `(x, y, z)`.
///
/// Returns the identity when the vector has zero length, as Core Animation does.
/// A positive angle about z turns clockwise on screen in the y-down convention.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat)
    -> CATransform3D
{
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return CATransform3DIdentity }
    let (x, y, z) = (x / length, y / length, z / length)
    let c = cos(angle), s = sin(angle), t = 1 - c
    // The axis's own entry is 1 exactly about a coordinate axis, where t·1·1 + c lands an ulp
    // below 1 at one angle in nine: a turn about z then no longer read as staying in the plane,
    // and a small spinning layer made a space of its superlayer, whose whole box was its damage
    // (a window redrawn whole at those frames).
    func diagonal(_ a: CGFloat) -> CGFloat { a * a == 1 ? 1 : t * a * a + c }
    return CATransform3D(
        m11: diagonal(x), m12: t * x * y + z * s, m13: t * x * z - y * s, m14: 0,
        m21: t * x * y - z * s, m22: diagonal(y), m23: t * y * z + x * s, m24: 0,
        m31: t * x * z + y * s, m32: t * y * z - x * s, m33: diagonal(z), m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `t` preceded by a translation: `CATransform3DConcat(MakeTranslation(tx, ty, tz), t)`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat)
    -> CATransform3D
{
    CATransform3DMakeTranslation(tx, ty, tz).concatenating(t)
}

/// `t` preceded by a scale: `CATransform3DConcat(MakeScale(sx, sy, sz), t)`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat)
    -> CATransform3D
{
    CATransform3DMakeScale(sx, sy, sz).concatenating(t)
}

/// `t` preceded by a rotation: `CATransform3DConcat(MakeRotation(angle, x, y, z), t)`.
public func CATransform3DRotate(
    _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
    CATransform3DMakeRotation(angle, x, y, z).concatenating(t)
}

/// `a · b`: the transform that applies `a`, then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    a.concatenating(b)
}

/// The inverse of `t`, or `t` unchanged when it is not invertible (Core Animation's documented behaviour).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D { t.inverse ?? t }
