import Foundation
import XCTest

/// A private Xvfb on a display number of its own, stopped when released; where Xvfb is missing
/// or does not start, the test is skipped with one line saying why.
final class XvfbServer {
    /// The display's name, for `DISPLAY` (":N").
    let display: String
    private let server: Process

    /// Starts Xvfb; `purpose` and `forWhat` name the test and what it needs the server for, in the skip line.
    /// `options` go to Xvfb after the screen's (`-fbdir DIR` puts the screen in a file there).
    init(purpose: String, forWhat: String, screen: String = "2600x1700x24", options: [String] = []) throws {
        let xvfb = "/usr/bin/Xvfb"
        guard FileManager.default.isExecutableFile(atPath: xvfb) else {
            throw XCTSkip("\(purpose) skipped: \(xvfb) is missing for \(forWhat)")
        }
        let numbers = Pipe()
        server = Process()
        server.executableURL = URL(fileURLWithPath: xvfb)
        // `-displayfd 1`: Xvfb picks a free display and writes its number once it accepts connections.
        // `-noreset`: by default the server resets when its last client leaves, and a client that
        // connects during the reset is refused (about 1 in 75 right after a window closes).
        server.arguments = ["-displayfd", "1", "-screen", "0", screen, "-nolisten", "tcp", "-noreset"] + options
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
            throw XCTSkip("\(purpose) skipped: Xvfb started but named no display")
        }
        display = ":\(number)"
    }

    deinit {
        if server.isRunning {
            server.terminate()
            server.waitUntilExit()
        }
    }
}
