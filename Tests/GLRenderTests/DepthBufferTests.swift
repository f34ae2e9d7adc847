import Foundation
import LayerTree
import XCTest

@testable import GLRender

/// 3D rendering contexts resolved by the depth buffer: where opaque planes cross, and what
/// translucent planes still need (cuts and back-to-front blending), checked at pixels.
final class DepthBufferTests: XCTestCase {
    private let size = CGSize(width: 200, height: 200)
    private let turnY = 0.6, tiltX = 0.5

    /// Two 160×160 planes through the centre of a 200×200 canvas under a shared perspective:
    /// `a` turned about y by `turnY`, `b` tilted about x by `tiltX`. (Or `side`-point planes
    /// through the centre of a layer covering `frame`, at `distance`.)
    private func crossingPlanes(
        _ colorA: CGColor, _ colorB: CGColor, in frame: CGRect = CGRect(x: 0, y: 0, width: 200, height: 200),
        side: CGFloat = 160, distance: CGFloat = 500
    ) -> (root: CALayer, a: CALayer, b: CALayer) {
        let root = solidLayer(frame.width, frame.height, at: frame.midX, frame.midY, nil)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / distance
        root.sublayerTransform = perspective
        let a = solidLayer(side, side, at: frame.width / 2, frame.height / 2, colorA)
        a.transform = CATransform3DMakeRotation(CGFloat(turnY), 0, 1, 0)
        let b = solidLayer(side, side, at: frame.width / 2, frame.height / 2, colorB)
        b.transform = CATransform3DMakeRotation(CGFloat(tiltX), 1, 0, 0)
        root.addSublayer(a)
        root.addSublayer(b)
        return (root, a, b)
    }

    /// Where `a` (z = −x·tan turnY) and `b` (z = y·tan tiltX) cross: the 3D line y = −x·tan turnY / tan tiltX
    /// through the centre, which perspective about the centre projects onto the same line on screen.
    /// `a` is nearer where −x·tan turnY > y·tan tiltX, that is above the line in screen terms (smaller y).
    private func crossingRow(atColumn x: Int) -> Double {
        let dx = Double(x) + 0.5 - 100
        return 100 - dx * tan(turnY) / tan(tiltX) - 0.5
    }

    func testOpaquePlanesCrossWhereTheAnalyticIntersectionIs() throws {
        let (root, _, _) = crossingPlanes(red, blue)
        let image = try RenderHarness.render(root, size: size)
        var checked = 0
        for x in stride(from: 60, through: 140, by: 5) {
            let expected = crossingRow(atColumn: x)
            guard expected > 40, expected < 160 else { continue }
            // The first row (from the top) where b shows instead of a.
            guard let switchRow = (30..<170).first(where: { image.matches(x, $0, blue, tolerance: 40) }) else {
                return XCTFail("column \(x): no blue below the crossing")
            }
            XCTAssertTrue(image.matches(x, switchRow - 3, red, tolerance: 40), "column \(x): red above the crossing")
            XCTAssertEqual(Double(switchRow), expected, accuracy: 1.0, "column \(x)")
            checked += 1
        }
        XCTAssertGreaterThan(checked, 8)
    }

    /// Two 3D contexts in one pass, with a flat layer between them in painter's order: each context's
    /// depths stay in its own slice, so the flat layer covers the first context and the second
    /// covers it. One depth range for both contexts would put their planes on either side of it.
    func testEachContextKeepsItsPlaceAmongTheOtherLayers() throws {
        let root = solidLayer(200, 200, at: 100, 100, nil)
        func context(at x: CGFloat, _ colorA: CGColor, _ colorB: CGColor) -> CALayer {
            crossingPlanes(
                colorA, colorB, in: CGRect(x: x - 50, y: 50, width: 100, height: 100), side: 80, distance: 300
            )
            .root
        }
        let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        let black = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        root.addSublayer(context(at: 60, red, blue))
        root.addSublayer(solidLayer(40, 200, at: 100, 100, green))
        root.addSublayer(context(at: 140, white, black))
        let image = try RenderHarness.render(root, size: size)
        for y in stride(from: 75, through: 125, by: 10) {
            // The flat layer over the first context; the second context over the flat layer.
            XCTAssertTrue(
                image.matches(90, y, green, tolerance: 8), "(90, \(y)): the flat layer covers the first context")
            let second = image.matches(110, y, white, tolerance: 8) || image.matches(110, y, black, tolerance: 8)
            XCTAssertTrue(second, "(110, \(y)): the second context covers the flat layer")
        }
    }

