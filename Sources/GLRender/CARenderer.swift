import Foundation
@_spi(Rendering) import LayerTree

/// A display's timing for one frame, as Core Video describes it: the subset of Apple's
/// `CVTimeStamp` that a frame driver fills in. `CARenderer` only passes it along; the frame's
/// time is `beginFrame`'s `atTime`.
public struct CVTimeStamp: Equatable, Sendable {
    /// The structure's version; 0, as Core Video's.
    public var version: UInt32 = 0
    /// Units of `videoTime` and `videoRefreshPeriod` per second.
    public var videoTimeScale: Int32 = 0
    /// The frame's time on the display's clock, in `videoTimeScale` units.
    public var videoTime: Int64 = 0
    /// The host clock's time for the frame (nanoseconds of the monotonic clock here).
    public var hostTime: UInt64 = 0
    /// The display's actual rate over its nominal one.
    public var rateScalar: Double = 1
    /// The refresh period, in `videoTimeScale` units.
    public var videoRefreshPeriod: Int64 = 0
    /// Which of the fields are valid, as Core Video's `CVTimeStampFlags`; LayerKit reads none.
    public var flags: UInt64 = 0

    /// Creates a time stamp; fields left out are zero (unknown).
    public init(
        videoTimeScale: Int32 = 0, videoTime: Int64 = 0, hostTime: UInt64 = 0, rateScalar: Double = 1,
        videoRefreshPeriod: Int64 = 0
    ) {
        self.videoTimeScale = videoTimeScale
        self.videoTime = videoTime
        self.hostTime = hostTime
        self.rateScalar = rateScalar
        self.videoRefreshPeriod = videoRefreshPeriod
    }
}

/// Renders a layer tree into a GL context frame by frame, redrawing only what changed: Apple's
/// `CARenderer`, for callers who drive their own frames (headless tools, tests, a host loop).
///
/// ```swift
/// let renderer = try CARenderer(context: HeadlessContext())
/// renderer.layer = root
/// renderer.bounds = CGRect(x: 0, y: 0, width: 640, height: 480)
/// renderer.beginFrame(atTime: CACurrentMediaTime())
/// let dirty = renderer.updateBounds()        // .null: nothing to draw
/// renderer.render()
/// renderer.endFrame()
/// let next = renderer.nextFrameTime()         // .infinity: nothing will change by itself
/// ```
///
/// The canvas is kept between frames: `render()` redraws only the frame's update region (the
/// damage since the last frame, plus rectangles given to `addUpdate`). `layerkit render` and the
/// window's presenter draw through this class, so headless and on-screen frames share one path.
public final class CARenderer {
    /// The root of the tree to draw.
    public var layer: CALayer?
    /// The part of the root layer's superlayer space the target shows, in points: its size is the
    /// canvas's, and its origin the point at the canvas's top-left corner.
    public var bounds: CGRect = .zero
    /// Pixels per point of the canvas (LayerKit's; Apple's renderer takes a drawable's size).
    public var scale: CGFloat = 1
    /// The canvas's clear colour; nil is transparent.
    public var backgroundColor: CGColor?
    /// Debug colour overlays drawn over each frame (`updates` flashes each frame's damage).
    public var debugOverlays: DebugOverlay {
        get { renderer.debugOverlays }
        set { renderer.debugOverlays = newValue }
    }

    /// Whether each frame counts its shaded and blended pixels for `lastFrameStatistics`
    /// (`Renderer.measuresPixels`); on by default.
    public var measuresPixels: Bool {
        get { renderer.measuresPixels }
        set { renderer.measuresPixels = newValue }
    }

    let renderer: Renderer
    private var frame: Renderer.PreparedFrame?
    private var frameTime: CFTimeInterval?
    private var lastTime: CFTimeInterval?

    /// The statistics of the frame last rendered.
    public var lastFrameStatistics: FrameStatistics { renderer.lastFrameStatistics }

    /// A renderer that draws into `context` (a `HeadlessContext`, or a window's).
    public init(context: GLContext) throws {
        renderer = try Renderer(context: context)
    }

    /// A renderer whose frames `backend` executes (`RecordingBackend` in tests).
    init(backend: any RenderBackend) {
        renderer = Renderer(backend: backend)
    }

