import Foundation
import Lottie
import QuartzCore
import XCTest

/// LottieAnimationLayer as a player: a range played once, looped or back and forth on the
/// media clock, paused, and placed in its bounds by its content gravity.
final class PlayerTests: XCTestCase {
    private var previousClock: MediaClock!
    private var clock: ManualClock!

    override func setUp() {
        super.setUp()
        previousClock = MediaClocks.current
        clock = ManualClock(time: 100)
        MediaClocks.current = clock
    }

    override func tearDown() {
        MediaClocks.current = previousClock
        super.tearDown()
    }

    /// 10 fps, frames 0…40, opacity 0 → 100 linearly over them: the opacity shows the frame.
    /// Markers: "intro" at 0 for 10 frames, "middle" at 20 for 5, "end" at 40, and
    /// "middle-reversed" at 25 for -5 (as lottie-ios's issue_1915 marks reversed sections).
    private func player() throws -> LottieAnimationLayer {
        let linear = #""o": {"x": 0, "y": 0}, "i": {"x": 1, "y": 1}"#
        let property = #"{"a": 1, "k": [{"t": 0, "s": [0], \#(linear)}, {"t": 40, "s": [100]}]}"#
        let markers =
            #""markers": [{"cm": "intro", "tm": 0, "dr": 10}, {"cm": "middle", "tm": 20, "dr": 5}, {"cm": "end", "tm": 40, "dr": 0}, {"cm": "middle-reversed", "tm": 25, "dr": -5}]"#
        let text = LottieTestFiles.composition(layers: "[\(LottieTestFiles.nullLayer(opacity: property))]")
            .replacingOccurrences(of: #""v": "5.7.0","#, with: #""v": "5.7.0", \#(markers),"#)
        return LottieAnimationLayer(animation: try LottieTestFiles.decode(text))
    }

    /// Records what each play's completion hears.
    private final class Completions {
        var heard: [String] = []
        func block(_ name: String) -> LottieCompletionBlock { { [self] in heard.append("\(name) \($0)") } }
    }

    /// Moves the media clock to `seconds` and delivers the animation callbacks due by then.
    private func advance(to seconds: Double) {
        clock.currentTime = seconds
        CATransaction.flush()
    }

    /// The frame shown at media time `seconds`, read from the presentation tree's opacity.
    private func frameShown(_ player: LottieAnimationLayer, at seconds: Double) -> Double {
        Double(player.presentation(at: seconds)!.sublayers![0].sublayers![0].sublayers![0].opacity) * 40
    }

    func testLoopRepeatsTheRange() throws {
        let player = try player()
        player.play(fromProgress: 0.25, toProgress: 0.75, loopMode: .loop)
        XCTAssertTrue(player.isPlaying)
        // Frames 10…30 at 10 fps: 2 s a loop, from media time 100.
        for (seconds, frame) in [(100.0, 10.0), (101, 20), (102.5, 15), (1000.5, 15)] {
            XCTAssertEqual(frameShown(player, at: seconds), frame, accuracy: 1e-3, "at \(seconds) s")
        }
        clock.currentTime = 102.5
        XCTAssertEqual(player.currentFrame, 15, accuracy: 1e-6)
        XCTAssertEqual(player.currentProgress, 0.375, accuracy: 1e-6)
    }

    func testPlayOnceHoldsTheEndAndAutoReverseComesBack() throws {
        let once = try player()
        once.play(fromProgress: 0, toProgress: 0.5)
        XCTAssertEqual(frameShown(once, at: 101), 10, accuracy: 1e-3)
        XCTAssertEqual(frameShown(once, at: 150), 20, accuracy: 1e-3, "the last frame stays")

        let bounce = try player()
        bounce.play(fromProgress: 0, toProgress: 0.5, loopMode: .autoReverse)
        XCTAssertEqual(frameShown(bounce, at: 102), 20, accuracy: 1e-3)
        XCTAssertEqual(frameShown(bounce, at: 103), 10, accuracy: 1e-3, "on its way back")
        XCTAssertEqual(frameShown(bounce, at: 104.5), 5, accuracy: 1e-3, "forwards again")

        let twice = try player()
        twice.play(fromProgress: 0, toProgress: 0.5, loopMode: .repeat(2))
        XCTAssertEqual(frameShown(twice, at: 102.5), 5, accuracy: 1e-3)
        XCTAssertEqual(frameShown(twice, at: 110), 20, accuracy: 1e-3)
    }

    func testPauseKeepsTheFrameShown() throws {
        let player = try player()
        player.play(fromProgress: 0, toProgress: 1, loopMode: .loop)
        clock.currentTime = 101.5
        player.pause()
        XCTAssertFalse(player.isPlaying)
        XCTAssertEqual(player.currentFrame, 15, accuracy: 1e-6)
        XCTAssertEqual(frameShown(player, at: 500), 15, accuracy: 1e-3)
        player.currentProgress = 0.5
        XCTAssertEqual(frameShown(player, at: 500), 20, accuracy: 1e-3)
    }

    func testContentGravityPlacesTheComposition() throws {
        let player = try player()
        player.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
        let cases: [(CALayerContentsGravity, CGPoint, CGFloat, CGFloat)] = [
            (.resizeAspect, CGPoint(x: 50, y: 0), 1, 1),
            (.resizeAspectFill, CGPoint(x: 0, y: -50), 2, 2),
            (.resize, .zero, 2, 1),
            (.left, .zero, 1, 1),
        ]
        for (gravity, origin, sx, sy) in cases {
            player.contentGravity = gravity
            player.layoutIfNeeded()
            let composition = player.sublayers![0]
            XCTAssertEqual(composition.position, origin, "\(gravity.rawValue)")
            XCTAssertEqual(composition.transform.m11, sx, "\(gravity.rawValue)")
            XCTAssertEqual(composition.transform.m22, sy, "\(gravity.rawValue)")
        }
    }

    func testViewportFrameFillsTheBoundsWithThePartShown() throws {
        let player = try player()
        player.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
        // 40 × 20 points around (40, 40), 5 times larger, centred in the bounds; it wins over the gravity.
        player.contentGravity = .left
        player.viewportFrame = CGRect(x: 20, y: 30, width: 40, height: 20)
        player.layoutIfNeeded()
        let composition = player.sublayers![0]
        XCTAssertEqual(composition.position, CGPoint(x: 100 - 5 * 40, y: 50 - 5 * 40))
        XCTAssertEqual(composition.transform.m11, 5)
        XCTAssertEqual(composition.transform.m22, 5)
        player.viewportFrame = nil
        player.layoutIfNeeded()
        XCTAssertEqual(composition.position, .zero)
        XCTAssertEqual(composition.transform.m11, 1)
    }

    /// A 100-point composition with a red square in its top-left quarter: the viewport of that
    /// quarter is all red, where the whole composition is red only in its top-left quarter.
    func testViewportFrameShowsOnlyItsPart() throws {
        let solid = ##"{"ty": 1, "ind": 1, "ip": 0, "op": 40, "st": 0, "sc": "#ff0000", "sw": 50, "sh": 50, "ks": {}}"##
        let animation = try LottieTestFiles.decode(LottieTestFiles.composition(layers: "[\(solid)]"))
        let quarter = CGRect(x: 0, y: 0, width: 50, height: 50)
        let cropped = try LottieRendering.render(animation, progress: 0, pixels: (200, 200), viewport: quarter)
        let whole = try LottieRendering.render(animation, progress: 0, pixels: (200, 200))
        for (x, y) in [(20, 20), (180, 20), (20, 180), (180, 180)] {
            XCTAssertEqual(cropped.pixel(x: x, y: y).r, 255, "\(x), \(y)")
            XCTAssertEqual(cropped.pixel(x: x, y: y).a, 255, "\(x), \(y)")
        }
        XCTAssertEqual(whole.pixel(x: 20, y: 20).r, 255)
        XCTAssertEqual(whole.pixel(x: 180, y: 180).a, 0)
    }

    func testABackwardsRangePlaysBackwards() throws {
        let player = try player()
        // lottie-ios's toggle back: from progress 1 to 0, frames 40 → 0 over 4 s.
        player.play(fromProgress: 1, toProgress: 0)
        for (seconds, frame) in [(100.0, 40.0), (101, 30), (103.5, 5), (200, 0)] {
            XCTAssertEqual(frameShown(player, at: seconds), frame, accuracy: 1e-3, "at \(seconds) s")
        }
        let looping = try self.player()
        looping.play(fromFrame: 30, toFrame: 10, loopMode: .loop)
        for (seconds, frame) in [(100.5, 25.0), (102.5, 25), (101.999, 10.01)] {
            XCTAssertEqual(frameShown(looping, at: seconds), frame, accuracy: 1e-3, "at \(seconds) s")
        }
        clock.currentTime = 101
        XCTAssertEqual(looping.currentFrame, 20, accuracy: 1e-6)
    }

    func testANegativeSpeedPlaysBackwardsAndTwoPlaysTwiceAsFast() throws {
        let fast = try player()
        fast.animationSpeed = 2
        fast.play(fromFrame: 0, toFrame: 40)
        XCTAssertEqual(frameShown(fast, at: 101), 20, accuracy: 1e-3)
        XCTAssertEqual(frameShown(fast, at: 102.5), 40, accuracy: 1e-3)
        let reversed = try player()
        reversed.animationSpeed = -1
        reversed.play(fromFrame: 0, toFrame: 40)
        XCTAssertEqual(frameShown(reversed, at: 101), 30, accuracy: 1e-3)
    }

    func testCompletionHearsTheEndOrTheInterruption() throws {
        let heard = Completions()
        let player = try player()
        player.play(fromProgress: 0, toProgress: 0.5, completion: heard.block("once"))
        advance(to: 101.9)
        XCTAssertEqual(heard.heard, [], "frames 0…20 take 2 s")
        advance(to: 102.1)
        XCTAssertEqual(heard.heard, ["once true"])

        player.play(fromProgress: 0, toProgress: 1, loopMode: .repeat(2), completion: heard.block("twice"))
        advance(to: 109.9)
        XCTAssertEqual(heard.heard, ["once true"])
        advance(to: 110.2)
        XCTAssertEqual(heard.heard, ["once true", "twice true"])

        player.play(fromProgress: 0, toProgress: 1, loopMode: .loop, completion: heard.block("loop"))
        advance(to: 500)
        XCTAssertEqual(heard.heard.count, 2, "a loop does not end by itself")
        player.pause()
        advance(to: 501)
        XCTAssertEqual(heard.heard.last, "loop false")

        player.play(toProgress: 1, completion: heard.block("replaced"))
        player.play(fromProgress: 0, toProgress: 1, completion: heard.block("second"))
        advance(to: 502)
        XCTAssertEqual(heard.heard.last, "replaced false")
        player.stop()
        advance(to: 503)
        XCTAssertEqual(heard.heard.last, "second false")
        XCTAssertEqual(player.currentFrame, 0, accuracy: 1e-9, "stop shows the first frame")
        XCTAssertFalse(player.isAnimationPlaying)
    }

    func testMarkersAreReadAndNamed() throws {
        let animation = try XCTUnwrap(try player().animation)
        XCTAssertEqual(animation.markerNames, ["intro", "middle", "end", "middle-reversed"])
        XCTAssertEqual(animation.frameTime(forMarker: "middle"), 20)
        XCTAssertEqual(animation.durationFrameTime(forMarker: "middle"), 5)
        XCTAssertEqual(animation.progressTime(forMarker: "middle"), 0.5)
        XCTAssertNil(animation.frameTime(forMarker: "missing"))
        XCTAssertTrue(animation.warnings.isEmpty, "\(animation.warnings)")
    }

    func testPlayingMarkers() throws {
        let heard = Completions()
        let player = try player()
        // "middle": frames 20…25 over half a second.
        player.play(marker: "middle", completion: heard.block("middle"))
        XCTAssertEqual(frameShown(player, at: 100.25), 22.5, accuracy: 1e-3)
        XCTAssertEqual(frameShown(player, at: 101), 25, accuracy: 1e-3)
        advance(to: 100.6)
        XCTAssertEqual(heard.heard, ["middle true"])

        // A marker whose duration is negative plays backwards: 25 → 20.
        player.play(marker: "middle-reversed")
        XCTAssertEqual(frameShown(player, at: 100.6 + 0.1), 24, accuracy: 1e-3)

        // From "intro" up to the frame before "middle" starts, looped: frames 0…19.
        player.play(fromMarker: "intro", toMarker: "middle", playEndMarkerFrame: false, loopMode: .loop)
        XCTAssertEqual(frameShown(player, at: 100.6 + 1.8), 18, accuracy: 1e-3)
        XCTAssertEqual(frameShown(player, at: 100.6 + 1.9 + 0.5), 5, accuracy: 1e-3)

        // A missing marker plays nothing: the loop goes on.
        player.play(marker: "missing")
        XCTAssertTrue(player.isPlaying)

        // In turn: "intro" (1 s), a missing one skipped, then "middle" (0.5 s).
        advance(to: 200)
        player.play(markers: ["intro", "missing", "middle"], completion: heard.block("sequence"))
        XCTAssertEqual(frameShown(player, at: 200.5), 5, accuracy: 1e-3)
        advance(to: 201.05)
        XCTAssertEqual(heard.heard, ["middle true"], "the first marker ended; the sequence goes on")
        XCTAssertEqual(player.currentFrame, 20, accuracy: 1e-6, "the next one started when the first was heard")
        advance(to: 201.6)
        XCTAssertEqual(heard.heard, ["middle true", "sequence true"])
    }

    func testTheLoopModePropertyIsTheDefault() throws {
        let player = try player()
        player.loopMode = .autoReverse
        player.currentFrame = 30
        // play() from the frame shown goes round the whole composition, back and forth.
        player.play()
        XCTAssertEqual(frameShown(player, at: 101), 40, accuracy: 1e-3)
        XCTAssertEqual(frameShown(player, at: 102), 30, accuracy: 1e-3, "on its way back")
        player.play(fromFrame: 0, toFrame: 10)
        XCTAssertEqual(frameShown(player, at: 101.5), 5, accuracy: 1e-3, "back from 10 after a second")
        XCTAssertEqual(LottieLoopMode.repeatBackAndForth(2), .repeatBackwards(2))
    }

    /// A looping player of a still composition needs a frame only where something shows or hides
    /// and where the loop starts again, so a window showing it draws nothing between (its layers'
    /// in and out points are discrete animations of `hidden`, its completion tracker an empty group).
    func testALoopingStillCompositionNeedsFramesOnlyWhereSomethingShowsOrHides() throws {
        // 10 fps, frames 0…40: a square shown throughout, another over frames 10…30.
        let square = { (index: Int, inFrame: Int, outFrame: Int) in
            ##"{"ty": 1, "ind": \##(index), "ip": \##(inFrame), "op": \##(outFrame), "st": 0, "sc": "#ff0000", "sw": 10, "sh": 10, "ks": {}}"##
        }
        let text = LottieTestFiles.composition(layers: "[\(square(1, 0, 40)), \(square(2, 10, 30))]")
        let player = LottieAnimationLayer(animation: try LottieTestFiles.decode(text))
        player.play(fromProgress: 0, toProgress: 1, loopMode: .loop)
        // From media time 100, 4 s a loop: the second square shows at 101 and hides at 103.
        XCTAssertEqual(player.nextFrameTime(after: 100.5), 101, accuracy: 1e-9)
        XCTAssertEqual(player.nextFrameTime(after: 101.5), 103, accuracy: 1e-9)
        XCTAssertEqual(player.nextFrameTime(after: 103.5), 104, accuracy: 1e-9, "the loop starts again")
        XCTAssertEqual(player.nextFrameTime(after: 1_000.5), 1_001, accuracy: 1e-9)
        player.pause()
        XCTAssertEqual(player.nextFrameTime(after: 1_000.5), .infinity)
        // Played once, it needs a frame at its end (the completion's) and none after.
        player.play(fromProgress: 0, toProgress: 1, loopMode: .playOnce)
        XCTAssertEqual(player.nextFrameTime(after: 103.5), 104, accuracy: 1e-9)
        XCTAssertEqual(player.nextFrameTime(after: 104), .infinity)
        // An animated one changes all the time while it plays.
        let animated = try self.player()
        animated.play(fromProgress: 0, toProgress: 1, loopMode: .loop)
        XCTAssertEqual(animated.nextFrameTime(after: 100.5), 100.5)
    }
}
