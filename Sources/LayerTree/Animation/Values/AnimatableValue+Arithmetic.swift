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
        default:
            if hasSameKind(as: other), let a = vector, let b = other.vector {
                return withVector(zip(a, b).map { $0 + ($1 - $0) * fraction })
            }
        }
        return fraction < 0.5 ? self : other
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
