import Foundation

extension CALayer {
    /// The documented search behind `action(forKey:)`.
    func searchAction(forKey event: String) -> CAAction? {
        if let found = delegate?.action(for: self, forKey: event) { return found is NSNull ? nil : found }
        if let found = actions?[event] { return found is NSNull ? nil : found }
        var style = self.style
        while let current = style {
            // A style dictionary holds property values by their keys, `actions` among them.
            if let found = (current[LayerProperties.actions.key] as? [String: CAAction])?[event] {
                return found is NSNull ? nil : found
            }
            style = current[LayerProperties.style.key] as? [String: Any]
        }
        if let found = type(of: self).defaultAction(forKey: event) { return found is NSNull ? nil : found }
        return implicitAction(forKey: event)
    }

    /// A basic animation from the previous value, with the transaction's duration and timing function.
    func implicitAction(forKey event: String) -> CAAction? {
        if event == LayerProperties.contents.key {
            // A new image cross-fades from the old appearance.
            let fade = CATransition()
            fade.type = .fade
            fade.duration = CATransaction.animationDuration()
            fade.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
            return fade
        }
        // Only declared animatable properties animate implicitly; keys a subclass keeps through
        // key-value coding get their animation from `action(forKey:)`, as in Core Animation.
        guard type(of: self).propertyTable[event]?.isAnimatable == true else { return nil }
        let animation = CABasicAnimation(keyPath: event)
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        return animation
    }

    /// A declared property changed: an animatable one runs its action, any other is a model
    /// change; either marks the layer for layout or display when the property asks.
    @inline(__always)
    func declaredPropertyDidChange<Root, Value>(
        _ property: Property<Root, Value>, from oldValue: @autoclosure () -> Value
    ) {
        // Presentation copies are filled property by property (`copyProperties(from:)`): keep
        // that path to what it needs, without reading the declaration.
        guard !isPresentationCopy else {
            guard !isFillingPresentationCopy else { return }
            cachedRenderNode = nil
            return noteCopyInTreeDidChange()
        }
        keyValueObservers?.layerDidChange(self)
        guard property.isAnimatable else {
            modelDidChange(timingOnly: property.traits.contains(.timing))
            markForLayoutAndDisplay(key: property.key, traits: property.traits)
            return
        }
        propertyDidChange(property.key, traits: property.traits, from: property.box(oldValue()))
    }

    /// Runs the action for `key` after the property changed from `oldValue` (`nil` when the old
    /// value has no animatable form: the action then has no previous value to start from).
    ///
    /// Layers that were never committed (created in this transaction) do not
    /// animate, as in Core Animation: there is no old appearance to animate from.
    /// `oldValue` is only built when an action may run: presentation copies set every
    /// property on every frame and must not pay for it.
    func propertyDidChange(
        _ key: String, traits: PropertyTraits = [.animatable], from oldValue: @autoclosure () -> AnimatableValue?
    ) {
        cachedRenderNode = nil
        guard !isPresentationCopy else { return noteCopyInTreeDidChange() }
        LayerModelGeneration.bump()
        TransactionStack.current.noteChange(self)
        markForLayoutAndDisplay(key: key, traits: traits)
        guard hasBeenCommitted, !CATransaction.disableActions(), let action = action(forKey: key) else { return }
        previousValues[key] = oldValue().map { presentationValue(forKey: key, modelValue: $0) }
        action.run(forKey: key, object: self, arguments: nil)
        previousValues[key] = nil
    }

    /// Marks the model layer for layout (`needsLayout` properties) and display
    /// (`needsDisplay(forKey:)`, which a subclass may answer for any key).
    private func markForLayoutAndDisplay(key: String, traits: PropertyTraits) {
        if traits.contains(.needsLayout) { setNeedsLayout() }
        if type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
    }

    /// Looks up the action for a structural change (such as `sublayers`), snapshots the old
    /// appearance for transitions, makes the change, then runs the action.
    func performStructuralChange(forKey key: String, _ change: () -> Void) {
        guard !isPresentationCopy else { return change() }
        defer { keyValueObservers?.layerDidChange(self) }
        LayerModelGeneration.bump()
        TransactionStack.current.noteChange(self)
        // New or removed sublayers need placing: `sublayers` is declared as needing layout.
        if type(of: self).propertyTable[key]?.traits.contains(.needsLayout) == true { setNeedsLayout() }
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
