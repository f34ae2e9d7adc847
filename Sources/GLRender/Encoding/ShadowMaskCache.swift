import CSDL

/// Textures of shadow-path masks, uploaded from the masks a frame's resources carry (rasterized
/// and blurred on the CPU before execute, `FrameResources`) and kept while frames keep drawing them.
///
/// A mask unused for `keepFrames` frames is deleted at the end of a frame, on the GL thread.
final class ShadowMaskCache {
    private var entries: [ShadowMaskKey: (texture: GLuint, lastUsed: Int)] = [:]
    /// The keys of `entries`, changed only when a mask is uploaded or freed (`FrameContext`
    /// copies it each frame; `entries` changes with every use).
    private(set) var resident: Set<ShadowMaskKey> = []
    private var frame = 0
    private let keepFrames = 120
    /// Masks resident as textures.
    var count: Int { entries.count }

    /// Uploads each mask as a texture (alpha in an RGBA8 texture's alpha); returns how many.
    func upload(_ masks: [ShadowMaskKey: [UInt8]]) -> Int {
        for (key, alpha) in masks where entries[key] == nil {
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
            resident.insert(key)
        }
        return masks.count
    }

    /// The mask's texture, marked as used this frame; nil when it was never uploaded (the frame's
    /// resources lacked it).
    func texture(for key: ShadowMaskKey) -> GLuint? {
        guard let entry = entries[key] else { return nil }
        entries[key] = (entry.texture, frame)
        return entry.texture
    }

    /// Ends a frame: deletes masks that have not been drawn for a while.
    func endFrame() {
        frame += 1
        for (key, entry) in entries where frame - entry.lastUsed > keepFrames {
            var t = entry.texture
            glDeleteTextures(1, &t)
            entries[key] = nil
            resident.remove(key)
        }
    }

    func deleteAll() {
        for entry in entries.values {
            var t = entry.texture
            glDeleteTextures(1, &t)
        }
        entries = [:]
        resident = []
    }
}
