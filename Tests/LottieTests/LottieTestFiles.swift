import Foundation
import Lottie
import QuartzCore

/// Small Lottie documents written for one behaviour each, and the layers they become.
enum LottieTestFiles {
    /// A 100×100, 10 fps composition from frame 0 to 40 with `layers` (JSON text) and `assets`.
    static func composition(layers: String, assets: String = "[]") -> String {
        #"{"v": "5.7.0", "fr": 10, "ip": 0, "op": 40, "w": 100, "h": 100, "layers": \#(layers), "assets": \#(assets)}"#
    }

    /// A null layer whose opacity is the property `opacity` (JSON text).
    static func nullLayer(opacity: String, extra: String = "") -> String {
        #"{"ty": 3, "ind": 1, "ip": 0, "op": 40, "st": 0\#(extra), "ks": {"o": \#(opacity)}}"#
    }

    static func decode(_ text: String) throws -> LottieAnimation {
        try LottieAnimation(data: Data(text.utf8))
    }

    /// The opacity of the composition's first layer (its outermost layer, which carries the
    /// Lottie layer's opacity) at `frame`, as the presentation tree shows it.
    static func opacity(of animation: LottieAnimation, atFrame frame: Double, path: [Int] = [0, 0, 0]) -> Double {
        let player = LottieAnimationLayer(animation: animation)
        player.currentFrame = frame
        // The player is paused (speed 0): any global time shows the same frame.
        guard var layer: CALayer = player.presentation(at: 0) else { return .nan }
        for index in path { layer = layer.sublayers![index] }
        return Double(layer.opacity)
    }
}

/// The y of the cubic Bézier easing (0,0), (x1,y1), (x2,y2), (1,1) at `x`, by bisection on
/// the curve parameter: an independent check of the timing functions the player makes.
func cubicBezierEasing(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
    func bezier(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
        3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
    }
    var (low, high) = (0.0, 1.0)
    for _ in 0..<60 {
        let mid = (low + high) / 2
        if bezier(x1, x2, mid) < x { low = mid } else { high = mid }
    }
    return bezier(y1, y2, (low + high) / 2)
}
