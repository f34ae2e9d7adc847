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
        get { backend.rasterCacheLimits.budgetBytes }
        set { backend.rasterCacheLimits.budgetBytes = max(0, newValue) }
    }

    /// How many frames a rasterized bitmap may go unused before it is dropped (6 by default:
    /// 100 ms at 60 Hz, as Core Animation drops bitmaps unused for about that long).
    public var rasterCacheMaxUnusedFrames: Int {
        get { backend.rasterCacheLimits.maxUnusedFrames }
        set { backend.rasterCacheLimits.maxUnusedFrames = max(1, newValue) }
    }

    /// What the planner needs to know of the raster cache this frame, from what the backend holds.
    func rasterPlanning(_ held: FrameContext) -> RasterPlanning {
        RasterPlanning(cache: held.rasterSnapshots)
    }

    /// The raster cache's part of a frame's statistics: hits and misses as the backend counted
    /// them, and reused bitmaps are not offscreen passes (nothing is drawn into them).
    func recordRasterization(_ record: FrameRecord, in frame: BatchedFrame, into statistics: inout FrameStatistics) {
        statistics.rasterCacheHits = record.raster.hits
        statistics.rasterCacheMisses = record.raster.misses
        statistics.rasterCacheBytes = record.rasterCacheBytes
        let reused = frame.passes.filter { $0.raster?.isHit == true }
        statistics.offscreenPasses -= reused.count
        statistics.offscreenPixels -= reused.reduce(0) { $0 + $1.width * $1.height }
    }
}
