import Foundation
import Lottie
import QuartzCore
import XCTest

/// Code written against lottie-ios builds and runs: its loaders (`named`, `filepath`,
/// `from(data:)`), its timing names, an optional animation given to the layer, and an animation
/// set on a layer that shows another.
final class LottieIOSNamesTests: XCTestCase {
    private let fixtures = LottieRendering.fixtures

    func testLoadersFindTheFileOrSayWhyNot() throws {
        let bundle = try XCTUnwrap(Bundle(path: fixtures.path))
        let named = try XCTUnwrap(LottieAnimation.named("HamburgerArrow", bundle: bundle))
        XCTAssertEqual(named.size, CGSize(width: 400, height: 300))
        XCTAssertNotNil(LottieAnimation.named("HamburgerArrow.json", bundle: bundle))
        XCTAssertNil(LottieAnimation.named("NoSuchAnimation", bundle: bundle))
        let path = fixtures.appendingPathComponent("HamburgerArrow.json").path
        XCTAssertEqual(LottieAnimation.filepath(path)?.outFrame, 180)
        XCTAssertNil(LottieAnimation.filepath(fixtures.appendingPathComponent("missing.json").path))
        // A file that is not a Lottie animation: nil, not a crash.
        XCTAssertNil(LottieAnimation.filepath(fixtures.appendingPathComponent("HamburgerArrow-50.png").path))
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        XCTAssertEqual(try LottieAnimation.from(data: data).frameRate, 30)
    }

    func testTimingNames() throws {
        let animation = try XCTUnwrap(
            LottieAnimation.filepath(fixtures.appendingPathComponent("HamburgerArrow.json").path))
        XCTAssertEqual(animation.startFrame, 0)
        XCTAssertEqual(animation.endFrame, 180)
        XCTAssertEqual(animation.framerate, 30)
        XCTAssertEqual(animation.duration, 6)
        XCTAssertEqual(animation.bounds, CGRect(x: 0, y: 0, width: 400, height: 300))
        let player = LottieAnimationLayer(animation: animation)
        player.currentTime = 2
        XCTAssertEqual(player.currentFrame, 60, accuracy: 1e-9)
        XCTAssertEqual(player.currentTime, 2, accuracy: 1e-9)
    }

    func testAnOptionalAnimationAndAnAnimationSetLater() throws {
        let empty = LottieAnimationLayer(animation: LottieAnimation.named("NoSuchAnimation", bundle: .main))
        XCTAssertNil(empty.animation)
        XCTAssertNil(empty.sublayers)

        let opacity = { (value: Int) in
            LottieTestFiles.composition(layers: "[\(LottieTestFiles.nullLayer(opacity: #"{"a": 0, "k": \#(value)}"#))]")
        }
        let player = LottieAnimationLayer(animation: try LottieTestFiles.decode(opacity(30)))
        player.play(fromProgress: 0, toProgress: 1, loopMode: .loop)
        player.animation = try LottieTestFiles.decode(opacity(70))
        XCTAssertFalse(player.isPlaying, "the new animation shows its first frame")
        XCTAssertEqual(player.sublayers?.count, 1, "the old composition is gone")
        let shown = try XCTUnwrap(player.presentation(at: 0)?.sublayers?[0].sublayers?[0].sublayers?[0])
        XCTAssertEqual(shown.opacity, 0.7, accuracy: 1e-6)
        player.animation = nil
        XCTAssertNil(player.sublayers?.first)
    }
}
