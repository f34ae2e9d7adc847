// The string constants of the layer subclasses' headers (CAShapeLayer.h, CATextLayer.h,
// CAGradientLayer.h, CAEmitterLayer.h, CAScrollLayer.h). Typed as Apple types them where
// LayerKit has the type; the emitter and scroll layers' are plain strings until those layers exist.

// Shape layers (`fillRule`, `lineJoin`, `lineCap`).
public let kCAFillRuleNonZero = CAShapeLayerFillRule.nonZero
public let kCAFillRuleEvenOdd = CAShapeLayerFillRule.evenOdd
public let kCALineJoinMiter = CAShapeLayerLineJoin.miter
public let kCALineJoinRound = CAShapeLayerLineJoin.round
public let kCALineJoinBevel = CAShapeLayerLineJoin.bevel
public let kCALineCapButt = CAShapeLayerLineCap.butt
public let kCALineCapRound = CAShapeLayerLineCap.round
public let kCALineCapSquare = CAShapeLayerLineCap.square

// Text layers (`truncationMode`, `alignmentMode`).
public let kCATruncationNone = CATextLayerTruncationMode.none
public let kCATruncationStart = CATextLayerTruncationMode.start
public let kCATruncationEnd = CATextLayerTruncationMode.end
public let kCATruncationMiddle = CATextLayerTruncationMode.middle
public let kCAAlignmentNatural = CATextLayerAlignmentMode.natural
public let kCAAlignmentLeft = CATextLayerAlignmentMode.left
public let kCAAlignmentRight = CATextLayerAlignmentMode.right
public let kCAAlignmentCenter = CATextLayerAlignmentMode.center
public let kCAAlignmentJustified = CATextLayerAlignmentMode.justified

// Gradient layers (`type`).
public let kCAGradientLayerAxial = CAGradientLayerType.axial
public let kCAGradientLayerRadial = CAGradientLayerType.radial
public let kCAGradientLayerConic = CAGradientLayerType.conic

// Emitter layers: `emitterShape`.
public let kCAEmitterLayerPoint = "point"
public let kCAEmitterLayerLine = "line"
public let kCAEmitterLayerRectangle = "rectangle"
public let kCAEmitterLayerCuboid = "cuboid"
public let kCAEmitterLayerCircle = "circle"
public let kCAEmitterLayerSphere = "sphere"
// `emitterMode`.
public let kCAEmitterLayerPoints = "points"
public let kCAEmitterLayerOutline = "outline"
public let kCAEmitterLayerSurface = "surface"
public let kCAEmitterLayerVolume = "volume"
// `renderMode`.
public let kCAEmitterLayerUnordered = "unordered"
public let kCAEmitterLayerOldestFirst = "oldestFirst"
public let kCAEmitterLayerOldestLast = "oldestLast"
public let kCAEmitterLayerBackToFront = "backToFront"
public let kCAEmitterLayerAdditive = "additive"

// Scroll layers (`scrollMode`).
public let kCAScrollNone = "none"
public let kCAScrollVertically = "vertically"
public let kCAScrollHorizontally = "horizontally"
public let kCAScrollBoth = "both"
