import Foundation

/// A 2D projective map in the row-vector convention of `CATransform3D`: `[x y 1] · H = [X Y W]`,
/// point = `(X/W, Y/W)`. The one homography of LayerKit: hit testing and point conversion use it
/// here, and the renderer (GLRender) extends it with its own geometry (points, half-planes).
///
/// A layer's content lies in its z = 0 plane, and every flattening step (Core Animation's rule
/// that a layer projects its sublayers onto its plane) drops z, so how one layer's plane lands in
/// another's is one of these. Unlike the 4×4 matrix (singular once flattening zeroes z), this 3×3
/// map stays invertible unless a layer is seen exactly edge-on, which is what converting a point
/// *down* into a layer needs; and a primitive reaches its target through a product of them.
///
/// Public only to the `Rendering` SPI, which GLRender imports and apps do not: the renderer composes
/// and applies these for every layer of every frame, and Swift 6.3 inlines an `@inlinable` member
/// into another module only when it is public; as `package` members, `then`, both initializers and
/// `apply(x:y:)` stayed calls, each copying its 161-byte operands (callgrind, `bench opaque` at 1,000).
@_spi(Rendering) public struct Homography: Equatable, Sendable {
    public var m11: Double, m12: Double, m13: Double
    public var m21: Double, m22: Double, m23: Double
    public var m31: Double, m32: Double, m33: Double
    /// Where the input plane lies in a 3D rendering context resolved by the depth buffer
    /// (the renderer's `Planner.drawSpace`): its depth there, carried through every map composed
    /// before this one. Nil outside such a context (and always for hit testing).
    public var depth: PlaneDepth?
    /// Where a step off the input plane goes: `[x y 1] · H + z · zRow = [X Y W]` for the point `(x, y, z)`
    /// of the 3D space the input plane was flattened from (an emitter's particles that keep their
    /// z, `preservesDepth`); `nil` where no such space is known (offscreen passes).
    public var zRow: SIMD3<Double>?

    public static let identity = Homography(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)

    /// The plane `z = 0` of a 3D transform, with the output's z dropped (flattened): rows and
    /// columns 1, 2 and 4, as input z is 0 (row 3 only steps off the plane: `zRow`) and output z
    /// is dropped (column 3 unused).
    @inlinable
    public init(flattening t: CATransform3D) {
        self.init(
            m11: Double(t.m11), m12: Double(t.m12), m13: Double(t.m14),
            m21: Double(t.m21), m22: Double(t.m22), m23: Double(t.m24),
            m31: Double(t.m41), m32: Double(t.m42), m33: Double(t.m44))
        zRow = SIMD3(Double(t.m31), Double(t.m32), Double(t.m34))
    }

    @inlinable
    public init(
        m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double,
        m31: Double, m32: Double, m33: Double
    ) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13
        self.m21 = m21; self.m22 = m22; self.m23 = m23
        self.m31 = m31; self.m32 = m32; self.m33 = m33
    }

    /// `self · o`: applies `self`, then `o`. The depth of `o`'s input plane becomes this map's input's
    /// (the plane is the same; only its coordinates change), so flattened sublayers keep their member's depth.
    @inlinable
    public func then(_ o: Homography) -> Homography {
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

    /// The homogeneous image `(X, Y, W)` of the point `(x, y)`, before the divide.
    @inlinable @inline(__always)
    public func apply(x: Double, y: Double) -> (x: Double, y: Double, w: Double) {
        (x * m11 + y * m21 + m31, x * m12 + y * m22 + m32, x * m13 + y * m23 + m33)
    }

    /// The image of a point after the divide by W; non-finite when W is 0 (a point at infinity).
    public func apply(_ p: CGPoint) -> CGPoint {
        let h = apply(x: Double(p.x), y: Double(p.y))
        return CGPoint(x: h.x / h.w, y: h.y / h.w)
    }

    public var determinant: Double {
        m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
    }

    /// The inverse map, or `nil` when the plane is seen edge-on (the matrix is singular). It
    /// carries no depth or step off the plane: those belong to the forward map's input.
    public var inverse: Homography? {
        let (a, b, c) = (m11, m12, m13)
        let (d, e, f) = (m21, m22, m23)
        let (g, h, k) = (m31, m32, m33)
        let c00 = e * k - f * h, c01 = -(d * k - f * g), c02 = d * h - e * g
        let det = a * c00 + b * c01 + c * c02
        guard det.isFinite, det != 0 else { return nil }
        let i = 1 / det
        let inverse = Homography(
            m11: c00 * i, m12: -(b * k - c * h) * i, m13: (b * f - c * e) * i,
            m21: c01 * i, m22: (a * k - c * g) * i, m23: -(a * f - c * d) * i,
            m31: c02 * i, m32: -(a * h - b * g) * i, m33: (a * e - b * d) * i)
        // A layer turned exactly edge-on computes with cos(π/2) ≈ 6e-17 instead of 0, so det
        // is tiny but not zero. The condition number (estimated as ‖H‖·‖H⁻¹‖, Frobenius) is
        // ≳ 1e16 then, while real layers stay far below 1e15 (translations up to ~10⁷ points).
        guard frobeniusNorm * inverse.frobeniusNorm < 1e15 else { return nil }
        return inverse
    }

    /// The square root of the sum of the squared entries.
    public var frobeniusNorm: Double {
        var sum = 0.0
        for v in [m11, m12, m13, m21, m22, m23, m31, m32, m33] { sum += v * v }
        return sum.squareRoot()
    }
}

/// A plane's place in a 3D rendering context that the renderer's depth buffer resolves, per pixel.
///
/// `Z = [x y 1] · (zx, zy, z0)` is the homogeneous depth of a point of the plane in the
/// context's space, with the same `W` as the map's output, so `Z / W` is affine in target
/// pixels and interpolates exactly across a triangle. Larger is nearer the viewer.
@_spi(Rendering) public struct PlaneDepth: Equatable, Sendable {
    public var zx: Double, zy: Double, z0: Double
    /// The 3D rendering context (one per `drawSpace`) whose depth range this is measured against.
    public var context: Int
    /// The member of the context whose plane this is: items of one member are coplanar and keep
    /// their painter's order among themselves.
    public var member: Int
    /// The first member, in sublayer order, of those lying in this member's plane (parallel to
    /// the context's plane at one depth): `member` unless an earlier one shares its plane. The
    /// depth buffer ties such members, and their sublayer order breaks the tie.
    public var firstInPlane: Int

    public init(zx: Double, zy: Double, z0: Double, context: Int, member: Int, firstInPlane: Int) {
        self.zx = zx; self.zy = zy; self.z0 = z0
        self.context = context; self.member = member; self.firstInPlane = firstInPlane
    }
}
