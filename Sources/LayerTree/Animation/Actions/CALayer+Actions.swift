import Foundation

extension CALayer {
    /// The documented search behind `action(forKey:)`.
    func searchAction(forKey event: String) -> CAAction? {
        if let found = delegate?.action(for: self, forKey: event) { return found is NSNull ? nil : found }
        if let found = actions?[event] { return found is NSNull ? nil : found }
        var style = self.style
        while let current = style {
            if let found = (current["actions"] as? [String: CAAction])?[event] {
                return found is NSNull ? nil : found
            }
            style = current["style"] as? [String: Any]
        }
        if let found = type(of: self).defaultAction(forKey: event) { return found is NSNull ? nil : found }
        return implicitAction(forKey: event)
    }

    /// A basic animation from the previous value, with the transaction's duration and timing function.
    func implicitAction(forKey event: String) -> CAAction? {
        if event == "contents" {
            // A new image cross-fades from the old appearance.
            let fade = CATransition()
            fade.type = .fade
            fade.duration = CATransaction.animationDuration()
            fade.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
            return fade
        }
        guard animatableValue(forKey: event) != nil else { return nil }
        let animation = CABasicAnimation(keyPath: event)
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        return animation
    }

    /// Runs the action for `key` after the property changed from `oldValue`.
    ///
    /// Layers that were never committed (created in this transaction) do not
    /// animate, as in Core Animation: there is no old appearance to animate from.
    /// `oldValue` is only built when an action may run: presentation copies set every
    /// property on every frame and must not pay for it.
    func propertyDidChange(_ key: String, from oldValue: @autoclosure () -> AnimatableValue) {
        cachedRenderNode = nil
        guard !isPresentationCopy else { return noteCopyInTreeDidChange() }
        LayerModelGeneration.bump()
        TransactionStack.current.noteChange(self)
        guard hasBeenCommitted, !CATransaction.disableActions(), let action = action(forKey: key) else { return }
        previousValues[key] = presentationValue(forKey: key, modelValue: oldValue())
        action.run(forKey: key, object: self, arguments: nil)
        previousValues[key] = nil
    }

    /// Looks up the action for a structural change (such as `sublayers`), snapshots the old
    /// appearance for transitions, makes the change, then runs the action.
    func performStructuralChange(forKey key: String, _ change: () -> Void) {
        guard !isPresentationCopy else { return change() }
        LayerModelGeneration.bump()
        TransactionStack.current.noteChange(self)
        guard hasBeenCommitted, !CATransaction.disableActions(), let action = action(forKey: key) else {
            return change()
        }
        if action is CATransition { pendingTransitionSnapshot = makeRenderTree(at: CACurrentMediaTime()) }
        change()
        action.run(forKey: key, object: self, arguments: nil)
        pendingTransitionSnapshot = nil
    }

    /// The old appearance a transition starts from: captured before a structural change, or now.
    func takeTransitionSnapshot() -> RenderTree {
        pendingTransitionSnapshot ?? makeRenderTree(at: CACurrentMediaTime())
    }

    /// The value that was on screen before a change, for an animation with no from, to or by value.
    func previousValue(for keyPath: String?) -> AnimatableValue? {
        guard let keyPath else { return nil }
        let path = AnimationKeyPath(keyPath)
        return previousValues[path.property]?.field(path.fields[...])
    }
}
