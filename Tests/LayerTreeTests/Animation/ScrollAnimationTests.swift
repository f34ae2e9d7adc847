import Foundation
import XCTest

@testable import LayerTree

/// Scrolling is a `bounds` change: it animates implicitly, as in Core Animation, unless the
/// transaction disables actions.
final class ScrollAnimationTests: AnimationTestCase {
    private func makeCommittedScroller() -> CAScrollLayer {
        let scroller = CAScrollLayer()
        scroller.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        CATransaction.flush()
        return scroller
    }

    func testScrollingAnimatesTheBoundsOrigin() throws {
        let scroller = makeCommittedScroller()
        let start = CACurrentMediaTime()
        scroller.scroll(to: CGPoint(x: 0, y: 200))
        XCTAssertEqual(scroller.animationKeys(), ["bounds"])
        XCTAssertEqual(scroller.bounds.origin, CGPoint(x: 0, y: 200), "the model moves at once")
        let halfway = try XCTUnwrap(scroller.presentation(at: start + 0.125)).bounds.origin.y
        XCTAssertGreaterThan(halfway, 0)
        XCTAssertLessThan(halfway, 200)
        XCTAssertEqual(scroller.presentation(at: start + 0.25)?.bounds.origin.y, 200)
    }

    func testScrollingWithActionsDisabledJumps() {
        let scroller = makeCommittedScroller()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        scroller.scroll(to: CGPoint(x: 0, y: 200))
        CATransaction.commit()
        XCTAssertNil(scroller.animationKeys())
    }
}
