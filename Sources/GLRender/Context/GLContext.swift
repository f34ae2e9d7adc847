/// An OpenGL ES 3.0 context a `Renderer` can draw with: headless (EGL) or a window's (SDL).
public protocol GLContext: AnyObject {
    /// Makes the context current on the calling thread.
    func makeCurrent()
    /// The GPU's `GL_RENDERER` string.
    var rendererName: String { get }
}

extension HeadlessContext: GLContext {}
