import CSDL

/// Copies rectangles of a window's back buffer to the window and leaves the back buffer as it
/// was (GLX_MESA_copy_sub_buffer): how `WindowPresenter` shows only what a frame changed where
/// the window system offers it, as Mesa's GLX does, its software rasterizer's included.
///
/// A swap hands the whole back buffer to the window system and leaves the next one undefined,
/// so every frame must fill all of it: under llvmpipe a full-window blit and the window server
/// taking every pixel, at each frame, however little changed.
struct WindowSubBufferCopy {
    private let glx: layerkit_glx_sub_buffer_copy

    /// The copy for the GLX context current on this thread; nil where its screen lacks the
    /// extension. Call it only with a GLX context current (not EGL's, whose loader may answer
    /// a glX name with a stub).
    init?() {
        var glx = layerkit_glx_sub_buffer_copy()
        guard layerkit_glx_sub_buffer_copy_for_current_context(&glx) != 0 else { return nil }
        self.glx = glx
    }

    /// The drawable's size as the X server has it now (one round trip), nil when it does not answer.
    ///
    /// A copy that reaches past the back buffer is an X error that ends the process, and the
    /// window's own size can lag behind the server's (a resize the app has not seen yet, or an
    /// event that says the window changed when the server's did not): a frame is copied only
    /// where this agrees with it.
    func drawableSize() -> PixelSize? {
        var width: Int32 = 0, height: Int32 = 0
        guard layerkit_x11_drawable_size(glx.display, glx.drawable, &width, &height) != 0 else { return nil }
        return PixelSize(width: Int(width), height: Int(height))
    }

    /// Copies `rects` (pixels from the drawable's top-left) of the back buffer to the window, whose
    /// drawable is `drawableHeight` pixels high (GLX counts rows from the bottom). Each copy flushes
    /// the context's commands first; the requests then go to the X server at once, where a swap
    /// sends them itself: Xlib keeps a small one in its buffer until something flushes it, and the
    /// window would show it late.
    func copy(_ rects: [PixelRect], drawableHeight: Int) {
        for rect in rects {
            glx.copy(
                glx.display, glx.drawable, Int32(rect.x), Int32(drawableHeight - rect.maxY), Int32(rect.width),
                Int32(rect.height))
        }
        XFlush(glx.display)
    }
}
