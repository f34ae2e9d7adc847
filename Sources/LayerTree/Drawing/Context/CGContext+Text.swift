internal import CPangoDependencies
import Foundation

/// Glyphs drawn as Core Graphics draws them: a font and a size from the graphics state, glyph
/// positions in text space mapped to user space by the text matrix, and a drawing mode that fills,
/// strokes or clips. Cairo draws the glyphs of the face that fontconfig finds for the font's name.
///
/// Text space is y-up, as Core Graphics': with the identity text matrix a glyph stands upright
/// in a bitmap context (y up) and upside down in a layer's y-down context, where Apple code sets
/// `textMatrix = CGAffineTransform(scaleX: 1, y: -1)`, as it does on iOS.
///
/// ```swift
/// ctx.setFont(CGFont("DejaVu Sans" as CFString)!)
/// ctx.setFontSize(24)
/// ctx.textPosition = CGPoint(x: 10, y: 10)
/// ctx.showGlyphs(glyphs, at: positions)
/// ```
extension CGContext {
    /// Where text is drawn: the translation of the text matrix, which Core Graphics keeps as one
    /// (setting the text matrix moves the position, and setting the position keeps its other terms).
    public var textPosition: CGPoint {
        get { CGPoint(x: textMatrix.tx, y: textMatrix.ty) }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else { return }
            textMatrix.tx = newValue.x
            textMatrix.ty = newValue.y
        }
    }

    /// Sets the font that glyphs are drawn in (part of the graphics state).
    public func setFont(_ font: CGFont) { state.font = font }

    /// Sets the size glyphs are drawn at, in text-space units (part of the graphics state).
    public func setFontSize(_ size: CGFloat) {
        guard size.isFinite else { return }
        state.fontSize = size
    }

    /// Sets how glyphs are painted and whether they clip (part of the graphics state).
    public func setTextDrawingMode(_ mode: CGTextDrawingMode) { state.textDrawingMode = mode }

    /// Draws `glyphs` of the current font, each at the matching point of `positions`, given in
    /// text space (mapped to user space by `textMatrix`), as the drawing mode says: filled with the
    /// fill colour, stroked with the stroke colour and line style, then, in a clip mode, added to
    /// the clip. Extra glyphs or positions are ignored; with no font set, nothing is drawn; the
    /// current path is kept.
    public func showGlyphs(_ glyphs: [CGGlyph], at positions: [CGPoint]) {
        let count = min(glyphs.count, positions.count)
        guard count > 0, isDrawable, let font = state.font, let fontMatrix = textRenderingMatrix else { return }
        let mode = state.textDrawingMode
        let placed = (0..<count).map { i in
            let origin = positions[i].applying(textMatrix)
            return cairo_glyph_t(index: UInt(glyphs[i]), x: Double(origin.x), y: Double(origin.y))
        }
        guard placed.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }

        let face = FontFace.make(named: font.fullName)
        defer { cairo_font_face_destroy(face) }
        let savedPath = cairo_copy_path(cr)
        defer {
            cairo_new_path(cr)
            if let savedPath {
                cairo_append_path(cr, savedPath)
                cairo_path_destroy(savedPath)
            }
        }
        cairo_set_font_face(cr, face)
        var matrix = fontMatrix
        cairo_set_font_matrix(cr, &matrix)
        applyTextOptions()
        cairo_new_path(cr)

        if mode.fills || mode.strokes {
            let fill = state.fillPaint, stroke = state.strokePaint
            drawOperation {
                if mode.fills {
                    setSource(fill)
                    cairo_show_glyphs(cr, placed, Int32(count))
                }
                if mode.strokes {
                    cairo_new_path(cr)
                    cairo_glyph_path(cr, placed, Int32(count))
                    setSource(stroke)
                    cairo_stroke(cr)
                }
            }
        }
        if mode.clips {
            cairo_new_path(cr)
            cairo_glyph_path(cr, placed, Int32(count))
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            cairo_clip(cr)
        }
    }

    /// Cairo's font matrix (font space, y down, to user space) for the current size and text
    /// matrix; `nil` when it cannot be inverted (a zero size or a degenerate text matrix), which
    /// would leave Cairo's context unusable, and for which Core Graphics draws nothing either.
    private var textRenderingMatrix: cairo_matrix_t? {
        let size = Double(state.fontSize), t = textMatrix
        // Text space is y-up; Cairo's glyph outlines are y-down, hence the negated y column.
        let m = cairo_matrix_t(
            xx: Double(t.a) * size, yx: Double(t.b) * size, xy: -Double(t.c) * size, yy: -Double(t.d) * size,
            x0: 0, y0: 0)
        var inverse = m
        guard [m.xx, m.yx, m.xy, m.yy].allSatisfy(\.isFinite), cairo_matrix_invert(&inverse) == CAIRO_STATUS_SUCCESS
        else { return nil }
        return m
    }

    /// Outlines as Core Graphics draws them: unhinted, antialiased while antialiasing is allowed
    /// and asked for (Cairo's shape setting does not reach text, its font options do).
    private func applyTextOptions() {
        guard let options = cairo_font_options_create() else { return }
        defer { cairo_font_options_destroy(options) }
        let antialias = state.allowsAntialiasing && state.shouldAntialias
        cairo_font_options_set_antialias(options, antialias ? CAIRO_ANTIALIAS_GRAY : CAIRO_ANTIALIAS_NONE)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_set_font_options(cr, options)
    }
}
