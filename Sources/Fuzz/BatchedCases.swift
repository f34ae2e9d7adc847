import Foundation

/// A target whose cases run many to a child process (`layerkit-fuzz-draw`, `layerkit-fuzz-events`),
/// each case a JSON object in the file `{"cases": [...]}` the child reads: how to run a batch and
/// what the child's own exit statuses mean.
struct BatchedCases {
    /// The target's name in findings and failure lines (`drawing`, `events`).
    let name: String
    /// The first word of its outcomes in the tally (`draw`, `events`).
    let tallyName: String
    /// The child program, run under `runner`'s limits.
    let runner: CaseRunner
    /// Where each batch is written for the child to read.
    let file: URL
    /// What the child's exit 1 (its own finding, one line a case) means.
    let finding: (String) -> Outcome
    /// What the child's exit 2 means: it could not read the case (or make what it needs).
    let unreadable: String
    /// How to run a saved finding again, for its note.
    let reproduce: String

    /// Runs `cases` in one child process under `runner` (the target's, or a quicker one while minimising).
    func run(_ cases: [FuzzJSON], under runner: CaseRunner) -> Outcome {
        guard (try? Data(FuzzJSON.object([("cases", .array(cases))]).text.utf8).write(to: file)) != nil else {
            return .crash("cannot write \(file.path)")
        }
        let outcome = runner.run(runner.layerkit, [file.path], file: file)
        if case .unclearError(let message) = outcome { return finding(message) }
        if case .crash(let message) = outcome, message.hasPrefix("exit status 2") {
            return .unclearError("\(unreadable): \(message)")
        }
        return outcome
    }
}

extension FuzzCommand {
    /// Runs cases `firstCase ..< firstCase + cases`, made by `makeCase` from their numbers, in
    /// batches of `size` a process. A batch that does not pass is run again case by case, so
    /// each failure is one case, minimised element by element (under a 5-second limit) and saved.
    func fuzzInBatches(_ target: BatchedCases, size: Int, makeCase: (Int) -> FuzzJSON) throws {
        var tally: [String: Int] = [:]
        var failures = 0
        let start = Date()
        let end = firstCase + cases
        for batchStart in stride(from: firstCase, to: end, by: size) {
            let numbers = Array(batchStart..<min(end, batchStart + size))
            let batchCases = numbers.map(makeCase)
            if target.run(batchCases, under: target.runner).isAcceptable {
                tally["\(target.tallyName) ok", default: 0] += numbers.count
            } else {
                for (number, oneCase) in zip(numbers, batchCases) {
                    let outcome = target.run([oneCase], under: target.runner)
                    tally["\(target.tallyName) \(outcome.kind)", default: 0] += 1
                    guard !outcome.isAcceptable else { continue }
                    failures += 1
                    print("case \(number) \(target.name): \(outcome)")
                    fflush(nil)
                    let quick = target.runner.limited(to: min(timeout, 5))
                    let minimizer = Minimizer(
                        reproduces: { target.run([$0], under: quick).kind == outcome.kind },
                        maximumAttempts: minimizeAttempts)
                    try saveFinding(
                        .object([("cases", .array([minimizer.minimize(oneCase)]))]),
                        name: "\(outcome.kind)-seed\(seed)-case\(number)-\(target.name)",
                        note: "\(outcome)\n\(target.reproduce)\n")
                }
            }
            for number in numbers { progressLine(number, failures: failures, start: start) }
        }
        try report(tally, failures: failures, start: start)
    }
}
