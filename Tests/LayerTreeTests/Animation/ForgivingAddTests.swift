import Foundation
import XCTest

@testable import LayerTree

/// `add(_:forKey:)` never refuses, as Core Animation's: what cannot apply runs its timing and
/// callbacks, changes nothing, and is reported in one line.
final class ForgivingAddTests: AnimationTestCase {
    private final class Recorder: CAAnimationDelegate {
        var events: [String] = []
        func animationDidStart(_ anim: CAAnimation) { events.append("start") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
    }

    private var reported: [String] = []
    private var previousReport: ((String) -> Void)!

    override func setUp() {
        super.setUp()
        previousReport = AnimationDiagnostics.report
        AnimationDiagnostics.report = { [unowned self] line in reported.append(line) }
    }

    override func tearDown() {
        AnimationDiagnostics.report = previousReport
        super.tearDown()
    }

    /// Adds `animation` (1 s) with a recording delegate to a committed layer and runs it to its end,
    /// checking along the way that the layer shows its model values.
    private func runInapplicable(_ animation: CAPropertyAnimation, file: StaticString = #filePath, line: UInt = #line)
        -> [String]
    {
        let layer = makeCommittedLayer()
        let recorder = Recorder()
        animation.duration = 1
        animation.delegate = recorder
        layer.add(animation, forKey: "odd")
        XCTAssertEqual(layer.animationKeys(), ["odd"], "kept", file: file, line: line)
        clock.advance(by: 0.5)
        CATransaction.flush()
        let presented = layer.presentation()!
        XCTAssertEqual(presented.position, CGPoint(x: 50, y: 50), file: file, line: line)
        XCTAssertEqual(presented.opacity, 1, file: file, line: line)
        XCTAssertEqual(presented.bounds.size, CGSize(width: 100, height: 100), file: file, line: line)
        XCTAssertEqual(recorder.events, ["start"], file: file, line: line)
        clock.advance(by: 0.75)
        CATransaction.flush()
        XCTAssertEqual(recorder.events, ["start", "stop true"], file: file, line: line)
        XCTAssertNil(layer.animationKeys(), "removed on completion", file: file, line: line)
        XCTAssertEqual(reported.count, 1, "one line: \(reported)", file: file, line: line)
        return reported
    }

    func testAnUndeclaredKeyPathRunsItsCallbacksAndChangesNothing() {
        let animation = CABasicAnimation(keyPath: "wobble")
        animation.fromValue = 0
        animation.toValue = 1
        let lines = runInapplicable(animation)
        XCTAssertTrue(lines.first?.contains("wobble") == true, "\(lines)")
        XCTAssertTrue(lines.first?.contains("'odd'") == true, "names the key: \(lines)")
    }

    func testASizeForAPointPropertyChangesNothing() {
        let animation = CABasicAnimation(keyPath: "position")
        animation.fromValue = CGSize(width: 1, height: 2)
        animation.toValue = CGSize(width: 3, height: 4)
        let lines = runInapplicable(animation)
        XCTAssertTrue(lines.first?.contains("position") == true, "\(lines)")
    }

    func testAStringForANumberChangesNothing() {
        let animation = CAKeyframeAnimation(keyPath: "opacity")
        animation.values = ["0", "0.5"]
        _ = runInapplicable(animation)
    }

    func testAGroupKeepsTheChildrenThatApply() {
        let layer = makeCommittedLayer()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        let odd = CABasicAnimation(keyPath: "opacity")
        odd.toValue = CGPoint(x: 1, y: 1)
        let group = CAAnimationGroup()
        group.duration = 1
        group.animations = [odd, move]
        layer.add(group, forKey: "group")
        clock.advance(by: 0.25)
        let presented = layer.presentation()!
        XCTAssertEqual(presented.position.x, 25, accuracy: 1e-9, "the applicable child runs")
        XCTAssertEqual(presented.opacity, 1, "the other changes nothing")
        XCTAssertEqual(reported.count, 1)
        XCTAssertTrue(reported.first?.contains("animations[0]") == true, "\(reported)")
    }

    func testTheRenderTreeSkipsWhatCannotApply() throws {
        let layer = makeCommittedLayer()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.beginTime = 100
        move.duration = 1
        let odd = CABasicAnimation(keyPath: "wobble")
        odd.toValue = 3
        odd.beginTime = 100
        odd.duration = 1
        layer.add(odd, forKey: "odd")
        layer.add(move, forKey: "move")
        let node = CommittedTree(layer).renderTree(at: 100.5).root
        XCTAssertEqual(node?.position.x ?? -1, 50, accuracy: 1e-9)
    }

    func testAddAnimationStillRefuses() {
        let layer = makeCommittedLayer()
        XCTAssertThrowsError(try layer.addAnimation(CABasicAnimation(keyPath: "wobble"), forKey: "odd"))
        XCTAssertNil(layer.animationKeys())
        XCTAssertTrue(reported.isEmpty)
    }
}
