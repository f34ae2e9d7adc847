import CSDL
import Foundation
import LayerTree

extension Renderer {
    /// Draws a frame and copies it to the current context's default framebuffer (a window),
    /// `drawableWidth` × `drawableHeight` pixels, ready for the swap.
    ///
    /// The frame is drawn into the canvas target as always, then blitted with a
    /// vertical flip (targets keep row 0 at the top; the window's framebuffer has
    /// it at the bottom). One full-screen blit costs far less than a second
    /// code path through the encoder for the default framebuffer.
    public func present(
        _ tree: RenderTree, size: CGSize, scale: CGFloat, background: CGColor?,
        drawableWidth: Int, drawableHeight: Int
    ) throws {
        _ = try draw(tree, into: FrameTarget(size: size, scale: scale, background: background))
        blitCanvas(drawableWidth: drawableWidth, drawableHeight: drawableHeight)
    }

    /// Copies the canvas (the last frame drawn) to the window's drawable, top-left aligned.
    func blitCanvas(drawableWidth: Int, drawableHeight: Int) {
        guard let target = encoder.canvas else { return }
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), target.framebuffer)
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), 0)
        glViewport(0, 0, GLsizei(drawableWidth), GLsizei(drawableHeight))
        glClearColor(0, 0, 0, 1)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        glBlitFramebuffer(
            0, 0, GLint(target.width), GLint(target.height),
            0, GLint(drawableHeight), GLint(target.width), GLint(drawableHeight - target.height),
            GLbitfield(GL_COLOR_BUFFER_BIT), GLenum(GL_NEAREST))
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
    }

    /// Reads back the window's default framebuffer (what was just presented), rows from the top.
    public func readPresentedFrame(width: Int, height: Int) -> RGBAImage {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), 0)
        glPixelStorei(GLenum(GL_PACK_ALIGNMENT), 1)
        glReadPixels(0, 0, GLsizei(width), GLsizei(height), GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), &bytes)
        // The default framebuffer's row 0 is the bottom; images keep the top first.
        var flipped = [UInt8](repeating: 0, count: bytes.count)
        let row = width * 4
        for y in 0..<height {
            flipped.replaceSubrange(y * row..<(y + 1) * row, with: bytes[(height - 1 - y) * row..<(height - y) * row])
        }
        return RGBAImage.unpremultiplied(width: width, height: height, premultiplied: flipped)
    }
}
