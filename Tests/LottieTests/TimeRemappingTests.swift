import Foundation
import GLRender
import Lottie
import QuartzCore
import XCTest

/// Time remapping (`tm`): a precomposition shows, at each frame of its composition, its own
/// frame at the remapped time, in place of its start time and stretch.
final class TimeRemappingTests: XCTestCase {
    private let linear = #""o": {"x": 0, "y": 0}, "i": {"x": 1, "y": 1}"#

    /// Opacity 0 → 100 over the precomposition's frames 0…40.
    private var rampingNull: String {
        LottieTestFiles.nullLayer(opacity: #"{"a": 1, "k": [{"t": 0, "s": [0], \#(linear)}, {"t": 40, "s": [100]}]}"#)
    }

    /// A precomposition layer of the asset `inner`, with `extra` members (JSON text).
    private func precomp(_ extra: String) -> String {
        #"{"ty": 0, "refId": "inner", "w": 100, "h": 100, "ip": 0, "op": 40, "st": 0, "ks": {}\#(extra)}"#
    }

    /// The composition of one precomposition layer over the asset `inner` of `layers`.
    private func animation(precomposition: String, inner layers: [String]) throws -> LottieAnimation {
        try LottieTestFiles.decode(
            LottieTestFiles.composition(
                layers: "[\(precomposition)]",
                assets: #"[{"id": "inner", "layers": [\#(layers.joined(separator: ","))]}]"#))
    }

    /// tm from 3 s at frame 0 down to 0 s at frame 40 (10 fps): the precomposition plays backwards.
    private var backwards: String {
        #", "tm": {"a": 1, "k": [{"t": 0, "s": [3], \#(linear)}, {"t": 40, "s": [0]}]}"#
    }

    func testTimeRemappingIsDecoded() throws {
        let decoded = try animation(precomposition: precomp(backwards), inner: [rampingNull])
        guard case .keyframed(let keyframes)? = decoded.layers[0].timeRemapping else {
            return XCTFail("tm was not decoded: \(String(describing: decoded.layers[0].timeRemapping))")
        }
        XCTAssertEqual(keyframes.map(\.frame), [0, 40])
        XCTAssertEqual(keyframes.map(\.value), [3, 0])
        XCTAssertFalse(decoded.warnings.contains { $0.contains("time remapping") }, "\(decoded.warnings)")
        XCTAssertThrowsError(
            try animation(precomposition: precomp(#", "tm": {"a": 0, "k": "soon"}"#), inner: [rampingNull])
        ) { error in
            XCTAssertEqual("\(error)", "layers[0].tm.k: expected a number, got a string")
        }
    }

    func testRemappedPrecompositionShowsItsFrameAtTheRemappedTime() throws {
        let decoded = try animation(precomposition: precomp(backwards), inner: [rampingNull])
        // Outer frame f shows inner frame 30 − 0.75 f, whose opacity is that over 40; the out
        // point (40) shows frame 39's, as lottie-ios samples remapped time up to it.
        let path = [0, 0, 0, 0, 0, 0]
        for (frame, expected) in [(0.0, 0.75), (10, 0.5625), (20, 0.375), (39, 0.01875), (40, 0.01875)] {
            XCTAssertEqual(
                LottieTestFiles.opacity(of: decoded, atFrame: frame, path: path), expected, accuracy: 1e-3,
                "frame \(frame)")
        }
    }

    /// The remapping's own keyframes are eased: 0 → 4 s over frames 0…40 with ease-in (0.6, 0)…(1, 1).
    func testEasedRemapping() throws {
        let tm =
            #", "tm": {"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": 0.6, "y": 0}, "i": {"x": 1, "y": 1}}, {"t": 40, "s": [4]}]}"#
        let decoded = try animation(precomposition: precomp(tm), inner: [rampingNull])
        for frame in [10.0, 20, 30] {
            let expected = cubicBezierEasing(0.6, 0, 1, 1, at: frame / 40)
            XCTAssertEqual(
                LottieTestFiles.opacity(of: decoded, atFrame: frame, path: [0, 0, 0, 0, 0, 0]), expected,
                accuracy: 2e-3, "frame \(frame)")
        }
    }

    /// Layers inside show between their in and out points in the precomposition's remapped frames,
    /// and a precomposition nested inside adds its start time to the remapping.
    func testInOutPointsAndNestedStartTimeFollowTheRemapping() throws {
        let shortLived = LottieTestFiles.nullLayer(opacity: #"{"a": 0, "k": 100}"#)
            .replacingOccurrences(of: #""ip": 0, "op": 40"#, with: #""ip": 10, "op": 20"#)
        let decoded = try animation(precomposition: precomp(backwards), inner: [shortLived])
        // Inner frame 30 − 0.75 f is in 10..<20 for f in (13.3, 26.7].
        for (frame, hidden) in [(12.0, true), (14, false), (26, false), (28, true)] {
            let player = LottieAnimationLayer(animation: decoded)
            player.currentFrame = frame
            let shown = player.presentation(at: 0)!.sublayers![0].sublayers![0].sublayers![0].sublayers![0].sublayers![
                0]
            XCTAssertEqual(shown.sublayers![0].isHidden, hidden, "frame \(frame)")
        }

        let nested = #"{"ty": 0, "refId": "ramp", "w": 100, "h": 100, "ip": 0, "op": 40, "st": 10, "ks": {}}"#
        let text = LottieTestFiles.composition(
            layers: "[\(precomp(backwards))]",
            assets: #"[{"id": "inner", "layers": [\#(nested)]}, {"id": "ramp", "layers": [\#(rampingNull)]}]"#)
        let twice = try LottieTestFiles.decode(text)
        // Outer frame 0 → inner frame 30 → nested frame 20: opacity 0.5; frame 20 → 15 → 5.
        for (frame, expected) in [(0.0, 0.5), (20, 0.125)] {
            XCTAssertEqual(
                LottieTestFiles.opacity(of: twice, atFrame: frame, path: [0, 0, 0, 0, 0, 0, 0, 0, 0]), expected,
                accuracy: 1e-3, "frame \(frame)")
        }
    }

    /// Drawn: a red square that exists only in the precomposition's frames 0…10, held at frame 5
    /// for the first half and at frame 30 for the second.
    func testRemappedFramesAreDrawn() throws {
        let square =
            ##"{"ty": 1, "sc": "#ff0000", "sw": 100, "sh": 100, "ip": 0, "op": 10, "st": 0, "ks": {}}"##
        let tm =
            #", "tm": {"a": 1, "k": [{"t": 0, "s": [0.5], "h": 1}, {"t": 20, "s": [3], "h": 1}, {"t": 40, "s": [3]}]}"#
        let decoded = try animation(precomposition: precomp(tm), inner: [square])
        let early = try LottieRendering.render(decoded, progress: 0.25, pixels: (40, 40))
        let late = try LottieRendering.render(decoded, progress: 0.75, pixels: (40, 40))
        XCTAssertEqual(early.pixel(x: 20, y: 20).r, 255)
        XCTAssertEqual(early.pixel(x: 20, y: 20).a, 255)
        XCTAssertEqual(late.pixel(x: 20, y: 20).a, 0)
    }

    /// A shape's path animates inside a remapped precomposition: an ellipse growing from nothing to
    /// 80 points across over frames 0…40 is 40 across at frame 20. Its values were held from one
    /// keyframe to the next, so the ellipse stayed at nothing until frame 40 (lottie-ios's success:
    /// its inner dot at 50%).
    func testRemappedPathMovesBetweenKeyframes() throws {
        let size = #"{"a": 1, "k": [{"t": 0, "s": [0, 0], \#(linear)}, {"t": 40, "s": [80, 80]}]}"#
        let ellipse = #"{"ty": "el", "p": {"a": 0, "k": [50, 50]}, "s": \#(size)}"#
        let shapes = "[\(LottieShapeTestFiles.group(ellipse + ", " + LottieShapeTestFiles.fill("1, 0, 0")))]"
        let layer = #"{"ty": 4, "ind": 1, "ip": 0, "op": 40, "st": 0, "ks": {}, "shapes": \#(shapes)}"#
        // 0 s at frame 0 to 4 s at frame 40 (10 fps): each outer frame shows the same inner frame.
        let tm = #", "tm": {"a": 1, "k": [{"t": 0, "s": [0], \#(linear)}, {"t": 40, "s": [4]}]}"#
        let decoded = try animation(precomposition: precomp(tm), inner: [layer])
        let image = try LottieRendering.render(decoded, progress: 0.5, pixels: (200, 200))
        XCTAssertEqual(LottieShapeTestFiles.color(image, 65, 50).a, 255, "15 points from the centre: inside")
        XCTAssertEqual(LottieShapeTestFiles.color(image, 50, 65).r, 255)
        XCTAssertEqual(LottieShapeTestFiles.color(image, 75, 50).a, 0, "25 points from the centre: outside")
    }
}
