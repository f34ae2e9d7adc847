import Foundation

extension CALayer {
    /// A copy of the layer as it is on screen now: model values with every running
    /// animation applied at the current media time.
    ///
    /// The copy belongs to a presentation tree (its `superlayer` and `sublayers`
    /// are presentation layers too), so hit testing it finds layers where they are
    /// drawn. Unlike Core Animation, LayerKit also gives a presentation for a layer
    /// that was never committed: its model values.
    ///
    /// ```swift
    /// let hit = root.presentation()?.hitTest(point)?.model()
    /// ```
    public func presentation() -> Self? {
        if isPresentationCopy { return self }
        return presentation(at: CACurrentMediaTime())
    }

    /// The presentation copy at global time `time`.
    public func presentation(at time: CFTimeInterval) -> Self? {
        var path: [Int] = []
        var root: CALayer = self
        while let parent = root.superlayer {
            guard let index = parent.children.firstIndex(where: { $0 === root }) else { return nil }
            path.append(index)
            root = parent
        }
        var copy = PresentationCache.tree(for: root, at: time)
        for index in path.reversed() { copy = copy.children[index] }
        return copy as? Self
    }

    /// The model layer behind a presentation copy; a model layer returns itself.
    public func model() -> Self {
        (modelLayerReference as? Self) ?? self
    }

    /// Copies this layer and its subtree with animations applied; `parentTime` is the
    /// superlayer's local time.
    func makePresentationTree(parentTime: Double) -> CALayer {
        let localTime = containerTiming.localTime(parentTime: parentTime)
        let copy = makePresentationCopy(localTime: localTime)
        copy.children = children.map { child in
            let childCopy = child.makePresentationTree(parentTime: localTime)
            childCopy.superlayer = copy
            return childCopy
        }
        return copy
    }

    /// This layer alone, with its animations applied at its own local time.
    ///
    /// With `redrawing` (a frame being drawn), a copy whose animations change a property that
    /// needs display (`needsDisplay(forKey:)`) draws its contents with the animated values, as
    /// Core Animation displays the presentation layer at each frame of such an animation. It
    /// draws synchronously, into a backing store of its own: the model's stays as it was.
    func makePresentationCopy(localTime: Double, redrawing: Bool = false) -> CALayer {
        let copy = type(of: self).init(presentationOf: self)
        copy.modelLayerReference = self
        applyAnimations(to: copy, localTime: localTime)
        if redrawing, attachedAnimations.contains(where: \.redrawsContents) { copy.display() }
        return copy
    }

    /// What `key` shows on screen now if its model value were `modelValue`:
    /// the "previous value" an implicit animation starts from.
    func presentationValue(forKey key: String, modelValue: AnimatableValue) -> AnimatableValue {
        guard !attachedAnimations.isEmpty else { return modelValue }
        let copy = type(of: self).init(presentationOf: self)
        copy.setAnimatableValue(modelValue, forKey: key)
        applyAnimations(to: copy, localTime: localTime(atGlobalTime: CACurrentMediaTime()))
        return copy.animatableValue(forKey: key) ?? modelValue
    }
}

/// The last presentation tree built, reused while neither the model nor the time changed.
///
/// Hit testing and `presentation()` calls in one event handler share one tree.
enum PresentationCache {
    private struct Entry {
        let rootID: UInt64
        let generation: UInt64
        let time: CFTimeInterval
        let tree: CALayer
    }

    /// `nonisolated(unsafe)`: presentation trees are asked for by the app thread (hit testing,
    /// `presentation()`), the thread that owns the model layers; the render thread evaluates
    /// `CommittedTree` copies and never comes here.
    nonisolated(unsafe) private static var last: Entry?

    static func tree(for root: CALayer, at time: CFTimeInterval) -> CALayer {
        if let last, last.rootID == root.layerID, last.generation == LayerModelGeneration.value, last.time == time {
            return last.tree
        }
        let tree = root.makePresentationTree(parentTime: time)
        last = Entry(rootID: root.layerID, generation: LayerModelGeneration.value, time: time, tree: tree)
        return tree
    }
}
