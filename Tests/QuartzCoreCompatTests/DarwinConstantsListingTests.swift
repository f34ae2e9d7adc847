import Foundation
import QuartzCore
import XCTest

/// Darwin's math constants as iOS animation code uses them, in a file that imports both
/// Foundation and QuartzCore (as most do): `HUGE` and `MAXFLOAT` resolve. (The ones Glibc has
/// too, `M_PI` or `FLT_MAX`, are not redefined; Swift on Linux marks them deprecated, so this
/// warning-free file does not use them.)
final class DarwinConstantsListingTests: ListingTestCase {
    // An activity indicator's spinner: the everyday `repeatCount = HUGE`.
    func testRepeatCountHugeRepeatsForEver() {
        let spinner = CALayer()
        spinner.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        CATransaction.flush()

        let animation = CABasicAnimation(keyPath: "transform.rotation.z")
        animation.fromValue = 0
        animation.toValue = 2 * CGFloat.pi
        animation.duration = 1
        animation.repeatCount = HUGE
        animation.isRemovedOnCompletion = false
        spinner.add(animation, forKey: "spin")

        wait(10_000.25)
        let angle = spinner.presentation()?.value(forKeyPath: "transform.rotation.z") as? CGFloat
        XCTAssertEqual(Double(angle ?? 0), Double.pi / 2, accuracy: 1e-6, "a quarter turn into the 10,001st cycle")
        XCTAssertNotNil(spinner.animation(forKey: "spin"), "still running")
    }

    func testTheConstantsHaveDarwinsTypesAndValues() {
        let huge: Float = HUGE
        let maxFloat: Float = MAXFLOAT
        XCTAssertEqual(huge, Float.greatestFiniteMagnitude, "math.h defines HUGE as MAXFLOAT")
        XCTAssertEqual(maxFloat, Float.greatestFiniteMagnitude)
        XCTAssertLessThan(huge, .infinity)
    }
}
