import Foundation
import LayerTree
import XCTest

@testable import GLRender

/// Opacity, clipping, borders and flipping, probed at pixels whose values follow from the spec.
final class CompositingTests: XCTestCase {
    private func twoOverlappingSquares(groupOpacity: Bool) throws -> RGBAImage {
        let root = solidLayer(120, 80, at: 60, 40, nil)
        let group = solidLayer(120, 80, at: 60, 40, nil)
        group.opacity = 0.5
        group.allowsGroupOpacity = groupOpacity
        group.addSublayer(solidLayer(60, 60, at: 40, 40, red))
        group.addSublayer(solidLayer(60, 60, at: 80, 40, red))
        root.addSublayer(group)
        return try RenderHarness.render(root, size: CGSize(width: 120, height: 80))
    }

    func testGroupOpacityOverlapMatchesTheNonOverlap() throws {
        let image = try twoOverlappingSquares(groupOpacity: true)
        // Red at 50% over white: (255, 128, 128) both where the squares overlap and where they don't.
        XCTAssertEqual(image.rgb(60, 40), image.rgb(20, 40), "overlap (60, 40) vs single (20, 40)")
        XCTAssertEqual(image.rgb(20, 40)[0], 255)
        XCTAssertEqual(Double(image.rgb(20, 40)[1]), 127.5, accuracy: 1.5)
        XCTAssertEqual(try RenderHarness.renderer().lastFrameStatistics.offscreenPasses, 1)
    }

    func testWithoutGroupOpacityTheOverlapIsDarker() throws {
        let image = try twoOverlappingSquares(groupOpacity: false)
        // Each square fades separately: the overlap is red at 75% over white: green = 255·0.25.
        XCTAssertEqual(Double(image.rgb(60, 40)[1]), 63.75, accuracy: 1.5)
        XCTAssertEqual(Double(image.rgb(20, 40)[1]), 127.5, accuracy: 1.5)
        XCTAssertEqual(try RenderHarness.renderer().lastFrameStatistics.offscreenPasses, 0)
    }

    func testFadingASingleLayerNeedsNoOffscreenPass() throws {
        let root = solidLayer(100, 100, at: 50, 50, nil)
        let parent = solidLayer(100, 100, at: 50, 50, nil)
        parent.opacity = 0.5
        parent.addSublayer(solidLayer(50, 50, at: 50, 50, red))
        root.addSublayer(parent)
        let image = try RenderHarness.render(root, size: CGSize(width: 100, height: 100))
        XCTAssertEqual(Double(image.rgb(50, 50)[1]), 127.5, accuracy: 1.5)
        XCTAssertEqual(try RenderHarness.renderer().lastFrameStatistics.offscreenPasses, 0)
    }

    func testRoundedMasksToBoundsCutsTheChildsCorner() throws {
        let root = solidLayer(100, 100, at: 50, 50, nil)
        let clip = solidLayer(80, 80, at: 50, 50, nil)
        clip.cornerRadius = 20
        clip.masksToBounds = true
        clip.addSublayer(solidLayer(120, 120, at: 40, 40, blue))
        root.addSublayer(clip)
        let image = try RenderHarness.render(root, size: CGSize(width: 100, height: 100))
        // The clip spans 10…90; its top-left arc is centred at (30, 30) with radius 20.
        XCTAssertTrue(image.matches(12, 12, .white), "outside the arc: cut")
        XCTAssertTrue(image.matches(50, 11, blue), "along the straight top edge: kept")
        XCTAssertTrue(image.matches(17, 17, blue), "inside the arc (distance 18.4 < 20): kept")
        XCTAssertTrue(image.matches(95, 50, .white), "outside the bounds: cut")
        clip.masksToBounds = false
        let unclipped = try RenderHarness.render(root, size: CGSize(width: 100, height: 100))
        XCTAssertTrue(unclipped.matches(12, 12, blue), "without masksToBounds the corner radius clips nothing")
    }

    func testRoundedClipStaysRoundUnder3DTransform() throws {
        let root = solidLayer(200, 200, at: 100, 100, nil)
        let clip = solidLayer(100, 100, at: 100, 100, nil)
        clip.cornerRadius = 50  // a circle
        clip.masksToBounds = true
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 400
        clip.transform = CATransform3DRotate(t, 0.8, 1, 0, 0)
        clip.addSublayer(solidLayer(100, 100, at: 50, 50, blue))
        root.addSublayer(clip)
        let image = try RenderHarness.render(root, size: CGSize(width: 200, height: 200))
        // The circle's centre projects to the anchor (100, 100); corners of the square must be cut.
        XCTAssertTrue(image.matches(100, 100, blue))
        let rows = (0..<200).filter { !image.matches(100, $0, .white, tolerance: 40) }
        let top = try XCTUnwrap(rows.first), bottom = try XCTUnwrap(rows.last)
        // Rotation about x by 0.8: y' = y·cos, z' = y·sin; w = 1 − z'/400. The circle's top (y = −50)
        // and bottom (y = 50) land at 100 + y·cos0.8 / w.
        let project = { (y: Double) in 100 + y * cos(0.8) / (1 - y * sin(0.8) / 400) }
        XCTAssertEqual(Double(top), project(-50), accuracy: 1)
        XCTAssertEqual(Double(bottom + 1), project(50), accuracy: 1)
        // Near the projected square's corner the clip has cut the child away.
        let corner = (x: 100 + (-50) / (1 - (-50) * sin(0.8) / 400), y: project(-50))
        XCTAssertTrue(image.matches(Int(corner.x) + 3, Int(corner.y) + 3, .white))
    }

