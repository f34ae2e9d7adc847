import Foundation
import XCTest

/// A private Weston compositor for the window tests on Wayland, stopped when released.
///
/// `.headless` is Weston's headless backend: no outputs to look at and no input seat, the
/// compositor SDL 2.26 crashed on. `.seated` is Weston on its X11 backend inside a private Xvfb,
/// still headless to the machine, whose seat (the X server's core pointer and keyboard) SDL's
/// Wayland driver needs before 2.30. Where Weston (or Xvfb) is missing or does not start, the
/// test is skipped with one line saying why.
final class WestonCompositor {
    enum Kind {
        case headless
        case seated(scale: Int)
    }

    /// The compositor's socket name, for `WAYLAND_DISPLAY`.
    let socket: String
    /// The private `XDG_RUNTIME_DIR` its socket is in.
    let runtimeDirectory: URL
    private var processes: [Process] = []
    /// The X server Weston's X11 backend draws into (`.seated`), stopped after Weston.
    private var xvfbServer: XvfbServer?

    /// What a client needs to reach it; `DISPLAY` emptied, so that nothing falls back to an X server.
    var environment: [String: String] {
        ["XDG_RUNTIME_DIR": runtimeDirectory.path, "WAYLAND_DISPLAY": socket, "DISPLAY": "", "SDL_VIDEODRIVER": ""]
    }

    init(_ kind: Kind) throws {
        let weston = "/usr/bin/weston"
        guard FileManager.default.isExecutableFile(atPath: weston) else {
            throw XCTSkip("Wayland window test skipped: \(weston) is missing (scripts/install-deps.sh installs weston)")
        }
        socket = "layerkit-\(UUID().uuidString.prefix(8))"
        runtimeDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("layerkit-xdg-\(socket)")
        try FileManager.default.createDirectory(
            at: runtimeDirectory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_RUNTIME_DIR"] = runtimeDirectory.path
        environment["WAYLAND_DISPLAY"] = nil
        var arguments = ["--no-config", "--idle-time=0", "--socket=\(socket)"]
        switch kind {
        case .headless:
            arguments += ["--backend=headless-backend.so", "--width=1280", "--height=800"]
        case .seated(let scale):
            let xvfb = try XvfbServer(purpose: "Wayland window test", forWhat: "Weston's X11 backend")
            xvfbServer = xvfb
            environment["DISPLAY"] = xvfb.display
            arguments += [
                "--backend=x11-backend.so", "--use-pixman", "--width=1280", "--height=800", "--scale=\(scale)",
            ]
        }
        let log = runtimeDirectory.appendingPathComponent("weston.log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let compositor = Process()
        compositor.executableURL = URL(fileURLWithPath: weston)
        compositor.arguments = arguments + ["--log=\(log.path)"]
        compositor.environment = environment
        compositor.standardOutput = FileHandle.nullDevice
        compositor.standardError = FileHandle.nullDevice
        try compositor.run()
        processes.append(compositor)
        let socketPath = runtimeDirectory.appendingPathComponent(socket).path
        let deadline = Date().addingTimeInterval(10)
        while !FileManager.default.fileExists(atPath: socketPath), compositor.isRunning, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
        }
        guard FileManager.default.fileExists(atPath: socketPath), compositor.isRunning else {
            let tail = (try? String(contentsOf: log, encoding: .utf8))?.split(separator: "\n").last ?? "no log"
            throw XCTSkip("Wayland window test skipped: weston did not start (\(tail))")
        }
        // The shell client (the desktop's panel and background) starts after the socket is there.
        Thread.sleep(forTimeInterval: 0.5)
    }

    deinit {
        for process in processes.reversed() where process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: runtimeDirectory)
    }
}
