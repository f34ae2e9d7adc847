import Foundation
@_spi(Rendering) import LayerTree
import XCTest

@_spi(Rendering) @testable import GLRender

/// Planning and batching without a GPU: the display list and draw commands themselves.
final class PlannerTests: XCTestCase {
    private func plan(_ root: CALayer, size: CGSize = CGSize(width: 200, height: 200)) -> DisplayList {
        var planner = Planner(tree: root.makeRenderTree(), maxTextureSize: 4096)
        return planner.plan(size: size, scale: 1, background: nil)
    }

    private func solidLayerIDs(_ pass: RenderPass) -> [UInt64] {
        pass.items.compactMap { if case .solid(let p) = $0 { return p.primitive.layerID } else { return nil } }
    }

    /// Every layer is a member of its superlayer's space, copied a few times a frame: a
    /// reference-counted field would make each copy a retain and a release (`SpaceMember`).
    func testASpaceMemberIsPlainValuesCopiedWithoutReferenceCounting() {
        XCTAssertTrue(_isPOD(SpaceMember.self), "SpaceMember holds no reference-counted field")
    }

    func testALongListPlansOnlyTheRowsOnTheCanvas() {
        // 1,000 rows of 200×10; the list is moved up 500 points, so rows 50…69 cover the canvas.
        let root = solidLayer(200, 200, at: 100, 100, nil)
        let list = solidLayer(200, 10_000, at: 100, 5_000 - 500, nil)
        let rows = (0..<1_000).map { i in solidLayer(200, 10, at: 100, CGFloat(i) * 10 + 5, i % 2 == 0 ? red : blue) }
        rows.forEach { list.addSublayer($0) }
        root.addSublayer(list)
        var planner = Planner(tree: root.makeRenderTree(), maxTextureSize: 4096)
        let planned = planner.plan(size: CGSize(width: 200, height: 200), scale: 1, background: nil)
        XCTAssertEqual(
            Set(solidLayerIDs(planned.passes[planned.canvasPassIndex])), Set(rows[49...70].map(\.layerID)),
            "rows 50…69, and 49 and 70 touching the edges (whose clipped polygons culling removes)")
        // Every row's box was measured once, in the list's coordinates, for the next frames to keep.
        let boxes = planner.sublayerBoxCache.values.compactMap(\.boxes)
        XCTAssertEqual(boxes.count, 1)
        XCTAssertEqual(boxes.first?[57], CGRect(x: 0, y: 570, width: 200, height: 10))
    }

    func testParallelSiblingsAreOrderedByZPositionThenSublayerOrder() {
        let root = solidLayer(200, 200, at: 100, 100, nil)
        let a = solidLayer(10, 10, at: 10, 10, red), b = solidLayer(10, 10, at: 20, 20, red)
        let c = solidLayer(10, 10, at: 30, 30, red)
        a.zPosition = 5
        [a, b, c].forEach { root.addSublayer($0) }
        let list = plan(root)
        XCTAssertEqual(solidLayerIDs(list.passes[list.canvasPassIndex]), [b.layerID, c.layerID, a.layerID])
    }

    func testIntersectingTranslucentPlanesAreSplitIntoCutFragments() {
        let root = solidLayer(200, 200, at: 100, 100, nil)
        let first = solidLayer(100, 60, at: 100, 100, red.withAlpha(0.5))
        first.transform = CATransform3DMakeRotation(0.5, 1, 0, 0)
        let second = solidLayer(100, 60, at: 100, 100, blue.withAlpha(0.5))
        second.transform = CATransform3DMakeRotation(-0.5, 1, 0, 0)
        root.addSublayer(first)
        root.addSublayer(second)
        let items = plan(root).passes.last!.items
        // The splitter stays whole; the other plane is cut into the part behind and the part in front.
        XCTAssertEqual(items.count, 3)
        let ids = solidLayerIDs(plan(root).passes.last!)
        XCTAssertEqual(ids.filter { $0 == second.layerID }.count, 2)
        XCTAssertEqual(ids[1], first.layerID, "the splitter is drawn between the halves of the other plane")
        XCTAssertEqual(Set(items.compactMap { $0.planeDepth?.context }), [0], "depth-tested against opaque planes")
    }

