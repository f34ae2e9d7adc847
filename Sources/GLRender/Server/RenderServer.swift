import Foundation
import LayerTree

/// Core Animation's render server, in process: a thread that draws the committed tree at each
/// refresh, evaluating its animations at the frame's time, whatever the app thread is doing.
///
/// The app thread commits (`submit`) and waits for refreshes (`waitForRefresh`)
/// to drive its `CADisplayLink`; it never touches the GL context. The render
/// thread reads only `CommittedTree` copies, so a blocked app thread does not
/// stop running animations.
///
/// ```swift
/// let server = RenderServer(presenter: WindowPresenter(window: window), refreshRate: window.refreshRate)
/// try server.start()
/// server.submit(CommittedTree(root), canvas: canvas)
/// while let refresh = server.waitForRefresh(after: seen) { link.displayDidRefresh(at: refresh.time, …) }
/// ```
public final class RenderServer: @unchecked Sendable {
    /// One drawn frame, as reported to `onFrame`.
    public struct DrawnFrame: Sendable {
        public var index: Int
        /// The media time the frame shows.
        public var time: CFTimeInterval
        public var tree: RenderTree
        public var statistics: FrameStatistics
        /// Wall time spent evaluating and drawing it, in milliseconds.
        public var cpuMilliseconds: Double
    }

    /// A display refresh: when it happened and which frame it showed.
    public struct Refresh: Equatable, Sendable {
        public var index: Int
        public var time: CFTimeInterval
    }

    public let refreshPeriod: CFTimeInterval
    private let presenter: FramePresenter
    private let condition = NSCondition()
    private var committed: CommittedTree?
    private var canvas = Canvas(size: .zero)
    private var running = false
    private var finished = false
    private var latestRefresh: Refresh?
    private var screenshotRequests: [(RGBAImage) -> Void] = []
    private var failure: Error?
    private var thread: JoinableThread?

    /// Called on the render thread after each frame is shown.
    public var onFrame: ((DrawnFrame) -> Void)?

    public init(presenter: FramePresenter, refreshRate: Double = 60) {
        self.presenter = presenter
        refreshPeriod = 1 / max(refreshRate, 1)
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

    /// Hands a committed tree to the render thread; the next frame draws it.
    public func submit(_ tree: CommittedTree, canvas: Canvas) {
        condition.lock()
        committed = tree
        self.canvas = canvas
        condition.unlock()
    }

    /// Waits for a refresh newer than `seen` (or any, when `nil`); `nil` when the server stopped.
    public func waitForRefresh(after seen: Refresh?, timeout: TimeInterval = 1) -> Refresh? {
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date(timeIntervalSinceNow: timeout)
        while running, latestRefresh == nil || latestRefresh!.index <= (seen?.index ?? -1) {
            if !condition.wait(until: deadline) { break }
        }
        return latestRefresh
    }

    /// Reads back the next frame shown and passes it to `completion` (on the render thread).
    public func requestScreenshot(_ completion: @escaping (RGBAImage) -> Void) {
        condition.lock()
        screenshotRequests.append(completion)
        condition.unlock()
    }

    /// The error that stopped the render thread, if any.
    public var error: Error? {
        condition.lock()
        defer { condition.unlock() }
        return failure
    }

    private func loop(vsyncPaced: Bool) {
        var pacer = FramePacer(period: refreshPeriod)
        var index = 0
        let now = CACurrentMediaTime()
        var nextTime = vsyncPaced ? now + refreshPeriod : pacer.nextRefresh(after: now)
        while true {
            condition.lock()
            let keepGoing = running
            let tree = committed, canvas = self.canvas
            let screenshots = screenshotRequests
            screenshotRequests.removeAll()
            condition.unlock()
            guard keepGoing else { break }
            // A frame shows what should be on screen when it reaches the display: its target time.
            let start = CACurrentMediaTime()
            let frameTree = tree?.renderTree(at: nextTime) ?? RenderTree(nodes: [])
            let statistics: FrameStatistics
            do {
                statistics = try presenter.present(frameTree, on: canvas)
            } catch {
                condition.lock()
                failure = error
                running = false
                condition.broadcast()
                condition.unlock()
                break
            }
            let cpu = (CACurrentMediaTime() - start) * 1000
            if !screenshots.isEmpty {
                let image = presenter.readBack()
                for request in screenshots { request(image) }
            }
            let shownAt = vsyncPaced ? CACurrentMediaTime() : pacer.waitForNextRefresh()
            onFrame?(DrawnFrame(index: index, time: nextTime, tree: frameTree, statistics: statistics,
                                cpuMilliseconds: cpu))
            condition.lock()
            latestRefresh = Refresh(index: index, time: shownAt)
            condition.broadcast()
            condition.unlock()
            index += 1
            nextTime = shownAt + refreshPeriod
        }
    }
}

/// Why the render server could not start.
public enum RenderServerError: Error, CustomStringConvertible {
    case threadNotStarted

    public var description: String { "the render thread could not be created" }
}
