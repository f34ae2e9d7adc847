import ArgumentParser
import Foundation
import SeededRandom

/// `layerkit-fuzz`: generates valid scenes, makes them hostile, runs `layerkit render` and
/// `layerkit dump` on each in a child process under a time limit and a memory cap, classifies
/// every outcome, and keeps each failure minimised (and, with `--keep`, as a regression fixture).
/// `--target lottie` does the same with Lottie files through `layerkit render --progress`, and
/// `--target drawing` with `CGContext` calls through `layerkit-fuzz-draw`.
@main
struct FuzzCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layerkit-fuzz",
        abstract: "Structure-aware fuzzing of layerkit render and dump, Lottie files and CGContext drawing.",
        discussion: """
            Each case is a function of --seed, --target and its number: rerun one with --first-case N --cases 1.
            A scene case passes when both commands give a PNG or dump with nothing on standard error, or
            exit 1 with lines that each name the scene file. A Lottie case passes with a PNG (and
            warnings naming the file) or exit 1 with lines that each name the file and a JSON path. A
            drawing case passes when its calls return and the context still draws after them. An events
            case passes when every event pushed reaches one handler and each handler saw a consistent state.
            Crashes, hangs, out-of-memory, unclear errors and library warnings fail a case; failures
            are minimised into --findings. Exit status 1 when any case failed.
            """)

    /// What is fuzzed.
    enum Target: String, ExpressibleByArgument, CaseIterable {
        /// Scene files through `layerkit render` and `dump`.
        case scene
        /// Lottie files through `layerkit render --progress`: decoding, building, rendering.
        case lottie
        /// `CGContext` calls with extreme arguments, in batches, through `layerkit-fuzz-draw`.
        case drawing
        /// SDL event streams pushed into a window over a random layer tree, through `layerkit-fuzz-events`.
        case events
    }

    @Option(help: "What to fuzz: scene, lottie, drawing or events.") var target: Target = .scene

    @Option(help: "The run's seed.") var seed: UInt64 = 1
    @Option(help: "How many cases to run.") var cases: Int = 300
    @Option(help: "The first case's number.") var firstCase: Int = 0
    @Option(help: "CPU seconds each command may use before it counts as a hang.") var timeout: Double = 20
    @Option(help: "Address-space cap of each command, in MiB.") var memoryMB: UInt64 = 4096
    @Option(help: "The layerkit binary (default: beside this one).") var layerkit: String?
    @Option(help: "Where minimised failures are written.") var findings: String = "fuzz-findings"
    @Option(help: "Runs allowed to minimise one failure.") var minimizeAttempts: Int = 60
    @Option(help: "Also copy each minimised failing scene here (a regression fixture folder).") var keep: String?
    @Option(
        help: "Real scene files a share of the cases mutate instead of generated ones (none when the folder is absent)."
    )
    var fixtures: String = "Tests/Fixtures/scenes"
    @Option(help: "The share of cases that start from a fixture (0 to 1).") var fixtureShare: Double = 0.3
    @Option(help: "Real Lottie files a share of the Lottie cases mutate.") var lottieFixtures: String =
        "Tests/Fixtures/lottie"
    @Option(help: "Drawing cases run by one child process (a failing batch is rerun case by case).")
    var batch: Int = 25

    func run() throws {
        // Scenes thousands of layers deep are built, walked and written recursively: on a thread
        // with room for that (a debug build's frames are large), not the main thread's 8 MiB.
        let outcome = ThreadOutcome()
        let done = DispatchSemaphore(value: 0)
        let worker = Thread {
            do { try self.fuzz() } catch { outcome.error = error }
            done.signal()
        }
        worker.stackSize = 1 << 30
        worker.start()
        done.wait()
        if let error = outcome.error { throw error }
    }

    /// What the worker thread threw, read after it signalled. `@unchecked Sendable`: the
    /// semaphore orders the write before the read.
    private final class ThreadOutcome: @unchecked Sendable { var error: (any Error)? }

    private func fuzz() throws {
        switch target {
        case .scene: try fuzzScenes()
        case .lottie: try fuzzLottie()
        case .drawing: try fuzzDrawing()
        case .events: try fuzzEvents()
        }
    }

    /// A program built beside this one: `layerkit`, or `layerkit-fuzz-draw`.
    func sibling(_ name: String) throws -> URL {
        let url = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
            name)
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            throw ValidationError("no \(name) binary at \(url.path) (build it, or pass --layerkit)")
        }
        return url
    }

    /// Prints the run's outcomes, and exits 1 when any case failed.
    func report(_ tally: [String: Int], failures: Int, start: Date) throws {
        print(
            "fuzz: \(cases) \(target.rawValue) cases from seed \(seed) in \(Int(Date().timeIntervalSince(start))) s; outcomes:"
        )
        for (key, count) in tally.sorted(by: { $0.key < $1.key }) { print("  \(key): \(count)") }
        print("fuzz: \(failures) failures" + (failures > 0 ? " (minimised in \(findings))" : ""))
        if failures > 0 { throw ExitCode(1) }
    }

    private func fuzzScenes() throws {
        let binary =
            layerkit.map { URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
                "layerkit")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw ValidationError("no layerkit binary at \(binary.path) (build it, or pass --layerkit)")
        }
        let runner = CaseRunner(layerkit: binary, timeout: timeout, memoryBytes: memoryMB << 20)
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("layerkit-fuzz-\(getpid())")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let findingsURL = URL(fileURLWithPath: findings)
        let corpus = FixtureCorpus.load(from: URL(fileURLWithPath: fixtures))
        if !corpus.isEmpty { print("fuzz: \(corpus.count) fixtures from \(fixtures)") }
        var tally: [String: Int] = [:]
        var failures = 0
        let start = Date()
        for number in firstCase..<(firstCase + cases) {
            var random = SplitMix64(seed: seed &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(number))
            var generator = SceneGenerator(random: random)
            var scene = generator.scene()
            random = generator.random
            var mutator = SceneMutator(random: random, imageFolder: work)
            var kinds: [SceneMutator.Kind] = []
            // A fixture stands in for the generated scene, drawn from a stream of its own so the
            // generated cases of a seed stay what they were; a fixture is always mutated.
            var fixtureRandom = SplitMix64(
                seed: (seed ^ 0xF1C7_0000_0000_0000) &* 0xBF58_476D_1CE4_E5B9 ^ UInt64(number))
            let fromFixture = !corpus.isEmpty && fixtureRandom.chance(fixtureShare)
            if fromFixture { scene = fixtureRandom.pick(corpus).scene }
            if fromFixture || mutator.random.chance(0.85) {
                (scene, kinds) = mutator.mutate(scene, count: Int.random(in: 1...3, using: &mutator.random))
            }
            let time = mutator.random.pick(["0", "0.5", "1.7", "1000000000", "1000000000000"])
            let sceneURL = work.appendingPathComponent("scene.json")
            try Data(scene.text.utf8).write(to: sceneURL)
            for command in CaseRunner.Command.allCases {
                let outcome = runner.run(command, scene: sceneURL, time: time)
                tally["\(command.rawValue) \(outcome.kind)", default: 0] += 1
                guard !outcome.isAcceptable else { continue }
                failures += 1
                print(
                    "case \(number) \(command.rawValue) --time \(time) [\(kinds.map(\.rawValue).joined(separator: ","))]: \(outcome)"
                )
                // A line at a time, also into a file or a pipe: a long run shows where it is.
                // (`fflush(nil)` flushes every stream: Swift 6 will not read Glibc's global `stdout`.)
                fflush(nil)
                // A hang is confirmed by a shorter wait while minimising: each try of a hang costs its limit.
                let quick = CaseRunner(layerkit: binary, timeout: min(timeout, 5), memoryBytes: runner.memoryBytes)
                let minimizer = Minimizer(
                    reproduces: { candidate in
                        guard (try? Data(candidate.text.utf8).write(to: sceneURL)) != nil else { return false }
                        return quick.run(command, scene: sceneURL, time: time).kind == outcome.kind
                    }, maximumAttempts: minimizeAttempts)
                let small = minimizer.minimize(scene)
                try save(small, outcome: outcome, command: command, time: time, number: number, in: findingsURL)
                try Data(scene.text.utf8).write(to: sceneURL)
            }
            if (number - firstCase + 1) % 100 == 0 {
                print(
                    "\(number - firstCase + 1) cases, \(failures) failures, \(Int(Date().timeIntervalSince(start))) s")
                fflush(nil)
            }
        }
        try report(tally, failures: failures, start: start)
    }

    /// Writes a minimised failure and how to reproduce it; with `--keep`, copies the scene there too.
    private func save(
        _ scene: FuzzJSON, outcome: Outcome, command: CaseRunner.Command, time: String, number: Int,
        in folder: URL
    ) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // A scene may name the hostile images: they travel with it.
        _ = HostileImages.write(into: folder)
        // The name says how to run it again: the regression test reads the command and time from it.
        let name = "\(outcome.kind)-seed\(seed)-case\(number)-\(command.rawValue)-at\(time)"
        let sceneURL = folder.appendingPathComponent(name + ".json")
        try Data((scene.text + "\n").utf8).write(to: sceneURL)
        let note = "\(outcome)\nlayerkit \(command.rawValue) \(name).json --time \(time)\n"
        try Data(note.utf8).write(to: folder.appendingPathComponent(name + ".txt"))
        if let keep {
            let keepURL = URL(fileURLWithPath: keep)
            try FileManager.default.createDirectory(at: keepURL, withIntermediateDirectories: true)
            _ = HostileImages.write(into: keepURL)
            let copy = keepURL.appendingPathComponent(name + ".json")
            try? FileManager.default.removeItem(at: copy)
            try FileManager.default.copyItem(at: sceneURL, to: copy)
        }
    }
}
