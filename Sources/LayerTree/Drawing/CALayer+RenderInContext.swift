import Foundation

/// `CALayer.render(in:)`: the layer tree drawn into a `CGContext` by Cairo, the software path
/// snapshot tools use.
extension CALayer {
    /// Draws the layer and its sublayers into `ctx`, in the layer's own coordinate space, as
    /// Core Animation's `render(in:)`: from the model tree (animations in flight are not drawn).
    ///
    /// Each layer draws its shadow, background, contents (with `contentsGravity` and
    /// `contentsRect`), its own drawing (a shape layer's path, its stroke trimmed to `strokeStart`
    /// and `strokeEnd`; an axial gradient layer's colours),
    /// its border, and then its sublayers in `zPosition` order, with `opacity` applied to the
    /// whole layer, `cornerRadius` and `masksToBounds` clipping. As on Apple's platforms,
    /// transforms are drawn by their affine part (`CATransform3DGetAffineTransform`: no
    /// perspective or depth) and masks, filters and text are not drawn.
    public func render(in ctx: CGContext) {
        ctx.saveGState()
        renderContents(in: ctx)
        ctx.restoreGState()
    }

    /// Draws this layer in its own bounds' coordinates.
    private func renderContents(in ctx: CGContext) {
        guard !isHidden, opacity > 0 else { return }
        let shape = boundsShape
        let composites = opacity < 1 || shadowOpacity > 0
        if composites {
            ctx.saveGState()
            ctx.setAlpha(CGFloat(opacity))
            if shadowOpacity > 0, let color = shadowColor {
                ctx.setShadow(
                    offset: shadowOffset, blur: shadowRadius * 2,
                    color: color.withAlpha(color.alpha * CGFloat(shadowOpacity)))
            }
            ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        }
        ctx.saveGState()
        if masksToBounds {
            ctx.addPath(shape)
            ctx.clip()
        }
        if let color = backgroundColor, color.alpha > 0 {
            ctx.addPath(shape)
            ctx.setFillColor(color)
            ctx.fillPath()
        }
        drawContentsImage(in: ctx)
        drawOwnContent(in: ctx)
        if borderWidth > 0, let color = borderColor, color.alpha > 0 {
            // The border lies inside the bounds: a stroke of its width centred half a width in.
            ctx.saveGState()
            ctx.addPath(shape)
            ctx.clip()
            ctx.addPath(shape)
            ctx.setLineWidth(borderWidth * 2)
            ctx.setStrokeColor(color)
            ctx.strokePath()
            ctx.restoreGState()
        }
        renderSublayers(in: ctx)
        ctx.restoreGState()
        if composites {
            ctx.endTransparencyLayer()
            ctx.restoreGState()
        }
    }

