import Foundation
@_spi(Rendering) import LayerTree

// The renderer's geometry on LayerTree's one `Homography`: points and half-planes of a layer's
// plane (`Point2`, `Line`), mapped to target pixels. Every drawn polygon lives in some layer's
// plane; flattening turns each step of the 3D chain into a homography, so a primitive reaches
// its target through a product of them and needs no depth buffer.

extension Homography {
    /// A uniform scale by `s` after a translation by `(tx, ty)`: `p ↦ (p + t) · s`.
    static func translateThenScale(tx: Double, ty: Double, scale s: Double) -> Homography {
        Homography(m11: s, m12: 0, m13: 0, m21: 0, m22: s, m23: 0, m31: tx * s, m32: ty * s, m33: 1)
    }

    /// The homogeneous depth `Z` of a point in its 3D rendering context (`Z / W` is its depth there), or nil.
    @inline(__always)
    func depthAt(_ p: Point2) -> Double? {
        depth.map { p.x * $0.zx + p.y * $0.zy + $0.z0 }
    }

    /// The homogeneous image `(X, Y, W)` of a point. (Written out, not through LayerTree's
    /// `apply(x:y:)`: across the module boundary that was a call per vertex, 0.4% of a frame.)
    @inline(__always)
    func apply(_ p: Point2) -> (x: Double, y: Double, w: Double) {
        (p.x * m11 + p.y * m21 + m31, p.x * m12 + p.y * m22 + m32, p.x * m13 + p.y * m23 + m33)
    }

    /// Whether the map is affine (no perspective: `W` is 1 everywhere). Here, not in LayerTree: culling
    /// and batching ask it of every item, and a `package` member of LayerTree is not inlined across
    /// the module boundary, `@inlinable` or not (Swift 6.3), so each question was a call that first
    /// copied the 161-byte map, or the primitive holding it, to pass its address (callgrind, `bench
    /// opaque` at 1,000, 13 frames: culling 20.3 M instructions, 16.8 M here; 16.5 M before the move).
    @inline(__always)
    var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// The bounding box of `rect`'s four corners mapped by this affine map (no polygon: allocates
    /// nothing). Only for an affine map (`isAffine`); a projective one needs its near-plane clip.
    @inline(__always)
    func affineBounds(of rect: CGRect) -> (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for (x, y) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.maxX, rect.maxY), (rect.minX, rect.maxY)] {
            let p = apply(Point2(Double(x), Double(y)))
            minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        return (minX, minY, maxX, maxY)
    }

    /// The image of a point after the perspective divide (callers ensure `W > 0`).
    func project(_ p: Point2) -> Point2 {
        let h = apply(p)
        return Point2(h.x / h.w, h.y / h.w)
    }

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
