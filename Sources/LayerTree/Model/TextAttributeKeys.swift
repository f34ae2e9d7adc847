import Foundation

/// The attributed-string keys `CATextLayer` draws, under Core Text's raw names (the QuartzCore
/// module has them as `kCT…AttributeName`), and the values each takes.
///
/// | Key | Raw name | Values |
/// |-----|----------|--------|
/// | font | `"NSFont"` | `CTFont` (name and size), `CGFont` or a `String` name (size: `fontSize` key or 12) |
/// | font size (LayerKit) | `"LKFontSize"` | a number of points; over a `CTFont`'s size where both are set |
/// | colour | `"CTForegroundColor"`, or `"NSColor"` | `CGColor` |
/// | underline | `"NSUnderline"` | an integer `CTUnderlineStyle`: 0 none, 1 single, 2 thick, 9 double |
/// | underline colour | `"NSUnderlineColor"` | `CGColor` |
/// | kerning | `"NSKern"` | a number of points added after each character |
/// | stroke width | `"NSStrokeWidth"` | a number, percent of the font size: positive strokes the outlines only, negative strokes them over the fill |
/// | stroke colour | `"NSStrokeColor"` | `CGColor` (the text colour when not set) |
///
/// A font name is a family, optionally followed by style words ("DejaVu Sans Bold Italic").
/// Keys not listed, and values of another type, are ignored, as Core Animation ignores attributes
/// it does not draw. Core Text's size lives in its `CTFont`; `CGFont` and names carry none, hence
/// LayerKit's own size key, which Apple's platforms do not know (they ignore it).
public enum TextAttributeKeys {
    /// Core Text's `kCTFontAttributeName`.
    public static let font = "NSFont"
    /// LayerKit's font-size key, for fonts given as a `CGFont` or a name (not a Core Text key).
    public static let fontSize = "LKFontSize"
    /// Core Text's `kCTForegroundColorAttributeName`.
    public static let foregroundColor = "CTForegroundColor"
    /// `NSAttributedString.Key.foregroundColor`'s raw value (UIKit, AppKit); takes a `CGColor` here.
    public static let nsForegroundColor = "NSColor"
    /// Core Text's `kCTUnderlineStyleAttributeName`.
    public static let underlineStyle = "NSUnderline"
    /// Core Text's `kCTUnderlineColorAttributeName`.
    public static let underlineColor = "NSUnderlineColor"
    /// Core Text's `kCTKernAttributeName`.
    public static let kern = "NSKern"
    /// Core Text's `kCTStrokeWidthAttributeName`.
    public static let strokeWidth = "NSStrokeWidth"
    /// Core Text's `kCTStrokeColorAttributeName`.
    public static let strokeColor = "NSStrokeColor"

    /// Core Text's font size where an attributed string gives none, in points.
    public static let defaultFontSize: CGFloat = 12
}

extension CATextLayer {
    /// The runs of `string`'s attributes that `CATextLayer` draws, over UTF-16 ranges.
    static func runs(of string: NSAttributedString) -> [RenderTextRun] {
        var runs: [RenderTextRun] = []
        string.enumerateAttributes(in: NSRange(location: 0, length: string.length)) { attributes, range, _ in
            guard range.length > 0, !attributes.isEmpty else { return }
            func value(_ key: String) -> Any? { attributes[NSAttributedString.Key(rawValue: key)] }
            var run = RenderTextRun(range: range.location..<range.location + range.length)
            switch value(TextAttributeKeys.font) {
            case let font as CTFont: (run.font, run.fontSize) = (font.name, font.size)
            case let font as CGFont: run.font = font.fullName
            case let name as String where !name.trimmingCharacters(in: .whitespaces).isEmpty: run.font = name
            default: break
            }
            if let size = number(value(TextAttributeKeys.fontSize)), size.isFinite, size > 0 { run.fontSize = size }
            run.foregroundColor =
                value(TextAttributeKeys.foregroundColor) as? CGColor
                ?? value(TextAttributeKeys.nsForegroundColor) as? CGColor
            if let style = number(value(TextAttributeKeys.underlineStyle)), let integer = Int(exactly: style) {
                run.underlineStyle = integer
            }
            run.underlineColor = value(TextAttributeKeys.underlineColor) as? CGColor
            if let kern = number(value(TextAttributeKeys.kern)), kern.isFinite { run.kern = kern }
            if let width = number(value(TextAttributeKeys.strokeWidth)), width.isFinite { run.strokeWidth = width }
            run.strokeColor = value(TextAttributeKeys.strokeColor) as? CGColor
            if !run.isEmpty { runs.append(run) }
        }
        return runs
    }

    /// A number attribute's value: any of Swift's number types, an `NSNumber`, or a raw-value type
    /// over one (`NSUnderlineStyle`); `nil` for anything else.
    private static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let value as any BinaryInteger: CGFloat(Double(value))
        case let value as any BinaryFloatingPoint: CGFloat(Double(value))
        case let value as NSNumber: CGFloat(value.doubleValue)
        case let value as any RawRepresentable: (value.rawValue as Any?).flatMap { number($0) }
        default: nil
        }
    }
}
