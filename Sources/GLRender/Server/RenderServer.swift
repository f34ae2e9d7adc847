import Foundation
@_spi(Rendering) import LayerTree

/// Core Animation's render server, in process: a thread that draws the committed tree when the
/// picture changes, evaluating its animations at the frame's time, whatever the app thread is doing.
///
/// The app thread commits (`submit`) and waits for refreshes (`waitForRefresh`)
/// to drive its `CADisplayLink`; it never touches the GL context. The render
/// thread reads only `CommittedTree` copies, so a blocked app thread does not
/// stop running animations.
///
/// A refresh gets a frame only when something asks for one: a submit (a new tree or canvas), a screenshot,
/// `setNeedsRedraw()`, or an animation (the last drawn tree's `nextFrameTime(after:)` is due).
/// Running animations are drawn at the rate their `preferredFrameRateRange`s ask for: when every
/// one prefers 30 fps on a 60 Hz display, every other refresh draws (a submit still draws at
/// once); one without a preference keeps every refresh. Otherwise nothing is drawn and the
/// render thread sleeps until one of those comes. Refreshes go on meanwhile: a thread in
/// `waitForRefresh` paces them itself on the same refresh grid, so a still window wakes only the
/// app thread, once a refresh, and only while it asks.
///
/// ```swift
/// let server = RenderServer(presenter: WindowPresenter(window: window), refreshRate: window.refreshRate)
/// try server.start()
/// server.submit(CommittedTree(root), canvas: canvas)
/// while let refresh = server.waitForRefresh(after: seen) { link.displayDidRefresh(at: refresh.time, …) }
/// ```
///
/// `@unchecked Sendable`: the state both threads use is guarded by `condition` (an `NSCondition`);
/// the presenter and its GL context are touched only by the render thread.
public final class RenderServer: @unchecked Sendable {
    /// One drawn frame, as reported to `onFrame`.
    public struct DrawnFrame: Sendable {
        /// How many frames were drawn before this one.
        public var index: Int
        /// The refresh it was shown at (`Refresh.index`); refreshes without a frame lie between frames.
        public var refreshIndex: Int
        /// The media time the frame shows.
        public var time: CFTimeInterval
        /// The render tree drawn.
        public var tree: RenderTree
        /// How many trees had been submitted when this frame was drawn: the frame shows the last
        /// of them, so it is the first to show a change submitted as that number.
        public var submission: Int
        /// The renderer's statistics of the frame.
        public var statistics: FrameStatistics
        /// Wall time spent evaluating and drawing it, in milliseconds.
        public var cpuMilliseconds: Double
        /// Whether refreshes went by without a frame since the previous one because nothing needed
        /// one (the picture was still), so the time since that frame is no dropped frames. A frame
        /// at the refresh right after the previous one is never such a frame.
        public var followsIdleRefreshes: Bool
    }

    /// A display refresh: when it happened and which frame it showed.
    public struct Refresh: Equatable, Sendable {
        /// The refresh's number, counting from 0 when the server started.
        public var index: Int
        /// When the refresh happened, in media time.
        public var time: CFTimeInterval
    }

    /// Seconds between refreshes: one over the refresh rate.
    public let refreshPeriod: CFTimeInterval
    private let presenter: FramePresenter
    private let condition = NSCondition()
    private var committed: CommittedTree?
    private var canvas = Canvas(size: .zero)
    /// How many trees were submitted; a frame is due while the last one drawn is older.
    private var submissions = 0
    private var redrawRequested = false
    private var running = false
    private var finished = false
    private var latestRefresh: Refresh?
    /// The index the next refresh gets, whichever thread delivers it.
    private var nextRefreshIndex = 0
    /// The refresh grid, shared by drawn frames (without vsync) and refreshes without a frame.
    private var pacer: FramePacer
    /// Whether the render thread sleeps with nothing to draw: refreshes are then the waiters' to deliver.
    private var renderThreadIdle = false
    /// Threads blocked in `waitForRefresh`.
    private var refreshWaiters = 0
    private var screenshotRequests: [(RGBAImage) -> Void] = []
    private var resourceRequests: [(RendererResources?) -> Void] = []
    private var drawnFrames = 0
    private var deliveredRefreshes = 0
    private var failure: Error?
    private var thread: JoinableThread?

