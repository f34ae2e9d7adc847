import Foundation

/// Three doubles: a translation, per-axis scale, skew factors or Euler angles.
public struct Vector3: Equatable, Hashable, Sendable {
    /// The three components.
    public var x: Double, y: Double, z: Double

    /// Creates a vector from its components.
    public init(x: Double, y: Double, z: Double) {
        self.x = x; self.y = y; self.z = z
    }

    /// Creates a vector from its components, unlabelled.
    public init(_ x: Double, _ y: Double, _ z: Double) {
        self.init(x: x, y: y, z: z)
    }

    /// The zero vector.
    public static let zero = Vector3(0, 0, 0)

    /// Linear interpolation: `self` at fraction 0, `other` at 1.
    public func interpolated(to other: Vector3, fraction t: Double) -> Vector3 {
        Vector3(x + (other.x - x) * t, y + (other.y - y) * t, z + (other.z - z) * t)
    }
}

/// A row of a 3×3 matrix, for decomposing and recomposing transforms without arrays (they run
/// every frame an animation writes a transform field).
struct Row3 {
    var x: Double, y: Double, z: Double

    init(_ x: Double, _ y: Double, _ z: Double) {
        self.x = x; self.y = y; self.z = z
    }

    subscript(i: Int) -> Double { i == 0 ? x : i == 1 ? y : z }

    /// Each component divided by `d`.
    func divided(by d: Double) -> Row3 { Row3(x / d, y / d, z / d) }
    /// Each component negated.
    static prefix func - (r: Row3) -> Row3 { Row3(-r.x, -r.y, -r.z) }
}

/// Four doubles: the perspective part of a decomposed transform.
public struct Vector4: Equatable, Hashable, Sendable {
    /// The four components.
    public var x: Double, y: Double, z: Double, w: Double

    /// Creates a value from its components.
    public init(x: Double, y: Double, z: Double, w: Double) {
        self.x = x; self.y = y; self.z = z; self.w = w
    }

    /// Creates a value from its components, unlabelled.
    public init(_ x: Double, _ y: Double, _ z: Double, _ w: Double) {
        self.init(x: x, y: y, z: z, w: w)
    }

    /// Linear interpolation: `self` at fraction 0, `other` at 1.
    public func interpolated(to other: Vector4, fraction t: Double) -> Vector4 {
        Vector4(x + (other.x - x) * t, y + (other.y - y) * t, z + (other.z - z) * t, w + (other.w - w) * t)
    }
}

/// A rotation quaternion `(x, y, z, w)`, with `(x, y, z) = axis · sin(angle/2)` and `w = cos(angle/2)`.
///
/// Angles and axes mean what they mean to `CATransform3DMakeRotation`: `Quaternion(angle: a,
/// axis: v).rotationMatrix` equals `CATransform3DMakeRotation(a, v.x, v.y, v.z)`.
/// `q` and `-q` are the same rotation but compare unequal.
public struct Quaternion: Equatable, Hashable, Sendable {
    /// The four components.
    public var x: Double, y: Double, z: Double, w: Double

    /// Creates a value from its components.
    public init(x: Double, y: Double, z: Double, w: Double) {
        self.x = x; self.y = y; self.z = z; self.w = w
    }

    /// No rotation.
    public static let identity = Quaternion(x: 0, y: 0, z: 0, w: 1)

    /// A rotation by `angle` radians about `axis` (any length); the identity for a zero axis,
    /// as `CATransform3DMakeRotation` does.
    public init(angle: Double, axis: Vector3) {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard length > 0, length.isFinite else { self = .identity; return }
        let s = sin(angle / 2) / length
        self.init(x: axis.x * s, y: axis.y * s, z: axis.z * s, w: cos(angle / 2))
    }

