import CSDL

/// The EGL context current on a thread, set aside while a window's context is made there and
/// made current again after.
///
/// A thread has one current context across EGL and GLX: with a headless EGL context current,
/// making an X11 window's GLX context current fails with `BadAccess`, which Xlib's default
/// handler turns into an exit. A program that renders headless on its main thread and then
/// opens a window there (the tests do) needs the headless context put aside for the window's.
struct SetAsideEGLContext {
    private let display: EGLDisplay?
    private let draw: EGLSurface?
    private let read: EGLSurface?
    private let context: EGLContext?

    /// Releases the calling thread's EGL context, if it has one, remembering it.
    init() {
        context = eglGetCurrentContext()
        display = eglGetCurrentDisplay()
        draw = eglGetCurrentSurface(EGLint(EGL_DRAW))
        read = eglGetCurrentSurface(EGLint(EGL_READ))
        if context != nil, let display { eglMakeCurrent(display, nil, nil, nil) }
    }

    /// Makes the remembered context current again on the calling thread.
    func restore() {
        guard context != nil, let display else { return }
        eglMakeCurrent(display, draw, read, context)
    }
}
