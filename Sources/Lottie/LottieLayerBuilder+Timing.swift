import QuartzCore

extension LottieLayerBuilder {
    /// The builder of a precomposition's layers, with the precomposition's clock set on
    /// `container`, and the composition's end in that clock's frames.
    ///
    /// A start time (`st`) and stretch (`sr`) are Core Animation's hierarchical timing: the
    /// container's `beginTime` puts the precomposition's frame 0 at the layer's start, and its
    /// `speed` slows it, so everything inside runs on its own frames. Time remapping (`tm`), and
    /// anything nested inside it, keeps the outer clock and samples its animations instead (see
    /// ``LottieTimeRemapping``).
    func precompositionBuilder(_ model: LottieLayer, clockOn container: CALayer, endFrame: Double)
        -> (LottieLayerBuilder, endFrame: Double)
    {
        var builder = self
        let frameRate = animation.frameRate
        if let remapping = animations.remapping {
            builder.animations.remapping = remapping.nested(
                startFrame: model.startFrame, timeStretch: model.timeStretch, timeRemapping: model.timeRemapping,
                frameRate: frameRate)
            return (builder, endFrame)
        }
        if let timeRemapping = model.timeRemapping {
            builder.animations.remapping = LottieTimeRemapping(
                from: clock.startFrame, to: endFrame, step: clock.frameStep
            ) { frame in
                timeRemapping.value(atFrame: frame, interpolate: LottieInterpolation.scalar) * frameRate
            }
            return (builder, endFrame)
        }
        container.beginTime = model.startFrame / frameRate
        container.speed = Float(1 / model.timeStretch)
        builder.clock = (
            (clock.startFrame - model.startFrame) / model.timeStretch, clock.frameStep / abs(model.timeStretch)
        )
        builder.animations.keyTimes.clock = builder.clock
        return (builder, (endFrame - model.startFrame) / model.timeStretch)
    }
}