    /// The rotation that applies `eulerAngles.x` about x, then `.y` about y, then `.z` about z:
    /// `MakeRotation(x, 1,0,0) · MakeRotation(y, 0,1,0) · MakeRotation(z, 0,0,1)` in
    /// `CATransform3DConcat` order (the leftmost acts first).
    public init(eulerAngles e: Vector3) {
        // An axis not turned about (most animations turn about one) costs no sine or cosine.
        func half(_ angle: Double) -> (cos: Double, sin: Double) {
            angle == 0 ? (1, 0) : (cos(angle / 2), sin(angle / 2))
        }
        let (cx, sx) = half(e.x), (cy, sy) = half(e.y), (cz, sz) = half(e.z)
        // q = qz ⊗ qy ⊗ qx (Hamilton product; the rightmost acts first).
        self.init(
            x: sx * cy * cz - cx * sy * sz,
            y: cx * sy * cz + sx * cy * sz,
            z: cx * cy * sz - sx * sy * cz,
            w: cx * cy * cz + sx * sy * sz)
    }

    /// The Euclidean length of the four components.
    public var length: Double { (x * x + y * y + z * z + w * w).squareRoot() }

    /// This quaternion scaled to unit length (the identity if it has none).
    public var normalized: Quaternion {
        let l = length
        guard l > 0, l.isFinite else { return .identity }
        return Quaternion(x: x / l, y: y / l, z: z / l, w: w / l)
    }

    /// Scales this quaternion to unit length (the identity if it has none).
    public mutating func normalize() { self = normalized }

    /// The four-dimensional dot product.
    public func dot(_ o: Quaternion) -> Double { x * o.x + y * o.y + z * o.z + w * o.w }

    /// The same rotation with every component negated.
    public static prefix func - (q: Quaternion) -> Quaternion {
        Quaternion(x: -q.x, y: -q.y, z: -q.z, w: -q.w)
    }

    /// Spherical linear interpolation along the shorter arc (CSS Transforms 2: when the dot product
    /// is negative, `other` is negated first, so the turn never exceeds π).
    ///
    /// Fraction 0 gives `self` and 1 gives `other` (possibly negated, the same rotation), both
    /// normalised; fractions outside `0...1` extrapolate along the same great circle.
    public func slerp(to other: Quaternion, fraction t: Double) -> Quaternion {
        let a = normalized
        var b = other.normalized
        if a.dot(b) < 0 { b = -b }
        // The angle between the unit 4-vectors, accurate even when they nearly coincide.
        let dx = a.x - b.x, dy = a.y - b.y, dz = a.z - b.z, dw = a.w - b.w
        let sx = a.x + b.x, sy = a.y + b.y, sz = a.z + b.z, sw = a.w + b.w
        let theta =
            2
            * atan2(
                (dx * dx + dy * dy + dz * dz + dw * dw).squareRoot(),
                (sx * sx + sy * sy + sz * sz + sw * sw).squareRoot())
        let sinTheta = sin(theta)
        let wa: Double, wb: Double
        if sinTheta < 1e-12 {
            (wa, wb) = (1 - t, t)
        } else {
            (wa, wb) = (sin((1 - t) * theta) / sinTheta, sin(t * theta) / sinTheta)
        }
        let r = Quaternion(
            x: a.x * wa + b.x * wb, y: a.y * wa + b.y * wb,
            z: a.z * wa + b.z * wb, w: a.w * wa + b.w * wb)
        return sinTheta < 1e-12 ? r.normalized : r
    }

