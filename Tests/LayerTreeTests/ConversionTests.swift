import Foundation
import XCTest

@testable import LayerTree

final class ConversionTests: XCTestCase {
    private func layer(_ bounds: CGRect, at position: CGPoint, in parent: CALayer? = nil) -> CALayer {
        let l = CALayer()
        l.bounds = bounds
        l.position = position
        parent?.addSublayer(l)
        return l
    }

    /// A root whose bounds coordinates coincide with the space it is positioned in.
    private func makeRoot() -> CALayer {
        layer(CGRect(x: 0, y: 0, width: 400, height: 400), at: CGPoint(x: 200, y: 200))
    }

    func testSiblingsThroughTranslation() {
        let root = makeRoot()
        // top-left (50, 50)
        let a = layer(CGRect(x: 0, y: 0, width: 100, height: 100), at: CGPoint(x: 100, y: 100), in: root)
        // top-left (275, 275)
        let b = layer(CGRect(x: 0, y: 0, width: 50, height: 50), at: CGPoint(x: 300, y: 300), in: root)
        assertPoint(a.convert(CGPoint(x: 10, y: 10), to: root), 60, 60)
        assertPoint(b.convert(CGPoint(x: 10, y: 10), from: a), -215, -215)
        assertPoint(a.convert(CGPoint(x: -215, y: -215), from: b), 10, 10)
        assertPoint(a.convert(CGPoint(x: 10, y: 10), to: b), -215, -215)
    }

    func testTransformToSuperlayerOfPlainLayer() {
        let root = makeRoot()
        let a = layer(CGRect(x: 0, y: 0, width: 100, height: 60), at: CGPoint(x: 100, y: 100), in: root)
        a.zPosition = 7
        let m = a.transformToSuperlayer()
        // A pure translation by position − anchor = (50, 70), and zPosition.
        XCTAssertEqual(m, CATransform3DMakeTranslation(50, 70, 7))
        XCTAssertEqual(a.transform(to: root), m)
        XCTAssertEqual(a.transform(to: a), CATransform3DIdentity)
    }

    func testLayerGeometryFunctionsOnValues() {
        let bounds = CGRect(x: 10, y: 20, width: 100, height: 60)
        let place = LayerGeometry.positioningTransform(
            bounds: bounds, anchorPoint: CGPoint(x: 0, y: 1), anchorPointZ: 0,
            position: CGPoint(x: 300, y: 400), zPosition: 5, transform: CATransform3DIdentity)
        // The anchor is the bottom-left corner (10, 80): it lands on the position.
        XCTAssertEqual(place, CATransform3DMakeTranslation(290, 320, 5))
        let flip = LayerGeometry.sublayerSpaceTransform(
            bounds: bounds, anchorPoint: CGPoint(x: 0.5, y: 0.5), anchorPointZ: 0,
            isGeometryFlipped: true, sublayerTransform: CATransform3DIdentity)
        // Mirror about the centre line y = 50 of bounds y 20…80: y = 30 → 70.
        let p = flip.apply(7, 30, 0)
        XCTAssertEqual([p.x, p.y, p.z, p.w], [7, 70, 0, 1])
    }

    func testSuperlayerBoundsOriginScrollsSublayers() {
        let root = makeRoot()
        // The parent's top-left corner is at root (0, 0), its bounds start at (0, 100).
        let parent = layer(CGRect(x: 0, y: 100, width: 200, height: 200), at: CGPoint(x: 100, y: 100), in: root)
        let child = layer(CGRect(x: 0, y: 0, width: 20, height: 20), at: CGPoint(x: 50, y: 150), in: parent)
        // Position is in the parent's bounds coordinates…
        assertPoint(child.convert(CGPoint(x: 10, y: 10), to: parent), 50, 150)
        // …which appear 100 points higher in the root: position − bounds.origin.
        assertPoint(child.convert(CGPoint(x: 10, y: 10), to: root), 50, 50)
        assertPoint(child.convert(CGPoint(x: 50, y: 50), from: root), 10, 10)
    }

