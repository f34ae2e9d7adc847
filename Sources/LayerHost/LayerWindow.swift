import CSDL
import Foundation
import GLRender
import LayerTree

/// A desktop window that shows a layer tree: an SDL window (native Wayland with EGL where a
/// Wayland session runs, X11 otherwise), a render thread of its own that draws what the main
/// thread commits, and the events the window system sends, each delivered to the handler of
/// the layer under the pointer or to the window's.
///
/// The window's `rootLayer` fills it: its bounds follow the window's size in points and its
/// `contentsScale` the pixels per point. Windows are made and used on the main thread, inside
/// `Application.shared`'s run loop.
@MainActor
public final class LayerWindow {
    /// The layer tree shown: its frame is the window's bounds, in points from the top left.
    public var rootLayer: CALayer {
        didSet {
            oldValue.removeFromSuperlayer()
            hostLayer.insertSublayer(rootLayer, at: 0)
            layout()
        }
    }
    /// The window's handler: it gets keys, text and window events, and pointer events no layer's
    /// handler takes.
    public var onEvent: WindowEventHandler?
    /// The layer whose handler gets key and text events before the window's (Apple's first
    /// responder); `nil`: the window's handler gets them.
    public var keyLayer: CALayer?
    /// Whether a close request (`.closeRequested`, after the handler) closes the window.
    public var closesWhenRequested = true
    /// The canvas's clear colour, under the root layer.
    public var backgroundColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1) {
        didSet { canvasChanged = true }
    }
    /// The debugging aids shown: overlays, HUD, debug keys.
    public var debugOptions: DebugOptions {
        didSet { applyDebugOptions() }
    }
    /// The title in the window's frame.
    public var title: String {
        didSet { sdlWindow?.setTitle(title) }
    }
    /// The pointer's shape over the window.
    public var cursor: Cursor = .arrow {
        didSet { showCursor() }
    }
    /// Whether the window fills the screen.
    public var isFullScreen = false {
        didSet { sdlWindow?.setFullScreen(isFullScreen) }
    }
    /// Whether the user may resize the window.
    public var isResizable = true {
        didSet { sdlWindow?.setResizable(isResizable) }
    }
    /// Called on the render thread after each frame is shown (tests, frame logs).
    public var onFrame: (@Sendable (RenderServer.DrawnFrame) -> Void)? {
        get { frameObserver.callback }
        set { frameObserver.callback = newValue }
    }
    private let frameObserver = FrameObserver()

    /// The window's size in points, as last laid out.
    public private(set) var size = CGSize.zero
    /// Pixels per point, as last laid out: the root layer's `contentsScale`.
    public private(set) var contentsScale: CGFloat = 1
    /// Whether the window has the keyboard focus.
    public private(set) var isFocused = false
    /// Whether `close()` ran.
    public private(set) var isClosed = false
    /// The frames drawn so far, their rate and statistics.
    public let frameLog: FrameLog
    /// Seconds between the display's refreshes.
    public var refreshPeriod: CFTimeInterval { server.refreshPeriod }
    /// Frames the render thread has drawn.
    public var framesDrawn: Int { server.framesDrawn }
    /// Trees handed to the render thread so far: a frame whose `submission` is at least this
    /// number shows everything committed until now.
    public var submissionCount: Int { server.submissionCount }
    /// One line for the log: the window system, the GL binding, and why not Wayland where it fell back.
    public let windowSystem: String

    /// SDL's number for the window, which its events carry.
    let windowID: UInt32
    private var sdlWindow: SDLWindow?
    private let server: RenderServer
    /// The tree handed to the render thread: the root layer and the HUD and help over it.
    let hostLayer = CALayer()
    /// The HUD and help, once one was wanted.
    private var debugLayers: DebugLayers?
    var handlers = LayerEventHandlers()
    /// The layer holding the pointer while buttons are down (`nil` inside: the window's handler).
    var capture: (layer: CALayer?, buttons: PointerButtons)?
    /// The layer each finger down holds, from its touch to its lift (`nil` inside: the window's handler).
    var touchCaptures: [TouchFinger: CALayer?] = [:]
    private var committedGeneration: UInt64?
    private var canvasChanged = true
    private var laidOutGeometry: [Int] = []
    private var debugTimer: Timer?
    private var lastTitleUpdate = 0.0
    /// The app thread's pass since the last commit: event handling time.
    private var pendingPass = StageMilliseconds()
    /// How long the main thread was away from the event pump beyond its interval, last time.
    private var stallMilliseconds = 0.0
    private var lastPump: CFTimeInterval?

    /// Opens a window of `width` × `height` points and starts its render thread. Where the
    /// display does not pace swaps (no vsync, as under Xvfb), the render thread paces its frames
    /// to `refreshRate` frames a second, or to the display's rate when `nil`: a soak passes a high
    /// rate to run unpaced.
    ///
    /// - Throws: `WindowError` when no window system takes the window, `GLError` when its
    ///   context cannot draw.
    public init(
        title: String, width: Int, height: Int, rootLayer: CALayer = CALayer(),
        debugOptions: DebugOptions = DebugOptions(), refreshRate: Double? = nil
    ) throws {
        Application.shared.windowWillOpen()
        let window = try SDLWindow(title: title, width: width, height: height)
        FileHandle.standardError.write(Data("window: \(window.windowSystem)\n".utf8))
        sdlWindow = window
        windowID = window.windowID
        windowSystem = window.windowSystem
        self.title = title
        self.rootLayer = rootLayer
        self.debugOptions = debugOptions
        server = RenderServer(
            presenter: WindowPresenter(window: window), refreshRate: refreshRate ?? window.refreshRate)
        let log = FrameLog(refreshPeriod: server.refreshPeriod)
        frameLog = log
        hostLayer.name = "window"
        hostLayer.anchorPoint = .zero
        hostLayer.addSublayer(rootLayer)
        server.onFrame = Self.frameRecorder(log: log, observer: frameObserver)
        try server.start()
        isFocused = window.hasKeyboardFocus
        layout()
        applyDebugOptions()
        Application.shared.windowDidOpen(self)
    }

    /// What the render thread calls after each frame: made outside the main actor, as it runs off it.
    private nonisolated static func frameRecorder(log: FrameLog, observer: FrameObserver) -> (
        RenderServer.DrawnFrame
    ) -> Void {
        { frame in
            log.record(frame)
            Application.frameWasDrawn()
            observer.callback?(frame)
        }
    }

    // MARK: Closing

    /// Stops the render thread, closes the window and releases what it held; the application
    /// forgets it (and, after the last, `run()` returns unless told otherwise).
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        debugTimer?.invalidate()
        debugTimer = nil
        server.stop()
        capture = nil
        touchCaptures.removeAll()
        handlers = LayerEventHandlers()
        onEvent = nil
        hostLayer.sublayers = nil
        // Before the SDL window goes: the last window's going shuts SDL's video down.
        Application.shared.windowDidClose(self)
        sdlWindow?.close()
        sdlWindow = nil
    }

    /// Asks for a window of `width` × `height` points; the window system may answer with another
    /// size. The root layer follows once the window has it (`.resized`).
    public func setSize(width: Int, height: Int) {
        sdlWindow?.setSize(width: width, height: height)
    }

    // MARK: Handlers

    /// Attaches `handler` to `layer`: pointer, wheel and touch events over it or its sublayers
    /// (unless one of those has a handler) go to it, a press it takes holds the pointer until the
    /// buttons are released, and a finger's touch it takes holds that finger until it lifts.
    /// `nil` removes it. The layer is not held.
    public func setHandler(_ handler: WindowEventHandler?, for layer: CALayer) {
        handlers.set(handler, for: layer)
    }

    // MARK: Hit testing

    /// The layer drawn at `point` (window points): the presentation tree, as it is on screen
    /// now, hit-tested through transforms, 3D and masks; its model layer is returned.
    public func layer(at point: CGPoint) -> CALayer? {
        guard let presented = hostLayer.presentation() else { return nil }
        return presented.hitTest(point, honoringMasks: true)?.model()
    }

    // MARK: Committing

    /// Lays out for a new size or scale, then hands the tree to the render thread if it changed
    /// since the last time (the run loop's commit, after `CATransaction.flush()`).
    func submitIfChanged(flushMilliseconds: Double, phases: CommitPhaseTimes?) {
        guard !isClosed else { return }
        if windowGeometry != laidOutGeometry { layout() }
        let start = CACurrentMediaTime()
        guard committedGeneration != LayerModelGeneration.value || canvasChanged else { return }
        committedGeneration = LayerModelGeneration.value
        canvasChanged = false
        server.submit(CommittedTree(hostLayer), canvas: canvas)
        var pass = pendingPass
        pass[.commit] = flushMilliseconds + (CACurrentMediaTime() - start) * 1000
        if let phases {
            pass[.layout] = phases.layoutMilliseconds
            pass[.display] = phases.displayMilliseconds
            pass[.commit] = max(0, pass[.commit] - phases.layoutMilliseconds - phases.displayMilliseconds)
        }
        frameLog.recordAppPass(pass)
        pendingPass = StageMilliseconds()
    }

    /// The application's pump handled events for `milliseconds`, starting at `time`.
    func eventsHandled(milliseconds: Double, at time: CFTimeInterval) {
        pendingPass[.callbacks] += milliseconds
        if let lastPump {
            stallMilliseconds = max(0, time - lastPump - Application.shared.pumpInterval) * 1000
        }
        lastPump = time
        if let error = server.error, !isClosed {
            FileHandle.standardError.write(Data("window \(title): the render thread stopped: \(error)\n".utf8))
            close()
        }
    }

    private var canvas: Canvas {
        var canvas = Canvas(
            size: size, scale: contentsScale, background: backgroundColor, debugOverlays: debugOptions.overlays)
        // Pixel counts cost every frame (Renderer.measuresPixels), and only the HUD shows them.
        canvas.measuresPixels = debugOptions.showsHUD
        return canvas
    }

    /// The window's size in points and its drawable's in pixels, now.
    private var windowGeometry: [Int] {
        guard let window = sdlWindow else { return laidOutGeometry }
        let points = window.size, pixels = window.drawableSize
        return [points.width, points.height, pixels.width, pixels.height]
    }

    /// The root follows the window: its bounds are the window's, its scale the drawable's.
    /// Handlers hear of a change after it is made, and may lay their layers out for it.
    private func layout() {
        guard let window = sdlWindow else { return }
        let previous = (size, contentsScale)
        laidOutGeometry = windowGeometry
        let points = window.size
        size = CGSize(width: points.width, height: points.height)
        contentsScale = window.contentsScale
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        hostLayer.bounds = CGRect(origin: .zero, size: size)
        hostLayer.position = .zero
        hostLayer.contentsScale = contentsScale
        rootLayer.bounds = CGRect(origin: .zero, size: size)
        rootLayer.position = CGPoint(x: size.width * rootLayer.anchorPoint.x, y: size.height * rootLayer.anchorPoint.y)
        rootLayer.contentsScale = contentsScale
        CATransaction.commit()
        debugLayers?.layout(size: size, scale: contentsScale)
        canvasChanged = true
        // What handlers lay out for the new size follows the window at once, not animated.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        if previous.0 != size || previous.1 != contentsScale {
            deliverToWindow(.resized(size: size, contentsScale: contentsScale))
        }
        if previous.1 != contentsScale { deliverToWindow(.scaleChanged(contentsScale)) }
        CATransaction.commit()
    }

    /// Lays out if the window's size or scale changed.
    func layoutIfNeeded() {
        if windowGeometry != laidOutGeometry { layout() }
    }

    /// The window was uncovered: where its pixels were lost (X11 without a compositor), redraw.
    func exposed() {
        if sdlWindow?.redrawsWhenExposed == true { server.setNeedsRedraw() }
    }

    func setFocused(_ focused: Bool) { isFocused = focused }

    /// Passes what the window's renderer holds (render targets, textures, caches) to
    /// `completion`, on the render thread after the next frame drawn.
    public func requestResources(_ completion: @escaping (RendererResources?) -> Void) {
        server.requestResources(completion)
    }

    // MARK: Screenshots

    /// Commits, then reads back the next frame the window shows.
    public func screenshot(timeout: TimeInterval = 5) throws -> RGBAImage {
        Application.shared.commit()
        let done = DispatchSemaphore(value: 0)
        let box = ImageBox()
        server.requestScreenshot { frame in
            box.image = frame
            done.signal()
        }
        guard done.wait(timeout: .now() + timeout) == .success, let image = box.image else {
            throw WindowHostError("window \(title): no frame was drawn for the screenshot within \(timeout) s")
        }
        return image
    }

    // MARK: Debugging aids

    private func applyDebugOptions() {
        if debugOptions.showsHUD { makeDebugLayers() }
        debugLayers?.hud.layer.isHidden = !debugOptions.showsHUD
        debugLayers?.help.string = debugOptions.help
        if debugOptions.help == nil { debugLayers?.help.isHidden = true }
        canvasChanged = true
        let needsTimer = debugOptions.showsHUD || debugOptions.statisticsInTitle
        if needsTimer, debugTimer == nil {
            // Four times a second, not at every frame: each change to the HUD is a frame of its own,
            // and a graph of frame intervals redrawn at every frame would keep a still window drawing.
            let timer = Timer(fire: Date(timeIntervalSinceNow: 0.25), interval: 0.25, repeats: true) { [weak self] _ in
                MainActor.assumeIsolated { self?.updateDebugDisplays() }
            }
            RunLoop.main.add(timer, forMode: .common)
            debugTimer = timer
        } else if !needsTimer {
            debugTimer?.invalidate()
            debugTimer = nil
        }
    }

    /// The HUD and help layers, made and laid out the first time.
    @discardableResult
    private func makeDebugLayers() -> DebugLayers {
        if let debugLayers { return debugLayers }
        let layers = DebugLayers(addedTo: hostLayer)
        layers.help.string = debugOptions.help
        layers.hud.layer.isHidden = !debugOptions.showsHUD
        layers.layout(size: size, scale: contentsScale)
        debugLayers = layers
        return layers
    }

    private func updateDebugDisplays() {
        let summary = frameLog.summary()
        if debugOptions.showsHUD {
            let hud = makeDebugLayers().hud
            hud.update(intervals: frameLog.recentIntervals(90), budgetMilliseconds: refreshPeriod * 1000)
            hud.show(summary, stallMilliseconds: stallMilliseconds, scale: contentsScale)
        }
        let now = CACurrentMediaTime()
        if debugOptions.statisticsInTitle, now - lastTitleUpdate >= 1 {
            lastTitleUpdate = now
            let s = summary
            sdlWindow?.setTitle(
                String(
                    format: "%@ | %.0f fps | %d draws | %d tris | %d pts | %d offscreen | %d dropped | stall %.0f ms",
                    title, s.framesPerSecond, s.last.drawCalls, s.last.triangles, s.last.points,
                    s.last.offscreenPasses, s.droppedFrames, stallMilliseconds))
        }
    }

    /// Whether a debug key took `event`: overlays, HUD and help, with `debugOptions.keys` on.
    func handleDebugKey(_ event: KeyEvent) -> Bool {
        guard debugOptions.keys, event.phase == .down, event.modifiers.isDisjoint(with: [.control, .command]) else {
            return false
        }
        if let overlay = DebugOptions.overlayKeys[event.name] {
            if !event.isRepeat { debugOptions.overlays.formSymmetricDifference(overlay) }
            return true
        }
        switch event.name {
        case "f":
            if !event.isRepeat { debugOptions.showsHUD.toggle() }
            return true
        case "h" where debugOptions.help != nil:
            if !event.isRepeat { makeDebugLayers().help.isHidden.toggle() }
            return true
        default:
            return false
        }
    }

    // MARK: Cursor

    func showCursor() {
        guard let window = sdlWindow, window.hasMouseFocus, let cursor = Application.shared.sdlCursor(cursor) else {
            return
        }
        SDL_SetCursor(cursor)
    }
}

/// The render thread's frame callback, set on the main thread: guarded by a lock.
private final class FrameObserver: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: (@Sendable (RenderServer.DrawnFrame) -> Void)?

    var callback: (@Sendable (RenderServer.DrawnFrame) -> Void)? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}

/// The screenshot, handed from the render thread to the main thread that waits for it.
private final class ImageBox: @unchecked Sendable {
    var image: RGBAImage?
}
