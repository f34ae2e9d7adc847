/// What a renderer holds between frames: the GL objects it made and its caches' entries.
/// Every one must stay flat while a steady scene runs (`layerkit soak`).
public struct RendererResources: Equatable, Sendable, CustomStringConvertible {
    /// Offscreen render targets kept by pass index, and the canvas (each a texture and a framebuffer).
    public var renderTargets: Int
    /// Layers' contents uploaded as textures.
    public var imageTextures: Int
    /// Rasterized layers' cached bitmaps (`shouldRasterize`).
    public var rasterBitmaps: Int
    /// Blurred shadow-path masks.
    public var shadowMasks: Int
    /// Rasterized texts.
    public var textImages: Int
    /// Tessellated shapes.
    public var shapeMeshes: Int

    /// The counts on one line, as `layerkit soak` prints them.
    public var description: String {
        "targets \(renderTargets) images \(imageTextures) rasters \(rasterBitmaps) masks \(shadowMasks) "
            + "texts \(textImages) meshes \(shapeMeshes)"
    }
}

extension Renderer {
    /// What the renderer holds now.
    public var resources: RendererResources {
        let held = backend.frameContext().holdings
        return RendererResources(
            renderTargets: held.renderTargets, imageTextures: held.imageTextures, rasterBitmaps: held.rasterBitmaps,
            shadowMasks: held.shadowMasks, textImages: textImageCount, shapeMeshes: shapeMeshes.count)
    }
}
