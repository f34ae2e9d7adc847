import QuartzCore

/// Builds a shape layer's items into `CAShapeLayer`s, one per path and paint.
///
/// In After Effects a fill or stroke paints every path listed before it in its group, those of
/// the groups before it included, and the first item is on top. So the items are walked from
/// the last: each paint gets a shape layer per path above it in its group, and each group gets
/// the paints below it, which it draws under its own content.
struct LottieShapeLayers {
    let animations: LottieKeyframeAnimations

    /// A fill or stroke, with the trim of its group.
    struct Paint {
        enum Kind {
            case fill(color: LottieAnimatable<LottieColor>, opacity: LottieAnimatable<Double>, isEvenOdd: Bool)
            case stroke(LottieStroke)
        }
        var kind: Kind
        var trim: (start: LottieAnimatable<Double>, end: LottieAnimatable<Double>, offset: LottieAnimatable<Double>)?
    }

    /// A group's layers: its transform, then its content.
    func groupLayer(_ items: [LottieShape], inherited: [Paint], inheritedTrim: Paint.Trim? = nil) -> CALayer {
        var transform = LottieTransform()
        // Trim paths cut the paths listed before them, those inside groups included; a trim of
        // an enclosing group applies when this group has none.
        var trims: [(index: Int, trim: Paint.Trim)] = []
        for (index, item) in items.enumerated() {
            if case .transform(let groupTransform) = item { transform = groupTransform }
            if case .trim(let start, let end, let offset) = item { trims.append((index, (start, end, offset))) }
        }
        let trim = trims.first?.trim ?? inheritedTrim
        let (outer, inner) = animations.transformLayers(transform, includesOpacity: true)
        let paths = items.compactMap(Self.path)
        for paint in inherited {
            for path in paths { inner.addSublayer(shapeLayer(path, paint)) }
        }
        var paintsBelow: [Paint] = []
        for index in items.indices.reversed() {
            switch items[index] {
            case .fill(let color, let opacity, let isEvenOdd):
                let paint = Paint(kind: .fill(color: color, opacity: opacity, isEvenOdd: isEvenOdd), trim: trim)
                for path in items[..<index].compactMap(Self.path) { inner.addSublayer(shapeLayer(path, paint)) }
                paintsBelow.append(paint)
            case .stroke(let stroke):
                let paint = Paint(kind: .stroke(stroke), trim: trim)
                for path in items[..<index].compactMap(Self.path) { inner.addSublayer(shapeLayer(path, paint)) }
                paintsBelow.append(paint)
            case .group(let name, let groupItems):
                let groupTrim = trims.first { $0.index > index }?.trim ?? inheritedTrim
                let layer = groupLayer(groupItems, inherited: inherited + paintsBelow, inheritedTrim: groupTrim)
                layer.name = name
                inner.addSublayer(layer)
            default: break
            }
        }
        return outer
    }

    /// The path of a path item (rectangle, ellipse, Bézier), keyframed as the item is.
    static func path(_ item: LottieShape) -> LottieAnimatable<LottieBezier>? {
        let point = { (p: CGPoint) in [Double(p.x), Double(p.y)] }
        let toPoint = { (numbers: [Double]) in CGPoint(x: numbers[0], y: numbers[1]) }
        switch item {
        case .path(let bezier): return bezier
        case .ellipse(let center, let size):
            return LottieShapeGeometry.combine(
                [LottieSampledProperty(center, components: point), LottieSampledProperty(size, components: point)]
            ) { LottieShapeGeometry.ellipse(center: toPoint($0[0]), size: toPoint($0[1])) }
        case .rectangle(let center, let size, let roundness):
            return LottieShapeGeometry.combine(
                [
                    LottieSampledProperty(center, components: point), LottieSampledProperty(size, components: point),
                    LottieSampledProperty(roundness) { [$0] },
                ]
            ) { LottieShapeGeometry.rectangle(center: toPoint($0[0]), size: toPoint($0[1]), roundness: $0[2][0]) }
        default: return nil
        }
    }

    /// One path painted by one fill or stroke.
    func shapeLayer(_ path: LottieAnimatable<LottieBezier>, _ paint: Paint) -> CAShapeLayer {
        let layer = CAShapeLayer()
        animations.apply(path, to: layer, keyPath: "path", set: { layer.path = $0.cgPath }, value: { $0.cgPath })
        let opacity: LottieAnimatable<Double>
        switch paint.kind {
        case .fill(let color, let fillOpacity, let isEvenOdd):
            animations.apply(
                color, to: layer, keyPath: "fillColor", set: { layer.fillColor = $0.cgColor }, value: \.cgColor)
            layer.fillRule = isEvenOdd ? .evenOdd : .nonZero
            opacity = fillOpacity
        case .stroke(let stroke):
            layer.fillColor = nil
            animations.apply(
                stroke.color, to: layer, keyPath: "strokeColor", set: { layer.strokeColor = $0.cgColor },
                value: \.cgColor)
            animations.apply(
                stroke.width, to: layer, keyPath: "lineWidth", set: { layer.lineWidth = CGFloat($0) },
                value: { CGFloat($0) })
            layer.lineCap = stroke.cap
            layer.lineJoin = stroke.join
            layer.miterLimit = CGFloat(stroke.miterLimit)
            if !stroke.dashPattern.isEmpty {
                layer.lineDashPattern = stroke.dashPattern.map { NSNumber(value: $0) }
                layer.lineDashPhase = CGFloat(stroke.dashPhase)
            }
            if let trim = paint.trim { apply(trim, to: layer) }
            opacity = stroke.opacity
        }
        animations.apply(
            opacity, to: layer, keyPath: "opacity", set: { layer.opacity = Float($0 / 100) },
            value: { CGFloat($0 / 100) })
        return layer
    }

    /// Trim paths as `strokeStart` and `strokeEnd`; a fixed offset turns both, and a trim that
    /// the offset carries past the path's end is kept whole rather than split in two.
    private func apply(_ trim: Paint.Trim, to layer: CAShapeLayer) {
        let shift = trim.offset.initialValue / 360
        let fraction = { (percent: Double) -> CGFloat in
            let value = percent / 100 + shift
            return CGFloat(value - (value > 1 ? floor(value) : 0))
        }
        animations.apply(
            trim.start, to: layer, keyPath: "strokeStart", set: { layer.strokeStart = fraction($0) }, value: fraction)
        animations.apply(
            trim.end, to: layer, keyPath: "strokeEnd", set: { layer.strokeEnd = fraction($0) }, value: fraction)
    }
}

extension LottieShapeLayers.Paint {
    /// Trim paths' start and end in percent, and offset in degrees.
    typealias Trim = (start: LottieAnimatable<Double>, end: LottieAnimatable<Double>, offset: LottieAnimatable<Double>)
}
