import Foundation

/// A private copy of a layer tree as committed, animations included: what a render thread evaluates.
///
/// Core Animation's app thread commits a transaction and the render server
/// draws from what was committed, evaluating animations at each frame's time
/// even while the app thread is busy. `CommittedTree` is that hand-off: the
/// copy is made on the app thread at commit, never changes afterwards, and
/// only its own layers are read when a frame is built, so any thread may call
/// `renderTree(at:)` while the app goes on changing its layers.
///
/// ```swift
/// CATransaction.flush()
/// server.submit(CommittedTree(root))      // app thread
/// let frame = committed.renderTree(at: t) // render thread, every frame
/// ```
///
/// `@unchecked Sendable`: the copied layers are not `Sendable`, but no thread but the one
/// evaluating it (one render thread at a time) reaches them once `init` returns.
public final class CommittedTree: @unchecked Sendable {
    private let root: CALayer
    /// How many layers the copy holds.
    public let layerCount: Int
    /// The copies whose subtree (mask included) carries an animation: `nextFrameTime(after:)`
    /// visits only these, so a large still tree with one animated layer costs a short walk.
    private let animatedSubtrees: Set<ObjectIdentifier>

    /// Copies `root` and its subtree with their running animations.
    public init(_ root: CALayer) {
        var count = 0
        var animated = Set<ObjectIdentifier>()
        self.root = CommittedTree.copy(root, count: &count, animated: &animated)
        self.root.isImmutableSnapshotRoot = true
        layerCount = count
        animatedSubtrees = animated
    }

    private static func copy(_ layer: CALayer, count: inout Int, animated: inout Set<ObjectIdentifier>) -> CALayer {
        count += 1
        let copy = type(of: layer).init(presentationOf: layer)
        // Attached animations are immutable once added, so the copy can share them.
        copy.attachedAnimations = layer.attachedAnimations
        // The mask is a tree of its own; copy it too, so the render thread never reads a model layer.
        copy.mask = layer.mask.map { CommittedTree.copy($0, count: &count, animated: &animated) }
        copy.children = layer.children.map { child in
            let childCopy = CommittedTree.copy(child, count: &count, animated: &animated)
            childCopy.superlayer = copy
            return childCopy
        }
        // Tiled layers and emitters change with time too: tiles arrive and fade in, particles move.
        let isAnimated =
            !copy.attachedAnimations.isEmpty || copy is CATiledLayer || copy.changesWithTime
            || copy.mask.map { animated.contains(ObjectIdentifier($0)) } == true
            || copy.children.contains { animated.contains(ObjectIdentifier($0)) }
        if isAnimated { animated.insert(ObjectIdentifier(copy)) }
        return copy
    }

    /// The frame at global media time `time`: the committed model plus its animations.
    public func renderTree(at time: CFTimeInterval) -> RenderTree { root.makeRenderTree(at: time) }

    /// Whether any layer in the copy carries an animation (a still tree needs no new frames).
    public var hasAnimations: Bool { !animatedSubtrees.isEmpty }

    /// The earliest global media time `≥ time` at which the frame may differ from the frame at
    /// `time`: `time` while an animation or transition is active, the next begin time while all
    /// wait, `.infinity` when the tree is still for good (`CALayer.nextFrameTime(after:)`).
    ///
    /// A render thread that drew the frame at `time` draws again at the first refresh at or
    /// after the answer, and sleeps until then.
    public func nextFrameTime(after time: CFTimeInterval) -> CFTimeInterval {
        // The root has no superlayer: its parent time is global time.
        root.nextChange(atOrAfterParentTime: time, animatedSubtrees: animatedSubtrees)
    }
}
