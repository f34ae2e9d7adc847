import QuartzCore

/// Builds a composition's layers into a `CALayer` tree, through the API a client would use.
struct LottieLayerBuilder {
    let animation: LottieAnimation
    var animations: LottieKeyframeAnimations
    /// The clock of the composition being built, for time remapping: the first frame it shows
    /// and how many of its frames one root frame is.
    var clock = (startFrame: 0.0, frameStep: 1.0)

    /// How deeply precompositions may nest; deeper ones (or a cycle) are left empty.
    static let maximumNesting = 32
    /// How many Lottie layers one animation may build, precompositions' copies included: a
    /// precomposition used twice at each of 32 levels would otherwise build 2³² of them.
    /// Layers past it are left out.
    static let maximumLayers = 20_000

    /// What is left of `maximumLayers`, shared by the builders of one animation.
    private final class Budget {
        var remaining = LottieLayerBuilder.maximumLayers
    }
    private let budget = Budget()

    init(animation: LottieAnimation) {
        self.animation = animation
        animations = LottieKeyframeAnimations(
            frameRate: animation.frameRate,
            keyTimes: LottieKeyTimes(inFrame: animation.inFrame, outFrame: animation.outFrame))
        clock = (animation.inFrame, 1)
    }

    /// The layers of a composition, bottom first as `sublayers` are ordered.
    ///
    /// `endFrame` is where the composition ends in its own frames: a layer that lasts until
    /// then stays on its last frame, as lottie-ios shows it at progress 1.
    func layers(of composition: [LottieLayer], endFrame: Double, nesting: Int = 0) -> [CALayer] {
        Self.pairedWithMattes(composition).reversed().compactMap { item in  // LottieLayerBuilder+Mattes.swift
            guard budget.remaining > 0 else { return nil }
            budget.remaining -= 1
            let built = layer(item.layer, in: composition, endFrame: endFrame, nesting: nesting)
            guard let matte = item.matte, let mode = item.layer.trackMatte, budget.remaining > 0 else { return built }
            budget.remaining -= 1
            let matteLayer = layer(matte, in: composition, endFrame: endFrame, nesting: nesting)
            return Self.matted(built, by: matteLayer, mode: mode)
        }
    }

    /// One Lottie layer: its content inside its transform, inside copies of its parents'
    /// transforms (parenting passes on transforms only, not opacity nor visibility).
    private func layer(_ model: LottieLayer, in composition: [LottieLayer], endFrame: Double, nesting: Int) -> CALayer {
        let (outer, inner) = animations.transformLayers(model.transform, includesOpacity: true)
        outer.name = model.name
        if let content = content(model, endFrame: endFrame, nesting: nesting) {
            inner.addSublayer(content)
            // Masks are in the layer's coordinates, under its transform: the mask of `inner`.
            inner.mask = LottieMaskLayers(animations: animations).maskLayer(model.masks)
            if let shadow = model.dropShadow { animations.applyDropShadow(shadow, to: inner) }
        }
        outer.compositingFilter = model.blendMode.compositingFilter
        var top = outer
        var parentIndex = model.parent
        var visited: Set<Int> = []
        while let index = parentIndex, visited.insert(index).inserted,
            let parent = composition.first(where: { $0.index == index })
        {
            let (parentOuter, parentInner) = animations.transformLayers(parent.transform, includesOpacity: false)
            parentInner.addSublayer(top)
            top = parentOuter
            parentIndex = parent.parent
        }
        if model.isHidden {
            // Hidden in After Effects (`hd`: a rig's controller, a guide): drawn at no frame, as
            // lottie-ios's Core Animation engine makes such a layer a bare transform. The in/out
            // animation of `hidden` would show it, so it gets none.
            top.isHidden = true
        } else {
            showOnlyBetween(model.inFrame, model.outFrame, endFrame: endFrame, top)
        }
        return top
    }

    /// A layer is shown from its in point until its out point: hidden in the model, and shown by
    /// an animation of `hidden` that is active only between them.
    private func showOnlyBetween(_ inFrame: Double, _ outFrame: Double, endFrame: Double, _ layer: CALayer) {
        if let remapping = animations.remapping {
            layer.isHidden = true
            let shown = animations.remappedVisibility(inFrame: inFrame, outFrame: outFrame, remapping)
            if let shown { layer.add(shown, forKey: "hidden") }
            return
        }
        guard outFrame > inFrame else {
            layer.isHidden = true
            return
        }
        layer.isHidden = true
        let shown = CAKeyframeAnimation(keyPath: "hidden")
        shown.values = [false, false]
        shown.keyTimes = [0, 1]
        shown.calculationMode = .discrete
        // A beginTime of 0 would mean "now"; just before 0 keeps the layer shown at frame 0 itself.
        shown.beginTime = inFrame == 0 ? -.leastNonzeroMagnitude : inFrame / animation.frameRate
        shown.duration = (outFrame - inFrame) / animation.frameRate
        shown.fillMode = outFrame >= endFrame ? .forwards : .removed
        shown.isRemovedOnCompletion = false
        layer.add(shown, forKey: "hidden")
    }

    private func content(_ model: LottieLayer, endFrame: Double, nesting: Int) -> CALayer? {
        switch model.content {
        case .null, .unsupported: return nil
        case .image(let id): return imageLayer(id)
        case .solid(let color, let size):
            let solid = CALayer()
            solid.anchorPoint = .zero
            solid.bounds = CGRect(origin: .zero, size: size)
            solid.position = .zero
            solid.backgroundColor = color.cgColor
            return solid
        case .shapes(let items):
            return LottieShapeLayers(animations: animations).groupLayer(items, inherited: [])
        case .text(let text):
            return LottieTextLayers(animations: animations, fonts: animation.fonts).layer(text)
        case .precomposition(let id, let size):
            // The precomposition's own clock: its frame 0 at the layer's start time, stretched.
            let container = CALayer()
            container.anchorPoint = .zero
            container.bounds = CGRect(origin: .zero, size: size)
            container.position = .zero
            container.masksToBounds = true
            let (builder, end) = precompositionBuilder(model, clockOn: container, endFrame: endFrame)
            if nesting < Self.maximumNesting, let layers = animation.precompositions[id] {
                for sublayer in builder.layers(of: layers, endFrame: end, nesting: nesting + 1) {
                    container.addSublayer(sublayer)
                }
            }
            return container
        }
    }
}
