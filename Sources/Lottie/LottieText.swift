import QuartzCore

/// A text layer's text (`t`): its documents, each shown from its keyframe's frame until the next.
public struct LottieText: Sendable {
    /// The text documents (`t.d.k`); text does not interpolate, so each holds until the next.
    public var documents: LottieAnimatable<LottieTextDocument>
}

/// One text document (`t.d.k[i].s`): the characters and how they are set.
public struct LottieTextDocument: Sendable, Equatable {
    /// The characters (`t`); lines are broken at `\r`, `\n` and After Effects' `\u{3}`.
    public var text: String
    /// The font's name (`f`), as the composition's `fonts.list` names it (`fName`).
    public var fontName: String
    /// The size in points (`s`).
    public var fontSize: Double
    /// How lines sit on the anchor (`j`).
    public var justification: LottieTextJustification
    /// Extra space after each character, in thousandths of an em (`tr`).
    public var tracking: Double
    /// The distance from one baseline to the next, in points (`lh`).
    public var lineHeight: Double
    /// How far the baselines are raised, in points (`ls`).
    public var baselineShift: Double
    /// The fill colour (`fc`); `nil` for no fill.
    public var fillColor: LottieColor?
    /// The stroke colour (`sc`); `nil` for no stroke.
    public var strokeColor: LottieColor?
    /// The stroke width in points (`sw`).
    public var strokeWidth: Double
    /// Whether the stroke is drawn over the fill (`of`).
    public var strokeOverFill: Bool
    /// Box text's top-left corner (`ps`); `nil` for point text, whose first baseline is at the origin.
    public var boxPosition: CGPoint?
    /// Box text's size (`sz`), whose width the lines wrap at; `nil` for point text.
    public var boxSize: CGSize?

    /// The lines, split where After Effects breaks them.
    public var lines: [String] {
        text.split(omittingEmptySubsequences: false) { $0 == "\r" || $0 == "\n" || $0 == "\u{3}" || $0 == "\r\n" }
            .map(String.init)
    }
}

/// How a text document's lines are aligned (`j`).
public enum LottieTextJustification: Int, Sendable {
    /// Lines start at the anchor (`0`, and the "justify" modes 3, 4, 5 and 6, whose last line is
    /// left, right, centre or full: single lines of point text, as lottie-ios draws them).
    case left = 0
    /// Lines end at the anchor (`1`).
    case right = 1
    /// Lines are centred on the anchor (`2`).
    case center = 2
}

/// A font of the composition's list (`fonts.list[i]`).
public struct LottieFont: Sendable, Equatable {
    /// The name text documents use (`fName`), a PostScript name such as `AvenirNext-Medium`.
    public var name: String
    /// The family (`fFamily`), such as `Avenir Next`.
    public var family: String
    /// The style (`fStyle`), such as `Medium` or `Bold Italic`.
    public var style: String

    /// The name fontconfig is asked for: the family and its style words, which pick the weight
    /// and slant ("Avenir Next Medium"); a family the system lacks falls back to its sans-serif.
    public var systemName: String {
        let family = family.trimmingCharacters(in: .whitespaces)
        let style = style.trimmingCharacters(in: .whitespaces)
        guard !family.isEmpty else { return name }
        return style.isEmpty || style.lowercased() == "regular" ? family : "\(family) \(style)"
    }
}
