import Foundation

/// How a property's Swift value becomes the `AnimatableValue` that animations interpolate, and back.
///
/// Each declared property that holds a number, geometry, a color, a transform or a path names
/// one. Animations and key paths (`position.x`) read and write through it, and key-value
/// coding uses it to bridge numbers, as Foundation bridges `NSNumber`:
/// `setValue(0.5, forKey: "opacity")` hands a `Double` to a `Float` property.
struct ValueConversion<Value> {
    let box: (Value) -> AnimatableValue
    /// `nil` when the value is of another kind.
    let unbox: (AnimatableValue) -> Value?
}

extension ValueConversion where Value == CGFloat {
    static var number: Self {
        Self(
            box: { .number(Double($0)) },
            unbox: {
                if case .number(let v) = $0 { return CGFloat(v) } else { return nil }
            })
    }
}

extension ValueConversion where Value == Double {
    static var number: Self {
        Self(box: { .number($0) }, unbox: { if case .number(let v) = $0 { return v } else { return nil } })
    }
}

extension ValueConversion where Value == Float {
    static var number: Self {
        Self(
            box: { .number(Double($0)) },
            unbox: {
                if case .number(let v) = $0 { return Float(v) } else { return nil }
            })
    }
}

extension ValueConversion where Value == Int {
    /// Whole numbers only: a count cannot be 2.5.
    static var number: Self {
        Self(
            box: { .number(Double($0)) },
            unbox: {
                if case .number(let v) = $0, v == v.rounded(), abs(v) < 1e15 { return Int(v) } else { return nil }
            })
    }
}

extension ValueConversion where Value == Bool {
    static var bool: Self {
        Self(box: { .bool($0) }, unbox: { if case .bool(let v) = $0 { return v } else { return nil } })
    }
}

extension ValueConversion where Value == CGPoint {
    static var point: Self {
        Self(box: { .point($0) }, unbox: { if case .point(let v) = $0 { return v } else { return nil } })
    }
}

extension ValueConversion where Value == CGSize {
    static var size: Self {
        Self(box: { .size($0) }, unbox: { if case .size(let v) = $0 { return v } else { return nil } })
    }
}

extension ValueConversion where Value == CGRect {
    static var rect: Self {
        Self(box: { .rect($0) }, unbox: { if case .rect(let v) = $0 { return v } else { return nil } })
    }
}

extension ValueConversion where Value == CATransform3D {
    static var transform: Self {
        Self(box: { .transform($0) }, unbox: { if case .transform(let v) = $0 { return v } else { return nil } })
    }
}

extension ValueConversion where Value == CGColor? {
    /// A missing color animates as `missing` (clear for most properties; a replicator's
    /// `instanceColor`, which multiplies, as white); an animated color is always set.
    static func color(missing: CGColor = .clear) -> Self {
        Self(
            box: { .color($0 ?? missing) },
            unbox: {
                if case .color(let v) = $0 { return .some(v) } else { return nil }
            })
    }
}

extension ValueConversion where Value == CGPath? {
    /// A missing path reads as the empty path, so animations to or from it switch halfway,
    /// and the empty path writes back as none.
    static var path: Self {
        Self(
            box: { .path($0 ?? CGPath()) },
            unbox: {
                if case .path(let v) = $0 { return .some(v.isEmpty ? nil : v) } else { return nil }
            })
    }
}

extension ValueConversion where Value == [CGColor]? {
    /// Missing colors read as none; no colors write back as missing.
    static var colors: Self {
        Self(
            box: { .colors($0 ?? []) },
            unbox: {
                if case .colors(let v) = $0 { return .some(v.isEmpty ? nil : v) } else { return nil }
            })
    }
}

extension ValueConversion where Value == [NSNumber]? {
    /// Missing numbers read as none; no numbers write back as missing.
    static var numbers: Self {
        Self(
            box: { .numbers(($0 ?? []).map(\.doubleValue)) },
            unbox: {
                guard case .numbers(let v) = $0 else { return nil }
                return .some(v.isEmpty ? nil : v.map { NSNumber(value: $0) })
            })
    }
}
