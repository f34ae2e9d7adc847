import CSDL
import Foundation

extension GLEncoder: RenderBackend {
    func makeCurrent() { context.makeCurrent() }

    var rasterCacheLimits: RasterCacheLimits {
        get { rasterCache.limits }
        set { rasterCache.limits = newValue }
    }

    func frameContext() -> FrameContext {
        FrameContext(
            completeCanvas: canvasIsComplete ? canvas.map { PixelSize(width: $0.width, height: $0.height) } : nil,
            rasterSnapshots: rasterCache.snapshots, offscreenContents: offscreenContents,
            imageTextures: imageTextures.resident,
            shadowMasks: shadowMasks.resident,
            holdings: BackendHoldings(
                renderTargets: renderTargetCount, imageTextures: imageTextures.textureCount,
                rasterBitmaps: rasterCache.count, rasterBytes: rasterCache.bytes, shadowMasks: shadowMasks.count))
    }

    func readCanvas() -> RGBAImage {
        guard let canvas else { return RGBAImage(width: 0, height: 0) }
        return RGBAImage.unpremultiplied(width: canvas.width, height: canvas.height, premultiplied: canvas.readPixels())
    }

    /// Blits the canvas target with a vertical flip (targets keep row 0 at the top; the window's
    /// framebuffer has it at the bottom): one full-screen blit costs far less than a second code
    /// path through the encoder for the default framebuffer.
    func showCanvas(drawableWidth: Int, drawableHeight: Int) {
        guard let target = canvas else { return }
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

    /// Blits `rects` of the canvas target to the same places in the window's framebuffer, flipped
    /// as `showCanvas(drawableWidth:drawableHeight:)` flips the whole, without clearing the rest.
    func showCanvas(_ rects: [PixelRect], drawableHeight: Int) {
        guard let target = canvas, !rects.isEmpty else { return }
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), target.framebuffer)
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), 0)
        for rect in rects {
            // The canvas keeps row 0 at the top, as rows 0... of the target; the window's row 0 is its bottom.
            glBlitFramebuffer(
                GLint(rect.x), GLint(rect.y), GLint(rect.maxX), GLint(rect.maxY),
                GLint(rect.x), GLint(drawableHeight - rect.y), GLint(rect.maxX), GLint(drawableHeight - rect.maxY),
                GLbitfield(GL_COLOR_BUFFER_BIT), GLenum(GL_NEAREST))
        }
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
    }

    /// Reads back the window's default framebuffer.
    func readDrawable(width: Int, height: Int) -> RGBAImage {
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

    /// `glFinish` when waiting (llvmpipe would otherwise merge frames), else `glFlush`.
    func submit(waitUntilCompleted: Bool) {
        if waitUntilCompleted {
            glFinish()
            frameInFlight.discard()
        } else {
            glFlush()
        }
    }

    func submitAndWaitForPreviousFrame() -> Bool { frameInFlight.submitAndWaitForPrevious() }

    func waitForFrameInFlight() { frameInFlight.waitForPending() }

    func releaseAll() { deleteAll() }
}
