// The string constants of the layer subclasses' headers (CAShapeLayer.h, CATextLayer.h,
// CAGradientLayer.h, CAEmitterLayer.h, CAScrollLayer.h). Typed as Apple types them where
// LayerKit has the type; the emitter and scroll layers' are plain strings until those layers exist.

// Shape layers (`fillRule`, `lineJoin`, `lineCap`).
/// `CAShapeLayerFillRule.nonZero` under its C name.
public let kCAFillRuleNonZero = CAShapeLayerFillRule.nonZero
/// `CAShapeLayerFillRule.evenOdd` under its C name.
public let kCAFillRuleEvenOdd = CAShapeLayerFillRule.evenOdd
/// `CAShapeLayerLineJoin.miter` under its C name.
public let kCALineJoinMiter = CAShapeLayerLineJoin.miter
/// `CAShapeLayerLineJoin.round` under its C name.
public let kCALineJoinRound = CAShapeLayerLineJoin.round
/// `CAShapeLayerLineJoin.bevel` under its C name.
public let kCALineJoinBevel = CAShapeLayerLineJoin.bevel
/// `CAShapeLayerLineCap.butt` under its C name.
public let kCALineCapButt = CAShapeLayerLineCap.butt
/// `CAShapeLayerLineCap.round` under its C name.
public let kCALineCapRound = CAShapeLayerLineCap.round
/// `CAShapeLayerLineCap.square` under its C name.
public let kCALineCapSquare = CAShapeLayerLineCap.square

// Text layers (`truncationMode`, `alignmentMode`).
/// `CATextLayerTruncationMode.none` under its C name.
public let kCATruncationNone = CATextLayerTruncationMode.none
/// `CATextLayerTruncationMode.start` under its C name.
public let kCATruncationStart = CATextLayerTruncationMode.start
/// `CATextLayerTruncationMode.end` under its C name.
public let kCATruncationEnd = CATextLayerTruncationMode.end
/// `CATextLayerTruncationMode.middle` under its C name.
public let kCATruncationMiddle = CATextLayerTruncationMode.middle
/// `CATextLayerAlignmentMode.natural` under its C name.
public let kCAAlignmentNatural = CATextLayerAlignmentMode.natural
/// `CATextLayerAlignmentMode.left` under its C name.
public let kCAAlignmentLeft = CATextLayerAlignmentMode.left
/// `CATextLayerAlignmentMode.right` under its C name.
public let kCAAlignmentRight = CATextLayerAlignmentMode.right
/// `CATextLayerAlignmentMode.center` under its C name.
public let kCAAlignmentCenter = CATextLayerAlignmentMode.center
/// `CATextLayerAlignmentMode.justified` under its C name.
public let kCAAlignmentJustified = CATextLayerAlignmentMode.justified

// Gradient layers (`type`).
/// `CAGradientLayerType.axial` under its C name.
public let kCAGradientLayerAxial = CAGradientLayerType.axial
/// `CAGradientLayerType.radial` under its C name.
public let kCAGradientLayerRadial = CAGradientLayerType.radial
/// `CAGradientLayerType.conic` under its C name.
public let kCAGradientLayerConic = CAGradientLayerType.conic

// Emitter layers: `emitterShape`.
/// `CAEmitterLayerEmitterShape.point` under its C name.
public let kCAEmitterLayerPoint = CAEmitterLayerEmitterShape.point
/// `CAEmitterLayerEmitterShape.line` under its C name.
public let kCAEmitterLayerLine = CAEmitterLayerEmitterShape.line
/// `CAEmitterLayerEmitterShape.rectangle` under its C name.
public let kCAEmitterLayerRectangle = CAEmitterLayerEmitterShape.rectangle
/// `CAEmitterLayerEmitterShape.cuboid` under its C name.
public let kCAEmitterLayerCuboid = CAEmitterLayerEmitterShape.cuboid
/// `CAEmitterLayerEmitterShape.circle` under its C name.
public let kCAEmitterLayerCircle = CAEmitterLayerEmitterShape.circle
/// `CAEmitterLayerEmitterShape.sphere` under its C name.
public let kCAEmitterLayerSphere = CAEmitterLayerEmitterShape.sphere
// `emitterMode`.
/// `CAEmitterLayerEmitterMode.points` under its C name.
public let kCAEmitterLayerPoints = CAEmitterLayerEmitterMode.points
/// `CAEmitterLayerEmitterMode.outline` under its C name.
public let kCAEmitterLayerOutline = CAEmitterLayerEmitterMode.outline
/// `CAEmitterLayerEmitterMode.surface` under its C name.
public let kCAEmitterLayerSurface = CAEmitterLayerEmitterMode.surface
/// `CAEmitterLayerEmitterMode.volume` under its C name.
public let kCAEmitterLayerVolume = CAEmitterLayerEmitterMode.volume
// `renderMode`.
/// `CAEmitterLayerRenderMode.unordered` under its C name.
public let kCAEmitterLayerUnordered = CAEmitterLayerRenderMode.unordered
/// `CAEmitterLayerRenderMode.oldestFirst` under its C name.
public let kCAEmitterLayerOldestFirst = CAEmitterLayerRenderMode.oldestFirst
/// `CAEmitterLayerRenderMode.oldestLast` under its C name.
public let kCAEmitterLayerOldestLast = CAEmitterLayerRenderMode.oldestLast
/// `CAEmitterLayerRenderMode.backToFront` under its C name.
public let kCAEmitterLayerBackToFront = CAEmitterLayerRenderMode.backToFront
/// `CAEmitterLayerRenderMode.additive` under its C name.
public let kCAEmitterLayerAdditive = CAEmitterLayerRenderMode.additive

// Scroll layers (`scrollMode`).
/// `CAScrollLayerScrollMode.none` under its C name.
public let kCAScrollNone = CAScrollLayerScrollMode.none
/// `CAScrollLayerScrollMode.vertically` under its C name.
public let kCAScrollVertically = CAScrollLayerScrollMode.vertically
/// `CAScrollLayerScrollMode.horizontally` under its C name.
public let kCAScrollHorizontally = CAScrollLayerScrollMode.horizontally
/// `CAScrollLayerScrollMode.both` under its C name.
public let kCAScrollBoth = CAScrollLayerScrollMode.both
