// Core Text's attributed-string keys that CATextLayer draws (CTStringAttributes.h), and the
// Core Foundation and Core Text names code written for Apple's platforms uses with them. On Apple's
// platforms these come from CoreText; here `import QuartzCore` brings them, next to the kCA names.
// Each key is typed `CFString` as Swift sees it on Apple's platforms; on Linux `CFString` is
// `String`, so the usual spelling, `NSAttributedString.Key(kCTFontAttributeName as String)`, compiles.

/// The font of a range ("NSFont"): a `CTFont` (from `CTFontCreateWithName`), a `CGFont` or a font name.
public let kCTFontAttributeName: CFString = TextAttributeKeys.font
/// The text colour of a range ("CTForegroundColor"): a `CGColor`.
public let kCTForegroundColorAttributeName: CFString = TextAttributeKeys.foregroundColor
/// The underline of a range ("NSUnderline"): a `CTUnderlineStyle` raw value (0 none, 1 single, 2 thick, 9 double).
public let kCTUnderlineStyleAttributeName: CFString = TextAttributeKeys.underlineStyle
/// The underline colour of a range ("NSUnderlineColor"): a `CGColor`.
public let kCTUnderlineColorAttributeName: CFString = TextAttributeKeys.underlineColor
/// Extra space after each character of a range, in points ("NSKern"): a number.
public let kCTKernAttributeName: CFString = TextAttributeKeys.kern
/// The outline width of a range ("NSStrokeWidth"), in percent of the font size: a number; positive
/// strokes the glyphs without filling them, negative strokes them over the fill.
public let kCTStrokeWidthAttributeName: CFString = TextAttributeKeys.strokeWidth
/// The outline colour of a range ("NSStrokeColor"): a `CGColor`; the text colour when not set.
public let kCTStrokeColorAttributeName: CFString = TextAttributeKeys.strokeColor

/// Core Text's underline styles, for `kCTUnderlineStyleAttributeName` (give it `rawValue`, as on Apple's platforms).
public struct CTUnderlineStyle: OptionSet, Hashable, Sendable {
    /// The style's bits, as Core Text defines them.
    public let rawValue: Int32
    /// Creates a style from Core Text's bits.
    public init(rawValue: Int32) { self.rawValue = rawValue }
    /// No underline.
    public static let none = CTUnderlineStyle([])
    /// One thin line.
    public static let single = CTUnderlineStyle(rawValue: 1)
    /// One thick line (drawn as a single line by Pango).
    public static let thick = CTUnderlineStyle(rawValue: 2)
    /// Two lines.
    public static let double = CTUnderlineStyle(rawValue: 9)
}

/// A font named `name` at `size` points (0: Core Text's default, 12), as Core Text's function makes
/// one; the matrix is not used. Pango finds the family from the name, and style words after it
/// ("DejaVu Sans Bold") pick the face.
public func CTFontCreateWithName(
    _ name: CFString, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?
) -> CTFont {
    CTFont(name: name, size: size)
}
