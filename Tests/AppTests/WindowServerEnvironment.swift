import Foundation
import XCTest

/// A private display server for in-process window tests, and this process's environment pointed
/// at it until released: a private Xvfb (SDL's X11 driver, GLX), or a private Weston (SDL's
/// Wayland driver, EGL) on its X11 backend, whose seat SDL 2.26 needs, at an output scale.
/// Where the server cannot start, the test is skipped with one line saying why.
final class WindowServerEnvironment {
    enum Kind {
        case xvfb
        case weston(scale: Int)
    }

    /// The video driver SDL must pick for the test to count: `x11` or `wayland`.
    let expectedDriver: String
    private var xvfb: XvfbServer?
    private var weston: WestonCompositor?
    private var saved: [String: String?] = [:]

    init(_ kind: Kind) throws {
        switch kind {
        case .xvfb:
            let server = try XvfbServer(purpose: "X11 window test", forWhat: "the window", screen: "1280x800x24")
            xvfb = server
            expectedDriver = "x11"
            set(["DISPLAY": server.display, "WAYLAND_DISPLAY": nil, "SDL_VIDEODRIVER": nil])
        case .weston(let scale):
            let compositor = try WestonCompositor(.seated(scale: scale))
            weston = compositor
            expectedDriver = "wayland"
            set(compositor.environment.mapValues { $0.isEmpty ? nil : $0 })
        }
    }

    deinit {
        for (name, value) in saved {
            if let value { setenv(name, value, 1) } else { unsetenv(name) }
        }
    }

    private func set(_ variables: [String: String?]) {
        for (name, value) in variables {
            if saved[name] == nil { saved[name] = .some(ProcessInfo.processInfo.environment[name]) }
            if let value { setenv(name, value, 1) } else { unsetenv(name) }
        }
    }
}
