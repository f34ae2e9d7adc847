import CSDL
import CoreFoundation
import Foundation
import LayerTree
import Synchronization

/// The application: its windows, the main run loop their events come through, and the commit
/// of the implicit transaction at the end of every turn of that loop.
///
/// Everything runs on `RunLoop.main`, so `Timer`s, `DispatchQueue.main`, a `CADisplayLink`
/// added with `add(to: .main, forMode: .common)` and window events take turns on one thread.
/// As Core Animation does, an observer commits the implicit transaction before the loop sleeps
/// and hands each window's changed tree to its render thread: a property set in a timer or an
/// event handler is on screen at the next frame without `CATransaction.flush()`.
///
/// ```swift
/// let window = try LayerWindow(title: "Cards", width: 800, height: 600)
/// window.rootLayer.addSublayer(card)
/// window.setHandler({ event in … }, for: card)
/// Application.shared.run()
/// ```
@MainActor
public final class Application {
    /// The one application of the process.
    public static let shared = Application()

    /// The windows open now, in the order they opened.
    public private(set) var windows: [LayerWindow] = []
    /// Whether closing the last window ends `run()`, as on most Linux desktops.
    public var terminatesAfterLastWindowClosed = true
    /// How often the main run loop asks the window system for events while input comes. SDL's
    /// queue offers no descriptor to sleep on, so a repeating timer pumps it: once a 60 Hz
    /// refresh. What the window system sends wakes the loop at once all the same (its connection's
    /// descriptor is watched), and so do events put in SDL's queue by other means
    /// (`SDL_PushEvent`, from any thread), through an event watch; the timer is for the rest.
    public static let eventPollInterval: TimeInterval = 1.0 / 60
    /// How often it asks after a second without input while frames are drawn (an animation runs):
    /// 30 times a second. Input from the window system does not wait for it: the connection's
    /// descriptor wakes the loop when something arrives (`DisplayConnectionWatch`).
    public static let idleEventPollInterval: TimeInterval = 1.0 / 30
    /// The slow poll's interval in this process: `idleEventPollInterval`, or what a test sets.
    var idlePollInterval = Application.idleEventPollInterval
    /// Seconds without input after which polling slows to `idleEventPollInterval`; without input
    /// and without a drawn frame, to `stillEventPollInterval`.
    static let idleAfter: TimeInterval = 1
    /// How often it asks once, besides, no window has drawn a frame for a second: four times a
    /// second. What the idle poll still catches, events another thread read off the connection
    /// into a queue SDL takes from (EGL's swap on the render thread reads the Wayland socket), cannot
    /// come while nothing is drawn; and the first frame drawn after the stillness asks for a pump
    /// at once (`frameWasDrawn()`), which brings the idle poll back before the frame's own reads
    /// could be missed for long. So a still window wakes four times a second, not thirty.
    public static let stillEventPollInterval: TimeInterval = 1.0 / 4
    /// The still poll's interval in this process: `stillEventPollInterval`, or what a test sets.
    var stillPollInterval = Application.stillEventPollInterval
    /// Whether polling is at the still interval, for render threads (any thread): their next
    /// frame asks for a pump.
    nonisolated static let pollingStill = Atomic<Bool>(false)

    /// SDL's `SDL_POLLSENTINEL` (0x7F00), which SDL puts in its queue whenever it is polled.
    private nonisolated static let pollSentinel: UInt32 = 0x7F00

    /// Whether a pump is on its way to the main queue, for the event watch (any thread).
    nonisolated static let pumpScheduled = Atomic<Bool>(false)

    /// SDL's watch on events entering its queue, on the thread that adds them: it asks for a pump.
    /// One function, so that the watch SDL holds can be taken out again.
    private nonisolated(unsafe) static let eventWatch: SDL_EventFilter = { _, event in
        // Not the marker SDL 2.26 queues at every poll (`SDL_POLLSENTINEL`): a pump would wake the next.
        if let event, event.pointee.type != Application.pollSentinel { Application.scheduleEventPump() }
        return 0
    }

