import Foundation
import LayerTree

/// A 2D projective map in the row-vector convention: `[x y 1] · H = [X Y W]`, point = `(X/W, Y/W)`.
///
/// Every drawn polygon lives in some layer's plane; flattening (Core Animation's
/// rule that a layer projects its sublayers onto its plane) turns each step of
/// the 3D chain into one of these, so a primitive reaches its target through a
/// product of homographies and needs no depth buffer.
struct Homography: Equatable {
    var m11: Double, m12: Double, m13: Double
    var m21: Double, m22: Double, m23: Double
    var m31: Double, m32: Double, m33: Double
    /// Where the input plane lies in a 3D rendering context resolved by the depth buffer
    /// (`Planner.drawSpace`): its depth there, carried through every map composed before this one.
    var depth: PlaneDepth?
    /// Where a step off the input plane goes: `[x y 1] · H + z · zRow = [X Y W]` for the point `(x, y, z)`
    /// of the 3D space the input plane was flattened from (an emitter's particles that keep their
    /// z, `preservesDepth`); `nil` where no such space is known (offscreen passes).
    var zRow: SIMD3<Double>?

    static let identity = Homography(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)

    /// A uniform scale by `s` after a translation by `(tx, ty)`: `p ↦ (p + t) · s`.
    static func translateThenScale(tx: Double, ty: Double, scale s: Double) -> Homography {
        Homography(m11: s, m12: 0, m13: 0, m21: 0, m22: s, m23: 0, m31: tx * s, m32: ty * s, m33: 1)
    }

    /// The plane `z = 0` of a 3D transform, with the output's z dropped (flattened).
    init(flattening t: CATransform3D) {
        self.init(
            m11: Double(t.m11), m12: Double(t.m12), m13: Double(t.m14),
            m21: Double(t.m21), m22: Double(t.m22), m23: Double(t.m24),
            m31: Double(t.m41), m32: Double(t.m42), m33: Double(t.m44))
        zRow = SIMD3(Double(t.m31), Double(t.m32), Double(t.m34))
    }

    init(
        m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double,
        m31: Double, m32: Double, m33: Double
    ) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13
        self.m21 = m21; self.m22 = m22; self.m23 = m23
        self.m31 = m31; self.m32 = m32; self.m33 = m33
    }

    /// `self · o`: applies `self`, then `o`. The depth of `o`'s input plane becomes this map's input's
    /// (the plane is the same; only its coordinates change), so flattened sublayers keep their member's depth.
    func then(_ o: Homography) -> Homography {
        var composed = Homography(
            m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31, m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32,
            m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33,
            m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31, m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32,
            m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33,
            m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31, m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32,
            m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33)
        if let r = zRow {
            composed.zRow = SIMD3(
                r.x * o.m11 + r.y * o.m21 + r.z * o.m31, r.x * o.m12 + r.y * o.m22 + r.z * o.m32,
                r.x * o.m13 + r.y * o.m23 + r.z * o.m33)
        }
        if var depth = o.depth {
            let (a, b, c) = (depth.zx, depth.zy, depth.z0)
            depth.zx = m11 * a + m12 * b + m13 * c
            depth.zy = m21 * a + m22 * b + m23 * c
            depth.z0 = m31 * a + m32 * b + m33 * c
            composed.depth = depth
        }
        return composed
    }

    /// The homogeneous depth `Z` of a point in its 3D rendering context (`Z / W` is its depth there), or nil.
    @inline(__always)
    func depthAt(_ p: Point2) -> Double? {
        depth.map { p.x * $0.zx + p.y * $0.zy + $0.z0 }
    }

    /// The homogeneous image `(X, Y, W)` of a point.
    @inline(__always)
    func apply(_ p: Point2) -> (x: Double, y: Double, w: Double) {
        (p.x * m11 + p.y * m21 + m31, p.x * m12 + p.y * m22 + m32, p.x * m13 + p.y * m23 + m33)
    }

    /// The image of a point after the perspective divide (callers ensure `W > 0`).
    func project(_ p: Point2) -> Point2 {
        let h = apply(p)
        return Point2(h.x / h.w, h.y / h.w)
    }

    var determinant: Double {
        m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
    }

    /// Whether the map is affine (no perspective: `W` is 1 everywhere).
    var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// The half-plane `ℓ` of the output space, pulled back into the input space.
    ///
    /// A point `p` of the input lies in `ℓ` when `[p 1] · H · ℓ ≥ 0`; valid where `W > 0`.
    func pullBack(_ l: Line) -> Line {
        Line(
            a: m11 * l.a + m12 * l.b + m13 * l.c,
            b: m21 * l.a + m22 * l.b + m23 * l.c,
            c: m31 * l.a + m32 * l.b + m33 * l.c
        ).normalized()
    }

    /// How far in front of the eye (in W) `inFront()` keeps.
    static let inFrontEpsilon = 1e-6

    /// The half-plane `W > epsilon`: the part of the input in front of the eye.
    func inFront(epsilon: Double = Homography.inFrontEpsilon) -> Line? {
        guard !isAffine else { return nil }
        return Line(a: m13, b: m23, c: m33 - epsilon).normalized()
    }

    /// Pixels per input unit near `p`: the larger column norm of the Jacobian there.
    func scale(at p: Point2) -> Double {
        guard let columns = jacobianColumnNorms(at: p) else { return 1 }
        return max(columns.x, columns.y)
    }

    /// Units of input per pixel near `p`, from the smaller Jacobian column (for edge padding).
    func inverseMinimumScale(at p: Point2) -> Double {
        guard let columns = jacobianColumnNorms(at: p) else { return 0 }
        let s = min(columns.x, columns.y)
        return s > 1e-9 ? 1 / s : 0
    }

    /// How far the output moves per unit step in x and in y of the input near `p` (nil behind the eye).
    func jacobianColumnNorms(at p: Point2) -> (x: Double, y: Double)? {
        let h = apply(p)
        guard h.w > 0 else { return nil }
        let w2 = h.w * h.w
        let dxdx = (m11 * h.w - h.x * m13) / w2, dydx = (m12 * h.w - h.y * m13) / w2
        let dxdy = (m21 * h.w - h.x * m23) / w2, dydy = (m22 * h.w - h.y * m23) / w2
        return ((dxdx * dxdx + dydx * dydx).squareRoot(), (dxdy * dxdy + dydy * dydy).squareRoot())
    }
}

/// A plane's place in a 3D rendering context that the depth buffer resolves, per pixel.
///
/// `Z = [x y 1] · (zx, zy, z0)` is the homogeneous depth of a point of the plane in the
/// context's space, with the same `W` as the map's output, so `Z / W` is affine in target
/// pixels and interpolates exactly across a triangle. Larger is nearer the viewer.
struct PlaneDepth: Equatable {
    var zx: Double, zy: Double, z0: Double
    /// The 3D rendering context (one per `drawSpace`) whose depth range this is measured against.
    var context: Int
    /// The member of the context whose plane this is: items of one member are coplanar and keep
    /// their painter's order among themselves.
    var member: Int
    /// The first member, in sublayer order, of those lying in this member's plane (parallel to
    /// the context's plane at one depth): `member` unless an earlier one shares its plane. The
    /// depth buffer ties such members, and their sublayer order breaks the tie.
    var firstInPlane: Int
}
