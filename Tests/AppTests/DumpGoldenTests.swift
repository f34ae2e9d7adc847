import Foundation
import XCTest

/// `layerkit dump SCENE --time T`, the binary itself (images decoded), prints byte for byte what
/// it printed when the goldens were recorded, on every fixture in `Tests/Fixtures/scenes` at
/// several times. The goldens (`Tests/Fixtures/dumps/cli`: exit status, length and FNV-1a hash per
/// scene and time, and the whole output at t = 1) were recorded before the layer properties moved
/// into one declaration each, so a refactoring of how properties are read, copied, decoded or
/// dumped cannot change a byte unnoticed. `scripts/record-dump-goldens.sh` records them again
/// (only for an intended change).
final class DumpGoldenTests: XCTestCase {
    private static let goldens = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/dumps/cli")

    /// FNV-1a, 64 bits, as the recording script computes it.
    private static func hash(_ data: Data) -> String {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data { h = (h ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return String(h, radix: 16)
    }

    func testDumpOutputIsByteIdenticalToTheGoldens() throws {
        let index = try String(
            decoding: Data(contentsOf: Self.goldens.appendingPathComponent("index.txt")), as: UTF8.self)
        let entries = index.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        XCTAssertGreaterThanOrEqual(entries.count, 15 * 7)

        // Every fixture scene has goldens: a new scene must be recorded, not silently skipped.
        let scenesDirectory = fixtureScene("")
        let enumerator = FileManager.default.enumerator(atPath: scenesDirectory.path)
        var scenes: Set<String> = []
        while let name = enumerator?.nextObject() as? String {
            if name.hasSuffix(".json") { scenes.insert(name) }
        }
        XCTAssertEqual(
            Set(entries.map { $0[0] }), scenes, "fixtures added or removed: run scripts/record-dump-goldens.sh")

        for entry in entries {
            let (name, time, status, length, hash) = (entry[0], entry[1], entry[2], entry[3], entry[4])
            let result = try LayerkitProcess.run(["dump", fixtureScene(name).path, "--time", time])
            let output = Data(result.stdout.utf8)
            XCTAssertEqual(String(result.status), status, "\(name) at \(time): exit status; stderr: \(result.stderr)")
            guard String(output.count) != length || Self.hash(output) != hash else { continue }
            var message = "\(name) at \(time): dump changed (\(output.count) bytes, recorded \(length))"
            let full = Self.goldens.appendingPathComponent(
                name.replacingOccurrences(of: "/", with: "-") + "@\(time).json")
            if let recorded = try? String(decoding: Data(contentsOf: full), as: UTF8.self) {
                let old = recorded.split(separator: "\n", omittingEmptySubsequences: false)
                let new = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
                if let line = zip(old, new).enumerated().first(where: { $0.element.0 != $0.element.1 }) {
                    message +=
                        "; first difference at line \(line.offset + 1): '\(line.element.1)', recorded '\(line.element.0)'"
                }
            }
            XCTFail(message)
        }
    }
}
