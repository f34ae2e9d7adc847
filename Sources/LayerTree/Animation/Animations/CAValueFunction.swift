import Foundation

/// The name of a value function: which transform a number (or three) becomes.
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    /// The name, as Core Animation spells it.
    public let rawValue: String
    /// Creates a value from its name; Core Animation's names are the static members.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Values are angles in radians about the x axis.
    public static let rotateX = CAValueFunctionName(rawValue: "rotateX")
    /// Values are angles in radians about the y axis.
    public static let rotateY = CAValueFunctionName(rawValue: "rotateY")
    /// Values are angles in radians about the z axis.
    public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")
    /// Values are one scale factor for all three axes, or three.
    public static let scale = CAValueFunctionName(rawValue: "scale")
    /// Values are scale factors along x.
    public static let scaleX = CAValueFunctionName(rawValue: "scaleX")
    /// Values are scale factors along y.
    public static let scaleY = CAValueFunctionName(rawValue: "scaleY")
    /// Values are scale factors along z.
    public static let scaleZ = CAValueFunctionName(rawValue: "scaleZ")
    /// Values are translations `[x, y]` or `[x, y, z]`, in points.
    public static let translate = CAValueFunctionName(rawValue: "translate")
    /// Values are translations along x, in points.
    public static let translateX = CAValueFunctionName(rawValue: "translateX")
    /// Values are translations along y, in points.
    public static let translateY = CAValueFunctionName(rawValue: "translateY")
    /// Values are translations along z, in points.
    public static let translateZ = CAValueFunctionName(rawValue: "translateZ")
}

/// Turns interpolated numbers into a transform, so a `transform` animation can
/// interpolate an angle (a whole turn is 2π, not the identity) instead of a matrix.
public final class CAValueFunction: Sendable {
    /// Which transform the function builds from the animated numbers.
    public let name: CAValueFunctionName

    /// The function of that name; nil for a name Core Animation does not define.
    public init?(name: CAValueFunctionName) {
        let known: [CAValueFunctionName] = [
            .rotateX, .rotateY, .rotateZ, .scale, .scaleX, .scaleY, .scaleZ,
            .translate, .translateX, .translateY, .translateZ,
        ]
        guard known.contains(name) else { return nil }
        self.name = name
    }

    /// The transform for one interpolated value: a number, or three numbers for `scale` and `translate`.
    func transform(for value: AnimatableValue) -> CATransform3D? {
        let numbers: [CGFloat]
        switch value {
        case .number(let v): numbers = [CGFloat(v)]
        case .numbers(let v): numbers = v.map { CGFloat($0) }
        default: return nil
        }
        guard let first = numbers.first else { return nil }
        func at(_ i: Int, _ fallback: CGFloat) -> CGFloat { i < numbers.count ? numbers[i] : fallback }
        switch name {
        case .rotateX: return CATransform3DMakeRotation(first, 1, 0, 0)
        case .rotateY: return CATransform3DMakeRotation(first, 0, 1, 0)
        case .rotateZ: return CATransform3DMakeRotation(first, 0, 0, 1)
        case .scale: return CATransform3DMakeScale(first, at(1, first), at(2, first))
        case .scaleX: return CATransform3DMakeScale(first, 1, 1)
        case .scaleY: return CATransform3DMakeScale(1, first, 1)
        case .scaleZ: return CATransform3DMakeScale(1, 1, first)
        case .translate: return CATransform3DMakeTranslation(first, at(1, 0), at(2, 0))
        case .translateX: return CATransform3DMakeTranslation(first, 0, 0)
        case .translateY: return CATransform3DMakeTranslation(0, first, 0)
        default: return CATransform3DMakeTranslation(0, 0, first)
        }
    }
}
