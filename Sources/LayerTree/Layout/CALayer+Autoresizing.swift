import Foundation

/// macOS's autoresizing: when a layer's bounds change size, the layer calls
/// `resizeSublayers(withOldSize:)` on itself, whose default calls
/// `resize(withOldSuperlayerSize:)` on each sublayer, which moves and stretches the sublayer's
/// frame as its `autoresizingMask` says. It runs as the size changes (before the layout pass), and
/// a sublayer that changes size passes the change on to its own sublayers the same way.
///
/// ```swift
/// let content = CALayer()
/// content.frame = window.bounds.insetBy(dx: 10, dy: 10)
/// content.autoresizingMask = [.layerWidthSizable, .layerHeightSizable]
/// window.addSublayer(content)
/// window.bounds.size = CGSize(width: 800, height: 600)   // content keeps its 10-point margins
/// ```
///
/// The new frame is set through `frame`, so a layer whose `transform` is not the identity stays
/// as it is: Core Animation (like `NSView`) leaves that case undefined, and `frame`'s setter
/// changes nothing then.
extension CALayer {
    /// `resize(withOldSuperlayerSize:)`'s default: the new frame for the mask.
    func autoresize(withOldSuperlayerSize size: CGSize) {
        guard autoresizingMask != .layerNotSizable, let superlayer else { return }
        let newSize = superlayer.bounds.size
        let box = frame
        guard !box.isNull else { return }
        let x = Self.resizedAxis(
            origin: box.minX, length: box.width, change: newSize.width - size.width,
            flexible: (
                autoresizingMask.contains(.layerMinXMargin), autoresizingMask.contains(.layerWidthSizable),
                autoresizingMask.contains(.layerMaxXMargin)
            ))
        let y = Self.resizedAxis(
            origin: box.minY, length: box.height, change: newSize.height - size.height,
            flexible: (
                autoresizingMask.contains(.layerMinYMargin), autoresizingMask.contains(.layerHeightSizable),
                autoresizingMask.contains(.layerMaxYMargin)
            ))
        let resized = CGRect(x: x.origin, y: y.origin, width: x.length, height: y.length)
        if resized != box { frame = resized }
    }

    /// Shares `change` evenly among the flexible parts of one axis (margin before, length, margin
    /// after): the origin moves by the before-margin's share, the length grows by its own share.
    /// A length never goes below zero.
    static func resizedAxis(
        origin: CGFloat, length: CGFloat, change: CGFloat, flexible: (before: Bool, length: Bool, after: Bool)
    ) -> (origin: CGFloat, length: CGFloat) {
        let count = [flexible.before, flexible.length, flexible.after].filter { $0 }.count
        guard count > 0, change != 0 else { return (origin, length) }
        let share = change / CGFloat(count)
        return (origin + (flexible.before ? share : 0), max(0, length + (flexible.length ? share : 0)))
    }

    /// Called when `bounds` is set: a new size autoresizes the sublayers (the model's only;
    /// presentation copies are filled and animated property by property and must not).
    func autoresizeSublayers(forBoundsChangeFrom old: CGRect) {
        guard !isPresentationCopy, old.size != bounds.size, !children.isEmpty else { return }
        resizeSublayers(withOldSize: old.size)
    }
}
