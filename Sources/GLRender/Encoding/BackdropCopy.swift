import CSDL
import Foundation
@_spi(Rendering) import LayerTree

/// The texture a blend-mode draw reads its backdrop from (`DrawCommand.Program.blendedQuad`): the
/// pixels of the bound target under the blended quad, copied just before the draw. One texture,
/// grown to the largest box asked for and kept, so a frame of blended layers allocates once.
final class BackdropCopy {
    private(set) var texture: GLuint = 0
    private var width = 0, height = 0

    /// Copies `rect` of the bound framebuffer (window coordinates: row 0 at GL's bottom) into the
    /// texture's corner and leaves the texture bound to the active unit.
    func copy(_ rect: PixelRect) {
        if texture == 0 { glGenTextures(1, &texture) }
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        if rect.width > width || rect.height > height {
            width = max(width, rect.width)
            height = max(height, rect.height)
            glTexImage2D(
                GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, GLsizei(width), GLsizei(height), 0,
                GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), nil)
            // Read with texelFetch, which ignores filtering; a texture without mipmaps must not ask for them.
            glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_NEAREST)
            glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), GL_NEAREST)
        }
        glCopyTexSubImage2D(
            GLenum(GL_TEXTURE_2D), 0, 0, 0, GLint(rect.x), GLint(rect.y), GLsizei(rect.width), GLsizei(rect.height))
    }

    /// Frees the texture; call with the context current.
    func delete() {
        if texture != 0 { glDeleteTextures(1, &texture) }
        texture = 0
        width = 0
        height = 0
    }
}

extension CompositingBlendMode {
    /// The mode's number in `blend_quad.frag`'s `u_blendMode` (1 multiply … 15 luminosity, in
    /// declaration order; 0 would be source-over).
    var shaderIndex: Int32 { Int32(Self.allCases.firstIndex(of: self)! + 1) }
}
