import Foundation
import Lottie
import QuartzCore
import XCTest

/// Auto-orient (a layer's `ao`, After Effects' Auto-Orient): the layer turns to the direction
/// its position moves in, on top of its own rotation, through Core Animation's `rotationMode`.
final class AutoOrientTests: XCTestCase {
    /// The turn, in degrees, of the first layer's outer transform layer at `frame`, for a null
    /// layer with `extra` members whose position runs through `positions` (frames 0, 10, 20, …).
    private func turn(_ positions: [String], extra: String = #""ao": 1"#, rotation: Double = 0, frame: Double)
        throws -> Double
    {
        let linear = #""o": {"x": 0, "y": 0}, "i": {"x": 1, "y": 1}"#
        let keys = positions.enumerated().map { #"{"t": \#($0 * 10), "s": \#($1), \#(linear)}"# }
        let layer = #"""
            {"ty": 3, "ind": 1, "ip": 0, "op": 40, "st": 0, \#(extra),
             "ks": {"p": {"a": 1, "k": [\#(keys.joined(separator: ", "))]}, "r": {"a": 0, "k": \#(rotation)}}}
            """#
        let animation = try LottieTestFiles.decode(LottieTestFiles.composition(layers: "[\(layer)]"))
        let player = LottieAnimationLayer(animation: animation)
        player.currentFrame = frame
        let outer = try XCTUnwrap(player.presentation(at: 0)?.sublayers?[0].sublayers?[0].sublayers?[0])
        return Double(atan2(outer.transform.m12, outer.transform.m11)) * 180 / .pi
    }

    func testTheLayerTurnsToTheWayItMoves() throws {
        XCTAssertEqual(try turn(["[0, 0]", "[100, 0]"], frame: 5), 0, accuracy: 1e-6, "to the right")
        XCTAssertEqual(try turn(["[0, 0]", "[0, 100]"], frame: 5), 90, accuracy: 1e-6, "down the screen")
        XCTAssertEqual(try turn(["[0, 0]", "[0, 100]", "[-100, 100]"], frame: 15), 180, accuracy: 1e-6, "then left")
        XCTAssertEqual(try turn(["[0, 0]", "[0, 100]"], rotation: 10, frame: 5), 100, accuracy: 1e-6, "plus its own")
        XCTAssertEqual(try turn(["[0, 0]", "[0, 100]"], extra: #""ao": 0"#, frame: 5), 0, accuracy: 1e-6)
    }

    /// Along spatial tangents, the layer follows the curve's direction: a quarter arc from
    /// (0, 0) to (100, 100) leaving rightwards and arriving downwards.
    func testAlongACurveItFollowsTheTangent() throws {
        let linear = #""o": {"x": 0, "y": 0}, "i": {"x": 1, "y": 1}"#
        let arc = [
            #"{"t": 0, "s": [0, 0], "to": [55, 0], "ti": [0, -55], \#(linear)}"#, #"{"t": 10, "s": [100, 100]}"#,
        ]
        let layer = #"""
            {"ty": 3, "ind": 1, "ip": 0, "op": 40, "st": 0, "ao": 1, "ks": {"p": {"a": 1, "k": [\#(arc.joined(separator: ", "))]}}}
            """#
        let player = LottieAnimationLayer(
            animation: try LottieTestFiles.decode(LottieTestFiles.composition(layers: "[\(layer)]")))
        for (frame, degrees) in [(0.0, 0.0), (5, 45), (10, 90)] {
            player.currentFrame = frame
            let outer = try XCTUnwrap(player.presentation(at: 0)?.sublayers?[0].sublayers?[0].sublayers?[0])
            XCTAssertEqual(
                Double(atan2(outer.transform.m12, outer.transform.m11)) * 180 / .pi, degrees, accuracy: 0.5,
                "frame \(frame)")
        }
    }

    func testASplitPositionIsNamedInAWarning() throws {
        let split = #"{"s": true, "x": {"a": 0, "k": 5}, "y": {"a": 0, "k": 5}}"#
        let layer = #"{"ty": 3, "ip": 0, "op": 40, "ao": 1, "ks": {"p": \#(split)}}"#
        let animation = try LottieTestFiles.decode(LottieTestFiles.composition(layers: "[\(layer)]"))
        XCTAssertEqual(
            animation.warnings, ["unsupported: auto-orient of a position keyframed as separate x and y (ignored)"])
    }
}
