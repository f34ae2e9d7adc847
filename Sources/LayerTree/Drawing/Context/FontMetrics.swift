internal import CPangoDependencies
import Foundation

/// A font's vertical metrics at its size, as Core Text's `CTFontGetAscent` and its siblings give
/// them: what code placing text by its baseline (a Lottie text layer's anchor, a label's first
/// line) reads.
///
/// Fontconfig (through Cairo's font face by name, as `FontFace` makes it) finds the face, and
/// FreeType's unhinted metrics, scaled to the size, are returned: the same face and figures Pango
/// lays `CATextLayer` lines out with, so a baseline computed from these is where Pango draws it.
struct FontMetrics {
    var ascent: CGFloat
    var descent: CGFloat
    var leading: CGFloat
    var capHeight: CGFloat

    /// The metrics of `font` at its size.
    init(_ font: CTFont) {
        let face = FontFace.make(named: font.name)
        defer { cairo_font_face_destroy(face) }
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, Double(font.size), Double(font.size))
        var identity = cairo_matrix_t()
        cairo_matrix_init_identity(&identity)
        let options = cairo_font_options_create()
        defer { cairo_font_options_destroy(options) }
        // Unhinted: hinting rounds the metrics to whole pixels of a scale this call does not know.
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        guard let scaled = cairo_scaled_font_create(face, &matrix, &identity, options) else {
            (ascent, descent, leading, capHeight) = (0, 0, 0, 0)
            return
        }
        defer { cairo_scaled_font_destroy(scaled) }
        var extents = cairo_font_extents_t()
        cairo_scaled_font_extents(scaled, &extents)
        ascent = CGFloat(extents.ascent)
        descent = CGFloat(extents.descent)
        // Cairo's height is the line pitch the font asks for: what it adds to ascent and descent is the leading.
        leading = CGFloat(max(0, extents.height - extents.ascent - extents.descent))
        // The cap height is the top of a capital H above the baseline: fonts' OS/2 tables are not
        // reachable through Cairo, and the H's outline is what the figure measures.
        var text = cairo_text_extents_t()
        cairo_scaled_font_text_extents(scaled, "H", &text)
        capHeight = CGFloat(max(0, -text.y_bearing))
    }
}

/// How far the font's ascenders reach above the baseline, in points at its size.
public func CTFontGetAscent(_ font: CTFont) -> CGFloat { FontMetrics(font).ascent }

/// How far its descenders reach below the baseline, in points at its size (a positive number).
public func CTFontGetDescent(_ font: CTFont) -> CGFloat { FontMetrics(font).descent }

/// The space the font asks for between one line's descent and the next line's ascent.
public func CTFontGetLeading(_ font: CTFont) -> CGFloat { FontMetrics(font).leading }

/// The height of its capital letters above the baseline.
public func CTFontGetCapHeight(_ font: CTFont) -> CGFloat { FontMetrics(font).capHeight }
