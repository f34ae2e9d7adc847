// One frame of animation evaluation per property kind, with time, instructions and mallocs.
//
// Each benchmark builds one layer carrying one steady animation that repeats forever (so every
// frame evaluates it) and then, per frame, advances the time by 1/60 s and asks the layer for its
// render tree: `makeRenderTree(at:)`, the public call `layerkit bench presentation` and the render
// thread make once per frame, here for a tree of one layer. Its first call walks the tree and
// records what it built; the frames measured take the steady path, which re-evaluates the
// animation into the retained render node. The tree of each frame is let go of before the next,
// as a renderer does; a caller that kept it would make the next frame copy the node array.
//
// Run with `scripts/bench-micro.sh` (`swift package benchmark`); see the Developing LayerKit article, "Micro-benchmarks".

// `@preconcurrency`: the Benchmark package predates Swift 6 checking (its `BenchmarkScalingFactor` is not
// declared `Sendable`); its values here are constants.
@preconcurrency import Benchmark
import EvaluationWorkloads
import Foundation
import LayerTree

/// Frames per measured iteration: the metrics marked `*` are per frame.
private let framesPerIteration = BenchmarkScalingFactor.kilo

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .instructions, .mallocCountTotal],
        timeUnits: .nanoseconds,
        warmupIterations: 3,
        scalingFactor: framesPerIteration,
        maxDuration: .seconds(2),
        maxIterations: 1_000,
        // Only the allocation count is checked against Benchmarks/Thresholds: times and
        // instructions vary with the machine. An iteration is 1,000 frames, so one allocation a
        // frame (the regression this guards against) is a thousand more; the harness's own count
        // varies by a few (16 recorded, 18 seen once in a clean-clone run), which must not fail CI.
        thresholds: [
            .mallocCountTotal: .init(
                absolute: [.p0: 100, .p25: 100, .p50: 100, .p75: 100, .p90: 100, .p99: 100, .p100: 100])
        ]
    )

    let clock = ManualClock(time: 0)
    MediaClocks.current = clock

    // The measuring itself: the same loop around nothing. What it counts is the harness's.
    Benchmark("harness-empty-loop") { benchmark in
        var time = 0.0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            time += 1.0 / 60
            blackHole(time)
        }
        benchmark.stopMeasurement()
    }

    for kind in EvaluationKind.allCases {
        // One layer for all of the benchmark's iterations, its tree retained from the first
        // frame (in the warm-up): every frame measured takes the steady path.
        let layer = kind.makeAnimatedLayer()
        var time = clock.currentTime
        Benchmark("\(kind.rawValue)") { benchmark in
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                time += 1.0 / 60
                blackHole(layer.makeRenderTree(at: time))
            }
            benchmark.stopMeasurement()
        }
    }
}
