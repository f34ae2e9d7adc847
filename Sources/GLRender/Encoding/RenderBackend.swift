import Foundation

/// Executes a frame's command buffer (`BatchedFrame`): the last stage of a frame, and the only
/// door between the `Renderer` and what draws.
///
/// A frame flows one way: the backend is asked once, as the frame begins, what it holds
/// (`frameContext()`, a value that damage, planning and the debug overlays read); planning
/// (`Planner`) → batching (`Batcher`) build the command buffer; the CPU-made resources it asks
/// for and the backend lacks are made (`FrameResources`); then `execute` draws it and returns what
/// it did (`FrameRecord`), which is never read back from the backend afterwards.
///
/// `GLEncoder` is the GL backend, the only code that calls `gl*`; `RecordingBackend` executes the
/// same commands on the CPU, so the whole `Renderer` runs in tests without a GPU (Flutter's mock
/// canvas, femtovg's void renderer).
protocol RenderBackend: AnyObject {
    /// What the backend can draw, fixed when it is made.
    var capabilities: BackendCapabilities { get }
    /// The raster cache's budget and how long an unused bitmap is kept.
    var rasterCacheLimits: RasterCacheLimits { get set }
    /// Makes the backend's context current on the calling thread (the renderer calls it before
    /// any other member, as frames may move between threads).
    func makeCurrent()
    /// What the backend holds now: asked once per frame, before damage and planning.
    func frameContext() -> FrameContext
    /// Makes `resources` resident, then executes every pass of `frame`; `uploadGeometry` is false
    /// when the frame's geometry is the previous frame's, already resident.
    func execute(_ frame: BatchedFrame, resources: FrameResources, uploadGeometry: Bool) throws -> FrameRecord
    /// The canvas as last drawn (straight alpha, rows from the top); empty before any frame.
    func readCanvas() -> RGBAImage
    /// Copies the canvas to the window's drawable, `width` × `height` pixels, top-left aligned.
    func showCanvas(drawableWidth: Int, drawableHeight: Int)
    /// Copies the canvas's `rects` (pixels from its top-left) to the same places in the window's
    /// drawable, `drawableHeight` pixels high; the rest of the drawable keeps what it held.
    func showCanvas(_ rects: [PixelRect], drawableHeight: Int)
    /// The window's drawable as last shown, rows from the top.
    func readDrawable(width: Int, height: Int) -> RGBAImage
    /// Hands the frame's work to the device; `waitUntilCompleted` waits until it is done.
    func submit(waitUntilCompleted: Bool)
    /// Hands the frame's work to the device, then waits until the frame handed over before it
    /// this way is done, so one frame is in flight while the caller prepares the next; returns
    /// whether there was a frame to wait for.
    func submitAndWaitForPreviousFrame() -> Bool
    /// Waits for the frame `submitAndWaitForPreviousFrame` left in flight, if any.
    func waitForFrameInFlight()
    /// Frees everything the backend holds (with its context current).
    func releaseAll()
}

/// What a backend can draw, asked once.
struct BackendCapabilities: Equatable {
    /// Who draws (the GPU's `GL_RENDERER`, or the recording backend's name).
    var deviceName: String
    /// The largest texture or render target side, in pixels.
    var maxTextureSize: Int
    /// The largest point sprite drawn, in pixels; 0 when points are not drawn as sprites.
    var maxPointSize: Double
    /// Bits of the depth buffers of its targets.
    var depthBits: Int
    /// The pixel formats its targets and textures hold.
    var colorFormat: PixelFormat = .rgba8Premultiplied
    /// Whether frame records carry GPU time.
    var measuresGPUTime = false

    /// Pixel layouts a backend stores.
    enum PixelFormat: Equatable { case rgba8Premultiplied }
}

/// How much the raster cache keeps (`Renderer.rasterCacheBudget`, `rasterCacheMaxUnusedFrames`).
struct RasterCacheLimits: Equatable {
    /// The most bytes the cached bitmaps may take at the end of a frame.
    var budgetBytes = 64 << 20
    /// How many frames a bitmap may go unused before it is dropped (at least 1).
    var maxUnusedFrames = 6
}
