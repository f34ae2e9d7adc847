import Foundation

/// A 3×3 projective map of the plane (a homography), row-vector like `CATransform3D`.
///
/// A layer's content lies in its z = 0 plane, and every flattening step drops z,
/// so how one layer's plane lands in another's is a map `(x, y, 1) · H` followed by
/// a divide by w. Unlike the 4×4 matrix (singular once flattening zeroes z), this
/// 3×3 map stays invertible unless a layer is seen exactly edge-on, which is what
/// converting a point *down* into a layer needs.
struct Homography: Equatable {
    /// Row-major entries: `m[row][column]`, rows for input x, y, w.
    var m: [[CGFloat]]

    init(_ m: [[CGFloat]]) { self.m = m }

    static let identity = Homography([[1, 0, 0], [0, 1, 0], [0, 0, 1]])

    /// The map a 4×4 transform induces on points `(x, y, 0, 1)`, ignoring the output z.
    ///
    /// Rows and columns 1, 2 and 4: input z is 0 (row 3 unused) and output z is
    /// dropped (column 3 unused), which is exactly flattening.
    init(_ t: CATransform3D) {
        m = [[t.m11, t.m12, t.m14], [t.m21, t.m22, t.m24], [t.m41, t.m42, t.m44]]
    }

    /// `self · other`: applies `self`, then `other`.
    func concatenating(_ o: Homography) -> Homography {
        var r = [[CGFloat]](repeating: [0, 0, 0], count: 3)
        for i in 0..<3 {
            for j in 0..<3 {
                r[i][j] = m[i][0] * o.m[0][j] + m[i][1] * o.m[1][j] + m[i][2] * o.m[2][j]
            }
        }
        return Homography(r)
    }

    /// The homogeneous image `(x, y, w)` of a point, before the divide.
    func applyHomogeneous(_ p: CGPoint) -> (x: CGFloat, y: CGFloat, w: CGFloat) {
        (
            p.x * m[0][0] + p.y * m[1][0] + m[2][0],
            p.x * m[0][1] + p.y * m[1][1] + m[2][1],
            p.x * m[0][2] + p.y * m[1][2] + m[2][2]
        )
    }

    /// The image of a point after the divide by w; non-finite when w is 0 (a point at infinity).
    func apply(_ p: CGPoint) -> CGPoint {
        let h = applyHomogeneous(p)
        return CGPoint(x: h.x / h.w, y: h.y / h.w)
    }

    /// The inverse map, or `nil` when the plane is seen edge-on (the matrix is singular).
    var inverse: Homography? {
        let a = m[0][0], b = m[0][1], c = m[0][2]
        let d = m[1][0], e = m[1][1], f = m[1][2]
        let g = m[2][0], h = m[2][1], k = m[2][2]
        let c00 = e * k - f * h, c01 = -(d * k - f * g), c02 = d * h - e * g
        let det = a * c00 + b * c01 + c * c02
        guard det.isFinite, det != 0 else { return nil }
        let i = 1 / det
        let inverse = Homography([
            [c00 * i, -(b * k - c * h) * i, (b * f - c * e) * i],
            [c01 * i, (a * k - c * g) * i, -(a * f - c * d) * i],
            [c02 * i, -(a * h - b * g) * i, (a * e - b * d) * i],
        ])
        // A layer turned exactly edge-on computes with cos(π/2) ≈ 6e-17 instead of 0, so det
        // is tiny but not zero. The condition number (estimated as ‖H‖·‖H⁻¹‖, Frobenius) is
        // ≳ 1e16 then, while real layers stay far below 1e15 (translations up to ~10⁷ points).
        guard frobeniusNorm * inverse.frobeniusNorm < 1e15 else { return nil }
        return inverse
    }

    /// The square root of the sum of the squared entries.
    var frobeniusNorm: CGFloat {
        var sum: CGFloat = 0
        for row in m { for v in row { sum += v * v } }
        return sum.squareRoot()
    }
}
