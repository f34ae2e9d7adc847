import LayerTree
import XCTest

@testable import GLRender

/// Finite but huge numbers (issue 31): a coordinate, scale or radius near the top of `Double`'s
/// range passes every "is it finite" check and overflows to infinity or NaN in the products after
/// it. Planning must answer with a finite box or none, never trap (Foundation's
/// `CGRect.intersection` traps on such rectangles).
final class FiniteGeometryTests: XCTestCase {
    /// The rectangle helpers planning uses instead of Foundation's: NaN edges give `nil`, infinite
    /// ones are cut, ordinary ones are exact.
    func testRectangleArithmeticNeverTraps() {
        let overflowed = CGRect(x: -1e308, y: 0, width: CGFloat.infinity, height: 10)
        let nan = CGRect(x: -CGFloat.infinity, y: 0, width: CGFloat.infinity, height: 10)
        let unit = CGRect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertNil(nan.finiteEdges)
        XCTAssertNil(nan.overlap(unit))
        XCTAssertNil(unit.overlap(nan))
        XCTAssertEqual(overflowed.overlap(unit), unit)
        XCTAssertEqual(overflowed.bounded(by: 100), CGRect(x: -100, y: 0, width: 200, height: 10))
        XCTAssertNil(nan.bounded(by: 100))
        XCTAssertNil(CGRect(x: 200, y: 0, width: 1e308, height: 10).bounded(by: 100), "wholly outside")
        XCTAssertEqual(unit.overlap(unit.offsetBy(dx: 5, dy: 5)), CGRect(x: 5, y: 5, width: 5, height: 5))
        XCTAssertNil(unit.overlap(unit.offsetBy(dx: 20, dy: 0)))
        XCTAssertEqual(unit.bounded(by: 100), unit)
    }

    /// A render tree holding finite extremes (set on its nodes directly, past the render tree's own
    /// clamps, as a bug or a future path might): group opacity, a mask, a shadow and a rasterized
    /// layer over bounds, positions, transforms and scales of 1e300 are planned without trapping,
    /// every pass a finite size within the largest side.
    func testPlanningHugeFiniteGeometryNeverTraps() {
        let edits: [(String, (inout RenderNode) -> Void)] = [
            ("bounds", { $0.bounds = CGRect(x: -1e300, y: -1e300, width: 1e300, height: 1e300) }),
            ("bounds size", { $0.bounds = CGRect(x: 0, y: 0, width: 1e308, height: 1e308) }),
            ("position", { $0.position = CGPoint(x: 1e300, y: -1e300) }),
            ("transform", { $0.transform = CATransform3DMakeScale(1e300, 1e300, 1) }),
            ("sublayerTransform", { $0.sublayerTransform = CATransform3DMakeScale(1e300, -1e300, 1) }),
            ("perspective", { $0.transform.m34 = 1e300 }),
            (
                "rasterizationScale",
                {
                    $0.shouldRasterize = true; $0.rasterizationScale = 1e300
                }
            ),
            ("zPosition", { $0.zPosition = 1e300 }),
            (
                "bounds and transform",
                {
                    // Corners at ±1e300 scaled by 1e300: an extent from −∞ to ∞, whose maxX is NaN.
                    $0.bounds = CGRect(x: -1e300, y: -1e300, width: 2e300, height: 2e300)
                    $0.transform = CATransform3DMakeScale(1e300, 1e300, 1)
                }
            ),
        ]
        let styles: [(String, (CALayer) -> Void)] = [
            ("group opacity", { $0.opacity = 0.5 }),
            ("mask", { $0.mask = solidLayer(30, 30, at: 15, 15, .black) }),
            (
                "shadow",
                {
                    $0.shadowOpacity = 1; $0.shadowRadius = 4
                }
            ),
            ("rasterized", { $0.shouldRasterize = true }),
        ]
        for (styleName, style) in styles {
            for (editName, edit) in edits {
                let root = solidLayer(100, 100, at: 50, 50, nil)
                let layer = solidLayer(40, 40, at: 50, 50, CGColor(red: 1, green: 0, blue: 0, alpha: 0.5))
                let child = solidLayer(10, 10, at: 5, 5, CGColor(red: 0, green: 0, blue: 1, alpha: 1))
                child.opacity = 0.5
                let grandchild = solidLayer(4, 4, at: 2, 2, CGColor(red: 0, green: 1, blue: 0, alpha: 1))
                child.addSublayer(grandchild)
                layer.addSublayer(child)
                style(layer)
                root.addSublayer(layer)
                var tree = root.makeRenderTree(at: 0)
                // Two levels below the styled layer (placed sanely, so its extent is measured): the
                // product of two huge numbers is infinite, and an infinite minimum plus an infinite
                // size is NaN.
                for index in tree.nodes.indices
                where [child.layerID, grandchild.layerID].contains(tree.nodes[index].id) {
                    edit(&tree.nodes[index])
                }
                var planner = Planner(tree: tree, maxTextureSize: 4096)
                let list = planner.plan(size: CGSize(width: 100, height: 100), scale: 1, background: nil)
                for pass in list.passes {
                    XCTAssertTrue(
                        (1...OffscreenGrid.largestSide).contains(pass.width)
                            && (1...OffscreenGrid.largestSide).contains(pass.height),
                        "\(styleName), \(editName): a \(pass.width)×\(pass.height) pass")
                }
            }
        }
    }

