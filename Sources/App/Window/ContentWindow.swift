import Foundation
import GLRender
import LayerHost
import LayerTree

/// A demo or a scene in a `LayerWindow`: the content's ticks on a display link of the main run
/// loop, its events from the window, and the scripted runs' ending, screenshot and report.
/// The window host does the rest: events, commits, the render thread, the HUD and debug keys.
@MainActor
final class ContentWindow {
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

    private let window: LayerWindow
    private var content: WindowContent
    private let options: Options
    private var link: CADisplayLink?
    private var linkScheduled = false
    private var refreshes = 0
    /// When `run()` started: refreshes are counted from there.
    private var start = CACurrentMediaTime()
    private var settled: WindowReport.Sample?
    private var failure: Error?

    /// Called with each key the content does not handle itself (number keys switch demos).
    var onKey: ((String) -> WindowContent?)?

    init(content: WindowContent, options: Options) throws {
        self.content = content
        self.options = options
        window = try LayerWindow(
            title: "LayerKit: \(content.title)", width: options.width, height: options.height, rootLayer: content.root,
            debugOptions: DebugOptions(
                keys: true, showsHUD: options.showHUD, overlays: options.debugOverlays, statisticsInTitle: true,
                help: options.help))
        window.backgroundColor = content.background
        content.layout(in: window.size)
        window.onEvent = { [unowned self] event in self.handle(event) }
        // The display link follows the window's display.
        CADisplayLink.runLoopRefreshRate = 1 / window.refreshPeriod
    }

    /// Runs until the window closes, the refresh count is reached or the time is up.
    func run() throws -> WindowReport {
        start = CACurrentMediaTime()
        let link = CADisplayLink(target: self) { [unowned self] link in self.refreshed(link) }
        self.link = link
        updateLinkSchedule()
        // Fire dates given: Linux Foundation's `Timer(timeInterval:repeats:block:)` fires at once.
        let settling = Timer(
            fire: Date(timeIntervalSinceNow: WindowReport.settlingSeconds), interval: 0, repeats: false
        ) { [unowned self] _ in
            MainActor.assumeIsolated { self.settled = self.sample() }
        }
        RunLoop.main.add(settling, forMode: .common)
        var ending: Timer?
        if let duration = options.duration {
            let timer = Timer(fire: Date(timeIntervalSinceNow: duration), interval: 0, repeats: false) {
                [unowned self] _ in
                MainActor.assumeIsolated { self.finish() }
            }
            RunLoop.main.add(timer, forMode: .common)
            ending = timer
        }
        Application.shared.run()
        settling.invalidate()
        ending?.invalidate()
        link.invalidate()
        if let failure { throw failure }
        if options.screenshot != nil, endSample == nil {
            throw CommandFailure("the window was closed before the screenshot")
        }
        let end = endSample ?? sample()
        window.close()
        return WindowReport(frames: window.frameLog.summary(), end: end, settled: settled)
    }

    /// Each refresh: the content's tick, and the count scripted runs stop at.
    private func refreshed(_ link: CADisplayLink) {
        if content.needsDisplayLink { content.tick(link) }
        countRefreshes(upTo: link.timestamp)
        if let limit = options.frames, refreshes >= limit { finish() }
        updateLinkSchedule()
    }

    /// The display's refreshes since the start, drawn or not, as the run loop's link sees them.
    private func countRefreshes(upTo time: CFTimeInterval) {
        refreshes = max(refreshes + 1, Int(((time - start) / window.refreshPeriod).rounded(.down)))
    }

    /// A scripted run's end: the screenshot, read back while the window is open, then quit.
    private func finish() {
        guard endSample == nil else { return }
        countRefreshes(upTo: CACurrentMediaTime())
        if let path = options.screenshot {
            do {
                try window.screenshot().writePNG(to: URL(fileURLWithPath: path))
            } catch {
                failure = error
            }
        }
        // The report is sampled before the window closes.
        endSample = sample()
        Application.shared.terminate()
    }

    private var endSample: WindowReport.Sample?

    /// The link is on the run loop while the content ticks, or a scripted run counts refreshes;
    /// otherwise the main thread sleeps between events, as a still app's does.
    private func updateLinkSchedule() {
        guard let link else { return }
        let needed = content.needsDisplayLink || options.frames != nil
        guard needed != linkScheduled else { return }
        linkScheduled = needed
        if needed { link.add(to: .main, forMode: .common) } else { link.remove(from: .main, forMode: .common) }
    }

    private func handle(_ event: WindowEvent) {
        switch event {
        case .resized(let size, _):
            content.layout(in: size)
        case .key(let key) where key.phase == .down && key.name == "escape":
            finish()
        case .key(let key) where key.phase == .down && !key.isRepeat:
            if let next = onKey?(key.name) {
                switchContent(to: next)
            } else if let input = InputEvent(event) {
                content.handle(input)
            }
        default:
            if let input = InputEvent(event) { content.handle(input) }
        }
        updateLinkSchedule()
    }

    private func switchContent(to next: WindowContent) {
        content = next
        window.rootLayer = next.root
        window.backgroundColor = next.background
        window.title = "LayerKit: \(next.title)"
        content.layout(in: window.size)
    }

    /// The frames drawn, the display's refreshes so far and the process's clocks now.
    private func sample() -> WindowReport.Sample {
        WindowReport.Sample(
            framesDrawn: window.framesDrawn, refreshes: refreshes, wallSeconds: ProcessMetrics.wallSeconds(),
            cpuSeconds: ProcessMetrics.cpuSeconds())
    }
}