    private var isRunning = false
    private var pumpTimer: Timer?
    /// Whether SDL holds `eventWatch`. SDL forgets its watches when its event loop stops, as it does
    /// when the last window closes; the next window's events need it again.
    private var eventWatchInstalled = false
    /// The window system's connection, watched while windows are open.
    private var connectionWatch: DisplayConnectionWatch?
    private(set) var pumpInterval = Application.eventPollInterval
    private var lastInput = 0.0
    /// The windows' frames drawn, all together, at the last pump, and when that count last moved.
    private var framesDrawnSeen = 0
    private var lastFrame = 0.0
    private var commitObserver: CFRunLoopObserver?
    private var cursors: [Cursor: OpaquePointer] = [:]

    private init() {}

    /// Runs the main run loop until `terminate()`, or until the last window closes.
    public func run() {
        installOnMainRunLoop()
        isRunning = true
        while isRunning {
            // Returns when `terminate()` stops the loop; timers and handlers run inside.
            _ = RunLoop.main.run(mode: .default, before: .distantFuture)
        }
    }

    /// Closes every window and makes `run()` return.
    public func terminate() {
        for window in windows { window.close() }
        stop()
    }

    private func stop() {
        isRunning = false
        CFRunLoopStop(CFRunLoopGetMain())
    }

    /// Starts delivering events and committing on the main run loop (idempotent). Windows call
    /// it when they open, so a program that runs the loop itself (`RunLoop.main.run(until:)`)
    /// gets the same.
    func installOnMainRunLoop() {
        if commitObserver == nil {
            // Before the loop sleeps and when it exits: after every timer, source and block of a
            // turn, as Core Animation's own observer (order 2,000,000: after the app's others).
            let activities = CFRunLoopActivity.beforeWaiting.rawValue | CFRunLoopActivity.exit.rawValue
            let observer = CFRunLoopObserverCreateWithHandler(nil, activities, true, 2_000_000) { _, _ in
                MainActor.assumeIsolated {
                    Application.shared.commit()
                    Application.shared.connectionWatch?.pumpSoonIfXlibHoldsEvents()
                }
            }
            CFRunLoopAddObserver(CFRunLoopGetMain(), observer, kCFRunLoopCommonModes)
            commitObserver = observer
        }
        if pumpTimer == nil { schedulePumpTimer(interval: Self.eventPollInterval) }
        if !eventWatchInstalled {
            SDL_AddEventWatch(Self.eventWatch, nil)
            eventWatchInstalled = true
        }
    }

    /// Pumps events every `interval` seconds from now on.
    private func schedulePumpTimer(interval: TimeInterval, still: Bool = false) {
        pumpTimer?.invalidate()
        pumpInterval = interval
        Self.pollingStill.store(still, ordering: .releasing)
        // The first fire date given: Linux Foundation's `Timer(timeInterval:repeats:block:)` fires at once.
        let timer = Timer(fire: Date(timeIntervalSinceNow: interval), interval: interval, repeats: true) { _ in
            MainActor.assumeIsolated { Application.shared.pumpEvents() }
        }
        RunLoop.main.add(timer, forMode: .common)
        pumpTimer = timer
    }

    /// Commits the implicit transaction and hands every window's changes to its render thread.
    /// The run loop does it at the end of each turn; call it to commit in the middle of one.
    public func commit() {
        let start = CACurrentMediaTime()
        let commitsBefore = CATransaction.lastCommitPhaseTimes.commitCount
        CATransaction.flush()
        let phases = CATransaction.lastCommitPhaseTimes
        let committed = phases.commitCount != commitsBefore
        for window in windows {
            window.submitIfChanged(
                flushMilliseconds: (CACurrentMediaTime() - start) * 1000, phases: committed ? phases : nil)
        }
    }

    /// Pumps SDL's events on the main run loop soon, once however many events ask (any thread).
    nonisolated static func scheduleEventPump() {
        guard !pumpScheduled.exchange(true, ordering: .acquiringAndReleasing) else { return }
        DispatchQueue.main.async {
            pumpScheduled.store(false, ordering: .releasing)
            MainActor.assumeIsolated { Application.shared.pumpEvents() }
        }
    }

    /// A window's render thread drew a frame (any thread): while polling is at the still interval,
    /// a pump soon, which sees the frame and brings the idle poll back.
    nonisolated static func frameWasDrawn() {
        if pollingStill.load(ordering: .acquiring) { scheduleEventPump() }
    }

