import ArgumentParser
import Foundation
import GLRender
import LayerTree
import Lottie

/// `layerkit soak WORKLOAD [--count N] [--frames F] [--every K] [--scene FILE]`: runs a bench workload
/// (or a scene file's animations) for many frames, headless, and samples what must not grow:
/// resident memory and what the renderer holds.
struct SoakCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "soak",
        abstract: "Run a workload for many frames and check that memory and held resources stay flat.",
        discussion: """
            Every --every frames prints the frame, the resident set size and the renderer's render \
            targets, image textures, raster bitmaps, shadow masks, text images and shape meshes. \
            After the first fifth of the run (warm-up), each must stay flat: resident memory within \
            --rss-slack MiB of its value then, every count exactly. Exit status 1 when one grows. \
            A Lottie file given as --scene plays in a loop, one composition frame a frame. The run \
            ends with a table of each quantity after warm-up and its slope (least squares, per \
            10,000 frames).
            """
    )

    @Argument(help: ArgumentHelp("A bench workload (see `layerkit bench --help`).", valueName: "workload"))
    var selection: BenchSelection

    @Option(help: "Layers.") var count: Int = 1000
    @Option(help: "Frames to run.") var frames: Int = 100_000
    @Option(help: "Frames between samples.") var every: Int = 5000
    @Option(help: "How many MiB resident memory may rise after warm-up.") var rssSlack: Int = 16
    @Option(
        help:
            "Play this scene file's animations instead of the workload (images, text, shapes, caches); a Lottie file loops."
    )
    var scene: String?
    @Flag(
        help:
            "Run the workload in a window (needs a display; under CI, xvfb-run) with pointer, wheel, key and text events pushed every frame."
    )
    var window = false
    @Option(
        help:
            "With --window: frames a second the window paces itself to where the display does not (Xvfb); 1000 runs it unpaced."
    )
    var refreshRate: Double?

    /// The one workload named (`all` is refused: a soak watches one steady scene).
    var workload: BenchWorkload {
        if case .one(let workload) = selection { return workload }
        return .onemoving
    }

    func validate() throws {
        guard case .one(let workload) = selection, workload.rendersWithGL else {
            throw ValidationError("soak needs one workload that renders, not '\(selection)'")
        }
        if count < 1 || frames < 1 || every < 1 {
            throw ValidationError("--count, --frames and --every must be at least 1")
        }
        if window, scene != nil { throw ValidationError("--window plays a workload, not --scene") }
        if let refreshRate, !(refreshRate >= 1 && refreshRate <= 10_000) {
            throw ValidationError("--refresh-rate must be from 1 to 10,000, got \(refreshRate)")
        }
    }

    func run() throws {
        if window { return try runInWindow() }
        let clock: ManualClock
        let (root, size, scale, background, name): (CALayer, CGSize, CGFloat, CGColor?, String)
        if let scene {
            let loaded = try SceneTimeline.load(scene, at: 0)
            guard let sceneClock = MediaClocks.current as? ManualClock else { throw CommandFailure("no scene clock") }
            clock = sceneClock
            (root, size, scale, background, name) = (loaded.root, loaded.size, loaded.scale, loaded.background, scene)
        } else {
            clock = ManualClock(time: 0)
            MediaClocks.current = clock
            let bench = try BenchScene.make(workload, count: count)
            (root, size, scale, background, name) = (
                bench.root, bench.size, 1, bench.background,
                "\(workload.rawValue) at N = \(count)"
            )
        }
        let renderer = try Renderer(context: try HeadlessContext())
        let lottie = root.sublayers?.lazy.compactMap { $0 as? LottieAnimationLayer }.first
        var samples: [(frame: Int, rss: Int, resources: RendererResources)] = []
        for frame in 1...frames {
            clock.advance(by: BenchRunner.frameInterval)
            if let lottie { Self.showLoopFrame(frame - 1, of: lottie) }
            try renderer.drawAndFinish(
                root.makeRenderTree(at: clock.currentTime), size: size, scale: scale,
                background: background)
            guard frame % every == 0 || frame == frames else { continue }
            let rss = ProcessMetrics.residentKilobytes() ?? 0
            samples.append((frame, rss, renderer.resources))
            print(String(format: "frame %7d  rss %7.1f MiB  ", frame, Double(rss) / 1024) + "\(renderer.resources)")
        }
        try judge(samples, name: name)
    }

    /// Prints how much each sampled quantity moved after warm-up (the first fifth) and its slope;
    /// exit status 1 when resident memory rose past the slack or a held count changed.
    func judge(_ samples: [(frame: Int, rss: Int, resources: RendererResources)], name: String) throws {
        // Flat after warm-up: compared with the first sample past a fifth of the run.
        guard let base = samples.first(where: { $0.frame >= frames / 5 }), let last = samples.last else { return }
        let rssGrowth = Double(last.rss - base.rss) / 1024
        let grown = samples.filter { $0.frame >= base.frame && $0.resources != base.resources }
        print(
            String(
                format: "soak: %d frames of %@; after frame %d resident memory moved %+.1f MiB, ",
                frames, name, base.frame, rssGrowth)
                + (grown.isEmpty ? "held resources unchanged" : "held resources changed at frame \(grown[0].frame)"))
        printSlopes(samples.filter { $0.frame >= base.frame })
        if rssGrowth > Double(rssSlack) || !grown.isEmpty { throw ExitCode(1) }
    }

    /// Shows frame `index` of the animation's loop (its in point to its out point, at most a
    /// million frames), as a display link driving `currentFrame` plays it.
    static func showLoopFrame(_ index: Int, of player: LottieAnimationLayer) {
        guard let animation = player.animation else { return }
        let length = Int(min(max((animation.outFrame - animation.inFrame).rounded(.up), 1), 1e6))
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        player.currentFrame = animation.inFrame + Double(index % length)
        CATransaction.commit()
    }

    /// The table of each sampled quantity after warm-up: first, last, and its least-squares
    /// slope per 10,000 frames (flat: 0).
    private func printSlopes(_ samples: [(frame: Int, rss: Int, resources: RendererResources)]) {
        guard samples.count >= 2 else { return }
        let frames = samples.map { Double($0.frame) }
        let rows: [(String, [Double])] = [
            ("rss (MiB)", samples.map { Double($0.rss) / 1024 }),
            ("render targets", samples.map { Double($0.resources.renderTargets) }),
            ("image textures", samples.map { Double($0.resources.imageTextures) }),
            ("raster bitmaps", samples.map { Double($0.resources.rasterBitmaps) }),
            ("shadow masks", samples.map { Double($0.resources.shadowMasks) }),
            ("text images", samples.map { Double($0.resources.textImages) }),
            ("shape meshes", samples.map { Double($0.resources.shapeMeshes) }),
        ]
        print("quantity after frame \(samples[0].frame)   first      last   slope per 10,000 frames")
        let meanX = frames.reduce(0, +) / Double(frames.count)
        let spread = frames.reduce(0) { $0 + ($1 - meanX) * ($1 - meanX) }
        for (name, values) in rows {
            let meanY = values.reduce(0, +) / Double(values.count)
            let covariance = zip(frames, values).reduce(0) { $0 + ($1.0 - meanX) * ($1.1 - meanY) }
            let slope = spread > 0 ? covariance / spread * 10_000 : 0
            print(
                name.padding(toLength: 26, withPad: " ", startingAt: 0)
                    + String(format: "%9.1f %9.1f %+12.3f", values[0], values[values.count - 1], slope))
        }
    }
}
