import Foundation

extension CAShapeLayer {
    /// The path and style as the renderer needs them, or `nil` when nothing would be drawn.
    var shapeContent: ShapeContent? { shapeContent(with: ShapeValues(of: self)) }

    /// The same, with the animatable properties taken from `values` (a frame's animated values,
    /// evaluated into the render node: `RenderNodeSink.shape`) and the rest from the layer.
    func shapeContent(with values: ShapeValues) -> ShapeContent? {
        guard let path = values.path, !path.isEmpty else { return nil }
        let content = ShapeContent(
            path: path.elements, fillColor: values.fillColor, fillRule: fillRule, strokeColor: values.strokeColor,
            lineWidth: values.lineWidth, lineCap: lineCap, lineJoin: lineJoin, miterLimit: values.miterLimit,
            lineDashPattern: (lineDashPattern ?? []).map { CGFloat($0.doubleValue) },
            lineDashPhase: values.lineDashPhase, strokeStart: min(max(values.strokeStart, 0), 1),
            strokeEnd: min(max(values.strokeEnd, 0), 1))
        return content.fills || content.strokes ? content : nil
    }
}
