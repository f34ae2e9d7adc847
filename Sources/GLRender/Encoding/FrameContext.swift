import Foundation

/// What a backend holds as a frame begins, answered once per frame as a value
/// (`RenderBackend.frameContext()`): damage asks whether the canvas still holds the last frame,
/// planning which rasterized bitmaps it may reuse, the debug overlays which image textures are
/// resident, and the frame's resources which shadow masks need making.
///
/// The collections are copy-on-write: the backend's own sets change only when something is
/// uploaded or freed, so taking a context copies nothing on a steady frame.
struct FrameContext {
    /// The canvas target's size when it holds a complete earlier frame, which a partial frame may
    /// draw over: nil before the first frame, and after a frame that failed or went to a window.
    var completeCanvas: PixelSize?
    /// What each cached rasterized bitmap shows, by layer ID.
    var rasterSnapshots: [UInt64: RasterSnapshot] = [:]
    /// What each offscreen target holds, by pass index (`OffscreenReuse`).
    var offscreenContents: [Int: OffscreenContent] = [:]
    /// Image tiles resident as textures.
    var imageTextures = ResidentImages()
    /// Shadow masks resident as textures.
    var shadowMasks: Set<ShadowMaskKey> = []
    /// Counts of what the backend holds.
    var holdings = BackendHoldings()

    /// Whether the canvas holds a complete earlier frame of `width` × `height` pixels.
    func canvasHoldsFrame(width: Int, height: Int) -> Bool {
        completeCanvas == PixelSize(width: width, height: height)
    }

    /// Whether a planned frame can be drawn again as it is: each of its raster passes reuses a
    /// bitmap that is still cached (a miss would draw again what is already there), and each pass
    /// that reused its target's image (planned without items) still has it.
    func canReplay(_ list: DisplayList) -> Bool {
        list.passes.indices.allSatisfy { index in
            let pass = list.passes[index]
            if pass.reuse == .reused, offscreenContents[index] == nil { return false }
            guard let raster = pass.raster else { return true }
            return raster.isHit && rasterSnapshots[raster.snapshot.layerID] === raster.snapshot
        }
    }
}

/// A width and height in pixels.
struct PixelSize: Equatable {
    var width: Int
    var height: Int
}

/// The image tiles a backend holds as textures, and the conversion each image went through on
/// upload (the `copied` debug overlay's question).
struct ResidentImages {
    var keys: Set<ImageTextureKey> = []
    /// By image ID; nil: uploaded as it was.
    var conversions: [UInt64: ImageUploadConversion?] = [:]

    func isResident(_ key: ImageTextureKey) -> Bool { keys.contains(key) }

    /// The conversion recorded when `image` was uploaded (nil: none, or not resident).
    func conversion(for image: CGImage) -> ImageUploadConversion? { conversions[image.imageID] ?? nil }
}

/// How many objects a backend holds between frames (`RendererResources`).
struct BackendHoldings: Equatable {
    /// Offscreen targets and the canvas.
    var renderTargets = 0
    var imageTextures = 0
    var rasterBitmaps = 0
    /// Bytes of the cached rasterized bitmaps.
    var rasterBytes = 0
    var shadowMasks = 0
}
