import Foundation
import GLRender
import QuartzCore
import XCTest

@testable import Lottie

/// A 3D layer's turns about x and y (`rx`, `ry`), played as lottie-ios plays them: key paths
/// `transform.rotation.x` and `.y` on the layer's transform, drawn without perspective.
final class ThreeDRotationTests: XCTestCase {
    typealias Files = LottieShapeTestFiles

    /// A shape layer drawing a red 40-point square in the middle of the 100 × 100 composition,
    /// its anchor and position there, with `turns` (JSON members) added to its transform.
    private func turnedSquare(_ turns: String) throws -> LottieAnimation {
        let square = Files.group("\(Files.rectangle(50, 50, 40, 40)), \(Files.fill("1, 0, 0"))")
        let transform = #"{"a": \#(Files.fixed("[50, 50]")), "p": \#(Files.fixed("[50, 50]")), \#(turns)}"#
        let layer =
            #"{"ty": 4, "ddd": 1, "ind": 1, "ip": 0, "op": 40, "st": 0, "ks": \#(transform), "shapes": [\#(square)]}"#
        return try LottieTestFiles.decode(LottieTestFiles.composition(layers: "[\(layer)]"))
    }

    /// A property keyframed linearly from `from` at frame 0 to `to` at frame 10.
    private func linear(_ from: Double, _ to: Double) -> String {
        #"{"a": 1, "k": [{"t": 0, "s": [\#(from)], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 10, "s": [\#(to)]}]}"#
    }

    /// Asserts that the square covers each point of `red` and leaves each of `clear` empty.
    private func assertCovers(
        _ image: RGBAImage, red: [(Double, Double)], clear: [(Double, Double)], line: UInt = #line
    ) {
        for (x, y) in red {
            let c = Files.color(image, x, y)
            XCTAssertTrue(c.a > 250 && c.r > 250, "(\(x), \(y)) is not red: \(c)", line: line)
        }
        for (x, y) in clear {
            XCTAssertEqual(Files.color(image, x, y).a, 0, "(\(x), \(y)) is not clear", line: line)
        }
    }

    func testATurnAboutXFlattensTheLayerToCosineOfItsHeight() throws {
        let animation = try turnedSquare(#""rx": \#(Files.fixed("60"))"#)
        XCTAssertEqual(animation.warnings, [])
        let image = try Files.render(animation)
        // cos 60° = 0.5: 20 points tall about the anchor (40…60), still 40 wide (30…70).
        assertCovers(image, red: [(50, 42), (50, 58), (32, 50), (68, 50)], clear: [(50, 37), (50, 63)])
    }

    func testAKeyframedTurnAboutYIsARotationYAnimationInRadians() throws {
        let animation = try turnedSquare(#""ry": \#(linear(0, 90))"#)
        let turning = Files.layers(animation).compactMap { $0.animation(forKey: "transform.rotation.y") }
        XCTAssertEqual(turning.count, 1)
        let values = try XCTUnwrap((turning.first as? CAKeyframeAnimation)?.values as? [CGFloat])
        XCTAssertEqual(values.map(Double.init), [0, .pi / 2], accuracy: 1e-9)
        // Frame 5, 45°: 40 · cos 45° = 28.3 points wide (35.9…64.1), still 40 tall.
        let image = try Files.render(animation, frame: 5)
        assertCovers(image, red: [(37, 50), (63, 50), (50, 32), (50, 68)], clear: [(34.5, 50), (65.5, 50)])
    }

    /// Turned about x and about z, the layer's key paths compose their angles as Core Animation's
    /// do (x acts first, `DecomposedTransform.setRotation`), so a square flattened by x and then
    /// turned a quarter about z is narrow and tall, not wide and flat.
    func testTheTurnAboutXActsBeforeTheRotation() throws {
        let animation = try turnedSquare(#""rx": \#(linear(0, 60)), "r": \#(Files.fixed("90"))"#)
        let keyPaths = Files.layers(animation).flatMap { $0.animationKeys() ?? [] }.filter { $0.hasPrefix("transform") }
        XCTAssertEqual(keyPaths, ["transform.rotation.x"])
        let image = try Files.render(animation, frame: 10)
        assertCovers(image, red: [(42, 50), (50, 32)], clear: [(37, 50), (63, 50)])
    }

    /// A skewed layer's one matrix turns as lottie-ios's `CATransform3D.makeTransform` builds it:
    /// translated, turned about x, y and z, skewed, scaled, the anchor moved to the origin.
    func testTheCombinedMatrixTurnsAsLottieIOSBuildsIt() {
        let (rx, ry, rz) = (30.0, -50.0, 20.0)
        let radians = { (degrees: Double) in CGFloat(degrees * .pi / 180) }
        var expected = CATransform3DMakeTranslation(7, -3, 0)
        expected = CATransform3DRotate(expected, radians(rx), 1, 0, 0)
        expected = CATransform3DRotate(expected, radians(ry), 0, 1, 0)
        expected = CATransform3DRotate(expected, radians(rz), 0, 0, 1)
        expected = CATransform3DScale(expected, 1.5, 0.5, 1)
        expected = CATransform3DTranslate(expected, -4, -9, 0)
        let matrix = LottieKeyframeAnimations.combinedMatrix(
            anchor: [4, 9], scale: [150, 50], rotation: rz, skew: 0, axis: 0, position: [7, -3], rotationX: rx,
            rotationY: ry)
        let got = [
            matrix.m11, matrix.m12, matrix.m13, matrix.m21, matrix.m22, matrix.m23,
            matrix.m31, matrix.m32, matrix.m33, matrix.m41, matrix.m42, matrix.m43,
        ].map(Double.init)
        let want = [
            expected.m11, expected.m12, expected.m13, expected.m21, expected.m22, expected.m23,
            expected.m31, expected.m32, expected.m33, expected.m41, expected.m42, expected.m43,
        ].map(Double.init)
        XCTAssertEqual(got, want, accuracy: 1e-9)
    }

    func testASkewedLayersTurnAboutXIsInItsMatrix() throws {
        let animation = try turnedSquare(
            #""rx": \#(Files.fixed("60")), "sk": \#(Files.fixed("0.001")), "sa": \#(Files.fixed("0"))"#)
        let image = try Files.render(animation)
        assertCovers(image, red: [(50, 42), (32, 50)], clear: [(50, 37)])
    }
}

private func XCTAssertEqual(
    _ a: [Double], _ b: [Double], accuracy: Double, file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(a.count, b.count, file: file, line: line)
    for (x, y) in zip(a, b) { XCTAssertEqual(x, y, accuracy: accuracy, "\(a) against \(b)", file: file, line: line) }
}
