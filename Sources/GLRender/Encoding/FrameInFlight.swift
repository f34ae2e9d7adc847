import CSDL

/// The fence that ends the frame the GPU may still be drawing, so that a renderer can keep one
/// frame in flight: it hands a frame over and then waits only for the frame before it
/// (`Renderer.drawAndFinishPrevious`), as a swap chain of two buffers does. The GPU (llvmpipe's
/// rasterizer threads, here) draws frame N while the caller evaluates, plans and encodes frame
/// N + 1, instead of the two taking turns as they do behind `glFinish`.
final class FrameInFlight {
    private var fence: GLsync?

    /// Whether a frame was handed over and not yet waited for.
    var isPending: Bool { fence != nil }

    /// Ends the frame just encoded with a fence, hands it to the GPU (`glFlush`, which starts
    /// rasterizing it), then waits until the frame handed over before it is done. Returns whether
    /// there was such a frame to wait for.
    func submitAndWaitForPrevious() -> Bool {
        let next = glFenceSync(GLenum(GL_SYNC_GPU_COMMANDS_COMPLETE), 0)
        glFlush()
        let waited = waitForPending()
        fence = next
        return waited
    }

    /// Waits until the pending frame is done; returns whether there was one.
    @discardableResult
    func waitForPending() -> Bool {
        guard let pending = fence else { return false }
        fence = nil
        // The fence's commands were flushed when it was made, so no flush bit is needed; a wait
        // that fails (a lost context) falls back to the wait that cannot.
        if glClientWaitSync(pending, 0, UInt64.max) == GLenum(GL_WAIT_FAILED) { glFinish() }
        glDeleteSync(pending)
        return true
    }

    /// Forgets the pending frame once something else waited for all the GPU's work (`glFinish`),
    /// or the context's objects are being freed.
    func discard() {
        if let pending = fence { glDeleteSync(pending) }
        fence = nil
    }
}
