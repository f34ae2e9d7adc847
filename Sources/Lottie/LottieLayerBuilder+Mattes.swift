import QuartzCore

/// Track mattes: a layer with `tt` shows through the layer above it (or the layer `tp` names),
/// which is drawn only as that matte.
///
/// The matted layer goes into a container whose `mask` is the matte layer, read the way `tt`
/// says through `CALayer.maskMode` (alpha, inverted alpha, luminance, inverted luminance), as
/// lottie-ios puts both in one container so they share its coordinates.
extension LottieLayerBuilder {
    /// A layer to build, and the layer that mattes it.
    struct MattedLayer {
        var layer: LottieLayer
        var matte: LottieLayer?
    }

    /// The composition's layers in file order, each with its matte; layers used as mattes are
    /// left out, as they show only through the layers they matte.
    static func pairedWithMattes(_ composition: [LottieLayer]) -> [MattedLayer] {
        var matteIndices: [Int: Int] = [:]
        for (position, layer) in composition.enumerated() where layer.trackMatte != nil {
            let source: Int?
            if let parent = layer.matteParent {
                source = composition.firstIndex { $0.index == parent }
            } else {
                source = position > 0 ? position - 1 : nil
            }
            if let source, source != position { matteIndices[position] = source }
        }
        let usedAsMattes = Set(matteIndices.values)
        return composition.enumerated().compactMap { position, layer in
            guard !usedAsMattes.contains(position) else { return nil }
            return MattedLayer(layer: layer, matte: matteIndices[position].map { composition[$0] })
        }
    }

    /// `layer` shown through `matte` the way `mode` reads it.
    static func matted(_ layer: CALayer, by matte: CALayer, mode: LottieTrackMatte) -> CALayer {
        let container = CALayer()
        container.addSublayer(layer)
        container.mask = matte
        container.maskMode = mode.maskMode
        return container
    }
}
