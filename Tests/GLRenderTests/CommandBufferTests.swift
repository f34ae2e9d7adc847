import Foundation
import LayerTree
import XCTest

@testable import GLRender

/// What a frame's command buffer would draw, executed by the recording backend: no GPU. Most
/// run the whole renderer on it (`RecordingRenderer`); those that look at one stage's output
/// (culling's counts, a batch's depth flag, recycled buffers) wire the stages by hand.
final class CommandBufferTests: XCTestCase {
    private func record(_ root: CALayer, size: CGSize = CGSize(width: 200, height: 200)) throws -> [RecordedDraw] {
        try RecordingRenderer().draw(root, size: size)
    }

    /// Whether every corner of the triangle lies in the rectangle (target pixels).
    private func triangle(_ corners: [Point2], isIn rect: CGRect) -> Bool {
        corners.allSatisfy { rect.insetBy(dx: -1e-6, dy: -1e-6).contains(CGPoint(x: $0.x, y: $0.y)) }
    }

    /// Four overlapping layers on a 200 × 200 root without a background, back to front: opaque red,
    /// opaque green (`middleHeight` tall), half-transparent blue, opaque blue.
    private func stack(middleHeight: CGFloat = 100) -> (
        root: CALayer, back: CALayer, middle: CALayer, translucent: CALayer, front: CALayer
    ) {
        let root = solidLayer(200, 200, at: 100, 100, nil)
        let back = solidLayer(100, 100, at: 60, 60, red)
        let middle = solidLayer(100, middleHeight, at: 100, 100, green)
        let translucent = solidLayer(100, 100, at: 120, 120, blue.withAlpha(0.5))
        let front = solidLayer(100, 100, at: 140, 140, blue)
        [back, middle, translucent, front].forEach { root.addSublayer($0) }
        return (root, back, middle, translucent, front)
    }

    func testOpaquePrimitivesAreDrawnFirstFrontToBack() throws {
        let (root, back, middle, _, front) = stack()
        let draws = try record(root)
        XCTAssertEqual(draws.map(\.phase), [.opaque, .blended])
        XCTAssertEqual(draws.map(\.program), [.flatColor, .flatColor])
        let opaque = draws[0]
        XCTAssertEqual(opaque.triangles, 6, "three opaque squares, two triangles each")
        // Front to back: the front square's triangles first, then the middle's, then the back's.
        XCTAssertTrue(triangle(opaque.corners[0], isIn: front.frame) && triangle(opaque.corners[1], isIn: front.frame))
        XCTAssertTrue(triangle(opaque.corners[2], isIn: middle.frame))
        XCTAssertTrue(triangle(opaque.corners[4], isIn: back.frame))
        XCTAssertEqual(opaque.depths, opaque.depths.sorted(), "nearest (smallest depth) first")
        XCTAssertLessThan(opaque.depths.first!, opaque.depths.last!)
        // The translucent square lies between middle and front in depth: in front of one, behind the other.
        let translucentDepth = draws[1].depths[0]
        XCTAssertGreaterThan(translucentDepth, opaque.depths[0], "behind the front square")
        XCTAssertLessThan(translucentDepth, opaque.depths[2], "in front of the middle square")
    }

    /// With nothing translucent and nothing in 3D, painter's order alone is right and cheapest.
    func testAPassOfOnlyOpaquePolygonsIsDrawnInPaintersOrderWithoutDepth() {
        let root = solidLayer(200, 200, at: 100, 100, nil)
        let back = solidLayer(100, 100, at: 60, 60, red), front = solidLayer(100, 100, at: 140, 140, blue)
        [back, front].forEach { root.addSublayer($0) }
        let frame = Batcher.batch(RenderHarness.plan(root, size: CGSize(width: 200, height: 200)))
        XCTAssertFalse(frame.passes[0].depthTested)
        let draws = RecordingBackend().record(frame)
        XCTAssertEqual(draws.map(\.phase), [.opaque])
        XCTAssertTrue(triangle(draws[0].corners[0], isIn: back.frame), "back first")
        XCTAssertTrue(triangle(draws[0].corners[2], isIn: front.frame), "front last, over it")
    }

