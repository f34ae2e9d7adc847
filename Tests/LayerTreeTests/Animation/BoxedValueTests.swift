import Foundation
import XCTest

@testable import LayerTree

/// Animation values boxed in `NSValue` as UIKit code writes them.
final class BoxedValueTests: AnimationTestCase {
    func testBoxesRoundTripAndUnboxIntoAnimatableValues() {
        let turn = CATransform3DMakeRotation(0.5, 0, 1, 0)
        XCTAssertEqual(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgPointValue, CGPoint(x: 1, y: 2))
        XCTAssertEqual(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue, CGSize(width: 3, height: 4))
        XCTAssertEqual(
            NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue,
            CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertEqual(NSValue(caTransform3D: turn).caTransform3DValue, turn)
        XCTAssertEqual(NSValue(cgPoint: .zero).caTransform3DValue, CATransform3DIdentity, "not a transform")

        XCTAssertEqual(AnimatableValue(NSValue(cgPoint: CGPoint(x: 1, y: 2))), .point(CGPoint(x: 1, y: 2)))
        XCTAssertEqual(
            AnimatableValue(NSValue(cgSize: CGSize(width: 3, height: 4))), .size(CGSize(width: 3, height: 4)))
        XCTAssertEqual(AnimatableValue(NSValue(cgRect: .zero)), .rect(.zero))
        XCTAssertEqual(AnimatableValue(NSValue(caTransform3D: turn)), .transform(turn))
        XCTAssertEqual(AnimatableValue(NSNumber(value: 2.5)), .number(2.5), "a number is a box too, read as a number")
        var range = NSRange(location: 1, length: 2)
        XCTAssertNil(AnimatableValue(NSValue(bytes: &range, objCType: "{_NSRange=QQ}")), "other boxes do not animate")
    }

    func testBoxedValuesAnimate() {
        let layer = makeCommittedLayer()
        let start = CACurrentMediaTime()
        let move = CAKeyframeAnimation(keyPath: "position")
        move.values = [
            NSValue(cgPoint: CGPoint(x: 0, y: 0)), NSValue(cgPoint: CGPoint(x: 100, y: 0)),
            NSValue(cgPoint: CGPoint(x: 100, y: 100)),
        ]
        move.duration = 2
        layer.add(move, forKey: "move")
        let spin = CABasicAnimation(keyPath: "transform")
        spin.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
        spin.toValue = NSValue(caTransform3D: CATransform3DMakeTranslation(40, 0, 0))
        spin.duration = 2
        spin.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(spin, forKey: "spin")
        let halfway = layer.presentation(at: start + 1)!
        assertPoint(halfway.position, 100, 0)
        XCTAssertEqual(halfway.transform.m41, 20, accuracy: 1e-9)
    }
}
