import Foundation
@_spi(Rendering) import LayerTree

/// The canvas a frame is drawn on: its target (size in points, pixels per point, clear colour)
/// and the debug overlays drawn over it.
public struct Canvas: Equatable, Sendable {
    /// What the frame is drawn into: size, scale and background, as every renderer entry point takes them.
    public var target: FrameTarget
    /// Debug colour overlays drawn over the frame.
    public var debugOverlays: DebugOverlay
    /// Whether the frame's statistics count its shaded and blended pixels (`Renderer.measuresPixels`):
    /// a window measures them only while something shows them.
    public var measuresPixels = true

    /// The canvas size in points.
    public var size: CGSize {
        get { target.size }
        set { target.size = newValue }
    }
    /// Pixels per point.
    public var scale: CGFloat {
        get { target.scale }
        set { target.scale = newValue }
    }
    /// The canvas's clear colour; nil is transparent.
    public var background: CGColor? {
        get { target.background }
        set { target.background = newValue }
    }

    /// Creates a canvas description.
    public init(size: CGSize, scale: CGFloat = 1, background: CGColor? = nil, debugOverlays: DebugOverlay = []) {
        target = FrameTarget(size: size, scale: scale, background: background)
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
    /// What the presenter's renderer holds now (soaks sample it); `nil` without one.
    var resources: RendererResources? { get }
}

extension FramePresenter {
    /// A presenter without a renderer of its own holds nothing to count.
    public var resources: RendererResources? { nil }
}

/// Presents into an `SDLWindow`: blits the frame to its drawable and swaps, or, where swaps do not
/// pace frames and the window system copies part of a back buffer to the window, blits and copies
/// only what the frame changed.
///
/// A swap leaves the next back buffer undefined, so each frame fills all of it. A back buffer that
/// is only ever copied from keeps every pixel, so a frame that redrew a few rectangles of the
/// canvas puts just those into it and onto the screen. Under Xvfb with llvmpipe that was most of a
/// small animation's cost: LottieFiles-loading_dots_2 (800 × 600, 1% of it changing) played at
/// 21–23% of a core with the full blit and swap, 8.4% with its damage alone.
public final class WindowPresenter: FramePresenter {
    private let window: SDLWindow
    private var renderer: CARenderer?
    /// Where frames are shown by copying their damage; nil where each is swapped in whole.
    private var subBufferCopy: WindowSubBufferCopy?
    /// The drawable size whose back buffer holds the last frame shown, whole (copies only).
    private var backBufferFrameSize: PixelSize?
    /// The drawable size of the last frame shown, copied or swapped.
    private var lastShownSize: PixelSize?

    /// A presenter for `window`, whose context the render thread takes over in `begin()`.
    public init(window: SDLWindow) { self.window = window }

    /// Makes the window's context current and turns vsync on; true when swaps really wait for the display.
    public func begin() throws -> Bool {
        window.makeCurrent()
        renderer = try CARenderer(context: window)
        let paced = window.enableVsync() && swapsBlock()
        // Swaps that wait for the display pace the frames and show each without tearing: kept.
        subBufferCopy = paced ? nil : window.subBufferCopyForCurrentContext()
        backBufferFrameSize = nil
        lastShownSize = nil
        return paced
    }

    /// Whether swaps really wait for the display: Xvfb accepts a swap interval and ignores it.
    private func swapsBlock() -> Bool {
        let period = 1 / window.refreshRate
        window.swap()
        let start = CACurrentMediaTime()
        for _ in 0..<3 { window.swap() }
        return (CACurrentMediaTime() - start) / 3 > period * 0.5
    }

    /// Draws the frame's damage onto the canvas and shows the frame: a frame whose changes cover
    /// the canvas is drawn straight into the back buffer instead.
    public func present(_ tree: RenderTree, on canvas: Canvas) throws -> FrameStatistics {
        guard let renderer else { return FrameStatistics() }
        let drawable = window.drawableSize
        renderer.renderer.windowFramebuffer = WindowFramebuffer(
            width: drawable.width, height: drawable.height, depthBits: window.depthBits)
        let record = try renderer.draw(tree, on: canvas)
        let presentStart = Renderer.milliseconds()
        var statistics = renderer.lastFrameStatistics
        let size = PixelSize(width: drawable.width, height: drawable.height)
        // The backend's record says where the frame went: drawn into the window, it is there already.
        // A frame is copied only at the size of the frame before it, and while the server's drawable
        // is that size too. Mesa's software GLX learns a window's new size at a swap, not at a copy:
        // the frame after a resize is swapped, and the back buffer the next one draws into has the
        // window's size again. (Copying from the old, smaller one was an X error: BadValue in
        // X_ShmPutImage, which ends the process; the events fuzzer's resizes found it.)
        if let subBufferCopy, lastShownSize == size, subBufferCopy.drawableSize() == size {
            let shown = showByCopying(
                statistics, drewIntoWindow: record.drewIntoWindow, drawable: size, with: subBufferCopy,
                renderer: renderer.renderer)
            statistics.presentedPixels = shown.reduce(0) { $0 + $1.area }
            statistics.presentedPartially = shown.count != 1 || shown[0].area != size.width * size.height
        } else {
            // A swapped buffer's old contents are undefined: the whole canvas is blitted to it.
            if !record.drewIntoWindow {
                renderer.renderer.blitCanvas(drawableWidth: drawable.width, drawableHeight: drawable.height)
            }
            window.swap()
            // The next back buffer's pixels are undefined: a copy after this starts whole.
            backBufferFrameSize = nil
            statistics.presentedPixels = size.width * size.height
        }
        lastShownSize = size
        statistics.stages.present = Renderer.milliseconds() - presentStart
        return statistics
    }

