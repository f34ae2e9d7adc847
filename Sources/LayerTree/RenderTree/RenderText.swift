import Foundation

/// A `CATextLayer`'s text as the renderer sees it: everything that decides its pixels, so
/// equal values rasterize to equal images (the renderer caches by this value).
public struct RenderText: Hashable, Sendable {
    public var string: String
    public var font: String?
    public var fontSize: CGFloat
    public var foregroundColor: CGColor
    public var alignmentMode: CATextLayerAlignmentMode
    public var isWrapped: Bool
    public var truncationMode: CATextLayerTruncationMode
    /// The layer's bounds size, in points: the box the text is laid out in.
    public var size: CGSize
    /// Pixels per point of the rasterized text.
    public var contentsScale: CGFloat

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
