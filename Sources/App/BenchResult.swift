import Foundation

/// One workload's figures from `layerkit bench`, as printed by `--json` (keys sorted).
///
/// Times are per frame. `ms…` figures are wall-clock; `…Cpu…` figures are the
/// process's CPU time (all threads, llvmpipe's included), as the Qt peer's
/// `cpu_ms_per_frame`. Renderer counts are per-frame means of the renderer's own
/// `FrameStatistics`. GL-only fields are absent for `presentation`, and the
/// presentation-only fields are absent for the GL workloads.
struct BenchResult: Codable, Equatable {
    var workload: BenchWorkload
    /// `--count`: the workload's layers (not counting the root or `rounded`'s clipped children).
    var count: Int
    /// Measured frames (after the warm-up).
    var frames: Int
    var warmupFrames: Int
    /// Nodes in each frame's render tree.
    var layers: Int
    var animatedLayers: Int
    /// Property animations evaluated per frame (each child of a group counts).
    var animatedProperties: Int

    /// Frames over the measured window's wall-clock seconds.
    var fps: Double
    var msPerFrameMedian: Double
    var msPerFrameP95: Double
    /// Process CPU time over the window, per frame.
    var cpuMsPerFrame: Double
    /// `makeRenderTree(at:)`: the presentation tree evaluated into a snapshot.
    var evaluationMsPerFrame: Double
    var evaluationCpuMsPerFrame: Double

    /// `Renderer.drawAndFinish`: planning, batching, encoding, and wait for the GPU.
    var renderMsPerFrame: Double?
    var renderCpuMsPerFrame: Double?
    var drawCalls: Double?
    var triangles: Double?
    /// Point sprites (flat squares, square particles), apart from the triangles.
    var points: Double?
    var verticesUploaded: Double?
    var offscreenPasses: Double?
    /// Damage tracking: pixels the frame redrew (its damage rectangles) and pixels its draws shaded
    /// (each layer's covered area inside them: overdraw counts).
    var damagedPixels: Double?
    var shadedPixels: Double?
    /// `static` only: the same still frames drawn as an app's are, damage-tracked (nothing changes,
    /// so nothing is drawn): their rate and pixels shaded, beside the forced redraw's.
    var trackedFps: Double?
    var trackedShadedPixels: Double?
    var gpuMsPerFrame: Double?
    /// The render stages' means (`FrameStatistics.stages`): planning, batching into the command
    /// buffer, executing it through GL, and `glFinish` (where llvmpipe does its rasterizing).
    var planningMsPerFrame: Double?
    var batchingMsPerFrame: Double?
    var encodingMsPerFrame: Double?
    var finishMsPerFrame: Double?
    /// How each frame is forced to finish: `glFinish`, as the peer does.
    var finish: String?

    /// `presentation` only: the median `makeRenderTree(at:)` time, and the same grid's without animations,
    /// evaluated right after it at the same media time.
    var microsecondsPerFrame: Double?
    var baselineMicrosecondsPerFrame: Double?
    /// `presentation` only: the median of the per-frame differences between the two, per animated property.
    var nanosecondsPerAnimatedProperty: Double?

    /// `VmHWM` at the end of the workload, in KiB (reset before each workload where the kernel allows; heap
    /// that an earlier workload of `all` freed but the allocator kept still counts).
    var peakRSSKilobytes: Int?
}

/// Everything `layerkit bench` measured in one run.
struct BenchReport: Codable, Equatable {
    /// `GL_RENDERER`, when a GL workload ran.
    var renderer: String?
    /// The canvas, in points (1280×720, scale 1).
    var canvas: [Int]
    /// Seconds the manual media clock advances per frame (1/60).
    var frameInterval: Double
    var results: [BenchResult]

    /// The report as JSON with sorted keys, one line per key.
    func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}

/// Order statistics of per-frame samples.
enum FrameSamples {
    /// The median of `values` (the mean of the middle two for an even count); 0 when empty.
    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted(), middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The nearest-rank percentile `p` (0–100) of `values`; 0 when empty.
    static func percentile(_ values: [Double], _ p: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let rank = Int((p / 100 * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }

    static func mean(_ values: [Double]) -> Double {
        values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
    }

    /// `value` rounded to `places` decimals, so the JSON stays readable.
    static func rounded(_ value: Double, _ places: Int = 3) -> Double {
        let scale = pow(10, Double(places))
        return (value * scale).rounded() / scale
    }
}