    /// A 3D context of only opaque cards is one depth-tested opaque draw in reverse painter's order:
    /// with the cards in the tree back to front, nearest first (the order in which the depth test
    /// rejects what lies behind). The depth buffer, not this order, decides what shows.
    func testA3DContextOfOnlyOpaqueCardsIsDrawnNearestFirst() {
        let root = solidLayer(200, 200, at: 100, 100, nil)
        let space = CATransformLayer()
        space.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        space.position = CGPoint(x: 100, y: 100)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        space.sublayerTransform = perspective
        root.addSublayer(space)
        // Parallel cards 60 points apart, turned a little, farthest first in the tree.
        for (z, color) in [(-60.0, red), (0.0, green), (60.0, blue)] {
            let card = solidLayer(100, 100, at: 100, 100, color)
            card.zPosition = z
            card.transform = CATransform3DMakeRotation(0.3, 0, 1, 0)
            space.addSublayer(card)
        }
        let frame = Batcher.batch(Culling.apply(to: RenderHarness.plan(root, size: CGSize(width: 200, height: 200))))
        XCTAssertTrue(frame.passes[0].depthTested)
        let draws = RecordingBackend().record(frame)
        XCTAssertEqual(draws.map(\.phase), [.opaque])
        XCTAssertEqual(draws.first?.triangles, 6, "three cards, two triangles each")
        let depths = draws.first?.depths ?? []
        XCTAssertEqual(depths, depths.sorted(), "nearest (smallest depth) first")
        XCTAssertLessThan(depths.first ?? 0, depths.last ?? 0)
    }

    /// Squares are point sprites and other rectangles triangles, two materials: the opaque phase
    /// still runs front to back across them, one draw call per run of a material, and in a pass
    /// without depth painter's order holds across them.
    func testOpaqueSquaresAndRectanglesKeepTheirOrderAcrossMaterials() throws {
        let (root, back, middle, translucent, front) = stack(middleHeight: 60)
        func batched() throws -> [RecordedDraw] {
            try RecordingRenderer(maxPointSize: 255).draw(root)
        }
        var draws = try batched()
        XCTAssertEqual(draws.map(\.phase), [.opaque, .opaque, .opaque, .blended])
        XCTAssertEqual(draws.map(\.program), [.flatPoints, .flatColor, .flatPoints, .flatPoints])
        XCTAssertEqual(draws.map(\.points), [1, 0, 1, 1])
        XCTAssertTrue(triangle(draws[0].corners[0], isIn: front.frame), "the front square first")
        XCTAssertTrue(triangle(draws[1].corners[0], isIn: middle.frame), "then the rectangle")
        XCTAssertTrue(triangle(draws[2].corners[0], isIn: back.frame), "the back square last")
        let opaqueDepths = draws[0..<3].flatMap(\.depths)
        XCTAssertEqual(opaqueDepths, opaqueDepths.sorted(), "nearest (smallest depth) first")
        XCTAssertGreaterThan(draws[3].depths[0], draws[0].depths[0], "the translucent square behind the front one")
        XCTAssertLessThan(draws[3].depths[0], draws[1].depths[0], "and in front of the rectangle")
        // Without the translucent square: no depth, painter's order.
        translucent.removeFromSuperlayer()
        draws = try batched()
        XCTAssertEqual(draws.map(\.phase), [.opaque, .opaque, .opaque])
        XCTAssertEqual(draws.map(\.program), [.flatPoints, .flatColor, .flatPoints])
        XCTAssertTrue(triangle(draws[0].corners[0], isIn: back.frame), "back first")
        XCTAssertTrue(triangle(draws[2].corners[0], isIn: front.frame), "front last, over it")
    }

    func testARoundedRectangleIsSplitIntoAnOpaqueInteriorAndACornerRing() throws {
        let root = solidLayer(200, 200, at: 100, 100, nil)
        let card = solidLayer(160, 120, at: 100, 100, red)
        card.cornerRadius = 20
        root.addSublayer(card)
        let draws = try record(root)
        XCTAssertEqual(draws.map(\.phase), [.opaque, .blended])
        XCTAssertEqual(
            draws.map(\.program), [.flatColor, .layerQuad(.roundedRect)],
            "the interior is flat, the corners need coverage (circular: no other feature)")
        XCTAssertEqual(draws[0].triangles, 10, "five flat tiles")
        XCTAssertEqual(draws[1].triangles, 8, "four corner squares")
        XCTAssertEqual(draws[1].pixels, 4 * 20 * 20, accuracy: 1e-6)
        XCTAssertEqual(draws[0].pixels + draws[1].pixels, 160 * 120, accuracy: 1e-6, "the tiles cover the card once")
    }

    func testASquareUnderARoundedClipIsSplitByTheClipsCorners() throws {
        let root = solidLayer(200, 200, at: 100, 100, nil)
        let clip = solidLayer(160, 160, at: 100, 100, nil)
        clip.cornerRadius = 16
        clip.masksToBounds = true
        let content = solidLayer(200, 100, at: 80, 40, green)
        clip.addSublayer(content)
        root.addSublayer(clip)
        let draws = try record(root)
        XCTAssertEqual(draws.map(\.program), [.flatColor, .layerQuad([.roundedRect, .roundedClip])])
        // The content covers the clip's top band [0, 160] × [0, 90]: its two top corners need coverage.
        XCTAssertEqual(draws[1].pixels, 2 * 16 * 16, accuracy: 1e-6)
        XCTAssertEqual(draws[0].pixels + draws[1].pixels, 160 * 90, accuracy: 1e-6)
    }

