import QuartzCore

/// A text document's stroke (`sc`, `sw`, `of`), drawn as lottie-ios's Core Animation engine draws it.
///
/// Its `CoreTextRenderLayer` sets the text twice, in one frame of Core Text for the fill (the
/// foreground colour) and one for the stroke (`kCTStrokeWidthAttributeName` of `sw`, the stroke
/// colour, no foreground colour), and draws the stroke's under the fill's, or over it where `of`
/// is set. Core Text reads that width as a percentage of the font size, and a positive one as
/// outlines only: so on iOS a 50-point text's `sw` of 2 is a 1-point outline. Here each of the
/// two is a `CATextLayer` of its own, one above the other, through the same attributes.
extension LottieTextLayers {
    /// The attributes that paint `document`, bottom first: its fill, and its stroke under or over
    /// it; none for a document with neither.
    static func paints(_ document: LottieTextDocument) -> [[NSAttributedString.Key: Any]] {
        var paints: [[NSAttributedString.Key: Any]] = []
        if let fill = document.fillColor {
            paints.append([.init(kCTForegroundColorAttributeName as String): fill.cgColor])
        }
        // Core Text draws no outline 0 wide.
        if let stroke = document.strokeColor, document.strokeWidth > 0 {
            let outline: [NSAttributedString.Key: Any] = [
                .init(kCTStrokeWidthAttributeName as String): CGFloat(document.strokeWidth),
                .init(kCTStrokeColorAttributeName as String): stroke.cgColor,
            ]
            if document.strokeOverFill { paints.append(outline) } else { paints.insert(outline, at: 0) }
        }
        return paints
    }
}
