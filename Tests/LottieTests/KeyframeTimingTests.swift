import Foundation
import Lottie
import QuartzCore
import XCTest

/// Keyframes decoded from Lottie JSON and played through Core Animation: easing, holds,
/// precomposition time.
final class KeyframeTimingTests: XCTestCase {
    /// Opacity 0 → 100 over frames 0…10 with the easing `o`, `i` (JSON text).
    private func easedOpacity(out: String, in inTangent: String) -> String {
        #"{"a": 1, "k": [{"t": 0, "s": [0], "o": \#(out), "i": \#(inTangent)}, {"t": 10, "s": [100]}]}"#
    }

    func testEasingFollowsTheCubicBezierOfTheTangents() throws {
        let property = easedOpacity(out: #"{"x": 0.6, "y": 0}"#, in: #"{"x": 0.2, "y": 1}"#)
        let animation = try LottieTestFiles.decode(
            LottieTestFiles.composition(layers: "[\(LottieTestFiles.nullLayer(opacity: property))]"))
        for frame in [0.0, 1, 2.5, 5, 7.5, 9, 10] {
            let expected = cubicBezierEasing(0.6, 0, 0.2, 1, at: frame / 10)
            XCTAssertEqual(
                LottieTestFiles.opacity(of: animation, atFrame: frame), expected, accuracy: 1e-3, "frame \(frame)")
        }
    }

    /// Per-dimension tangents keep the first dimension's, as lottie-ios does.
    func testPerDimensionEasingUsesTheFirstDimension() throws {
        let property = easedOpacity(out: #"{"x": [0.6, 0.1], "y": [0, 0.5]}"#, in: #"{"x": [0.2, 0.9], "y": [1, 0.2]}"#)
        let animation = try LottieTestFiles.decode(
            LottieTestFiles.composition(layers: "[\(LottieTestFiles.nullLayer(opacity: property))]"))
        XCTAssertEqual(
            LottieTestFiles.opacity(of: animation, atFrame: 3), cubicBezierEasing(0.6, 0, 0.2, 1, at: 0.3),
            accuracy: 1e-3)
    }

    /// Keys at frames 8 and 16 of 0…40, whose 32-bit key times (8/41, 16/41) round earlier: each
    /// shows on its own frame (see the next test for keys that round later).
    func testHoldKeyframesJumpAtTheNextKeyframe() throws {
        let property =
            #"{"a": 1, "k": [{"t": 0, "s": [20], "h": 1}, {"t": 8, "s": [80], "h": 1}, {"t": 16, "s": [40]}]}"#
        let animation = try LottieTestFiles.decode(
            LottieTestFiles.composition(layers: "[\(LottieTestFiles.nullLayer(opacity: property))]"))
        let expectations: [(Double, Double)] = [(0, 0.2), (7.9, 0.2), (8, 0.8), (15.9, 0.8), (16, 0.4), (30, 0.4)]
        for (frame, expected) in expectations {
            XCTAssertEqual(
                LottieTestFiles.opacity(of: animation, atFrame: frame), expected, accuracy: 1e-4, "frame \(frame)")
        }
    }

    /// lottie-ios gives Core Animation the key times of a run of held keys as 32-bit floats of
    /// their progress from ip to op + 1: 10/41 and 20/41 round later, so on frames 10 and 20
    /// themselves iOS still shows the value before (TypeFace-H's frame 8 of 0…32 is such a key).
    func testHoldKeyframeOnItsOwnFrameWhereItsKeyTimeRoundsLater() throws {
        let property =
            #"{"a": 1, "k": [{"t": 0, "s": [20], "h": 1}, {"t": 10, "s": [80], "h": 1}, {"t": 20, "s": [40]}]}"#
        let animation = try LottieTestFiles.decode(
            LottieTestFiles.composition(layers: "[\(LottieTestFiles.nullLayer(opacity: property))]"))
        let expectations: [(Double, Double)] = [(9.9, 0.2), (10, 0.2), (10.001, 0.8), (20, 0.8), (20.001, 0.4)]
        for (frame, expected) in expectations {
            XCTAssertEqual(
                LottieTestFiles.opacity(of: animation, atFrame: frame), expected, accuracy: 1e-4, "frame \(frame)")
        }
    }

    /// Inside a precomposition that starts at frame 10, a held key at its frame 7 is at the
    /// root's frame 17, whose key time (17/41) rounds earlier, so it shows on that frame; frame 7
    /// of the root would round later and show the value before.
    func testHoldKeyTimesRoundInTheRootCompositionsFrames() throws {
        let inner = LottieTestFiles.nullLayer(
            opacity: #"{"a": 1, "k": [{"t": 0, "s": [20], "h": 1}, {"t": 7, "s": [80], "h": 1}, {"t": 20, "s": [40]}]}"#
        )
        let precomp = #"{"ty": 0, "refId": "inner", "w": 100, "h": 100, "ip": 0, "op": 40, "st": 10, "ks": {}}"#
        let animation = try LottieTestFiles.decode(
            LottieTestFiles.composition(layers: "[\(precomp)]", assets: #"[{"id": "inner", "layers": [\#(inner)]}]"#))
        let path = [0, 0, 0, 0, 0, 0]
        for (frame, expected) in [(16.9, 0.2), (17, 0.8), (17.1, 0.8)] {
            XCTAssertEqual(
                LottieTestFiles.opacity(of: animation, atFrame: frame, path: path), expected, accuracy: 1e-4,
                "frame \(frame)")
        }
    }

    /// An eased run ending on a frame whose 32-bit key time would round later (40/41) still
    /// reaches its last value exactly there, as iOS's 32-bit values do.
    func testEasedKeysEndExactlyOnTheirLastFrame() throws {
        let linear = #""o": {"x": 0, "y": 0}, "i": {"x": 1, "y": 1}"#
        let position = #"{"a": 1, "k": [{"t": 0, "s": [0, 0], \#(linear)}, {"t": 40, "s": [100, 50]}]}"#
        let layer = #"{"ty": 3, "ind": 1, "ip": 0, "op": 40, "st": 0, "ks": {"p": \#(position)}}"#
        let animation = try LottieTestFiles.decode(LottieTestFiles.composition(layers: "[\(layer)]"))
        let player = LottieAnimationLayer(animation: animation)
        player.currentFrame = 40
        XCTAssertEqual(
            player.presentation(at: 0)?.sublayers?[0].sublayers?[0].sublayers?[0].position, CGPoint(x: 100, y: 50))
    }

    /// Held and eased segments in one property become a group of runs of one calculation mode.
    func testHeldThenLinearKeyframes() throws {
        let linear = #""o": {"x": 0, "y": 0}, "i": {"x": 1, "y": 1}"#
        let property =
            #"{"a": 1, "k": [{"t": 0, "s": [10], "h": 1}, {"t": 10, "s": [30], \#(linear)}, {"t": 20, "s": [70], "h": 1}, {"t": 30, "s": [90]}]}"#
        let animation = try LottieTestFiles.decode(
            LottieTestFiles.composition(layers: "[\(LottieTestFiles.nullLayer(opacity: property))]"))
        let expectations: [(Double, Double)] = [
            (5, 0.1), (10, 0.3), (15, 0.5), (20, 0.7), (25, 0.7), (30, 0.9), (35, 0.9),
        ]
        for (frame, expected) in expectations {
            XCTAssertEqual(
                LottieTestFiles.opacity(of: animation, atFrame: frame), expected, accuracy: 1e-4, "frame \(frame)")
        }
    }

    /// A precomposition's frame 0 is at its layer's start time, and its time runs `sr` times slower.
    func testPrecompositionStartTimeAndStretch() throws {
        let inner = LottieTestFiles.nullLayer(
            opacity:
                #"{"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": 0, "y": 0}, "i": {"x": 1, "y": 1}}, {"t": 10, "s": [100]}]}"#
        )
        let precomp =
            #"{"ty": 0, "refId": "inner", "w": 100, "h": 100, "ip": 0, "op": 40, "st": 10, "sr": 2, "ks": {}}"#
        let animation = try LottieTestFiles.decode(
            LottieTestFiles.composition(layers: "[\(precomp)]", assets: #"[{"id": "inner", "layers": [\#(inner)]}]"#))
        // Player → composition → its frames → precomp layer (outer, inner) → clipping container → the null layer.
        let path = [0, 0, 0, 0, 0, 0]
        let expectations: [(Double, Double)] = [(10, 0), (15, 0.25), (20, 0.5), (30, 1)]
        for (frame, expected) in expectations {
            XCTAssertEqual(
                LottieTestFiles.opacity(of: animation, atFrame: frame, path: path), expected, accuracy: 1e-4,
                "frame \(frame)")
        }
    }

    func testLayersShowOnlyBetweenTheirInAndOutPoints() throws {
        let layer = LottieTestFiles.nullLayer(opacity: #"{"a": 0, "k": 100}"#).replacingOccurrences(
            of: #""ip": 0, "op": 40"#, with: #""ip": 10, "op": 20"#)
        let animation = try LottieTestFiles.decode(LottieTestFiles.composition(layers: "[\(layer)]"))
        for (frame, hidden) in [(5.0, true), (10, false), (19, false), (20, true), (40, true)] {
            let player = LottieAnimationLayer(animation: animation)
            player.currentFrame = frame
            XCTAssertEqual(
                player.presentation(at: 0)?.sublayers?[0].sublayers?[0].sublayers?[0].isHidden, hidden, "frame \(frame)"
            )
        }
    }

    /// A layer hidden in the file (`hd`) shows at no frame, in its in/out range or not.
    func testAHiddenLayerShowsAtNoFrame() throws {
        let layer = LottieTestFiles.nullLayer(opacity: #"{"a": 0, "k": 100}"#, extra: #", "hd": true"#)
        let animation = try LottieTestFiles.decode(LottieTestFiles.composition(layers: "[\(layer)]"))
        for frame in [0.0, 10, 39, 40] {
            let player = LottieAnimationLayer(animation: animation)
            player.currentFrame = frame
            XCTAssertEqual(
                player.presentation(at: 0)?.sublayers?[0].sublayers?[0].sublayers?[0].isHidden, true, "frame \(frame)")
        }
    }

    /// Progress counts from the in point; playing runs the player's own layer time from there.
    func testProgressFromTheInPointAndPlaying() throws {
        let linear = #""o": {"x": 0, "y": 0}, "i": {"x": 1, "y": 1}"#
        let property = #"{"a": 1, "k": [{"t": 10, "s": [0], \#(linear)}, {"t": 30, "s": [100]}]}"#
        let text = LottieTestFiles.composition(layers: "[\(LottieTestFiles.nullLayer(opacity: property))]")
            .replacingOccurrences(of: #""ip": 0, "op": 40, "w""#, with: #""ip": 10, "op": 30, "w""#)
        let animation = try LottieTestFiles.decode(text)
        let player = LottieAnimationLayer(animation: animation)
        player.currentProgress = 0.25
        XCTAssertEqual(player.currentFrame, 15, accuracy: 1e-9)
        XCTAssertEqual(
            Double(player.presentation(at: 0)!.sublayers![0].sublayers![0].sublayers![0].opacity), 0.25, accuracy: 1e-4)

        let previousClock = MediaClocks.current
        defer { MediaClocks.current = previousClock }
        let clock = ManualClock(time: 100)
        MediaClocks.current = clock
        player.currentProgress = 0
        player.play()
        // 10 fps: 0.5 s is 5 frames on from the in point; after the out point the last frame stays.
        for (seconds, expected) in [(100.5, 0.25), (101.5, 0.75), (103, 1)] {
            let shown = player.presentation(at: seconds)!.sublayers![0].sublayers![0].sublayers![0]
            XCTAssertEqual(Double(shown.opacity), expected, accuracy: 1e-4, "at \(seconds) s")
        }
    }
}
