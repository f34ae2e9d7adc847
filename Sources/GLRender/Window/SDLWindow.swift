import CSDL
import Foundation

/// A desktop window with an OpenGL ES 3.0 context, through SDL2: over GLX on X11 (an ES profile
/// through GLX_EXT_create_context_es2_profile), over EGL on Wayland.
///
/// Where a Wayland session runs (`WAYLAND_DISPLAY`, or `SDL_VIDEODRIVER=wayland`) the window is a
/// native Wayland one; elsewhere, or where the compositor cannot take it, an X11 one
/// (`WindowSystemPlan`). `windowSystem` says which, and why not Wayland where it fell back.
///
/// On X11 SDL is left to choose GLX: Mesa's software rasterizer presents a GLX frame through
/// shared memory (MIT-SHM), but an EGL one by sending every pixel down the X socket, which cost
/// demo 8 about 5 ms a frame under Xvfb (960 × 640: 13.5 ms against 18.6 ms from the end of
/// drawing to the end of the swap). `SDL_VIDEO_X11_FORCE_EGL=1` still picks EGL. Headless
/// contexts (`HeadlessContext`) are EGL either way.
///
/// Created and sent events on the main thread; its context may be made
/// current on the render thread (`makeCurrent()` there), which is how `RenderServer` draws into
/// it. `init` leaves no context of its own current on the calling thread, and an EGL context
/// that was current there (a headless one) current again.
public final class SDLWindow: GLContext {
    let window: OpaquePointer
    private let context: SDL_GLContext
    /// `GL_RENDERER` of the window's context.
    public let rendererName: String
    /// SDL's video driver the window is on: `wayland` or `x11`.
    public let videoDriver: String
    /// Whether `SDL_WINDOWEVENT_EXPOSED` means the window's pixels were lost and must be drawn
    /// again: on X11 without a compositor (Xvfb), yes; on Wayland the compositor keeps the last
    /// buffer, and SDL sends the event after every configure (focus, activation), nothing lost.
    public var redrawsWhenExposed: Bool { videoDriver != "wayland" }
    /// One line for the log: the window system, its display, the GL binding and, where a Wayland
    /// session runs but the window is on X11, why.
    public let windowSystem: String

