import QuartzCore

extension LottieShapeLayers {
    /// One path painted with a gradient: a `CAGradientLayer` masked by a shape layer that fills
    /// or strokes the path, as lottie-ios builds it.
    ///
    /// The gradient layer covers the path's bounds over all its keyframes (with the line's
    /// reach for a stroke), and its bounds origin is that box's origin, so its coordinates are
    /// the group's: the mask's path and the gradient's points need no conversion other than to
    /// unit coordinates of the box, and the layer draws no more pixels than the path needs.
    func gradientLayer(
        _ path: LottieAnimatable<LottieCompoundPath>, _ gradient: LottieGradient, line: LottieStroke?, isEvenOdd: Bool,
        trim: Paint.Trim?
    ) -> CALayer {
        let mask = pathLayer(path)
        let black = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        var reach = 0.0
        if let line {
            mask.fillColor = nil
            mask.strokeColor = black
            applyLine(line, to: mask)
            if let trim { apply(trim, path: path, to: mask) }
            let widest = line.width.values.map(abs).max() ?? 0
            // A miter join reaches up to half the miter limit times the width from the path.
            reach = widest / 2 * max(1, line.join == .miter ? line.miterLimit : 1)
        } else {
            mask.fillColor = black
            mask.fillRule = isEvenOdd ? .evenOdd : .nonZero
        }
        let box = path.values.map(\.cgPath.boundingBox).reduce(CGRect.null) { $0.union($1) }
            .insetBy(dx: -CGFloat(reach) - 1, dy: -CGFloat(reach) - 1)
        let layer = CAGradientLayer()
        layer.anchorPoint = .zero
        layer.bounds = box.isNull ? CGRect(x: 0, y: 0, width: 1, height: 1) : box
        layer.position = layer.bounds.origin
        layer.mask = mask
        applyStops(gradient, to: layer)
        applyPoints(gradient, to: layer)
        applyOpacity(gradient.opacity, to: layer)
        return layer
    }

    /// The stops' colours and locations, with as many stops in every keyframe.
    private func applyStops(_ gradient: LottieGradient, to layer: CAGradientLayer) {
        let stops = gradient.stops.map { LottieGradientStops($0, colorCount: gradient.colorCount) }
        let count = stops.values.map(\.colors.count).max() ?? 0
        let padded = stops.map { $0.padded(to: count) }
        animations.apply(
            padded, to: layer, keyPath: "colors", set: { layer.colors = $0.colors.map(\.cgColor) },
            value: { $0.colors.map(\.cgColor) })
        animations.apply(
            padded, to: layer, keyPath: "locations",
            set: { layer.locations = $0.locations.map { NSNumber(value: $0) } },
            value: { $0.locations.map { NSNumber(value: $0) } })
    }

    /// The start and end points in unit coordinates of the layer's bounds. A radial gradient is
    /// a circle around the start point through the end point: Core Animation's radial gradient
    /// reaches its end at `endPoint`'s x and y distances from `startPoint`, so both are the radius.
    private func applyPoints(_ gradient: LottieGradient, to layer: CAGradientLayer) {
        let box = layer.bounds
        let unit = { (point: CGPoint) in
            CGPoint(x: (point.x - box.minX) / box.width, y: (point.y - box.minY) / box.height)
        }
        switch gradient.kind {
        case .linear:
            layer.type = .axial
            animations.apply(
                gradient.start, to: layer, keyPath: "startPoint", set: { layer.startPoint = unit($0) }, value: unit)
            animations.apply(
                gradient.end, to: layer, keyPath: "endPoint", set: { layer.endPoint = unit($0) }, value: unit)
        case .radial:
            layer.type = .radial
            let point = { (p: CGPoint) in [Double(p.x), Double(p.y)] }
            let circle = LottieShapeGeometry.combine(
                [
                    LottieSampledProperty(gradient.start, components: point),
                    LottieSampledProperty(gradient.end, components: point),
                ]
            ) { values -> (start: CGPoint, end: CGPoint) in
                let (start, end) = (values[0], values[1])
                let radius = hypot(end[0] - start[0], end[1] - start[1])
                return (
                    unit(CGPoint(x: start[0], y: start[1])), unit(CGPoint(x: start[0] + radius, y: start[1] + radius))
                )
            }
            animations.apply(
                circle, to: layer, keyPath: "startPoint", set: { layer.startPoint = $0.start }, value: \.start)
            animations.apply(circle, to: layer, keyPath: "endPoint", set: { layer.endPoint = $0.end }, value: \.end)
        }
    }
}
