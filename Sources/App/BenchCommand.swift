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

            Each frame advances a manual media clock by 1/60 s, evaluates the presentation tree \
            (makeRenderTree(at:)) and renders it headless, ending with glFinish() as the peer's \
            host does. Compare with the peer as a ratio measured in the \
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

    func validate() throws {
        if let count, count < 1 { throw ValidationError("--count must be at least 1, got \(count)") }
        if frames < 1 { throw ValidationError("--frames must be at least 1, got \(frames)") }
        if warmup < 0 { throw ValidationError("--warmup must be at least 0, got \(warmup)") }
        if let animated, animated < 0 { throw ValidationError("--animated must be at least 0, got \(animated)") }
    }

    func run() throws {
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
