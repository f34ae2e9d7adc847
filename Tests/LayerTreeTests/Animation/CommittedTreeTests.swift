import Foundation
import XCTest

@testable import LayerTree

final class CommittedTreeTests: AnimationTestCase {
    func testCommittedCopyEvaluatesAnimationsAndIgnoresLaterModelChanges() {
        let root = CALayer()
        let mover = CALayer()
        root.addSublayer(mover)
        mover.add(positionXAnimation(beginTime: 10, duration: 1), forKey: "x")
        let committed = CommittedTree(root)
        XCTAssertEqual(committed.layerCount, 2)
        XCTAssertTrue(committed.hasAnimations)
        // The app goes on changing its layers; the committed copy does not see it.
        mover.removeAllAnimations()
        mover.position = CGPoint(x: 999, y: 0)
        root.addSublayer(CALayer())
        let frame = committed.renderTree(at: 10.25)
        XCTAssertEqual(frame.nodes.count, 2)
        XCTAssertEqual(frame.nodes[1].id, mover.layerID, "copies keep the model's identity")
        XCTAssertEqual(frame.nodes[1].position.x, 25, accuracy: 1e-9)
        XCTAssertEqual(committed.renderTree(at: 10.75).nodes[1].position.x, 75, accuracy: 1e-9)
    }

    func testEvaluatingOnAnotherThreadWhileTheAppMutates() {
        let root = CALayer()
        for _ in 0..<200 {
            let layer = CALayer()
            layer.add(positionXAnimation(beginTime: 10, duration: 1), forKey: "x")
            root.addSublayer(layer)
        }
        let committed = CommittedTree(root)
        let done = expectation(description: "render thread")
        let evaluated = Locked<[CGFloat]>([])
        Thread.detachNewThread {
            let positions = (0..<20).map { committed.renderTree(at: 10 + Double($0) / 40).nodes[1].position.x }
            evaluated.withLock { $0 = positions }
            done.fulfill()
        }
        for layer in root.sublayers! { layer.position.x += 1 }  // the app thread keeps working
        wait(for: [done], timeout: 10)
        let positions = evaluated.value
        XCTAssertEqual(positions.count, 20)
        for (i, x) in positions.enumerated() { XCTAssertEqual(x, CGFloat(i) * 2.5, accuracy: 1e-9) }
    }
}

final class CommittedTreeMaskTests: XCTestCase {
    func testTheMaskIsCopiedAndNotSharedWithTheModel() {
        let root = CALayer()
        let masked = CALayer()
        let mask = CALayer()
        mask.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        masked.mask = mask
        root.addSublayer(masked)
        let committed = CommittedTree(root)
        XCTAssertEqual(committed.layerCount, 3)
        mask.bounds = CGRect(x: 0, y: 0, width: 99, height: 99)  // the app changes its model
        let tree = committed.renderTree(at: 0)
        let maskIndex = try! XCTUnwrap(tree.nodes[1].mask)
        XCTAssertEqual(tree.nodes[maskIndex].id, mask.layerID)
        XCTAssertEqual(tree.nodes[maskIndex].bounds.width, 10, "the committed copy, not the live model")
    }
}