    func testChildOfRotatedParent() {
        let root = makeRoot()
        let parent = layer(CGRect(x: 0, y: 0, width: 100, height: 100), at: CGPoint(x: 200, y: 200), in: root)
        parent.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let child = layer(CGRect(x: 0, y: 0, width: 10, height: 10), at: CGPoint(x: 80, y: 50), in: parent)
        // The child's centre is 30 right of the parent's anchor; a quarter turn clockwise puts it 30 below.
        assertPoint(child.convert(CGPoint(x: 5, y: 5), to: root), 200, 230)
        // The child's top-left (75, 45) in the parent is (25, −5) from the anchor → (5, 25).
        assertPoint(child.convert(CGPoint(x: 0, y: 0), to: root), 205, 225)
        assertPoint(child.convert(CGPoint(x: 205, y: 225), from: root), 0, 0)
        assertPoint(root.convert(CGPoint(x: 0, y: 0), from: child), 205, 225)
    }

    func testGeometryFlipped() {
        let root = makeRoot()
        // The parent's box is root (0, 0, 100, 200).
        let parent = layer(CGRect(x: 0, y: 0, width: 100, height: 200), at: CGPoint(x: 50, y: 100), in: root)
        parent.isGeometryFlipped = true
        let child = layer(CGRect(x: 0, y: 0, width: 10, height: 10), at: CGPoint(x: 20, y: 30), in: parent)
        // Unflipped, the child's top-left is (15, 25); mirrored about y = 100 it is (15, 175),
        // and its bottom-left (15, 35) becomes (15, 165): the child appears upside down.
        assertPoint(child.convert(CGPoint(x: 0, y: 0), to: root), 15, 175)
        assertPoint(child.convert(CGPoint(x: 0, y: 10), to: root), 15, 165)
        assertPoint(child.convert(CGPoint(x: 15, y: 165), from: root), 0, 10)
        // The flip affects sublayers only, not the layer's own coordinates.
        assertPoint(parent.convert(CGPoint(x: 0, y: 0), to: root), 0, 0)
    }

    func testGeometryFlippedWithBoundsOrigin() {
        let root = makeRoot()
        // Same box as above but bounds start at y = 50; the child's position moves by the same 50.
        let parent = layer(CGRect(x: 0, y: 50, width: 100, height: 200), at: CGPoint(x: 50, y: 100), in: root)
        parent.isGeometryFlipped = true
        let child = layer(CGRect(x: 0, y: 0, width: 10, height: 10), at: CGPoint(x: 20, y: 80), in: parent)
        // The mirror is about the box's centre line (bounds y = 150), so the picture is unchanged.
        assertPoint(child.convert(CGPoint(x: 0, y: 0), to: parent), 15, 225)
        assertPoint(child.convert(CGPoint(x: 0, y: 0), to: root), 15, 175)
        assertPoint(child.convert(CGPoint(x: 0, y: 10), to: root), 15, 165)
    }

    func testSublayerTransformAboutAnchor() {
        let root = makeRoot()
        let parent = layer(CGRect(x: 0, y: 0, width: 100, height: 100), at: CGPoint(x: 50, y: 50), in: root)
        parent.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
        let child = layer(CGRect(x: 0, y: 0, width: 10, height: 10), at: CGPoint(x: 60, y: 50), in: parent)
        // Scaled ×2 about the parent's anchor (50, 50): the centre (60, 50) → (70, 50),
        // the top-left (55, 45) → (60, 40).
        assertPoint(child.convert(CGPoint(x: 5, y: 5), to: root), 70, 50)
        assertPoint(child.convert(CGPoint(x: 0, y: 0), to: root), 60, 40)
        assertPoint(child.convert(CGPoint(x: 60, y: 40), from: root), 0, 0)
        // The parent itself is not scaled.
        assertPoint(parent.convert(CGPoint(x: 100, y: 100), to: root), 100, 100)
    }

    func testFlipComesBeforeSublayerTransform() {
        let root = makeRoot()
        let parent = layer(CGRect(x: 0, y: 0, width: 100, height: 100), at: CGPoint(x: 50, y: 50), in: root)
        parent.isGeometryFlipped = true
        parent.sublayerTransform = CATransform3DMakeTranslation(0, 10, 0)
        let child = layer(CGRect(x: 0, y: 0, width: 10, height: 10), at: CGPoint(x: 50, y: 20), in: parent)
        // Flip y = 20 → 80, then move down 10 → 90 (the other order would give 70).
        assertPoint(child.convert(CGPoint(x: 5, y: 5), to: root), 50, 90)
    }

