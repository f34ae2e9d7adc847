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
    /// layer's current local time. An animation whose key path or values do not
    /// fit the layer is not added; the reason goes to standard error (use
    /// `addAnimation(_:forKey:)` to get it as an error).
    public func add(_ anim: CAAnimation, forKey key: String?) {
        do {
            try addAnimation(anim, forKey: key)
        } catch {
            FileHandle.standardError.write(Data("LayerKit: animation not added to \(debugName): \(error)\n".utf8))
        }
    }

    /// `add(_:forKey:)` that throws when the animation does not fit the layer.
    ///
    /// `startsNow: false` keeps a `beginTime` of 0 as 0 (scene files mean it literally).
    public func addAnimation(_ anim: CAAnimation, forKey key: String?, startsNow: Bool = true) throws {
        guard !isPresentationCopy else { throw AnimationError("presentation layers cannot have animations") }
        let copy = anim.copy()
        if startsNow, copy.beginTime == 0 { copy.beginTime = convertTime(CACurrentMediaTime(), from: nil) }
        let evaluator = try copy.makeEvaluator(for: self, key: key, inheritedDuration: nil)
        let storageKey = key ?? (anim is CATransition ? CATransition.animationKey : nil)
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
