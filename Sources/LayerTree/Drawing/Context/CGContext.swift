internal import CPangoDependencies
import Foundation

/// A 2D drawing context with Core Graphics' names and semantics, rasterized by Cairo: what
/// `CALayer.draw(in:)`, a delegate's `draw(_:in:)`, `CALayer.render(in:)` and bitmap
/// snapshots draw into.
///
/// Cairo's model is Core Graphics' (a current transform that maps points as they are added to
/// the current path, a clip that only shrinks, a saved-state stack), so most calls are one
/// Cairo call. What Cairo keeps differently lives in `DrawingState`: the separate fill and
/// stroke colours, the global alpha, the blend mode, the shadow and a clip by image mask, which
/// are applied when a drawing operation is composited (`CGContext+Compositing.swift`).
///
/// Coordinates of a layer's backing store are the layer's: points, origin top-left, y down;
/// the context arrives already scaled by `contentsScale` and translated by the bounds' origin.
/// A bitmap context made with Apple's initializer is Core Graphics' own: y up, origin at the
/// bottom-left, so code written for it (flips included) draws the same pixels here. As in Core
/// Graphics, `draw(_:in:)` puts an image's first row at the rectangle's `maxY`: upright in a
/// y-up context, upside down in a layer's y-down one unless the code flips it, as on iOS.
///
/// ```swift
/// func draw(_ layer: CALayer, in ctx: CGContext) {
///     ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
///     ctx.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: .pi, clockwise: false)
///     ctx.fillPath()
/// }
/// ```
open class CGContext {
    /// The width of the pixel surface.
    public let width: Int
    /// The height of the pixel surface.
    public let height: Int

    /// Cairo's image surface (`cairo_surface_t`), premultiplied ARGB32 or A8.
    let surface: OpaquePointer
    /// Cairo's drawing context (`cairo_t`) on `surface`.
    let cr: OpaquePointer
    /// The client's pixel buffer and its format, for contexts made with Apple's bitmap initializer.
    let bitmap: BitmapStorage?
    /// The scale from base space (points) to pixels that shadows are measured in.
    var baseScale: CGFloat = 1
    /// Cairo's device space (pixels, y down) from Core Graphics' device space: the identity for
    /// a layer's backing store, a flip for a bitmap context, whose device space is y-up.
    let baseTransform: CGAffineTransform

    /// What Cairo does not keep: colours, alpha, blend mode, shadow, mask clip.
    var state = DrawingState()
    var savedStates: [DrawingState] = []
    /// The states at each open `beginTransparencyLayer`, applied when it ends.
    var transparencyLayers: [DrawingState] = []
    /// Whether each open transparency layer clipped to a rectangle in a state of its own.
    var restoreAfterTransparencyLayer: [Bool] = []
    /// How many states were saved when each open transparency layer began (its own included):
    /// a restore inside the layer stops there, since Cairo keeps the layer in the state below.
    var transparencyLayerFloors: [Int] = []

    /// The current path's last point and its subpath's start in device pixels, as given before
    /// `CairoPathBox` kept them in Cairo's range.
    var pathCursor = DevicePathCursor()

    /// The transform from text space (y up) to user space that glyphs are drawn through; its
    /// translation is `textPosition`. As in Core Graphics it is not part of the graphics state:
    /// `saveGState()` and `restoreGState()` leave it as it is.
    public var textMatrix = CGAffineTransform.identity

