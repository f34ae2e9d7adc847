import Foundation

/// How `showGlyphs(_:at:)` paints glyph outlines, as Core Graphics' `CGTextDrawingMode`: fill with
/// the fill colour, stroke with the stroke colour and line style, both, or neither; the clip modes
/// then also intersect the clip with the glyphs' outlines.
public enum CGTextDrawingMode: Int32, Sendable, CaseIterable {
    /// Fill the glyphs.
    case fill = 0
    /// Stroke the glyphs' outlines.
    case stroke = 1
    /// Fill, then stroke.
    case fillStroke = 2
    /// Paint nothing (the glyphs still take their place, as in PDF's invisible text).
    case invisible = 3
    /// Fill, then clip to the glyphs.
    case fillClip = 4
    /// Stroke, then clip to the glyphs.
    case strokeClip = 5
    /// Fill and stroke, then clip to the glyphs.
    case fillStrokeClip = 6
    /// Clip to the glyphs without painting.
    case clip = 7

    /// Whether the mode fills the glyphs.
    var fills: Bool { self == .fill || self == .fillStroke || self == .fillClip || self == .fillStrokeClip }
    /// Whether the mode strokes the glyphs' outlines.
    var strokes: Bool { self == .stroke || self == .fillStroke || self == .strokeClip || self == .fillStrokeClip }
    /// Whether the mode intersects the clip with the glyphs.
    var clips: Bool { rawValue >= CGTextDrawingMode.fillClip.rawValue }
}
