import Foundation

extension RenderNode {
    /// Clamps the numbers that multiply pixel work into their ranges (``DrawingLimits``): a tree
    /// built in code may hold any finite value (a scene file may not), and the renderer draws the
    /// clamped one. Geometry within the world bound, scales, shadow radius and offset, line width,
    /// font size. Values already in range, nearly every layer's, are left as they are.
    mutating func clampForDrawing() {
        let world = DrawingLimits.worldBound
        if !(abs(bounds.minX) <= world && abs(bounds.minY) <= world && abs(bounds.width) <= world
            && abs(bounds.height) <= world)
        {
            bounds = DrawingLimits.clampToWorld(bounds)
        }
        if !(abs(position.x) <= world && abs(position.y) <= world) { position = DrawingLimits.clampToWorld(position) }
        if !(abs(anchorPointZ) <= world) { anchorPointZ = DrawingLimits.clampToWorld(anchorPointZ) }
        if !(abs(zPosition) <= world) { zPosition = DrawingLimits.clampToWorld(zPosition) }
        transform = DrawingLimits.clampToWorld(transform)
        sublayerTransform = DrawingLimits.clampToWorld(sublayerTransform)
        let scales = DrawingLimits.scaleRange
        if !scales.contains(rasterizationScale) {
            rasterizationScale = DrawingLimits.clamp(rasterizationScale, to: scales)
        }
        if $shadow, var shadow {
            let radius = DrawingLimits.clamp(shadow.radius, to: DrawingLimits.shadowRadiusRange)
            let offset = DrawingLimits.clampToWorld(shadow.offset)
            if radius != shadow.radius || offset != shadow.offset {
                (shadow.radius, shadow.offset) = (radius, offset)
                self.shadow = shadow
            }
        }
        if $contents, var contents, !scales.contains(contents.contentsScale) {
            contents.contentsScale = DrawingLimits.clamp(contents.contentsScale, to: scales)
            self.contents = contents
        }
        if $text, var text,
            !scales.contains(text.contentsScale) || !(text.fontSize <= DrawingLimits.largestFontSize)
        {
            text.contentsScale = DrawingLimits.clamp(text.contentsScale, to: scales)
            text.fontSize = DrawingLimits.clamp(text.fontSize, to: 0...DrawingLimits.largestFontSize)
            self.text = text
        }
        if $shape, var shape, !DrawingLimits.lineWidthRange.contains(shape.lineWidth) {
            shape.lineWidth = DrawingLimits.clamp(shape.lineWidth, to: DrawingLimits.lineWidthRange)
            self.shape = shape
        }
    }
}
