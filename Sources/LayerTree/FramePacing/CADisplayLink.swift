import Foundation

/// A timer synchronised to the display's refresh: Core Animation's `CADisplayLink`.
///
/// A display driver (the window's vsync loop, or a test) reports each refresh
/// with `displayDidRefresh(at:refreshPeriod:)`. The link calls its callback on
/// refreshes that match `preferredFramesPerSecond`; when refreshes were missed
/// (the app thread was blocked), it calls back once, with a timestamp that
/// jumped, and never in a burst to catch up.
///
/// ```swift
/// let link = CADisplayLink(target: self) { link in
///     let dt = link.targetTimestamp - link.timestamp
///     step(by: dt)
/// }
/// link.preferredFramesPerSecond = 30
/// window.add(link)
/// ```
public final class CADisplayLink {
    /// The object the callback belongs to; held until `invalidate()`, as Core Animation holds its target.
    public private(set) var target: AnyObject?
    private var callback: ((CADisplayLink) -> Void)?

    /// The time of the refresh that triggered the current callback.
    public private(set) var timestamp: CFTimeInterval = 0
    /// The time of the next refresh the link will fire on: the frame being prepared is shown then.
    public private(set) var targetTimestamp: CFTimeInterval = 0
    /// The display's refresh period, in seconds.
    public private(set) var duration: CFTimeInterval = 0

    /// Frames per second the callback wants; 0 means the display's native rate.
    public var preferredFramesPerSecond = 0
    /// The range of rates the callback accepts and the one it prefers; while it is not
    /// `.default`, it decides the rate instead of `preferredFramesPerSecond`.
    public var preferredFrameRateRange = CAFrameRateRange.default
    /// Refreshes between callbacks, used when `preferredFramesPerSecond` is 0 (deprecated in
    /// Core Animation in favour of `preferredFramesPerSecond`).
    public var frameInterval = 1
    /// Whether callbacks are suspended.
    public var isPaused = false
    /// Whether `invalidate()` was called; an invalid link never fires again.
    public private(set) var isInvalidated = false

    /// The timers that fire the link on run loops (`CADisplayLink+RunLoop.swift`).
    var runLoopTimers: [RunLoopRefreshTimer] = []
    /// The time of the first refresh on run loops: every run-loop timer of the link keeps to it.
    var runLoopRefreshOrigin: CFTimeInterval?

    /// The refresh index the link last fired on.
    private var lastFiredRefresh: Int64?
    /// The time of refresh index 0, so indices are stable even when refreshes are missed.
    private var refreshOrigin: CFTimeInterval?

    /// Creates a link that calls `callback` with itself on each matching refresh.
    public init(target: AnyObject, callback: @escaping (CADisplayLink) -> Void) {
        self.target = target
        self.callback = callback
    }

    /// Stops the link for good and releases the target and callback.
    public func invalidate() {
        isInvalidated = true
        for timer in runLoopTimers { timer.timer.invalidate() }
        runLoopTimers = []
        target = nil
        callback = nil
    }

    /// How many refreshes pass per callback at the display's `refreshRate`.
    func refreshesPerCallback(refreshRate: Double) -> Int {
        if preferredFrameRateRange != .default {
            return preferredFrameRateRange.refreshesPerCallback(refreshRate: refreshRate)
        }
        guard preferredFramesPerSecond > 0 else { return max(1, frameInterval) }
        guard Double(preferredFramesPerSecond) < refreshRate else { return 1 }
        return max(1, Int((refreshRate / Double(preferredFramesPerSecond)).rounded()))
    }

    /// The display refreshed at `time`; fires the callback when this refresh is one the link wants.
    ///
    /// Returns whether it fired. Refreshes that were skipped (the caller was late)
    /// are not replayed: the callback runs once with the latest refresh's timestamp.
    @discardableResult
    public func displayDidRefresh(at time: CFTimeInterval, refreshPeriod: CFTimeInterval) -> Bool {
        guard !isInvalidated, refreshPeriod > 0 else { return false }
        let origin = refreshOrigin ?? time
        refreshOrigin = origin
        let index = Int64(((time - origin) / refreshPeriod).rounded())
        let interval = Int64(refreshesPerCallback(refreshRate: 1 / refreshPeriod))
        guard !isPaused else { return false }
        if let last = lastFiredRefresh, index - last < interval { return false }
        lastFiredRefresh = index
        duration = refreshPeriod
        timestamp = time
        targetTimestamp = time + Double(interval) * refreshPeriod
        callback?(self)
        return true
    }
}
