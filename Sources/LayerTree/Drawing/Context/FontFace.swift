internal import CPangoDependencies
import Foundation

/// A glyph's index in a font, as Core Graphics' `CGGlyph`: what `showGlyphs(_:at:)` draws and
/// `CTFontGetGlyphsForCharacters` finds.
public typealias CGGlyph = UInt16

/// Core Text's UTF-16 code unit, as `CTFontGetGlyphsForCharacters` takes characters.
public typealias UniChar = UInt16

/// A font name turned into the Cairo font face that draws it: fontconfig (through Cairo's font
/// face by family) finds the family, and style words after it ("DejaVu Sans Bold", "… Italic"),
/// as Pango reads them for `CATextLayer`, pick the weight and slant.
enum FontFace {
    /// A new reference to the face for `name`; the caller destroys it. Fontconfig answers every
    /// name, with its default family when none matches.
    static func make(named name: String) -> OpaquePointer {
        var words = name.split(separator: " ").map(String.init)
        var weight = CAIRO_FONT_WEIGHT_NORMAL, slant = CAIRO_FONT_SLANT_NORMAL
        while words.count > 1, let style = words.last?.lowercased() {
            switch style {
            case "bold": weight = CAIRO_FONT_WEIGHT_BOLD
            case "italic": slant = CAIRO_FONT_SLANT_ITALIC
            case "oblique": slant = CAIRO_FONT_SLANT_OBLIQUE
            case "regular", "book", "roman": break
            default: return cairo_toy_font_face_create(words.joined(separator: " "), slant, weight)
            }
            words.removeLast()
        }
        return cairo_toy_font_face_create(words.joined(separator: " "), slant, weight)
    }

    /// The glyph of each UTF-16 unit of `characters` in the face for `name`, 0 where the font has
    /// none (a lone or second surrogate included); a surrogate pair's glyph goes at its first unit.
    static func glyphs(named name: String, for characters: [UniChar]) -> [CGGlyph] {
        let face = make(named: name)
        defer { cairo_font_face_destroy(face) }
        var identity = cairo_matrix_t()
        cairo_matrix_init_identity(&identity)
        let options = cairo_font_options_create()
        defer { cairo_font_options_destroy(options) }
        guard let font = cairo_scaled_font_create(face, &identity, &identity, options) else {
            return characters.map { _ in 0 }
        }
        defer { cairo_scaled_font_destroy(font) }
        var result = [CGGlyph](repeating: 0, count: characters.count)
        var i = 0
        while i < characters.count {
            let isPair =
                UTF16.isLeadSurrogate(characters[i]) && i + 1 < characters.count
                && UTF16.isTrailSurrogate(characters[i + 1])
            let units = Array(characters[i..<(i + (isPair ? 2 : 1))])
            result[i] = glyph(of: String(decoding: units, as: UTF16.self), in: font)
            i += units.count
        }
        return result
    }

    /// The glyph Cairo maps `text` (one character) to in `font`, 0 when it maps to none.
    private static func glyph(of text: String, in font: OpaquePointer) -> CGGlyph {
        guard text.unicodeScalars.first != "\u{FFFD}" else { return 0 }
        var glyphs: UnsafeMutablePointer<cairo_glyph_t>?
        var count: Int32 = 0
        let utf8 = Array(text.utf8)
        let status = utf8.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) {
                cairo_scaled_font_text_to_glyphs(
                    font, 0, 0, $0.baseAddress, Int32($0.count), &glyphs, &count, nil, nil, nil)
            }
        }
        defer { cairo_glyph_free(glyphs) }
        guard status == CAIRO_STATUS_SUCCESS, count == 1, let glyphs else { return 0 }
        return CGGlyph(clamping: glyphs[0].index)
    }
}

/// Writes into `glyphs` the glyph of each of `count` UTF-16 units of `characters` in `font`, as
/// Core Text's function does, and tells whether every character has one (a missing one is 0; the
/// second unit of a surrogate pair gets 0).
@discardableResult
public func CTFontGetGlyphsForCharacters(
    _ font: CTFont, _ characters: UnsafePointer<UniChar>, _ glyphs: UnsafeMutablePointer<CGGlyph>, _ count: Int
) -> Bool {
    guard count > 0 else { return true }
    let units = Array(UnsafeBufferPointer(start: characters, count: count))
    let found = FontFace.glyphs(named: font.name, for: units)
    var complete = true
    for (i, glyph) in found.enumerated() {
        glyphs[i] = glyph
        let isSecondOfPair = i > 0 && UTF16.isLeadSurrogate(units[i - 1]) && UTF16.isTrailSurrogate(units[i])
        if glyph == 0, !isSecondOfPair { complete = false }
    }
    return complete
}
