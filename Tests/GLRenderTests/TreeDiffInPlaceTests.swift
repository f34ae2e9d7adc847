import Foundation
import LayerTree
import XCTest

@testable import GLRender

/// Two trees of different shapes (a layer left out, as a Lottie layer past its out point is) are
/// compared node by node in place: no arrays made per layer, whatever the tree's size.
final class TreeDiffInPlaceTests: XCTestCase {
    /// A root with `groups` groups of three squares each.
    private func tree(groups: Int) -> (root: CALayer, leaves: [CALayer]) {
        let root = solidLayer(200, 200, at: 100, 100, nil)
        var leaves: [CALayer] = []
        for g in 0..<groups {
            let group = solidLayer(60, 60, at: 40 + CGFloat(g % 3) * 60, 40 + CGFloat(g / 3) * 60, nil)
            for k in 0..<3 {
                let square = solidLayer(10, 10, at: 10 + CGFloat(k) * 15, 30, blue)
                group.addSublayer(square)
                leaves.append(square)
            }
            root.addSublayer(group)
        }
        return (root, leaves)
    }

    func testATreeOfAnotherShapeIsComparedWithoutArraysPerLayer() throws {
        for groups in [3, 9] {
            let (root, leaves) = tree(groups: groups)
            let old = root.makeRenderTree()
            leaves[1].removeFromSuperlayer()
            leaves[4].backgroundColor = red
            let new = root.makeRenderTree()
            var diff = TreeDiff()
            let made = try XCTUnwrap(AllocationCounter.count { diff = TreeDiff.between(old, new) })
            // The removed square where it was (its group's sublayers are otherwise in order), and
            // the recoloured one in both trees.
            XCTAssertFalse(diff.aligned)
            XCTAssertEqual(diff.oldNodes.count, 2)
            XCTAssertEqual(diff.newNodes.count, 1)
            // Both trees' identity indexes and links, and the diff's lists: the same for 9 groups as for 3.
            XCTAssertLessThanOrEqual(made, 16, "\(groups) groups")
        }
    }
}