    /// Takes every event SDL has queued and delivers it to its window.
    func pumpEvents() {
        guard !windows.isEmpty else { return }
        let start = CACurrentMediaTime()
        var event = SDL_Event()
        var received = false
        while SDL_PollEvent(&event) != 0 {
            received = true
            if SDL_EventType(event.type) == SDL_QUIT {
                terminate()
                return
            }
            let id = Self.windowID(of: event)
            // A touch device may name no window (SDL's X11 driver, a finger off every window): with
            // one window open, the finger is on it.
            let window =
                windows.first { $0.windowID == id }
                ?? (id == 0 && Self.isFinger(event) && windows.count == 1 ? windows.first : nil)
            window?.handle(event)
        }
        let framesDrawn = windows.reduce(0) { $0 + $1.framesDrawn }
        if framesDrawn != framesDrawnSeen {
            framesDrawnSeen = framesDrawn
            lastFrame = start
        }
        if received {
            lastInput = start
            if pumpInterval != Self.eventPollInterval { schedulePumpTimer(interval: Self.eventPollInterval) }
        } else if start - lastInput > Self.idleAfter {
            let still = start - lastFrame > Self.idleAfter
            let interval = still ? max(idlePollInterval, stillPollInterval) : idlePollInterval
            if pumpInterval != interval { schedulePumpTimer(interval: interval, still: still) }
        }
        let milliseconds = (CACurrentMediaTime() - start) * 1000
        for window in windows { window.eventsHandled(milliseconds: milliseconds, at: start) }
    }

    /// Whether an SDL event is a finger's.
    private static func isFinger(_ event: SDL_Event) -> Bool {
        [SDL_FINGERDOWN, SDL_FINGERUP, SDL_FINGERMOTION].contains(SDL_EventType(event.type))
    }

    /// The window an SDL event is for (0: none).
    private static func windowID(of event: SDL_Event) -> UInt32 {
        switch SDL_EventType(event.type) {
        case SDL_KEYDOWN, SDL_KEYUP: event.key.windowID
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP: event.button.windowID
        case SDL_MOUSEMOTION: event.motion.windowID
        case SDL_MOUSEWHEEL: event.wheel.windowID
        case SDL_FINGERDOWN, SDL_FINGERUP, SDL_FINGERMOTION: event.tfinger.windowID
        case SDL_TEXTINPUT: event.text.windowID
        case SDL_TEXTEDITING: event.edit.windowID
        case SDL_WINDOWEVENT: event.window.windowID
        default: 0
        }
    }

    /// Adds a window that has opened; SDL's settings for hosting are made before the first.
    func windowWillOpen() {
        // The host decides what closing the last window does (`terminatesAfterLastWindowClosed`),
        // and a click that focuses a window is a click in it, as on other Linux toolkits.
        SDL_SetHint(SDL_HINT_QUIT_ON_LAST_WINDOW_CLOSE, "0")
        SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
    }

    func windowDidOpen(_ window: LayerWindow) {
        windows.append(window)
        installOnMainRunLoop()
        // One connection for all windows: SDL opens it with its video subsystem.
        if connectionWatch == nil { connectionWatch = DisplayConnectionWatch(windowID: window.windowID) }
    }

    func windowDidClose(_ window: LayerWindow) {
        windows.removeAll { $0 === window }
        if windows.isEmpty {
            // Before the window's SDL goes (the caller closes it next), which would drop the watch
            // unannounced: a window opened later adds it again.
            SDL_DelEventWatch(Self.eventWatch, nil)
            eventWatchInstalled = false
            connectionWatch?.cancel()
            connectionWatch = nil
            for cursor in cursors.values { SDL_FreeCursor(cursor) }
            cursors.removeAll()
            if terminatesAfterLastWindowClosed { stop() }
        }
    }

    /// SDL's cursor of `shape`, made once while windows are open.
    func sdlCursor(_ shape: Cursor) -> OpaquePointer? {
        if let cursor = cursors[shape] { return cursor }
        let cursor = SDL_CreateSystemCursor(shape.systemCursor)
        cursors[shape] = cursor
        return cursor
    }
}
