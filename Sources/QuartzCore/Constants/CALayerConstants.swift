// CALayer.h's string constants, for code that still spells them as Objective-C (or Swift 4)
// did. Each has the type Apple's headers give it where LayerKit has that type.

// Contents gravity (`contentsGravity`).
/// `CALayerContentsGravity.center` under its C name.
public let kCAGravityCenter = CALayerContentsGravity.center
/// `CALayerContentsGravity.top` under its C name.
public let kCAGravityTop = CALayerContentsGravity.top
/// `CALayerContentsGravity.bottom` under its C name.
public let kCAGravityBottom = CALayerContentsGravity.bottom
/// `CALayerContentsGravity.left` under its C name.
public let kCAGravityLeft = CALayerContentsGravity.left
/// `CALayerContentsGravity.right` under its C name.
public let kCAGravityRight = CALayerContentsGravity.right
/// `CALayerContentsGravity.topLeft` under its C name.
public let kCAGravityTopLeft = CALayerContentsGravity.topLeft
/// `CALayerContentsGravity.topRight` under its C name.
public let kCAGravityTopRight = CALayerContentsGravity.topRight
/// `CALayerContentsGravity.bottomLeft` under its C name.
public let kCAGravityBottomLeft = CALayerContentsGravity.bottomLeft
/// `CALayerContentsGravity.bottomRight` under its C name.
public let kCAGravityBottomRight = CALayerContentsGravity.bottomRight
/// `CALayerContentsGravity.resize` under its C name.
public let kCAGravityResize = CALayerContentsGravity.resize
/// `CALayerContentsGravity.resizeAspect` under its C name.
public let kCAGravityResizeAspect = CALayerContentsGravity.resizeAspect
/// `CALayerContentsGravity.resizeAspectFill` under its C name.
public let kCAGravityResizeAspectFill = CALayerContentsGravity.resizeAspectFill

// Contents filters (`minificationFilter`, `magnificationFilter`).
/// `CALayerContentsFilter.nearest` under its C name.
public let kCAFilterNearest = CALayerContentsFilter.nearest
/// `CALayerContentsFilter.linear` under its C name.
public let kCAFilterLinear = CALayerContentsFilter.linear
/// `CALayerContentsFilter.trilinear` under its C name.
public let kCAFilterTrilinear = CALayerContentsFilter.trilinear

// Contents formats (`contentsFormat`), typed as Apple types them.
/// Apple's `kCAContentsFormatRGBA8Uint`: 8-bit RGBA backing stores (LayerKit's default).
public let kCAContentsFormatRGBA8Uint = CALayerContentsFormat.RGBA8Uint
/// Apple's `kCAContentsFormatRGBA16Float`: half-float RGBA backing stores.
public let kCAContentsFormatRGBA16Float = CALayerContentsFormat.RGBA16Float
/// Apple's `kCAContentsFormatGray8Uint`: 8-bit gray backing stores.
public let kCAContentsFormatGray8Uint = CALayerContentsFormat.gray8Uint

// Corner curves (`cornerCurve`).
/// `CALayerCornerCurve.circular` under its C name.
public let kCACornerCurveCircular = CALayerCornerCurve.circular
/// `CALayerCornerCurve.continuous` under its C name.
public let kCACornerCurveContinuous = CALayerCornerCurve.continuous

// The action keys a layer looks up besides its property names (`action(forKey:)`).
/// The action run when the layer is added to a layer tree or stops being hidden.
public let kCAOnOrderIn = "onOrderIn"
/// The action run when the layer is removed from its layer tree or hidden.
public let kCAOnOrderOut = "onOrderOut"
/// The key of the action (usually a `CATransition`) run for a change of sublayers.
public let kCATransition = "transition"

// The corners of `maskedCorners`, as `CACornerMask` values.
/// `CACornerMask.layerMinXMinYCorner` under its C name.
public let kCALayerMinXMinYCorner = CACornerMask.layerMinXMinYCorner
/// `CACornerMask.layerMaxXMinYCorner` under its C name.
public let kCALayerMaxXMinYCorner = CACornerMask.layerMaxXMinYCorner
/// `CACornerMask.layerMinXMaxYCorner` under its C name.
public let kCALayerMinXMaxYCorner = CACornerMask.layerMinXMaxYCorner
/// `CACornerMask.layerMaxXMaxYCorner` under its C name.
public let kCALayerMaxXMaxYCorner = CACornerMask.layerMaxXMaxYCorner
