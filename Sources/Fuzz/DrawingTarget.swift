import ArgumentParser
import Foundation
import SeededRandom

/// `--target drawing`: `CGContext` calls with extreme arguments (`DrawingGenerator`), run by
/// `layerkit-fuzz-draw` in batches of `--batch` cases a process; a batch that does not pass is
/// run again case by case, so each failure is one case, minimised call by call.
extension FuzzCommand {
    func fuzzDrawing() throws {
        let driver = try sibling("layerkit-fuzz-draw")
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("layerkit-fuzz-\(getpid())")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let target = BatchedCases(
            name: "drawing", tallyName: "draw",
            runner: CaseRunner(layerkit: driver, timeout: timeout, memoryBytes: memoryMB << 20),
            file: work.appendingPathComponent("drawing.json"),
            // Exit 1 is the driver's own finding: a context that no longer draws.
            finding: { .stoppedDrawing($0) },
            // Exit 2: the driver could not read the case (a minimising step removed what it needs).
            unreadable: "unreadable case", reproduce: "layerkit-fuzz-draw FILE.json")
        try fuzzInBatches(target, size: max(1, batch)) { number in
            var generator = DrawingGenerator(
                random: SplitMix64(seed: (seed ^ 0xD7A3_0000_0000_0000) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(number)))
            return generator.drawingCase()
        }
    }
}
