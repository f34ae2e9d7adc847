import Foundation

/// What the renderer did for one frame, from its own record.
///
/// ```swift
/// _ = try renderer.render(scene)
/// print(renderer.lastFrameStatistics.drawCalls)
/// ```
public struct FrameStatistics: Equatable, Sendable, CustomStringConvertible {
    /// Visible layers in the snapshot.
    public var layers = 0
    /// `glDrawElements` calls, all passes together.
    public var drawCalls = 0
    /// Triangles submitted, all passes together.
    public var triangles = 0
    /// Point sprites submitted, apart from the triangles: flat layers that are axis-aligned squares
    /// and particles that are unturned squares, drawn one vertex each.
    public var points = 0
    /// Primitives left out because they were wholly outside their target or wholly hidden under opaque
    /// rectangles in front of them.
    public var culledPrimitives = 0
    /// Vertices in the frame's buffers.
    public var vertices = 0
    /// Vertices actually sent to the GPU this frame (unchanged ranges are not re-sent).
    public var verticesUploaded = 0
    /// Bytes sent from the CPU into textures this frame (image `contents` and text; 0 when every
    /// image was resident). Rasterized bitmaps are drawn on the GPU and add nothing.
    public var textureBytesUploaded = 0
    /// Image textures resident after the frame (an image larger than the GPU's limit is several).
    public var imageTextures = 0
    /// Offscreen passes drawn before the canvas pass.
    public var offscreenPasses = 0
    /// Pixels of those passes' targets.
    public var offscreenPixels = 0
    /// Each offscreen pass, drawn or reused, in the order drawn: its reason, size and pixels.
    public var passes: [OffscreenPassStatistics] = []
    /// Offscreen passes of those whose targets still held their images from an earlier frame, so
    /// nothing was drawn into them (`OffscreenReuse`).
    public var offscreenPassesReused = 0
    /// Pixels shaded with blending (translucent or partially covered primitives, composites), all passes,
    /// from the primitives' projected areas on the CPU (`Batcher`).
    public var blendedPixels = 0
    /// Pixels shaded in all passes over the canvas's pixels, from the same areas.
    public var overdraw = 0.0
    /// Pixels shaded in all passes (each triangle's projected area, inside the damage in a partial frame).
    public var shadedPixels = 0
    /// Whether the pixel counts above (`blendedPixels`, `overdraw`, `shadedPixels`, the passes' shaded
    /// and sampled pixels) were measured: false when the renderer was told not to (`Renderer.measuresPixels`).
    public var measuredPixels = true
    /// Whether planning and tessellation were skipped because the tree had not changed.
    public var reusedPreviousFrame = false
    /// The canvas rectangles this frame redrew (`DamageRegion`): the whole canvas for a full frame,
    /// none when nothing changed since the last frame and nothing was drawn.
    public var damageRects: [PixelRect] = []
    /// Pixels of those rectangles.
    public var damagedPixels: Int { damageRects.reduce(0) { $0 + $1.area } }
    /// Whether only part of the canvas was redrawn (the rest kept the last frame's pixels).
    public var isPartial = false
    /// Whether the canvas pass drew straight into the window's framebuffer (its changes covered
    /// the canvas), with no copy from the canvas target.
    public var drewIntoWindow = false
    /// Pixels put on the screen for this frame by a window (`WindowPresenter`): the whole drawable
    /// for a frame swapped in, the frame's damage where only that was copied to the window; 0 headless.
    public var presentedPixels = 0
    /// Whether the window took less than its whole drawable for this frame (its damage alone).
    public var presentedPartially = false
    /// Rasterized layers whose cached bitmap was reused (`shouldRasterize`).
    public var rasterCacheHits = 0
    /// Rasterized layers whose bitmap was drawn this frame (first use, or the subtree changed).
    public var rasterCacheMisses = 0
    /// Bytes of all cached bitmaps at the end of the frame.
    public var rasterCacheBytes = 0
    /// Whether the frame waited for the GPU: to finish this frame (`Renderer.drawAndFinish`), or the
    /// frame before it (`Renderer.drawAndFinishPrevious`, which keeps one in flight); false for a
    /// frame that executed nothing because nothing changed, or had no frame in flight before it.
    public var waitedForGPU = false
    /// GPU time from `GL_EXT_disjoint_timer_query`, when the driver offers it.
    public var gpuMilliseconds: Double?
    /// Where the frame's CPU time went, stage by stage (wall-clock milliseconds).
    public var stages = FrameStageTimes()