    func testSmallRoundedRectanglesStayWhole() throws {
        let root = solidLayer(200, 200, at: 100, 100, nil)
        let chip = solidLayer(40, 40, at: 100, 100, red)
        chip.cornerRadius = 8
        root.addSublayer(chip)
        let draws = try record(root)
        XCTAssertEqual(draws.map(\.program), [.layerQuad(.roundedRect)])
        XCTAssertEqual(draws[0].triangles, 2)
    }

    /// Coverage primitives of different features stay in one draw call, which runs the variant of
    /// their union: a variant may only leave out what none of its primitives needs.
    func testCoverageBatchesRunTheVariantOfTheirFeaturesUnion() throws {
        let root = solidLayer(200, 200, at: 100, 100, nil)
        let plain = solidLayer(40, 40, at: 30, 30, red)
        plain.cornerRadius = 8
        let bordered = solidLayer(40, 40, at: 80, 30, nil)
        bordered.borderWidth = 3
        bordered.borderColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let clip = solidLayer(40, 40, at: 130, 30, red)
        clip.cornerRadius = 8
        clip.masksToBounds = true
        clip.addSublayer(solidLayer(40, 40, at: 32, 32, green))
        let continuous = solidLayer(40, 40, at: 30, 100, red)
        continuous.cornerRadius = 8
        continuous.cornerCurve = .continuous
        [plain, bordered, clip].forEach { root.addSublayer($0) }
        XCTAssertEqual(try record(root).map(\.program), [.layerQuad([.roundedRect, .border, .roundedClip])])
        root.addSublayer(continuous)
        XCTAssertEqual(
            try record(root).map(\.program), [.layerQuad([.roundedRect, .border, .roundedClip, .continuousCorners])])
        XCTAssertEqual(CoverageFeatures([.border, .roundedClip]).programName, "layer_quad[border,clip]")
        XCTAssertEqual(CoverageFeatures.all.programName, "layer_quad", "all of them: the full program")
    }

    func testALargeOccluderBelowManySmallOnesStillHidesWhatItCoversExactly() {
        // Off the 8-pixel grid, a cover hides the square under it only by the exact test against the
        // occluders kept (the grid's edge cells are not wholly covered). Sixteen small squares above
        // it fill the occluder list first: the large one must replace the smallest, not be dropped.
        let root = solidLayer(200, 200, at: 100, 100, nil)
        let under = solidLayer(99, 99, at: 51.5, 51.5, green)
        let cover = solidLayer(100, 100, at: 51.5, 51.5, red)
        [under, cover].forEach { root.addSublayer($0) }
        for i in 0..<Culling.maximumOccluders {
            root.addSublayer(solidLayer(4, 4, at: CGFloat(120 + (i % 4) * 10), CGFloat(120 + (i / 4) * 10), blue))
        }
        let list = Culling.apply(to: RenderHarness.plan(root, size: CGSize(width: 200, height: 200)))
        XCTAssertEqual(list.hiddenItems, 1, "the square under the cover")
        XCTAssertFalse(list.passes[list.canvasPassIndex].items.contains { $0.placement.layerID == under.layerID })
    }

    func testHiddenAndOffTargetPrimitivesAreNotEmitted() {
        let root = solidLayer(200, 200, at: 100, 100, nil)
        let under = solidLayer(40, 40, at: 100, 100, green)
        let rounded = solidLayer(40, 40, at: 60, 60, green)
        rounded.cornerRadius = 10
        let cover = solidLayer(120, 120, at: 80, 80, red)
        let offTarget = solidLayer(40, 40, at: -100, 100, blue)
        let partlyOff = solidLayer(40, 40, at: 200, 100, blue)
        [under, rounded, cover, offTarget, partlyOff].forEach { root.addSublayer($0) }
        let planned = RenderHarness.plan(root, size: CGSize(width: 200, height: 200))
        XCTAssertFalse(
            planned.passes[0].items.contains { $0.placement.layerID == offTarget.layerID },
            "the canvas's edges clip the square left of the canvas away while planning")
        let list = Culling.apply(to: planned)
        XCTAssertEqual(list.hiddenItems, 2, "the square and the rounded square under the cover")
        let draws = RecordingBackend().record(Batcher.batch(list))
        XCTAssertEqual(draws.map(\.phase), [.opaque])
        XCTAssertEqual(draws[0].triangles, 4, "the cover and the half of the square on the canvas")
        XCTAssertEqual(draws[0].pixels, 120 * 120 + 20 * 40, accuracy: 1e-6)
    }

