import CSDL
import Foundation

/// Which of SDL's video drivers a window starts on, chosen before SDL starts: Wayland (OpenGL ES
/// through EGL) where a Wayland session runs, X11 (through GLX, as before) otherwise, and X11
/// again where the Wayland compositor cannot take an SDL window.
///
/// The compositor is asked for its globals first because SDL before 2.30 dereferences a null
/// pointer in `SDL_Init` when the compositor offers no input seat (`wl_seat`): a headless
/// compositor, a kiosk without input devices (SDL issue 8898). Debian 12 ships SDL 2.26.5.
struct WindowSystemPlan: Equatable {
    /// SDL video drivers to try in order; empty: SDL's own default, where no display is named
    /// (neither `DISPLAY` nor `WAYLAND_DISPLAY`): a console's KMS/DRM, say.
    var drivers: [String]
    /// Why Wayland was passed over, where a Wayland session runs but the window opens on X11.
    var fallbackReason: String?

    /// What a Wayland compositor offers, as `layerkit_wayland_globals` reports it.
    struct Globals: OptionSet {
        let rawValue: Int32
        static let compositor = Globals(rawValue: Int32(LAYERKIT_WAYLAND_COMPOSITOR))
        static let seat = Globals(rawValue: Int32(LAYERKIT_WAYLAND_SEAT))
        static let xdgShell = Globals(rawValue: Int32(LAYERKIT_WAYLAND_XDG_SHELL))
    }

    /// The plan for a process with `environment`.
    ///
    /// - Parameters:
    ///   - probe: the globals of the Wayland compositor of that name, `nil` when none answers.
    ///   - sdlVersion: the SDL library's version (major, minor, patch).
    /// - Throws: `WindowError` when only Wayland is there and it cannot take the window.
    static func make(
        environment: [String: String], sdlVersion: (Int, Int, Int), probe: (String) -> Globals?
    ) throws -> WindowSystemPlan {
        func value(_ name: String) -> String? {
            guard let value = environment[name]?.trimmingCharacters(in: .whitespaces), !value.isEmpty else {
                return nil
            }
            return value
        }
        let requested = value("SDL_VIDEODRIVER")?.split(separator: ",").first.map { $0.lowercased() }
        if let requested, requested != "wayland" { return WindowSystemPlan(drivers: [requested]) }
        // A Wayland session names its compositor in WAYLAND_DISPLAY; emptied, the window goes to X11.
        let waylandName = value("WAYLAND_DISPLAY")
        guard requested == "wayland" || waylandName != nil else {
            // X11 named, not left to SDL: where its X11 driver cannot start, SDL would go on to
            // its offscreen driver and a window nobody sees, where X11's error is what helps.
            return WindowSystemPlan(drivers: value("DISPLAY") != nil ? ["x11"] : [])
        }
        let name = waylandName ?? "wayland-0"
        let problem: String?
        if let globals = probe(name) {
            let version = "\(sdlVersion.0).\(sdlVersion.1).\(sdlVersion.2)"
            if !globals.contains(.compositor) || !globals.contains(.xdgShell) {
                problem = "the Wayland compositor \(name) offers no wl_compositor or xdg_wm_base"
            } else if !globals.contains(.seat), sdlVersion < (2, 30, 0) {
                problem =
                    "the Wayland compositor \(name) offers no input seat (wl_seat), "
                    + "on which SDL \(version) crashes (SDL issue 8898, fixed in 2.30)"
            } else {
                problem = nil
            }
        } else {
            problem = "no Wayland compositor answers at \(name)"
        }
        let hasX11 = value("DISPLAY") != nil
        guard let problem else { return WindowSystemPlan(drivers: hasX11 ? ["wayland", "x11"] : ["wayland"]) }
        guard hasX11 else {
            throw WindowError(step: "Choosing the window system", message: "\(problem), and no X11 display (DISPLAY)")
        }
        return WindowSystemPlan(drivers: ["x11"], fallbackReason: problem)
    }

    /// SDL's drivers that open no window anyone sees: taken only when asked for by name.
    static let headlessDrivers: Set<String> = ["offscreen", "dummy", "evdev"]

    /// Why a window on `driver`, the one SDL started, is no window: SDL chose a headless driver
    /// itself, the plan having left the choice to it. Nil where the driver was asked for or shows.
    func problem(startedOn driver: String) -> String? {
        guard drivers.isEmpty, Self.headlessDrivers.contains(driver) else { return nil }
        return "no display to open a window on (DISPLAY and WAYLAND_DISPLAY are unset), and SDL found only "
            + "its \(driver) driver; SDL_VIDEODRIVER=\(driver) draws there on purpose"
    }

    /// The plan for this process: its environment, the SDL it loaded and its compositor.
    static func current() throws -> WindowSystemPlan {
        var version = SDL_version()
        SDL_GetVersion(&version)
        return try make(
            environment: ProcessInfo.processInfo.environment,
            sdlVersion: (Int(version.major), Int(version.minor), Int(version.patch))
        ) { name in
            let found = layerkit_wayland_globals(name)
            return found < 0 ? nil : Globals(rawValue: found)
        }
    }
}
