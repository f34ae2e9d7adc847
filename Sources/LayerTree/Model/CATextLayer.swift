import Foundation

/// How a text layer's lines sit horizontally, with Core Animation's names.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    /// The name, as Core Animation spells it.
    public let rawValue: String
    /// Creates a value from its name; Core Animation's names are the static members.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Left for left-to-right text, right for right-to-left.
    public static let natural = Self(rawValue: "natural")
    /// Lines flush with the left edge.
    public static let left = Self(rawValue: "left")
    /// Lines flush with the right edge.
    public static let right = Self(rawValue: "right")
    /// Lines centred between the edges.
    public static let center = Self(rawValue: "center")
    /// Wrapped lines stretched to the full width (the last line stays natural).
    public static let justified = Self(rawValue: "justified")

    /// Every alignment mode, in the order the scene format lists them.
    public static let all: [Self] = [.natural, .left, .right, .center, .justified]
}

/// Where a text layer puts the ellipsis when its text does not fit, with Core Animation's names.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    /// The name, as Core Animation spells it.
    public let rawValue: String
    /// Creates a value from its name; Core Animation's names are the static members.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Text that does not fit is cut off at the bounds.
    public static let none = Self(rawValue: "none")
    /// Text that does not fit loses its start, shown as an ellipsis.
    public static let start = Self(rawValue: "start")
    /// Text that does not fit loses its middle, shown as an ellipsis.
    public static let middle = Self(rawValue: "middle")
    /// Text that does not fit loses its end, shown as an ellipsis.
    public static let end = Self(rawValue: "end")

    /// Every truncation mode, in the order the scene format lists them.
    public static let all: [Self] = [.none, .start, .middle, .end]
}

/// A layer that draws plain text in its bounds: Core Animation's `CATextLayer`.
///
/// The text is laid out from the top-left of the bounds, in `font` at `fontSize`
/// points, and rasterized at `contentsScale` pixels per point (set it to the
/// screen's scale for sharp text, as on iOS). It draws where a layer's `contents`
/// would: above the background, below the sublayers. LayerTree only holds the
/// properties; GLRender lays out and rasterizes through Pango and Cairo.
///
/// ```swift
/// let label = CATextLayer()
/// label.string = "Hello, layers"
/// label.fontSize = 24
/// label.alignmentMode = .center
/// label.isWrapped = true
/// label.contentsScale = 2
/// ```
open class CATextLayer: CALayer {
    /// The text: a `String` or an `NSAttributedString` (typed `Any?` as Apple's is); `nil`, or a
    /// value of another type, draws nothing.
    ///
    /// An attributed string is drawn with its own attributes, range by range, as Core Text draws
    /// it on Apple's platforms; as there, the layer's `font`, `fontSize` and `foregroundColor`
    /// apply to plain strings only, and characters an attributed string sets nothing for are drawn
    /// in Core Text's defaults: the sans-serif font at 12 points, in black. The attributes drawn
    /// (see `TextAttributeKeys` for the values each takes): font (`kCTFontAttributeName`, "NSFont"),
    /// colour (`kCTForegroundColorAttributeName`, "CTForegroundColor", or "NSColor"), underline
    /// style and colour ("NSUnderline", "NSUnderlineColor") and kerning ("NSKern"). Other keys, and
    /// values of a type a key does not take, are ignored. The attributes are read when `string` is
    /// set (Core Animation copies the string): changing a mutable attributed string afterwards
    /// changes nothing until it is set again.
    open var string: Any? {
        get { attributedString ?? text }
        set {
            switch newValue {
            case let attributed as NSAttributedString:
                // The runs and the string first: setting the characters is what marks the layer changed.
                (textRuns, attributedString) = (Self.runs(of: attributed), attributed)
                characters = attributed.string
            case let plain as String: text = plain
            case let plain as Substring: text = String(plain)
            default: text = nil
            }
        }
    }
    /// The characters `string` draws (its declared storage: key-value coding, copies, scene files).
    /// Setting them drops an attributed string's attributes.
    var text: String? {
        get { characters }
        set {
            (textRuns, attributedString) = (nil, nil)
            characters = newValue
        }
    }
    /// Storage of `text`.
    var characters: String? = TextLayerProperties.string.defaultValue {
        didSet { declaredPropertyDidChange(TextLayerProperties.string, from: oldValue) }
    }
    /// What `string` was set to when that was an attributed string, for its getter.
    var attributedString: NSAttributedString?
    /// The attributed string's attributes, read when it was set; `nil` for plain text.
    var textRuns: [RenderTextRun]?

