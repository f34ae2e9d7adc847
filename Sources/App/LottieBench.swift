import Foundation
import GLRender
import LayerTree
import Lottie

/// `layerkit bench lottie --file FILE.json --size WxH --scale S --seconds T [--json]`: plays a
/// Lottie file frame after frame, as fast as it goes, headless, and reports the rate in the form
/// shared/peers/rlottie/compare.sh reads (`results[0].fps`).
///
/// Each frame moves the player to the composition's next frame (looping from `ip` to `op`, one
/// frame at a time, as rlottie's peer renders every frame in turn), evaluates the presentation
/// tree and renders it as a window would: only what changed since the last frame is drawn
/// (damage tracking), and one frame is in flight, as in a window's swap chain: each frame is
/// handed to the GPU, and then the frame before it is waited for (`Renderer.drawAndFinishPrevious`),
/// so llvmpipe's threads rasterize a frame while this thread prepares the next. The clock stops
/// after the last frame is done. A frame whose tree equals the last one's draws and waits for
/// nothing, its pixels already on the canvas, as Core Animation skips a commit that damaged
/// nothing and rlottie skips a frame whose model is not dirty. Every frame's canvas
/// is what `render --progress` gives for that frame (`LottieBenchTests` compare them). The
/// per-stage means show where a slow file's time goes: setting the frame, evaluating, and the
/// renderer's planning, batching, encoding and finish.
struct LottieBench {
    var file: String
    var size: CGSize?
    var scale: Double
    var seconds: Double
    /// Frames run before measuring: they build the caches (shape tessellations, textures) that
    /// every later frame reuses.
    var warmup = 10
    /// Called after each frame is drawn, with the tree it drew and the renderer holding its canvas
    /// (tests compare that canvas with the frame drawn whole).
    var eachFrame: ((_ tree: RenderTree, _ renderer: Renderer, _ scene: Scene) throws -> Void)?

    /// One file's figures, as printed by `--json` (keys sorted); times are per-frame means in ms.
    struct Result: Codable {
        var workload = "lottie"
        var file: String
        /// The canvas in points and its pixels (points × scale, rounded up).
        var size: [Double]
        var pixels: [Int]
        var scale: Double
        var frames: Int
        var fps: Double
        var msPerFrameMedian: Double
        var msPerFrameP95: Double
        var cpuMsPerFrame: Double
        /// `currentFrame` set on the player (its `timeOffset`), which is all a frame change costs the model.
        var seekMsPerFrame: Double
        /// `makeRenderTree(at:)`: every layer's animations evaluated into a snapshot.
        var evaluationMsPerFrame: Double
        var planningMsPerFrame: Double
        var batchingMsPerFrame: Double
        var encodingMsPerFrame: Double
        /// Waiting for the frame before (the GPU drawing it while this frame was prepared).
        var finishMsPerFrame: Double
        /// Nodes in each frame's render tree.
        var layers: Int
        var drawCalls: Double
        /// Triangles batched, all passes (`FrameStatistics.triangles`; a partial frame draws the canvas
        /// pass's once per damaged rectangle).
        var triangles: Double
        /// Pixels shaded, all passes, inside the damage (`FrameStatistics.shadedPixels`), measured
        /// after the clock stops over the timed frames again (one loop at most): counting them costs
        /// CPU that an app without a HUD does not spend (`Renderer.measuresPixels`).
        var shadedPixels: Double
        var offscreenPasses: Double
        /// Pixels of the offscreen passes' targets.
        var offscreenPixels: Double
        /// Frames whose tree equalled the last one's, so nothing was drawn or waited for (no damage).
        var unchangedFrames: Int
        /// Mean share of the canvas each frame redrew (1 for a whole frame, 0 for an unchanged one).
        var damagedShare: Double
    }

    struct Report: Codable {
        var renderer: String
        var results: [Result]

        func json() throws -> String {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
            return String(decoding: try encoder.encode(self), as: UTF8.self)
        }

        var table: String {
            results.map { r in
                String(
                    format: "%@: %d×%d px, %d frames, %.1f fps (median %.2f ms, p95 %.2f ms); per frame: seek %.3f, "
                        + "evaluate %.3f, planning %.3f, batching %.3f, encoding %.3f, finish %.3f ms; %d layers, %.0f draws, "
                        + "%.0f triangles, %.0f shaded px, %.1f offscreen passes of %.0f px; "
                        + "%d frames unchanged, %.2f of the canvas redrawn",
                    r.file, r.pixels[0], r.pixels[1], r.frames, r.fps, r.msPerFrameMedian, r.msPerFrameP95,
                    r.seekMsPerFrame, r.evaluationMsPerFrame, r.planningMsPerFrame, r.batchingMsPerFrame,
                    r.encodingMsPerFrame, r.finishMsPerFrame, r.layers, r.drawCalls, r.triangles, r.shadedPixels,
                    r.offscreenPasses, r.offscreenPixels, r.unchangedFrames, r.damagedShare)
            }.joined(separator: "\n")
        }
    }

