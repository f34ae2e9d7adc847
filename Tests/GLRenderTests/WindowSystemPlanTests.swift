import XCTest

@testable import GLRender

/// Which SDL video driver a window starts on, from the environment and what the compositor offers.
final class WindowSystemPlanTests: XCTestCase {
    private let desktop: WindowSystemPlan.Globals = [.compositor, .seat, .xdgShell]

    private func planFor(
        _ environment: [String: String], sdl: (Int, Int, Int) = (2, 26, 5),
        globals: WindowSystemPlan.Globals? = nil
    ) throws -> (WindowSystemPlan, probed: [String]) {
        var probed: [String] = []
        let plan = try WindowSystemPlan.make(environment: environment, sdlVersion: sdl) { name in
            probed.append(name)
            return globals
        }
        return (plan, probed)
    }

    func testX11AloneGetsSDLsX11DriverWithoutAskingWayland() throws {
        let (plan, probed) = try planFor(["DISPLAY": ":1"])
        XCTAssertEqual(plan, WindowSystemPlan(drivers: ["x11"]))
        XCTAssertEqual(probed, [])
    }

    /// With no display named the choice is SDL's (a console's KMS/DRM), but a window on a headless
    /// driver SDL fell to by itself is an error that says why; asked for by name, it is a window.
    func testADisplayNobodyNamedIsLeftToSDLButNotItsHeadlessDrivers() throws {
        let (plan, probed) = try planFor(["XDG_SESSION_TYPE": "tty"])
        XCTAssertEqual(plan, WindowSystemPlan(drivers: []))
        XCTAssertEqual(probed, [])
        XCTAssertEqual(
            plan.problem(startedOn: "offscreen"),
            "no display to open a window on (DISPLAY and WAYLAND_DISPLAY are unset), and SDL found only its "
                + "offscreen driver; SDL_VIDEODRIVER=offscreen draws there on purpose")
        XCTAssertNotNil(plan.problem(startedOn: "dummy"))
        XCTAssertNil(plan.problem(startedOn: "kmsdrm"))
        let asked = try planFor(["SDL_VIDEODRIVER": "offscreen"])
        XCTAssertEqual(asked.0, WindowSystemPlan(drivers: ["offscreen"]))
        XCTAssertNil(asked.0.problem(startedOn: "offscreen"))
        XCTAssertNil(try planFor(["DISPLAY": ":1"]).0.problem(startedOn: "offscreen"), "X11 asked for: its own error")
    }

    func testAWaylandSessionGetsSDLsWaylandDriverWithX11Behind() throws {
        let (plan, probed) = try planFor(["WAYLAND_DISPLAY": "wayland-1", "DISPLAY": ":0"], globals: desktop)
        XCTAssertEqual(plan, WindowSystemPlan(drivers: ["wayland", "x11"]))
        XCTAssertEqual(probed, ["wayland-1"])
        let asked = try self.planFor(["SDL_VIDEODRIVER": "wayland"], globals: desktop)
        XCTAssertEqual(asked.0, WindowSystemPlan(drivers: ["wayland"]))
        XCTAssertEqual(asked.probed, ["wayland-0"])
        // An emptied WAYLAND_DISPLAY in a Wayland session: X11, as the Xvfb tests ask.
        let emptied = try self.planFor(
            ["WAYLAND_DISPLAY": "", "XDG_SESSION_TYPE": "wayland", "DISPLAY": ":5"], globals: desktop)
        XCTAssertEqual(emptied.0, WindowSystemPlan(drivers: ["x11"]))
        XCTAssertEqual(emptied.probed, [])
    }

    func testAnotherDriverNamedInSDL_VIDEODRIVERIsKept() throws {
        let (plan, probed) = try planFor(["SDL_VIDEODRIVER": "x11", "WAYLAND_DISPLAY": "wayland-0"], globals: desktop)
        XCTAssertEqual(plan, WindowSystemPlan(drivers: ["x11"]))
        XCTAssertEqual(probed, [])
    }

    func testACompositorWithoutASeatSendsSDLBefore2_30ToX11() throws {
        let environment = ["SDL_VIDEODRIVER": "wayland", "WAYLAND_DISPLAY": "wl-test", "DISPLAY": ":3"]
        let (plan, _) = try planFor(environment, globals: [.compositor, .xdgShell])
        XCTAssertEqual(plan.drivers, ["x11"])
        XCTAssertEqual(
            plan.fallbackReason,
            "the Wayland compositor wl-test offers no input seat (wl_seat), on which SDL 2.26.5 crashes "
                + "(SDL issue 8898, fixed in 2.30)")
        let newer = try self.planFor(environment, sdl: (2, 30, 0), globals: [.compositor, .xdgShell])
        XCTAssertEqual(newer.0, WindowSystemPlan(drivers: ["wayland", "x11"]))
    }

    func testWithoutAnX11DisplayAnUnusableCompositorIsAnErrorThatSaysWhy() throws {
        XCTAssertThrowsError(try planFor(["WAYLAND_DISPLAY": "wl-test"], globals: [.compositor, .xdgShell])) { error in
            XCTAssertEqual(
                "\(error)",
                "Choosing the window system failed: the Wayland compositor wl-test offers no input seat (wl_seat), "
                    + "on which SDL 2.26.5 crashes (SDL issue 8898, fixed in 2.30), and no X11 display (DISPLAY)")
        }
        let (plan, _) = try planFor(["WAYLAND_DISPLAY": "gone", "DISPLAY": ":0"], globals: nil)
        XCTAssertEqual(
            plan, WindowSystemPlan(drivers: ["x11"], fallbackReason: "no Wayland compositor answers at gone"))
    }
}
