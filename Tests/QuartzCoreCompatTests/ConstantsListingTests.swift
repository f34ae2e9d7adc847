import QuartzCore
import XCTest

/// The `kCA…` constants as Objective-C-era code spells them: each sets the property it names
/// to the value the Swift name gives, and the transaction keys reach the same transaction values.
final class ConstantsListingTests: XCTestCase {
    func testAnimationConstantsSetTheTypedProperties() {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fillMode = kCAFillModeForwards
        fade.timingFunction = CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseInEaseOut)
        XCTAssertEqual(fade.fillMode, .forwards)
        XCTAssertEqual(fade.timingFunction, CAMediaTimingFunction(name: .easeInEaseOut))

        let path = CAKeyframeAnimation(keyPath: "position")
        path.calculationMode = kCAAnimationPaced
        path.rotationMode = kCAAnimationRotateAuto
        XCTAssertEqual(path.calculationMode, .paced)
        XCTAssertEqual(path.rotationMode, .rotateAuto)

        let transition = CATransition()
        transition.type = kCATransitionPush
        transition.subtype = kCATransitionFromLeft
        XCTAssertEqual(transition.type, .push)
        XCTAssertEqual(transition.subtype, .fromLeft)

        XCTAssertEqual(
            [kCAFillModeBackwards, kCAFillModeBoth, kCAFillModeRemoved].map(\.rawValue),
            ["backwards", "both", "removed"])
        XCTAssertEqual(
            [kCATransitionFade, kCATransitionMoveIn, kCATransitionReveal].map(\.rawValue),
            ["fade", "moveIn", "reveal"])
        XCTAssertEqual(kCAValueFunctionRotateZ, CAValueFunctionName.rotateZ)
    }

    func testLayerConstantsSetTheTypedProperties() {
        let layer = CALayer()
        layer.contentsGravity = kCAGravityResizeAspectFill
        layer.magnificationFilter = kCAFilterNearest
        layer.maskedCorners = [kCALayerMinXMinYCorner, kCALayerMaxXMinYCorner]
        XCTAssertEqual(layer.contentsGravity, .resizeAspectFill)
        XCTAssertEqual(layer.magnificationFilter, .nearest)
        XCTAssertEqual(layer.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner])

        let shape = CAShapeLayer()
        shape.fillRule = kCAFillRuleEvenOdd
        shape.lineCap = kCALineCapRound
        shape.lineJoin = kCALineJoinBevel
        XCTAssertEqual(shape.fillRule, .evenOdd)
        XCTAssertEqual(shape.lineCap, .round)
        XCTAssertEqual(shape.lineJoin, .bevel)

        let text = CATextLayer()
        text.alignmentMode = kCAAlignmentCenter
        text.truncationMode = kCATruncationMiddle
        XCTAssertEqual(text.alignmentMode, .center)
        XCTAssertEqual(text.truncationMode, .middle)

        let gradient = CAGradientLayer()
        gradient.type = kCAGradientLayerRadial
        XCTAssertEqual(gradient.type, .radial)

        layer.contentsFormat = kCAContentsFormatGray8Uint
        XCTAssertEqual(layer.contentsFormat, .gray8Uint)
        XCTAssertEqual(
            [kCAContentsFormatRGBA8Uint, kCAContentsFormatRGBA16Float, kCAContentsFormatGray8Uint].map(\.rawValue),
            ["RGBA8", "RGBAh", "Gray8"])
    }

    func testStringConstantsHaveApplesValues() {
        XCTAssertEqual(
            [kCAEmitterLayerPoint, kCAEmitterLayerCuboid, kCAEmitterLayerSphere].map(\.rawValue),
            ["point", "cuboid", "sphere"])
        XCTAssertEqual([kCAEmitterLayerOutline, kCAEmitterLayerVolume].map(\.rawValue), ["outline", "volume"])
        XCTAssertEqual(
            [kCAEmitterLayerOldestFirst, kCAEmitterLayerBackToFront, kCAEmitterLayerAdditive].map(\.rawValue),
            ["oldestFirst", "backToFront", "additive"])
        XCTAssertEqual([kCAOnOrderIn, kCAOnOrderOut, kCATransition], ["onOrderIn", "onOrderOut", "transition"])
        XCTAssertEqual([kCACornerCurveCircular, kCACornerCurveContinuous].map(\.rawValue), ["circular", "continuous"])
        XCTAssertEqual(kCAScrollVertically.rawValue, "vertically")
    }

    func testTransactionKeysReachTheTransactionsValues() {
        CATransaction.begin()
        CATransaction.setValue(1.5, forKey: kCATransactionAnimationDuration)
        CATransaction.setValue(true, forKey: kCATransactionDisableActions)
        CATransaction.setValue(
            CAMediaTimingFunction(name: kCAMediaTimingFunctionLinear),
            forKey: kCATransactionAnimationTimingFunction)
        var completed = false
        CATransaction.setValue({ completed = true } as () -> Void, forKey: kCATransactionCompletionBlock)
        XCTAssertEqual(CATransaction.animationDuration(), 1.5)
        XCTAssertTrue(CATransaction.disableActions())
        XCTAssertEqual(CATransaction.animationTimingFunction(), CAMediaTimingFunction(name: .linear))
        XCTAssertNotNil(CATransaction.completionBlock())
        CATransaction.commit()
        CATransaction.flush()
        XCTAssertTrue(completed, "no animation was added, so the block runs at the commit's flush")
    }
}