    /// Called on the render thread after each frame is shown.
    public var onFrame: ((DrawnFrame) -> Void)?

    /// Creates a server that presents through `presenter` at `refreshRate` refreshes a second; `start()` starts its thread.
    public init(presenter: FramePresenter, refreshRate: Double = 60) {
        self.presenter = presenter
        refreshPeriod = 1 / max(refreshRate, 1)
        pacer = FramePacer(period: refreshPeriod)
    }

    /// How many trees `submit` has handed over so far.
    public var submissionCount: Int {
        condition.lock()
        defer { condition.unlock() }
        return submissions
    }

    /// Frames drawn and presented so far.
    public var framesDrawn: Int {
        condition.lock()
        defer { condition.unlock() }
        return drawnFrames
    }

    /// Refreshes so far: each drawn frame, and each refresh `waitForRefresh` delivered without one.
    public var refreshCount: Int {
        condition.lock()
        defer { condition.unlock() }
        return deliveredRefreshes
    }

    /// Starts the render thread; throws if its context or shaders cannot be set up.
    public func start() throws {
        let ready = DispatchSemaphore(value: 0)
        running = true
        let thread = JoinableThread(name: "LayerKit render") { [self] in
            var vsync = false
            do {
                vsync = try presenter.begin()
            } catch {
                condition.lock()
                failure = error
                running = false
                condition.unlock()
            }
            ready.signal()
            if isRunning { loop(vsyncPaced: vsync) }
            presenter.end()
            condition.lock()
            finished = true
            condition.broadcast()
            condition.unlock()
        }
        guard thread.isRunning else {
            running = false
            throw RenderServerError.threadNotStarted
        }
        self.thread = thread
        ready.wait()
        if let error {
            thread.join()
            self.thread = nil
            throw error
        }
    }

    private var isRunning: Bool {
        condition.lock()
        defer { condition.unlock() }
        return running
    }

    /// Stops the render thread after its current frame and waits for it.
    public func stop() {
        condition.lock()
        running = false
        condition.broadcast()
        while !finished, thread != nil { condition.wait() }
        condition.unlock()
        // Only a thread that has completely exited has torn down its GL state: after this the
        // window and its display may be destroyed.
        thread?.join()
        thread = nil
    }

    /// Hands a committed tree to the render thread; the next refresh draws it. A new canvas (size,
    /// debug overlays) comes the same way, so every submit draws a frame.
    public func submit(_ tree: CommittedTree, canvas: Canvas) {
        condition.lock()
        committed = tree
        self.canvas = canvas
        submissions += 1
        condition.broadcast()
        condition.unlock()
    }

    /// Draws the committed tree again at the next refresh, though nothing changed (the window
    /// was uncovered and its pixels are gone).
    public func setNeedsRedraw() {
        condition.lock()
        redrawRequested = true
        condition.broadcast()
        condition.unlock()
    }

    /// Waits for a refresh newer than `seen` (or any, when `nil`); `nil` when the server stopped.
    ///
    /// While the render thread draws, its frames are the refreshes. While it sleeps with nothing
    /// to draw, the caller sleeps to the next point of the refresh grid and delivers that refresh
    /// itself, so nothing else wakes for it; a refresh the caller came too late for is skipped.
    public func waitForRefresh(after seen: Refresh?, timeout: TimeInterval = 1) -> Refresh? {
        condition.lock()
        defer { condition.unlock() }
        // The timeout is wall time, so a test's stopped media clock cannot make it wait for ever.
        let deadline = Date(timeIntervalSinceNow: timeout)
        while running, latestRefresh == nil || latestRefresh!.index <= (seen?.index ?? -1) {
            guard Date() < deadline else { break }
            var wake = deadline
            if renderThreadIdle {
                let now = CACurrentMediaTime()
                // The grid point after the last refresh delivered, or the one that has just gone by.
                let next = pacer.nextRefresh(after: max(latestRefresh?.time ?? now, now - refreshPeriod))
                if next <= now {
                    // Waking the others only: a broadcast would also wake the sleeping render thread.
                    deliverRefresh(at: next, wakingWaiters: refreshWaiters > 0)
                    break
                }
                wake = min(Date(timeIntervalSinceNow: next - now), deadline)
            }
            refreshWaiters += 1
            _ = condition.wait(until: wake)  // timed out or signalled: the loop looks again either way
            refreshWaiters -= 1
        }
        return latestRefresh
    }

