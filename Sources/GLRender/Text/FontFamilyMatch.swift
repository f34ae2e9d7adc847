import CPangoCairo
import Foundation

/// The family Pango (through fontconfig) draws a font name in: the name's own family when the
/// system has it, else the family fontconfig falls back to (its default sans-serif).
///
/// Core Text answers the same question with `CTFontCopyFamilyName` on the font a name made, and
/// code that wants Core Text's fallback (an unknown name gives the system font, regular, not a
/// look-alike of the style asked for) compares the answer with the family it asked for.
public enum FontFamilyMatch {
    /// The family drawn for `name`, a family optionally followed by style words ("DejaVu Sans
    /// Bold"), as `CATextLayer` and attributed strings' fonts are read.
    public static func family(drawnFor name: String) -> String {
        guard let map = pango_cairo_font_map_get_default(), let context = pango_font_map_create_context(map) else {
            return name
        }
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        guard let description = pango_font_description_from_string(name) else { return name }
        defer { pango_font_description_free(description) }
        // Any size loads the face; the family does not depend on it.
        pango_font_description_set_absolute_size(description, 12 * Double(LAYERKIT_PANGO_SCALE))
        guard let font = pango_font_map_load_font(map, context, description) else { return name }
        defer { g_object_unref(UnsafeMutableRawPointer(font)) }
        guard let loaded = pango_font_describe(font) else { return name }
        defer { pango_font_description_free(loaded) }
        guard let family = pango_font_description_get_family(loaded) else { return name }
        return String(cString: family)
    }
}
