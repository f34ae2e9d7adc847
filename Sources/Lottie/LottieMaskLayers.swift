import QuartzCore

/// Builds a layer's masks into one layer for the `mask` of the layer that holds its content.
///
/// Each mask is a black `CAShapeLayer` of its path, faded by its opacity, filled even-odd as
/// lottie-ios fills them. The masks combine in order, as After Effects applies them:
/// - add: the shape becomes one more sublayer of the layers so far (their union);
/// - intersect: the layers so far, masked by the shape, go into a new container;
/// - subtract: the same with the `invertedAlpha` mask mode, so the shape removes its area
///   (and a translucent shape removes part of it).
/// An inverted mask (`inv`) is the rest of the plane: its path is a very large rectangle with
/// the mask's path cut out. A first mask that is not "add" starts from the whole plane.
struct LottieMaskLayers {
    let animations: LottieKeyframeAnimations

    /// A rectangle around the whole of any composition, in the layer's coordinates, that stands
    /// for the plane: an inverted mask's outside, the whole layer a subtraction starts from. Its
    /// edges stay inside the ±16384 points the renderer bounds a layer's own extent by.
    static let plane = CGRect(x: -16_000, y: -16_000, width: 32_000, height: 32_000)

    /// The layer whose alpha is the masks' combined area; `nil` when no mask has an effect.
    func maskLayer(_ masks: [LottieMask]) -> CALayer? {
        let played = masks.compactMap { mask in mask.mode.played.map { (mask, $0) } }
        guard let first = played.first else { return nil }
        var container = CALayer()
        if first.1 != .add { container.addSublayer(planeLayer()) }
        for (mask, mode) in played {
            let shape = shapeLayer(mask)
            switch mode {
            case .intersect, .subtract:
                container.mask = shape
                container.maskMode = mode == .subtract ? .invertedAlpha : .alpha
                let next = CALayer()
                next.addSublayer(container)
                container = next
            default:
                container.addSublayer(shape)
            }
        }
        return container
    }

    /// The whole plane, opaque.
    private func planeLayer() -> CALayer {
        let layer = CALayer()
        // Bounds centred on the origin, not a frame: its own coordinates stay inside the bounds too.
        layer.bounds = Self.plane
        layer.position = .zero
        layer.backgroundColor = CGColor(gray: 0, alpha: 1)
        return layer
    }

    /// One mask's area: its path (or, inverted, the plane without it), black, faded by its
    /// opacity, grown or shrunk by its expansion.
    func shapeLayer(_ mask: LottieMask) -> CAShapeLayer {
        let layer = CAShapeLayer()
        layer.fillRule = .evenOdd
        layer.fillColor = CGColor(gray: 0, alpha: 1)
        let path = { (bezier: LottieBezier) -> CGPath in
            guard mask.isInverted else { return bezier.cgPath }
            let inverted = CGMutablePath()
            inverted.addRect(Self.plane)
            inverted.addPath(bezier.cgPath)
            return inverted
        }
        animations.apply(mask.path, to: layer, keyPath: "path", set: { layer.path = path($0) }, value: path)
        animations.apply(
            mask.opacity, to: layer, keyPath: "opacity", set: { layer.opacity = Float($0 / 100) },
            value: { CGFloat($0 / 100) })
        LottieMaskExpansion(animations: animations).apply(mask, to: layer)
        return layer
    }
}