    /// The offscreen grid and visible part of an extent whose size overflowed: a bounded grid, no trap.
    func testVisiblePartOfAnOverflowedExtentIsFiniteOrNone() {
        let clip = ClipState.offscreenImage(covering: CGRect(x: 0, y: 0, width: 100, height: 100))
        for extent in [
            CGRect(x: -1e308, y: -1e308, width: 1e308, height: CGFloat.infinity),
            CGRect(x: -CGFloat.infinity, y: 0, width: CGFloat.infinity, height: 10),
            CGRect(x: 0, y: 0, width: 1e308, height: 1e308),
        ] {
            for margin in [0, 1e300, CGFloat.greatestFiniteMagnitude] {
                if let visible = Planner.visiblePart(of: extent, clip: clip, margin: margin) {
                    XCTAssertNotNil(visible.finiteEdges, "\(extent), margin \(margin): \(visible)")
                }
            }
        }
    }

    /// A shadow blurred by a subnormal radius (1e-300) over a path's mask: its σ² underflowed to 0
    /// and every weight of the blur's kernel to NaN, which trapped converting to a byte.
    func testShadowMaskOfASubnormalRadiusIsTheUnblurredFill() {
        let elements: [CGPathElement] = [
            .moveToPoint(CGPoint(x: 0, y: 0)), .addLineToPoint(CGPoint(x: 20, y: 0)),
            .addLineToPoint(CGPoint(x: 20, y: 20)), .closeSubpath,
        ]
        for sigma in [1e-300, Double.leastNonzeroMagnitude, 1e-10] {
            let box = CGPath.boundingBox(of: elements)
            let density = Planner.maskDensity(1, sigma: sigma, box: box)
            let key = ShadowMaskKey(silhouette: .path(elements), sigma: sigma, density: density)
            let mask = ShadowMaskRasterizer.mask(for: key)
            XCTAssertEqual(mask.count, key.pixelWidth * key.pixelHeight)
            XCTAssertEqual(mask.max(), 255, "σ \(sigma): the fill is opaque")
        }
    }

    /// A mask whose density is not the one `maskDensity` chose (the coarse stand-in for an infinite
    /// box: σ = 10,000 points at 1/16 texel a point is 625 texels, a blur of 3,751 taps over a
    /// 4,096² mask, minutes) is blurred by at most `maxSigmaTexels`: narrower, not a hang.
    func testShadowMaskBlurIsAtMostTheLargestSigmaInTexels() {
        let elements: [CGPathElement] = [
            .moveToPoint(CGPoint(x: 0, y: 0)), .addLineToPoint(CGPoint(x: 20, y: 0)),
            .addLineToPoint(CGPoint(x: 20, y: 20)), .addLineToPoint(CGPoint(x: 0, y: 20)), .closeSubpath,
        ]
        // σ of 40 texels would spread the 20-texel square to about 5/255 at its centre; 8 keeps ~90.
        let key = ShadowMaskKey(silhouette: .path(elements), sigma: 40, density: 1)
        let mask = ShadowMaskRasterizer.mask(for: key)
        XCTAssertGreaterThan(mask.max() ?? 0, 40)
    }

    /// Numbers set from code past their ranges are clamped for drawing (README, "Limits"), and
    /// the model keeps what it was given.
    func testTheRenderTreeClampsNumbersThatMultiplyPixelWork() throws {
        let root = solidLayer(100, 100, at: 50, 50, nil)
        let layer = solidLayer(1e300, 40, at: 1e300, 50, CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        layer.shouldRasterize = true
        layer.rasterizationScale = 1e300
        layer.shadowOpacity = 1
        layer.shadowRadius = 1e300
        layer.shadowOffset = CGSize(width: 1e300, height: -1e300)
        layer.transform = CATransform3DMakeScale(1e300, 1e-300, 1)
        let shape = CAShapeLayer()
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        shape.lineWidth = 1e300
        shape.strokeColor = .black
        let text = CATextLayer()
        text.string = "A"
        text.fontSize = 1e300
        text.contentsScale = 1e300
        text.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        root.addSublayer(layer)
        root.addSublayer(shape)
        root.addSublayer(text)
        let tree = root.makeRenderTree(at: 0)
        let node = try XCTUnwrap(tree.nodes.first { $0.id == layer.layerID })
        XCTAssertEqual(node.bounds.width, DrawingLimits.worldBound)
        XCTAssertEqual(node.position.x, DrawingLimits.worldBound)
        XCTAssertEqual(node.rasterizationScale, DrawingLimits.scaleRange.upperBound)
        XCTAssertEqual(node.shadow?.radius, DrawingLimits.shadowRadiusRange.upperBound)
        XCTAssertEqual(node.shadow?.offset, CGSize(width: DrawingLimits.worldBound, height: -DrawingLimits.worldBound))
        XCTAssertEqual(node.transform.m11, DrawingLimits.worldBound)
        XCTAssertEqual(node.transform.m22, 1e-300, "small entries are in range")
        let shapeNode = try XCTUnwrap(tree.nodes.first { $0.id == shape.layerID })
        XCTAssertEqual(shapeNode.shape?.lineWidth, DrawingLimits.lineWidthRange.upperBound)
        let textNode = try XCTUnwrap(tree.nodes.first { $0.id == text.layerID })
        XCTAssertEqual(textNode.text?.fontSize, DrawingLimits.largestFontSize)
        XCTAssertEqual(textNode.text?.contentsScale, DrawingLimits.scaleRange.upperBound)
        XCTAssertEqual(layer.rasterizationScale, 1e300, "the model keeps its value")
        // And it draws: no trap, no unbounded image. (The text is left out: in the test process Pango
        // still warns about its 12,288-pixel glyph, which `layerkit render` draws quietly.)
        text.removeFromSuperlayer()
        _ = try RenderHarness.render(root, size: CGSize(width: 100, height: 100))
    }
}
