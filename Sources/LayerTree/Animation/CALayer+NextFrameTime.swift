import Foundation

// When a layer subtree next needs a new frame: Apple's `CARenderer.nextFrameTime()`, per subtree.
//
// A render thread that draws a frame at time t asks `nextFrameTime(after: t)`: the answer is
// t itself while anything animates (draw the next refresh too), the time the next animation
// starts or steps when all are waiting or resting (a discrete keyframe animation between its
// key times, a linear one between equal values, an empty group), and `.infinity` when nothing
// will change again, so a still window draws nothing. The walk follows the same time spaces the
// render tree is built in: each layer's `beginTime`, `speed` and `timeOffset` over its
// ancestors', each replicator instance moved back by `k · instanceDelay`, and the animations'
// own timing.

extension CALayer {
    /// The earliest global media time `≥ time` at which this subtree's presentation may differ
    /// from its presentation at `time`.
    ///
    /// `time` while an animation or transition in the subtree is active (an infinite repeat is
    /// active for ever once begun); otherwise the earliest begin time still ahead; `.infinity`
    /// when nothing will change again. Animations of ancestors are not looked at; their timing
    /// (speed, offsets, a pause) is. Never later than the true time; at worst earlier.
    ///
    /// ```swift
    /// let shown = frameTime
    /// if root.nextFrameTime(after: shown) <= nextRefresh { draw() }
    /// ```
    public func nextFrameTime(after time: CFTimeInterval) -> CFTimeInterval {
        var ancestors: [CALayer] = []
        var layer = superlayer
        while let current = layer {
            ancestors.append(current)
            layer = current.superlayer
        }
        // Outermost first: global time becomes each ancestor's local time in turn.
        return nextChange(atOrAfterParentTime: time, through: ancestors.reversed()[...], animatedSubtrees: nil)
    }

    private func nextChange(
        atOrAfterParentTime tp: Double, through ancestors: ArraySlice<CALayer>,
        animatedSubtrees: Set<ObjectIdentifier>?
    ) -> Double {
        guard let outermost = ancestors.first else {
            return nextChange(atOrAfterParentTime: tp, animatedSubtrees: animatedSubtrees)
        }
        return outermost.containerTiming.nextChange(
            atOrAfterParentTime: tp, hasTimedContents: { hasAnimationsInSubtree },
            nextLocalChange: { local in
                nextChange(
                    atOrAfterParentTime: local, through: ancestors.dropFirst(), animatedSubtrees: animatedSubtrees)
            })
    }

    /// `nextFrameTime` in this layer's parent time (its superlayer's local time).
    ///
    /// `animatedSubtrees`, when given, holds every layer whose subtree (mask included) carries
    /// an animation: the others are skipped without a visit. `nil` walks everything.
    func nextChange(atOrAfterParentTime tp: Double, animatedSubtrees: Set<ObjectIdentifier>?) -> Double {
        if let animatedSubtrees, !animatedSubtrees.contains(ObjectIdentifier(self)) { return .infinity }
        return containerTiming.nextChange(
            atOrAfterParentTime: tp,
            hasTimedContents: { animatedSubtrees != nil || hasAnimationsInSubtree },
            nextLocalChange: { local in nextLocalChange(atOrAfter: local, animatedSubtrees: animatedSubtrees) })
    }

    /// The earliest local time `≥ local` at which this layer's animations, sublayers or mask change.
    private func nextLocalChange(atOrAfter local: Double, animatedSubtrees: Set<ObjectIdentifier>?) -> Double {
        var next = Double.infinity
        // A tiled layer's tiles arrive from the drawing workers and fade in: the next refresh.
        if let tiled = self as? CATiledLayer, tiled.tilesAreChanging(at: local) { return local }
        // An emitter's particles move without an animation.
        if changesWithTime { return local }
        for attached in attachedAnimations {
            next = min(next, attached.evaluator.nextChange(atOrAfterParentTime: local))
            if next <= local { return local }
        }
        if let replicator = self as? CAReplicatorLayer {
            // The replicator's own animations may change `instanceCount` or `instanceDelay`, which
            // re-times the instances in ways the model values below do not show.
            if !attachedAnimations.isEmpty, children.contains(where: \.hasAnimationsInSubtree) { return local }
            for k in 0..<max(replicator.instanceCount, 0) {
                let shift = Double(k) * replicator.instanceDelay
                for child in children {
                    let instanceNext = child.nextChange(
                        atOrAfterParentTime: local - shift, animatedSubtrees: animatedSubtrees)
                    if instanceNext <= local - shift { return local }
                    next = min(next, instanceNext + shift)
                }
            }
        } else {
            for child in children {
                next = min(next, child.nextChange(atOrAfterParentTime: local, animatedSubtrees: animatedSubtrees))
                if next <= local { return local }
            }
        }
        if let mask {
            next = min(next, mask.nextChange(atOrAfterParentTime: local, animatedSubtrees: animatedSubtrees))
        }
        return max(next, local)
    }

    /// Whether this layer, a sublayer or a mask anywhere below carries an animation, is a tiled
    /// layer (whose tiles change with time as they are drawn and fade in), or changes with time
    /// alone (`changesWithTime`: an emitter's particles).
    var hasAnimationsInSubtree: Bool {
        !attachedAnimations.isEmpty || self is CATiledLayer || changesWithTime
            || children.contains(where: \.hasAnimationsInSubtree)
            || mask?.hasAnimationsInSubtree == true
    }
}