    func testPerspectiveCardRotatedAboutY() {
        let root = makeRoot()
        let card = layer(CGRect(x: 0, y: 0, width: 200, height: 100), at: CGPoint(x: 200, y: 200), in: root)
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        let θ = CGFloat.pi / 4
        card.transform = CATransform3DRotate(t, θ, 0, 1, 0)
        // A point (u, v) from the anchor (100, 50): rotation about y gives
        // (u·cosθ, v, −u·sinθ) (MakeRotation's m11 = cosθ, m13 = −sinθ), then the
        // perspective makes w = 1 + z·m34 = 1 + u·sinθ/500, and the position adds (200, 200)
        // after the divide.
        func expected(_ x: CGFloat, _ y: CGFloat) -> (CGFloat, CGFloat) {
            let u = x - 100, v = y - 50
            let w = 1 + u * sin(θ) / 500
            return (200 + u * cos(θ) / w, 200 + v / w)
        }
        let samples: [CGPoint] = [
            CGPoint(x: 0, y: 0), CGPoint(x: 200, y: 100), CGPoint(x: 200, y: 0),
            CGPoint(x: 37, y: 81), CGPoint(x: 100, y: 50), CGPoint(x: 150, y: 10),
        ]
        for p in samples {
            let (x, y) = expected(p.x, p.y)
            let onScreen = card.convert(p, to: root)
            assertPoint(onScreen, x, y)
            assertPoint(card.convert(onScreen, from: root), p.x, p.y)
            assertPoint(card.convert(CGPoint(x: x, y: y), from: nil), p.x, p.y)
        }
        // The right edge turns away (z < 0) and shrinks, 200 + 70.7107/1.14142; the left edge
        // comes toward the viewer and grows, 200 − 70.7107/0.85858 (numbers worked by hand).
        XCTAssertEqual(card.convert(CGPoint(x: 200, y: 50), to: root).x, 261.9497, accuracy: 1e-4)
        XCTAssertEqual(card.convert(CGPoint(x: 0, y: 50), to: root).x, 200 - 82.3578, accuracy: 1e-4)
    }

    func testPerspectiveCardRectIsBoundingBoxOfCorners() {
        let root = makeRoot()
        let card = layer(CGRect(x: 0, y: 0, width: 200, height: 100), at: CGPoint(x: 200, y: 200), in: root)
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        card.transform = CATransform3DRotate(t, .pi / 4, 0, 1, 0)
        let s = sin(CGFloat.pi / 4)
        // The right edge is pushed back (w > 1), the left edge pulled forward (w < 1).
        let wRight = 1 + 100 * s / 500, wLeft = 1 - 100 * s / 500
        let r = card.convert(card.bounds, to: root)
        // x from the left edge to the right edge; y spans the nearer, taller left edge.
        assertRect(r, 200 - 100 * s / wLeft, 200 - 50 / wLeft, 100 * s / wLeft + 100 * s / wRight, 100 / wLeft)
    }

    func testRoundTripThroughNestedTransforms() {
        let root = makeRoot()
        root.sublayerTransform.m34 = -1.0 / 800
        let a = layer(CGRect(x: 10, y: -20, width: 150, height: 90), at: CGPoint(x: 180, y: 210), in: root)
        a.transform = CATransform3DRotate(CATransform3DMakeScale(1.2, 0.8, 1), 0.5, 1, 1, 0)
        a.isGeometryFlipped = true
        let b = layer(CGRect(x: 0, y: 0, width: 40, height: 40), at: CGPoint(x: 30, y: 20), in: a)
        b.transform = CATransform3DMakeRotation(-0.4, 0, 1, 0)
        b.anchorPointZ = 12
        let c = layer(CGRect(x: 0, y: 0, width: 60, height: 30), at: CGPoint(x: 300, y: 80), in: root)
        c.transform = CATransform3DMakeRotation(0.9, 0, 0, 1)
        for p in [CGPoint(x: 3, y: 4), CGPoint(x: 39, y: 1), CGPoint(x: -5, y: 22)] {
            let there = b.convert(p, to: c)
            assertPoint(b.convert(there, from: c), p.x, p.y)
            let rootPoint = b.convert(p, to: nil)
            assertPoint(c.convert(rootPoint, from: root), there.x, there.y)
        }
    }

