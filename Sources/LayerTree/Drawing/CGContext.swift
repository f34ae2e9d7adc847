import Foundation

/// A 2D drawing context: what `CALayer.draw(in:)` and a delegate's `draw(_:in:)` draw into.
///
/// LayerTree stays free of native libraries, so this class is the abstract interface, with
/// Core Graphics' names; every method here does nothing. The pixels come from a subclass
/// in a module that links a rasterizer: GLRender's `CairoContext` (Cairo), which
/// `Renderer` installs as ``CALayer/backingStoreFactory``.
///
/// Coordinates are the layer's: points, origin top-left, y down; a backing store's context
/// arrives already scaled by `contentsScale` and translated by the bounds' origin.
///
/// The base class does keep the graphics state that questions are asked of (the transform and
/// the clip, see `CGContext+GraphicsState.swift`), so a subclass that overrides a state method
/// calls `super` too.
///
/// ```swift
/// func draw(_ layer: CALayer, in ctx: CGContext) {
///     ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
///     ctx.fill(CGRect(x: 10, y: 10, width: 40, height: 40))
/// }
/// ```
open class CGContext {
    /// The size of the pixel surface.
    public let width: Int
    /// The height of the pixel surface.
    public let height: Int

    /// The transform and clip now, and those saved by `saveGState()`.
    var graphicsState: TrackedGraphicsState
    var savedGraphicsStates: [TrackedGraphicsState] = []

    /// Creates a context of `width` × `height` pixels; subclasses allocate the surface.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
        graphicsState = TrackedGraphicsState(width: width, height: height)
    }

    // MARK: State
    /// Pushes a copy of the graphics state; `restoreGState()` returns to it.
    open func saveGState() { savedGraphicsStates.append(graphicsState) }
    /// Pops the graphics state last saved by `saveGState()`.
    open func restoreGState() {
        if let saved = savedGraphicsStates.popLast() { graphicsState = saved }
    }
    /// Moves the user space's origin by (`x`, `y`).
    open func translateBy(x: CGFloat, y: CGFloat) {
        graphicsState.transform = graphicsState.transform.translatedBy(x: x, y: y)
    }
    /// Scales the user space by `x` and `y`.
    open func scaleBy(x: CGFloat, y: CGFloat) { graphicsState.transform = graphicsState.transform.scaledBy(x: x, y: y) }
    /// Sets the colour that `fill(_:)` and `fillPath()` use.
    open func setFillColor(_ color: CGColor) {}
    /// Sets the colour that `stroke(_:)` and `strokePath()` use.
    open func setStrokeColor(_ color: CGColor) {}
    /// Sets the width of strokes, in user-space units.
    open func setLineWidth(_ width: CGFloat) {}
    /// Intersects the clip with `rect`.
    open func clip(to rect: CGRect) { graphicsState.intersectClip(with: rect) }

    // MARK: Drawing
    /// Fills `rect` with the fill colour.
    open func fill(_ rect: CGRect) {}
    /// Strokes the outline of `rect` with the stroke colour and line width.
    open func stroke(_ rect: CGRect) {}
    /// Makes `rect` fully transparent.
    open func clear(_ rect: CGRect) {}
    /// Empties the current path.
    open func beginPath() {}
    /// Adds a path to the current path; `fillPath`/`strokePath` draw and then empty it.
    open func addPath(_ path: CGPath) {}
    /// Fills the current path with the fill colour and empties it.
    open func fillPath() {}
    /// Strokes the current path and empties it.
    open func strokePath() {}
    /// Draws `image` stretched into `rect`.
    open func draw(_ image: CGImage, in rect: CGRect) {}

    // MARK: Backing store

    /// The surface as an image. With `previous` (an image this context made earlier)
    /// and `region` (pixels), only that region is read back, the rest is copied from
    /// `previous`, and the image records the update so renderers re-upload only the region.
    open func makeImage(previous: CGImage? = nil, region: CGImageUpdateRegion? = nil) -> CGImage? { nil }
}

/// A pixel rectangle of a backing store, from its top-left.
public struct CGImageUpdateRegion: Equatable, Sendable {
    /// The rectangle's top-left corner and size, in pixels.
    public var x: Int, y: Int, width: Int, height: Int
    /// Creates a region from its top-left corner and size, in pixels.
    public init(x: Int, y: Int, width: Int, height: Int) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }
}
