import Foundation
import XCTest

@testable import LayerTree

/// An animation's value is combined with the end of its cycle only when it is cumulative and past
/// its first cycle (`PropertyTarget.write`): every other frame of every keyframe animation used to
/// copy its last keyframe (a large enumeration) for nothing.
final class CycleEndTests: XCTestCase {
    private func target(cumulative: Bool, on layer: CALayer) throws -> PropertyTarget {
        let animation = CAKeyframeAnimation(keyPath: "position.x")
        animation.isCumulative = cumulative
        return try PropertyTarget(keyPath: "position.x", on: layer, animation: animation)
    }

    func testTheCycleEndIsAskedForOnlyByACumulativeAnimationPastItsFirstCycle() throws {
        let layer = CALayer()
        var sink = LayerSink(layer: layer)
        var asked = 0
        func cycleEnd() -> AnimatableValue? {
            asked += 1
            return .number(10)
        }
        try target(cumulative: false, on: layer).write(.number(3), iteration: 2, cycleEnd: cycleEnd(), to: &sink)
        XCTAssertEqual(layer.position.x, 3)
        try target(cumulative: true, on: layer).write(.number(4), iteration: 0, cycleEnd: cycleEnd(), to: &sink)
        XCTAssertEqual(layer.position.x, 4)
        XCTAssertEqual(asked, 0, "neither needs the cycle's end")
        try target(cumulative: true, on: layer).write(.number(3), iteration: 2, cycleEnd: cycleEnd(), to: &sink)
        XCTAssertEqual(asked, 1)
        XCTAssertEqual(layer.position.x, 23, "two cycles of 10 added")
    }
}
