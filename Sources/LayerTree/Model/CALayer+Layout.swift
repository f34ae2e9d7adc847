import Foundation

/// Core Animation's layout pass: a change that affects how sublayers should be placed (a new
/// `bounds`, flipped geometry, or an explicit `setNeedsLayout()`) marks the layer, and the
/// outermost transaction's commit calls `layoutSublayers()` on every marked layer, superlayers
/// first, before it displays the layers marked for drawing.
///
/// ```swift
/// final class Row: NSObject, CALayerDelegate {
///     func layoutSublayers(of layer: CALayer) {
///         label.frame = layer.bounds.insetBy(dx: 8, dy: 4)
///     }
/// }
/// ```
extension CALayer {
    /// Marks the layer for layout at the next commit.
    public func setNeedsLayout() {
        guard !isPresentationCopy else { return }
        isLayoutNeeded = true
        TransactionStack.current.noteNeedsLayout(self)
    }

    /// Whether the layer is marked for layout.
    public func needsLayout() -> Bool { isLayoutNeeded }

    /// Lays out the sublayers now when the layer is marked.
    public func layoutIfNeeded() {
        guard isLayoutNeeded else { return }
        isLayoutNeeded = false
        layoutSublayers()
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
}
