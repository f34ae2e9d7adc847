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
/// ```swift
/// func draw(_ layer: CALayer, in ctx: CGContext) {
///     ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
///     ctx.fill(CGRect(x: 10, y: 10, width: 40, height: 40))
/// }
/// ```
open class CGContext {
    /// The size of the pixel surface.
    public let width: Int
    public let height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    // MARK: State
    open func saveGState() {}
    open func restoreGState() {}
    open func translateBy(x: CGFloat, y: CGFloat) {}
    open func scaleBy(x: CGFloat, y: CGFloat) {}
    open func setFillColor(_ color: CGColor) {}
    open func setStrokeColor(_ color: CGColor) {}
    open func setLineWidth(_ width: CGFloat) {}
    /// Intersects the clip with `rect`.
    open func clip(to rect: CGRect) {}
    /// The clip's bounding box in the current user space (a `CATiledLayer`'s tile, in the
    /// layer's coordinates, while it draws one); the whole surface when nothing clips.
    open var boundingBoxOfClipPath: CGRect { CGRect(x: 0, y: 0, width: width, height: height) }

    // MARK: Drawing
    open func fill(_ rect: CGRect) {}
    open func stroke(_ rect: CGRect) {}
    /// Makes `rect` fully transparent.
    open func clear(_ rect: CGRect) {}
    /// Adds a path to the current path; `fillPath`/`strokePath` draw and then empty it.
    open func addPath(_ path: CGPath) {}
    open func fillPath() {}
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
    public var x: Int, y: Int, width: Int, height: Int
    public init(x: Int, y: Int, width: Int, height: Int) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }
}
