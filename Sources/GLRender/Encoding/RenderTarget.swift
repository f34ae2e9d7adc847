import CSDL

/// A texture with a framebuffer object around it: where a pass draws, and what a composite samples.
///
/// Owned by `GLEncoder`, which deletes it on the GL thread (never in `deinit`,
/// where no context may be current).
final class RenderTarget {
    let width: Int
    let height: Int
    let texture: GLuint
    let framebuffer: GLuint
    /// A 24-bit depth renderbuffer, attached the first time a pass with an opaque phase draws here.
    private(set) var depthBuffer: GLuint = 0

    init(width: Int, height: Int) throws {
        self.width = width
        self.height = height
        var texture: GLuint = 0
        glGenTextures(1, &texture)
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        glTexImage2D(
            GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, GLsizei(width), GLsizei(height), 0,
            GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), nil)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_LINEAR)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), GL_LINEAR)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_S), GL_CLAMP_TO_EDGE)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_T), GL_CLAMP_TO_EDGE)
        var framebuffer: GLuint = 0
        glGenFramebuffers(1, &framebuffer)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        glFramebufferTexture2D(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D), texture, 0)
        let status = glCheckFramebufferStatus(GLenum(GL_FRAMEBUFFER))
        self.texture = texture
        self.framebuffer = framebuffer
        guard status == GLenum(GL_FRAMEBUFFER_COMPLETE) else {
            delete()
            throw GLError.incompleteFramebuffer(status: status)
        }
    }

    /// Gives the target a depth buffer of `format` (`GL_DEPTH_COMPONENT24` unless a test asks for
    /// a coarser one), once; passes without an opaque phase never pay for one.
    func attachDepthBuffer(format: GLenum) throws {
        guard depthBuffer == 0 else { return }
        glGenRenderbuffers(1, &depthBuffer)
        glBindRenderbuffer(GLenum(GL_RENDERBUFFER), depthBuffer)
        glRenderbufferStorage(GLenum(GL_RENDERBUFFER), format, GLsizei(width), GLsizei(height))
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        glFramebufferRenderbuffer(
            GLenum(GL_FRAMEBUFFER), GLenum(GL_DEPTH_ATTACHMENT), GLenum(GL_RENDERBUFFER),
            depthBuffer)
        let status = glCheckFramebufferStatus(GLenum(GL_FRAMEBUFFER))
        guard status == GLenum(GL_FRAMEBUFFER_COMPLETE) else { throw GLError.incompleteFramebuffer(status: status) }
    }

    /// Deletes the GL objects; call with the context current.
    func delete() {
        var f = framebuffer, t = texture, d = depthBuffer
        glDeleteFramebuffers(1, &f)
        glDeleteTextures(1, &t)
        if d != 0 { glDeleteRenderbuffers(1, &d) }
    }

    /// Reads the pixels back, rows from the top (the encoder draws row 0 at the top).
    func readPixels() -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        glPixelStorei(GLenum(GL_PACK_ALIGNMENT), 1)
        glReadPixels(0, 0, GLsizei(width), GLsizei(height), GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), &bytes)
        return bytes
    }
}
