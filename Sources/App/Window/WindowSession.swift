import CSDL
import Foundation
import GLRender
import LayerTree

/// Runs content in a window: the app thread's loop of events, display-link callbacks and
/// commits, with a `RenderServer` drawing on its own thread.
final class WindowSession {
    struct Options {
        var width = 960
        var height = 640
        /// Stop after this many refreshes (scripted runs), whether or not they drew a frame; a
        /// still window draws none, so counting drawn frames would never end.
        var frames: Int?
        /// Stop after this many seconds of wall time (scripted runs).
        var duration: Double?
        /// Where to write the last frame, read back from the window's framebuffer.
        var screenshot: String?
        var showHUD = false
        /// Debug colour overlays to start with (`--debug`); keys b, o, c, m, y and u toggle them.
        var debugOverlays: DebugOverlay = []
        /// The on-screen help `h` shows; `nil` when the content has none.
        var help: String?
    }

    private let window: SDLWindow
    private let server: RenderServer
    private let log: FrameLog
    private let hud = HUD()
    private let helpLayer = CATextLayer()
    private let host = CALayer()
    private var content: WindowContent
    private let options: Options
    private var stallMilliseconds = 0.0
    private var debugOverlays: DebugOverlay
    /// Keys that toggle debug overlays, as Instruments' Core Animation options do.
    static let overlayKeys: [String: DebugOverlay] = [
        "b": .blended, "o": .offscreen, "c": .rasterize, "m": .misaligned, "y": .copied, "u": .updates,
    ]

    /// Called with each key the session does not handle itself (number keys switch demos).
    var onKey: ((String) -> WindowContent?)?

