import Foundation
import GLRender
import QuartzCore
import XCTest

@testable import Lottie

/// A repeater whose count `c` is keyframed shows the first `Int(c)` copies at each frame, the
/// count eased as any number, as rlottie plays it (`LottieRepeaterCopies`).
final class AnimatedRepeaterCopiesTests: XCTestCase {
    typealias Files = LottieShapeTestFiles

    /// A repeater of `copies` (a property, JSON text), each copy `step` further.
    private func repeater(
        copies: String, step: String = "[20, 0]", startOpacity: Double = 100, endOpacity: Double = 100
    )
        -> String
    {
        #"{"ty": "rp", "c": \#(copies), "o": \#(Files.fixed("0")), "m": 1, "tr": {"p": \#(Files.fixed(step)), "a": \#(Files.fixed("[0, 0]")), "s": \#(Files.fixed("[100, 100]")), "r": \#(Files.fixed("0")), "so": \#(Files.fixed("\(startOpacity)")), "eo": \#(Files.fixed("\(endOpacity)"))}}"#
    }

    /// A shape layer of one 10-point square at (10, 50), repeated by `repeater`, filled blue.
    private func animation(_ repeater: String) throws -> LottieAnimation {
        try Files.animation(
            "[\(Files.group("\(Files.rectangle(10, 50, 10, 10)), \(repeater), \(Files.fill("0, 0, 1"))"))]")
    }

    /// How many shape layers show at `frame` in the presentation tree (one per copy here).
    private func shownCopies(_ animation: LottieAnimation, atFrame frame: Double) -> Int {
        let player = LottieAnimationLayer(animation: animation)
        player.currentFrame = frame
        func walk(_ layer: CALayer) -> Int {
            guard !layer.isHidden else { return 0 }
            return (layer is CAShapeLayer ? 1 : 0) + (layer.sublayers ?? []).reduce(0) { $0 + walk($1) }
        }
        return player.presentation(at: 0).map(walk) ?? -1
    }

    /// Held, linear and eased keys, one easing dipping below its start: the copies shown at each
    /// frame are the truncated count computed here on its own (``cubicBezierEasing``).
    func testShownCopiesFollowTheEasedCount() throws {
        let linear = #""o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}"#
        // From 5 to 6, first falling below 5 (y down to about −0.2) then rising.
        let dip = #""o": {"x": [0.5], "y": [-0.6]}, "i": {"x": [0.5], "y": [1]}"#
        let copies =
            #"{"a": 1, "k": [{"t": 0, "s": [1], "h": 1}, {"t": 10, "s": [3], \#(linear)}, {"t": 20, "s": [5], \#(dip)}, {"t": 30, "s": [6], "h": 1}, {"t": 35, "s": [0]}]}"#
        let animation = try animation(repeater(copies: copies))
        XCTAssertEqual(animation.warnings, [])
        XCTAssertEqual(Files.layers(animation).compactMap { $0 as? CAShapeLayer }.count, 6)
        func count(atFrame frame: Double) -> Double {
            switch frame {
            case ..<10: return 1
            case ..<20: return 3 + 2 * (frame - 10) / 10
            case ..<30: return 5 + cubicBezierEasing(0.5, -0.6, 0.5, 1, at: (frame - 20) / 10)
            case ..<35: return 6
            default: return 0
            }
        }
        var shownCounts = Set<Int>()
        var dipped = false
        // Between the keys' frames: on its own frame a held key shows what lottie-ios's 32-bit
        // key time makes of it (LottieKeyTimes, tested in KeyframeTimingTests).
        for frame in stride(from: 0.13, through: 40, by: 0.25) {
            let value = count(atFrame: frame)
            // Not within a hundredth of a switch, which the bisection places to far less.
            guard value == value.rounded() || abs(value - value.rounded()) > 0.01 else { continue }
            let expected = Int(value)
            XCTAssertEqual(shownCopies(animation, atFrame: frame), expected, "frame \(frame), count \(value)")
            shownCounts.insert(expected)
            if frame > 20, frame < 30, expected == 4 { dipped = true }
        }
        XCTAssertEqual(shownCounts, [0, 1, 3, 4, 5, 6])
        XCTAssertTrue(dipped, "the eased count dips below 5 between frames 20 and 30")
        // Each copy that is not always shown flips with one discrete animation.
        let hidden = Files.layers(animation).compactMap { $0.animation(forKey: "hidden") as? CAKeyframeAnimation }
        XCTAssertEqual(hidden.filter { $0.calculationMode == .discrete }.count, 6 + 1)  // + the layer's in/out
        // Start and end opacity alike: no copy's opacity follows the count.
        XCTAssertEqual(Files.layers(animation).filter { $0.animation(forKey: "opacity") != nil }.count, 0)
    }