    /// A frame batched into a recycled frame's buffers is the frame batched from nothing: nothing
    /// of the old frame's geometry is left in it.
    func testAFrameBatchedIntoRecycledBuffersIsTheSameFrame() {
        let size = CGSize(width: 200, height: 200)
        let many = solidLayer(200, 200, at: 100, 100, nil)
        for i in 0..<30 {
            let square = solidLayer(20, 20, at: CGFloat(10 + 6 * i), CGFloat(10 + 5 * i), i % 2 == 0 ? red : blue)
            square.transform = i % 3 == 0 ? CATransform3DMakeRotation(0.3, 0, 0, 1) : CATransform3DIdentity
            square.opacity = i % 4 == 0 ? 0.5 : 1
            many.addSublayer(square)
        }
        let few = solidLayer(200, 200, at: 100, 100, nil)
        few.addSublayer(solidLayer(30, 30, at: 50, 50, green))
        let old = Batcher.batch(Culling.apply(to: RenderHarness.plan(many, size: size)), maxPointSize: 64)
        XCTAssertGreaterThan(old.vertexCount, 30)
        let fresh = Batcher.batch(Culling.apply(to: RenderHarness.plan(few, size: size)), maxPointSize: 64)
        let recycled = Batcher.batch(
            Culling.apply(to: RenderHarness.plan(few, size: size)), maxPointSize: 64, recycling: old)
        XCTAssertEqual(recycled, fresh)
    }

    /// A turned opaque square hides only what lies inside it: a square in a corner of its bounding
    /// box, outside the turned square itself, is drawn.
    func testATurnedOpaqueSquareHidesNothingOutsideItself() {
        let root = solidLayer(200, 200, at: 100, 100, nil)
        let corner = solidLayer(16, 16, at: 48, 48, green)
        let inside = solidLayer(16, 16, at: 100, 100, green)
        let turned = solidLayer(100, 100, at: 100, 100, red)
        turned.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        [corner, inside, turned].forEach { root.addSublayer($0) }
        let list = Culling.apply(to: RenderHarness.plan(root, size: CGSize(width: 200, height: 200)))
        let kept = list.passes[0].items.map(\.placement.layerID)
        XCTAssertTrue(kept.contains(corner.layerID), "the square outside the turned one, inside its box")
        XCTAssertEqual(kept.count, 3, "a turned square is no occluder: nothing is taken out")
    }

    /// A subtree wholly off the canvas is not planned; one whose own bounds are off the canvas but whose
    /// sublayer reaches back onto it is.
    func testSubtreesOffTheCanvasAreNotPlanned() {
        let root = solidLayer(200, 200, at: 100, 100, nil)
        let gone = solidLayer(100, 40, at: 100, 300, red)
        gone.addSublayer(solidLayer(20, 20, at: 10, 10, green))
        let reaching = solidLayer(100, 40, at: 100, -30, red)
        let child = solidLayer(20, 20, at: 50, 50, blue)  // 40…60 down from reaching's top at −50: on the canvas
        reaching.addSublayer(child)
        [gone, reaching].forEach { root.addSublayer($0) }
        let ids = RenderHarness.plan(root, size: CGSize(width: 200, height: 200)).passes[0].items.map(
            \.placement.layerID)
        XCTAssertEqual(ids, [child.layerID], "only the sublayer that shows")
    }

    func testAPrimitiveOnlyPartlyHiddenIsKept() throws {
        let root = solidLayer(200, 200, at: 100, 100, nil)
        root.addSublayer(solidLayer(40, 40, at: 100, 100, green))
        root.addSublayer(solidLayer(40, 40, at: 110, 100, red))
        let recorder = RecordingRenderer()
        XCTAssertEqual(try recorder.draw(root)[0].triangles, 4)
        XCTAssertEqual(recorder.statistics.culledPrimitives, 0)
    }

    /// Culling converts pixel boxes to grid cells: coordinates far beyond any integer must not trap.
    func testCullingSurvivesFarAwayAndNonFiniteGeometry() {
        let root = solidLayer(200, 200, at: 100, 100, nil)
        let far = solidLayer(40, 40, at: 1e300, 1e300, green)
        let huge = solidLayer(1e300, 1e300, at: 100, 100, green)
        let cover = solidLayer(200, 200, at: 100, 100, red)
        [far, huge, cover].forEach { root.addSublayer($0) }
        var planner = Planner(tree: root.makeRenderTree(), maxTextureSize: 4096)
        let list = Culling.apply(to: planner.plan(size: CGSize(width: 200, height: 200), scale: 1, background: nil))
        XCTAssertEqual(
            list.passes[0].items.map(\.placement.layerID), [cover.layerID],
            "what is off the canvas or under the cover is gone")
    }
}
