import Foundation

/// Delivers animation callbacks on the app thread: `animationDidStart`,
/// `animationDidStop(_:finished:)` and transaction completion blocks.
///
/// Core Animation delivers these asynchronously after the render server
/// reports them; here they are due whenever `deliver(at:)` runs (each frame
/// of the display link, and `CATransaction.flush()`), in the order they happened.
final class AnimationEvents {
    /// `nonisolated(unsafe)`: only the app thread touches it. Layers and their animations belong to
    /// the thread that changes them (the app thread), which adds animations (`track`) and delivers
    /// their callbacks at its flush; the render thread and the drawing workers never do either.
    nonisolated(unsafe) static let shared = AnimationEvents()

    private struct Tracked {
        weak var layer: CALayer?
        let attached: AttachedAnimation
    }

    private var tracked: [Tracked] = []
    private var queue: [() -> Void] = []
    private var isDelivering = false

    /// Starts watching an animation for its start and end.
    func track(_ attached: AttachedAnimation, on layer: CALayer) {
        tracked.append(Tracked(layer: layer, attached: attached))
    }

    /// Queues a callback for the next delivery.
    func enqueue(_ callback: @escaping () -> Void) { queue.append(callback) }

    /// Finds the animations that started or ended by global time `time`, then runs every queued callback.
    func deliver(at time: CFTimeInterval) {
        guard !isDelivering else { return }
        isDelivering = true
        defer { isDelivering = false }
        // Compacted in place: a playing Lottie file watches hundreds of animations that never end,
        // and building a new list at each delivery copied every entry's weak reference.
        var kept = 0
        for index in tracked.indices {
            let attached = tracked[index].attached
            guard !attached.hasEnded else { continue }
            guard let layer = tracked[index].layer else {
                attached.end(finished: false)
                continue
            }
            let timing = attached.evaluator.timing
            let localTime = layer.localTime(atGlobalTime: time)
            if !attached.hasStarted, localTime >= timing.beginTime {
                attached.hasStarted = true
                let animation = attached.animation
                enqueue { animation.delegate?.animationDidStart(animation) }
            }
            if attached.hasStarted, localTime >= timing.activeEndInParentTime {
                if attached.animation.isRemovedOnCompletion { layer.detach(attached) }
                attached.end(finished: true)
                continue
            }
            if kept != index { tracked[kept] = tracked[index] }
            kept += 1
        }
        tracked.removeLast(tracked.count - kept)
        while !queue.isEmpty {
            let callbacks = queue
            queue.removeAll()
            for callback in callbacks { callback() }
        }
    }

    /// Whether any animation is still being watched (the display link keeps ticking while so).
    var hasRunningAnimations: Bool { tracked.contains { !$0.attached.hasEnded } }
}
