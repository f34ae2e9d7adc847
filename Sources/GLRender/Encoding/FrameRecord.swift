import Foundation

/// What a backend did executing one frame, returned by `RenderBackend.execute`: the frame's
/// statistics are made from it and the window presenter decides from it whether to copy the
/// canvas, so nothing is read back from the backend afterwards.
struct FrameRecord: Equatable {
    /// Where the canvas pass drew; nil when the frame executed nothing (no damage).
    var destination: CanvasDestination?
    var drawCalls = 0
    var verticesUploaded = 0
    var textureBytesUploaded = 0
    /// Shadow masks made resident (`FrameResources.shadowMasks`).
    var shadowMasksUploaded = 0
    /// GPU time, where the device measures it.
    var gpuMilliseconds: Double?
    /// What the raster cache did.
    var raster = RasterReport()
    /// Offscreen passes whose targets' earlier images were reused, not drawn (`OffscreenReuse`).
    var offscreenPassesReused = 0
    /// Image tiles resident after the frame.
    var imageTextures = 0
    /// Bytes of rasterized bitmaps cached after the frame.
    var rasterCacheBytes = 0

    /// Whether the canvas pass drew straight into a window's framebuffer (so the canvas target
    /// does not hold this frame, and nothing is to be copied to the window).
    var drewIntoWindow: Bool {
        if case .window = destination { return true }
        return false
    }
}
