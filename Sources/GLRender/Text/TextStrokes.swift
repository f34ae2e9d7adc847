import CPangoCairo
import LayerTree

extension TextRasterizer {
    /// A run's outline as Core Text draws it for `kCTStrokeWidthAttributeName`: its glyphs' outlines
    /// stroked `width` wide (the attribute's percent of the font size; centred on the outline, mitred
    /// joins: Core Graphics' defaults, which are Cairo's), in `color`.
    struct TextStroke {
        /// The run's characters, in UTF-8 bytes of the string laid out.
        let bytes: Range<Int>
        /// The line's width, in points.
        let width: Double
        let color: CGColor
    }

    /// The strokes of `text`'s runs over `string` (the characters laid out); none for runs whose
    /// width is 0, not a number, or whose range is empty.
    static func strokes(of text: RenderText, in string: String) -> [TextStroke] {
        let offsets = utf8Offsets(string)
        let scale = Double(text.contentsScale > 0 ? text.contentsScale : 1)
        return text.runs.compactMap { run in
            guard let percent = run.strokeWidth, percent.isFinite, percent != 0 else { return nil }
            let lower = min(max(run.range.lowerBound, 0), offsets.count - 1)
            let upper = min(max(run.range.upperBound, lower), offsets.count - 1)
            guard offsets[lower] < offsets[upper] else { return nil }
            // The size the glyphs are laid out at: the run's, or the text's, clamped as `rasterize` clamps them.
            let size =
                run.fontSize.map { min(Double($0), largestFontSize) }.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
                ?? min(Double(text.fontSize), largestFontSize, largestGlyphPixels / scale)
            // Core Text strokes in the text colour where no stroke colour is given.
            let color = run.strokeColor ?? run.foregroundColor ?? text.foregroundColor
            return TextStroke(
                bytes: offsets[lower]..<offsets[upper], width: size * abs(Double(percent)) / 100, color: color)
        }
    }

    /// Strokes the outlines of the glyphs in `layout` (drawn with its top-left at (`x`, 0)) that
    /// `strokes` cover, run by run, each at its own font's size and in its own colour.
    ///
    /// Pango splits a line's runs wherever an attribute changes, so each glyph run lies in one
    /// stroke's bytes or in none; the later stroke wins where two overlap, as Pango's later
    /// attribute does.
    static func stroke(_ strokes: [TextStroke], of layout: OpaquePointer, at x: Double, in cr: OpaquePointer) {
        guard !strokes.isEmpty, let iterator = pango_layout_get_iter(layout) else { return }
        defer { pango_layout_iter_free(iterator) }
        let scale = Double(LAYERKIT_PANGO_SCALE)
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iterator), let item = run.pointee.item,
                let font = item.pointee.analysis.font,
                let stroke = strokes.last(where: { $0.bytes.contains(Int(item.pointee.offset)) })
            else { continue }
            var logical = PangoRectangle()
            pango_layout_iter_get_run_extents(iterator, nil, &logical)
            let baseline = Double(pango_layout_iter_get_baseline(iterator)) / scale
            cairo_new_path(cr)
            cairo_move_to(cr, x + Double(logical.x) / scale, baseline)
            pango_cairo_glyph_string_path(cr, font, run.pointee.glyphs)
            let c = stroke.color
            cairo_set_source_rgba(cr, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
            cairo_set_line_width(cr, stroke.width)
            cairo_stroke(cr)
        } while pango_layout_iter_next_run(iterator) != 0
    }
}
