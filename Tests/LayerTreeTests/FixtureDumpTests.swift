import Foundation
import XCTest

@testable import LayerTree

/// `dump --time T` output must not change when evaluation changes: every scene fixture, at
/// several times, is compared byte for byte with outputs recorded before the fast path existed
/// (their lengths and FNV-1a hashes, in `Tests/Fixtures/dumps/fixture-dumps.txt`). Set
/// `LAYERKIT_RECORD_DUMPS=1` to record them again, and `LAYERKIT_DUMP_DIR=DIR` to write the
/// dumps themselves there (to diff two versions).
final class FixtureDumpTests: XCTestCase {
    /// Every `contents` image is the same 4×4 opaque white square (LayerTree holds no codecs).
    struct StubImageLoader: CGImageLoading {
        func loadImages(at urls: [URL]) -> [Result<CGImage, any Error>] {
            urls.map { _ in .success(CGImage(width: 4, height: 4, pixels: [UInt8](repeating: 255, count: 64))!) }
        }
    }

    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")
    static let scenes = fixtures.appendingPathComponent("scenes")
    static let dumps = fixtures.appendingPathComponent("dumps")
    static let times: [Double] = [0, 0.1, 0.25, 0.4, 0.5, 0.75, 1, 1.2, 1.5, 2, 2.5, 3, 4.25, 6]

    /// The fixture scenes, relative to `Fixtures/scenes`, sorted.
    static func sceneNames() throws -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: scenes.path)
        var names: [String] = []
        while let name = enumerator?.nextObject() as? String {
            if name.hasSuffix(".json") { names.append(name) }
        }
        return names.sorted()
    }

    private var previousClock: MediaClock!

    override func setUp() {
        super.setUp()
        previousClock = MediaClocks.current
    }

    override func tearDown() {
        CATransaction.flush()
        MediaClocks.current = previousClock
        super.tearDown()
    }

    /// What `layerkit dump SCENE --time T` prints (images are not loaded here), or the decoding error.
    static func dump(_ name: String, at time: Double) -> String {
        let clock = ManualClock(time: 0)
        MediaClocks.current = clock
        do {
            let scene = try SceneDecoder(imageLoader: StubImageLoader()).decode(
                contentsOf: scenes.appendingPathComponent(name))
            clock.currentTime = time
            CATransaction.flush()
            let data = try PresentationDump(root: scene.root, at: time).jsonData()
            return String(decoding: data, as: UTF8.self)
        } catch {
            return "error: \(error)\n"
        }
    }

    /// FNV-1a, 64 bits: enough to notice any changed byte.
    static func hash(_ text: String) -> String {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { h = (h ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return String(h, radix: 16)
    }

    func testDumpsAreByteIdenticalToRecordedOutputs() throws {
        let names = try Self.sceneNames()
        XCTAssertGreaterThanOrEqual(names.count, 10)
        let environment = ProcessInfo.processInfo.environment
        let dumpDirectory = environment["LAYERKIT_DUMP_DIR"].map { URL(fileURLWithPath: $0) }
        var lines: [String] = []
        for name in names {
            for time in Self.times {
                let text = Self.dump(name, at: time)
                XCTAssertFalse(text.hasPrefix("error"), "\(name): \(text)")
                lines.append("\(name) \(time) \(text.utf8.count) \(Self.hash(text))")
                if let dumpDirectory {
                    let file = dumpDirectory.appendingPathComponent(
                        name.replacingOccurrences(of: "/", with: "-") + "@\(time).json")
                    try FileManager.default.createDirectory(at: dumpDirectory, withIntermediateDirectories: true)
                    try Data(text.utf8).write(to: file)
                }
            }
        }
        let file = Self.dumps.appendingPathComponent("fixture-dumps.txt")
        if environment["LAYERKIT_RECORD_DUMPS"] == "1" {
            try FileManager.default.createDirectory(at: Self.dumps, withIntermediateDirectories: true)
            try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: file)
            return
        }
        let expected = try String(decoding: Data(contentsOf: file), as: UTF8.self)
            .split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, expected.count, "fixtures or times were added or removed: record again")
        for (line, recorded) in zip(lines, expected) where line != recorded {
            XCTFail("dump changed: got '\(line)', recorded '\(recorded)'")
        }
    }
}
