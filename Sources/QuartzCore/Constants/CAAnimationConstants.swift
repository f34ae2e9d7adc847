// CAAnimation.h, CAMediaTiming.h, CAMediaTimingFunction.h and CAValueFunction.h's string
// constants, typed as Apple's headers type them.

// Fill modes (`fillMode`).
/// `CAMediaTimingFillMode.forwards` under its C name.
public let kCAFillModeForwards = CAMediaTimingFillMode.forwards
/// `CAMediaTimingFillMode.backwards` under its C name.
public let kCAFillModeBackwards = CAMediaTimingFillMode.backwards
/// `CAMediaTimingFillMode.both` under its C name.
public let kCAFillModeBoth = CAMediaTimingFillMode.both
/// `CAMediaTimingFillMode.removed` under its C name.
public let kCAFillModeRemoved = CAMediaTimingFillMode.removed

// Timing function names (`CAMediaTimingFunction(name:)`).
/// `CAMediaTimingFunctionName.linear` under its C name.
public let kCAMediaTimingFunctionLinear = CAMediaTimingFunctionName.linear
/// `CAMediaTimingFunctionName.easeIn` under its C name.
public let kCAMediaTimingFunctionEaseIn = CAMediaTimingFunctionName.easeIn
/// `CAMediaTimingFunctionName.easeOut` under its C name.
public let kCAMediaTimingFunctionEaseOut = CAMediaTimingFunctionName.easeOut
/// `CAMediaTimingFunctionName.easeInEaseOut` under its C name.
public let kCAMediaTimingFunctionEaseInEaseOut = CAMediaTimingFunctionName.easeInEaseOut
/// `CAMediaTimingFunctionName.default` under its C name.
public let kCAMediaTimingFunctionDefault = CAMediaTimingFunctionName.default

// Keyframe calculation modes (`calculationMode`).
/// `CAAnimationCalculationMode.linear` under its C name.
public let kCAAnimationLinear = CAAnimationCalculationMode.linear
/// `CAAnimationCalculationMode.discrete` under its C name.
public let kCAAnimationDiscrete = CAAnimationCalculationMode.discrete
/// `CAAnimationCalculationMode.paced` under its C name.
public let kCAAnimationPaced = CAAnimationCalculationMode.paced
/// `CAAnimationCalculationMode.cubic` under its C name.
public let kCAAnimationCubic = CAAnimationCalculationMode.cubic
/// `CAAnimationCalculationMode.cubicPaced` under its C name.
public let kCAAnimationCubicPaced = CAAnimationCalculationMode.cubicPaced

// Keyframe rotation modes (`rotationMode`).
/// `CAAnimationRotationMode.rotateAuto` under its C name.
public let kCAAnimationRotateAuto = CAAnimationRotationMode.rotateAuto
/// `CAAnimationRotationMode.rotateAutoReverse` under its C name.
public let kCAAnimationRotateAutoReverse = CAAnimationRotationMode.rotateAutoReverse

// Transition types (`CATransition.type`).
/// `CATransitionType.fade` under its C name.
public let kCATransitionFade = CATransitionType.fade
/// `CATransitionType.moveIn` under its C name.
public let kCATransitionMoveIn = CATransitionType.moveIn
/// `CATransitionType.push` under its C name.
public let kCATransitionPush = CATransitionType.push
/// `CATransitionType.reveal` under its C name.
public let kCATransitionReveal = CATransitionType.reveal

// Transition subtypes (`CATransition.subtype`).
/// `CATransitionSubtype.fromRight` under its C name.
public let kCATransitionFromRight = CATransitionSubtype.fromRight
/// `CATransitionSubtype.fromLeft` under its C name.
public let kCATransitionFromLeft = CATransitionSubtype.fromLeft
/// `CATransitionSubtype.fromTop` under its C name.
public let kCATransitionFromTop = CATransitionSubtype.fromTop
/// `CATransitionSubtype.fromBottom` under its C name.
public let kCATransitionFromBottom = CATransitionSubtype.fromBottom

// Value function names (`CAValueFunction(name:)`).
/// `CAValueFunctionName.rotateX` under its C name.
public let kCAValueFunctionRotateX = CAValueFunctionName.rotateX
/// `CAValueFunctionName.rotateY` under its C name.
public let kCAValueFunctionRotateY = CAValueFunctionName.rotateY
/// `CAValueFunctionName.rotateZ` under its C name.
public let kCAValueFunctionRotateZ = CAValueFunctionName.rotateZ
/// `CAValueFunctionName.scale` under its C name.
public let kCAValueFunctionScale = CAValueFunctionName.scale
/// `CAValueFunctionName.scaleX` under its C name.
public let kCAValueFunctionScaleX = CAValueFunctionName.scaleX
/// `CAValueFunctionName.scaleY` under its C name.
public let kCAValueFunctionScaleY = CAValueFunctionName.scaleY
/// `CAValueFunctionName.scaleZ` under its C name.
public let kCAValueFunctionScaleZ = CAValueFunctionName.scaleZ
/// `CAValueFunctionName.translate` under its C name.
public let kCAValueFunctionTranslate = CAValueFunctionName.translate
/// `CAValueFunctionName.translateX` under its C name.
public let kCAValueFunctionTranslateX = CAValueFunctionName.translateX
/// `CAValueFunctionName.translateY` under its C name.
public let kCAValueFunctionTranslateY = CAValueFunctionName.translateY
/// `CAValueFunctionName.translateZ` under its C name.
public let kCAValueFunctionTranslateZ = CAValueFunctionName.translateZ
