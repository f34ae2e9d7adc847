import Foundation
import XCTest

@testable import GLRender
@testable import LayerTree

/// Which refreshes the render server draws for running animations: `FramePacer.animationFrameDue`,
/// the unit its loop asks after each frame, played over a simulated display on the refresh grid.
final class AnimationFramePacingTests: XCTestCase {
    /// An awkward start, so the grid's times are not binary fractions.
    private let start: CFTimeInterval = 1000 + 1.0 / 3

    /// A root whose sublayers each carry one of `animations` (`position.x`, running from a second
    /// before `start` for `duration`), preferring the ranges given.
    private func committed(_ ranges: [CAFrameRateRange], duration: CFTimeInterval = 100) -> CommittedTree {
        let root = CALayer()
        for range in ranges {
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = 0
            move.toValue = 100
            move.beginTime = start - 1
            move.duration = duration
            move.preferredFrameRateRange = range
            let layer = CALayer()
            layer.add(move, forKey: "move")
            root.addSublayer(layer)
        }
        return CommittedTree(root)
    }

    /// The indices, among `refreshes` refreshes at `rate` hertz, that draw: the first (the submit
    /// of `tree`), then each at or after the time the last frame said the animations are due, as
    /// the render server's loop decides.
    private func drawnRefreshes(of tree: CommittedTree, refreshes: Int = 60, rate: Double = 60) -> [Int] {
        let period = 1 / rate
        var pacer = FramePacer(period: period)
        var time = start
        _ = pacer.nextRefresh(after: start)  // fixes the grid at `start`
        var due = -CFTimeInterval.infinity
        var drawn: [Int] = []
        for index in 0..<refreshes {
            if index > 0 { time = pacer.nextRefresh(after: time) }
            guard due <= time else { continue }
            drawn.append(index)
            due = FramePacer.animationFrameDue(for: tree, drawnAt: time, period: period)
        }
        return drawn
    }

    private let thirty = CAFrameRateRange(minimum: 10, maximum: 30, preferred: 30)

    func testAnAnimationPreferringThirtyDrawsEveryOtherRefreshAtSixtyHertz() {
        let drawn = drawnRefreshes(of: committed([thirty]))
        XCTAssertEqual(drawn.count, 30, "30 of 60 refreshes")
        XCTAssertEqual(drawn, Array(stride(from: 0, to: 60, by: 2)))
    }

    func testADefaultAnimationDrawsEveryRefresh() {
        XCTAssertEqual(drawnRefreshes(of: committed([.default])).count, 60)
        XCTAssertEqual(drawnRefreshes(of: committed([thirty, .default])).count, 60, "one without a preference")
    }

    func testTheRateFollowsTheDisplay() {
        XCTAssertEqual(drawnRefreshes(of: committed([thirty]), refreshes: 120, rate: 120).count, 30, "every fourth")
        let twenty = CAFrameRateRange(minimum: 10, maximum: 20, preferred: 20)
        XCTAssertEqual(drawnRefreshes(of: committed([twenty])).count, 20)
        XCTAssertEqual(drawnRefreshes(of: committed([twenty, thirty])).count, 30, "the fastest sets the rate")
    }

    func testAStillTreeDrawsOnlyItsSubmit() {
        XCTAssertEqual(drawnRefreshes(of: committed([])), [0])
    }

    func testAPacedAnimationThatEndsDrawsOneLastFrameThenStops() {
        // Running for a second before the start and until half-way between refreshes 9 and 10.
        let drawn = drawnRefreshes(of: committed([thirty], duration: 1 + 9.5 / 60))
        XCTAssertEqual(drawn, [0, 2, 4, 6, 8, 10], "refresh 10, after the end, shows the model; nothing after")
    }
}