    /// Opens a resizable, high-DPI-aware window of `width` × `height` points.
    public init(title: String, width: Int, height: Int) throws {
        // The thread's headless context, if any, is put back once the window's is released. Set
        // aside first: on X11 `SDL_CreateWindow` makes a context of its own current, to read
        // GLX's extensions.
        let setAside = SetAsideEGLContext()
        defer { setAside.restore() }
        let plan = try WindowSystemPlan.current()
        var fallbackReason = plan.fallbackReason
        let drivers: [String?] = plan.drivers.isEmpty ? [nil] : plan.drivers
        for (index, driver) in drivers.enumerated() {
            // Set again at each try: `SDL_Quit` after a failed start clears the hints.
            SDL_SetHint(SDL_HINT_VIDEO_HIGHDPI_DISABLED, "0")
            // A driver chosen for an earlier window (SDL keeps hints until `SDL_Quit`) is cleared
            // where this plan leaves the choice to SDL.
            if let driver {
                SDL_SetHintWithPriority(SDL_HINT_VIDEODRIVER, driver, SDL_HINT_OVERRIDE)
            } else {
                SDL_ResetHint(SDL_HINT_VIDEODRIVER)
            }
            // Counted by SDL: every window starts the subsystems and stops them when it closes, so
            // several windows can be open at once and the last to close shuts the video down.
            if SDL_InitSubSystem(Self.subsystems) == 0 { break }
            let error = WindowError("SDL_Init(video\(driver.map { ", \($0)" } ?? ""))")
            SDL_QuitSubSystem(Self.subsystems)
            guard index + 1 < drivers.count else { throw error }
            fallbackReason = "SDL's \(driver ?? "default") driver did not start: \(error.sdlMessage)"
        }
        if let problem = plan.problem(startedOn: SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "") {
            SDL_QuitSubSystem(Self.subsystems)
            throw WindowError(step: "Choosing the window system", message: problem)
        }
        SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, Int32(SDL_GL_CONTEXT_PROFILE_ES.rawValue))
        SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3)
        SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0)
        SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1)
        SDL_GL_SetAttribute(SDL_GL_RED_SIZE, 8)
        SDL_GL_SetAttribute(SDL_GL_GREEN_SIZE, 8)
        SDL_GL_SetAttribute(SDL_GL_BLUE_SIZE, 8)
        // As fine as the canvas target's, so that frames drawn straight into the window's
        // framebuffer resolve depth the same (`WindowFramebuffer`).
        SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 24)
        let flags =
            SDL_WINDOW_OPENGL.rawValue | SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
            | SDL_WINDOW_SHOWN.rawValue
        let centered = Int32(bitPattern: 0x2FFF_0000)  // SDL_WINDOWPOS_CENTERED
        guard let window = SDL_CreateWindow(title, centered, centered, Int32(width), Int32(height), flags) else {
            let error = WindowError("SDL_CreateWindow")
            SDL_QuitSubSystem(Self.subsystems)
            throw error
        }
        guard let context = SDL_GL_CreateContext(window) else {
            let error = WindowError("SDL_GL_CreateContext (OpenGL ES 3.0)")
            SDL_DestroyWindow(window)
            SDL_QuitSubSystem(Self.subsystems)
            throw error
        }
        self.window = window
        self.context = context
        SDL_GL_MakeCurrent(window, context)
        rendererName = glGetString(GLenum(GL_RENDERER)).map { String(cString: $0) } ?? "unknown"
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "unknown"
        videoDriver = driver
        windowSystem = Self.describe(driver: driver, fallbackReason: fallbackReason)
        SDL_GL_MakeCurrent(window, nil)
    }

    /// "Wayland (wayland-0), OpenGL ES through EGL", and why not Wayland where it fell back.
    private static func describe(driver: String, fallbackReason: String?) -> String {
        func variable(_ name: String, else fallback: String) -> String {
            guard let value = ProcessInfo.processInfo.environment[name], !value.isEmpty else { return fallback }
            return value
        }
        let system: String
        switch driver {
        case "wayland": system = "Wayland (\(variable("WAYLAND_DISPLAY", else: "wayland-0")))"
        case "x11": system = "X11 (\(variable("DISPLAY", else: "?")))"
        default: system = driver
        }
        // SDL makes an EGL context on Wayland, and on X11 only when asked to (SDL_VIDEO_X11_FORCE_EGL).
        let binding = eglGetCurrentContext() != nil ? "EGL" : driver == "x11" ? "GLX" : "its own binding"
        let line = "\(system), OpenGL ES through \(binding)"
        return fallbackReason.map { "\(line), not Wayland: \($0)" } ?? line
    }

    /// The SDL subsystems each window holds: video, and the event queue it fills.
    private static let subsystems = SDL_INIT_VIDEO | SDL_INIT_EVENTS

    private var isClosed = false

    deinit { close() }

    /// Destroys the context and the window and lets SDL's video go when no other window holds it.
    /// Nothing may use the window afterwards, nor make its context current (stop its render thread first).
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        SDL_GL_DeleteContext(context)
        SDL_DestroyWindow(window)
        SDL_QuitSubSystem(Self.subsystems)
    }

    /// SDL's number for the window, which its events carry (`windowID`).
    public var windowID: UInt32 { SDL_GetWindowID(window) }

    /// Fills the screen (at the desktop's resolution, no mode change) or returns to a window.
    public func setFullScreen(_ fullScreen: Bool) {
        SDL_SetWindowFullscreen(window, fullScreen ? SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue : 0)
    }

    /// Whether the user may resize the window by its edges.
    public func setResizable(_ resizable: Bool) {
        SDL_SetWindowResizable(window, resizable ? SDL_TRUE : SDL_FALSE)
    }

    /// Whether the window has the keyboard focus.
    public var hasKeyboardFocus: Bool { SDL_GetKeyboardFocus() == window }

    /// Whether the pointer is over the window.
    public var hasMouseFocus: Bool { SDL_GetMouseFocus() == window }

    /// Makes the window's context current on the calling thread.
    public func makeCurrent() { SDL_GL_MakeCurrent(window, context) }

    /// Detaches the context from the calling thread so another thread can make it current; where
    /// it is not current on this thread (as after `init`), nothing is done.
    public func releaseCurrent() {
        guard SDL_GL_GetCurrentContext() == context else { return }
        SDL_GL_MakeCurrent(window, nil)
    }

    /// Shows the frame just drawn; with vsync on, blocks until the display takes it.
    public func swap() { SDL_GL_SwapWindow(window) }

    /// Copies of parts of the back buffer to the window (GLX_MESA_copy_sub_buffer) for the context
    /// current on this thread: nil unless that is this window's GLX context and its screen offers them.
    func subBufferCopyForCurrentContext() -> WindowSubBufferCopy? {
        guard videoDriver == "x11", eglGetCurrentContext() == nil, SDL_GL_GetCurrentContext() == context else {
            return nil
        }
        return WindowSubBufferCopy()
    }

    /// Turns on vsync on the current thread's context: adaptive where offered, else plain.
    /// Returns `false` when the driver offers none (Xvfb), so the caller paces frames itself.
    public func enableVsync() -> Bool {
        if SDL_GL_SetSwapInterval(-1) == 0 { return true }
        return SDL_GL_SetSwapInterval(1) == 0 && SDL_GL_GetSwapInterval() != 0
    }

    /// Bits of the window framebuffer's depth buffer, as the context was made (0: none).
    public var depthBits: Int {
        var bits: Int32 = 0
        return SDL_GL_GetAttribute(SDL_GL_DEPTH_SIZE, &bits) == 0 ? Int(bits) : 0
    }

    /// The window's size in points.
    public var size: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return (Int(w), Int(h))
    }

    /// The drawable's size in pixels (larger than `size` on high-DPI displays).
    public var drawableSize: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GL_GetDrawableSize(window, &w, &h)
        return (Int(w), Int(h))
    }

    /// Pixels per point: what the root layer's `contentsScale` follows.
    public var contentsScale: CGFloat {
        let points = size, pixels = drawableSize
        return points.width > 0 ? CGFloat(pixels.width) / CGFloat(points.width) : 1
    }

    /// The display's refresh rate in hertz; 60 when SDL does not know it (Xvfb).
    public var refreshRate: Double {
        var mode = SDL_DisplayMode()
        let display = SDL_GetWindowDisplayIndex(window)
        guard SDL_GetCurrentDisplayMode(display, &mode) == 0, mode.refresh_rate > 0 else { return 60 }
        return Double(mode.refresh_rate)
    }

    /// Asks for a window of `width` × `height` points; the window system may answer with another
    /// size, which `size` reports once SDL has its events.
    public func setSize(width: Int, height: Int) { SDL_SetWindowSize(window, Int32(width), Int32(height)) }

    /// Sets the window's title.
    public func setTitle(_ title: String) { SDL_SetWindowTitle(window, title) }
}
