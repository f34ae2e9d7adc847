import Foundation

/// A layer's custom-drawing state: the backing store and what needs drawing again.
struct LayerDisplayState {
    /// The dirty region in the layer's bounds coordinates; `nil` when nothing is dirty.
    var dirtyRect: CGRect?
    var needsDisplayOnBoundsChange = false
    var drawsAsynchronously = false
    /// The context of the backing store, kept so partial redraws draw into the old pixels.
    var backingStore: CGContext?
    /// The image last made from `backingStore` (the layer's contents since then).
    var backingImage: CGImage?
}

/// Custom drawing: Core Animation's `display()` / `draw(in:)` path.
///
/// `setNeedsDisplay()` marks a layer; the commit of the outermost transaction (and
/// `CATransaction.flush()`) calls `displayIfNeeded()` on every marked layer before it
/// completes. `display()` asks the delegate's `display(_:)`, whose default draws into a
/// backing store of bounds × `contentsScale` pixels through `draw(in:)` (by default the
/// delegate's `draw(_:in:)`) and sets the result as `contents`. `setNeedsDisplay(_ rect:)`
/// redraws only that rectangle (clipped and cleared first) into the existing store, and the
/// new image records the region, so the renderer re-uploads just those pixels.
extension CALayer {
    /// Makes backing-store contexts of a pixel size: Cairo-drawn `CGContext`s unless a test or
    /// tool installs another. Without a factory, `display()` draws nothing. `nonisolated(unsafe)`:
    /// set before any layer displays; drawing workers only read it.
    nonisolated(unsafe) public static var backingStoreFactory: ((_ width: Int, _ height: Int) -> CGContext?)? = {
        CGContext(width: $0, height: $1)
    }

    /// Whether the layer redraws its contents when its bounds change size.
    public var needsDisplayOnBoundsChange: Bool {
        get { displayState.needsDisplayOnBoundsChange }
        set { displayState.needsDisplayOnBoundsChange = newValue }
    }

    /// Whether `display()` draws the backing store on a worker thread (`AsyncDisplay`): the
    /// image appears at a later commit, and a newer display cancels one not yet started.
    public var drawsAsynchronously: Bool {
        get { displayState.drawsAsynchronously }
        set { displayState.drawsAsynchronously = newValue }
    }

    /// Marks the whole layer for drawing at the next commit.
    public func setNeedsDisplay() { setNeedsDisplay(bounds) }

    /// Marks a rectangle (in bounds coordinates) for drawing at the next commit.
    public func setNeedsDisplay(_ rect: CGRect) {
        guard !isPresentationCopy, rect.width > 0, rect.height > 0 else { return }
        displayState.dirtyRect = displayState.dirtyRect.map { $0.union(rect) } ?? rect
        TransactionStack.current.noteNeedsDisplay(self)
    }

    /// Whether the layer is marked for drawing.
    public func needsDisplay() -> Bool { displayState.dirtyRect != nil }

    /// Draws now when the layer is marked.
    public func displayIfNeeded() {
        guard needsDisplay() else { return }
        display()
        displayState.dirtyRect = nil
    }

    /// Draws the layer's backing store and sets it as `contents`, as the default `display()` does.
    /// Public so a delegate's `display(_:)` can fall back to it.
    public func drawBackingStore() {
        // First, as Core Animation does: the delegate may change what the store is made from.
        delegate?.layerWillDraw(self)
        let scale = contentsScale > 0 ? contentsScale : 1
        let width = Int((bounds.width * scale).rounded(.up)), height = Int((bounds.height * scale).rounded(.up))
        let dirty = displayState.dirtyRect ?? bounds
        displayState.dirtyRect = nil
        guard width > 0, height > 0, width * height <= 1 << 26 else {
            displayState.backingStore = nil
            displayState.backingImage = nil
            return
        }
        if displayState.drawsAsynchronously {
            drawBackingStoreAsynchronously(width: width, height: height, scale: scale)
            return
        }
        var region: CGImageUpdateRegion?
        let context: CGContext
        if let store = displayState.backingStore, store.width == width, store.height == height,
            let previous = displayState.backingImage, contentsImage === previous
        {
            context = store
            // The dirty rectangle in pixels, grown to whole pixels and kept inside the store.
            let x0 = max(0, Int(((dirty.minX - bounds.minX) * scale).rounded(.down)))
            let y0 = max(0, Int(((dirty.minY - bounds.minY) * scale).rounded(.down)))
            let x1 = min(width, Int(((dirty.maxX - bounds.minX) * scale).rounded(.up)))
            let y1 = min(height, Int(((dirty.maxY - bounds.minY) * scale).rounded(.up)))
            guard x1 > x0, y1 > y0 else { return }
            if x0 > 0 || y0 > 0 || x1 < width || y1 < height {
                region = CGImageUpdateRegion(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
            }
        } else {
            guard let made = Self.backingStoreFactory?(width, height) else { return }
            context = made
        }
        context.baseScale = scale
        context.saveGState()
        if let region {
            // Pixel space first, so the clip is exactly the region's pixels.
            let r = CGRect(
                x: CGFloat(region.x), y: CGFloat(region.y),
                width: CGFloat(region.width), height: CGFloat(region.height))
            context.clip(to: r)
            context.clear(r)
        } else {
            context.clear(CGRect(x: 0, y: 0, width: width, height: height))
        }
        context.scaleBy(x: scale, y: scale)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        draw(in: context)
        context.restoreGState()
        let image = context.makeImage(previous: region == nil ? nil : displayState.backingImage, region: region)
        displayState.backingStore = context
        displayState.backingImage = image
        // A redrawn backing store replaces the image without its action: displays do not cross-fade.
        contentsState.image = image
    }

    /// Draws the whole backing store on a worker; the image is set at a later commit.
    private func drawBackingStoreAsynchronously(width: Int, height: Int, scale: CGFloat) {
        guard let factory = Self.backingStoreFactory else { return }
        let bounds = self.bounds
        AsyncDisplay.shared.display(self) { [weak self] in
            guard let self, let context = factory(width, height) else { return nil }
            context.baseScale = scale
            context.clear(CGRect(x: 0, y: 0, width: width, height: height))
            context.scaleBy(x: scale, y: scale)
            context.translateBy(x: -bounds.minX, y: -bounds.minY)
            self.draw(in: context)
            return context.makeImage(previous: nil, region: nil)
        }
    }

    /// Called when the bounds change: marks the layer when `needsDisplayOnBoundsChange` asks.
    func boundsDidChange(from old: CGRect) {
        if displayState.needsDisplayOnBoundsChange, old.size != bounds.size { setNeedsDisplay() }
    }
}
