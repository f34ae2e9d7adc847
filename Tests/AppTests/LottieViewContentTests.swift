import Foundation
import LayerTree
import Lottie
import XCTest

@testable import App

/// `view FILE.json`: the animation loops round its composition; space pauses and plays on, the
/// arrow keys pause and step a frame (HamburgerArrow: frames 0…180 at 30 fps, 6 s a loop).
final class LottieViewContentTests: ManualClockTestCase {
    private func content() throws -> (LottieContent, LottieAnimationLayer) {
        let path = fixtureScene("../lottie/HamburgerArrow.json").path
        let (scene, player) = try XCTUnwrap(try LottieScene().loadPlayer(path))
        return (LottieContent(scene: scene, player: player, title: "HamburgerArrow.json"), player)
    }

    func testItLoopsRoundTheComposition() throws {
        let (_, player) = try content()
        XCTAssertTrue(player.isPlaying)
        for (seconds, frame) in [(1.0, 30.0), (5.5, 165), (6.5, 15), (60.25, 7.5)] {
            clock.currentTime = seconds
            XCTAssertEqual(player.currentFrame, frame, accuracy: 1e-6, "at \(seconds) s")
        }
    }

    func testSpacePausesAndPlaysOn() throws {
        let (content, player) = try content()
        clock.currentTime = 2
        content.handle(.key("space"))
        XCTAssertFalse(player.isPlaying)
        clock.currentTime = 10
        XCTAssertEqual(player.currentFrame, 60, accuracy: 1e-6, "it stays on the frame paused")
        content.handle(.key("space"))
        XCTAssertTrue(player.isPlaying)
        clock.currentTime = 11
        XCTAssertEqual(player.currentFrame, 90, accuracy: 1e-6, "on from there")
        clock.currentTime = 15
        XCTAssertEqual(player.currentFrame, 30, accuracy: 1e-6, "and round the loop")
    }

    func testArrowsStepAFrameAndWrapRound() throws {
        let (content, player) = try content()
        clock.currentTime = 1.51
        content.handle(.key("right"))
        XCTAssertFalse(player.isPlaying)
        XCTAssertEqual(player.currentFrame, 46, accuracy: 1e-9, "frame 45.3 shown: the next whole frame")
        content.handle(.key("left"))
        content.handle(.key("left"))
        XCTAssertEqual(player.currentFrame, 44, accuracy: 1e-9)
        player.currentFrame = 0
        content.handle(.key("left"))
        XCTAssertEqual(player.currentFrame, 179, accuracy: 1e-9, "back from the first frame to the last")
        content.handle(.key("right"))
        XCTAssertEqual(player.currentFrame, 0, accuracy: 1e-9)
    }
}
