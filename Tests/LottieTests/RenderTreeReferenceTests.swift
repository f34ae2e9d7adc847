import Foundation
import XCTest

@testable import LayerTree
@testable import Lottie

/// The fixtures played as `bench lottie` plays them (a seek by `currentFrame` a frame, then
/// `makeRenderTree(at:)`) give, frame after frame, exactly the tree that presentation copies give
/// (`makeReferenceRenderTree(at:)`): shape paths, trims, strokes and colors evaluated straight into
/// render nodes, the retained tree kept across seeks, its timings read again only where changed.
final class RenderTreeReferenceTests: XCTestCase {
    func testPlayedFixturesMatchTheReferenceFrameByFrame() throws {
        var copies: [String: Int] = [:]
        for name in SnapshotMatchTests.samples + SnapshotMatchTests.shapeSamples {
            let animation = try LottieRendering.animation(name)
            let player = LottieAnimationLayer(animation: animation)
            let root = CALayer()
            root.addSublayer(player)
            CATransaction.flush()
            let frames = max(Int((animation.outFrame - animation.inFrame).rounded(.up)), 1)
            copies[name] = 0
            for step in 0..<min(frames, 90) {
                player.currentFrame = animation.inFrame + Double(step * max(frames / 90, 1))
                let tree = root.makeRenderTree(at: 0)
                guard tree == root.makeReferenceRenderTree(at: 0) else {
                    XCTFail("\(name) at frame \(player.currentFrame): the tree differs from the reference")
                    break
                }
                copies[name, default: 0] += root.retainedRenderTree?.generalCount ?? 0
            }
        }
        // Presentation copies made by the retained trees' updates: none (shape paths, trims or
        // colors animate in HamburgerArrow, loading_dots_2, issue_1260, issue_1505, issue_1725 and
        // issue_1902: 124 to 246 copies each over these frames when they took the general path).
        XCTAssertEqual(copies.filter { $0.value > 0 }, [:])
    }
}
