import CSDL

/// `GL_EXT_disjoint_timer_query`'s entry points, loaded at run time.
///
/// They are extension functions: a driver may offer them without the GLES library
/// exporting them, and the core `glBeginQuery` does not accept `GL_TIME_ELAPSED_EXT`.
struct TimerQueryEXT {
    typealias Generate = @convention(c) (GLsizei, UnsafeMutablePointer<GLuint>?) -> Void
    typealias Begin = @convention(c) (GLenum, GLuint) -> Void
    typealias End = @convention(c) (GLenum) -> Void
    typealias Result = @convention(c) (GLuint, GLenum, UnsafeMutablePointer<GLuint64>?) -> Void

    let generate: Generate
    let delete: Generate
    let begin: Begin
    let end: End
    let result: Result

    init?() {
        guard let g = eglGetProcAddress("glGenQueriesEXT"), let d = eglGetProcAddress("glDeleteQueriesEXT"),
            let b = eglGetProcAddress("glBeginQueryEXT"), let e = eglGetProcAddress("glEndQueryEXT"),
            let r = eglGetProcAddress("glGetQueryObjectui64vEXT")
        else { return nil }
        generate = unsafeBitCast(g, to: Generate.self)
        delete = unsafeBitCast(d, to: Generate.self)
        begin = unsafeBitCast(b, to: Begin.self)
        end = unsafeBitCast(e, to: End.self)
        result = unsafeBitCast(r, to: Result.self)
    }
}