    /// The render thread, waking from idle to draw the frame for `target`, delivers the refresh
    /// before it if it went by and no waiter has delivered it yet (the lock is held).
    ///
    /// Waiters leave refreshes to the render thread once it draws, so one that wakes for that
    /// refresh just after the render thread would not deliver it: an app thread's display link
    /// would miss it, every other refresh while animations prefer 30 fps on a 60 Hz display.
    private func deliverRefreshBefore(_ target: CFTimeInterval, now: CFTimeInterval) {
        let previous = target - refreshPeriod
        guard refreshWaiters > 0, previous <= now, (latestRefresh?.time ?? -.infinity) < previous - refreshPeriod / 2
        else { return }
        deliverRefresh(at: previous)
    }

    /// Publishes a refresh and wakes its waiters (the lock is held).
    private func deliverRefresh(at time: CFTimeInterval, wakingWaiters: Bool = true) {
        latestRefresh = Refresh(index: nextRefreshIndex, time: time)
        nextRefreshIndex += 1
        deliveredRefreshes += 1
        if wakingWaiters { condition.broadcast() }
    }

    /// Reads back the next frame shown and passes it to `completion` (on the render thread).
    ///
    /// A frame is drawn for it even when nothing changed.
    public func requestScreenshot(_ completion: @escaping (RGBAImage) -> Void) {
        condition.lock()
        screenshotRequests.append(completion)
        condition.broadcast()
        condition.unlock()
    }

    /// Passes what the renderer holds (render targets, textures, caches) to `completion`, on the
    /// render thread after the next frame it draws; it forces no frame.
    public func requestResources(_ completion: @escaping (RendererResources?) -> Void) {
        condition.lock()
        resourceRequests.append(completion)
        condition.unlock()
    }

    /// The error that stopped the render thread, if any.
    public var error: Error? {
        condition.lock()
        defer { condition.unlock() }
        return failure
    }

    /// What one frame draws, taken under the lock.
    private struct FrameJob {
        var tree: CommittedTree?
        var canvas: Canvas
        var submission: Int
        var screenshots: [(RGBAImage) -> Void]
    }