    /// The rotation as Euler angles in the order of `init(eulerAngles:)`: x first, then y, then z
    /// (`CATransform3DConcat` order), each in `[-π, π]`.
    ///
    /// Every rotation has two such triples, `(a, b, c)` and `(a ± π, π − b, c ± π)` (wrapped);
    /// this returns the one whose angles have the smaller sum of magnitudes, so a turn about a
    /// single axis reads back as that turn alone: a turn of 3π/4 about y reads `(0, 3π/4, 0)`,
    /// not `(π, π/4, π)`. At gimbal lock (y = ±π/2) only x − z or x + z is determined; it is
    /// read into x, and z reads 0.
    public var eulerAngles: Vector3 {
        let q = normalized
        let (x, y, z, w) = (q.x, q.y, q.z, q.w)
        let sinY = 2 * (w * y - x * z)
        if abs(sinY) >= 1 - 1e-12 {
            // Gimbal lock: only x − z (y = π/2) or x + z (y = −π/2) is determined; put it all in x.
            return Vector3(Self.wrap(2 * atan2(x, w)), sinY > 0 ? .pi / 2 : -.pi / 2, 0)
        }
        let ax = atan2(2 * (w * x + y * z), 1 - 2 * (x * x + y * y))
        let ay = asin(sinY)
        let az = atan2(2 * (w * z + x * y), 1 - 2 * (y * y + z * z))
        let alternative = Vector3(Self.wrap(ax + .pi), Self.wrap(.pi - ay), Self.wrap(az + .pi))
        let cost = abs(ax) + abs(ay) + abs(az)
        let alternativeCost = abs(alternative.x) + abs(alternative.y) + abs(alternative.z)
        return alternativeCost < cost - 1e-12 ? alternative : Vector3(ax, ay, az)
    }

    /// `angle` wrapped into `(-π, π]`.
    private static func wrap(_ angle: Double) -> Double {
        var a = angle.remainder(dividingBy: 2 * .pi)
        if a <= -.pi { a += 2 * .pi }
        return a
    }

