import Foundation
import LayerTree
import SeededRandom
import XCTest

@testable import GLRender

/// An item joins an earlier batch of its material when it overlaps nothing drawn between them
/// (`LookBackBatches`): random squares, those cut by the canvas edge drawn as triangles among the
/// point sprites, take a handful of draw calls at 1,000 and 10,000, with the pixels of painter's
/// order; overlapping items of different materials keep their order.
final class LookBackBatchingTests: XCTestCase {
    private static let canvas = CGSize(width: 1280, height: 720)

    /// `count` 12-point squares centred anywhere on the canvas, edges included (about one in 40 is
    /// cut by an edge, so drawn as triangles), over an opaque background, each its own colour at
    /// `alpha`.
    private static func squares(_ count: Int, alpha: CGFloat, seed: UInt64) -> CALayer {
        var random = SplitMix64(seed: seed)
        let root = solidLayer(1280, 720, at: 640, 360, CGColor(red: 0.125, green: 0.125, blue: 0.125, alpha: 1))
        for _ in 0..<count {
            let x = random.next(in: 0...1280), y = random.next(in: 0...720)
            let color = CGColor(
                red: random.next(in: 0...1), green: random.next(in: 0...1), blue: random.next(in: 0...1), alpha: alpha)
            root.addSublayer(solidLayer(12, 12, at: x, y, color))
        }
        return root
    }

    /// Renders `root` looking back and in painter's order (a look-back of one batch), checks they
    /// are the same pixels, and returns both frames' statistics.
    private func renderBothWays(_ root: CALayer, size: CGSize, name: String) throws -> (
        lookBack: FrameStatistics, painters: FrameStatistics
    ) {
        let tree = root.makeRenderTree(at: 0)
        let lookingBack = try Renderer(context: RenderHarness.context_())
        let inOrder = try Renderer(context: RenderHarness.context_())
        inOrder.batchLookBack = 1
        let target = FrameTarget(size: size, scale: 1, background: .white)
        let a = try lookingBack.render(tree, into: target, fullRedraw: true)
        let b = try inOrder.render(tree, into: target, fullRedraw: true)
        try RenderHarness.keep(a, named: name)
        var differing = 0
        for (x, y) in zip(a.bytes, b.bytes) where x != y { differing += 1 }
        XCTAssertEqual(differing, 0, "\(name): bytes that differ from painter's order")
        return (lookingBack.lastFrameStatistics, inOrder.lastFrameStatistics)
    }

    /// What the scenes hold: squares cut by the edge are triangles, the others points, and in
    /// painter's order each cut square splits the run of points.
    private func checkScene(_ stats: (lookBack: FrameStatistics, painters: FrameStatistics), count: Int, name: String) {
        XCTAssertGreaterThan(
            stats.lookBack.triangles, 2 + count / 100, "\(name): squares cut by the edge are triangles")
        XCTAssertGreaterThan(stats.lookBack.points, count * 9 / 10, "\(name): the rest are points")
        XCTAssertEqual(stats.lookBack.triangles, stats.painters.triangles)
        XCTAssertEqual(stats.lookBack.points, stats.painters.points)
        XCTAssertGreaterThan(stats.painters.drawCalls, count / 40, "\(name): painter's order splits the points")
    }

    func testRandomOpaqueSquaresDrawInAHandfulOfCalls() throws {
        for count in [1000, 10000] {
            let name = "lookback-opaque-\(count)"
            let stats = try renderBothWays(Self.squares(count, alpha: 1, seed: 31), size: Self.canvas, name: name)
            checkScene(stats, count: count, name: name)
            XCTAssertLessThanOrEqual(stats.lookBack.drawCalls, 8, "\(name): draw calls")
        }
    }

