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

    func testX11AloneIsLeftToSDLWithoutAskingWayland() throws {
        let (plan, probed) = try planFor(["DISPLAY": ":1"])
        XCTAssertEqual(plan, WindowSystemPlan(drivers: []))
        XCTAssertEqual(probed, [])
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
        XCTAssertEqual(emptied.0, WindowSystemPlan(drivers: []))
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
