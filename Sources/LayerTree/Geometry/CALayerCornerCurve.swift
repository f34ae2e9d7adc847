import Foundation

/// The curve of a layer's rounded corners (`CALayer.cornerCurve`), with Apple's names.
///
/// - `circular`: a quarter circle of `cornerRadius`, the default.
/// - `continuous`: a corner whose curvature rises from zero where it leaves the straight edge
///   (no visible kink there, unlike a circle's sudden curvature). Apple does not publish its
///   curve; LayerKit's is a superellipse quadrant `(x/s)ⁿ + (y/s)ⁿ = 1` spanning
///   `s = 1.528665 · cornerRadius` along each edge (Apple's `cornerCurveExpansionFactor`), with
///   `n` chosen so that it cuts the corner's diagonal where the circular corner of the same
///   radius does: `s · (1 − 2^(−1/n)) = r · (1 − 1/√2)`, n ≈ 3.26. The span is capped at half
///   the shorter side, as the radius is.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The name, as Core Animation spells it.
    public let rawValue: String
    /// Creates a value from its name; Core Animation's names are the static members.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Quarter circles of `cornerRadius`.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Superellipse quadrants that meet the edges with continuous curvature, as iOS draws them.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
    /// Every curve Core Animation names, in the order scene-file errors list them.
    public static let all: [Self] = [.circular, .continuous]

    /// How far along each edge a corner of radius 1 reaches (Apple's `cornerCurveExpansionFactor`).
    public var expansionFactor: CGFloat { self == .continuous ? Self.continuousExpansion : 1 }

    /// The span of a continuous corner per point of radius.
    public static let continuousExpansion: CGFloat = 1.528665
    /// The continuous corner's superellipse exponent: the diagonal depth of the circular corner.
    public static let continuousExponent: Double = {
        let depth = (1 - 1 / 2.0.squareRoot()) / Double(continuousExpansion)  // 1 − 2^(−1/n)
        return log(2) / -log(1 - depth)
    }()
}

extension CALayer {
    /// How far along each edge a corner of `curve` reaches, per point of `cornerRadius`.
    public class func cornerCurveExpansionFactor(_ curve: CALayerCornerCurve) -> CGFloat { curve.expansionFactor }
}
