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
    /// Whether some animation prefers a frame rate (`preferredFrameRateRange` is not `.default`):
    /// without one, `refreshesPerFrame(at:refreshRate:)` answers 1 without a walk.
    private let hasPreferredFrameRates: Bool

    /// Copies `root` and its subtree with their running animations.
    public init(_ root: CALayer) {
        var state = CopyState()
        self.root = CommittedTree.copy(root, state: &state)
        self.root.isImmutableSnapshotRoot = true
        layerCount = state.count
        animatedSubtrees = state.animated
        hasPreferredFrameRates = state.hasPreferredFrameRates
    }

    /// What the copy learns about the tree on its way down.
    private struct CopyState {
        var count = 0
        var animated = Set<ObjectIdentifier>()
        var hasPreferredFrameRates = false
    }

    private static func copy(_ layer: CALayer, state: inout CopyState) -> CALayer {
        state.count += 1
        let copy = type(of: layer).init(presentationOf: layer)
        // Attached animations are immutable once added, so the copy can share them.
        copy.attachedAnimations = layer.attachedAnimations
        if !state.hasPreferredFrameRates {
            state.hasPreferredFrameRates = copy.attachedAnimations.contains { $0.preferredFrameRateRange != .default }
        }
        // The mask is a tree of its own; copy it too, so the render thread never reads a model layer.
        copy.mask = layer.mask.map { CommittedTree.copy($0, state: &state) }
        copy.children = layer.children.map { child in
            let childCopy = CommittedTree.copy(child, state: &state)
            childCopy.superlayer = copy
            return childCopy
        }
        // Tiled layers and emitters change with time too: tiles arrive and fade in, particles move.
        let isAnimated =
            !copy.attachedAnimations.isEmpty || copy is CATiledLayer || copy.changesWithTime
            || copy.mask.map { state.animated.contains(ObjectIdentifier($0)) } == true
            || copy.children.contains { state.animated.contains(ObjectIdentifier($0)) }
        if isAnimated { state.animated.insert(ObjectIdentifier(copy)) }
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

    /// How many refreshes of a display at `refreshRate` the frame after the one at `time` may
    /// wait: what the animations running at `time` ask for with their `preferredFrameRateRange`.
    ///
    /// 1 (every refresh) when any of them has no preference (`.default`), or when a tiled layer or
    /// an emitter changes; otherwise the fewest refreshes any of their ranges picks, so the fastest
    /// animation sets the rate (30 and 20 fps on a 60 Hz display: every other refresh). 1 too
    /// when nothing is running: `nextFrameTime(after:)` says when it starts.
    ///
    /// ```swift
    /// if committed.nextFrameTime(after: shown) <= shown {
    ///     nextFrame = shown + Double(committed.refreshesPerFrame(at: shown, refreshRate: 60)) / 60
    /// }
    /// ```
    public func refreshesPerFrame(at time: CFTimeInterval, refreshRate: Double) -> Int {
        guard hasPreferredFrameRates else { return 1 }
        let refreshes = root.refreshesPerFrame(
            atParentTime: time, refreshRate: refreshRate, animatedSubtrees: animatedSubtrees)
        return refreshes == .max ? 1 : refreshes
    }
}