    /// Squares 20 points apart: with the count at 3.3, three have ink and the fourth none.
    func testRenderedCopiesStopAtTheCount() throws {
        let copies =
            #"{"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 20, "s": [6]}]}"#
        let animation = try animation(repeater(copies: copies))
        let inked = { (image: RGBAImage) in (0..<5).map { Files.color(image, 10 + 20 * Double($0), 50).a > 250 } }
        XCTAssertEqual(inked(try Files.render(animation, frame: 11)), [true, true, true, false, false])
        XCTAssertEqual(inked(try Files.render(animation, frame: 0)), [false, false, false, false, false])
        XCTAssertEqual(inked(try Files.render(animation, frame: 20)), [true, true, true, true, true])
    }

    /// The last copy shown takes the end opacity, whatever the count is at that frame.
    func testOpacityRunsToTheLastCopyShown() throws {
        let copies =
            #"{"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 20, "s": [6]}]}"#
        let animation = try animation(repeater(copies: copies, endOpacity: 20))
        let image = try Files.render(animation, frame: 11)
        XCTAssertGreaterThan(Files.color(image, 10, 50).a, 250)
        XCTAssertEqual(Double(Files.color(image, 30, 50).a), 0.6 * 255, accuracy: 6)
        XCTAssertEqual(Double(Files.color(image, 50, 50).a), 0.2 * 255, accuracy: 6)
        XCTAssertEqual(Files.color(image, 70, 50).a, 0)
    }

    /// A count swinging between 0 and 1,000 on every frame shows and hides copies at most
    /// `maximumFlips` times in all, then holds, and the opacities do not follow it.
    func testSwingingCountIsBounded() {
        let keyframes = (0..<400).map { LottieKeyframe(frame: Double($0), value: $0 % 2 == 0 ? 0.0 : 1000) }
        let copies = LottieRepeaterCopies(.keyframed(keyframes), limit: 1000)
        XCTAssertEqual(copies.count, 1000)
        let flips = (0..<copies.count).map { copy in
            guard case .keyframed(let hidden) = copies.hidden(copy) else { return 0 }
            return hidden.count - 1
        }
        XCTAssertLessThanOrEqual(flips.reduce(0, +), LottieRepeaterCopies.maximumFlips)
        XCTAssertGreaterThan(flips.reduce(0, +), LottieRepeaterCopies.maximumFlips - 1000)
        // Opacities shared over the count at each change would be ~100 keys for each of 1,000
        // copies: they are shared over all the copies instead.
        guard case .fixed(let share) = copies.opacityCount else { return XCTFail("opacities follow the count") }
        XCTAssertEqual(share, 1000)
    }

    /// A fixed count makes its copies with no animation: the only one in the tree is the
    /// Lottie layer's own in/out `hidden`.
    func testFixedCountAddsNoAnimations() throws {
        let animation = try animation(repeater(copies: Files.fixed("4"), endOpacity: 20))
        let layers = Files.layers(animation)
        XCTAssertEqual(layers.compactMap { $0 as? CAShapeLayer }.count, 4)
        XCTAssertEqual(layers.map { $0.animationKeys()?.count ?? 0 }.reduce(0, +), 1)
        XCTAssertEqual(layers.count, 21)
    }

    /// A fixed count that is not whole is truncated, as lottie-ios's Core Animation engine
    /// (`Int(copies)`) and rlottie take it.
    func testAFractionalFixedCountIsTruncated() throws {
        for (count, copies) in [("3.6", 3), ("3", 3), ("0.9", 0)] {
            let animation = try animation(repeater(copies: Files.fixed(count)))
            XCTAssertEqual(Files.layers(animation).compactMap { $0 as? CAShapeLayer }.count, copies, "c = \(count)")
        }
    }
}
