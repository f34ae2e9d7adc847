import ArgumentParser
import Foundation
import SeededRandom

/// `--target events`: random SDL event streams (`EventGenerator`) pushed into a `LayerWindow`
/// over a random layer tree by `layerkit-fuzz-events`, in batches of `--batch` cases a process, on
/// an Xvfb display of the fuzzer's own. A batch that does not pass is run again case by case, so
/// each failure is one case, minimised event by event. Without Xvfb the target is skipped with one line.
extension FuzzCommand {
    func fuzzEvents() throws {
        let driver = try sibling("layerkit-fuzz-events")
        guard let display = try? PrivateXvfb() else {
            print("fuzz: events skipped: no X server could start (/usr/bin/Xvfb missing or failed)")
            return
        }
        // Mesa's drivers map far more address space than they use: the cap is for runaway allocations.
        var runner = CaseRunner(layerkit: driver, timeout: timeout, memoryBytes: max(memoryMB, 16_384) << 20)
        runner.environment = ["DISPLAY": display.name, "WAYLAND_DISPLAY": ""]
        runner.ignoredLinePrefixes = ["window: "]
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("layerkit-fuzz-\(getpid())")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let target = BatchedCases(
            name: "events", tallyName: "events", runner: runner, file: work.appendingPathComponent("events.json"),
            // Exit 1 is the driver's own finding: a handler saw an inconsistent state.
            finding: { .inconsistent($0) }, unreadable: "unreadable case or no window",
            reproduce: "xvfb-run -a layerkit-fuzz-events FILE.json")
        // A window a case: five to a process keeps a batch well inside the CPU limit.
        try fuzzInBatches(target, size: min(max(1, batch), 5)) { number in
            var generator = EventGenerator(
                random: SplitMix64(seed: (seed ^ 0xE7E7_0000_0000_0000) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(number)))
            return generator.eventCase()
        }
    }
}

/// Xvfb started but named no display.
struct XvfbError: Error {}

/// An Xvfb on a display number of its own (`-displayfd`), stopped when released.
final class PrivateXvfb {
    /// The display's name, for `DISPLAY` (":N").
    let name: String
    private let server = Process()

    init() throws {
        let numbers = Pipe()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        // `-noreset`: by default the server resets when its last client leaves, and a client that
        // connects during the reset is refused (about 1 in 75 right after a window closes).
        server.arguments = ["-displayfd", "1", "-screen", "0", "2600x1700x24", "-nolisten", "tcp", "-noreset"]
        server.standardOutput = numbers
        server.standardError = FileHandle.nullDevice
        try server.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = numbers.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            line.append(chunk)
        }
        guard let number = Int(String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        else {
            server.terminate()
            throw XvfbError()
        }
        name = ":\(number)"
    }

    deinit {
        if server.isRunning {
            server.terminate()
            server.waitUntilExit()
        }
    }
}
