import Foundation
import LayerTree

/// The canvas a frame is drawn on: its size in points, pixels per point and clear color.
public struct Canvas: Equatable, Sendable {
    public var size: CGSize
    public var scale: CGFloat
    public var background: CGColor?
    /// Debug colour overlays drawn over the frame.
    public var debugOverlays: DebugOverlay

    public init(size: CGSize, scale: CGFloat = 1, background: CGColor? = nil, debugOverlays: DebugOverlay = []) {
        self.size = size
        self.scale = scale
        self.background = background
        self.debugOverlays = debugOverlays
    }
}

/// Where a `RenderServer` puts its frames: a window, or an offscreen target in tests.
///
/// Every method is called on the render thread.
public protocol FramePresenter: AnyObject {
    /// Makes the context current on the render thread and sets up drawing; returns whether
    /// presenting blocks on vsync (if not, the server paces frames itself).
    func begin() throws -> Bool
    /// Draws and shows one frame.
    func present(_ tree: RenderTree, on canvas: Canvas) throws -> FrameStatistics
    /// The frame last presented, read back.
    func readBack() -> RGBAImage
    /// Releases what `begin()` set up.
    func end()
}

/// Presents into an `SDLWindow`, blitting the frame to its drawable and swapping.
public final class WindowPresenter: FramePresenter {
    private let window: SDLWindow
    private var renderer: Renderer?

    public init(window: SDLWindow) { self.window = window }

    public func begin() throws -> Bool {
        window.makeCurrent()
        renderer = try Renderer(context: window)
        guard window.enableVsync() else { return false }
        return swapsBlock()
    }

    /// Whether swaps really wait for the display: Xvfb accepts a swap interval and ignores it.
    private func swapsBlock() -> Bool {
        let period = 1 / window.refreshRate
        window.swap()
        let start = CACurrentMediaTime()
        for _ in 0..<3 { window.swap() }
        return (CACurrentMediaTime() - start) / 3 > period * 0.5
    }

    public func present(_ tree: RenderTree, on canvas: Canvas) throws -> FrameStatistics {
        guard let renderer else { return FrameStatistics() }
        renderer.debugOverlays = canvas.debugOverlays
        let drawable = window.drawableSize
        try renderer.present(tree, size: canvas.size, scale: canvas.scale, background: canvas.background,
                             drawableWidth: drawable.width, drawableHeight: drawable.height)
        window.swap()
        return renderer.lastFrameStatistics
    }

    public func readBack() -> RGBAImage {
        let drawable = window.drawableSize
        return renderer?.readPresentedFrame(width: drawable.width, height: drawable.height)
            ?? RGBAImage(width: 0, height: 0)
    }

    public func end() {
        renderer = nil
        window.releaseCurrent()
    }
}

/// Presents into an offscreen EGL target: the same server loop without a display, for tests and scripts.
public final class HeadlessPresenter: FramePresenter {
    private var context: HeadlessContext?
    private var renderer: Renderer?
    private var last = RGBAImage(width: 0, height: 0)

    public init() {}

    public func begin() throws -> Bool {
        let context = try HeadlessContext()
        self.context = context
        renderer = try Renderer(context: context)
        return false
    }

    public func present(_ tree: RenderTree, on canvas: Canvas) throws -> FrameStatistics {
        guard let renderer else { return FrameStatistics() }
        renderer.debugOverlays = canvas.debugOverlays
        last = try renderer.render(tree, size: canvas.size, scale: canvas.scale, background: canvas.background)
        return renderer.lastFrameStatistics
    }

    public func readBack() -> RGBAImage { last }

    public func end() {
        renderer = nil
        context = nil
    }
}
