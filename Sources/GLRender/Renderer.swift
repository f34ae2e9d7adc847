import CSDL
import Foundation
import LayerTree

/// Renders layer trees into RGBA images through OpenGL ES 3.0.
///
/// A frame flows one way, one type a phase: snapshot (`CALayer.makeRenderTree`, in
/// LayerTree) → preroll (`FramePlanner`: placement, depth order, clips, offscreen and
/// cache decisions; then `Culling`) → emit (`Batcher`, `Tessellator`: the command
/// buffer, `BatchedFrame`) → execute (`GLEncoder`, the `RenderBackend` that calls GL).
/// All but execute are pure CPU work, and the frame's statistics come from the command
/// buffer that was executed. When a frame's snapshot equals the last one, preroll and
/// emit are skipped and nothing is uploaded.
///
/// ```swift
/// let context = try HeadlessContext()
/// let renderer = try Renderer(context: context)
/// let image = try renderer.render(scene)
/// try image.writePNG(to: URL(fileURLWithPath: "scene.png"))
/// ```
public final class Renderer {
    private let context: GLContext
    let encoder: GLEncoder
    private var previous: (key: FrameKey, list: DisplayList, frame: BatchedFrame)?
    /// Shape layers' triangles, kept while their path and style stay the same.
    let shapeMeshes = ShapeMeshCache()
    /// `CATextLayer` text, laid out and rasterized once per distinct text.
    private let textRasterizer = TextRasterizer()

    /// Statistics of the most recent frame.
    public private(set) var lastFrameStatistics = FrameStatistics()

    /// Debug colour overlays drawn over every frame (`DebugOverlay`); none by default.
    public var debugOverlays: DebugOverlay = []

    /// The GPU's `GL_RENDERER` string.
    public var gpuName: String { context.rendererName }

    /// Creates a renderer on a context, compiling and linking every shader.
    public init(context: GLContext) throws {
        CairoContext.install()
        self.context = context
        context.makeCurrent()
        encoder = try GLEncoder()
    }

    /// Creates a renderer whose shaders come from `shaderFiles` instead of the embedded `Shaders/` (for tests).
    init(context: GLContext, shaderFiles: [String: String]) throws {
        CairoContext.install()
        self.context = context
        context.makeCurrent()
        encoder = try GLEncoder(shaderFiles: shaderFiles)
    }

    deinit {
        context.makeCurrent()
        encoder.deleteAll()
    }

    private struct FrameKey: Equatable {
        var tree: RenderTree
        var target: FrameTarget
        var debugOverlays: DebugOverlay
    }

    /// Renders a scene's tree at its size and scale.
    public func render(_ scene: Scene, at time: CFTimeInterval = 0) throws -> RGBAImage {
        try render(
            scene.root.makeRenderTree(at: time), size: scene.size, scale: scene.scale, background: scene.background)
    }

    /// Renders a snapshot onto a canvas of `size` points at `scale` pixels per point.
    public func render(_ tree: RenderTree, size: CGSize, scale: CGFloat = 1, background: CGColor? = nil) throws
        -> RGBAImage
    {
        try render(tree, into: FrameTarget(size: size, scale: scale, background: background))
    }

    /// Renders a snapshot into `target` and reads it back (straight alpha, rows from the top).
    public func render(_ tree: RenderTree, into frameTarget: FrameTarget) throws -> RGBAImage {
        let target = try draw(tree, into: frameTarget)
        let pixels = target.readPixels()
        return RGBAImage.unpremultiplied(width: target.width, height: target.height, premultiplied: pixels)
    }

    /// Draws a frame and waits for the GPU to finish it (`glFinish`), without reading it back.
    ///
    /// This is how `layerkit bench` ends each frame, as Qt Quick's peer host does: a frame is
    /// not done until the driver has drawn it (llvmpipe would otherwise merge frames), but a
    /// read-back would add a copy of the canvas that no on-screen frame pays for.
    @discardableResult
    public func drawAndFinish(_ tree: RenderTree, size: CGSize, scale: CGFloat = 1, background: CGColor? = nil)
        throws -> FrameStatistics
    {
        _ = try draw(tree, into: FrameTarget(size: size, scale: scale, background: background))
        let start = Self.milliseconds()
        glFinish()
        lastFrameStatistics.stages.finish = Self.milliseconds() - start
        return lastFrameStatistics
    }

    /// Monotonic wall-clock time in milliseconds, for stage timings.
    static func milliseconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) * 1000 + Double(now.tv_nsec) / 1e6
    }

    /// Plans, batches and encodes a frame; returns the target holding the canvas pass.
    func draw(_ tree: RenderTree, into target: FrameTarget) throws -> RenderTarget {
        context.makeCurrent()
        let key = FrameKey(tree: tree, target: target, debugOverlays: debugOverlays)
        var statistics = FrameStatistics()
        statistics.layers = tree.nodes.count
        let list: DisplayList
        let frame: BatchedFrame
        let prerollStart = Self.milliseconds()
        if let previous, previous.key == key, encoder.rasterCache.canReplay(previous.list),
           !ImageOverlays.hasFlashes(previous.list) {
            (list, frame) = (previous.list, previous.frame)
            statistics.reusedPreviousFrame = true
        } else {
            var planner = FramePlanner(tree: textRasterizer.withTextContents(tree), maxTextureSize: encoder.maxTextureSize)
            planner.raster = rasterPlanning()
            planner.shapeMeshes = shapeMeshes
            let planned = Culling.apply(to: planner.plan(target))
            list = OverlayPlanner.apply(debugOverlays, to: planned, textures: encoder.imageTextures)
            let emitStart = Self.milliseconds()
            statistics.stages.preroll = emitStart - prerollStart
            frame = Batcher.batch(list)
            statistics.stages.emit = Self.milliseconds() - emitStart
            previous = (key, list, frame)
        }
        let executeStart = Self.milliseconds()
        let (canvas, report) = try encoder.execute(frame, uploadGeometry: !statistics.reusedPreviousFrame)
        statistics.stages.execute = Self.milliseconds() - executeStart
        statistics.drawCalls = report.drawCalls
        statistics.verticesUploaded = report.verticesUploaded
        statistics.textureBytesUploaded = report.textureBytesUploaded
        statistics.imageTextures = encoder.imageTextures.textureCount
        statistics.gpuMilliseconds = report.gpuMilliseconds
        statistics.triangles = frame.triangleCount
        statistics.culledPrimitives = list.offTargetItems + list.hiddenItems
        statistics.vertices = frame.vertexCount
        statistics.offscreenPasses = frame.passes.count - 1
        statistics.offscreenPixels = frame.passes.dropLast().reduce(0) { $0 + $1.width * $1.height }
        recordRasterization(report.raster, in: frame, into: &statistics)
        statistics.addBlending(of: frame)
        lastFrameStatistics = statistics
        return canvas
    }
}
