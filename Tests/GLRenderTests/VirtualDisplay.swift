import Foundation

/// A private X server (Xvfb) for a test that opens a window in its own process; stopped when
/// released. The window tests of AppTests run `layerkit` under `xvfb-run` instead.
final class VirtualDisplay {
    /// The display's name, for `DISPLAY`.
    let name: String
    private let server: Process

    init() throws {
        let executable = URL(fileURLWithPath: "/usr/bin/Xvfb")
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            // A failure that says what to install, never a skip.
            throw VirtualDisplayError(description: "\(executable.path) is missing: run scripts/install-deps.sh (xvfb)")
        }
        let numbers = Pipe()
        server = Process()
        server.executableURL = executable
        // `-displayfd 1`: Xvfb picks a free display and writes its number to standard output once
        // it accepts connections.
        // `-noreset`: by default the server resets when its last client leaves, and a client that
        // connects during the reset is refused (about 1 in 75 right after a window closes).
        server.arguments = ["-displayfd", "1", "-screen", "0", "640x480x24", "-nolisten", "tcp", "-noreset"]
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
            throw VirtualDisplayError(description: "Xvfb started but named no display (install xvfb)")
        }
        name = ":\(number)"
    }

    deinit {
        server.terminate()
        server.waitUntilExit()
    }
}

struct VirtualDisplayError: Error, CustomStringConvertible {
    let description: String
}