    func testBorderIsInsideTheBoundsAndAboveSublayers() throws {
        let root = solidLayer(100, 100, at: 50, 50, nil)
        let framed = solidLayer(60, 60, at: 50, 50, red)
        framed.borderWidth = 5
        framed.borderColor = blue
        framed.addSublayer(solidLayer(60, 60, at: 30, 30, green))
        root.addSublayer(framed)
        let image = try RenderHarness.render(root, size: CGSize(width: 100, height: 100))
        // Bounds 20…80: the border covers 20…25 inside, over the green sublayer; nothing outside.
        XCTAssertTrue(image.matches(19, 50, .white))
        XCTAssertTrue(image.matches(20, 50, blue))
        XCTAssertTrue(image.matches(24, 50, blue))
        XCTAssertTrue(image.matches(25, 50, green))
    }

    func testGeometryFlippedMirrorsSublayersButNotTheLayer() throws {
        let root = solidLayer(100, 100, at: 50, 50, nil)
        let flipped = solidLayer(100, 100, at: 50, 50, nil)
        flipped.isGeometryFlipped = true
        flipped.addSublayer(solidLayer(20, 20, at: 50, 20, red))
        root.addSublayer(flipped)
        let image = try RenderHarness.render(root, size: CGSize(width: 100, height: 100))
        // y → 100 − y: the sublayer centred at y = 20 appears centred at y = 80.
        XCTAssertTrue(image.matches(50, 80, red))
        XCTAssertTrue(image.matches(50, 20, .white))
    }

    func testBoundsOriginScrollsSublayers() throws {
        let root = solidLayer(100, 100, at: 50, 50, nil)
        let scroller = solidLayer(100, 100, at: 50, 50, nil)
        scroller.bounds.origin = CGPoint(x: 30, y: 0)
        scroller.addSublayer(solidLayer(20, 20, at: 50, 50, red))
        root.addSublayer(scroller)
        let image = try RenderHarness.render(root, size: CGSize(width: 100, height: 100))
        XCTAssertTrue(image.matches(20, 50, red), "position 50 − bounds.origin.x 30")
        XCTAssertTrue(image.matches(50, 50, .white))
    }

    func testScaleMultipliesThePixelSize() throws {
        let root = solidLayer(50, 40, at: 25, 20, red)
        let image = try RenderHarness.render(root, size: CGSize(width: 50, height: 40), scale: 3)
        XCTAssertEqual(image.width, 150)
        XCTAssertEqual(image.height, 120)
        XCTAssertTrue(image.matches(149, 119, red))
    }

    func testEdgeAntialiasingOnlyWhenAsked() throws {
        func edgeValues(antialiased: Bool) throws -> Set<Int> {
            let root = solidLayer(100, 100, at: 50, 50, nil)
            let square = solidLayer(60, 60, at: 50, 50, red)
            square.transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
            square.allowsEdgeAntialiasing = antialiased
            root.addSublayer(square)
            let image = try RenderHarness.render(root, size: CGSize(width: 100, height: 100))
            return Set((0..<100).flatMap { y in (0..<100).map { image.rgb($0, y)[1] } })
        }
        // Aliased: every pixel is pure red or pure white (green 0 or 255); smooth edges have mixes.
        XCTAssertEqual(try edgeValues(antialiased: false), [0, 255])
        XCTAssertGreaterThan(try edgeValues(antialiased: true).count, 20)
    }

    /// `edgeAntialiasingMask` smooths only the edges it names. A 40-point square whose edges lie
    /// a quarter pixel past pixel boundaries (10.25 … 50.25): a smooth edge covers its outer pixel
    /// column or row by 0.75 (left, minY) or 0.25 (right, maxY); a hard edge by 1 or 0, as the
    /// rasterizer alone would.
    func testEdgeAntialiasingMaskSmoothsOnlyTheNamedEdges() throws {
        func greens(_ mask: CAEdgeAntialiasingMask?) throws -> (left: Int, right: Int, minY: Int, maxY: Int) {
            let root = solidLayer(60, 60, at: 30, 30, nil)
            let square = solidLayer(40, 40, at: 30.25, 30.25, red)
            if let mask {
                square.allowsEdgeAntialiasing = true
                square.edgeAntialiasingMask = mask
            }
            root.addSublayer(square)
            let image = try RenderHarness.render(root, size: CGSize(width: 60, height: 60), background: .white)
            // Green is 255 where nothing red is drawn and 255·(1 − coverage) over white.
            return (image.rgb(10, 30)[1], image.rgb(50, 30)[1], image.rgb(30, 10)[1], image.rgb(30, 50)[1])
        }
        func assertNear(_ value: Int, _ expected: Int, _ message: String, line: UInt = #line) {
            XCTAssertEqual(Double(value), Double(expected), accuracy: 12, message, line: line)
        }
        let all = try greens(.all)
        assertNear(all.left, 64, "left smooth: 0.75"); assertNear(all.right, 191, "right smooth: 0.25")
        assertNear(all.minY, 64, "minY smooth"); assertNear(all.maxY, 191, "maxY smooth")
        let some = try greens([.layerLeftEdge, .layerBottomEdge])
        assertNear(some.left, 64, "left named: smooth");
        assertNear(some.minY, 64, "minY (layerBottomEdge) named: smooth")
        XCTAssertEqual(some.right, 255, "right not named: hard, its outer column untouched")
        XCTAssertEqual(some.maxY, 255, "maxY (layerTopEdge) not named: hard")
        let none = try greens([])
        XCTAssertEqual(
            [none.left, none.right, none.minY, none.maxY], [0, 255, 0, 255], "an empty mask: every edge hard")
        let off = try greens(nil)
        XCTAssertEqual([off.left, off.right, off.minY, off.maxY], [0, 255, 0, 255], "allowsEdgeAntialiasing off")
    }
}
