import Foundation

// How often a subtree's running animations ask to be drawn: `CAAnimation.preferredFrameRateRange`.
//
// A render thread that drew a frame at time t, and heard from `nextFrameTime(after: t)` that
// something is changing, asks how many refreshes the next frame may wait. Each animation active
// at t asks for the display rate its range picks (`CAFrameRateRange`: a divisor of the refresh
// rate); the scene is drawn at the fastest of them. An animation without a preference (`.default`),
// a tiled layer whose tiles arrive, an emitter, or time running backwards asks for every refresh.
// The walk follows the time spaces of `nextFrameTime(after:)`.

extension CALayer {
    /// Refreshes per frame that what changes in this subtree at parent time `tp` asks for at
    /// `refreshRate`: 1 for every refresh, `Int.max` when nothing in it is changing.
    ///
    /// `animatedSubtrees` holds every layer whose subtree (mask included) carries an animation,
    /// as in `nextChange(atOrAfterParentTime:animatedSubtrees:)`: the others are skipped.
    func refreshesPerFrame(atParentTime tp: Double, refreshRate: Double, animatedSubtrees: Set<ObjectIdentifier>)
        -> Int
    {
        guard animatedSubtrees.contains(ObjectIdentifier(self)) else { return .max }
        let timing = containerTiming
        // Local time stands still: nothing in here changes.
        guard timing.speed != 0 else { return .max }
        // Running backwards, `nextChange` answers "changing now" without looking closer: so does this.
        guard timing.speed > 0 else { return 1 }
        let local = timing.localTime(parentTime: tp)
        if let tiled = self as? CATiledLayer, tiled.tilesAreChanging(at: local) { return 1 }
        if changesWithTime { return 1 }
        var fewest = Int.max
        for attached in attachedAnimations {
            // Only running animations count: one waiting to begin or ended asks for nothing.
            guard attached.evaluator.nextChange(atOrAfterParentTime: local) <= local else { continue }
            let range = attached.preferredFrameRateRange
            guard range != .default else { return 1 }
            fewest = min(fewest, range.refreshesPerCallback(refreshRate: refreshRate))
            if fewest == 1 { return 1 }
        }
        if let replicator = self as? CAReplicatorLayer {
            // As in `nextLocalChange`: the replicator's own animations may re-time its instances.
            if !attachedAnimations.isEmpty, children.contains(where: \.hasAnimationsInSubtree) { return 1 }
            for k in 0..<max(replicator.instanceCount, 0) {
                let shift = Double(k) * replicator.instanceDelay
                for child in children {
                    fewest = min(
                        fewest,
                        child.refreshesPerFrame(
                            atParentTime: local - shift, refreshRate: refreshRate, animatedSubtrees: animatedSubtrees))
                    if fewest == 1 { return 1 }
                }
            }
        } else {
            for child in children {
                fewest = min(
                    fewest,
                    child.refreshesPerFrame(
                        atParentTime: local, refreshRate: refreshRate, animatedSubtrees: animatedSubtrees))
                if fewest == 1 { return 1 }
            }
        }
        if let mask {
            let maskRefreshes = mask.refreshesPerFrame(
                atParentTime: local, refreshRate: refreshRate, animatedSubtrees: animatedSubtrees)
            fewest = min(fewest, maskRefreshes)
        }
        return fewest
    }
}
