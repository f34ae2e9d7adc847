import Foundation
import XCTest

@testable import LayerTree

/// A retained render tree that survives a change of layers' clocks (a player seeking by
/// `timeOffset`) reads again only the timings of the layers whose clocks changed
/// (`CALayer.timingGeneration`), not every recorded layer's, and still gives the reference tree.
final class RetainedTimingRereadTests: AnimationTestCase {
    /// A player (speed 0, as `LottieAnimationLayer`) over a composition of animated layers, each
    /// with a sublayer (so each has a time-space slot as well as an animated entry).
    private func makePlayer(layers count: Int) -> (root: CALayer, player: CALayer, layers: [CALayer]) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 400, height: 100)
        let player = CALayer()
        player.speed = 0
        root.addSublayer(player)
        let composition = CALayer()
        player.addSublayer(composition)
        var layers: [CALayer] = []
        for i in 0..<count {
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
            layer.position = CGPoint(x: 10 * Double(i), y: 50)
            layer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            let move = CABasicAnimation(keyPath: "position.y")
            move.fromValue = 0
            move.toValue = 100
            move.beginTime = 0
            move.duration = 2
            move.fillMode = .both
            layer.add(move, forKey: "move")
            let child = CALayer()
            child.bounds = CGRect(x: 0, y: 0, width: 2, height: 2)
            child.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            layer.addSublayer(child)
            composition.addSublayer(layer)
            layers.append(layer)
        }
        CATransaction.flush()
        return (root, player, layers)
    }

    func testSeekingReadsOnlyThePlayersTimingAgain() throws {
        let (root, player, _) = makePlayer(layers: 40)
        _ = root.makeRenderTree(at: 50)
        let retained = try XCTUnwrap(root.retainedRenderTree)
        for frame in 1...30 {
            player.timeOffset = Double(frame) / 30
            XCTAssertEqual(root.makeRenderTree(at: 50), root.makeReferenceRenderTree(at: 50), "frame \(frame)")
        }
        XCTAssertTrue(root.retainedRenderTree === retained, "kept across the seeks")
        // The player's slot, once a frame; before, every slot and entry: 30 × (3 + 40 + 40).
        XCTAssertEqual(retained.timingsRead, 30)
    }

    /// A layer's own clock changed between frames is read again (both its slot and its entry),
    /// and, through its slot, moves its sublayer too; layers not changed keep their timings.
    func testAChangedLayersTimingIsReadAgainAndSeen() throws {
        let (root, player, layers) = makePlayer(layers: 10)
        _ = root.makeRenderTree(at: 50)
        let retained = try XCTUnwrap(root.retainedRenderTree)
        for frame in 1...20 {
            player.timeOffset = Double(frame) / 30
            if frame.isMultiple(of: 4) { layers[3].timeOffset = Double(frame) / 10 }
            if frame.isMultiple(of: 5) { layers[7].speed = frame.isMultiple(of: 10) ? 1 : 2 }
            XCTAssertEqual(root.makeRenderTree(at: 50), root.makeReferenceRenderTree(at: 50), "frame \(frame)")
        }
        XCTAssertTrue(root.retainedRenderTree === retained)
        // 20 player reads, 5 changes of layer 3 and 4 of layer 7, each a slot and an entry.
        XCTAssertEqual(retained.timingsRead, 20 + 2 * 5 + 2 * 4)
    }

    /// Two trees over one model (a root's and a subtree's), each with its own generation: a
    /// change one of them has read is still read by the other.
    func testTwoTreesOverOneModelBothSeeAChange() {
        let (root, player, layers) = makePlayer(layers: 4)
        let composition = layers[0].superlayer!
        for frame in 1...12 {
            player.timeOffset = Double(frame) / 30
            layers[frame % 4].timeOffset = Double(frame) / 7
            XCTAssertEqual(root.makeRenderTree(at: 50), root.makeReferenceRenderTree(at: 50), "frame \(frame)")
            if frame.isMultiple(of: 3) {
                XCTAssertEqual(
                    composition.makeRenderTree(at: 50), composition.makeReferenceRenderTree(at: 50), "frame \(frame)")
            }
        }
    }
}
