import Foundation

/// The content properties of a layer, kept together so `CALayer` holds one stored
/// value for them (and presentation copies copy them in one assignment).
struct LayerContents: Equatable {
    /// The image drawn. Setting it (contents, display, a drawing worker) forgets any other value.
    var image: CGImage? {
        didSet { otherValue = nil }
    }
    /// What `contents` was set to when it is not a `CGImage`: kept for the getter, drawn as nothing.
    var otherValue: OtherContents?
    var rect = LayerProperties.contentsRect.defaultValue
    var center = LayerProperties.contentsCenter.defaultValue
    var gravity = LayerProperties.contentsGravity.defaultValue
    var minificationFilter = LayerProperties.minificationFilter.defaultValue
    var magnificationFilter = LayerProperties.magnificationFilter.defaultValue
    var minificationFilterBias = LayerProperties.minificationFilterBias.defaultValue
}

/// A `contents` value that is not an image (Core Animation types `contents` `Any?`).
struct OtherContents: Equatable {
    let value: Any

    /// The same object, or never equal: a value of another type cannot be compared.
    static func == (lhs: OtherContents, rhs: OtherContents) -> Bool {
        guard let a = lhs.value as AnyObject?, let b = rhs.value as AnyObject?,
            type(of: lhs.value) is AnyClass, type(of: rhs.value) is AnyClass
        else { return false }
        return a === b
    }
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
    /// What the layer draws: a `CGImage` is drawn; `nil`, or anything else, draws nothing (the
    /// value is kept, as Core Animation keeps it). Typed `Any?` as Apple's is, so
    /// `layer.contents = image` and `layer.contents as! CGImage` port unchanged.
    ///
    /// Setting it runs the `contents` action: on a committed standalone layer, a 0.25 s
    /// cross-fade (a `CATransition` of type `fade`), drawn from a snapshot of the old
    /// appearance, as Core Animation cross-fades a changed image.
    public var contents: Any? {
        get { contentsState.image ?? contentsState.otherValue?.value }
        set {
            let image = newValue.flatMap { $0 as? CGImage }
            let other = image == nil ? newValue.map(OtherContents.init(value:)) : nil
            guard image !== contentsState.image || other != contentsState.otherValue else { return }
            performStructuralChange(forKey: LayerProperties.contents.key) {
                contentsState.image = image
                contentsState.otherValue = other
            }
        }
    }

    /// The image `contents` holds, if it holds one (what the renderer draws).
    public var contentsImage: CGImage? { contentsState.image }

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

    /// The bias added to the mipmap level chosen for `trilinear` minification (positive is
    /// blurrier, negative sharper). The renderer adds it in the fragment shader (GLSL's
    /// `texture(sampler, uv, bias)`, as GLES 3.0 samplers have no bias parameter), for pieces
    /// drawn with `trilinear` minification only; other filters ignore it.
    public var minificationFilterBias: Float {
        get { contentsState.minificationFilterBias }
        set { contentsState.minificationFilterBias = newValue }
    }

    /// Whether the layer's contents are drawn mirrored vertically relative to the root's space
    /// (Core Animation's `contentsAreFlipped()`; do not override it).
    ///
    /// Apple's header counts the layers with `isGeometryFlipped` from the layer up to the root's
    /// implicit container and answers `true` for an odd count. Here a layer's own flag mirrors
    /// only its sublayers (rendering-semantics.md: its own background and contents are not
    /// flipped) and there is no flipped container above the root (iOS's y-down convention), so
    /// the count is of the superlayers alone.
    public func contentsAreFlipped() -> Bool {
        var flipped = false
        var layer = superlayer
        while let current = layer {
            if current.isGeometryFlipped { flipped.toggle() }
            layer = current.superlayer
        }
        return flipped
    }

    /// What the renderer needs to draw the contents, or `nil` when there are none.
    var renderContents: RenderContents? {
        guard let image = contentsState.image else { return nil }
        return RenderContents(
            image: image, contentsRect: contentsState.rect, contentsCenter: contentsState.center,
            gravity: contentsState.gravity, contentsScale: contentsScale,
            minificationFilter: contentsState.minificationFilter,
            magnificationFilter: contentsState.magnificationFilter,
            minificationFilterBias: contentsState.minificationFilterBias)
    }
}