    private func loop(vsyncPaced: Bool) {
        var framesSoFar = 0
        var drawnSubmission = 0
        // When the tree last drawn next needs a frame: its `nextFrameTime(after:)` that frame, paced
        // by its animations' preferred frame rates.
        var animationDue = CFTimeInterval.infinity
        var idleSinceLastFrame = true
        var lastShownAt: CFTimeInterval?
        // With vsync, the refresh after the last swap: the display's own grid, not the pacer's.
        var afterSwap: CFTimeInterval?
        condition.lock()
        _ = pacer.nextRefresh(after: CACurrentMediaTime())  // fixes the grid
        condition.unlock()
        while true {
            condition.lock()
            var job: FrameJob?
            var target = 0.0
            while running {
                let now = CACurrentMediaTime()
                // A frame shows what should be on screen when it reaches the display: its target
                // time, the next refresh not yet delivered.
                if let afterSwap, afterSwap > now {
                    target = afterSwap
                } else {
                    target = pacer.nextRefresh(after: max(now, latestRefresh?.time ?? now))
                }
                if submissions != drawnSubmission || redrawRequested || !screenshotRequests.isEmpty
                    || animationDue <= target
                {
                    job = FrameJob(
                        tree: committed, canvas: canvas, submission: submissions,
                        screenshots: screenshotRequests)
                    screenshotRequests.removeAll()
                    redrawRequested = false
                    if renderThreadIdle { deliverRefreshBefore(target, now: now) }
                    renderThreadIdle = false
                    break
                }
                // Nothing to draw at `target`: sleep until the refresh before an animation needs a
                // frame, or until a submit, a screenshot request or `stop()` wakes the thread.
                // Waiters now deliver the refreshes themselves; wake them to start.
                if !renderThreadIdle {
                    renderThreadIdle = true
                    idleSinceLastFrame = true
                    condition.broadcast()
                }
                if animationDue.isFinite {
                    let wake = max(target, animationDue - refreshPeriod)
                    _ = condition.wait(until: Date(timeIntervalSinceNow: wake - CACurrentMediaTime()))
                } else {
                    condition.wait()
                }
            }
            if job == nil { renderThreadIdle = false }
            condition.unlock()
            guard let job else { break }
            let start = CACurrentMediaTime()
            // Stage times on the wall clock: the media clock may be a test's manual one.
            let evaluateStart = Renderer.milliseconds()
            let frameTree = job.tree?.renderTree(at: target) ?? RenderTree(nodes: [])
            let evaluateMilliseconds = Renderer.milliseconds() - evaluateStart
            var statistics: FrameStatistics
            do {
                statistics = try presenter.present(frameTree, on: job.canvas)
                statistics.stages.evaluate = evaluateMilliseconds
            } catch {
                condition.lock()
                failure = error
                running = false
                condition.broadcast()
                condition.unlock()
                break
            }
            let cpu = (CACurrentMediaTime() - start) * 1000
            if !job.screenshots.isEmpty {
                let image = presenter.readBack()
                for request in job.screenshots { request(image) }
            }
            condition.lock()
            let resourceRequests = self.resourceRequests
            self.resourceRequests.removeAll()
            condition.unlock()
            if !resourceRequests.isEmpty {
                let held = presenter.resources
                for request in resourceRequests { request(held) }
            }
            animationDue = FramePacer.animationFrameDue(
                for: job.tree, drawnAt: target, period: refreshPeriod)
            drawnSubmission = job.submission
            let shownAt: CFTimeInterval
            if vsyncPaced {
                shownAt = CACurrentMediaTime()
                afterSwap = shownAt + refreshPeriod
            } else {
                // Without vsync the frame is shown at the next refresh on the grid: the target,
                // or a later one when drawing took too long (missed refreshes are skipped).
                shownAt = waitForNextRefresh()
            }
            condition.lock()
            let refreshIndex = nextRefreshIndex
            condition.unlock()
            onFrame?(
                DrawnFrame(
                    index: framesSoFar, refreshIndex: refreshIndex, time: target, tree: frameTree,
                    submission: job.submission,
                    statistics: statistics, cpuMilliseconds: cpu,
                    followsIdleRefreshes: idleSinceLastFrame
                        && target - (lastShownAt ?? -.infinity) > 1.5 * refreshPeriod))
            condition.lock()
            drawnFrames += 1
            deliverRefresh(at: shownAt)
            condition.unlock()
            framesSoFar += 1
            idleSinceLastFrame = false
            lastShownAt = shownAt
        }
    }

    /// Sleeps until the next refresh on the shared grid and returns its time.
    private func waitForNextRefresh() -> CFTimeInterval {
        condition.lock()
        let refresh = pacer.nextRefresh(after: CACurrentMediaTime())
        condition.unlock()
        let delay = refresh - CACurrentMediaTime()
        if delay > 0 { Thread.sleep(forTimeInterval: delay) }
        return refresh
    }
}

/// Why the render server could not start.
public enum RenderServerError: Error, CustomStringConvertible {
    case threadNotStarted

    /// What went wrong, for error messages.
    public var description: String { "the render thread could not be created" }
}