    /// Creates a transparent context of `width` × `height` pixels (premultiplied RGBA), as
    /// layers' backing stores are. A size Cairo cannot allocate (zero, or over 32,767 pixels on a
    /// side) gives a context that draws nothing and makes no image.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
        let w = Int32(clamping: width), h = Int32(clamping: height)
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h)
        cr = cairo_create(surface)
        bitmap = nil
        baseTransform = .identity
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    }

    /// A context that draws into `storage`'s pixels, through a Cairo surface that is either the
    /// client's buffer (Cairo's own format) or a working copy written back after each operation.
    init(bitmap storage: BitmapStorage) {
        width = storage.width
        height = storage.height
        bitmap = storage
        surface = storage.makeSurface()
        cr = cairo_create(surface)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        // Core Graphics' bitmap contexts are y-up with the origin at the bottom-left.
        baseTransform = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height))
        cairo_translate(cr, 0, Double(height))
        cairo_scale(cr, 1, -1)
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// Whether Cairo could make the surface (it cannot for an empty or oversized one).
    var isDrawable: Bool { cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS && width > 0 && height > 0 }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state (transform, clip, colours, line style, alpha, blend
    /// mode, shadow); `restoreGState()` returns to it.
    open func saveGState() {
        savedStates.append(state)
        cairo_save(cr)
    }

    /// Pops the graphics state last saved by `saveGState()`; unbalanced calls are ignored, and
    /// so is a restore of the state a transparency layer began in before the layer ends (Cairo
    /// would lose the layer and refuse every later drawing call; Core Graphics draws on).
    open func restoreGState() {
        guard savedStates.count > (transparencyLayerFloors.last ?? 0), let saved = savedStates.popLast() else { return }
        state = saved
        cairo_restore(cr)
    }

    /// Writes the drawing into the client's buffer, when the context was made on one in a
    /// format other than Cairo's; the operations that draw call it, so the buffer is always
    /// current, as Apple's is.
    public func flush() {
        cairo_surface_flush(surface)
        bitmap?.copyBack(from: surface)
    }

    /// Marks the context for update, as Core Graphics' `synchronize()`: a bitmap context's
    /// drawing is brought into its data now, as `flush()` does.
    public func synchronize() { flush() }

    // MARK: Backing store

    /// The surface as an image (premultiplied RGBA). With `previous` (an image this context made
    /// earlier) and `region` (pixels), only that region is read back, the rest is copied from
    /// `previous`, and the image records the update so renderers re-upload only the region.
    open func makeImage(previous: CGImage?, region: CGImageUpdateRegion?) -> CGImage? {
        guard isDrawable else { return nil }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let isAlphaOnly = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_A8
        var x0 = 0, y0 = 0, x1 = width, y1 = height
        var pixels: [UInt8]
        var update: CGImageUpdate?
        if let previous, let region, previous.width == width, previous.height == height,
            previous.alphaInfo == .premultipliedLast
        {
            pixels = previous.pixels
            (x0, y0) = (max(0, region.x), max(0, region.y))
            (x1, y1) = (min(width, region.x + region.width), min(height, region.y + region.height))
            update = CGImageUpdate.from(previous, x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        } else {
            pixels = [UInt8](repeating: 0, count: width * height * 4)
        }
        pixels.withUnsafeMutableBufferPointer { out in
            for row in y0..<y1 {
                let line = UnsafeRawPointer(data + row * stride)
                for column in x0..<x1 {
                    let i = (row * width + column) * 4
                    if isAlphaOnly {
                        // An alpha-only context's image is black at that coverage, as Core Graphics makes it.
                        out[i + 3] = line.load(fromByteOffset: column, as: UInt8.self)
                        continue
                    }
                    // Cairo's ARGB32 is premultiplied, one native-endian 32-bit word per pixel.
                    let argb = line.load(fromByteOffset: column * 4, as: UInt32.self)
                    out[i] = UInt8(truncatingIfNeeded: argb >> 16)
                    out[i + 1] = UInt8(truncatingIfNeeded: argb >> 8)
                    out[i + 2] = UInt8(truncatingIfNeeded: argb)
                    out[i + 3] = UInt8(truncatingIfNeeded: argb >> 24)
                }
            }
        }
        return CGImage(
            width: width, height: height, pixels: pixels, alphaInfo: .premultipliedLast,
            sourceName: "backing store", update: update)
    }

    /// The context's pixels as an image, as Core Graphics' `makeImage()` on a bitmap context.
    public func makeImage() -> CGImage? { makeImage(previous: nil, region: nil) }
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
