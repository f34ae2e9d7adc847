import Foundation

extension FrameStatistics {
    /// Fills `blendedPixels` and `overdraw` from the areas the executed command buffer covers: each
    /// triangle's projected area (pixels a shader leaves transparent, outside rounded corners, count
    /// too), in every pass, over the canvas's pixels.
    mutating func addBlending(of frame: BatchedFrame) {
        measuredPixels = frame.measuredPixels
        blendedPixels = Self.pixelCount(frame.blendedPixels)
        shadedPixels = Self.pixelCount(frame.shadedPixels)
        if let canvas = frame.passes.last, canvas.width * canvas.height > 0 {
            overdraw = frame.shadedPixels / Double(canvas.width * canvas.height)
        }
    }

    /// A pixel estimate as a count; areas are clipped to their passes, so it fits, but a count is
    /// never worth a trap.
    static func pixelCount(_ area: Double) -> Int {
        area.isFinite ? Int(min(max(area, 0), 1e15).rounded()) : 0
    }
}
