import Foundation
import LayerTree
import XCTest

@testable import GLRender

/// Damage tracking: which rectangles a change damages, that everything a change alters lies
/// inside them, and that a partial redraw leaves exactly the pixels a full redraw would.
final class DamageTests: XCTestCase {
    private let size = CGSize(width: 200, height: 160)
    private let background = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)

    /// A renderer of its own: the shared one remembers other tests' frames.
    private func freshRenderer() throws -> Renderer {
        try Renderer(context: RenderHarness.context_())
    }

    private func render(_ root: CALayer, with renderer: Renderer, full: Bool = false) throws -> RGBAImage {
        try renderer.render(root.makeRenderTree(), size: size, background: background, fullRedraw: full)
    }

    /// A still 200×160 scene: a 20×20 red square whose top-left is at (10, 10), and a blue one at (100, 60).
    private func scene() -> (root: CALayer, square: CALayer, other: CALayer) {
        let root = solidLayer(200, 160, at: 100, 80, nil)
        let square = solidLayer(20, 20, at: 20, 20, red)
        let other = solidLayer(30, 30, at: 115, 75, blue)
        root.addSublayer(square)
        root.addSublayer(other)
        return (root, square, other)
    }

    /// Renders `root`, applies `change`, renders again; returns the second frame's statistics and
    /// the pixels that differ between the two frames (drawn whole, so tracking cannot hide any).
    private func damage(
        of root: CALayer, _ change: () -> Void,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> (FrameStatistics, [(Int, Int)]) {
        let renderer = try freshRenderer()
        let before = try render(root, with: renderer)
        let oldTree = root.makeRenderTree()
        change()
        let after = try render(root, with: renderer)
        let statistics = renderer.lastFrameStatistics
        // The same two frames through a renderer on the recording backend: on a partial frame every
        // draw of the canvas pass is scissored to exactly the damage the statistics report.
        if statistics.isPartial {
            let (recorded, draws) = try recordPartialFrame(from: oldTree, to: root.makeRenderTree())
            XCTAssertEqual(recorded, statistics.damageRects, "recorded damage", file: file, line: line)
            for draw in draws where draw.pass == draws.map(\.pass).max() {
                XCTAssertEqual(
                    draw.scissors, statistics.damageRects, "a canvas draw's scissors", file: file, line: line)
            }
        }
        let reference = try render(root, with: try freshRenderer(), full: true)
        XCTAssertEqual(after, reference, "the partial frame must equal a full one", file: file, line: line)
        var changed: [(Int, Int)] = []
        for y in 0..<before.height {
            for x in 0..<before.width where before.pixel(x: x, y: y) != reference.pixel(x: x, y: y) {
                changed.append((x, y))
            }
        }
        let outside = changed.filter { p in
            !statistics.damageRects.contains { $0.contains(PixelRect(x: p.0, y: p.1, width: 1, height: 1)) }
        }
        XCTAssertTrue(
            outside.isEmpty, "changed pixels outside the damage: \(outside.prefix(5))", file: file, line: line)
        return (statistics, changed)
    }

    /// `old` then `new` drawn by a whole renderer on the recording backend (GPU-free): the second
    /// frame's damage rectangles and draws.
    private func recordPartialFrame(from old: RenderTree, to new: RenderTree) throws -> ([PixelRect], [RecordedDraw]) {
        let recorder = RecordingRenderer()
        try recorder.draw(old, size: size, background: background)
        let draws = try recorder.draw(new, size: size, background: background)
        return (recorder.statistics.damageRects, draws)
    }

    func testAPartialFramesCommandsAreScissoredToTheDamageAndHoldOnlyWhatMeetsIt() throws {
        let (root, square, _) = scene()
        let old = root.makeRenderTree()
        square.position.x += 30
        let (damage, draws) = try recordPartialFrame(from: old, to: root.makeRenderTree())
        XCTAssertEqual(damage, [PixelRect(x: 8, y: 8, width: 54, height: 24)])
        XCTAssertEqual(draws.count, 1)
        XCTAssertEqual(draws.first?.scissors, damage, "every draw of the canvas pass is scissored to the damage")
        XCTAssertEqual(draws.first?.triangles, 2, "the moved square alone: the blue one lies outside the damage")
        XCTAssertEqual(draws.first?.pixels ?? 0, 400, accuracy: 0.01)
    }

    func testAStillFrameDamagesNothingAndDrawsNothing() throws {
        let (root, _, _) = scene()
        let (statistics, changed) = try damage(of: root) {}
        XCTAssertEqual(statistics.damageRects, [])
        XCTAssertEqual(statistics.drawCalls, 0)
        XCTAssertEqual(statistics.shadedPixels, 0)
        XCTAssertTrue(changed.isEmpty)
    }

    /// `drawAndFinish` (how `layerkit bench` ends a frame) waits for the GPU only after a frame
    /// that handed it commands: an unchanged frame costs no `glFinish` either.
    func testAnUnchangedFrameIsNotWaitedFor() throws {
        let (root, square, _) = scene()
        let renderer = try freshRenderer()
        let first = try renderer.drawAndFinish(root.makeRenderTree(), size: size, background: background)
        XCTAssertTrue(first.waitedForGPU)
        let still = try renderer.drawAndFinish(root.makeRenderTree(), size: size, background: background)
        XCTAssertFalse(still.waitedForGPU)
        XCTAssertEqual(still.drawCalls, 0)
        XCTAssertEqual(still.stages.finish, 0)
        square.position.x += 10
        let moved = try renderer.drawAndFinish(root.makeRenderTree(), size: size, background: background)
        XCTAssertTrue(moved.waitedForGPU)
        XCTAssertTrue(moved.isPartial)
    }

    func testAMoveDamagesWhereTheLayerWasAndIsMergedWhenClose() throws {
        let (root, square, _) = scene()
        // Old box (10…30) and new box (40…60), each padded 2 px for antialiasing: close enough
        // (the union wastes 6×24 px) to merge into one rectangle.
        let (statistics, changed) = try damage(of: root) { square.position.x += 30 }
        XCTAssertEqual(statistics.damageRects, [PixelRect(x: 8, y: 8, width: 54, height: 24)])
        XCTAssertTrue(statistics.isPartial)
        XCTAssertFalse(changed.isEmpty)
        XCTAssertEqual(
            statistics.shadedPixels, 20 * 20, "the square alone: the clear shades nothing, the blue square is culled")
    }

    func testAFarMoveKeepsTwoRectangles() throws {
        let (root, square, _) = scene()
        let (statistics, _) = try damage(of: root) { square.position = CGPoint(x: 170, y: 130) }
        XCTAssertEqual(
            Set(statistics.damageRects),
            [
                PixelRect(x: 8, y: 8, width: 24, height: 24),
                PixelRect(x: 158, y: 118, width: 24, height: 24),
            ])
    }

    func testAnOpacityChangeDamagesTheLayerOnly() throws {
        let (root, square, _) = scene()
        let (statistics, _) = try damage(of: root) { square.opacity = 0.5 }
        XCTAssertEqual(statistics.damageRects, [PixelRect(x: 8, y: 8, width: 24, height: 24)])
    }

    func testARemovedLayerDamagesWhereItWas() throws {
        let (root, _, other) = scene()
        let (statistics, _) = try damage(of: root) { other.removeFromSuperlayer() }
        XCTAssertEqual(statistics.damageRects, [PixelRect(x: 98, y: 58, width: 34, height: 34)])
    }

    func testAReorderedSublayerDamagesOnlyTheOneThatMoved() throws {
        let (root, square, other) = scene()
        square.position = CGPoint(x: 105, y: 65)  // overlaps `other`: the order shows
        let (statistics, changed) = try damage(of: root) {
            square.removeFromSuperlayer()
            root.addSublayer(square)  // now above `other`
        }
        XCTAssertEqual(statistics.damageRects, [PixelRect(x: 93, y: 53, width: 24, height: 24)])
        XCTAssertFalse(changed.isEmpty)
        _ = other
    }

    func testAGrowingShadowDamagesItsBlurredExtent() throws {
        let (root, square, _) = scene()
        square.position = CGPoint(x: 60, y: 60)
        square.shadowOpacity = 1
        square.shadowRadius = 2
        square.shadowOffset = CGSize(width: 0, height: 0)
        let (statistics, changed) = try damage(of: root) { square.shadowRadius = 10 }
        // The blur's σ is the radius and reaches 3σ: the new shadow covers 50…70 grown by 30
        // (20…100), the old one 44…76; with the 2-pixel margin, the damage is 18…102 each way.
        XCTAssertEqual(statistics.damageRects, [PixelRect(x: 18, y: 18, width: 84, height: 84)])
        let reach = changed.reduce((minX: Int.max, maxX: 0)) { (min($0.minX, $1.0), max($0.maxX, $1.0)) }
        XCTAssertLessThan(reach.minX, 45, "the shadow really grew past the old one")
        XCTAssertGreaterThan(reach.maxX, 75)
        XCTAssertTrue(statistics.isPartial)
    }

    func testARotationIn3DDamagesItsSpace() throws {
        let (root, _, _) = scene()
        // A 60×60 space at 100…160 × 60…120 seen in perspective, holding a 40×40 card.
        let space = solidLayer(60, 60, at: 130, 90, nil)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 100
        space.sublayerTransform = perspective
        let card = solidLayer(40, 40, at: 30, 30, green)
        space.addSublayer(card)
        root.addSublayer(space)
        let (statistics, changed) = try damage(of: root) {
            card.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
        }
        XCTAssertFalse(changed.isEmpty)
        // A member of a 3D space damages the space's whole box (its planes are cut and ordered
        // against each other), projected, padded: not the canvas.
        XCTAssertEqual(statistics.damageRects, [PixelRect(x: 98, y: 58, width: 64, height: 64)])
        XCTAssertTrue(statistics.isPartial)
    }

    /// A square turning about z, a degree a frame, through the whole turn: every frame damages the
    /// square's box and no more. `CATransform3DMakeRotation` left m33 an ulp below 1 at 37 of these
    /// 360 angles (91°, 93°, …), the turn then read as leaving the plane, and the superlayer's
    /// whole box, here the canvas, was the damage.
    func testASquareTurningAboutZDamagesOnlyItsOwnBoxAtEveryAngle() throws {
        let (root, square, _) = scene()
        let renderer = try freshRenderer()
        _ = try render(root, with: renderer)
        var wholeFrames: [Int] = []
        for degree in 1...360 {
            square.transform = CATransform3DMakeRotation(CGFloat(degree) * .pi / 180, 0, 0, 1)
            _ = try render(root, with: renderer)
            let damage = renderer.lastFrameStatistics.damageRects.reduce(PixelRect(x: 0, y: 0, width: 0, height: 0)) {
                $0.union($1)
            }
            // The 20×20 square at 10…30 turns inside its circle (radius 14.2, 5.8…34.2), padded a few pixels.
            if !PixelRect(x: 2, y: 2, width: 36, height: 36).contains(damage) { wholeFrames.append(degree) }
        }
        XCTAssertEqual(wholeFrames, [], "angles whose frame damaged more than the square's box")
    }

    func testTurningOnAClipDamagesWhatWasOutsideIt() throws {
        let (root, square, _) = scene()
        let child = solidLayer(40, 10, at: 30, 5, green)  // sticks 20 px out of the square's right side
        square.addSublayer(child)
        let (statistics, changed) = try damage(of: root) { square.masksToBounds = true }
        // The sublayer spans 20…60: its part right of the square (30…60) disappears.
        XCTAssertTrue(changed.contains { $0.0 >= 31 })
        XCTAssertEqual(statistics.damageRects, [PixelRect(x: 8, y: 8, width: 54, height: 24)])
    }

    func testAnAddedUpdateIsRedrawnThoughNothingChanged() throws {
        let (root, _, _) = scene()
        let renderer = try freshRenderer()
        _ = try render(root, with: renderer)
        // Half inside the blue square (100…130, 60…90): only its covered part is shaded.
        renderer.addUpdate(PixelRect(x: 120, y: 70, width: 20, height: 10))
        _ = try render(root, with: renderer)
        XCTAssertEqual(renderer.lastFrameStatistics.damageRects, [PixelRect(x: 120, y: 70, width: 20, height: 10)])
        XCTAssertEqual(renderer.lastFrameStatistics.shadedPixels, 10 * 10)
    }

    func testANewSizeRedrawsEverything() throws {
        let (root, _, _) = scene()
        let renderer = try freshRenderer()
        _ = try render(root, with: renderer)
        _ = try renderer.render(root.makeRenderTree(), size: CGSize(width: 100, height: 100), background: background)
        XCTAssertEqual(renderer.lastFrameStatistics.damageRects, [PixelRect(x: 0, y: 0, width: 100, height: 100)])
        XCTAssertFalse(renderer.lastFrameStatistics.isPartial)
    }

    func testDamageOverHalfTheCanvasRedrawsEverything() throws {
        let (root, square, _) = scene()
        let (statistics, _) = try damage(of: root) { square.bounds.size = CGSize(width: 300, height: 300) }
        XCTAssertEqual(statistics.damageRects, [PixelRect(x: 0, y: 0, width: 200, height: 160)])
        XCTAssertFalse(statistics.isPartial)
    }

    func testTheUpdatesOverlayTintsOnlyTheDamageAndIsRepairedNextFrame() throws {
        let (root, square, _) = scene()
        let renderer = try freshRenderer()
        renderer.debugOverlays = .updates
        _ = try render(root, with: renderer)
        square.position.x += 100
        let flashed = try render(root, with: renderer)
        let clean = try render(root, with: try freshRenderer(), full: true)
        // Inside the damage the flash tints the frame; outside it the frame is untouched.
        XCTAssertNotEqual(flashed.rgb(115, 20), clean.rgb(115, 20))
        XCTAssertNotEqual(flashed.rgb(15, 20), clean.rgb(15, 20))
        XCTAssertEqual(flashed.rgb(60, 20), clean.rgb(60, 20))
        XCTAssertEqual(flashed.rgb(115, 75), clean.rgb(115, 75))
        // Nothing changes next: the flashes are drawn away and nothing new is flashed.
        let repaired = try render(root, with: renderer)
        XCTAssertEqual(repaired, clean)
    }
}