    func testRandomTranslucentSquaresDrawInAHandfulOfCalls() throws {
        for count in [1000, 10000] {
            let name = "lookback-translucent-\(count)"
            let stats = try renderBothWays(Self.squares(count, alpha: 0.5, seed: 31), size: Self.canvas, name: name)
            checkScene(stats, count: count, name: name)
            // One for the opaque background, the rest blended: at 10,000 the overlaps chain nine
            // alternations of points and triangles (the look-back's earliest joins reach that least).
            XCTAssertLessThanOrEqual(
                stats.lookBack.drawCalls, 10, "\(name): draw calls (the background's one among them)")
        }
    }

    /// Translucent squares (point sprites) and rounded rectangles (the coverage program) in
    /// painter's order: A square, B rounded over A's right half, D square apart, C square over B's
    /// right end, E rounded apart. D joins A's batch and E joins B's, but C overlaps B and must
    /// stay after it: three draw calls where painter's order takes four, and C shows over B.
    func testOverlappingTranslucentItemsOfDifferentMaterialsKeepPaintersOrder() throws {
        let half = { (c: CGColor) in c.copy(alpha: 0.5)! }
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 120, height: 60)
        root.position = CGPoint(x: 60, y: 30)
        func rounded(_ w: CGFloat, _ h: CGFloat, at x: CGFloat, _ y: CGFloat) -> CALayer {
            let layer = solidLayer(w, h, at: x, y, half(green))
            layer.cornerRadius = 4
            return layer
        }
        root.addSublayer(solidLayer(20, 20, at: 20, 20, half(red)))  // A: 10…30
        root.addSublayer(rounded(40, 20, at: 40, 20))  // B: 20…60
        root.addSublayer(solidLayer(20, 20, at: 100, 20, half(red)))  // D: 90…110
        root.addSublayer(solidLayer(20, 20, at: 60, 20, half(blue)))  // C: 50…70
        root.addSublayer(rounded(30, 14, at: 95, 47))  // E: 80…110, 40…54
        let stats = try renderBothWays(root, size: CGSize(width: 120, height: 60), name: "lookback-order")
        XCTAssertEqual(stats.lookBack.drawCalls, 3, "D joins A's batch, E joins B's")
        XCTAssertEqual(stats.painters.drawCalls, 4)
        let image = try Renderer(context: RenderHarness.context_()).render(
            root.makeRenderTree(at: 0), size: CGSize(width: 120, height: 60), background: .white)
        // Half blue over half green over white, not half green over half blue.
        assertPixel(image, 55, 20, [63, 127, 191], "C over B")
        assertPixel(image, 25, 20, [127, 191, 63], "B over A")
        assertPixel(image, 100, 20, [255, 127, 127], "D")
        assertPixel(image, 95, 47, [127, 255, 127], "E")
    }

    /// A backdrop filter reads the target around its quad as far as its blur reaches: a square drawn
    /// after it, outside the quad but within that reach, may not join the batch of a square drawn
    /// before it, or the blur would pick up its colour.
    func testAnItemWithinABackdropFiltersReachStaysAfterIt() throws {
        let root = solidLayer(60, 60, at: 30, 30, .white)
        let translucentRed = CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        root.addSublayer(solidLayer(6, 6, at: 5, 55, translucentRed))  // far from the glass
        let glass = solidLayer(40, 30, at: 30, 30, nil)  // 10…50, 15…45
        let blur = try XCTUnwrap(CIFilter(name: "CIGaussianBlur"))
        blur.setValue(3.0, forKey: "inputRadius")  // reaches 9 pixels
        glass.backgroundFilters = [blur]
        root.addSublayer(glass)
        root.addSublayer(solidLayer(6, 6, at: 54, 30, translucentRed))  // 51…57: outside, within reach
        let stats = try renderBothWays(root, size: CGSize(width: 60, height: 60), name: "lookback-backdrop")
        XCTAssertEqual(stats.lookBack.drawCalls, stats.painters.drawCalls, "the second square stays after the glass")
        let image = try Renderer(context: RenderHarness.context_()).render(
            root.makeRenderTree(at: 0), size: CGSize(width: 60, height: 60), background: .white)
        XCTAssertEqual(image.rgb(48, 30), [255, 255, 255], "nothing red under the glass")
    }
}
