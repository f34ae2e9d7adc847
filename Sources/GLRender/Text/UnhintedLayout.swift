import CPangoCairo

extension TextRasterizer {
    /// Lays `layout` out as Core Text sets a `CATextLayer`'s lines: the first baseline at the font's
    /// ascent below the top, and glyphs at their fractional advances.
    ///
    /// Cairo's image surfaces hint font metrics by default, and Pango then rounds a line's ascent up
    /// to a whole point: Venezuela at 85 points (ascent 54.145) put its baseline at 55, 0.86 point
    /// below where `CTFontGetAscent` (and so a Lottie text layer's anchor) says it is, and every
    /// glyph on a whole-point advance. Core Text neither hints nor rounds, so metrics are unhinted,
    /// outlines unhinted (as Apple's platforms draw them) and glyph positions left fractional.
    static func layOutUnhinted(_ layout: OpaquePointer) {
        guard let context = pango_layout_get_context(layout), let options = cairo_font_options_create() else { return }
        defer { cairo_font_options_destroy(options) }
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        pango_cairo_context_set_font_options(context, options)
        pango_context_set_round_glyph_positions(context, 0)
        pango_layout_context_changed(layout)
    }
}