    /// The font: a family name (`"DejaVu Sans"`, a `String`, `CFString` or `NSString`), a `CGFont`
    /// or a `CTFont` (typed `Any?`, wider than Apple's `CFTypeRef?`, so each of Apple's spellings
    /// compiles: `"Helvetica" as CFString`, `CGFont("Helvetica" as CFString)`, a `CTFont`; a
    /// `CTFont`'s size is not used, `fontSize` is); `nil`, or another value, is the system's
    /// sans-serif (Core Animation: Helvetica). Plain strings only: an attributed string carries
    /// its fonts.
    open var font: Any? {
        get { fontObject ?? fontName }
        set {
            switch newValue {
            case let font as CGFont: (fontObject, fontName) = (font, font.fullName)
            case let font as CTFont: (fontObject, fontName) = (font, font.name)
            case let name as String: (fontObject, fontName) = (nil, name)
            default: (fontObject, fontName) = (nil, nil)
            }
        }
    }
    /// The family name the font names (the declared storage of `font`).
    var fontName: String? = TextLayerProperties.font.defaultValue {
        didSet { declaredPropertyDidChange(TextLayerProperties.font, from: oldValue) }
    }
    /// What `font` was set to when that was a `CGFont` or `CTFont`, for its getter.
    private var fontObject: AnyObject?
    /// The font size in points, for plain strings. Animatable.
    open var fontSize: CGFloat = TextLayerProperties.fontSize.defaultValue {
        didSet { declaredPropertyDidChange(TextLayerProperties.fontSize, from: oldValue) }
    }
    /// The text colour of plain strings; opaque white by default. Animatable.
    open var foregroundColor: CGColor? = TextLayerProperties.foregroundColor.defaultValue {
        didSet { declaredPropertyDidChange(TextLayerProperties.foregroundColor, from: oldValue) }
    }
    /// How lines are aligned in the bounds.
    open var alignmentMode: CATextLayerAlignmentMode = TextLayerProperties.alignmentMode.defaultValue {
        didSet { declaredPropertyDidChange(TextLayerProperties.alignmentMode, from: oldValue) }
    }
    /// Whether lines wrap at the bounds' width.
    open var isWrapped: Bool = TextLayerProperties.wrapped.defaultValue {
        didSet { declaredPropertyDidChange(TextLayerProperties.wrapped, from: oldValue) }
    }
    /// Whether glyph positions are rounded to whole pixels (`true` in Core Animation, off for
    /// smoother animated text). Kept and read back: Pango positions glyphs on its own grid.
    open var allowsFontSubpixelQuantization: Bool = TextLayerProperties.allowsFontSubpixelQuantization.defaultValue {
        didSet { declaredPropertyDidChange(TextLayerProperties.allowsFontSubpixelQuantization, from: oldValue) }
    }
    /// Where text that does not fit is cut with an ellipsis.
    open var truncationMode: CATextLayerTruncationMode = TextLayerProperties.truncationMode.defaultValue {
        didSet { declaredPropertyDidChange(TextLayerProperties.truncationMode, from: oldValue) }
    }

    // MARK: Declared properties

    override class var propertyTable: PropertyTable { TextLayerProperties.table }

    /// What the renderer rasterizes, or `nil` when there is nothing to draw.
    var renderText: RenderText? {
        guard let string = text, !string.isEmpty, bounds.width > 0, bounds.height > 0 else { return nil }
        if let textRuns {
            // Attributed: Core Text's defaults where the string sets nothing (CATextLayer.h: font, fontSize
            // and foregroundColor are "only used when the string property is not an NSAttributedString").
            return RenderText(
                string: string, font: nil, fontSize: TextAttributeKeys.defaultFontSize,
                foregroundColor: .black, alignmentMode: alignmentMode, isWrapped: isWrapped,
                truncationMode: truncationMode, size: bounds.size, contentsScale: contentsScale,
                runs: textRuns)
        }
        guard let foregroundColor, foregroundColor.alpha > 0 else { return nil }
        return RenderText(
            string: string, font: fontName, fontSize: fontSize, foregroundColor: foregroundColor,
            alignmentMode: alignmentMode, isWrapped: isWrapped, truncationMode: truncationMode,
            size: bounds.size, contentsScale: contentsScale)
    }
}
