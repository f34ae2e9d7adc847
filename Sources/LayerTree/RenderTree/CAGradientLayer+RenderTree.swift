import Foundation

extension CAGradientLayer {
    /// The gradient as the renderer needs it, or `nil` without colors.
    var gradientContent: GradientContent? { gradientContent(with: GradientValues(of: self)) }

    /// The same, with the animatable properties taken from `values` (a frame's animated values,
    /// evaluated into the render node: `RenderNodeSink.gradient`) and the type from the layer.
    func gradientContent(with values: GradientValues) -> GradientContent? {
        guard let colors = values.colors, !colors.isEmpty else { return nil }
        return GradientContent(
            colors: colors, locations: values.locations, startPoint: values.startPoint, endPoint: values.endPoint,
            type: type)
    }
}
