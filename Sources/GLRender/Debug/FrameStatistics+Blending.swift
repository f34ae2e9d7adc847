import Foundation

extension FrameStatistics {
    /// Fills `blendedPixels` and `overdraw` from the areas the executed command buffer covers: each
    /// triangle's projected area (pixels a shader leaves transparent, outside rounded corners, count
    /// too), in every pass, over the canvas's pixels.
    mutating func addBlending(of frame: BatchedFrame) {
        blendedPixels = Int(frame.blendedPixels.rounded())
        shadedPixels = Int(frame.shadedPixels.rounded())
        if let canvas = frame.passes.last, canvas.width * canvas.height > 0 {
            overdraw = frame.shadedPixels / Double(canvas.width * canvas.height)
        }
    }
}
