/// Where a frame's canvas pass draws: the canvas target, kept between frames, or a window's own
/// framebuffer (GL's default one).
///
/// A window shows a frame by copying the canvas target into its back buffer, because a swapped
/// back buffer's pixels are undefined and a partial frame needs the last frame under it. A frame
/// whose changes cover the whole canvas needs nothing under it: drawn straight into the back
/// buffer it saves the copy, a full-window read and write (2.5 ms of demo 8's frame under Xvfb).
/// The canvas target then no longer holds the last frame, so the next frame that changes less
/// is drawn whole into it first (`Renderer.prepare`).
enum CanvasDestination: Equatable {
    /// The canvas target, row 0 at the top.
    case canvasTarget
    /// The window's framebuffer, of the canvas's size, row 0 at the bottom (drawn flipped).
    case window(WindowFramebuffer)
}

/// A window's framebuffer (GL's default framebuffer) as the frame found it.
struct WindowFramebuffer: Equatable {
    var width: Int
    var height: Int
    /// Bits of its depth buffer (0: none): a pass with an opaque, depth-tested phase draws into it
    /// only when it is as fine as the canvas target's (`BackendCapabilities.depthBits`).
    var depthBits: Int
}
