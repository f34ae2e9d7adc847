import ArgumentParser
import Foundation
import SeededRandom

/// `--target drawing`: `CGContext` calls with extreme arguments (`DrawingGenerator`), run by
/// `layerkit-fuzz-draw` in batches of `--batch` cases a process; a batch that does not pass is
/// run again case by case, so each failure is one case, minimised call by call.
extension FuzzCommand {
    func fuzzDrawing() throws {
        let driver = try sibling("layerkit-fuzz-draw")
        let runner = CaseRunner(layerkit: driver, timeout: timeout, memoryBytes: memoryMB << 20)
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("layerkit-fuzz-\(getpid())")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let file = work.appendingPathComponent("drawing.json")
        var tally: [String: Int] = [:]
        var failures = 0
        let start = Date()
        let run = { (cases: [FuzzJSON], runner: CaseRunner) -> Outcome in
            guard (try? Data(FuzzJSON.object([("cases", .array(cases))]).text.utf8).write(to: file)) != nil else {
                return .crash("cannot write \(file.path)")
            }
            // Exit 1 is the driver's own finding: a context that no longer draws.
            let outcome = runner.run(driver, [file.path], file: file)
            if case .unclearError(let message) = outcome { return .stoppedDrawing(message) }
            // Exit 2: the driver could not read the case (a minimising step removed what it needs).
            if case .crash(let message) = outcome, message.hasPrefix("exit status 2") {
                return .unclearError("unreadable case: \(message)")
            }
            return outcome
        }
        let end = firstCase + cases
        for batchStart in stride(from: firstCase, to: end, by: max(1, batch)) {
            let numbers = Array(batchStart..<min(end, batchStart + max(1, batch)))
            let batchCases = numbers.map { number in
                var generator = DrawingGenerator(
                    random: SplitMix64(seed: (seed ^ 0xD7A3_0000_0000_0000) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(number)))
                return generator.drawingCase()
            }
            if run(batchCases, runner).isAcceptable {
                tally["draw ok", default: 0] += numbers.count
            } else {
                for (number, drawingCase) in zip(numbers, batchCases) {
                    let outcome = run([drawingCase], runner)
                    tally["draw \(outcome.kind)", default: 0] += 1
                    guard !outcome.isAcceptable else { continue }
                    failures += 1
                    print("case \(number) drawing: \(outcome)")
                    fflush(nil)
                    let quick = CaseRunner(layerkit: driver, timeout: min(timeout, 5), memoryBytes: runner.memoryBytes)
                    let minimizer = Minimizer(
                        reproduces: { run([$0], quick).kind == outcome.kind }, maximumAttempts: minimizeAttempts)
                    let small = minimizer.minimize(drawingCase)
                    try saveFinding(
                        .object([("cases", .array([small]))]),
                        name: "\(outcome.kind)-seed\(seed)-case\(number)-drawing",
                        note: "\(outcome)\nlayerkit-fuzz-draw FILE.json\n")
                }
            }
            for number in numbers { progressLine(number, failures: failures, start: start) }
        }
        try report(tally, failures: failures, start: start)
    }
}
