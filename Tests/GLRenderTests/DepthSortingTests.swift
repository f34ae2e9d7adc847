import Foundation
import LayerTree
import XCTest

@testable import GLRender

/// Depth order among siblings: zPosition, 3D sorting with cuts, transform layers, culling.
final class DepthSortingTests: XCTestCase {
    func testHigherZPositionDrawsOnTopWhateverTheSublayerOrder() throws {
        let root = solidLayer(100, 100, at: 50, 50, nil)
        let front = solidLayer(60, 60, at: 40, 40, red)
        front.zPosition = 1
        let back = solidLayer(60, 60, at: 60, 60, blue)
        root.addSublayer(front)
        root.addSublayer(back)
        let image = try RenderHarness.render(root, size: CGSize(width: 100, height: 100))
        XCTAssertTrue(image.matches(50, 50, red), "overlap shows the higher zPosition")
        front.zPosition = 0
        let flat = try RenderHarness.render(root, size: CGSize(width: 100, height: 100))
        XCTAssertTrue(flat.matches(50, 50, blue), "equal zPosition: the later sublayer is on top")
    }

    func testZPositionNeverLiftsALayerOutOfItsSuperlayer() throws {
        let root = solidLayer(100, 100, at: 50, 50, nil)
        let lowParent = solidLayer(100, 100, at: 50, 50, nil)
        let lifted = solidLayer(100, 100, at: 50, 50, red)
        lifted.zPosition = 100
        lowParent.addSublayer(lifted)
        root.addSublayer(lowParent)
        root.addSublayer(solidLayer(40, 40, at: 50, 50, blue))
        let image = try RenderHarness.render(root, size: CGSize(width: 100, height: 100))
        XCTAssertTrue(image.matches(50, 50, blue), "the later sibling still covers the lifted grandchild")
    }

    /// Two opaque planes crossing along y = 50: each is in front on one side of the line.
    func testIntersectingPlanesAreCutWhereTheyCross() throws {
        let root = solidLayer(200, 100, at: 100, 50, nil)
        let tiltedBack = solidLayer(160, 80, at: 100, 50, red)
        tiltedBack.transform = CATransform3DMakeRotation(0.5, 1, 0, 0)  // top edge recedes (z < 0 for y < 0)
        let tiltedForward = solidLayer(160, 80, at: 100, 50, blue)
        tiltedForward.transform = CATransform3DMakeRotation(-0.5, 1, 0, 0)  // top edge comes forward
        root.addSublayer(tiltedForward)
        root.addSublayer(tiltedBack)
        let image = try RenderHarness.render(root, size: CGSize(width: 200, height: 100))
        // Rotation about x by θ maps (x, y) to z' = y·sinθ: for θ = 0.5, y < 0 gives z' < 0 (behind).
        XCTAssertTrue(image.matches(100, 30, blue), "above the crossing the forward-tilted plane is nearer")
        XCTAssertTrue(image.matches(100, 70, red), "below the crossing the back-tilted plane is nearer")
    }

