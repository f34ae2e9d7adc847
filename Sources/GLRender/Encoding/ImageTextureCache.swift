import CSDL
import Foundation
@_spi(Rendering) import LayerTree

/// Image textures (layers' `contents`) by image identity, uploaded once and kept while used.
///
/// - `prepare` runs before a frame draws: every image tile the display list uses that is
///   not resident is uploaded (premultiplied RGBA8; straight-alpha images are
///   premultiplied on the way), and mipmaps are generated the first time a tile is drawn
///   with `trilinear` minification. It returns the bytes uploaded, for `FrameStatistics`.
/// - Filtering lives in sampler objects (one per filter pair), not in the textures, so one
///   image drawn by two layers with different filters is still one texture.
/// - `endFrame` frees textures not used for `idleFrames` frames, and, above `budget`
///   bytes, the least recently used ones not drawn this frame. Freed on the GL thread,
///   never in `deinit`.
final class ImageTextureCache {
    private struct Entry {
        var texture: GLuint
        var bytes: Int
        var hasMipmaps: Bool
        var lastUsedFrame: UInt64
    }

    private var entries: [ImageTextureKey: Entry] = [:]
    /// The keys of `entries`, and the conversion each image's pixels went through on upload
    /// (`nil`: uploaded as they are), by image ID, kept while any of its tiles is resident: what
    /// `FrameContext` copies each frame, so it changes only on upload and free (`entries` changes
    /// with every use).
    private(set) var resident = ResidentImages()
    private var samplers: [ImageFilters: GLuint] = [:]
    private var frame: UInt64 = 0
    /// Bytes of texture memory held (level 0 only).
    private(set) var residentBytes = 0
    /// Images resident as textures.
    var count: Int { entries.count }
    let budget: Int
    let idleFrames: UInt64

    init(budget: Int = 512 << 20, idleFrames: UInt64 = 600) {
        self.budget = budget
        self.idleFrames = idleFrames
    }

    var textureCount: Int { entries.count }

    /// Uploads the image tiles a command buffer samples that are not resident; returns the bytes uploaded.
    func prepare(_ images: [ImageUse]) throws -> Int {
        frame += 1
        var uploaded = 0
        var premultiplied: [UInt64: [UInt8]] = [:]
        for primitive in images {
            let key = primitive.textureKey
            if var entry = entries[key] {
                entry.lastUsedFrame = frame
                if primitive.filters.needsMipmaps, !entry.hasMipmaps {
                    glBindTexture(GLenum(GL_TEXTURE_2D), entry.texture)
                    glGenerateMipmap(GLenum(GL_TEXTURE_2D))
                    entry.hasMipmaps = true
                }
                entries[key] = entry
                continue
            }
            let image = primitive.image
            if let update = image.update, image.alphaInfo == .premultipliedLast,
                let update = ([update] + update.older).first(where: {
                    entries[ImageTextureKey(imageID: $0.baseImageID, tile: key.tile)] != nil
                }),
                var entry = entries.removeValue(forKey: ImageTextureKey(imageID: update.baseImageID, tile: key.tile))
            {
                resident.keys.remove(ImageTextureKey(imageID: update.baseImageID, tile: key.tile))
                resident.keys.insert(key)
                // A backing store redrawn in part: update only the changed pixels of this tile.
                uploaded += updateRegion(update, of: image, tile: primitive.tile, texture: entry.texture)
                if primitive.filters.needsMipmaps || entry.hasMipmaps {
                    glGenerateMipmap(GLenum(GL_TEXTURE_2D))
                    entry.hasMipmaps = true
                }
                entry.lastUsedFrame = frame
                entries[key] = entry
                continue
            }
            let conversion = Self.conversion(for: image)
            resident.conversions[image.imageID] = conversion
            if premultiplied[image.imageID] == nil, conversion == .premultiplied {
                premultiplied[image.imageID] = image.premultipliedPixels()
            }
            let entry = upload(
                image, pixels: premultiplied[image.imageID] ?? image.pixels, tile: primitive.tile,
                mipmaps: primitive.filters.needsMipmaps)
            entries[key] = entry
            resident.keys.insert(key)
            residentBytes += entry.bytes
            uploaded += entry.bytes
        }
        glBindTexture(GLenum(GL_TEXTURE_2D), 0)
        try GLEncoder.check("uploading image textures")
        return uploaded
    }