    private func renderSublayers(in ctx: CGContext) {
        guard let sublayers, !sublayers.isEmpty else { return }
        let ordered = sublayers.enumerated().sorted {
            ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset)
        }
        for (_, sublayer) in ordered {
            ctx.saveGState()
            // Into the sublayer's bounds coordinates: its position, its transform about the anchor point,
            // then its bounds' origin, under this layer's sublayerTransform (about the bounds' centre).
            ctx.translateBy(x: bounds.midX, y: bounds.midY)
            ctx.concatenate(CATransform3DGetAffineTransform(sublayerTransform))
            ctx.translateBy(x: -bounds.midX, y: -bounds.midY)
            ctx.translateBy(x: sublayer.position.x, y: sublayer.position.y)
            ctx.concatenate(CATransform3DGetAffineTransform(sublayer.transform))
            ctx.translateBy(
                x: -sublayer.anchorPoint.x * sublayer.bounds.width - sublayer.bounds.minX,
                y: -sublayer.anchorPoint.y * sublayer.bounds.height - sublayer.bounds.minY)
            sublayer.renderContents(in: ctx)
            ctx.restoreGState()
        }
    }

    /// The bounds with their rounded corners (every corner: `maskedCorners` is not applied),
    /// the shape background, border and clip share.
    private var boundsShape: CGPath {
        let radius = min(cornerRadius, bounds.width / 2, bounds.height / 2)
        guard radius > 0 else { return CGPath(rect: bounds) }
        return CGPath(roundedRect: bounds, cornerWidth: radius, cornerHeight: radius, transform: nil)
    }

    private func drawContentsImage(in ctx: CGContext) {
        guard let image = contentsImage else { return }
        let unit = contentsRect.standardized.intersection(CGRect(x: 0, y: 0, width: 1, height: 1))
        guard !unit.isNull, unit.width > 0, unit.height > 0 else { return }
        let pixels = CGRect(
            x: unit.minX * CGFloat(image.width), y: unit.minY * CGFloat(image.height),
            width: unit.width * CGFloat(image.width), height: unit.height * CGFloat(image.height))
        let part = unit == CGRect(x: 0, y: 0, width: 1, height: 1) ? image : image.cropping(to: pixels)
        guard let part else { return }
        let scale = contentsScale > 0 ? contentsScale : 1
        let natural = CGSize(width: pixels.width / scale, height: pixels.height / scale)
        let target = contentsGravity.placement(of: natural, in: bounds)
        ctx.saveGState()
        ctx.clip(to: bounds)
        ctx.drawUpright(part, in: target)
        ctx.restoreGState()
    }

    /// What a layer class draws of its own, through the same calls a client would make.
    func drawOwnContent(in ctx: CGContext) {
        if let shape = self as? CAShapeLayer, let path = shape.path {
            if let fill = shape.fillColor, fill.alpha > 0 {
                ctx.addPath(path)
                ctx.setFillColor(fill)
                ctx.fillPath(using: shape.fillRule == .evenOdd ? .evenOdd : .winding)
            }
            if let stroke = shape.strokeColor, stroke.alpha > 0, shape.lineWidth > 0,
                shape.strokeEnd > shape.strokeStart
            {
                let isTrimmed = shape.strokeStart > 0 || shape.strokeEnd < 1
                ctx.addPath(
                    isTrimmed
                        ? path.trimmed(
                            from: path.lengthFraction(atStrokeFraction: shape.strokeStart),
                            to: path.lengthFraction(atStrokeFraction: shape.strokeEnd)) : path)
                ctx.setStrokeColor(stroke)
                ctx.setLineWidth(shape.lineWidth)
                ctx.setLineCap(shape.lineCap == .round ? .round : shape.lineCap == .square ? .square : .butt)
                ctx.setLineJoin(shape.lineJoin == .round ? .round : shape.lineJoin == .bevel ? .bevel : .miter)
                ctx.setMiterLimit(shape.miterLimit)
                ctx.setLineDash(
                    phase: shape.lineDashPhase, lengths: (shape.lineDashPattern ?? []).map { CGFloat($0.doubleValue) })
                ctx.strokePath()
            }
        } else if let gradient = self as? CAGradientLayer, gradient.type == .axial,
            let colors = gradient.colors?.compactMap({ $0 as? CGColor }), !colors.isEmpty
        {
            let locations = gradient.locations?.map { CGFloat($0.doubleValue) }
            guard
                let made = locations.flatMap({ at in
                    at.withUnsafeBufferPointer {
                        CGGradient(colorsSpace: nil, colors: colors, locations: $0.baseAddress)
                    }
                }) ?? CGGradient(colorsSpace: nil, colors: colors, locations: nil)
            else { return }
            let b = bounds
            func point(_ unit: CGPoint) -> CGPoint {
                CGPoint(x: b.minX + unit.x * b.width, y: b.minY + unit.y * b.height)
            }
            ctx.saveGState()
            ctx.clip(to: b)
            ctx.drawLinearGradient(
                made, start: point(gradient.startPoint), end: point(gradient.endPoint),
                options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
            ctx.restoreGState()
        }
    }
}
