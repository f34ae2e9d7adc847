import Foundation

/// A `CATextLayer`'s text as the renderer sees it: everything that decides its pixels, so
/// equal values rasterize to equal images (the renderer caches by this value).
public struct RenderText: Hashable, Sendable {
    /// The text to lay out.
    public var string: String
    /// The font family name; nil for Pango's default "Sans".
    public var font: String?
    /// The font size, in points.
    public var fontSize: CGFloat
    /// The text colour.
    public var foregroundColor: CGColor
    /// How lines are aligned in the bounds.
    public var alignmentMode: CATextLayerAlignmentMode
    /// Whether lines wrap at the bounds' width.
    public var isWrapped: Bool
    /// How text that does not fit is cut.
    public var truncationMode: CATextLayerTruncationMode
    /// The layer's bounds size, in points: the box the text is laid out in.
    public var size: CGSize
    /// Pixels per point of the rasterized text.
    public var contentsScale: CGFloat
    /// An attributed string's attributes, range by range (empty for plain text). What a run does not
    /// set is drawn with the values above.
    public var runs: [RenderTextRun] = []

    /// Creates text from a `CATextLayer`'s text properties.
    public init(
        string: String, font: String? = nil, fontSize: CGFloat = 36, foregroundColor: CGColor = .white,
        alignmentMode: CATextLayerAlignmentMode = .natural, isWrapped: Bool = false,
        truncationMode: CATextLayerTruncationMode = .none, size: CGSize, contentsScale: CGFloat = 1,
        runs: [RenderTextRun] = []
    ) {
        self.runs = runs
        self.string = string
        self.font = font
        self.fontSize = fontSize
        self.foregroundColor = foregroundColor
        self.alignmentMode = alignmentMode
        self.isWrapped = isWrapped
        self.truncationMode = truncationMode
        self.size = size
        self.contentsScale = contentsScale
    }
}

/// The attributes of one range of an attributed `CATextLayer` string, as plain values (the renderer
/// turns them into Pango attributes). `nil` leaves the text's own value.
public struct RenderTextRun: Hashable, Sendable {
    /// The characters, in UTF-16 offsets (`NSRange`'s units) into `RenderText.string`.
    public var range: Range<Int>
    /// A font name: a family, optionally followed by style words ("DejaVu Sans Bold").
    public var font: String?
    /// The font size, in points.
    public var fontSize: CGFloat?
    /// The text colour.
    public var foregroundColor: CGColor?
    /// Core Text's underline style (`CTUnderlineStyle`, `NSUnderlineStyle`): 0 none, 1 single, 2 thick,
    /// 9 double; pattern bits above the low byte are ignored.
    public var underlineStyle: Int?
    /// The underline colour; the text colour when `nil`.
    public var underlineColor: CGColor?
    /// Extra space between characters, in points.
    public var kern: CGFloat?
    /// Core Text's stroke width (`kCTStrokeWidthAttributeName`), in percent of the font size: a
    /// positive width strokes the glyphs' outlines instead of filling them, a negative one strokes
    /// them over the fill, 0 draws no stroke.
    public var strokeWidth: CGFloat?
    /// The outline's colour; the text colour when `nil`.
    public var strokeColor: CGColor?

    /// Creates a run over `range` (UTF-16 offsets) with the attributes given.
    public init(
        range: Range<Int>, font: String? = nil, fontSize: CGFloat? = nil, foregroundColor: CGColor? = nil,
        underlineStyle: Int? = nil, underlineColor: CGColor? = nil, kern: CGFloat? = nil,
        strokeWidth: CGFloat? = nil, strokeColor: CGColor? = nil
    ) {
        self.range = range
        self.font = font
        self.fontSize = fontSize
        self.foregroundColor = foregroundColor
        self.underlineStyle = underlineStyle
        self.underlineColor = underlineColor
        self.kern = kern
        self.strokeWidth = strokeWidth
        self.strokeColor = strokeColor
    }

    /// Whether the run sets nothing.
    public var isEmpty: Bool {
        font == nil && fontSize == nil && foregroundColor == nil && underlineStyle == nil && underlineColor == nil
            && kern == nil && strokeWidth == nil && strokeColor == nil
    }
}