    func testTransformLayerDoesNotFlatten() {
        // A card rotated back by −θ inside a container rotated by θ about y (no perspective).
        // Inside a CATransformLayer the rotations cancel in 3D; inside a normal layer the
        // card is flattened first, so x shrinks by cos θ twice.
        let θ = CGFloat.pi / 3
        for (container, scale) in [(CATransformLayer(), CGFloat(1)), (CALayer(), cos(θ) * cos(θ))] {
            let root = makeRoot()
            container.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            container.position = CGPoint(x: 200, y: 200)
            container.transform = CATransform3DMakeRotation(θ, 0, 1, 0)
            root.addSublayer(container)
            let card = layer(CGRect(x: 0, y: 0, width: 100, height: 100), at: CGPoint(x: 50, y: 50), in: container)
            card.transform = CATransform3DMakeRotation(-θ, 0, 1, 0)
            let p = card.convert(CGPoint(x: 100, y: 50), to: root)
            assertPoint(p, 200 + 50 * scale, 200)
            assertPoint(card.convert(p, from: root), 100, 50)
        }
    }

    func testNilMeansRoot() {
        let root = makeRoot()
        let a = layer(CGRect(x: 0, y: 0, width: 10, height: 10), at: CGPoint(x: 100, y: 100), in: root)
        let b = layer(CGRect(x: 0, y: 0, width: 10, height: 10), at: CGPoint(x: 50, y: 50), in: a)
        XCTAssertEqual(b.convert(CGPoint(x: 1, y: 2), to: nil), b.convert(CGPoint(x: 1, y: 2), to: root))
        assertPoint(b.convert(CGPoint(x: 1, y: 2), to: nil), 141, 142)
        assertPoint(b.convert(CGPoint(x: 141, y: 142), from: nil), 1, 2)
        XCTAssertEqual(b.transform(to: nil), b.transform(to: root))
    }

    func testLayersInDifferentTreesShareRootSpace() {
        let rootA = makeRoot()
        let rootB = layer(CGRect(x: 0, y: 0, width: 50, height: 50), at: CGPoint(x: 25, y: 25))
        let a = layer(CGRect(x: 0, y: 0, width: 10, height: 10), at: CGPoint(x: 100, y: 100), in: rootA)
        let b = layer(CGRect(x: 0, y: 0, width: 10, height: 10), at: CGPoint(x: 20, y: 30), in: rootB)
        // a's (0, 0) is (95, 95) in rootA's space, which is taken as rootB's space: (80, 70) in b.
        assertPoint(b.convert(CGPoint(x: 0, y: 0), from: a), 80, 70)
        assertPoint(a.convert(CGPoint(x: 80, y: 70), from: b), 0, 0)
    }

    func testRectThroughQuarterTurn() {
        let root = makeRoot()
        let a = layer(CGRect(x: 0, y: 0, width: 100, height: 50), at: CGPoint(x: 200, y: 100), in: root)
        a.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        assertRect(a.convert(a.bounds, to: root), 175, 50, 50, 100)
        assertRect(a.convert(CGRect(x: 175, y: 50, width: 50, height: 100), from: root), 0, 0, 100, 50)
        XCTAssertTrue(a.convert(CGRect.null, to: root).isNull)
    }

    func testEdgeOnLayerHasNoInverse() {
        let root = makeRoot()
        let a = layer(CGRect(x: 0, y: 0, width: 100, height: 50), at: CGPoint(x: 200, y: 100), in: root)
        a.transform = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        // Seen edge-on: the whole layer projects to the line x = 200…
        assertPoint(a.convert(CGPoint(x: 0, y: 0), to: root), 200, 75)
        // …so a point on screen does not determine a point of the layer.
        XCTAssertTrue(a.convert(CGPoint(x: 200, y: 80), from: root).x.isNaN)
        XCTAssertTrue(a.convert(CGRect(x: 0, y: 0, width: 1, height: 1), from: root).isNull)
    }
}
