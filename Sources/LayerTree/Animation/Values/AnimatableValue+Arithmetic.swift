import Foundation

/// Interpolation and the arithmetic that `byValue`, `isAdditive` and `isCumulative` need.
extension AnimatableValue {
    /// The value a fraction of the way to `other`.
    ///
    /// Vectors interpolate component-wise, transforms through their decomposition
    /// (translation, scale, skew, perspective, rotation quaternion, as Core
    /// Animation does), paths point by point when their elements match. Values
    /// that cannot interpolate (booleans, mismatched kinds or paths) switch halfway.
    public func interpolated(to other: AnimatableValue, fraction: Double) -> AnimatableValue {
        if fraction == 0 { return self }
        if fraction == 1 { return other }
        switch (self, other) {
        case (.number(let a), .number(let b)):
            return .number(a + (b - a) * fraction)
        case (.transform(let a), .transform(let b)):
            return .transform(DecomposedTransform.interpolate(a, b, fraction: fraction))
        case (.path(let a), .path(let b)):
            if let path = a.interpolated(to: b, fraction: CGFloat(fraction)) { return .path(path) }
        // Points, sizes, rectangles and colors: the vector arithmetic below, component by
        // component, without its three arrays (a steady animation allocates nothing per frame).
        case (.point(let a), .point(let b)):
            let l = { (a: CGFloat, b: CGFloat) in Self.lerp(a, b, fraction) }
            return .point(CGPoint(x: l(a.x, b.x), y: l(a.y, b.y)))
        case (.size(let a), .size(let b)):
            let l = { (a: CGFloat, b: CGFloat) in Self.lerp(a, b, fraction) }
            return .size(CGSize(width: l(a.width, b.width), height: l(a.height, b.height)))
        case (.rect(let a), .rect(let b)):
            let l = { (a: CGFloat, b: CGFloat) in Self.lerp(a, b, fraction) }
            return .rect(
                CGRect(
                    x: l(a.origin.x, b.origin.x), y: l(a.origin.y, b.origin.y),
                    width: l(a.size.width, b.size.width), height: l(a.size.height, b.size.height)))
        case (.color(let a), .color(let b)):
            let l = { (a: CGFloat, b: CGFloat) in Self.lerp(a, b, fraction) }
            return .color(
                CGColor(
                    red: l(a.red, b.red), green: l(a.green, b.green), blue: l(a.blue, b.blue),
                    alpha: l(a.alpha, b.alpha)))
        default:
            if hasSameKind(as: other), let a = vector, let b = other.vector {
                return withVector(zip(a, b).map { $0 + ($1 - $0) * fraction })
            }
        }
        return fraction < 0.5 ? self : other
    }

    /// One component a fraction of the way, in `Double` as the vector arithmetic computes it.
    @inline(__always)
    private static func lerp(_ a: CGFloat, _ b: CGFloat, _ fraction: Double) -> CGFloat {
        let (a, b) = (Double(a), Double(b))
        return CGFloat(a + (b - a) * fraction)
    }

    /// `self + delta`: what `byValue` and additive animations mean. Transforms concatenate
    /// with the delta applied first (`delta · self`), as an additive transform animation
    /// composes with the layer's own transform. `nil` when the kinds differ.
    public func adding(_ delta: AnimatableValue) -> AnimatableValue? {
        switch (self, delta) {
        case (.number(let a), .number(let b)): return .number(a + b)
        case (.transform(let a), .transform(let b)): return .transform(b.concatenating(a))
        case (.path(let a), .path(let b)): return a.adding(b).map { .path($0) }
        case (.bool, .bool): return delta
        default:
            guard hasSameKind(as: delta), let a = vector, let b = delta.vector else { return nil }
            return withVector(zip(a, b).map { $0 + $1 })
        }
    }

    /// `self − delta`, the inverse of `adding`: `toValue − byValue` for a to-and-by animation.
    public func subtracting(_ delta: AnimatableValue) -> AnimatableValue? {
        switch (self, delta) {
        case (.transform(let a), .transform(let b)):
            guard let inverse = b.inverse else { return nil }
            return .transform(inverse.concatenating(a))
        case (.path, .path), (.bool, .bool): return nil
        default:
            guard let negated = delta.scaled(by: -1) else { return nil }
            return adding(negated)
        }
    }

    /// The value repeated `factor` times: what each completed cycle of a cumulative animation adds.
    public func scaled(by factor: Double) -> AnimatableValue? {
        switch self {
        case .transform(let t):
            let count = Int(factor.rounded())
            guard count >= 0 else { return t.inverse.flatMap { AnimatableValue.transform($0).scaled(by: -factor) } }
            var result = CATransform3DIdentity
            for _ in 0..<count { result = t.concatenating(result) }
            return .transform(result)
        case .path, .bool: return nil
        default:
            return vector.map { withVector($0.map { $0 * factor }) }
        }
    }

    /// How far apart two values are, for `paced` keyframes (Euclidean over components).
    func distance(to other: AnimatableValue) -> Double {
        switch (self, other) {
        case (.transform(let a), .transform(let b)):
            return zip(a.fields, b.fields).reduce(0) { $0 + Double(($1.0 - $1.1) * ($1.0 - $1.1)) }.squareRoot()
        default:
            guard hasSameKind(as: other), let a = vector, let b = other.vector else { return 0 }
            return zip(a, b).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
        }
    }
}
