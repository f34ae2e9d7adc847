import Foundation

/// Several animations that run together on one timeline.
///
/// Each child's `beginTime` is measured from the start of the group, and the
/// children are cut off where the group ends. A child whose `duration` is 0
/// lasts as long as the group. The group's own timing shapes its children's time, as in Core
/// Animation: its `speed` and `timeOffset` move their clock, and its `timingFunction` eases it
/// (a linear child of an ease-in group eases in).
open class CAAnimationGroup: CAAnimation {
    override class var propertyTable: PropertyTable { AnimationProperties.groupTable }

    /// The animations run together, each in the group's local time.
    open var animations: [CAAnimation]? = AnimationProperties.animations.defaultValue

    override func makeEvaluator(for layer: CALayer, key: String?, inheritedDuration: CFTimeInterval?) throws
        -> AnimationEvaluator
    {
        let timing = timingModel(inheritedDuration: inheritedDuration)
        let children = try (animations ?? []).enumerated().map { index, child in
            do {
                return try child.makeEvaluator(for: layer, key: nil, inheritedDuration: timing.duration)
            } catch let error as AnimationError {
                throw AnimationError("animations[\(index)]: \(error.message)")
            }
        }
        return GroupEvaluator(timing: timing, timingFunction: timingFunction, children: children)
    }

    /// Keeps every child: one that does not fit the layer changes nothing, the others run.
    override func makeForgivingEvaluator(
        for layer: CALayer, key: String?, inheritedDuration: CFTimeInterval?, unapplied: inout [String]
    ) -> AnimationEvaluator {
        let timing = timingModel(inheritedDuration: inheritedDuration)
        var children: [AnimationEvaluator] = []
        for (index, child) in (animations ?? []).enumerated() {
            var childUnapplied: [String] = []
            children.append(
                child.makeForgivingEvaluator(
                    for: layer, key: nil, inheritedDuration: timing.duration, unapplied: &childUnapplied))
            unapplied += childUnapplied.map { "animations[\(index)]: \($0)" }
        }
        return GroupEvaluator(timing: timing, timingFunction: timingFunction, children: children)
    }
}

/// A group: its children see the group's basic local time, eased by the group's timing function,
/// as their parent time.
final class GroupEvaluator: AnimationEvaluator {
    let timing: MediaTimingModel
    /// Eases the group's local time before the children see it; `nil` leaves it linear.
    let timingFunction: CAMediaTimingFunction?
    let children: [AnimationEvaluator]

    init(timing: MediaTimingModel, timingFunction: CAMediaTimingFunction?, children: [AnimationEvaluator]) {
        self.timing = timing
        self.timingFunction = timingFunction
        self.children = children
        writesRenderNodeFieldsOnly = children.allSatisfy(\.writesRenderNodeFieldsOnly)
        writtenNodeFields = children.reduce([]) { $0.union($1.writtenNodeFields) }
    }

    /// Whether every child writes render-node fields only.
    let writesRenderNodeFieldsOnly: Bool
    let writtenNodeFields: RenderNodeFields

    func apply(parentTime: Double, to layer: CALayer) {
        guard let time = childrenParentTime(parentTime) else { return }
        for child in children { child.apply(parentTime: time, to: layer) }
    }

    func apply(parentTime: Double, to node: inout RenderNodeSink) {
        guard let time = childrenParentTime(parentTime) else { return }
        for child in children { child.apply(parentTime: time, to: &node) }
    }

    /// An empty group changes nothing: only its start and end, which its delegate hears of (a
    /// player's completion tracker). Otherwise it changes where its children do in its cycle
    /// (a Lottie property's held and eased runs rest where each does), and where a cycle ends;
    /// eased as a whole, all the time while active.
    func nextChange(atOrAfterParentTime tp: Double) -> Double {
        if children.isEmpty { return timing.nextStartOrEnd(atOrAfterParentTime: tp) }
        guard timingFunction?.isIdentity ?? true else { return timing.nextChange(atOrAfterParentTime: tp) }
        return timing.nextChange(atOrAfterParentTime: tp) { basic in
            var next = Double.infinity
            for child in children {
                next = min(next, child.nextChange(atOrAfterParentTime: basic))
                if next <= basic { break }
            }
            return next
        }
    }

    /// The children's parent time at the group's parent time `parentTime`: the group's basic
    /// local time (its speed, offset and repeats applied), its fraction of the duration mapped
    /// through the timing function; `nil` while the group has no effect.
    private func childrenParentTime(_ parentTime: Double) -> Double? {
        guard let local = timing.resolve(parentTime: parentTime) else { return nil }
        guard let timingFunction, timing.duration > 0 else { return local.basicTime }
        return timingFunction.evaluate(at: local.basicTime / timing.duration) * timing.duration
    }
}
