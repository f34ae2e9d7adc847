import Foundation
import XCTest

/// Runs the built `layerkit` binary and captures what it printed.
///
/// The binary is looked up next to the test bundle (`.build/debug/layerkit` on Linux,
/// where the xctest runner lives).
struct LayerkitProcess {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String

        /// Standard error split into lines, without the final newline's empty line.
        var stderrLines: [Substring] {
            stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast(stderr.hasSuffix("\n") ? 1 : 0).map
            { $0 }
        }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Where the `layerkit` executable is expected.
    static var executableURL: URL {
        #if os(macOS)
            // On macOS the bundle is an .xctest inside .build/debug.
            return Bundle(for: BundleToken.self).bundleURL.deletingLastPathComponent().appendingPathComponent(
                "layerkit")
        #else
            return Bundle.main.bundleURL.appendingPathComponent("layerkit")
        #endif
    }

    /// Runs `layerkit args…` in `directory`, killing it after `timeout` seconds.
    ///
    /// With `virtualDisplay`, it runs under `xvfb-run` (a fresh virtual X server), as the window needs,
    /// with `WAYLAND_DISPLAY` emptied unless `environment` sets it.
    static func run(
        _ args: [String], in directory: URL? = nil, timeout: TimeInterval = 120, virtualDisplay: Bool = false,
        environment: [String: String] = [:]
    ) throws -> Result {
        try start(args, in: directory, virtualDisplay: virtualDisplay, environment: environment).finish(
            timeout: timeout)
    }

    /// Starts `layerkit args…` as `run` does and returns while it runs (a test that looks at a
    /// window's screen meanwhile); `Running.finish` waits for it and reads what it printed.
    static func start(
        _ args: [String], in directory: URL? = nil, virtualDisplay: Bool = false, environment: [String: String] = [:]
    ) throws -> Running {
        let executable = executableURL
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw Failure(
                description:
                    "the layerkit binary is missing at \(executable.path); run `swift build --build-tests` first")
        }
        let process = Process()
        if virtualDisplay {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/xvfb-run")
            process.arguments = ["-a", "-s", "-screen 0 1280x800x24 -noreset", executable.path] + args
        } else {
            process.executableURL = executable
            process.arguments = args
        }
        if let directory { process.currentDirectoryURL = directory }
        // Under Xvfb the window must open there, not on a Wayland session the tests run in.
        let environment = virtualDisplay ? ["WAYLAND_DISPLAY": ""].merging(environment) { $1 } : environment
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        return try Running(process, arguments: args)
    }

    /// A started `layerkit`, its output going to files: not pipes, so a chatty child cannot block on
    /// a full pipe while the test waits for it.
    final class Running {
        private let process: Process
        private let arguments: [String]
        private let scratch: URL
        private let outURL: URL, errURL: URL
        private let outHandle: FileHandle, errHandle: FileHandle

        fileprivate init(_ process: Process, arguments: [String]) throws {
            self.process = process
            self.arguments = arguments
            scratch = FileManager.default.temporaryDirectory.appendingPathComponent("layerkit-out-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            outURL = scratch.appendingPathComponent("stdout")
            errURL = scratch.appendingPathComponent("stderr")
            _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
            _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
            outHandle = try FileHandle(forWritingTo: outURL)
            errHandle = try FileHandle(forWritingTo: errURL)
            process.standardOutput = outHandle
            process.standardError = errHandle
            process.standardInput = FileHandle.nullDevice
            try process.run()
        }

        deinit { try? FileManager.default.removeItem(at: scratch) }

        var isRunning: Bool { process.isRunning }

        /// Waits for the process to end, killing it after `timeout` seconds (and then throwing),
        /// and returns what it printed.
        func finish(timeout: TimeInterval) throws -> Result {
            let deadline = Date().addingTimeInterval(timeout)
            while process.isRunning && Date() < deadline {
                Thread.sleep(forTimeInterval: 0.02)
            }
            let timedOut = process.isRunning
            if timedOut {
                process.terminate()
                let grace = Date().addingTimeInterval(5)
                while process.isRunning && Date() < grace { Thread.sleep(forTimeInterval: 0.02) }
                if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            }
            process.waitUntilExit()
            try outHandle.close()
            try errHandle.close()

            let stdout = String(decoding: try Data(contentsOf: outURL), as: UTF8.self)
            let stderr = String(decoding: try Data(contentsOf: errURL), as: UTF8.self)
            if timedOut {
                throw Failure(
                    description:
                        "layerkit \(arguments.joined(separator: " ")) did not finish within \(timeout) s; stderr: \(stderr)"
                )
            }
            return Result(status: process.terminationStatus, stdout: stdout, stderr: stderr)
        }
    }

    private final class BundleToken {}
}

/// A fresh temporary directory for one test, removed by the test's teardown.
func makeTemporaryDirectory(_ test: XCTestCase) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("layerkit-apptests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url
}

/// `Tests/Fixtures/scenes/NAME`, found from this source file's location.
func fixtureScene(_ name: String) -> URL {
    URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // AppTests
        .deletingLastPathComponent()  // Tests
        .appendingPathComponent("Fixtures/scenes/\(name)")
}

/// Width and height from a PNG's IHDR chunk (bytes 16–23, big-endian), after checking the signature.
func pngSize(_ url: URL, file: StaticString = #filePath, line: UInt = #line) throws -> (width: Int, height: Int) {
    let data = try Data(contentsOf: url)
    let bytes = [UInt8](data.prefix(24))
    guard bytes.count == 24 else {
        throw LayerkitProcess.Failure(description: "\(url.path): only \(data.count) bytes, too short for a PNG")
    }
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard Array(bytes[0..<8]) == signature else {
        throw LayerkitProcess.Failure(description: "\(url.path): not a PNG signature: \(bytes[0..<8])")
    }
    guard Array(bytes[12..<16]) == Array("IHDR".utf8) else {
        throw LayerkitProcess.Failure(description: "\(url.path): first chunk is not IHDR")
    }
    func be32(_ at: Int) -> Int {
        bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    return (be32(16), be32(20))
}