    /// Brings the back buffer up to the frame and copies what changed to the window; returns the
    /// rectangles copied.
    ///
    /// The back buffer holds the last frame shown, whole, once one was blitted or drawn into it
    /// at the drawable's size: then a frame that redrew part of the canvas blits and copies
    /// those rectangles; one that redrew nothing (a redraw asked for when the window was
    /// uncovered) copies the whole buffer again, which draws nothing.
    private func showByCopying(
        _ statistics: FrameStatistics, drewIntoWindow: Bool, drawable: PixelSize, with copy: WindowSubBufferCopy,
        renderer: Renderer
    ) -> [PixelRect] {
        let whole = PixelRect(x: 0, y: 0, width: drawable.width, height: drawable.height)
        let redrewWhole = !statistics.damageRects.isEmpty && !statistics.isPartial
        var shown = [whole]
        if drewIntoWindow {
            backBufferFrameSize = drawable
        } else if backBufferFrameSize != drawable || redrewWhole {
            renderer.blitCanvas(drawableWidth: drawable.width, drawableHeight: drawable.height)
            backBufferFrameSize = drawable
        } else if statistics.isPartial {
            shown = statistics.damageRects.map { $0.intersection(whole) }.filter { !$0.isEmpty }
            renderer.blitCanvas(shown, drawableHeight: drawable.height)
        }
        copy.copy(shown, drawableHeight: drawable.height)
        return shown
    }

    /// What the window's renderer holds now.
    public var resources: RendererResources? { renderer?.renderer.resources }

    /// The window's drawable as last presented.
    public func readBack() -> RGBAImage {
        let drawable = window.drawableSize
        return renderer?.renderer.readPresentedFrame(width: drawable.width, height: drawable.height)
            ?? RGBAImage(width: 0, height: 0)
    }

    /// Drops the renderer and releases the window's context.
    public func end() {
        renderer = nil
        window.releaseCurrent()
    }
}

/// Presents into an offscreen EGL target: the same server loop without a display, for tests and scripts.
public final class HeadlessPresenter: FramePresenter {
    private var context: HeadlessContext?
    private var renderer: CARenderer?
    private var last = RGBAImage(width: 0, height: 0)

    /// A presenter that draws into its own headless context.
    public init() {}

    /// Makes the headless context and renderer on the render thread; false: the server paces frames.
    public func begin() throws -> Bool {
        let context = try HeadlessContext()
        self.context = context
        renderer = try CARenderer(context: context)
        return false
    }

    /// Draws the frame and keeps its pixels for `readBack()`.
    public func present(_ tree: RenderTree, on canvas: Canvas) throws -> FrameStatistics {
        guard let renderer else { return FrameStatistics() }
        try renderer.draw(tree, on: canvas)
        last = renderer.canvasImage()
        return renderer.lastFrameStatistics
    }

    /// The last frame presented.
    public func readBack() -> RGBAImage { last }

    /// What the renderer holds now.
    public var resources: RendererResources? { renderer?.renderer.resources }

    /// Drops the renderer and its context.
    public func end() {
        renderer = nil
        context = nil
    }
}

extension CARenderer {
    /// One whole frame of a committed snapshot on `canvas`: begin, render (the damage), end;
    /// returns what the backend did.
    @discardableResult
    func draw(_ tree: RenderTree, on canvas: Canvas) throws -> FrameRecord {
        debugOverlays = canvas.debugOverlays
        measuresPixels = canvas.measuresPixels
        bounds = CGRect(origin: .zero, size: canvas.size)
        scale = canvas.scale
        backgroundColor = canvas.background
        beginFrame(tree: tree, atTime: nil)
        defer { endFrame() }
        return try renderRecord()
    }
}
