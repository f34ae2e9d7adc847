import QuartzCore

/// A mask's expansion (`x`): its edge pushed out, or pulled in when negative, by that many points.
///
/// Moving an edge by d is the shape with a stroke of width 2d along it added (growing) or
/// taken away (shrinking), with round joins so that corners grow round as After Effects'. An
/// inverted mask shrinks where its path grows, and the other way round. Expansions whose
/// keyframes change sign keep the sign of their first value that is not zero (one that grows from 0
/// grows).
struct LottieMaskExpansion {
    let animations: LottieKeyframeAnimations

    func apply(_ mask: LottieMask, to layer: CAShapeLayer) {
        if case .fixed(let distance) = mask.expansion, distance == 0 { return }
        let isGrowing = ((mask.expansion.values.first { $0 != 0 } ?? 0) > 0) != mask.isInverted
        let band = isGrowing ? layer : CAShapeLayer()
        band.lineJoin = .round
        band.strokeColor = CGColor(gray: 0, alpha: 1)
        animations.apply(
            mask.expansion, to: band, keyPath: "lineWidth", set: { band.lineWidth = CGFloat(2 * abs($0)) },
            value: { CGFloat(2 * abs($0)) })
        guard !isGrowing else { return }
        // The band along the path itself, taken away from the mask's area.
        band.fillColor = nil
        animations.apply(
            mask.path, to: band, keyPath: "path", set: { band.path = $0.cgPath }, value: { $0.cgPath })
        layer.mask = band
        layer.maskMode = .invertedAlpha
    }
}
