import QuartzCore

/// Builds a shape layer's items into `CAShapeLayer`s, one per path and paint.
///
/// In After Effects a fill or stroke paints every path listed before it in its group, those of
/// the groups before it included, and the first item is on top. So the items are walked from
/// the last: each paint gets a shape layer per path above it in its group, and each group gets
/// the paints below it, which it draws under its own content.
struct LottieShapeLayers {
    let animations: LottieKeyframeAnimations
    /// How many more copies repeaters may make (`LottieShapeModifiers.swift`).
    var copyBudget = CopyBudget()

    /// A fill or stroke, with the trim of its group.
    struct Paint {
        enum Kind {
            case fill(color: LottieAnimatable<LottieColor>, opacity: LottieAnimatable<Double>, isEvenOdd: Bool)
            case stroke(LottieStroke)
            case gradientFill(LottieGradient, isEvenOdd: Bool)
            case gradientStroke(LottieGradientStroke)
        }
        var kind: Kind
        var trim: Trim?
    }

    /// Whether a trim from `start` to `end` percent keeps the whole path at every frame.
    static func cutsNothing(_ start: LottieAnimatable<Double>, _ end: LottieAnimatable<Double>) -> Bool {
        guard case .fixed(let from) = start, case .fixed(let to) = end else { return false }
        return from == 0 && to == 100
    }

    /// A group's layers: its transform, then its content.
    func groupLayer(_ items: [LottieShape], inherited: [Paint], inheritedTrim: Paint.Trim? = nil) -> CALayer {
        let items = applyingModifiers(items)
        var transform = LottieTransform()
        // Trim paths cut the paths listed before them, those inside groups included; a trim of
        // an enclosing group applies when this group has none.
        var trims: [(index: Int, trim: Paint.Trim)] = []
        for (index, item) in items.enumerated() {
            if case .transform(let groupTransform) = item { transform = groupTransform }
            // A trim from 0 to 100% cuts nothing, and the next one in the group applies (as in
            // lottie-ios, which takes the first trim that is not such a no-op; issue_1841).
            if case .trim(let start, let end, let offset, let isIndividual) = item, !Self.cutsNothing(start, end) {
                trims.append((index, (start, end, offset, isIndividual)))
            }
        }
        let trim = trims.first?.trim ?? inheritedTrim
        let (outer, inner) = animations.transformLayers(transform, includesOpacity: true)
        // Only a repeater's copies past a keyframed count hide; other groups' layers stay as
        // they are made (even setting `isHidden = false` again marks a layer changed).
        if case .keyframed = transform.isHidden {
            animations.apply(
                transform.isHidden, to: outer, keyPath: "hidden", set: { outer.isHidden = $0 }, value: { $0 })
        }
        // Paints of enclosing groups stroke this group's paths at their own width (LottieInheritedStroke.swift).
        let inherited = inherited.map { $0.inherited(through: transform) }
        for paint in inherited {
            for path in Self.drawnPaths(items[...], paint) { inner.addSublayer(layer(path, paint)) }
        }
        var paintsBelow: [Paint] = []
        for index in items.indices.reversed() {
            switch items[index] {
            case .group(let name, let groupItems):
                let groupTrim = trims.first { $0.index > index }?.trim ?? inheritedTrim
                let layer = groupLayer(groupItems, inherited: inherited + paintsBelow, inheritedTrim: groupTrim)
                layer.name = name
                inner.addSublayer(layer)
            case let item:
                guard let kind = Self.paintKind(item) else { break }
                let paint = Paint(kind: kind, trim: trim)
                for path in Self.drawnPaths(items[..<index], paint) { inner.addSublayer(layer(path, paint)) }
                paintsBelow.append(paint)
            }
        }
        return outer
    }

    /// The paths of `items` as `paint` draws them, each path a shape layer of its own or all of
    /// them one compound path.
    ///
    /// lottie-ios draws a group's Bézier paths as one path, so that a fill rule cuts holes where
    /// they overlap, but rectangles, ellipses and stars as layers of their own, and paths that a
    /// trim cuts one by one each on its own; trim paths "individually" (`m: 2`) cut all the paths
    /// as one line, from the first path's start to the last path's end.
    static func drawnPaths(_ items: ArraySlice<LottieShape>, _ paint: Paint) -> [LottieAnimatable<LottieCompoundPath>] {
        let paths = items.compactMap(Self.path)
        let allBezier = items.allSatisfy { item in
            if case .path = item { return true }
            return Self.path(item) == nil
        }
        let together = paint.trim.map(\.isIndividual) ?? allBezier
        guard together, paths.count > 1 else {
            return paths.map { $0.map { LottieCompoundPath(subpaths: [$0]) } }
        }
        return [LottieCompoundPath.combine(paths)]
    }

    /// The paint of a fill or stroke item.
    static func paintKind(_ item: LottieShape) -> Paint.Kind? {
        switch item {
        case .fill(let color, let opacity, let isEvenOdd):
            return .fill(color: color, opacity: opacity, isEvenOdd: isEvenOdd)
        case .stroke(let stroke): return .stroke(stroke)
        case .gradientFill(let gradient, let isEvenOdd): return .gradientFill(gradient, isEvenOdd: isEvenOdd)
        case .gradientStroke(let stroke): return .gradientStroke(stroke)
        default: return nil
        }
    }