    /// Creates empty statistics: every count zero.
    public init() {}

    /// The figures one a line, as `layerkit render --stats` prints them.
    public var description: String {
        var lines = [
            "layers: \(layers)",
            "draw calls: \(drawCalls)",
            "triangles: \(triangles)",
            "points: \(points)",
            "culled primitives: \(culledPrimitives)",
            "vertices: \(vertices)",
            "vertices uploaded: \(verticesUploaded)",
            "texture bytes uploaded: \(textureBytesUploaded)",
            "image textures: \(imageTextures)",
            "offscreen passes: \(offscreenPasses)",
            "offscreen pixels: \(offscreenPixels)",
            "offscreen passes reused: \(offscreenPassesReused)",
            "blended pixels: \(blendedPixels)",
            String(format: "overdraw: %.2f", overdraw),
            "reused previous frame: \(reusedPreviousFrame)",
            "damaged pixels: \(damagedPixels) in \(damageRects.count) rectangle\(damageRects.count == 1 ? "" : "s")"
                + (isPartial ? " (partial redraw)" : ""),
            "shaded pixels: \(shadedPixels)",
            "rasterize cache hits: \(rasterCacheHits)",
            "rasterize cache misses: \(rasterCacheMisses)",
            "rasterize cache bytes: \(rasterCacheBytes)",
        ]
        for (index, pass) in passes.enumerated() { lines.append("offscreen pass \(index): \(pass)") }
        lines.append(
            "gpu time: " + (gpuMilliseconds.map { String(format: "%.3f ms", $0) } ?? "not measurable on this driver"))
        var stageTimes = "stages: "
        if stages.evaluate > 0 { stageTimes += String(format: "evaluate %.3f ms, ", stages.evaluate) }
        stageTimes += String(
            format: "planning %.3f ms, batching %.3f ms, encoding %.3f ms",
            stages.planning, stages.batching, stages.encoding)
        if stages.finish > 0 { stageTimes += String(format: ", finish %.3f ms", stages.finish) }
        if stages.present > 0 { stageTimes += String(format: ", present %.3f ms", stages.present) }
        lines.append(stageTimes)
        return lines.joined(separator: "\n")
    }
}

/// Wall-clock milliseconds of one frame's stages, in the order the frame runs them.
///
/// Evaluate builds the render tree at the frame's time (the render server's animations; zero
/// when the caller passed a tree it had built); planning plans the frame (placement, depth order, clips, culling, offscreen and cache
/// decisions); batching tessellates and batches the plan into the command buffer; encoding hands
/// that buffer to the GL backend; finish waits for the GPU (`glFinish`), and is zero unless
/// the caller asked the frame to finish (`Renderer.drawAndFinish`); present blits the canvas to a
/// window and swaps (zero headless), which is where a driver that draws lazily, such as Mesa's
/// llvmpipe, rasterizes the frame, and where a vsync-paced swap waits for the display.
public struct FrameStageTimes: Equatable, Sendable {
    /// Evaluating the committed tree's animations into the frame's render tree (`RenderServer`).
    public var evaluate = 0.0
    /// Damage, planning, culling and the debug overlays' planning.
    public var planning = 0.0
    /// Tessellation and batching into the command buffer.
    public var batching = 0.0
    /// The GL backend executing the command buffer (uploads and draw calls, not the GPU's work).
    public var encoding = 0.0
    /// Waiting for the GPU (`glFinish`, or the fence of the frame before with one frame in flight);
    /// zero unless the frame was finished.
    public var finish = 0.0
    /// Blitting to a window's back buffer and swapping (`WindowPresenter`); zero headless.
    public var present = 0.0

    /// Creates zero times.
    public init() {}
}
