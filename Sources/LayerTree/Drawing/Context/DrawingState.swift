internal import CPangoDependencies
import Foundation

/// The part of a context's graphics state that Cairo does not keep the way Core Graphics does,
/// saved and restored with Cairo's own (`saveGState`/`restoreGState`).
struct DrawingState {
    /// Core Graphics keeps a fill and a stroke colour; Cairo has one source.
    var fillColor = CGColor.black
    var strokeColor = CGColor.black
    /// The spaces `setFillColor(_:)` and `setStrokeColor(_:)` read components in
    /// (`setFillColorSpace`, `setStrokeColorSpace`); device RGB until set.
    var fillColorSpace = CGColorSpaceCreateDeviceRGB()
    var strokeColorSpace = CGColorSpaceCreateDeviceRGB()
    /// Multiplies everything drawn (`setAlpha`).
    var alpha: CGFloat = 1
    var blendMode = CGBlendMode.normal
    var shadow: ContextShadow?
    /// The clip by image mask (`clip(to:mask:)`), in device pixels; `nil` when there is none.
    var mask: ClipMask?
    var interpolationQuality = CGInterpolationQuality.default
    /// `setShouldAntialias`, which only takes effect while `setAllowsAntialiasing` allows it.
    var shouldAntialias = true
    var allowsAntialiasing = true
    /// Whether text would be smoothed; kept for `setShouldSmoothFonts` callers.
    var shouldSmoothFonts = true

    /// Whether an operation must be drawn aside and composited (alpha, shadow or mask).
    var needsComposition: Bool { alpha < 1 || shadow != nil || mask != nil }
}

/// A shadow set by `setShadow(offset:blur:color:)`, in base-space units (points).
struct ContextShadow {
    var offset: CGSize
    var blur: CGFloat
    var color: CGColor
}

/// A device-space coverage mask (Cairo A8 surface) that owns its surface; shared by saved
/// states, never written after it is made.
final class ClipMask {
    let surface: OpaquePointer
    init(surface: OpaquePointer) { self.surface = surface }
    deinit { cairo_surface_destroy(surface) }
}
