import Foundation

/// An animation that `add(_:forKey:)` kept although it cannot change the layer (a key path the
/// layer does not declare, values of another kind): it keeps the animation's timing, so its
/// delegate hears `animationDidStart` and `animationDidStop(_:finished:)` when Core Animation's
/// would and it holds the display link as long, and it writes nothing.
final class InertEvaluator: AnimationEvaluator {
    let timing: MediaTimingModel
    /// Writes nothing, so the render-node fast path stays open to the layer's other animations.
    var writesRenderNodeFieldsOnly: Bool { true }
    var writtenNodeFields: RenderNodeFields { [] }

    init(timing: MediaTimingModel) { self.timing = timing }

    func apply(parentTime: Double, to layer: CALayer) {}
    func apply(parentTime: Double, to node: inout RenderNodeSink) {}

    /// Its start and end, which its delegate hears of; nothing between them shows.
    func nextChange(atOrAfterParentTime tp: Double) -> Double { timing.nextStartOrEnd(atOrAfterParentTime: tp) }
}
