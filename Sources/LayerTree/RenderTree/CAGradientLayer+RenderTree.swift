import Foundation

extension CAGradientLayer {
    /// The gradient as the renderer needs it, or `nil` without colors.
    var gradientContent: GradientContent? {
        guard let colors = stopColors, !colors.isEmpty else { return nil }
        return GradientContent(
            colors: colors, locations: locations?.map(\.doubleValue), startPoint: startPoint, endPoint: endPoint,
            type: type)
    }
}
