import Foundation
import GLRender
import QuartzCore
import XCTest

@testable import Lottie

/// A layer mirrored by a keyframed negative x scale (lottie-ios's issue_1882 flips a dragon's
/// body so): the player animates `transform.scale.x` and `.y`, which must leave it mirrored left
/// to right only.
final class MirroredScaleTests: XCTestCase {
    typealias Files = LottieShapeTestFiles

    func testKeyframedNegativeXScaleMirrorsLeftToRight() throws {
        let scale = #"""
            {"a": 1, "k": [{"t": 0, "s": [-100, 100, 100], "o": {"x": [0.3], "y": [0]}, "i": {"x": [0.7], "y": [1]}},
                           {"t": 20, "s": [-100, 100, 100]}, {"t": 40, "s": [-100, 100, 100]}]}
            """#
        let shapes = "[\(Files.group("\(Files.rectangle(20, 20, 20, 20)), \(Files.fill("1, 0, 0"))"))]"
        let document = LottieTestFiles.composition(
            layers: #"""
                [{"ty": 4, "ind": 1, "ip": 0, "op": 40, "st": 0,
                  "ks": {"p": {"a": 0, "k": [50, 50]}, "a": {"a": 0, "k": [50, 50]}, "s": \#(scale)},
                  "shapes": \#(shapes)}]
                """#)
        let image = try Files.render(try LottieTestFiles.decode(document), frame: 10)
        // The square at 10…30 × 10…30 lands at 70…90 × 10…30; turned upside down too, it would be
        // at 70…90 × 70…90.
        XCTAssertEqual(Files.color(image, 80, 20).a, 255)
        XCTAssertEqual(Files.color(image, 80, 80).a, 0)
        XCTAssertEqual(Files.color(image, 20, 20).a, 0)
    }
}