    init(content: WindowContent, options: Options) throws {
        self.content = content
        self.options = options
        debugOverlays = options.debugOverlays
        window = try SDLWindow(title: "LayerKit: \(content.title)", width: options.width, height: options.height)
        window.releaseCurrent()
        FileHandle.standardError.write(Data("window: \(window.windowSystem)\n".utf8))
        server = RenderServer(presenter: WindowPresenter(window: window), refreshRate: window.refreshRate)
        log = FrameLog(refreshPeriod: server.refreshPeriod)
        server.onFrame = { [log] frame in log.record(frame) }
        host.name = "window"
        host.anchorPoint = .zero
        host.addSublayer(content.root)
        host.addSublayer(hud.layer)
        hud.layer.isHidden = !options.showHUD
        helpLayer.name = "help"
        helpLayer.string = options.help
        helpLayer.fontSize = 14
        helpLayer.font = "DejaVu Sans Mono"
        helpLayer.isWrapped = true
        helpLayer.foregroundColor = .white
        helpLayer.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 0.75)
        helpLayer.cornerRadius = 8
        helpLayer.isHidden = true
        host.addSublayer(helpLayer)
    }

    /// Runs until the window closes, the refresh count is reached or the time is up.
    func run() throws -> WindowReport {
        try server.start()
        defer { server.stop() }
        var lastTick = CACurrentMediaTime()
        let link = CADisplayLink(target: self) { [weak self] link in
            self?.content.tick(link)
        }
        layout()
        var seen: RenderServer.Refresh?
        var committedGeneration: UInt64?
        var lastTitleUpdate = CACurrentMediaTime(), lastHUDUpdate = 0.0
        var refreshes = 0
        let start = CACurrentMediaTime()
        var settled: WindowReport.Sample?
        var lastMouse = CGPoint.zero, buttonDown = false
        var isFirstPass = true
        loop: while true {
            if !isFirstPass, !needsRefreshes {
                // Nothing ticks and nothing is drawn: sleep until an event comes (or the run's end
                // is near), then count the refreshes that went by, as the display went on refreshing.
                SDL_WaitEventTimeout(nil, idleWaitMilliseconds(refreshes: refreshes, start: start))
                let now = CACurrentMediaTime()
                refreshes += Int(((now - lastTick) / server.refreshPeriod).rounded(.down))
                lastTick = now
                stallMilliseconds = 0
                if let error = server.error { throw error }
            }
            isFirstPass = false
            var pass = StageMilliseconds()
            let callbacksStart = CACurrentMediaTime()
            var event = SDL_Event()
            while SDL_PollEvent(&event) != 0 {
                guard let input = InputEvent.from(event, lastMouse: &lastMouse, buttonDown: &buttonDown) else {
                    continue
                }
                switch input {
                case .quit: break loop
                case .resized: layout()
                case .exposed: if window.redrawsWhenExposed { server.setNeedsRedraw() }
                case .key("f"): hud.layer.isHidden.toggle()
                case .key("h") where options.help != nil: helpLayer.isHidden.toggle()
                case .key(let key) where Self.overlayKeys[key] != nil:
                    debugOverlays.formSymmetricDifference(Self.overlayKeys[key]!)
                    committedGeneration = nil  // resubmit: the canvas carries the overlays
                case .key(let key):
                    if let next = onKey?(key) { switchContent(to: next) } else { content.handle(input) }
                default: content.handle(input)
                }
            }
            // A size or scale change that came with no event of its own (a Wayland output's scale,
            // a configure SDL folded into another): the root follows the window all the same.
            if windowGeometry != laidOutGeometry { layout() }
            pass[.callbacks] = (CACurrentMediaTime() - callbacksStart) * 1000
            link.isPaused = !needsRefreshes
            if needsRefreshes {
                guard let refresh = server.waitForRefresh(after: seen) else {
                    if let error = server.error { throw error }
                    break
                }
                // Time the app thread spent away from the loop beyond one refresh is a stall.
                let now = CACurrentMediaTime()
                stallMilliseconds = max(0, (now - lastTick) - server.refreshPeriod) * 1000
                lastTick = now
                seen = refresh
                link.displayDidRefresh(at: refresh.time, refreshPeriod: server.refreshPeriod)
                pass[.callbacks] += (CACurrentMediaTime() - now) * 1000
                refreshes += 1
            }
            let now = CACurrentMediaTime()
            let commitsBefore = CATransaction.lastCommitPhaseTimes.commitCount
            CATransaction.flush()
            if committedGeneration != LayerModelGeneration.value {
                committedGeneration = LayerModelGeneration.value
                server.submit(CommittedTree(host), canvas: canvas)
            }
            // The commit stage is the flush and the hand-off to the render thread, less the layout
            // and display passes that ran inside it (each a stage of its own).
            pass[.commit] = (CACurrentMediaTime() - now) * 1000
            let phases = CATransaction.lastCommitPhaseTimes
            if phases.commitCount != commitsBefore {
                pass[.layout] = phases.layoutMilliseconds
                pass[.display] = phases.displayMilliseconds
                pass[.commit] = max(0, pass[.commit] - phases.layoutMilliseconds - phases.displayMilliseconds)
            }
            log.recordAppPass(pass)
            if settled == nil, now - start >= WindowReport.settlingSeconds {
                settled = sample(refreshes: refreshes)
            }
            // Four times a second, not at every frame: each change to the HUD is a frame of its own,
            // and a graph of frame intervals redrawn at every frame would keep a still window drawing.
            if !hud.layer.isHidden, now - lastHUDUpdate > 0.25 {
                lastHUDUpdate = now
                hud.update(intervals: log.recentIntervals(90), budgetMilliseconds: server.refreshPeriod * 1000)
                hud.show(log.summary(), stallMilliseconds: stallMilliseconds, scale: window.contentsScale)
            }
            if now - lastTitleUpdate > 1 {
                lastTitleUpdate = now
                let s = log.summary()
                window.setTitle(
                    String(
                        format: "LayerKit: %@ | %.0f fps | %d draws | %d tris | %d pts | %d offscreen | "
                            + "%d dropped | stall %.0f ms", content.title, s.framesPerSecond, s.last.drawCalls,
                        s.last.triangles, s.last.points, s.last.offscreenPasses, s.droppedFrames, stallMilliseconds))
            }
            if let limit = options.frames, refreshes >= limit { break }
            if let duration = options.duration, now - start >= duration { break }
        }
        link.invalidate()
        let end = sample(refreshes: refreshes)
        if let path = options.screenshot { try writeScreenshot(to: path) }
        return WindowReport(frames: log.summary(), end: end, settled: settled)
    }

    /// The frames drawn, the display's `refreshes` so far and the process's clocks now.
    private func sample(refreshes: Int) -> WindowReport.Sample {
        WindowReport.Sample(
            framesDrawn: server.framesDrawn, refreshes: refreshes,
            wallSeconds: ProcessMetrics.wallSeconds(), cpuSeconds: ProcessMetrics.cpuSeconds())
    }

    /// Whether the display link has work at each refresh (the content's ticks). Without it the app
    /// thread sleeps on window events, as a still app's run loop does, waking at least four times
    /// a second (for the HUD and the title).
    private var needsRefreshes: Bool { content.needsDisplayLink }

    /// How long an idle wait for events may last: a quarter second, or less when the run's
    /// refresh count or duration ends sooner.
    private func idleWaitMilliseconds(refreshes: Int, start: CFTimeInterval) -> Int32 {
        var seconds = 0.25
        if let limit = options.frames { seconds = min(seconds, Double(limit - refreshes) * server.refreshPeriod) }
        if let duration = options.duration { seconds = min(seconds, start + duration - CACurrentMediaTime()) }
        return Int32(max(1, (seconds * 1000).rounded(.up)))
    }

    private var canvas: Canvas {
        let size = window.size
        return Canvas(
            size: CGSize(width: size.width, height: size.height), scale: window.contentsScale,
            background: content.background, debugOverlays: debugOverlays)
    }

    /// The window's size in points and its drawable's in pixels, as last laid out.
    private var laidOutGeometry: [Int] = []

    /// The window's size in points and its drawable's in pixels, now.
    private var windowGeometry: [Int] {
        let points = window.size, pixels = window.drawableSize
        return [points.width, points.height, pixels.width, pixels.height]
    }

    /// The root follows the window: its bounds are the window's, and scale follows the drawable.
    private func layout() {
        laidOutGeometry = windowGeometry
        let size = window.size
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        host.bounds = CGRect(x: 0, y: 0, width: size.width, height: size.height)
        host.position = .zero
        host.contentsScale = window.contentsScale
        content.layout(in: CGSize(width: size.width, height: size.height))
        helpLayer.contentsScale = window.contentsScale
        helpLayer.bounds = CGRect(x: 0, y: 0, width: min(CGFloat(size.width) - 40, 760), height: 260)
        helpLayer.position = CGPoint(x: CGFloat(size.width) / 2, y: CGFloat(size.height) / 2)
        CATransaction.commit()
    }

    private func switchContent(to next: WindowContent) {
        content.root.removeFromSuperlayer()
        content = next
        host.insertSublayer(next.root, below: hud.layer)
        helpLayer.isHidden = true
        window.setTitle("LayerKit: \(next.title)")
        layout()
    }

    /// Reads back the next frame the render thread shows and writes it as PNG.
    private func writeScreenshot(to path: String) throws {
        let done = DispatchSemaphore(value: 0)
        var image: RGBAImage?
        server.requestScreenshot { frame in
            image = frame
            done.signal()
        }
        guard done.wait(timeout: .now() + 5) == .success, let image else {
            throw CommandFailure("no frame was drawn for the screenshot")
        }
        try image.writePNG(to: URL(fileURLWithPath: path))
    }
}
