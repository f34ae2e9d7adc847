import Foundation
import XCTest

/// Every scene the fuzzer once broke `layerkit` with, minimised (`Tests/Fixtures/fuzz`, named
/// `KIND-seedS-caseN-COMMAND-atTIME.json`), run again the way it failed: it must now give a
/// picture or a dump with nothing on standard error, or exit 1 with lines that each name the file.
final class FuzzRegressionTests: XCTestCase {
    static var folder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/fuzz")
    }

    func testEveryMinimisedFailureNowEndsCleanly() throws {
        let scenes = try FileManager.default.contentsOfDirectory(at: Self.folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }.sorted { $0.path < $1.path }
        XCTAssertGreaterThanOrEqual(scenes.count, 8, "the fixtures are missing")
        let out = try makeTemporaryDirectory(self).appendingPathComponent("out.png")
        for scene in scenes {
            let name = scene.deletingPathExtension().lastPathComponent
            guard let at = name.range(of: "-at", options: .backwards),
                let command = ["render", "dump"].first(where: { name[..<at.lowerBound].hasSuffix("-" + $0) }),
                Double(name[at.upperBound...]) != nil
            else {
                XCTFail("\(name): not named KIND-seedS-caseN-COMMAND-atTIME")
                continue
            }
            let time = String(name[at.upperBound...])
            var args = [command, scene.path, "--time", time]
            if command == "render" { args += ["-o", out.path] }
            let result = try LayerkitProcess.run(args, timeout: 60)
            let lines = result.stderrLines
            switch result.status {
            case 0:
                XCTAssertEqual(result.stderr, "", "\(name): exit 0 but standard error said something")
            case 1:
                // One line per problem (each image that cannot be decoded is one), each naming the file.
                XCTAssertFalse(lines.isEmpty, "\(name): exit 1 without a message")
                for line in lines {
                    XCTAssertTrue(line.hasPrefix("Error: \(scene.path): "), "\(name): \(line)")
                }
            default:
                XCTFail("\(name): exit status \(result.status); \(result.stderr.prefix(300))")
            }
        }
    }

    /// Every Lottie file the fuzzer once broke `layerkit render` with (`Tests/Fixtures/fuzz-lottie`,
    /// named `KIND-seedS-caseN-lottie-atPROGRESS.json`), rendered again at that progress: it must now
    /// give a picture (warnings naming the file allowed) or exit 1 with one line naming the file
    /// and a JSON path.
    func testEveryMinimisedLottieFailureNowEndsCleanly() throws {
        let folder = Self.folder.deletingLastPathComponent().appendingPathComponent("fuzz-lottie")
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }.sorted { $0.path < $1.path }
        XCTAssertGreaterThanOrEqual(files.count, 1, "the fixtures are missing")
        let out = try makeTemporaryDirectory(self).appendingPathComponent("out.png")
        for file in files {
            let name = file.deletingPathExtension().lastPathComponent
            guard let at = name.range(of: "-lottie-at", options: .backwards), Double(name[at.upperBound...]) != nil
            else {
                XCTFail("\(name): not named KIND-seedS-caseN-lottie-atPROGRESS")
                continue
            }
            let progress = String(name[at.upperBound...])
            let result = try LayerkitProcess.run(
                ["render", file.path, "--progress=\(progress)", "-o", out.path], timeout: 60)
            let lines = result.stderr.split(separator: "\n")
            switch result.status {
            case 0:
                for line in lines {
                    XCTAssertTrue(line.hasPrefix("warning: \(file.path): "), "\(name): \(line)")
                }
            case 1:
                XCTAssertEqual(lines.count, 1, "\(name): \(result.stderr)")
                let prefix = "Error: \(file.path): "
                let line = lines.first ?? ""
                XCTAssertTrue(line.hasPrefix(prefix), "\(name): \(line)")
                // The message goes on with the JSON path of the problem: `layers[0].ks.p: …`.
                let path = line.dropFirst(prefix.count).prefix { $0 != ":" }
                XCTAssertFalse(path.isEmpty || path.contains(" "), "\(name): no JSON path in \(line)")
            default:
                XCTFail("\(name): exit status \(result.status); \(result.stderr.prefix(300))")
            }
        }
    }

    /// Every event stream the events fuzzer once broke a window with (`Tests/Fixtures/fuzz-events`),
    /// played again by its harness under a fresh Xvfb: each handler must see a consistent state and
    /// the process end cleanly. Seed 11 case 1 resizes the window by its events while it animates:
    /// a frame copied to the window as its damage from a back buffer Mesa had not yet grown to the
    /// new size was an X error (BadValue in X_ShmPutImage) that ended the process.
    func testEveryMinimisedEventStreamNowPlaysCleanly() throws {
        let folder = Self.folder.deletingLastPathComponent().appendingPathComponent("fuzz-events")
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }.sorted { $0.path < $1.path }
        XCTAssertGreaterThanOrEqual(files.count, 1, "the fixtures are missing")
        let harness = LayerkitProcess.executableURL.deletingLastPathComponent()
            .appendingPathComponent("layerkit-fuzz-events")
        guard FileManager.default.isExecutableFile(atPath: harness.path) else {
            throw XCTSkip("the events harness is missing at \(harness.path); run `swift build --build-tests` first")
        }
        for file in files {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/xvfb-run")
            process.arguments = ["-a", "-s", "-screen 0 1280x800x24 -noreset", harness.path, file.path]
            process.environment = ProcessInfo.processInfo.environment.merging(["WAYLAND_DISPLAY": ""]) { $1 }
            let output = Pipe()
            process.standardOutput = output
            process.standardError = output
            try process.run()
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            let name = file.lastPathComponent
            XCTAssertEqual(process.terminationStatus, 0, "\(name): \(text.suffix(600))")
            XCTAssertFalse(text.contains("X Error"), "\(name): \(text.suffix(600))")
        }
    }

    /// Seed 31 scene case 18: thousands of layers under a chain nested past the format's limit.
    /// `render` looked for Lottie's keys by decoding the whole document first, at a cost of the
    /// number of values times their depth (55 s of CPU for 25,000 layers 116 deep, in a release
    /// build): the nesting is now checked first and the scene decoder's one-line error comes at once.
    func testAWideTreeUnderADeepChainIsRefusedAtOnce() throws {
        let square =
            ##"{"bounds": [0, 0, 10, 10], "position": [1, 1], "opacity": 0.5, "backgroundColor": "#00ff0080"}"##
        var layer =
            #"{"bounds": [0, 0, 10, 10], "sublayers": ["# + Array(repeating: square, count: 5000).joined(separator: ",")
            + "]}"
        for _ in 0..<110 { layer = #"{"bounds": [0, 0, 10, 10], "position": [1, 1], "sublayers": ["# + layer + "]}" }
        let scene = try makeTemporaryDirectory(self).appendingPathComponent("deep-and-wide.json")
        try Data(#"{"size": [99, 47], "root": "#.utf8).write(to: scene)
        let handle = try FileHandle(forWritingTo: scene)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data((layer + "}").utf8))
        try handle.close()
        let start = Date()
        let out = scene.deletingLastPathComponent().appendingPathComponent("out.png")
        let result = try LayerkitProcess.run(["render", scene.path, "--time", "1e9", "-o", out.path], timeout: 120)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderrLines.count, 1, result.stderr)
        XCTAssertTrue(
            result.stderr.hasPrefix("Error: \(scene.path): $: arrays and objects nested more than 64 deep"),
            result.stderr)
        XCTAssertLessThan(Date().timeIntervalSince(start), 10, "refused at once, not after decoding every value")
    }
}