    /// Starts a frame at media time `t`: the tree is evaluated there (the presentation tree) and
    /// compared with the last frame's. `timeStamp` is the display's timing for the frame, if known.
    public func beginFrame(atTime t: CFTimeInterval, timeStamp: CVTimeStamp? = nil) {
        let tree = layer?.makeRenderTree(at: t) ?? RenderTree(nodes: [])
        beginFrame(tree: tree, atTime: t)
    }

    /// Starts a frame of an already evaluated tree (a render server's committed snapshot).
    func beginFrame(tree: RenderTree, atTime t: CFTimeInterval?) {
        var tree = tree
        if bounds.origin != .zero, !tree.nodes.isEmpty {
            // The canvas's top-left shows `bounds.origin`: everything moves by its opposite.
            tree.nodes[0].position.x -= bounds.origin.x
            tree.nodes[0].position.y -= bounds.origin.y
            tree.lineage = nil  // the root now differs from its build's, by an origin that may change
        }
        let target = FrameTarget(size: bounds.size, scale: scale, background: backgroundColor)
        frame = renderer.prepare(tree, into: target)
        frameTime = t
    }

    /// The bounding box of what this frame will draw, in the space of `bounds`; `.null` when nothing
    /// changed since the last frame (a still scene: `render()` then draws nothing).
    public func updateBounds() -> CGRect {
        guard let frame, !frame.damage.isEmpty else { return .null }
        let box = frame.damage.boundingRect
        let s = Double(scale)
        return CGRect(
            x: Double(box.x) / s + bounds.minX, y: Double(box.y) / s + bounds.minY,
            width: Double(box.width) / s, height: Double(box.height) / s)
    }

    /// Adds `rect` (in the space of `bounds`) to the region this frame redraws, whatever changed;
    /// outside a frame, to the next frame's.
    public func addUpdate(_ rect: CGRect) {
        let s = Double(scale)
        let canvas = FrameTarget(size: bounds.size, scale: scale)
        let pixels = PixelRect(
            covering: Double(rect.minX - bounds.minX) * s, Double(rect.minY - bounds.minY) * s,
            Double(rect.maxX - bounds.minX) * s, Double(rect.maxY - bounds.minY) * s, padding: 0,
            within: PixelRect(x: 0, y: 0, width: canvas.pixelWidth, height: canvas.pixelHeight))
        guard !pixels.isEmpty else { return }
        if frame != nil { frame!.addUpdate(pixels) } else { renderer.addUpdate(pixels) }
    }

    /// Draws the frame's update region onto the canvas. Errors (a target no GPU holds, a driver
    /// failure) are thrown; the next frame then redraws everything.
    public func render() throws {
        _ = try renderRecord()
    }

    /// `render()`, returning what the backend did with the frame.
    func renderRecord() throws -> FrameRecord {
        guard frame != nil else { throw CARendererError.noFrame("render()") }
        let record = try renderer.draw(&frame!)
        // Drawn: a second render() of the same frame has nothing left to draw.
        frame!.damage = DamageRegion(bounds: frame!.damage.bounds)
        return record
    }

    /// When anything in the tree will next change by itself, in media time: the frame's time while
    /// an animation runs, the start of the next one when all wait, `.infinity` when none will.
    public func nextFrameTime() -> CFTimeInterval {
        guard let layer, let time = frameTime ?? lastTime else { return .infinity }
        return layer.nextFrameTime(after: time)
    }

    /// Ends the frame: its commands are flushed to the GPU.
    public func endFrame() {
        renderer.flush()
        lastTime = frameTime ?? lastTime
        frame = nil
        frameTime = nil
    }

    /// The canvas as last rendered (straight alpha, rows from the top): what a headless caller keeps.
    public func canvasImage() -> RGBAImage {
        renderer.readCanvas()
    }
}

/// A `CARenderer` call out of order.
public enum CARendererError: Error, CustomStringConvertible, Equatable {
    case noFrame(String)

    /// The call made out of order, for error messages.
    public var description: String {
        switch self {
        case .noFrame(let call): return "CARenderer.\(call) needs a frame: call beginFrame(atTime:timeStamp:) first"
        }
    }
}
