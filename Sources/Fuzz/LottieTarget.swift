import ArgumentParser
import Foundation
import SeededRandom

/// `--target lottie`: Lottie files, generated or mutated from the real ones, through
/// `layerkit render FILE --progress P`: decoding, building the layers, and rendering.
extension FuzzCommand {
    /// The progress values a case renders at: the ends, the middle, and finite extremes.
    static let lottieProgresses = ["0", "0.5", "1", "-1", "1e300", "-1e300", "5e-324", "1e9"]

    func fuzzLottie() throws {
        let binary = try layerkit.map { URL(fileURLWithPath: $0) } ?? sibling("layerkit")
        let runner = CaseRunner(layerkit: binary, timeout: timeout, memoryBytes: memoryMB << 20)
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("layerkit-fuzz-\(getpid())")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let corpus = FixtureCorpus.load(from: URL(fileURLWithPath: lottieFixtures))
        if !corpus.isEmpty { print("fuzz: \(corpus.count) Lottie fixtures from \(lottieFixtures)") }
        var tally: [String: Int] = [:]
        var failures = 0
        let start = Date()
        let file = work.appendingPathComponent("lottie.json")
        for number in firstCase..<(firstCase + cases) {
            // A stream of its own per target: the scene target's cases of a seed stay what they were.
            var random = SplitMix64(seed: (seed ^ 0x1077_1E00_0000_0000) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(number))
            var animation: FuzzJSON
            if !corpus.isEmpty && random.chance(fixtureShare) {
                animation = random.pick(corpus).scene
            } else {
                var generator = LottieGenerator(random: random)
                animation = generator.animation()
                random = generator.random
            }
            var mutator = LottieMutator(random: random)
            var kinds: [LottieMutator.Kind] = []
            if mutator.random.chance(0.9) {
                (animation, kinds) = mutator.mutate(animation, count: Int.random(in: 1...3, using: &mutator.random))
            }
            let progress = mutator.random.pick(Self.lottieProgresses)
            try Data(animation.text.utf8).write(to: file)
            // `--progress=P`: a negative value after a space would read as an option.
            let arguments = [
                "render", file.path, "--progress=\(progress)", "-o", work.appendingPathComponent("out.png").path,
            ]
            let run = { runner.run(binary, arguments, file: file, requiresPath: true, allowsWarnings: true) }
            let outcome = run()
            tally["render \(outcome.kind)", default: 0] += 1
            if !outcome.isAcceptable {
                failures += 1
                print(
                    "case \(number) lottie --progress \(progress) [\(kinds.map(\.rawValue).joined(separator: ","))]: \(outcome)"
                )
                fflush(nil)
                let quick = CaseRunner(layerkit: binary, timeout: min(timeout, 5), memoryBytes: runner.memoryBytes)
                let minimizer = Minimizer(
                    reproduces: { candidate in
                        guard (try? Data(candidate.text.utf8).write(to: file)) != nil else { return false }
                        return quick.run(binary, arguments, file: file, requiresPath: true, allowsWarnings: true).kind
                            == outcome.kind
                    }, maximumAttempts: minimizeAttempts)
                let small = minimizer.minimize(animation)
                try saveFinding(
                    small, name: "\(outcome.kind)-seed\(seed)-case\(number)-lottie-at\(progress)",
                    note: "\(outcome)\nlayerkit render FILE.json --progress=\(progress) -o out.png\n")
            }
            progressLine(number, failures: failures, start: start)
        }
        try report(tally, failures: failures, start: start)
    }

    /// Every hundredth case, a line: a long run shows where it is.
    func progressLine(_ number: Int, failures: Int, start: Date) {
        guard (number - firstCase + 1) % 100 == 0 else { return }
        print("\(number - firstCase + 1) cases, \(failures) failures, \(Int(Date().timeIntervalSince(start))) s")
        fflush(nil)
    }

    /// Writes a minimised failure as `NAME.json` with a note of what happened; with `--keep`,
    /// copies it there too (a regression fixture folder).
    func saveFinding(_ document: FuzzJSON, name: String, note: String) throws {
        let folder = URL(fileURLWithPath: findings)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name + ".json")
        try Data((document.text + "\n").utf8).write(to: url)
        try Data(note.utf8).write(to: folder.appendingPathComponent(name + ".txt"))
        if let keep {
            let keepURL = URL(fileURLWithPath: keep)
            try FileManager.default.createDirectory(at: keepURL, withIntermediateDirectories: true)
            let copy = keepURL.appendingPathComponent(name + ".json")
            try? FileManager.default.removeItem(at: copy)
            try FileManager.default.copyItem(at: url, to: copy)
        }
    }
}