    func testIntersectingOpaquePlanesAreNotCutButDepthTested() {
        let root = solidLayer(200, 200, at: 100, 100, nil)
        let first = solidLayer(100, 60, at: 100, 100, red)
        first.transform = CATransform3DMakeRotation(0.5, 1, 0, 0)
        let second = solidLayer(100, 60, at: 100, 100, blue)
        second.transform = CATransform3DMakeRotation(-0.5, 1, 0, 0)
        root.addSublayer(first)
        root.addSublayer(second)
        let pass = plan(root).passes.last!
        XCTAssertEqual(solidLayerIDs(pass), [first.layerID, second.layerID], "whole, in sublayer order")
        XCTAssertEqual(pass.items.compactMap { $0.planeDepth?.member }, [0, 1])
        let frame = Batcher.batch(plan(root))
        XCTAssertEqual(frame.passes[0].opaque.map(\.indexCount), [12], "two quads, four triangles: nothing cut")
        XCTAssertEqual(frame.passes[0].blended, [])
    }

    func testOpaqueSolidsShareOneFrontToBackCallAndCompositesBlendInBetween() {
        let root = solidLayer(200, 200, at: 100, 100, red)
        let group = solidLayer(100, 100, at: 100, 100, nil)
        group.opacity = 0.5
        group.addSublayer(solidLayer(50, 50, at: 25, 25, blue))
        group.addSublayer(solidLayer(50, 50, at: 50, 50, green))
        root.addSublayer(group)
        root.addSublayer(solidLayer(20, 20, at: 10, 10, blue))
        let list = plan(root)
        XCTAssertEqual(list.passes.count, 2, "one offscreen pass for the group, then the canvas")
        let frame = Batcher.batch(list)
        XCTAssertEqual(frame.passes[0].opaque.map(\.program), [.flatColor], "the group's two squares: one call")
        XCTAssertEqual(frame.passes[0].blended, [])
        XCTAssertEqual(frame.passes[1].opaque.map(\.program), [.flatColor], "red under, blue over: one call")
        XCTAssertEqual(frame.passes[1].opaque.first?.indexCount, 12, "both squares, two triangles each")
        XCTAssertEqual(frame.passes[1].blended.map(\.program), [.texturedQuad(sourcePass: 0)])
    }

    /// A sublayer's clip keeps the half-plane in front of the eye only where what it draws may
    /// reach behind the eye: a turning card wholly in front needs no cut (one less line to clip
    /// every polygon by), one that reaches behind it keeps the cut.
    func testTheInFrontCutIsKeptOnlyWhereTheExtentReachesBehindTheEye() throws {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 100
        let turned = Homography(flattening: CATransform3DRotate(perspective, 1.2, 0, 1, 0))
        let canvas = ClipState.offscreenImage(covering: CGRect(x: -1000, y: -1000, width: 2000, height: 2000))
        let small = CGRect(x: -20, y: -20, width: 40, height: 40)
        let wide = CGRect(x: -500, y: -20, width: 1000, height: 40)
        func hasInFrontLine(_ clip: ClipState) -> Bool {
            let front = turned.inFront()!
            return clip.lines.contains { abs($0.a - front.a) + abs($0.b - front.b) + abs($0.c - front.c) < 1e-12 }
        }
        // W = 1 − sin(1.2)·x / 100: positive over the small card, negative at the wide one's right end.
        XCTAssertFalse(hasInFrontLine(canvas.pulledBack(through: turned, drawingOnlyIn: small)))
        XCTAssertTrue(hasInFrontLine(canvas.pulledBack(through: turned, drawingOnlyIn: wide)))
        XCTAssertTrue(hasInFrontLine(canvas.pulledBack(through: turned)))
        // Without an edge to keep, the small card's clip is empty: nothing to cut.
        XCTAssertEqual(canvas.pulledBack(through: turned, drawingOnlyIn: small).lines, [])
    }

    func testMasksToBoundsCutsGeometryOnTheCPU() {
        let root = solidLayer(200, 200, at: 100, 100, nil)
        let clip = solidLayer(100, 100, at: 100, 100, nil)
        clip.masksToBounds = true
        let child = solidLayer(100, 100, at: 100, 100, red)  // hangs off the right and bottom by 50
        clip.addSublayer(child)
        root.addSublayer(clip)
        guard case .solid(let held) = plan(root).passes.last!.items.first else { return XCTFail("no item") }
        let primitive = held.primitive
        let box = primitive.polygon.boundingBox!
        // In the child's coordinates the clip keeps 0…50 of its 0…100 on both axes.
        XCTAssertEqual(box.maxX, 50, accuracy: 1e-9)
        XCTAssertEqual(box.maxY, 50, accuracy: 1e-9)
        XCTAssertNil(primitive.clip, "a square clip needs no per-fragment work")
    }
}
