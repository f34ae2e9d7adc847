import Foundation

/// The content properties of a layer, kept together so `CALayer` holds one stored
/// value for them (and presentation copies copy them in one assignment).
struct LayerContents: Equatable {
    var image: CGImage?
    var rect = LayerProperties.contentsRect.defaultValue
    var center = LayerProperties.contentsCenter.defaultValue
    var gravity = LayerProperties.contentsGravity.defaultValue
    var minificationFilter = LayerProperties.minificationFilter.defaultValue
    var magnificationFilter = LayerProperties.magnificationFilter.defaultValue
}

/// A layer's image content: Core Animation's `contents` and the properties that place it.
///
/// Contents draw above the background and below the sublayers, in the layer's
/// plane, so its transform (3D included) applies; they are clipped by the
/// (rounded) bounds only with `masksToBounds`.
///
/// ```swift
/// let sprite = CALayer()
/// sprite.contents = sheet                                          // a CGImage
/// sprite.contentsRect = CGRect(x: 0.25, y: 0, width: 0.25, height: 1)  // the second of four frames
/// sprite.contentsGravity = .resizeAspect
/// sprite.magnificationFilter = .nearest
/// ```
extension CALayer {
    /// The image the layer draws; `nil` draws nothing. (Core Animation types this
    /// `Any?`; LayerKit accepts only a `CGImage`.)
    ///
    /// Setting it runs the `contents` action: on a committed standalone layer, a 0.25 s
    /// cross-fade (a `CATransition` of type `fade`), drawn from a snapshot of the old
    /// appearance, as Core Animation cross-fades a changed image.
    public var contents: CGImage? {
        get { contentsState.image }
        set {
            guard newValue !== contentsState.image else { return }
            performStructuralChange(forKey: LayerProperties.contents.key) { contentsState.image = newValue }
        }
    }

    /// The part of the image drawn, in unit coordinates from its top-left; `[0, 0, 1, 1]` is all of it.
    /// A rectangle past the unit square repeats the edge pixels.
    public var contentsRect: CGRect {
        get { contentsState.rect }
        set { contentsState.rect = newValue }
    }

    /// The stretchable middle of the image (after `contentsRect`), in unit coordinates from its
    /// top-left: the parts outside it keep their size in points (nine-slice scaling).
    /// `[0, 0, 1, 1]`, the default, stretches the whole image.
    public var contentsCenter: CGRect {
        get { contentsState.center }
        set { contentsState.center = newValue }
    }

    /// Where the contents sit in the bounds; `.resize` (fill) by default.
    public var contentsGravity: CALayerContentsGravity {
        get { contentsState.gravity }
        set { contentsState.gravity = newValue }
    }

    /// The filter used when the contents are drawn smaller than their pixels.
    public var minificationFilter: CALayerContentsFilter {
        get { contentsState.minificationFilter }
        set { contentsState.minificationFilter = newValue }
    }

    /// The filter used when the contents are drawn larger than their pixels.
    public var magnificationFilter: CALayerContentsFilter {
        get { contentsState.magnificationFilter }
        set { contentsState.magnificationFilter = newValue }
    }

    /// What the renderer needs to draw the contents, or `nil` when there are none.
    var renderContents: RenderContents? {
        guard let image = contentsState.image else { return nil }
        return RenderContents(
            image: image, contentsRect: contentsState.rect, contentsCenter: contentsState.center,
            gravity: contentsState.gravity, contentsScale: contentsScale,
            minificationFilter: contentsState.minificationFilter,
            magnificationFilter: contentsState.magnificationFilter)
    }
}
