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
/// 2. **render**: `Renderer.drawAndFinish`, which plannings (plans), emits (batches
///    into the command buffer), executes it through GL and then waits on `glFinish()`,
///    exactly as the peer ends its frames. Without the finish llvmpipe merges frames
///    and the rate reads several times too high; a read-back would add a copy of the
///    canvas that no on-screen frame pays. Each stage's time comes from the
///    renderer's own `FrameStatistics.stages`.
///
/// `presentation` runs phase 1 only, in blocks of frames that alternate with
/// blocks of the same grid without animations. The cost per animated property
/// is the median over blocks of the difference between neighbouring blocks'
/// medians: a slow patch on a shared machine weighs on both alike. Blocks rather
/// than single alternating frames, because two 10,000-layer trees evaluated in
/// turn would evict each other from the caches every frame.
struct BenchRunner {
    var frames: Int
    var warmup: Int
    static let frameInterval = 1.0 / 60
    /// Frames per block in `presentation`'s alternation.
    static let blockLength = 10

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
        var result: BenchResult
        if workload.rendersWithGL {
            guard let context else { throw CommandFailure("bench \(workload.rawValue) needs a GL context") }
            result = try measureFrames(of: scene, workload: workload, count: count, clock: clock, context: context)
        } else {
            result = try measureEvaluation(of: scene, workload: workload, count: count, clock: clock)
        }
        result.peakRSSKilobytes = ProcessMetrics.peakResidentKilobytes()
        return result
    }

    /// Evaluates and renders every frame.
    private func measureFrames(
        of scene: BenchScene, workload: BenchWorkload, count: Int, clock: ManualClock, context: HeadlessContext
    ) throws -> BenchResult {
        let renderer = try Renderer(context: context)
        var samples: [Sample] = []
        samples.reserveCapacity(frames)
        var nodes = 0
        var start = (wall: 0.0, cpu: 0.0)
        for frame in 0..<(warmup + frames) {
            if frame == warmup { start = (ProcessMetrics.wallSeconds(), ProcessMetrics.cpuSeconds()) }
            clock.advance(by: Self.frameInterval)
            let t0 = ProcessMetrics.wallSeconds(), c0 = ProcessMetrics.cpuSeconds()
            let tree = scene.root.makeRenderTree(at: clock.currentTime)
            let t1 = ProcessMetrics.wallSeconds(), c1 = ProcessMetrics.cpuSeconds()
            try renderer.drawAndFinish(
                tree, size: scene.size, scale: 1, background: scene.background,
                fullRedraw: workload.forcesFullRedraw)
            let t2 = ProcessMetrics.wallSeconds(), c2 = ProcessMetrics.cpuSeconds()
            nodes = tree.nodes.count
            if frame >= warmup {
                samples.append(
                    Sample(
                        wall: t2 - t0, evaluationWall: t1 - t0, evaluationCPU: c1 - c0, renderWall: t2 - t1,
                        renderCPU: c2 - c1, statistics: renderer.lastFrameStatistics))
            }
        }
        let window = (wall: ProcessMetrics.wallSeconds() - start.wall, cpu: ProcessMetrics.cpuSeconds() - start.cpu)

        var result = summary(of: samples, window: window, workload: workload, count: count, scene: scene)
        result.layers = nodes
        let mean = { (key: (FrameStatistics) -> Int) in
            FrameSamples.rounded(FrameSamples.mean(samples.map { Double(key($0.statistics)) }), 2)
        }
        result.renderMsPerFrame = FrameSamples.rounded(FrameSamples.mean(samples.map(\.renderWall)) * 1000)
        result.renderCpuMsPerFrame = FrameSamples.rounded(FrameSamples.mean(samples.map(\.renderCPU)) * 1000)
        result.drawCalls = mean(\.drawCalls)
        result.triangles = mean(\.triangles)
        result.points = mean(\.points)
        result.verticesUploaded = mean(\.verticesUploaded)
        result.offscreenPasses = mean(\.offscreenPasses)
        result.damagedPixels = mean(\.damagedPixels)
        result.shadedPixels = mean(\.shadedPixels)
        if workload.forcesFullRedraw {
            let tracked = try measureTrackedStillFrames(of: scene, renderer: renderer, clock: clock)
            result.trackedFps = FrameSamples.rounded(tracked.fps, 1)
            result.trackedShadedPixels = tracked.shadedPixels
        }
        let gpu = samples.compactMap(\.statistics.gpuMilliseconds)
        if !gpu.isEmpty { result.gpuMsPerFrame = FrameSamples.rounded(FrameSamples.mean(gpu)) }
        let stage = { (key: (FrameStageTimes) -> Double) in
            FrameSamples.rounded(FrameSamples.mean(samples.map { key($0.statistics.stages) }))
        }
        result.planningMsPerFrame = stage(\.planning)
        result.batchingMsPerFrame = stage(\.batching)
        result.encodingMsPerFrame = stage(\.encoding)
        result.finishMsPerFrame = stage(\.finish)
        result.finish = "glFinish"
        return result
    }

    /// The rate of the same frames drawn without forcing a full redraw, as an app's are: for a
    /// still scene, damage tracking finds nothing changed and draws nothing.
    private func measureTrackedStillFrames(of scene: BenchScene, renderer: Renderer, clock: ManualClock)
        throws -> (fps: Double, shadedPixels: Double)
    {
        var shaded = 0
        let start = ProcessMetrics.wallSeconds()
        for _ in 0..<frames {
            clock.advance(by: Self.frameInterval)
            let tree = scene.root.makeRenderTree(at: clock.currentTime)
            shaded += try renderer.drawAndFinish(tree, size: scene.size, scale: 1, background: scene.background)
                .shadedPixels
        }
        let seconds = ProcessMetrics.wallSeconds() - start
        return (Double(frames) / max(seconds, 1e-9), Double(shaded) / Double(max(frames, 1)))
    }

    /// Evaluates the presentation tree only, in blocks alternating with the same grid without animations.
    private func measureEvaluation(of scene: BenchScene, workload: BenchWorkload, count: Int, clock: ManualClock)
        throws -> BenchResult
    {
        let still = try BenchScene.make(.static, count: count)
        var samples: [Sample] = [], stillTimes: [Double] = [], blockDifferences: [Double] = []
        var nodes = 0
        /// Times `frames` evaluations of `root` and returns (wall, CPU) seconds of each.
        func evaluate(_ root: CALayer, frames: Int, advancing: Bool) -> [(wall: Double, cpu: Double)] {
            (0..<frames).map { _ in
                if advancing { clock.advance(by: Self.frameInterval) }
                let t0 = ProcessMetrics.wallSeconds(), c0 = ProcessMetrics.cpuSeconds()
                let tree = root.makeRenderTree(at: clock.currentTime)
                let t1 = ProcessMetrics.wallSeconds(), c1 = ProcessMetrics.cpuSeconds()
                nodes = tree.nodes.count
                return (t1 - t0, c1 - c0)
            }
        }
        _ = evaluate(still.root, frames: warmup, advancing: false)
        _ = evaluate(scene.root, frames: warmup, advancing: true)
        while samples.count < frames {
            let length = min(Self.blockLength, frames - samples.count)
            let moving = evaluate(scene.root, frames: length, advancing: true)
            let stillBlock = evaluate(still.root, frames: length, advancing: false).map(\.wall)
            samples += moving.map { Sample(wall: $0.wall, evaluationWall: $0.wall, evaluationCPU: $0.cpu) }
            stillTimes += stillBlock
            blockDifferences.append(FrameSamples.median(moving.map(\.wall)) - FrameSamples.median(stillBlock))
        }
        let window = (wall: samples.reduce(0) { $0 + $1.wall }, cpu: samples.reduce(0) { $0 + $1.evaluationCPU })

        var result = summary(of: samples, window: window, workload: workload, count: count, scene: scene)
        result.layers = nodes
        result.microsecondsPerFrame = FrameSamples.rounded(FrameSamples.median(samples.map(\.wall)) * 1e6, 1)
        result.baselineMicrosecondsPerFrame = FrameSamples.rounded(FrameSamples.median(stillTimes) * 1e6, 1)
        if scene.animatedProperties > 0 {
            result.nanosecondsPerAnimatedProperty = FrameSamples.rounded(
                FrameSamples.median(blockDifferences) * 1e9 / Double(scene.animatedProperties), 1)
        }
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
}
