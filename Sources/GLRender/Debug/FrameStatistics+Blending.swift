import Foundation

extension FrameStatistics {
    /// Fills `blendedPixels` and `overdraw` from a frame's measured areas.
    mutating func addBlending(_ measure: OverlayPlanner.Measure, canvasPixels: Int?) {
        blendedPixels = Int(measure.blendedPixels.rounded())
        if let canvasPixels, canvasPixels > 0 { overdraw = measure.shadedPixels / Double(canvasPixels) }
    }
}
