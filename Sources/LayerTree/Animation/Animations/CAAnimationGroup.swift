import Foundation

/// Several animations that run together on one timeline.
///
/// Each child's `beginTime` is measured from the start of the group, and the
/// children are cut off where the group ends. A child whose `duration` is 0
/// lasts as long as the group.
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
        return GroupEvaluator(timing: timing, children: children)
    }
}

/// A group: its children see the group's basic local time as their parent time.
final class GroupEvaluator: AnimationEvaluator {
    let timing: MediaTimingModel
    let children: [AnimationEvaluator]

    init(timing: MediaTimingModel, children: [AnimationEvaluator]) {
        self.timing = timing
        self.children = children
        writesRenderNodeFieldsOnly = children.allSatisfy(\.writesRenderNodeFieldsOnly)
        writtenNodeFields = children.reduce([]) { $0.union($1.writtenNodeFields) }
    }

    /// Whether every child writes render-node fields only.
    let writesRenderNodeFieldsOnly: Bool
    let writtenNodeFields: RenderNodeFields

    func apply(parentTime: Double, to layer: CALayer) {
        guard let local = timing.resolve(parentTime: parentTime) else { return }
        for child in children { child.apply(parentTime: local.basicTime, to: layer) }
    }

    func apply(parentTime: Double, to node: inout RenderNodeSink) {
        guard let local = timing.resolve(parentTime: parentTime) else { return }
        for child in children { child.apply(parentTime: local.basicTime, to: &node) }
    }
}
