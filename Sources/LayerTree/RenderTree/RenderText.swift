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

    /// Creates text from a `CATextLayer`'s text properties.
    public init(string: String, font: String? = nil, fontSize: CGFloat = 36, foregroundColor: CGColor = .white,
                alignmentMode: CATextLayerAlignmentMode = .natural, isWrapped: Bool = false,
                truncationMode: CATextLayerTruncationMode = .none, size: CGSize, contentsScale: CGFloat = 1) {
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
