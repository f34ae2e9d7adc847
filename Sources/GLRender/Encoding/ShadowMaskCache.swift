import CSDL

/// Textures of shadow-path masks, rasterized and blurred on the CPU on first use
/// (`ShadowMaskRasterizer`) and kept while frames keep drawing them.
///
/// A mask unused for `keepFrames` frames is deleted at the end of a frame, on the GL thread.
final class ShadowMaskCache {
    private var entries: [ShadowMaskKey: (texture: GLuint, lastUsed: Int)] = [:]
    private var frame = 0
    private let keepFrames = 120
    /// Masks rasterized since the cache was made (for tests: a cached mask is not rasterized again).
    private(set) var rasterizedCount = 0
    /// Masks resident as textures.
    var count: Int { entries.count }

    func texture(for key: ShadowMaskKey) -> GLuint {
        if let entry = entries[key] {
            entries[key] = (entry.texture, frame)
            return entry.texture
        }
        let alpha = ShadowMaskRasterizer.mask(for: key)
        var rgba = [UInt8](repeating: 0, count: alpha.count * 4)
        for (i, a) in alpha.enumerated() { rgba[4 * i + 3] = a }
        var texture: GLuint = 0
        glGenTextures(1, &texture)
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 1)
        glTexImage2D(
            GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, GLsizei(key.pixelWidth), GLsizei(key.pixelHeight), 0,
            GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), rgba)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_LINEAR)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), GL_LINEAR)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_S), GL_CLAMP_TO_EDGE)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_T), GL_CLAMP_TO_EDGE)
        entries[key] = (texture, frame)
        rasterizedCount += 1
        return texture
    }

    /// Ends a frame: deletes masks that have not been drawn for a while.
    func endFrame() {
        frame += 1
        for (key, entry) in entries where frame - entry.lastUsed > keepFrames {
            var t = entry.texture
            glDeleteTextures(1, &t)
            entries[key] = nil
        }
    }

    func deleteAll() {
        for entry in entries.values {
            var t = entry.texture
            glDeleteTextures(1, &t)
        }
        entries = [:]
    }
}
