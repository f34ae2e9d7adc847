// CAAnimation.h, CAMediaTiming.h, CAMediaTimingFunction.h and CAValueFunction.h's string
// constants, typed as Apple's headers type them.

// Fill modes (`fillMode`).
public let kCAFillModeForwards = CAMediaTimingFillMode.forwards
public let kCAFillModeBackwards = CAMediaTimingFillMode.backwards
public let kCAFillModeBoth = CAMediaTimingFillMode.both
public let kCAFillModeRemoved = CAMediaTimingFillMode.removed

// Timing function names (`CAMediaTimingFunction(name:)`).
public let kCAMediaTimingFunctionLinear = CAMediaTimingFunctionName.linear
public let kCAMediaTimingFunctionEaseIn = CAMediaTimingFunctionName.easeIn
public let kCAMediaTimingFunctionEaseOut = CAMediaTimingFunctionName.easeOut
public let kCAMediaTimingFunctionEaseInEaseOut = CAMediaTimingFunctionName.easeInEaseOut
public let kCAMediaTimingFunctionDefault = CAMediaTimingFunctionName.default

// Keyframe calculation modes (`calculationMode`).
public let kCAAnimationLinear = CAAnimationCalculationMode.linear
public let kCAAnimationDiscrete = CAAnimationCalculationMode.discrete
public let kCAAnimationPaced = CAAnimationCalculationMode.paced
public let kCAAnimationCubic = CAAnimationCalculationMode.cubic
public let kCAAnimationCubicPaced = CAAnimationCalculationMode.cubicPaced

// Keyframe rotation modes (`rotationMode`).
public let kCAAnimationRotateAuto = CAAnimationRotationMode.rotateAuto
public let kCAAnimationRotateAutoReverse = CAAnimationRotationMode.rotateAutoReverse

// Transition types (`CATransition.type`).
public let kCATransitionFade = CATransitionType.fade
public let kCATransitionMoveIn = CATransitionType.moveIn
public let kCATransitionPush = CATransitionType.push
public let kCATransitionReveal = CATransitionType.reveal

// Transition subtypes (`CATransition.subtype`).
public let kCATransitionFromRight = CATransitionSubtype.fromRight
public let kCATransitionFromLeft = CATransitionSubtype.fromLeft
public let kCATransitionFromTop = CATransitionSubtype.fromTop
public let kCATransitionFromBottom = CATransitionSubtype.fromBottom

// Value function names (`CAValueFunction(name:)`).
public let kCAValueFunctionRotateX = CAValueFunctionName.rotateX
public let kCAValueFunctionRotateY = CAValueFunctionName.rotateY
public let kCAValueFunctionRotateZ = CAValueFunctionName.rotateZ
public let kCAValueFunctionScale = CAValueFunctionName.scale
public let kCAValueFunctionScaleX = CAValueFunctionName.scaleX
public let kCAValueFunctionScaleY = CAValueFunctionName.scaleY
public let kCAValueFunctionScaleZ = CAValueFunctionName.scaleZ
public let kCAValueFunctionTranslate = CAValueFunctionName.translate
public let kCAValueFunctionTranslateX = CAValueFunctionName.translateX
public let kCAValueFunctionTranslateY = CAValueFunctionName.translateY
public let kCAValueFunctionTranslateZ = CAValueFunctionName.translateZ
