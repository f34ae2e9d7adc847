import Foundation
@_spi(Rendering) import LayerTree

extension Renderer {
    /// Draws a frame and copies it to the current context's default framebuffer (a window),
    /// `drawableWidth` × `drawableHeight` pixels, ready for the swap.
    ///
    /// The frame is drawn into the canvas target as always, then blitted with a
    /// vertical flip (targets keep row 0 at the top; the window's framebuffer has
    /// it at the bottom). One full-screen blit costs far less than a second
    /// code path through the encoder for the default framebuffer.
    public func present(_ tree: RenderTree, into target: FrameTarget, drawableWidth: Int, drawableHeight: Int) throws {
        let record = try draw(tree, into: target)
        if !record.drewIntoWindow { blitCanvas(drawableWidth: drawableWidth, drawableHeight: drawableHeight) }
    }

    /// Copies the canvas (the last frame drawn) to the window's drawable, top-left aligned.
    func blitCanvas(drawableWidth: Int, drawableHeight: Int) {
        backend.showCanvas(drawableWidth: drawableWidth, drawableHeight: drawableHeight)
    }

    /// Copies `rects` of the canvas (pixels from its top-left) to the same places in the window's
    /// drawable, leaving the rest of it as it was.
    func blitCanvas(_ rects: [PixelRect], drawableHeight: Int) {
        backend.showCanvas(rects, drawableHeight: drawableHeight)
    }

    /// Reads back the window's default framebuffer (what was just presented), rows from the top.
    public func readPresentedFrame(width: Int, height: Int) -> RGBAImage {
        backend.readDrawable(width: width, height: height)
    }
}
