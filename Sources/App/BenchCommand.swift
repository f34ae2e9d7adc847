import ArgumentParser
import Foundation
import GLRender
import LayerTree

/// `layerkit bench WORKLOAD [--count N] [--frames K] [--warmup W] [--json]`
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure frame rate and cost of the peers' reference workloads, headless.",
        discussion: """
            Workloads (the Qt Quick peer's seven, same canvas, sizes, colors, places and motion, \
            plus one without GL):
            \(BenchWorkload.allCases.map { "  \($0.rawValue): \($0.summary)" }.joined(separator: "\n"))
              all: every workload in turn, in this one process.
              lottie: the Lottie file --file played frame after frame (every frame of its own, \
            looping), aspect-fit in --size at --scale, for --seconds, as a window plays it: each \
            frame redraws what changed since the last, and one frame is in flight (the GPU draws a \
            frame while the next is prepared; the clock stops when the last is done); \
            shared/peers/rlottie/compare.sh runs it beside rlottie.

            For the peer's workloads, each frame advances a manual media clock by 1/60 s, \
            evaluates the presentation tree (makeRenderTree(at:)) and renders it headless, ending \
            with glFinish() as the peer's host does. Compare with the peer as a ratio measured in the \
            same sitting (shared/peers/qtquick/run.sh), never against figures from another day.
            """
    )

    @Argument(help: ArgumentHelp("The workload, or `all`.", valueName: "workload"))
    var selection: BenchSelection

    @Option(help: "Layers (default: 1000; 10000 for presentation).")
    var count: Int?

    @Option(help: "Measured frames.")
    var frames: Int = 200

    @Option(help: "Frames run before measuring.")
    var warmup: Int = 20

    @Option(help: "Animated layers in `presentation` (default: a tenth of --count).")
    var animated: Int?

    @Flag(help: "Print JSON (sorted keys) instead of a table.")
    var json = false

    @Option(
        help: ArgumentHelp(
            "An earlier run's `--json` report: each figure is printed beside it, with the ratio.", valueName: "OLD.json"
        ))
    var baseline: String?

    @Option(help: ArgumentHelp("`lottie`: the Lottie file to play.", valueName: "FILE.json"))
    var file: String?

    @Option(help: ArgumentHelp("`lottie`: the canvas in points (default: the composition's size).", valueName: "WxH"))
    var size: String?

    @Option(help: "`lottie`: pixels per point.")
    var scale: Double = 1

    @Option(help: "`lottie`: seconds of measured frames.")
    var seconds: Double = 3

    func validate() throws {
        if selection == .lottie {
            guard file != nil else { throw ValidationError("bench lottie needs --file FILE.json") }
            if let size, LottieScene.parseSize(size) == nil {
                throw ValidationError("--size expects WxH, two positive numbers of points, got '\(size)'")
            }
            guard scale > 0 && scale.isFinite else { throw ValidationError("--scale must be positive, got \(scale)") }
            guard seconds > 0 && seconds <= 3600 else {
                throw ValidationError("--seconds must be above 0 and at most 3600, got \(seconds)")
            }
        } else if file != nil || size != nil {
            throw ValidationError("--file and --size are for `bench lottie` only")
        }
        if let count, count < 1 { throw ValidationError("--count must be at least 1, got \(count)") }
        if frames < 1 { throw ValidationError("--frames must be at least 1, got \(frames)") }
        if warmup < 0 { throw ValidationError("--warmup must be at least 0, got \(warmup)") }
        if let animated, animated < 0 { throw ValidationError("--animated must be at least 0, got \(animated)") }
    }

    func run() throws {
        if selection == .lottie, let file {
            do {
                let bench = LottieBench(
                    file: file, size: size.flatMap(LottieScene.parseSize), scale: scale, seconds: seconds)
                let report = try bench.run()
                print(json ? try report.json() : report.table)
            } catch let error as SceneError {
                throw CommandFailure("\(file): \(error)")
            } catch let error as GLError {
                throw CommandFailure("\(error)")
            }
            return
        }
        let workloads = selection.workloads
        let runner = BenchRunner(frames: frames, warmup: warmup)
        // Read before the run: a wrong path should not cost a whole measurement.
        let earlier = try baseline.map(BenchBaseline.load)
        do {
            let context = try workloads.contains(where: \.rendersWithGL) ? HeadlessContext() : nil
            var report = BenchReport(
                renderer: context?.rendererName, canvas: [1280, 720], frameInterval: BenchRunner.frameInterval,
                results: [])
            for workload in workloads {
                let layers = count ?? workload.defaultCount
                if workloads.count > 1 {
                    FileHandle.standardError.write(Data("bench: \(workload.rawValue), N = \(layers)\n".utf8))
                }
                report.results.append(try runner.run(workload, count: layers, animated: animated, context: context))
            }
            print(json ? try report.json() : report.table())
            if let earlier {
                // JSON stays machine-readable on standard output; the comparison goes beside it.
                let comparison = earlier.comparison(with: report) + "\n"
                if json {
                    FileHandle.standardError.write(Data(comparison.utf8))
                } else {
                    print(comparison, terminator: "")
                }
            }
        } catch let error as GLError {
            throw CommandFailure("\(error)")
        } catch let error as SceneError {
            throw CommandFailure("generated scene: \(error)")
        }
    }
}
