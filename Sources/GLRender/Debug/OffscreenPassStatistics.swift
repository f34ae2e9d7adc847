import Foundation

/// One offscreen pass of a frame, as `FrameStatistics.passes` lists them: what it is for, its
/// target's size, the pixels drawn into it and how much of it the passes that sample it show.
///
/// Why: a frame's offscreen cost is its passes' pixels, and which layer's mask, matte or group
/// costs what is not visible in the totals. `layerkit render --stats` prints them, one a line.
public struct OffscreenPassStatistics: Equatable, Sendable, CustomStringConvertible {
    /// Why the pass exists (`"mask content"`, `"mask alpha"`, `"group opacity"`, …).
    public var reason: String
    /// The target's size in pixels.
    public var width: Int
    public var height: Int
    /// Whether its target kept its image from an earlier frame, so nothing was drawn into it (`OffscreenReuse`).
    public var reused: Bool
    /// Pixels shaded into the pass (its items' projected areas; 0 when reused).
    public var shadedPixels: Int
    /// Pixels of the passes that sample it covered by the quads that read it: about how much of the
    /// image shows (a mask's two images are both counted at their masked composite).
    public var sampledPixels: Int

    /// Creates a pass's figures.
    public init(reason: String, width: Int, height: Int, reused: Bool, shadedPixels: Int, sampledPixels: Int) {
        self.reason = reason
        self.width = width
        self.height = height
        self.reused = reused
        self.shadedPixels = shadedPixels
        self.sampledPixels = sampledPixels
    }

    /// `mask content: 250×250 (62500 px), 40000 px shaded, 30000 px sampled`.
    public var description: String {
        "\(reason): \(width)×\(height) (\(width * height) px)" + (reused ? ", reused" : "")
            + ", \(shadedPixels) px shaded, \(sampledPixels) px sampled"
    }
}

extension FrameStatistics {
    /// Fills `passes` from the executed command buffer's offscreen passes.
    mutating func addOffscreenPasses(of frame: BatchedFrame) {
        passes = frame.passes.dropLast().map {
            OffscreenPassStatistics(
                reason: $0.reason, width: $0.width, height: $0.height, reused: $0.reuse == .reused,
                shadedPixels: Self.pixelCount($0.shadedPixels), sampledPixels: Self.pixelCount($0.sampledPixels))
        }
    }
}
