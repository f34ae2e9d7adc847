import Foundation

/// A layer's image content as the renderer sees it: the image and everything that places
/// and samples it, frozen with the rest of the `RenderNode`.
public struct RenderContents: Equatable, Sendable {
    /// The image the layer's `contents` holds.
    public var image: CGImage
    /// Unit rectangle of the image, from its top-left.
    public var contentsRect: CGRect
    /// Unit rectangle (of the `contentsRect` part) that stretches; the rest keeps its size.
    public var contentsCenter: CGRect
    /// The `contentsGravity`: how the image is placed in the bounds.
    public var gravity: CALayerContentsGravity
    /// Image pixels per point.
    public var contentsScale: CGFloat
    /// The `minificationFilter`, for images drawn smaller than their pixels.
    public var minificationFilter: CALayerContentsFilter
    /// The `magnificationFilter`, for images drawn larger than their pixels.
    public var magnificationFilter: CALayerContentsFilter
    /// The `minificationFilterBias`: added to the mipmap level `trilinear` minification reads
    /// (positive is blurrier); 0 for almost every layer.
    public var minificationFilterBias: Float

    /// Creates contents from an image and its layer's contents properties.
    public init(
        image: CGImage, contentsRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
        contentsCenter: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
        gravity: CALayerContentsGravity = .resize, contentsScale: CGFloat = 1,
        minificationFilter: CALayerContentsFilter = .linear,
        magnificationFilter: CALayerContentsFilter = .linear, minificationFilterBias: Float = 0
    ) {
        self.image = image
        self.contentsRect = contentsRect
        self.contentsCenter = contentsCenter
        self.gravity = gravity
        self.contentsScale = contentsScale
        self.minificationFilter = minificationFilter
        self.magnificationFilter = magnificationFilter
        self.minificationFilterBias = minificationFilterBias
    }
}
