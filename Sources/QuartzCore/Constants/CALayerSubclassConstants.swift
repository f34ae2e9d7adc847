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
/// The emitter layer value `"point"`; a plain string until `CAEmitterLayer` exists.
public let kCAEmitterLayerPoint = "point"
/// The emitter layer value `"line"`; a plain string until `CAEmitterLayer` exists.
public let kCAEmitterLayerLine = "line"
/// The emitter layer value `"rectangle"`; a plain string until `CAEmitterLayer` exists.
public let kCAEmitterLayerRectangle = "rectangle"
/// The emitter layer value `"cuboid"`; a plain string until `CAEmitterLayer` exists.
public let kCAEmitterLayerCuboid = "cuboid"
/// The emitter layer value `"circle"`; a plain string until `CAEmitterLayer` exists.
public let kCAEmitterLayerCircle = "circle"
/// The emitter layer value `"sphere"`; a plain string until `CAEmitterLayer` exists.
public let kCAEmitterLayerSphere = "sphere"
// `emitterMode`.
/// The emitter layer value `"points"`; a plain string until `CAEmitterLayer` exists.
public let kCAEmitterLayerPoints = "points"
/// The emitter layer value `"outline"`; a plain string until `CAEmitterLayer` exists.
public let kCAEmitterLayerOutline = "outline"
/// The emitter layer value `"surface"`; a plain string until `CAEmitterLayer` exists.
public let kCAEmitterLayerSurface = "surface"
/// The emitter layer value `"volume"`; a plain string until `CAEmitterLayer` exists.
public let kCAEmitterLayerVolume = "volume"
// `renderMode`.
/// The emitter layer value `"unordered"`; a plain string until `CAEmitterLayer` exists.
public let kCAEmitterLayerUnordered = "unordered"
/// The emitter layer value `"oldestFirst"`; a plain string until `CAEmitterLayer` exists.
public let kCAEmitterLayerOldestFirst = "oldestFirst"
/// The emitter layer value `"oldestLast"`; a plain string until `CAEmitterLayer` exists.
public let kCAEmitterLayerOldestLast = "oldestLast"
/// The emitter layer value `"backToFront"`; a plain string until `CAEmitterLayer` exists.
public let kCAEmitterLayerBackToFront = "backToFront"
/// The emitter layer value `"additive"`; a plain string until `CAEmitterLayer` exists.
public let kCAEmitterLayerAdditive = "additive"

// Scroll layers (`scrollMode`).
/// The scroll mode `"none"`; a plain string until `CAScrollLayer` exists.
public let kCAScrollNone = "none"
/// The scroll mode `"vertically"`; a plain string until `CAScrollLayer` exists.
public let kCAScrollVertically = "vertically"
/// The scroll mode `"horizontally"`; a plain string until `CAScrollLayer` exists.
public let kCAScrollHorizontally = "horizontally"
/// The scroll mode `"both"`; a plain string until `CAScrollLayer` exists.
public let kCAScrollBoth = "both"