    /// A cube of six coloured faces in a CATransformLayer, turned to show front, right and top.
    func testTransformLayerCubeShowsOnlyItsNearFaces() throws {
        let colors: [CGColor] = [
            CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 1, blue: 0, alpha: 1),
            CGColor(red: 0, green: 0, blue: 1, alpha: 1), CGColor(red: 1, green: 1, blue: 0, alpha: 1),
            CGColor(red: 0, green: 1, blue: 1, alpha: 1), CGColor(red: 1, green: 0, blue: 1, alpha: 1),
        ]
        // Faces as the book builds them: translate out by 50, then rotate into place.
        let placements: [CATransform3D] = [
            CATransform3DMakeTranslation(0, 0, 50),  // front
            CATransform3DRotate(CATransform3DMakeTranslation(50, 0, 0), .pi / 2, 0, 1, 0),  // right
            CATransform3DRotate(CATransform3DMakeTranslation(0, -50, 0), .pi / 2, 1, 0, 0),  // top
            CATransform3DRotate(CATransform3DMakeTranslation(0, 50, 0), -.pi / 2, 1, 0, 0),  // bottom
            CATransform3DRotate(CATransform3DMakeTranslation(-50, 0, 0), -.pi / 2, 0, 1, 0),  // left
            CATransform3DRotate(CATransform3DMakeTranslation(0, 0, -50), .pi, 0, 1, 0),  // back
        ]
        let root = solidLayer(300, 300, at: 150, 150, nil)
        let cube = CATransformLayer()
        cube.position = CGPoint(x: 150, y: 150)
        var view = CATransform3DIdentity
        view.m34 = -1.0 / 500
        view = CATransform3DRotate(view, -.pi / 4, 1, 0, 0)
        view = CATransform3DRotate(view, -.pi / 4, 0, 1, 0)
        cube.transform = view
        // Added front face first, the wrong painter's order on purpose: only depth sorting gets it right.
        for (color, placement) in zip(colors, placements) {
            let face = solidLayer(100, 100, at: 0, 0, color)
            face.transform = placement
            cube.addSublayer(face)
        }
        root.addSublayer(cube)
        let image = try RenderHarness.render(root, size: CGSize(width: 300, height: 300))

        var counts = [Int](repeating: 0, count: colors.count)
        for y in 0..<image.height {
            for x in 0..<image.width {
                if let face = colors.firstIndex(where: { image.matches(x, y, $0, tolerance: 1) }) { counts[face] += 1 }
            }
        }
        // Rotating by −45° about y turns the right face toward the viewer... and −45° about x
        // (after it) tips the top toward the viewer: front, right and top are the near faces.
        XCTAssertGreaterThan(counts[0], 1500, "front visible")
        XCTAssertGreaterThan(counts[1], 1500, "right visible")
        XCTAssertGreaterThan(counts[2], 1500, "top visible")
        XCTAssertEqual(counts[3], 0, "bottom hidden")
        XCTAssertEqual(counts[4], 0, "left hidden")
        XCTAssertEqual(counts[5], 0, "back hidden")
    }

    func testSingleSidedLayerSeenFromBehindIsNotDrawn() throws {
        let root = solidLayer(100, 100, at: 50, 50, nil)
        let card = solidLayer(60, 60, at: 50, 50, red)
        card.addSublayer(solidLayer(20, 20, at: 30, 30, blue))
        card.transform = CATransform3DMakeRotation(.pi * 0.9, 0, 1, 0)
        root.addSublayer(card)
        let doubleSided = try RenderHarness.render(root, size: CGSize(width: 100, height: 100))
        XCTAssertTrue(doubleSided.matches(50, 50, blue), "seen from behind, drawn mirrored, sublayer included")
        card.isDoubleSided = false
        let culled = try RenderHarness.render(root, size: CGSize(width: 100, height: 100))
        XCTAssertTrue(culled.matches(50, 50, .white), "culled, subtree included")
        XCTAssertTrue(culled.matches(30, 50, .white))
        card.transform = CATransform3DMakeRotation(.pi * 0.1, 0, 1, 0)
        let facing = try RenderHarness.render(root, size: CGSize(width: 100, height: 100))
        XCTAssertTrue(facing.matches(50, 50, blue), "a single-sided layer facing the viewer is drawn")
    }

    func testHiddenLayerAndItsSubtreeAreNotDrawn() throws {
        let root = solidLayer(100, 100, at: 50, 50, nil)
        let parent = solidLayer(60, 60, at: 50, 50, red)
        parent.addSublayer(solidLayer(20, 20, at: 30, 30, blue))
        root.addSublayer(parent)
        parent.isHidden = true
        let image = try RenderHarness.render(root, size: CGSize(width: 100, height: 100))
        XCTAssertTrue(image.matches(50, 50, .white))
        XCTAssertTrue(image.matches(30, 30, .white))
    }
}
