import Foundation
import Lottie
import QuartzCore
import XCTest

/// Keyframes decoded from Lottie JSON and played through Core Animation: easing, holds, precomp time.
final class KeyframeTimingTests: XCTestCase {
    func testPlaceholder() {}
}
