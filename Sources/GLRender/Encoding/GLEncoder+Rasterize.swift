import CSDL

/// What the raster cache did in one frame, counted where it happened.
struct RasterReport: Equatable {
    /// Bitmaps reused as they were.
    var hits = 0
    /// Bitmaps drawn again (or for the first time).
    var misses = 0
    /// Bytes of the bitmaps drawn again.
    var bytesRendered = 0
}

extension GLEncoder {
    /// The cache's target for a raster pass that must be drawn (a miss).
    func rasterTarget(for raster: RasterPass, report: inout RasterReport) throws -> RenderTarget {
        report.misses += 1
        report.bytesRendered += raster.snapshot.bytes
        return try rasterCache.target(for: raster.snapshot)
    }
}
