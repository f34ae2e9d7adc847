import Foundation
import Lottie
import QuartzCore
import Testing

/// Keyframes decoded from Lottie JSON and played through Core Animation: easing, holds, precomp time.
@Suite struct KeyframeTimingTests {
    @Test func placeholder() {}
}
