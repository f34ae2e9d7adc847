import Foundation

/// A 2D affine transform with CoreGraphics' field names, row-vector convention and Swift API.
///
/// Foundation on Linux has no `CGAffineTransform`, so LayerKit defines it. The
/// matrix is `[a b 0; c d 0; tx ty 1]` and points transform as row vectors,
/// `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`, exactly as on Apple platforms,
/// so it embeds into `CATransform3D` field by field (`a → m11`, `tx → m41`, …).
///
/// ```swift
/// let t = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
/// let p = CGPoint(x: 1, y: 0).applying(t)   // rotate first, then translate: (10, 1)
/// ```
public struct CGAffineTransform: Equatable, Hashable, Sendable {
    /// The x scale (row 1, column 1): how much x contributes to x'.
    public var a: CGFloat
    /// Row 1, column 2: how much x contributes to y'.
    public var b: CGFloat
    /// Row 2, column 1: how much y contributes to x'.
    public var c: CGFloat
    /// The y scale (row 2, column 2): how much y contributes to y'.
    public var d: CGFloat
    /// The x translation, added after the linear part.
    public var tx: CGFloat
    /// The y translation, added after the linear part.
    public var ty: CGFloat

    /// Creates a transform from its six fields.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The identity transform.
    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    /// The identity transform, `[1 0; 0 1; 0 0]`.
    public static let identity = CGAffineTransform()

    /// A transform that translates by `(tx, ty)`.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A transform that scales by `(sx, sy)`.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A transform that rotates by `angle` radians; positive turns clockwise on screen when y points down.
    public init(rotationAngle angle: CGFloat) {
        let cosine = cos(angle), sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is exactly the identity.
    public var isIdentity: Bool { self == .identity }

    /// `self · other`: applies `self` first, then `other`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c,
            b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c,
            d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx,
            ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// This transform preceded by a translation, as `CGAffineTransformTranslate`.
    ///
    /// The new step applies to points first, so the translation is measured in
    /// the coordinate space `self` transforms from.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// This transform preceded by a scale, as `CGAffineTransformScale`.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// This transform preceded by a rotation of `angle` radians, as `CGAffineTransformRotate`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse, or `self` unchanged when the transform is not invertible (CoreGraphics' behaviour).
    public func inverted() -> CGAffineTransform {
        let det = a * d - b * c
        // Scale the tolerance by the linear part only: translation does not affect invertibility.
        let scale = max(abs(a), abs(b), abs(c), abs(d))
        guard det.isFinite, det != 0, abs(det) > 1e-14 * scale * scale else { return self }
        let inv = 1 / det
        return CGAffineTransform(
            a: d * inv, b: -b * inv, c: -c * inv, d: a * inv,
            tx: (c * ty - d * tx) * inv,
            ty: (b * tx - a * ty) * inv)
    }
}

extension CGPoint {
    /// The point transformed by `t`, translation included.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size transformed by `t` as a vector: translation does not apply.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The axis-aligned bounding box of the rectangle's four transformed corners.
    ///
    /// The null rectangle stays null, as with `CGRectApplyAffineTransform`.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        let corners = [
            CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
            CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
        ].map { $0.applying(t) }
        return CGRect.boundingBox(of: corners)
    }

    /// The smallest axis-aligned rectangle containing every point; `.null` for no points.
    static func boundingBox(of points: [CGPoint]) -> CGRect {
        guard let first = points.first else { return .null }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for p in points.dropFirst() {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// The 3D transform that applies the affine transform `m` in the z = 0 plane and leaves z alone.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(
        m11: m.a, m12: m.b, m13: 0, m14: 0,
        m21: m.c, m22: m.d, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0,
        m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}

/// Whether `t` is exactly an affine transform of the xy plane (no z coupling, no perspective).
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0
        && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0
        && t.m43 == 0 && t.m44 == 1
}

/// The affine part of `t` (`m11 m12 m21 m22 m41 m42`); meaningful only when `CATransform3DIsAffine(t)`.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
