internal import CPangoDependencies
import Foundation

/// The part of a context's graphics state that Cairo does not keep the way Core Graphics does,
/// saved and restored with Cairo's own (`saveGState`/`restoreGState`).
struct DrawingState {
    /// Core Graphics keeps a fill and a stroke colour; Cairo has one source. Setting a colour
    /// ends a pattern set before it.
    var fillColor = CGColor.black { didSet { fillPattern = nil } }
    var strokeColor = CGColor.black { didSet { strokePattern = nil } }
    /// The patterns set by `setFillPattern` and `setStrokePattern`, painted instead of the colours.
    var fillPattern: PatternPaint?
    var strokePattern: PatternPaint?
    /// What fills paint: the pattern when one is set, else the colour.
    var fillPaint: Paint { fillPattern.map(Paint.pattern) ?? .color(fillColor) }
    /// What strokes paint: the pattern when one is set, else the colour.
    var strokePaint: Paint { strokePattern.map(Paint.pattern) ?? .color(strokeColor) }
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
    /// The font and size `showGlyphs(_:at:)` draws with (no font, 12 units, until set).
    var font: CGFont?
    var fontSize: CGFloat = 12
    var textDrawingMode = CGTextDrawingMode.fill

    /// Whether an operation must be drawn aside and composited (alpha, shadow or mask).
    var needsComposition: Bool { alpha < 1 || shadow != nil || mask != nil }
}

/// What a fill or stroke paints with.
enum Paint {
    case color(CGColor)
    case pattern(PatternPaint)
}

/// A pattern as a fill or stroke: the pattern and, for an uncoloured (stencil) pattern, the
/// colour it is painted in; for a coloured one, only that colour's alpha is used.
struct PatternPaint {
    let pattern: CGPattern
    let color: CGColor
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
