import Foundation

/// Why an animation cannot be added to a layer.
public struct AnimationError: Error, Equatable, CustomStringConvertible {
    /// Why the animation was refused.
    public let message: String
    /// Creates an error with its reason.
    public init(_ message: String) { self.message = message }
    /// The reason, for error messages.
    public var description: String { message }
}

extension CALayer {
    /// Adds a copy of `anim` under `key`, replacing any animation with that key.
    ///
    /// A `beginTime` of 0 means "now": the copy's `beginTime` is set to the
    /// layer's current local time. As in Core Animation, it never refuses: an animation whose
    /// key path the layer does not declare, or whose values are of another kind, still runs its
    /// timing and its delegate's callbacks and changes nothing it cannot (a group keeps its
    /// other animations); one line on standard error says what did not apply. Use
    /// `addAnimation(_:forKey:startsNow:)` to have such an animation refused with an error.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        guard !isPresentationCopy else {
            return AnimationDiagnostics.report("LayerKit: presentation layers cannot have animations")
        }
        let copy = copyForAdding(anim, startsNow: true)
        var unapplied: [String] = []
        let evaluator = copy.makeForgivingEvaluator(for: self, key: key, inheritedDuration: nil, unapplied: &unapplied)
        if !unapplied.isEmpty {
            AnimationDiagnostics.report(
                "LayerKit: \(type(of: anim)) \(key.map { "'\($0)'" } ?? "without a key") on \(debugName) "
                    + "runs but does not apply: \(unapplied.joined(separator: "; "))")
        }
        attach(copy, evaluator: evaluator, forKey: key)
    }

    /// `add(_:forKey:)` that throws, adding nothing, when the animation does not fit the layer.
    ///
    /// `startsNow: false` keeps a `beginTime` of 0 as 0 (scene files mean it literally).
    public func addAnimation(_ anim: CAAnimation, forKey key: String?, startsNow: Bool = true) throws {
        guard !isPresentationCopy else { throw AnimationError("presentation layers cannot have animations") }
        let copy = copyForAdding(anim, startsNow: startsNow)
        let evaluator = try copy.makeEvaluator(for: self, key: key, inheritedDuration: nil)
        attach(copy, evaluator: evaluator, forKey: key)
    }

    /// The copy that is stored: changing `anim` later changes nothing on screen.
    private func copyForAdding(_ anim: CAAnimation, startsNow: Bool) -> CAAnimation {
        let copy = anim.copy()
        if startsNow, copy.beginTime == 0 { copy.beginTime = convertTime(CACurrentMediaTime(), from: nil) }
        return copy
    }

    /// Stores `copy` and its evaluator under `key`, ending the animation that had that key.
    private func attach(_ copy: CAAnimation, evaluator: AnimationEvaluator, forKey key: String?) {
        let storageKey = key ?? (copy is CATransition ? CATransition.animationKey : nil)
        if let storageKey, let existing = attachedAnimations.first(where: { $0.isKeyed && $0.key == storageKey }) {
            detach(existing)
            existing.end(finished: false)
        }
        let redraws = Self.animatedPropertyKeys(of: copy, key: key).contains { type(of: self).needsDisplay(forKey: $0) }
        let attached = AttachedAnimation(
            key: storageKey ?? "unkeyed.\(UUID().uuidString)", isKeyed: storageKey != nil, animation: copy,
            evaluator: evaluator, completions: CATransaction.openCompletions(),
            redrawsContents: redraws)
        attachedAnimations.append(attached)
        AnimationEvents.shared.track(attached, on: self)
        LayerModelGeneration.bump()
        TransactionStack.current.noteChange(self)
    }

    /// The properties an animation added under `key` writes: its key path's property (its key
    /// when it has no key path), or those of a group's animations.
    static func animatedPropertyKeys(of animation: CAAnimation, key: String?) -> [String] {
        if let group = animation as? CAAnimationGroup {
            return (group.animations ?? []).flatMap { animatedPropertyKeys(of: $0, key: nil) }
        }
        guard let property = animation as? CAPropertyAnimation, let path = property.keyPath ?? key else { return [] }
        return [AnimationKeyPath(path).property]
    }

    /// The animation stored under `key` (the copy that was added), if any.
    public func animation(forKey key: String) -> CAAnimation? {
        attachedAnimations.first { $0.isKeyed && $0.key == key }?.animation
    }

    /// The keys of the attached animations, in the order they were added; `nil` when there are none.
    public func animationKeys() -> [String]? {
        let keys = attachedAnimations.filter(\.isKeyed).map(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation under `key`; its delegate hears `finished: false`.
    public func removeAnimation(forKey key: String) {
        guard let attached = attachedAnimations.first(where: { $0.isKeyed && $0.key == key }) else { return }
        detach(attached)
        attached.end(finished: false)
    }

    /// Removes every animation; their delegates hear `finished: false`.
    public func removeAllAnimations() {
        let all = attachedAnimations
        for attached in all {
            detach(attached)
            attached.end(finished: false)
        }
    }

    func detach(_ attached: AttachedAnimation) {
        attachedAnimations.removeAll { $0 === attached }
        LayerModelGeneration.bump()
    }

    /// Applies every attached animation, at this layer's local time, to `presentation`.
    func applyAnimations(to presentation: CALayer, localTime: Double) {
        for attached in attachedAnimations { attached.evaluator.apply(parentTime: localTime, to: presentation) }
    }
}