    func run() throws -> Report {
        guard let (scene, player) = try LottieScene(progress: 0, size: size).loadPlayer(file) else {
            throw CommandFailure("\(file): not a Lottie file (a JSON object with v, fr, ip, op and layers)")
        }
        guard let animation = player.animation else { throw CommandFailure("\(file): no animation") }
        let pixels = [scene.size.width, scene.size.height].map { Int(($0 * CGFloat(scale)).rounded(.up)) }
        guard pixels.allSatisfy({ $0 <= Int(Scene.maximumCanvasSide) }) else {
            throw CommandFailure(
                "--size and --scale: the canvas would be \(pixels[0])×\(pixels[1]) pixels, over the limit of "
                    + "\(Int(Scene.maximumCanvasSide)) a side")
        }
        let context = try HeadlessContext()
        let renderer = try Renderer(context: context)
        // The timed frames count no pixels, as a window without its HUD counts none: the counts are
        // measured after the clock stops (below).
        renderer.measuresPixels = false
        let frameCount = max(Int((animation.outFrame - animation.inFrame).rounded(.up)), 1)
        var walls: [Double] = [], seeks: [Double] = [], evaluations: [Double] = []
        var stages: [FrameStageTimes] = [], draws: [Double] = [], passes: [Double] = [], damaged: [Double] = []
        var triangles: [Double] = [], shaded: [Double] = [], passPixels: [Double] = []
        var unchanged = 0
        var nodes = 0
        var start = (wall: 0.0, cpu: 0.0)
        var frame = 0
        while true {
            if frame == warmup { start = (ProcessMetrics.wallSeconds(), ProcessMetrics.cpuSeconds()) }
            if frame >= warmup && ProcessMetrics.wallSeconds() - start.wall >= seconds { break }
            let t0 = ProcessMetrics.wallSeconds()
            player.currentFrame = animation.inFrame + Double(frame % frameCount)
            let t1 = ProcessMetrics.wallSeconds()
            let tree = scene.root.makeRenderTree(at: 0)
            let t2 = ProcessMetrics.wallSeconds()
            let statistics = try renderer.drawAndFinishPrevious(
                tree, size: scene.size, scale: CGFloat(scale), background: scene.background)
            let t3 = ProcessMetrics.wallSeconds()
            try eachFrame?(tree, renderer, scene)
            nodes = tree.nodes.count
            if frame >= warmup {
                walls.append(t3 - t0)
                seeks.append(t1 - t0)
                evaluations.append(t2 - t1)
                stages.append(statistics.stages)
                draws.append(Double(statistics.drawCalls))
                passes.append(Double(statistics.offscreenPasses))
                triangles.append(Double(statistics.triangles))
                passPixels.append(Double(statistics.offscreenPixels))
                damaged.append(Double(statistics.damagedPixels) / Double(pixels[0] * pixels[1]))
                if statistics.damageRects.isEmpty { unchanged += 1 }
            }
            frame += 1
        }
        renderer.finishFramesInFlight()
        let window = (wall: ProcessMetrics.wallSeconds() - start.wall, cpu: ProcessMetrics.cpuSeconds() - start.cpu)
        // Shaded pixels, untimed: the timed frames again, from the first (one loop of the
        // animation at most), each drawn after the one before it as in the timed run.
        renderer.measuresPixels = true
        for k in 0..<min(walls.count, frameCount) {
            player.currentFrame = animation.inFrame + Double((warmup + k) % frameCount)
            let statistics = try renderer.drawAndFinishPrevious(
                scene.root.makeRenderTree(at: 0), size: scene.size, scale: CGFloat(scale),
                background: scene.background)
            shaded.append(Double(statistics.shadedPixels))
        }
        renderer.finishFramesInFlight()
        let ms = { (values: [Double]) in FrameSamples.rounded(FrameSamples.mean(values) * 1000) }
        let stage = { (key: (FrameStageTimes) -> Double) in FrameSamples.rounded(FrameSamples.mean(stages.map(key))) }
        let result = Result(
            file: (file as NSString).lastPathComponent, size: [scene.size.width, scene.size.height].map(Double.init),
            pixels: pixels, scale: scale, frames: walls.count,
            fps: FrameSamples.rounded(Double(walls.count) / max(window.wall, 1e-9), 2),
            msPerFrameMedian: FrameSamples.rounded(FrameSamples.median(walls) * 1000),
            msPerFrameP95: FrameSamples.rounded(FrameSamples.percentile(walls, 95) * 1000),
            cpuMsPerFrame: FrameSamples.rounded(window.cpu / Double(max(walls.count, 1)) * 1000),
            seekMsPerFrame: ms(seeks), evaluationMsPerFrame: ms(evaluations), planningMsPerFrame: stage(\.planning),
            batchingMsPerFrame: stage(\.batching), encodingMsPerFrame: stage(\.encoding),
            finishMsPerFrame: stage(\.finish),
            layers: nodes, drawCalls: FrameSamples.rounded(FrameSamples.mean(draws), 1),
            triangles: FrameSamples.rounded(FrameSamples.mean(triangles), 0),
            shadedPixels: FrameSamples.rounded(FrameSamples.mean(shaded), 0),
            offscreenPasses: FrameSamples.rounded(FrameSamples.mean(passes), 1),
            offscreenPixels: FrameSamples.rounded(FrameSamples.mean(passPixels), 0), unchangedFrames: unchanged,
            damagedShare: FrameSamples.rounded(FrameSamples.mean(damaged), 3))
        return Report(renderer: context.rendererName, results: [result])
    }
}
