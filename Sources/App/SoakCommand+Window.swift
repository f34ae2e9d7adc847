import CSDL
import Foundation
import GLRender
import LayerHost
import LayerTree

/// `layerkit soak WORKLOAD --window`: the workload animating in a real window, its event loop fed
/// pointer moves, presses, wheel steps, keys and text every frame through SDL's queue (as the
/// window system sends them) and delivered to handlers on the layers, sampled as the headless
/// soak is: resident memory and what the window's renderer holds.
extension SoakCommand {
    func runInWindow() throws {
        let bench = try BenchScene.make(workload, count: count)
        let samples = try MainActor.assumeIsolated {
            let window = try LayerWindow(
                title: "layerkit soak", width: Int(bench.size.width), height: Int(bench.size.height),
                refreshRate: refreshRate)
            defer { window.close() }
            window.backgroundColor = bench.background
            window.rootLayer.addSublayer(bench.root)
            let delivered = MainThreadCounter()
            window.onEvent = { _ in delivered.count += 1 }
            for layer in (bench.root.sublayers ?? []).prefix(200) {
                window.setHandler({ _ in delivered.count += 1 }, for: layer)
            }
            window.keyLayer = bench.root.sublayers?.first
            let injector = SoakEventInjector(size: bench.size)
            var samples: [(frame: Int, rss: Int, resources: RendererResources)] = []
            var injectedAt = -1
            let held = ResourcesBox()
            // Turns of the loop without a deadline each (see RunLoopTicker): the soak measures the
            // window, not libdispatch's timer sources for `RunLoop.run(until:)`.
            let ticker = RunLoopTicker(interval: 0.0005)
            defer { ticker.stop() }
            while window.framesDrawn < frames, !window.isClosed {
                let drawn = window.framesDrawn
                if drawn != injectedAt {
                    injector.pushEvents(frame: drawn)
                    injectedAt = drawn
                }
                ticker.turn()
                guard drawn >= (samples.last?.frame ?? 0) + every else { continue }
                // The render thread answers after its next frame; the run loop turns meanwhile.
                held.resources = nil
                window.requestResources { held.resources = $0 }
                let deadline = Date(timeIntervalSinceNow: 5)
                while held.resources == nil, Date() < deadline { ticker.turn() }
                guard let resources = held.resources else { throw CommandFailure("the window drew no frame in 5 s") }
                let rss = ProcessMetrics.residentKilobytes() ?? 0
                samples.append((drawn, rss, resources))
                print(
                    String(format: "frame %7d  rss %7.1f MiB  events %8d  ", drawn, Double(rss) / 1024, delivered.count)
                        + "\(resources)")
                fflush(nil)
            }
            if window.isClosed { throw CommandFailure("the window closed before frame \(frames)") }
            let pacing = refreshRate.map { "paced at \(Int($0)) frames a second" } ?? "paced by the display"
            print("window: \(window.windowSystem); \(pacing); \(delivered.count) events delivered to handlers")
            return samples
        }
        try judge(samples, name: "\(workload.rawValue) at N = \(count) in a window")
    }
}

/// Events pushed into SDL's queue each frame, as a user's: the pointer sweeping the window,
/// a click every 10 frames and a drag every 50, a wheel step, a key press and release, typed text.
struct SoakEventInjector {
    let size: CGSize
    /// SDL's number for the window: the one SDL window open.
    private let id = (1...UInt32(1 << 16)).first { SDL_GetWindowFromID($0) != nil } ?? 0

    init(size: CGSize) { self.size = size }

    func pushEvents(frame: Int) {
        let x = Int32(frame * 7 % max(1, Int(size.width))), y = Int32(frame * 3 % max(1, Int(size.height)))
        let dragging = frame % 50 < 5
        var event = SDL_Event()
        event.type = SDL_MOUSEMOTION.rawValue
        event.motion.windowID = id
        event.motion.x = x
        event.motion.y = y
        event.motion.xrel = 7
        event.motion.yrel = 3
        event.motion.state = dragging ? 1 : 0
        SDL_PushEvent(&event)
        if frame % 10 == 0 || frame % 50 == 0 || frame % 50 == 5 {
            let down = frame % 50 == 0 || (frame % 10 == 0 && !dragging)
            for press in down && frame % 50 != 0 ? [true, false] : [down] {
                event = SDL_Event()
                event.type = (press ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP).rawValue
                event.button.windowID = id
                event.button.button = 1
                event.button.clicks = 1
                event.button.x = x
                event.button.y = y
                SDL_PushEvent(&event)
            }
        }
        event = SDL_Event()
        event.type = SDL_MOUSEWHEEL.rawValue
        event.wheel.windowID = id
        event.wheel.mouseX = x
        event.wheel.mouseY = y
        event.wheel.preciseY = 0.5
        event.wheel.y = 1
        SDL_PushEvent(&event)
        for down in [true, false] {
            event = SDL_Event()
            event.type = (down ? SDL_KEYDOWN : SDL_KEYUP).rawValue
            event.key.windowID = id
            event.key.keysym.sym = 97 + Int32(frame % 26)
            SDL_PushEvent(&event)
        }
        event = SDL_Event()
        event.type = SDL_TEXTINPUT.rawValue
        event.text.windowID = id
        let text = Array("é\(frame % 10)".utf8) + [0]
        withUnsafeMutableBytes(of: &event.text.text) { $0.copyBytes(from: text) }
        SDL_PushEvent(&event)
    }
}

/// A count the main thread's handlers keep.
@MainActor
final class MainThreadCounter { var count = 0 }

/// What the render thread reported, read by the main thread once set. `@unchecked Sendable`:
/// the lock orders the write before the read.
final class ResourcesBox: @unchecked Sendable {
    private let lock = NSLock()
    private var value: RendererResources?
    var resources: RendererResources? {
        get { lock.withLock { value } }
        set { lock.withLock { value = newValue } }
    }
}
