import Foundation
import XCTest

@testable import LayerTree

/// `transform.translation` and its axes take points, sizes, numbers and boxes of them, and a
/// keyframe `path` moves the whole translation along it, as in Core Animation.
final class TranslationValueTests: AnimationTestCase {
    private func presentedTranslation(_ animation: CAPropertyAnimation, at seconds: Double) throws -> CGSize {
        let layer = makeCommittedLayer()
        animation.duration = 1
        try layer.addAnimation(animation, forKey: "t")
        clock.advance(by: seconds)
        let t = layer.presentation()!.transform
        return CGSize(width: t.m41, height: t.m42)
    }

    func testTheWholeTranslationTakesPointsSizesNumbersAndBoxes() throws {
        let cases: [(from: Any, to: Any, expected: CGSize)] = [
            (CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 40), CGSize(width: 50, height: 20)),
            (CGSize(width: 0, height: 0), CGSize(width: 100, height: 40), CGSize(width: 50, height: 20)),
            (0, 30, CGSize(width: 15, height: 15)),
            (
                NSValue(point: CGPoint(x: 0, y: 0)), NSValue(point: CGPoint(x: 100, y: 40)),
                CGSize(width: 50, height: 20)
            ),
            (
                NSValue(size: CGSize(width: 0, height: 0)), NSValue(size: CGSize(width: 10, height: 4)),
                CGSize(width: 5, height: 2)
            ),
        ]
        for (from, to, expected) in cases {
            let animation = CABasicAnimation(keyPath: "transform.translation")
            animation.fromValue = from
            animation.toValue = to
            XCTAssertEqual(try presentedTranslation(animation, at: 0.5), expected, "\(type(of: to))")
        }
    }

    func testOneAxisTakesThatAxisOfAPointOrASize() throws {
        let x = CABasicAnimation(keyPath: "transform.translation.x")
        x.fromValue = CGPoint(x: 0, y: 999)
        x.toValue = CGPoint(x: 100, y: 999)
        XCTAssertEqual(try presentedTranslation(x, at: 0.5), CGSize(width: 50, height: 0))
        let y = CAKeyframeAnimation(keyPath: "transform.translation.y")
        y.values = [CGSize(width: 999, height: 0), NSValue(size: CGSize(width: 999, height: 80))]
        XCTAssertEqual(try presentedTranslation(y, at: 0.25), CGSize(width: 0, height: 20))
    }

    func testAKeyframePathMovesTheTranslation() throws {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        let animation = CAKeyframeAnimation(keyPath: "transform.translation")
        animation.path = path
        XCTAssertEqual(try presentedTranslation(animation, at: 0.25), CGSize(width: 50, height: 0))
        XCTAssertEqual(try presentedTranslation(animation, at: 0.75), CGSize(width: 100, height: 50))
    }

    func testAKeyframePathOnTheTranslationReachesTheRenderTree() throws {
        let layer = makeCommittedLayer()
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 40, y: 80))
        let animation = CAKeyframeAnimation(keyPath: "transform.translation")
        animation.path = path
        animation.beginTime = 100
        animation.duration = 1
        try layer.addAnimation(animation, forKey: "t", startsNow: false)
        let transform = CommittedTree(layer).renderTree(at: 100.5).root?.transform
        XCTAssertEqual(transform?.m41 ?? -1, 20, accuracy: 1e-9)
        XCTAssertEqual(transform?.m42 ?? -1, 40, accuracy: 1e-9)
    }

    func testAPathStillRefusesPropertiesThatAreNotPoints() {
        let animation = CAKeyframeAnimation(keyPath: "transform.translation.x")
        animation.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        XCTAssertThrowsError(try makeCommittedLayer().addAnimation(animation, forKey: "t"))
    }
}