    func testOpaquePlanesAreDrawnWholeInTheOpaquePhase() throws {
        let (root, _, _) = crossingPlanes(red, blue)
        let frame = Batcher.batch(RenderHarness.plan(root, size: size))
        XCTAssertEqual(frame.passes.count, 1)
        XCTAssertEqual(frame.passes[0].opaque.map(\.program), [.flatColor])
        XCTAssertEqual(frame.passes[0].opaque.map(\.indexCount), [12], "two quads: nothing cut")
        XCTAssertEqual(frame.passes[0].blended, [])
        XCTAssertEqual(frame.triangleCount, 4)
    }

    func testTranslucentPlanesAreStillCutAndBlendedBackToFront() throws {
        let (root, _, _) = crossingPlanes(red.withAlpha(0.5), blue.withAlpha(0.5))
        let list = RenderHarness.plan(root, size: size)
        XCTAssertEqual(list.passes[0].items.count, 3, "one plane cut in two by the other")
        let image = try RenderHarness.render(root, size: size)
        // Over white: red behind then blue in front is (0.5, 0.25, 0.75); the other order is (0.75, 0.25, 0.5).
        let blueInFront = [128, 64, 191], redInFront = [191, 64, 128]
        func near(_ have: [Int], _ want: [Int]) -> Bool { zip(have, want).allSatisfy { abs($0 - $1) <= 3 } }
        let x = 120, row = crossingRow(atColumn: x)
        XCTAssertTrue(
            near(image.rgb(x, Int(row) - 12), redInFront),
            "above the crossing a is nearer: \(image.rgb(x, Int(row) - 12))")
        XCTAssertTrue(near(image.rgb(x, Int(row) + 12), blueInFront), "below it b is: \(image.rgb(x, Int(row) + 12))")
    }

    /// An opaque plane in front hides a translucent one behind it, and one behind does not.
    func testTranslucentPlanesAreDepthTestedAgainstOpaqueOnes() throws {
        let (root, _, _) = crossingPlanes(red, blue.withAlpha(0.5))
        let image = try RenderHarness.render(root, size: size)
        let x = 120, row = crossingRow(atColumn: x)
        XCTAssertTrue(image.matches(x, Int(row) - 12, red), "opaque a in front: \(image.rgb(x, Int(row) - 12))")
        XCTAssertTrue(
            zip(image.rgb(x, Int(row) + 12), [128, 0, 128]).allSatisfy { abs($0 - $1) <= 2 },
            "half-blue b in front of opaque red: \(image.rgb(x, Int(row) + 12))")
    }

    /// A member's own sublayers stay in painter's order within its plane.
    func testCoplanarSublayersOfAMemberKeepPainterOrder() throws {
        let (root, a, _) = crossingPlanes(red, blue)
        a.addSublayer(solidLayer(40, 40, at: 80, 30, green))
        let image = try RenderHarness.render(root, size: size)
        // The green square's centre is on a's axis of turn, 50 above the centre: (100, 50) on screen,
        // where a is in front of b.
        XCTAssertTrue(image.matches(100, 50, green, tolerance: 2), "\(image.rgb(100, 50))")
        XCTAssertTrue(image.matches(100, 24, red, tolerance: 40), "a around it: \(image.rgb(100, 24))")
    }
}
