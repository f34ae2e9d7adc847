import Foundation
import GLRender
import QuartzCore
import XCTest

@testable import Lottie

/// Mirrored (negative x scale) and skewed transforms are one `transform` keyframed with the whole
/// matrix, as lottie-ios's Core Animation engine animates them; Core Animation interpolates
/// between the matrices, so a mirrored layer keyframed from 180° to 450° does not turn on
/// through 315° between them, as iOS draws lottie-ios's issue_2094.
final class CombinedTransformTests: XCTestCase {
    typealias Files = LottieShapeTestFiles

    /// A 10-point square 20 points right of the anchor (50, 50), in a layer scaled by `scale`
    /// and turned from 180° to 450° over frames 0…10, linearly.
    private func turningSquare(scale: String) throws -> LottieAnimation {
        let rotation =
            #"{"a": 1, "k": [{"t": 0, "s": [180], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 10, "s": [450]}]}"#
        let shapes = "[\(Files.group("\(Files.rectangle(70, 50, 10, 10)), \(Files.fill("1, 0, 0"))"))]"
        return try LottieTestFiles.decode(
            LottieTestFiles.composition(
                layers: #"""
                    [{"ty": 4, "ind": 1, "ip": 0, "op": 40, "st": 0,
                      "ks": {"p": {"a": 0, "k": [50, 50]}, "a": {"a": 0, "k": [50, 50]}, "s": \#(Files.fixed(scale)),
                             "r": \#(rotation)},
                      "shapes": \#(shapes)}]
                    """#))
    }

    func testMirroredLayerIsOneMatrixAnimation() throws {
        let layers = Files.layers(try turningSquare(scale: "[-100, 100, 100]"))
        XCTAssertTrue(layers.allSatisfy { $0.animation(forKey: "transform.rotation.z") == nil })
        let matrices = layers.compactMap { $0.animation(forKey: "transform") as? CAKeyframeAnimation }
        XCTAssertEqual(matrices.count, 1)
        let values = (matrices.first?.values ?? []).compactMap { ($0 as? NSValue)?.caTransform3DValue }
        for (value, degrees) in zip(values, [180.0, 450]) {
            let expected = LottieKeyframeAnimations.combinedMatrix(
                anchor: [50, 50], scale: [-100, 100], rotation: degrees, skew: 0, axis: 0, position: [50, 50])
            XCTAssertTrue(CATransform3DEqualToTransform(value, expected), "\(degrees)°: \(value)")
        }
        XCTAssertEqual(values.count, 2)
    }

    func testMirroredLayerMovesBetweenTheKeyframesMatrices() throws {
        // Core Animation interpolates the two matrices' parts: the translation (0, 100) to
        // (100, 100) linearly, the rotation by quaternion, which for these mirrored matrices
        // (a flip in y, and one across y = −x) turns halfway to a reflection across a line 22.5°
        // off: the square's centre (70, 50) lands at (64, 15). Turned by the file's own angle
        // (315°) it would lie left of the anchor, at x ≈ 36.
        let image = try Files.render(try turningSquare(scale: "[-100, 100, 100]"), frame: 5)
        XCTAssertGreaterThan(Files.color(image, 64, 15).a, 250)
        XCTAssertEqual(max(Files.color(image, 36, 36).a, Files.color(image, 36, 64).a), 0)
        // Not mirrored, the rotation is `transform.rotation.z`'s own: on through 315° as the file
        // says, the square (20 points right of the anchor at 0°) is right of it halfway; turned
        // the short way to 135°, it would be left.
        let straight = try turningSquare(scale: "[100, 100, 100]")
        XCTAssertEqual(Files.layers(straight).compactMap { $0.animation(forKey: "transform") }.count, 0)
        let turned = try Files.render(straight, frame: 5)
        XCTAssertGreaterThan(max(Files.color(turned, 64, 36).a, Files.color(turned, 64, 64).a), 250)
        XCTAssertEqual(max(Files.color(turned, 36, 36).a, Files.color(turned, 36, 64).a), 0)
    }

    /// A mirrored layer whose position swings along its spatial tangents over frames 0…10 while
    /// its rotation has keyframes of its own (0…20): lottie-ios computes the matrix itself every
    /// tenth of a frame, held between, with the position along the curve by its length
    /// (TypeFace-Apostrophe's mark at 25%). Halfway, at frame 5, that is (44.19, 25.55):
    /// lottie-ios's arithmetic, worked by hand in Python; the curve's parameter 0.5 is (50, 27.5)
    /// and the straight line's middle (50, 50).
    func testMirroredLayerSamplesItsSpatialCurveByLengthEveryTenthOfAFrame() throws {
        let linear = #""o": {"x": 0, "y": 0}, "i": {"x": 1, "y": 1}"#
        let position =
            #"{"a": 1, "k": [{"t": 0, "s": [10, 50], \#(linear), "to": [0, -60], "ti": [0, 0]}, {"t": 10, "s": [90, 50]}]}"#
        let rotation = #"{"a": 1, "k": [{"t": 0, "s": [0], \#(linear)}, {"t": 20, "s": [0]}]}"#
        let shapes = "[\(Files.group("\(Files.rectangle(0, 0, 10, 10)), \(Files.fill("1, 0, 0"))"))]"
        let animation = try LottieTestFiles.decode(
            LottieTestFiles.composition(
                layers: #"""
                    [{"ty": 4, "ind": 1, "ip": 0, "op": 40, "st": 0,
                      "ks": {"p": \#(position), "s": \#(Files.fixed("[-100, 100, 100]")), "r": \#(rotation)},
                      "shapes": \#(shapes)}]
                    """#))
        let matrices = Files.layers(animation).compactMap { $0.animation(forKey: "transform") as? CAKeyframeAnimation }
        XCTAssertEqual(matrices.count, 1)
        let matrix = try XCTUnwrap(matrices.first)
        XCTAssertEqual(matrix.calculationMode, .discrete)
        let values = (matrix.values ?? []).compactMap { ($0 as? NSValue)?.caTransform3DValue }
        // Frames 0, 0.1, … 19.9: the last keyframe (20) itself is never sampled, as in lottie-ios.
        XCTAssertEqual(values.count, 200)
        guard values.count > 50 else { return }
        XCTAssertEqual(values[50].m41, 44.18985505030239, accuracy: 1e-9)
        XCTAssertEqual(values[50].m42, 25.547265400752256, accuracy: 1e-9)
        XCTAssertEqual(values[50].m11, -1)
    }
}
