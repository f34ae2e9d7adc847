import Foundation

extension Renderer {
    /// The most bytes that rasterized layers' cached bitmaps may take (64 MiB by default).
    ///
    /// Checked at the end of each frame: the least recently used bitmaps are dropped until
    /// the rest fit, and drawn again when next needed.
    ///
    /// ```swift
    /// renderer.rasterCacheBudget = 16 << 20
    /// ```
    public var rasterCacheBudget: Int {
        get { encoder.rasterCache.budgetBytes }
        set { encoder.rasterCache.budgetBytes = max(0, newValue) }
    }

    /// How many frames a rasterized bitmap may go unused before it is dropped (6 by default:
    /// 100 ms at 60 Hz, as Core Animation drops bitmaps unused for about that long).
    public var rasterCacheMaxUnusedFrames: Int {
        get { encoder.rasterCache.maxUnusedFrames }
        set { encoder.rasterCache.maxUnusedFrames = max(1, newValue) }
    }

    /// What the planner needs to know of the raster cache this frame.
    func rasterPlanning() -> RasterPlanning {
        RasterPlanning(cache: encoder.rasterCache.snapshots, tints: debugOverlays.contains(.rasterize))
    }

    /// The raster cache's part of a frame's statistics: hits and misses as the encoder counted
    /// them, and reused bitmaps are not offscreen passes (nothing is drawn into them).
    func recordRasterization(_ report: RasterReport, in frame: BatchedFrame, into statistics: inout FrameStatistics) {
        statistics.rasterCacheHits = report.hits
        statistics.rasterCacheMisses = report.misses
        statistics.rasterCacheBytes = encoder.rasterCache.bytes
        let reused = frame.passes.filter { $0.raster?.isHit == true }
        statistics.offscreenPasses -= reused.count
        statistics.offscreenPixels -= reused.reduce(0) { $0 + $1.width * $1.height }
    }
}
