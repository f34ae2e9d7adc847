import Foundation

/// A two-dimensional vector, as Core Graphics' `CGVector` (Linux's Foundation has none).
public struct CGVector: Equatable, Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat
    /// Creates a vector from its components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }
    /// The zero vector.
    public static let zero = CGVector(dx: 0, dy: 0)
}

/// An affine transform taken apart, as Core Graphics' `CGAffineTransformComponents`: a scale,
/// then a horizontal shear, then a rotation, then a translation.
public struct CGAffineTransformComponents: Equatable, Sendable {
    /// The scale along x and y (y negative for a mirrored transform).
    public var scale: CGSize
    /// The shear of y into x, applied after the scale.
    public var horizontalShear: CGFloat
    /// The rotation in radians, applied after the shear.
    public var rotation: CGFloat
    /// The translation, applied last.
    public var translation: CGVector

    /// Creates components.
    public init(scale: CGSize, horizontalShear: CGFloat, rotation: CGFloat, translation: CGVector) {
        self.scale = scale
        self.horizontalShear = horizontalShear
        self.rotation = rotation
        self.translation = translation
    }
}

extension CGAffineTransform {
    /// The transform as scale, shear, rotation and translation, as Core Graphics' `decomposed()`;
    /// `CGAffineTransform(_:)` composes them back.
    public func decomposed() -> CGAffineTransformComponents {
        let sx = hypot(a, b)
        let rotation = sx > 0 ? atan2(b, a) : 0
        let (cosR, sinR) = (cos(rotation), sin(rotation))
        // The second row is sy·(shear·u + v), with u the first row's direction and v square to it.
        let sy = c * -sinR + d * cosR
        let shear = sy != 0 ? (c * cosR + d * sinR) / sy : 0
        return CGAffineTransformComponents(
            scale: CGSize(width: sx, height: sy), horizontalShear: shear, rotation: rotation,
            translation: CGVector(dx: tx, dy: ty))
    }

    /// The transform these components make: scale, then shear, then rotation, then translation.
    public init(_ components: CGAffineTransformComponents) {
        let (cosR, sinR) = (cos(components.rotation), sin(components.rotation))
        let sx = components.scale.width, sy = components.scale.height, k = components.horizontalShear
        self.init(
            a: sx * cosR, b: sx * sinR, c: sy * (k * cosR - sinR), d: sy * (k * sinR + cosR),
            tx: components.translation.dx, ty: components.translation.dy)
    }
}
