import Foundation

extension CAShapeLayer {
    /// The path and style as the renderer needs them, or `nil` when nothing would be drawn.
    var shapeContent: ShapeContent? {
        guard let path, !path.isEmpty else { return nil }
        let content = ShapeContent(
            path: path.elements, fillColor: fillColor, fillRule: fillRule, strokeColor: strokeColor,
            lineWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin, miterLimit: miterLimit,
            lineDashPattern: (lineDashPattern ?? []).map { CGFloat($0.doubleValue) },
            lineDashPhase: lineDashPhase, strokeStart: min(max(strokeStart, 0), 1),
            strokeEnd: min(max(strokeEnd, 0), 1))
        return content.fills || content.strokes ? content : nil
    }
}
