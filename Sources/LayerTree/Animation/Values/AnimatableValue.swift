import Foundation

/// A value an animation can hold and interpolate: every animatable property's type.
///
/// Animations accept `Any?` values as Core Animation does (`fromValue = 0.5`,
/// `toValue = CGPoint(...)`); they are converted to this enum once, when the
/// animation is added, so evaluation never casts.
public enum AnimatableValue: Equatable {
    case number(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case color(CGColor)
    case transform(CATransform3D)
    case path(CGPath)
    case bool(Bool)
    /// Several numbers, such as a gradient's `locations` or a value function's `[sx, sy, sz]`.
    case numbers([Double])
    /// Several colors, such as a gradient's `colors`.
    case colors([CGColor])

    /// Converts a value as an app would hand it to an animation; `nil` for types that cannot animate.
    public init?(_ any: Any) {
        switch any {
        case let value as AnimatableValue: self = value
        case let value as Double: self = .number(value)
        case let value as CGFloat: self = .number(Double(value))
        case let value as Float: self = .number(Double(value))
        case let value as Int: self = .number(Double(value))
        case let value as Bool: self = .bool(value)
        case let value as CGPoint: self = .point(value)
        case let value as CGSize: self = .size(value)
        case let value as CGRect: self = .rect(value)
        case let value as CGColor: self = .color(value)
        case let value as CATransform3D: self = .transform(value)
        case let value as CGPath: self = .path(value)
        case let value as [CGColor]: self = .colors(value)
        case let value as [Double]: self = .numbers(value)
        case let value as [CGFloat]: self = .numbers(value.map(Double.init))
        case let value as [Float]: self = .numbers(value.map(Double.init))
        case let value as [Int]: self = .numbers(value.map(Double.init))
        case let value as NSNumber: self = .number(value.doubleValue)
        // After NSNumber, which is an NSValue too: UIKit-style boxes of geometry.
        case let value as NSValue:
            guard let unboxed = BoxedGeometry.animatableValue(in: value) else { return nil }
            self = unboxed
        default: return nil
        }
    }

    /// The value as the Swift type a property of its kind has (`CGFloat` for numbers).
    public var anyValue: Any {
        switch self {
        case .number(let v): return CGFloat(v)
        case .point(let v): return v
        case .size(let v): return v
        case .rect(let v): return v
        case .color(let v): return v
        case .transform(let v): return v
        case .path(let v): return v
        case .bool(let v): return v
        case .numbers(let v): return v.map { CGFloat($0) }
        case .colors(let v): return v
        }
    }

    /// The value as the Swift type of `sample`, where a number can take it (a custom property
    /// holding a `Double` stays a `Double` when an animation writes it); otherwise `anyValue`.
    func anyValue(like sample: Any) -> Any {
        guard case .number(let v) = self else { return anyValue }
        switch ObjectIdentifier(type(of: sample)) {
        case ObjectIdentifier(Double.self): return v
        case ObjectIdentifier(Float.self): return Float(v)
        case ObjectIdentifier(Int.self): return Int(v.rounded())
        case ObjectIdentifier(NSNumber.self): return NSNumber(value: v)
        default: return anyValue
        }
    }

    /// The kind's name, for error messages.
    public var kindName: String {
        switch self {
        case .number: return "a number"
        case .point: return "a point"
        case .size: return "a size"
        case .rect: return "a rect"
        case .color: return "a color"
        case .transform: return "a transform"
        case .path: return "a path"
        case .bool: return "a boolean"
        case .numbers: return "a list of numbers"
        case .colors: return "a list of colors"
        }
    }

    /// Whether both values are of the same kind (and so can be interpolated or added).
    func hasSameKind(as other: AnimatableValue) -> Bool {
        switch (self, other) {
        case (.number, .number), (.point, .point), (.size, .size), (.rect, .rect), (.color, .color),
            (.transform, .transform), (.path, .path), (.bool, .bool):
            return true
        case (.numbers(let a), .numbers(let b)): return a.count == b.count
        case (.colors(let a), .colors(let b)): return a.count == b.count
        default: return false
        }
    }
}
