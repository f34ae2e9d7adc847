import Foundation

/// Core Animation's layout pass: a change that affects how sublayers should be placed (a new
/// size of `bounds`, flipped geometry, new or removed sublayers, or an explicit
/// `setNeedsLayout()`) marks the layer, and the outermost transaction's commit calls
/// `layoutSublayers()` on every marked layer, superlayers first, before it displays the layers
/// marked for drawing.
///
/// ```swift
/// final class Row: NSObject, CALayerDelegate {
///     func layoutSublayers(of layer: CALayer) {
///         label.frame = layer.bounds.insetBy(dx: 8, dy: 4)
///     }
/// }
/// ```
extension CALayer {
    /// Marks the layer for layout at the next commit, and tells its `layoutManager`
    /// (`invalidateLayout(of:)`) when the layer was not marked already, so a manager that marks
    /// the layer in turn does not recurse.
    public func setNeedsLayout() {
        guard !isPresentationCopy else { return }
        let wasMarked = isLayoutNeeded
        isLayoutNeeded = true
        TransactionStack.current.noteNeedsLayout(self)
        if !wasMarked { layoutManager?.invalidateLayout(of: self) }
    }

    /// Whether the layer is marked for layout.
    public func needsLayout() -> Bool { isLayoutNeeded }

    /// Lays out now, as Core Animation documents: from this layer the superlayers are walked up
    /// while they need layout, and every marked layer in the tree beneath the outermost of them
    /// is laid out, superlayers first. So a layer whose sublayers are marked (and not itself)
    /// still lays them out, which is what callers that read sublayer frames right after expect.
    public func layoutIfNeeded() {
        guard !isPresentationCopy else { return }
        var root = self
        while let parent = root.superlayer, parent.isLayoutNeeded { root = parent }
        TransactionStack.current.layOutMarkedLayers(under: root)
    }

    /// Calls `layoutSublayers()` when the layer is marked, clearing the mark first so the
    /// layout may mark it again (then it runs once more in the same pass).
    func layOutIfMarked() {
        guard isLayoutNeeded else { return }
        isLayoutNeeded = false
        layoutSublayers()
    }

    /// A new bounds size changes where sublayers belong; a new origin only scrolls them, so it
    /// does not (Core Animation's `needsLayoutOnGeometryChange` behaviour).
    func invalidateLayout(forBoundsChangeFrom old: CGRect) {
        if old.size != bounds.size { setNeedsLayout() }
    }

    /// How many superlayers the layer has: the commit lays out outer layers first.
    var depthInTree: Int {
        var depth = 0
        var layer = superlayer
        while let current = layer {
            depth += 1
            layer = current.superlayer
        }
        return depth
    }

    /// Whether `ancestor` is this layer or one of its superlayers.
    func isWithin(_ ancestor: CALayer) -> Bool {
        var layer: CALayer? = self
        while let current = layer {
            if current === ancestor { return true }
            layer = current.superlayer
        }
        return false
    }
}