    private func upload(_ image: CGImage, pixels: [UInt8], tile: ImageTile, mipmaps: Bool) -> Entry {
        let (x, y) = (tile.column.texture.lowerBound, tile.row.texture.lowerBound)
        let (width, height) = (tile.column.texture.count, tile.row.texture.count)
        var texture: GLuint = 0
        glGenTextures(1, &texture)
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 4)
        glPixelStorei(GLenum(GL_UNPACK_ROW_LENGTH), GLint(image.width))
        glPixelStorei(GLenum(GL_UNPACK_SKIP_PIXELS), GLint(x))
        glPixelStorei(GLenum(GL_UNPACK_SKIP_ROWS), GLint(y))
        pixels.withUnsafeBytes { raw in
            glTexImage2D(
                GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, GLsizei(width), GLsizei(height), 0,
                GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), raw.baseAddress)
        }
        glPixelStorei(GLenum(GL_UNPACK_ROW_LENGTH), 0)
        glPixelStorei(GLenum(GL_UNPACK_SKIP_PIXELS), 0)
        glPixelStorei(GLenum(GL_UNPACK_SKIP_ROWS), 0)
        // Samplers set the filtering; these keep the texture complete without one.
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_LINEAR)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), GL_LINEAR)
        if mipmaps { glGenerateMipmap(GLenum(GL_TEXTURE_2D)) }
        return Entry(texture: texture, bytes: width * height * 4, hasMipmaps: mipmaps, lastUsedFrame: frame)
    }

    /// The conversion `prepare` applies to an image's pixels before uploading them.
    static func conversion(for image: CGImage) -> ImageUploadConversion? {
        image.alphaInfo == .last ? .premultiplied : nil
    }

    /// Uploads the part of `update`'s region inside `tile` (`glTexSubImage2D`); returns its bytes.
    private func updateRegion(_ update: CGImageUpdate, of image: CGImage, tile: ImageTile, texture: GLuint) -> Int {
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        let x0 = max(update.x, tile.column.texture.lowerBound)
        let x1 = min(update.x + update.width, tile.column.texture.upperBound)
        let y0 = max(update.y, tile.row.texture.lowerBound)
        let y1 = min(update.y + update.height, tile.row.texture.upperBound)
        guard x1 > x0, y1 > y0 else { return 0 }
        glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 4)
        glPixelStorei(GLenum(GL_UNPACK_ROW_LENGTH), GLint(image.width))
        glPixelStorei(GLenum(GL_UNPACK_SKIP_PIXELS), GLint(x0))
        glPixelStorei(GLenum(GL_UNPACK_SKIP_ROWS), GLint(y0))
        image.pixels.withUnsafeBytes { raw in
            glTexSubImage2D(
                GLenum(GL_TEXTURE_2D), 0, GLint(x0 - tile.column.texture.lowerBound),
                GLint(y0 - tile.row.texture.lowerBound), GLsizei(x1 - x0), GLsizei(y1 - y0),
                GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), raw.baseAddress)
        }
        glPixelStorei(GLenum(GL_UNPACK_ROW_LENGTH), 0)
        glPixelStorei(GLenum(GL_UNPACK_SKIP_PIXELS), 0)
        glPixelStorei(GLenum(GL_UNPACK_SKIP_ROWS), 0)
        return (x1 - x0) * (y1 - y0) * 4
    }

    /// The texture of a tile that `prepare` made resident this frame.
    func texture(for key: ImageTextureKey) -> GLuint { entries[key]?.texture ?? 0 }

    /// The sampler for a filter pair (clamped to the edge: edge pixels repeat past the image).
    func sampler(for filters: ImageFilters) -> GLuint {
        if let sampler = samplers[filters] { return sampler }
        var sampler: GLuint = 0
        glGenSamplers(1, &sampler)
        let minFilter: GLint
        switch filters.minification {
        case .nearest: minFilter = GL_NEAREST
        case .trilinear: minFilter = GL_LINEAR_MIPMAP_LINEAR
        default: minFilter = GL_LINEAR
        }
        glSamplerParameteri(sampler, GLenum(GL_TEXTURE_MIN_FILTER), minFilter)
        glSamplerParameteri(
            sampler, GLenum(GL_TEXTURE_MAG_FILTER),
            filters.magnification == .nearest ? GL_NEAREST : GL_LINEAR)
        glSamplerParameteri(sampler, GLenum(GL_TEXTURE_WRAP_S), GL_CLAMP_TO_EDGE)
        glSamplerParameteri(sampler, GLenum(GL_TEXTURE_WRAP_T), GL_CLAMP_TO_EDGE)
        samplers[filters] = sampler
        return sampler
    }

    /// Frees idle textures, and the least recently used ones while over budget.
    func endFrame() {
        var victims = entries.filter { frame - $0.value.lastUsedFrame > idleFrames }.map(\.key)
        var bytes = residentBytes - victims.reduce(0) { $0 + entries[$1]!.bytes }
        if bytes > budget {
            let candidates = entries.filter {
                $0.value.lastUsedFrame < frame && frame - $0.value.lastUsedFrame <= idleFrames
            }
            .sorted { $0.value.lastUsedFrame < $1.value.lastUsedFrame }
            for (key, entry) in candidates where bytes > budget {
                victims.append(key)
                bytes -= entry.bytes
            }
        }
        for key in victims { delete(key) }
    }

    private func delete(_ key: ImageTextureKey) {
        guard var texture = entries[key]?.texture else { return }
        glDeleteTextures(1, &texture)
        residentBytes -= entries[key]!.bytes
        entries[key] = nil
        resident.keys.remove(key)
        if !entries.keys.contains(where: { $0.imageID == key.imageID }) { resident.conversions[key.imageID] = nil }
    }

    /// Frees every texture and sampler; call with the context current.
    func deleteAll() {
        for key in Array(entries.keys) { delete(key) }
        for var sampler in samplers.values { glDeleteSamplers(1, &sampler) }
        samplers = [:]
    }
}

/// A change `ImageTextureCache` makes to an image's pixels on upload.
enum ImageUploadConversion: Equatable {
    /// Straight alpha multiplied into the colour channels.
    case premultiplied
}
