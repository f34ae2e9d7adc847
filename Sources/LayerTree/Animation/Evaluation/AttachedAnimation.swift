import Foundation

/// An animation as stored on a layer: the copy `animation(forKey:)` returns, its frozen
/// evaluator, and the bookkeeping for delegate callbacks and transaction completion.
final class AttachedAnimation {
    /// The key it was added under; animations added with a `nil` key get a private one.
    let key: String
    let isKeyed: Bool
    let animation: CAAnimation
    let evaluator: AnimationEvaluator
    var hasStarted = false
    var hasEnded = false
    let completions: [TransactionCompletion]
    /// Whether it animates a property whose changes need display (`needsDisplay(forKey:)`): the
    /// presentation layer then draws its contents again at every frame.
    let redrawsContents: Bool
    /// The animation's `preferredFrameRateRange` as added: the render thread reads this copy,
    /// never the animation object the app thread can reach.
    let preferredFrameRateRange: CAFrameRateRange

    init(
        key: String, isKeyed: Bool, animation: CAAnimation, evaluator: AnimationEvaluator,
        completions: [TransactionCompletion], redrawsContents: Bool = false
    ) {
        self.redrawsContents = redrawsContents
        preferredFrameRateRange = animation.preferredFrameRateRange
        self.key = key
        self.isKeyed = isKeyed
        self.animation = animation
        self.evaluator = evaluator
        self.completions = completions
        for completion in completions { completion.animationAdded() }
    }

    /// Marks the animation ended once: the delegate hears `finished`, its transactions count it done.
    func end(finished: Bool) {
        guard !hasEnded else { return }
        hasEnded = true
        let animation = self.animation
        AnimationEvents.shared.enqueue { animation.delegate?.animationDidStop(animation, finished: finished) }
        for completion in completions { completion.animationEnded() }
    }
}