    /// One path painted by one paint: a shape layer for a colour, a gradient layer masked by the
    /// path for a gradient.
    func layer(_ path: LottieAnimatable<LottieCompoundPath>, _ paint: Paint) -> CALayer {
        switch paint.kind {
        case .fill(let color, let opacity, let isEvenOdd):
            return fillLayer(path, color: color, opacity: opacity, isEvenOdd: isEvenOdd)
        case .stroke(let stroke): return strokeLayer(path, stroke, trim: paint.trim)
        case .gradientFill(let gradient, let isEvenOdd):
            return gradientLayer(path, gradient, line: nil, isEvenOdd: isEvenOdd, trim: paint.trim)
        case .gradientStroke(let stroke):
            return gradientLayer(path, stroke.gradient, line: stroke.line, isEvenOdd: false, trim: paint.trim)
        }
    }

    /// The path of a path item (rectangle, ellipse, Bézier), keyframed as the item is.
    static func path(_ item: LottieShape) -> LottieAnimatable<LottieBezier>? {
        let point = { (p: CGPoint) in [Double(p.x), Double(p.y)] }
        let toPoint = { (numbers: [Double]) in CGPoint(x: numbers[0], y: numbers[1]) }
        switch item {
        case .path(let bezier): return bezier
        case .polystar(let star): return LottiePolystarGeometry.path(star)
        case .ellipse(let center, let size, let isReversed):
            return LottieShapeGeometry.combine(
                [LottieSampledProperty(center, components: point), LottieSampledProperty(size, components: point)]
            ) {
                let path = LottieShapeGeometry.ellipse(center: toPoint($0[0]), size: toPoint($0[1]))
                return isReversed ? path.reversedFromFirstVertex : path
            }
        case .rectangle(let center, let size, let roundness, let isReversed):
            return LottieShapeGeometry.combine(
                [
                    LottieSampledProperty(center, components: point), LottieSampledProperty(size, components: point),
                    LottieSampledProperty(roundness) { [$0] },
                ]
            ) {
                let path = LottieShapeGeometry.rectangle(
                    center: toPoint($0[0]), size: toPoint($0[1]), roundness: $0[2][0])
                return isReversed ? path.reversedFromFirstVertex : path
            }
        default: return nil
        }
    }

    /// A shape layer drawing `path`, keyframed as it is, and nothing else yet.
    func pathLayer(_ path: LottieAnimatable<LottieCompoundPath>) -> CAShapeLayer {
        let layer = CAShapeLayer()
        animations.apply(path, to: layer, keyPath: "path", set: { layer.path = $0.cgPath }, value: { $0.cgPath })
        return layer
    }

    /// One path filled with a colour.
    private func fillLayer(
        _ path: LottieAnimatable<LottieCompoundPath>, color: LottieAnimatable<LottieColor>,
        opacity: LottieAnimatable<Double>, isEvenOdd: Bool
    ) -> CAShapeLayer {
        let layer = pathLayer(path)
        animations.apply(
            color, to: layer, keyPath: "fillColor", set: { layer.fillColor = $0.cgColor }, value: \.cgColor)
        layer.fillRule = isEvenOdd ? .evenOdd : .nonZero
        applyOpacity(opacity, to: layer)
        return layer
    }

    /// One path stroked with a colour, trimmed by `trim`.
    private func strokeLayer(_ path: LottieAnimatable<LottieCompoundPath>, _ stroke: LottieStroke, trim: Paint.Trim?)
        -> CAShapeLayer
    {
        let layer = pathLayer(path)
        layer.fillColor = nil
        animations.apply(
            stroke.color, to: layer, keyPath: "strokeColor", set: { layer.strokeColor = $0.cgColor },
            value: \.cgColor)
        applyLine(stroke, to: layer)
        if let trim { apply(trim, path: path, to: layer) }
        applyOpacity(stroke.opacity, to: layer)
        return layer
    }

    /// An opacity in percent.
    func applyOpacity(_ opacity: LottieAnimatable<Double>, to layer: CALayer) {
        animations.apply(
            opacity, to: layer, keyPath: "opacity", set: { layer.opacity = Float($0 / 100) },
            value: { CGFloat($0 / 100) })
    }

    /// A stroke's width, caps, joins and dashes.
    func applyLine(_ stroke: LottieStroke, to layer: CAShapeLayer) {
        animations.apply(
            stroke.width, to: layer, keyPath: "lineWidth", set: { layer.lineWidth = CGFloat($0) },
            value: { CGFloat($0) })
        layer.lineCap = stroke.cap
        layer.lineJoin = stroke.join
        layer.miterLimit = CGFloat(stroke.miterLimit)
        if !stroke.dashPattern.isEmpty {
            layer.lineDashPattern = stroke.dashPattern.map { NSNumber(value: $0) }
            animations.apply(
                stroke.dashPhase, to: layer, keyPath: "lineDashPhase", set: { layer.lineDashPhase = CGFloat($0) },
                value: { CGFloat($0) })
        }
    }
}

extension LottieShapeLayers.Paint {
    /// Trim paths' start and end in percent, offset in degrees, and whether it cuts all the
    /// paths as one line.
    typealias Trim = (
        start: LottieAnimatable<Double>, end: LottieAnimatable<Double>, offset: LottieAnimatable<Double>,
        isIndividual: Bool
    )
}
