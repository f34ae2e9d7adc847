import Foundation
import GLRender
import LayerTree

/// Runs one `layerkit bench` workload frame by frame and measures it.
///
/// Overall design: a `ManualClock` is installed as the media clock and moves
/// 1/60 s per frame, so every run evaluates the same animation states whatever
/// the machine's speed (Qt's peer host likewise ticks its animations once per
/// frame, but by wall-clock time). A frame is two timed phases:
///
/// 1. **evaluation**: `root.makeRenderTree(at: clock.currentTime)`, which applies
///    every running animation and snapshots the tree;
/// 2. **render**: `Renderer.render`, which plans, batches, encodes and reads the
///    canvas back with `glReadPixels`. The read-back is what forces llvmpipe to
///    finish the frame (the peer calls `glFinish()`; without either, llvmpipe
///    merges frames and the rate reads several times too high). `Renderer` has
///    no finish-only entry point, so the read-back's own cost is measured apart
///    (`ReadbackProbe`) and reported beside the figures rather than subtracted.
///
/// `presentation` runs phase 1 only, and right after it, at the same media
/// time, the same grid without animations: the cost per animated property is
/// the median of those paired differences, so a slow patch on a shared
/// machine weighs on both halves of a pair alike.
struct BenchRunner {
    var frames: Int
    var warmup: Int
    static let frameInterval = 1.0 / 60

    /// One frame's timings.
    private struct Sample {
        var wall = 0.0, evaluationWall = 0.0, evaluationCPU = 0.0, renderWall = 0.0, renderCPU = 0.0
        var statistics = FrameStatistics()
    }

    /// Measures `workload` with `count` layers; `context` is needed by every workload but `presentation`.
    func run(_ workload: BenchWorkload, count: Int, animated: Int?, context: HeadlessContext?) throws -> BenchResult {
        ProcessMetrics.resetPeakResident()
        let clock = ManualClock(time: 0)
        MediaClocks.current = clock
        let scene = try BenchScene.make(workload, count: count, animated: animated)

        let renderer = try workload.rendersWithGL ? context.map { try Renderer(context: $0) } : nil
        let still = workload == .presentation ? try BenchScene.make(.static, count: count) : nil
        var stillTimes: [Double] = []
        var stillTotal = (wall: 0.0, cpu: 0.0)

        var samples: [Sample] = []
        samples.reserveCapacity(frames)
        var nodes = 0
        var windowStart = (wall: 0.0, cpu: 0.0)
        for frame in 0..<(warmup + frames) {
            if frame == warmup { windowStart = (ProcessMetrics.wallSeconds(), ProcessMetrics.cpuSeconds()) }
            clock.advance(by: Self.frameInterval)
            let t0 = ProcessMetrics.wallSeconds(), c0 = ProcessMetrics.cpuSeconds()
            let tree = scene.root.makeRenderTree(at: clock.currentTime)
            let t1 = ProcessMetrics.wallSeconds(), c1 = ProcessMetrics.cpuSeconds()
            var sample = Sample(wall: t1 - t0, evaluationWall: t1 - t0, evaluationCPU: c1 - c0)
            if let renderer {
                _ = try renderer.render(tree, size: scene.size, scale: 1, background: scene.background)
                let t2 = ProcessMetrics.wallSeconds(), c2 = ProcessMetrics.cpuSeconds()
                (sample.wall, sample.renderWall, sample.renderCPU) = (t2 - t0, t2 - t1, c2 - c1)
                sample.statistics = renderer.lastFrameStatistics
            }
            nodes = tree.nodes.count
            if frame >= warmup { samples.append(sample) }
            if let still {
                let t2 = ProcessMetrics.wallSeconds(), c2 = ProcessMetrics.cpuSeconds()
                let stillTree = still.root.makeRenderTree(at: clock.currentTime)
                let t3 = ProcessMetrics.wallSeconds(), c3 = ProcessMetrics.cpuSeconds()
                precondition(stillTree.nodes.count == nodes)
                if frame >= warmup {
                    stillTimes.append(t3 - t2)
                    stillTotal = (stillTotal.wall + t3 - t2, stillTotal.cpu + c3 - c2)
                }
            }
        }
        // The window is the workload's frames alone, without the still grid's evaluations.
        let window = (wall: ProcessMetrics.wallSeconds() - windowStart.wall - stillTotal.wall,
                      cpu: ProcessMetrics.cpuSeconds() - windowStart.cpu - stillTotal.cpu)

        var result = summary(of: samples, window: window, workload: workload, count: count, scene: scene)
        result.layers = nodes
        if renderer != nil, let context {
            fill(&result, from: samples)
            result.finish = "readback"
            result.readbackMs = try FrameSamples.rounded(
                ReadbackProbe.medianMilliseconds(context: context, width: Int(scene.size.width),
                                                 height: Int(scene.size.height)))
        }
        if still != nil {
            let times = samples.map(\.evaluationWall)
            result.microsecondsPerFrame = FrameSamples.rounded(FrameSamples.median(times) * 1e6, 1)
            result.baselineMicrosecondsPerFrame = FrameSamples.rounded(FrameSamples.median(stillTimes) * 1e6, 1)
            if scene.animatedProperties > 0 {
                let extra = FrameSamples.median(zip(times, stillTimes).map { $0 - $1 })
                result.nanosecondsPerAnimatedProperty = FrameSamples.rounded(
                    extra * 1e9 / Double(scene.animatedProperties), 1)
            }
        }
        result.peakRSSKilobytes = ProcessMetrics.peakResidentKilobytes()
        return result
    }

    private func summary(
        of samples: [Sample], window: (wall: Double, cpu: Double), workload: BenchWorkload, count: Int,
        scene: BenchScene
    ) -> BenchResult {
        let n = Double(max(samples.count, 1))
        let ms = { (value: Double) in FrameSamples.rounded(value * 1000) }
        return BenchResult(
            workload: workload, count: count, frames: samples.count, warmupFrames: warmup, layers: 0,
            animatedLayers: scene.animatedLayers, animatedProperties: scene.animatedProperties,
            fps: FrameSamples.rounded(window.wall > 0 ? Double(samples.count) / window.wall : 0, 2),
            msPerFrameMedian: ms(FrameSamples.median(samples.map(\.wall))),
            msPerFrameP95: ms(FrameSamples.percentile(samples.map(\.wall), 95)),
            cpuMsPerFrame: ms(window.cpu / n),
            evaluationMsPerFrame: ms(FrameSamples.mean(samples.map(\.evaluationWall))),
            evaluationCpuMsPerFrame: ms(FrameSamples.mean(samples.map(\.evaluationCPU))))
    }

    /// The renderer's own per-frame record, averaged.
    private func fill(_ result: inout BenchResult, from samples: [Sample]) {
        let mean = { (key: (FrameStatistics) -> Int) in
            FrameSamples.rounded(FrameSamples.mean(samples.map { Double(key($0.statistics)) }), 2)
        }
        result.renderMsPerFrame = FrameSamples.rounded(FrameSamples.mean(samples.map(\.renderWall)) * 1000)
        result.renderCpuMsPerFrame = FrameSamples.rounded(FrameSamples.mean(samples.map(\.renderCPU)) * 1000)
        result.drawCalls = mean(\.drawCalls)
        result.triangles = mean(\.triangles)
        result.verticesUploaded = mean(\.verticesUploaded)
        result.offscreenPasses = mean(\.offscreenPasses)
        let gpu = samples.compactMap(\.statistics.gpuMilliseconds)
        if !gpu.isEmpty { result.gpuMsPerFrame = FrameSamples.rounded(FrameSamples.mean(gpu)) }
    }
}
