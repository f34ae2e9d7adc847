// CALayer.h's string constants, for code that still spells them as Objective-C (or Swift 4)
// did. Each has the type Apple's headers give it where LayerKit has that type.

// Contents gravity (`contentsGravity`).
public let kCAGravityCenter = CALayerContentsGravity.center
public let kCAGravityTop = CALayerContentsGravity.top
public let kCAGravityBottom = CALayerContentsGravity.bottom
public let kCAGravityLeft = CALayerContentsGravity.left
public let kCAGravityRight = CALayerContentsGravity.right
public let kCAGravityTopLeft = CALayerContentsGravity.topLeft
public let kCAGravityTopRight = CALayerContentsGravity.topRight
public let kCAGravityBottomLeft = CALayerContentsGravity.bottomLeft
public let kCAGravityBottomRight = CALayerContentsGravity.bottomRight
public let kCAGravityResize = CALayerContentsGravity.resize
public let kCAGravityResizeAspect = CALayerContentsGravity.resizeAspect
public let kCAGravityResizeAspectFill = CALayerContentsGravity.resizeAspectFill

// Contents filters (`minificationFilter`, `magnificationFilter`).
public let kCAFilterNearest = CALayerContentsFilter.nearest
public let kCAFilterLinear = CALayerContentsFilter.linear
public let kCAFilterTrilinear = CALayerContentsFilter.trilinear

// Contents formats (`contentsFormat`, not modelled: LayerKit's backing stores are 8-bit RGBA).
public let kCAContentsFormatRGBA8Uint = "RGBA8"
public let kCAContentsFormatRGBA16Float = "RGBAh"
public let kCAContentsFormatGray8Uint = "Gray8"

// Corner curves (`cornerCurve`).
public let kCACornerCurveCircular = CALayerCornerCurve.circular
public let kCACornerCurveContinuous = CALayerCornerCurve.continuous

// The action keys a layer looks up besides its property names (`action(forKey:)`).
/// The action run when the layer is added to a layer tree or stops being hidden.
public let kCAOnOrderIn = "onOrderIn"
/// The action run when the layer is removed from its layer tree or hidden.
public let kCAOnOrderOut = "onOrderOut"
/// The key of the action (usually a `CATransition`) run for a change of sublayers.
public let kCATransition = "transition"

// The corners of `maskedCorners`, as `CACornerMask` values.
public let kCALayerMinXMinYCorner = CACornerMask.layerMinXMinYCorner
public let kCALayerMaxXMinYCorner = CACornerMask.layerMaxXMinYCorner
public let kCALayerMinXMaxYCorner = CACornerMask.layerMinXMaxYCorner
public let kCALayerMaxXMaxYCorner = CACornerMask.layerMaxXMaxYCorner