    /// The rotation as a transform, in Core Animation's row-vector convention.
    public var rotationMatrix: CATransform3D {
        let q = normalized
        let (x, y, z, w) = (q.x, q.y, q.z, q.w)
        return CATransform3D(
            m11: CGFloat(1 - 2 * (y * y + z * z)), m12: CGFloat(2 * (x * y + z * w)),
            m13: CGFloat(2 * (x * z - y * w)), m14: 0,
            m21: CGFloat(2 * (x * y - z * w)), m22: CGFloat(1 - 2 * (x * x + z * z)),
            m23: CGFloat(2 * (y * z + x * w)), m24: 0,
            m31: CGFloat(2 * (x * z + y * w)), m32: CGFloat(2 * (y * z - x * w)),
            m33: CGFloat(1 - 2 * (x * x + y * y)), m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// The quaternion of an orthonormal, right-handed 3×3 matrix given by rows (row-vector
    /// convention), with `w ≥ 0` as in CSS. Uses the largest diagonal term (Shepperd) rather than
    /// the four square roots of CSS's pseudo-code, which lose half the digits of small components.
    init(rotationRows rows: (Row3, Row3, Row3)) {
        func r(_ i: Int, _ j: Int) -> Double { (i == 0 ? rows.0 : i == 1 ? rows.1 : rows.2)[j] }
        let trace = r(0, 0) + r(1, 1) + r(2, 2)
        var q: Quaternion
        if trace > 0 {
            let s = (trace + 1).squareRoot() * 2  // 4w
            q = Quaternion(
                x: (r(1, 2) - r(2, 1)) / s, y: (r(2, 0) - r(0, 2)) / s,
                z: (r(0, 1) - r(1, 0)) / s, w: s / 4)
        } else if r(0, 0) >= r(1, 1), r(0, 0) >= r(2, 2) {
            let s = max(1 + r(0, 0) - r(1, 1) - r(2, 2), 0).squareRoot() * 2  // 4x
            q = Quaternion(
                x: s / 4, y: (r(0, 1) + r(1, 0)) / s,
                z: (r(0, 2) + r(2, 0)) / s, w: (r(1, 2) - r(2, 1)) / s)
        } else if r(1, 1) >= r(2, 2) {
            let s = max(1 - r(0, 0) + r(1, 1) - r(2, 2), 0).squareRoot() * 2  // 4y
            q = Quaternion(
                x: (r(0, 1) + r(1, 0)) / s, y: s / 4,
                z: (r(1, 2) + r(2, 1)) / s, w: (r(2, 0) - r(0, 2)) / s)
        } else {
            let s = max(1 - r(0, 0) - r(1, 1) + r(2, 2), 0).squareRoot() * 2  // 4z
            q = Quaternion(
                x: (r(0, 2) + r(2, 0)) / s, y: (r(1, 2) + r(2, 1)) / s,
                z: s / 4, w: (r(0, 1) - r(1, 0)) / s)
        }
        if q.w < 0 { q = -q }
        self = q.normalized
    }
}

/// A transform split into the parts Core Animation interpolates separately: the "unmatrix"
/// decomposition of Graphics Gems II, as specified in CSS Transforms Level 2 ("decomposing a 3D
/// matrix", "interpolation of decomposed 3D matrix values", "recomposing to a 3D matrix").
///
/// In `CATransform3DConcat` order (the leftmost acts first on a row-vector point) the recomposed
/// matrix is
///
///     scale · skew · rotation · translation · perspective
///
/// where `skew` is the identity with `m21 = skew.x` (xy), `m31 = skew.y` (xz), `m32 = skew.z`
/// (yz), and `perspective` is the identity with its last column replaced by
/// `(perspective.x, .y, .z, .w)`. As in Graphics Gems and CSS, the matrix is first divided by
/// `m44`, so `matrix` reproduces the input (to rounding) when `m44 == 1`, and otherwise the input
/// divided by its `m44`: the same projective transform, every point mapping to the same place.
/// (`m44 != 1` arises when a translation acts before a perspective, as in
/// `CATransform3DTranslate(perspective, 0, 0, tz)`, or for a uniformly scaled matrix.)
///
/// A mirrored matrix (negative determinant) decomposes, as in CSS, with all three scales negated
/// and the rotation of the negated rows; the round trip is exact either way.
///
/// The properties are mutable, which is how Core Animation's virtual key paths (`transform.scale.x`,
/// `transform.translation.y`, `transform.rotation.z`, …) write into a model transform: decompose,
/// set a component, read `matrix`.
public struct DecomposedTransform: Equatable, Sendable {
    /// The translation, in points.
    public var translation: Vector3
    /// The scale factor along each axis.
    public var scale: Vector3
    /// Skew factors xy, xz, yz (in `x`, `y`, `z`).
    public var skew: Vector3
    /// The perspective row, (0, 0, 0, 1) for an affine transform.
    public var perspective: Vector4
    /// The rotation.
    public var quaternion: Quaternion

    /// Creates a decomposition from its parts; `matrix` recomposes it.
    public init(
        translation: Vector3 = .zero, scale: Vector3 = Vector3(1, 1, 1), skew: Vector3 = .zero,
        perspective: Vector4 = Vector4(0, 0, 0, 1), quaternion: Quaternion = .identity
    ) {
        self.translation = translation
        self.scale = scale
        self.skew = skew
        self.perspective = perspective
        self.quaternion = quaternion
    }

    /// The identity transform, decomposed.
    public static let identity = DecomposedTransform()

    /// Decomposes `m`, or returns `nil` when it cannot be: `m44 == 0`, a non-finite field, or a
    /// singular (or numerically singular, as `CATransform3D.inverse` judges) upper 3×3 part, such
    /// as a scale of zero.
    public init?(_ m: CATransform3D) {
        guard
            let decomposed = withUnsafeTemporaryAllocation(
                of: Double.self, capacity: 16,
                { buffer in
                    DecomposedTransform(m, fields: buffer)
                })
        else { return nil }
        self = decomposed
    }

    /// `init?(_:)` with `f` as room for the sixteen fields (on the stack: it runs every frame an
    /// animation writes a transform field).
    private init?(_ m: CATransform3D, fields f: UnsafeMutableBufferPointer<Double>) {
        (f[0], f[1], f[2], f[3], f[4], f[5], f[6], f[7]) = (
            Double(m.m11), Double(m.m12), Double(m.m13), Double(m.m14),
            Double(m.m21), Double(m.m22), Double(m.m23), Double(m.m24)
        )
        (f[8], f[9], f[10], f[11], f[12], f[13], f[14], f[15]) = (
            Double(m.m31), Double(m.m32), Double(m.m33), Double(m.m34),
            Double(m.m41), Double(m.m42), Double(m.m43), Double(m.m44)
        )
        guard f.allSatisfy(\.isFinite), f[15] != 0 else { return nil }
        let m44 = f[15]
        for i in 0..<16 { f[i] /= m44 }
        func e(_ r: Int, _ c: Int) -> Double { f[r * 4 + c] }

        // The matrix without its perspective column: upper 3×3 and translation.
        let affine = CATransform3D(
            m11: CGFloat(f[0]), m12: CGFloat(f[1]), m13: CGFloat(f[2]), m14: 0,
            m21: CGFloat(f[4]), m22: CGFloat(f[5]), m23: CGFloat(f[6]), m24: 0,
            m31: CGFloat(f[8]), m32: CGFloat(f[9]), m33: CGFloat(f[10]), m34: 0,
            m41: CGFloat(f[12]), m42: CGFloat(f[13]), m43: CGFloat(f[14]), m44: 1)
        guard let affineInverse = affine.inverse else { return nil }

        // Perspective: the column p with affine · p = (m14, m24, m34, m44).
        if e(0, 3) != 0 || e(1, 3) != 0 || e(2, 3) != 0 {
            let rhs = (CGFloat(e(0, 3)), CGFloat(e(1, 3)), CGFloat(e(2, 3)), CGFloat(1))
            let inv = affineInverse
            perspective = Vector4(
                Double(inv.m11 * rhs.0 + inv.m12 * rhs.1 + inv.m13 * rhs.2 + inv.m14 * rhs.3),
                Double(inv.m21 * rhs.0 + inv.m22 * rhs.1 + inv.m23 * rhs.2 + inv.m24 * rhs.3),
                Double(inv.m31 * rhs.0 + inv.m32 * rhs.1 + inv.m33 * rhs.2 + inv.m34 * rhs.3),
                Double(inv.m41 * rhs.0 + inv.m42 * rhs.1 + inv.m43 * rhs.2 + inv.m44 * rhs.3))
        } else {
            perspective = Vector4(0, 0, 0, 1)
        }

        translation = Vector3(e(3, 0), e(3, 1), e(3, 2))

        // Scale and skew by Gram–Schmidt on the rows of the upper 3×3.
        var rows = (Row3(e(0, 0), e(0, 1), e(0, 2)), Row3(e(1, 0), e(1, 1), e(1, 2)), Row3(e(2, 0), e(2, 1), e(2, 2)))
        func dot(_ a: Row3, _ b: Row3) -> Double { a.x * b.x + a.y * b.y + a.z * b.z }
        func length(_ a: Row3) -> Double { dot(a, a).squareRoot() }
        func combine(_ a: Row3, _ b: Row3, _ k: Double) -> Row3 { Row3(a.x + k * b.x, a.y + k * b.y, a.z + k * b.z) }
        var s = Row3(0, 0, 0), k = Row3(0, 0, 0)
        s.x = length(rows.0)
        guard s.x > 0 else { return nil }
        rows.0 = rows.0.divided(by: s.x)
        k.x = dot(rows.0, rows.1)
        rows.1 = combine(rows.1, rows.0, -k.x)
        s.y = length(rows.1)
        guard s.y > 0 else { return nil }
        rows.1 = rows.1.divided(by: s.y)
        k.x /= s.y
        k.y = dot(rows.0, rows.2)
        rows.2 = combine(rows.2, rows.0, -k.y)
        k.z = dot(rows.1, rows.2)
        rows.2 = combine(rows.2, rows.1, -k.z)
        s.z = length(rows.2)
        guard s.z > 0 else { return nil }
        rows.2 = rows.2.divided(by: s.z)
        k.y /= s.z
        k.z /= s.z

        // A mirror: negate the scales and the rows, leaving a proper rotation.
        let cross = Row3(
            rows.1.y * rows.2.z - rows.1.z * rows.2.y,
            rows.1.z * rows.2.x - rows.1.x * rows.2.z,
            rows.1.x * rows.2.y - rows.1.y * rows.2.x)
        if dot(rows.0, cross) < 0 {
            s = -s
            rows = (-rows.0, -rows.1, -rows.2)
        }
        scale = Vector3(s.x, s.y, s.z)
        skew = Vector3(k.x, k.y, k.z)
        quaternion = Quaternion(rotationRows: rows)
    }

    /// The recomposed transform: `scale · skew · rotation · translation · perspective`.
    public var matrix: CATransform3D {
        let r = quaternion.rotationMatrix
        let q0 = Row3(Double(r.m11), Double(r.m12), Double(r.m13))
        let q1 = Row3(Double(r.m21), Double(r.m22), Double(r.m23))
        let q2 = Row3(Double(r.m31), Double(r.m32), Double(r.m33))
        // Rows of scale · skew · rotation.
        func row(_ f: (Int) -> Double) -> Row3 { Row3(f(0), f(1), f(2)) }
        let a0 = row { scale.x * q0[$0] }
        let a1 = row { scale.y * (q1[$0] + skew.x * q0[$0]) }
        let a2 = row { scale.z * (q2[$0] + skew.y * q0[$0] + skew.z * q1[$0]) }
        let t = translation, p = perspective
        func dotP(_ a: Row3) -> Double { a[0] * p.x + a[1] * p.y + a[2] * p.z }
        let hasPerspective = p.x != 0 || p.y != 0 || p.z != 0
        return CATransform3D(
            m11: CGFloat(a0[0]), m12: CGFloat(a0[1]), m13: CGFloat(a0[2]),
            m14: hasPerspective ? CGFloat(dotP(a0)) : 0,
            m21: CGFloat(a1[0]), m22: CGFloat(a1[1]), m23: CGFloat(a1[2]),
            m24: hasPerspective ? CGFloat(dotP(a1)) : 0,
            m31: CGFloat(a2[0]), m32: CGFloat(a2[1]), m33: CGFloat(a2[2]),
            m34: hasPerspective ? CGFloat(dotP(a2)) : 0,
            m41: CGFloat(t.x), m42: CGFloat(t.y), m43: CGFloat(t.z),
            m44: CGFloat(t.x * p.x + t.y * p.y + t.z * p.z + p.w))
    }

    /// Each component interpolated linearly, the rotation by `Quaternion.slerp` (shorter arc).
    /// Fraction 0 gives `self`, 1 gives `other`; other fractions extrapolate.
    public func interpolated(to other: DecomposedTransform, fraction t: Double) -> DecomposedTransform {
        DecomposedTransform(
            translation: translation.interpolated(to: other.translation, fraction: t),
            scale: scale.interpolated(to: other.scale, fraction: t),
            skew: skew.interpolated(to: other.skew, fraction: t),
            perspective: perspective.interpolated(to: other.perspective, fraction: t),
            quaternion: quaternion.slerp(to: other.quaternion, fraction: t))
    }

    /// The transform `fraction` of the way from `a` to `b`, as Core Animation interpolates a
    /// `transform` animation: decompose both, interpolate the parts, recompose.
    ///
    /// - Fraction exactly 0 or 1 returns `a` or `b` unchanged; equal matrices return `a`.
    /// - Two pure translations interpolate their translations directly, without decomposing.
    /// - Two flat (2D affine) transforms interpolate by `FlatTransformDecomposition`; a part
    ///   that is not finite switches discretely, as below.
    /// - If either matrix cannot be decomposed (see `init?(_:)`, e.g. a zero scale), the value
    ///   switches discretely: `a` for `fraction < 0.5`, otherwise `b`.
    public static func interpolate(_ a: CATransform3D, _ b: CATransform3D, fraction: Double) -> CATransform3D {
        if fraction == 0 || a == b { return a }
        if fraction == 1 { return b }
        if isPureTranslation(a), isPureTranslation(b) {
            let t = CGFloat(fraction)
            return CATransform3DMakeTranslation(
                a.m41 + (b.m41 - a.m41) * t, a.m42 + (b.m42 - a.m42) * t,
                a.m43 + (b.m43 - a.m43) * t)
        }
        // Two flat transforms interpolate by their 2D parts, as Core Animation moves them; a
        // singular one (a zero scale) switches discretely, as below.
        if FlatTransformDecomposition.isFlat(a), FlatTransformDecomposition.isFlat(b) {
            guard FlatTransformDecomposition.isInvertible(a), FlatTransformDecomposition.isInvertible(b) else {
                return fraction < 0.5 ? a : b
            }
            let flat = FlatTransformDecomposition.interpolate(a, b, fraction: fraction)
            let finite =
                flat.m11.isFinite && flat.m12.isFinite && flat.m21.isFinite && flat.m22.isFinite
                && flat.m41.isFinite && flat.m42.isFinite
            return finite ? flat : fraction < 0.5 ? a : b
        }
        guard let da = DecomposedTransform(a), let db = DecomposedTransform(b) else {
            return fraction < 0.5 ? a : b
        }
        return da.interpolated(to: db, fraction: fraction).matrix
    }

    private static func isPureTranslation(_ m: CATransform3D) -> Bool {
        m.m11 == 1 && m.m12 == 0 && m.m13 == 0 && m.m14 == 0
            && m.m21 == 0 && m.m22 == 1 && m.m23 == 0 && m.m24 == 0
            && m.m31 == 0 && m.m32 == 0 && m.m33 == 1 && m.m34 == 0
            && m.m44 == 1
    }

    /// Whether the mirror is carried by all three scales negated, as `init?(_:)` decomposes one:
    /// then `mirroredInX` differs from this decomposition.
    var isMirroredInAllScales: Bool { scale.x < 0 && scale.y < 0 && scale.z < 0 }

    /// The same matrix with a mirror carried by the x scale alone, rather than by all three scales
    /// negated as in CSS (`init?(_:)`): the form Core Animation's virtual key paths read and write,
    /// where `transform.scale.x` of −1 mirrors a layer left to right and a later write of
    /// `transform.scale.y` keeps it mirrored (lottie-ios animates both, as in its issue_1882). A
    /// decomposition that is no mirror is returned as it is.
    public var mirroredInX: DecomposedTransform {
        guard isMirroredInAllScales else { return self }
        // scale · skew · rotation with the y and z rows of the rotation negated, and the scales
        // and skews that multiply them: the rows of the recomposed matrix stay the same.
        var d = self
        d.scale = Vector3(x: scale.x, y: -scale.y, z: -scale.z)
        d.skew = Vector3(x: -skew.x, y: -skew.y, z: skew.z)
        let r = quaternion.rotationMatrix
        d.quaternion = Quaternion(
            rotationRows: (
                Row3(Double(r.m11), Double(r.m12), Double(r.m13)),
                Row3(-Double(r.m21), -Double(r.m22), -Double(r.m23)),
                Row3(-Double(r.m31), -Double(r.m32), -Double(r.m33))
            ))
        return d
    }

    /// The rotation as Euler angles (see `Quaternion.eulerAngles` for the order: x, then y, then z,
    /// in `CATransform3DConcat` order). This is what `transform.rotation.x`, `.y` and `.z` read;
    /// `transform.rotation` alone means `.z`. Setting it replaces the whole rotation, as
    /// `setRotation(eulerAngles:)` does.
    public var rotation: Vector3 {
        get { quaternion.eulerAngles }
        set { setRotation(eulerAngles: newValue) }
    }

    /// Replaces the rotation with `MakeRotation(e.x, 1,0,0) · MakeRotation(e.y, 0,1,0) ·
    /// MakeRotation(e.z, 0,0,1)` (the leftmost acts first). Round-trips through `rotation` for a
    /// single-axis angle in `(-π, π)`.
    public mutating func setRotation(eulerAngles e: Vector3) {
        quaternion = Quaternion(eulerAngles: e)
    }
}
