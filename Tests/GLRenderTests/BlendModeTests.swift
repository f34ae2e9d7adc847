import Foundation
import LayerTree
import XCTest

@testable import GLRender

/// `compositingFilter` blend modes, probed at pixels whose values the W3C formulas give
/// (`BlendModeReference`), within 2/255 on every channel.
final class BlendModeTests: XCTestCase {
    /// Colours on whole 8-bit steps, so the quantized canvas holds them exactly, with components
    /// on both sides of ½ and of ¼ (the branches of overlay, hard light and soft light).
    private static let backdrop: BlendModeReference.RGB = (51 / 255, 153 / 255, 217 / 255)
    private static let source: BlendModeReference.RGB = (230 / 255, 102 / 255, 26 / 255)

    private static func cgColor(_ c: BlendModeReference.RGB, alpha: Double = 1) -> CGColor {
        CGColor(red: c.r, green: c.g, blue: c.b, alpha: alpha)
    }

    /// A 60 × 60 canvas of `backdrop` (`backdropAlpha` over a transparent canvas) with a 40 × 40
    /// layer of `source` in the middle, at `opacity`, blended by `filter`.
    private func render(
        _ filter: Any?, opacity: Float = 1, backdropAlpha: Double = 1
    ) throws -> RGBAImage {
        let root = solidLayer(60, 60, at: 30, 30, Self.cgColor(Self.backdrop, alpha: backdropAlpha))
        let layer = solidLayer(40, 40, at: 30, 30, Self.cgColor(Self.source))
        layer.opacity = opacity
        layer.compositingFilter = filter
        root.addSublayer(layer)
        return try RenderHarness.render(root, size: CGSize(width: 60, height: 60), background: nil)
    }

    private func assertPixel(
        _ image: RGBAImage, _ x: Int, _ y: Int, _ want: (color: BlendModeReference.RGB, alpha: Double),
        _ message: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let p = image.pixel(x: x, y: y)
        let have = [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
        let expected = [want.color.r, want.color.g, want.color.b, want.alpha].map { Int(($0 * 255).rounded()) }
        XCTAssertTrue(
            zip(have, expected).allSatisfy { abs($0 - $1) <= 2 }, "\(message): \(have) against \(expected)",
            file: file, line: line)
    }

    func testEveryBlendModeFollowsItsFormula() throws {
        for mode in CompositingBlendMode.allCases {
            let opaque = try render(mode.rawValue)
            let want = BlendModeReference.composite(
                mode, backdrop: Self.backdrop, backdropAlpha: 1, source: Self.source, sourceAlpha: 1)
            assertPixel(opaque, 30, 30, want, "\(mode.rawValue), opaque")
            assertPixel(opaque, 5, 5, (Self.backdrop, 1), "\(mode.rawValue): the backdrop outside the layer")
        }
    }

    func testEveryBlendModeAtHalfOpacity() throws {
        for mode in CompositingBlendMode.allCases {
            let faded = try render(mode.rawValue, opacity: 0.5)
            let want = BlendModeReference.composite(
                mode, backdrop: Self.backdrop, backdropAlpha: 1, source: Self.source, sourceAlpha: 0.5)
            assertPixel(faded, 30, 30, want, "\(mode.rawValue) at opacity 0.5")
        }
    }

    func testEveryBlendModeOverATranslucentBackdrop() throws {
        // Cr = (1 − αb)·Cs + αb·B: a half-transparent backdrop shows half of the plain source.
        for mode in CompositingBlendMode.allCases {
            let image = try render(mode.rawValue, opacity: 0.8, backdropAlpha: 0.6)
            let want = BlendModeReference.composite(
                mode, backdrop: Self.backdrop, backdropAlpha: 0.6, source: Self.source, sourceAlpha: 0.8)
            assertPixel(image, 30, 30, want, "\(mode.rawValue) over a backdrop at alpha 0.6")
        }
    }

    func testOverATransparentBackdropABlendModeIsSourceOver() throws {
        for mode in CompositingBlendMode.allCases {
            let image = try render(mode.rawValue, opacity: 0.6, backdropAlpha: 0)
            assertPixel(image, 30, 30, (Self.source, 0.6), "\(mode.rawValue) over nothing")
            // Nothing was drawn before it on a transparent canvas: no pass.
            XCTAssertEqual(try RenderHarness.renderer().lastFrameStatistics.offscreenPasses, 0, mode.rawValue)
        }
    }

    func testTheFirstLayerInAGroupBlendsOverNothing() throws {
        // The parent's group image is empty under its first sublayer: that one needs no blend pass,
        // the second (over the first) does.
        let root = solidLayer(60, 60, at: 30, 30, Self.cgColor(Self.backdrop))
        let parent = solidLayer(60, 60, at: 30, 30, nil)
        parent.opacity = 0.5
        let first = solidLayer(40, 40, at: 30, 30, Self.cgColor(Self.source))
        first.compositingFilter = "multiplyBlendMode"
        parent.addSublayer(first)
        let second = solidLayer(20, 20, at: 30, 30, .white)
        second.compositingFilter = "multiplyBlendMode"
        parent.addSublayer(second)
        root.addSublayer(parent)
        let image = try RenderHarness.render(root, size: CGSize(width: 60, height: 60))
        // In the group: the source alone under the second (multiplied by white: unchanged), faded over the backdrop.
        let s = Self.source, b = Self.backdrop
        let over = (0.5 * s.r + 0.5 * b.r, 0.5 * s.g + 0.5 * b.g, 0.5 * s.b + 0.5 * b.b)
        assertPixel(image, 30, 30, (over, 1), "multiplied by white over the source, faded")
        assertPixel(image, 15, 15, (over, 1), "the source beside the second, faded")
        XCTAssertEqual(
            try RenderHarness.renderer().lastFrameStatistics.offscreenPasses, 2, "the group, and the second's blend")
    }

    func testTheLayerIsBlendedAsOneFlattenedGroup() throws {
        // Red, and green over part of it, multiplied onto grey: as one image, the overlap is green
        // times grey; blended one by one it would be green times (red times grey), black.
        let grey = CGColor(red: 0.8, green: 0.8, blue: 0.8, alpha: 1)
        let root = solidLayer(100, 60, at: 50, 30, grey)
        let group = solidLayer(100, 60, at: 50, 30, nil)
        group.compositingFilter = "multiplyBlendMode"
        group.addSublayer(solidLayer(40, 40, at: 30, 30, red))
        group.addSublayer(solidLayer(40, 40, at: 60, 30, green))
        root.addSublayer(group)
        let image = try RenderHarness.render(root, size: CGSize(width: 100, height: 60))
        assertPixel(image, 20, 30, ((0.8, 0, 0), 1), "red alone, multiplied")
        assertPixel(image, 45, 30, ((0, 0.8, 0), 1), "the overlap: green over red in the group, then multiplied")
        assertPixel(image, 75, 30, ((0, 0.8, 0), 1), "green alone, multiplied")
        assertPixel(image, 95, 30, ((0.8, 0.8, 0.8), 1), "the backdrop beside the group")
    }

    func testTheBackdropIsTheNearestFlattenedAncestorsImage() throws {
        // The parent fades as a group (two primitives): its child blends onto the parent's own
        // image, not onto the canvas beneath, and the result fades over white.
        let root = solidLayer(60, 60, at: 30, 30, nil)
        let parent = solidLayer(60, 60, at: 30, 30, Self.cgColor(Self.backdrop))
        parent.opacity = 0.5
        let child = solidLayer(40, 40, at: 30, 30, Self.cgColor(Self.source))
        child.compositingFilter = "differenceBlendMode"
        parent.addSublayer(child)
        root.addSublayer(parent)
        let image = try RenderHarness.render(root, size: CGSize(width: 60, height: 60), background: .white)
        let inGroup = BlendModeReference.composite(
            .difference, backdrop: Self.backdrop, backdropAlpha: 1, source: Self.source, sourceAlpha: 1
        ).color
        let white: BlendModeReference.RGB = (1, 1, 1)
        let faded = (0.5 * inGroup.r + 0.5 * white.r, 0.5 * inGroup.g + 0.5 * white.g, 0.5 * inGroup.b + 0.5 * white.b)
        assertPixel(image, 30, 30, (faded, 1), "difference inside the parent's group, faded over white")
    }

    func testATurnedLayerAtTwoPixelsAPointReadsTheBackdropUnderEachPixel() throws {
        let root = solidLayer(60, 60, at: 30, 30, nil)
        root.addSublayer(solidLayer(30, 60, at: 15, 30, Self.cgColor(Self.backdrop)))
        root.addSublayer(solidLayer(30, 60, at: 45, 30, .white))
        let layer = solidLayer(30, 30, at: 30, 30, Self.cgColor(Self.source))
        layer.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        layer.compositingFilter = "hardLightBlendMode"
        root.addSublayer(layer)
        let image = try RenderHarness.render(root, size: CGSize(width: 60, height: 60), scale: 2, background: nil)
        let white: BlendModeReference.RGB = (1, 1, 1)
        for (x, backdrop) in [(50, Self.backdrop), (70, white)] {
            let want = BlendModeReference.composite(
                .hardLight, backdrop: backdrop, backdropAlpha: 1, source: Self.source, sourceAlpha: 1)
            assertPixel(image, x, 60, want, "pixel (\(x), 60)")
        }
        assertPixel(image, 10, 10, (Self.backdrop, 1), "outside the turned square")
    }

    func testTheShadowIsDrawnBeneathUnblended() throws {
        func render(_ filter: String?) throws -> RGBAImage {
            let root = solidLayer(60, 60, at: 30, 30, Self.cgColor(Self.backdrop))
            let layer = solidLayer(30, 30, at: 25, 25, Self.cgColor(Self.source))
            layer.shadowOpacity = 1
            layer.shadowRadius = 0
            layer.shadowOffset = CGSize(width: 10, height: 10)
            layer.compositingFilter = filter
            root.addSublayer(layer)
            return try RenderHarness.render(root, size: CGSize(width: 60, height: 60))
        }
        let plain = try render(nil), blended = try render("differenceBlendMode")
        XCTAssertEqual(blended.rgb(45, 45), plain.rgb(45, 45), "the shadow beside the layer, as without a blend mode")
        XCTAssertEqual(blended.rgb(45, 45), [0, 0, 0], "a black shadow")
        // Over its own shadow the layer blends with the shadow: |black − source| is the source.
        assertPixel(blended, 35, 35, (Self.source, 1), "difference over the shadow")
        assertPixel(
            blended, 15, 15,
            BlendModeReference.composite(
                .difference, backdrop: Self.backdrop, backdropAlpha: 1, source: Self.source, sourceAlpha: 1),
            "difference over the backdrop")
    }

    func testAMaskedLayerBlendsItsMaskedImage() throws {
        let root = solidLayer(60, 60, at: 30, 30, Self.cgColor(Self.backdrop))
        let layer = solidLayer(40, 40, at: 30, 30, Self.cgColor(Self.source))
        layer.compositingFilter = "colorBurnBlendMode"
        // A half-transparent mask over the left half: only a pass applies its alpha.
        layer.mask = solidLayer(20, 40, at: 10, 20, CGColor(red: 0, green: 0, blue: 0, alpha: 0.5))
        root.addSublayer(layer)
        let image = try RenderHarness.render(root, size: CGSize(width: 60, height: 60))
        let want = BlendModeReference.composite(
            .colorBurn, backdrop: Self.backdrop, backdropAlpha: 1, source: Self.source, sourceAlpha: 0.5)
        assertPixel(image, 20, 30, want, "the masked half, at the mask's alpha")
        assertPixel(image, 40, 30, (Self.backdrop, 1), "the half the mask leaves out")
    }

    func testAFilterObjectByEitherNameSelectsTheMode() throws {
        let byName = try render("screenBlendMode")
        let coreImage = try XCTUnwrap(CIFilter(name: "CIScreenBlendMode"))
        XCTAssertEqual(try render(coreImage).bytes, byName.bytes)
        let coreAnimation = try XCTUnwrap(CIFilter(name: "screenBlendMode"))
        XCTAssertEqual(try render(coreAnimation).bytes, byName.bytes)
        XCTAssertNil(CIFilter(name: "CISparkleBlendMode"), "an unknown name makes no filter")
    }

    func testNoBlendModeTakesNoPassAndAddsNoDraw() throws {
        let plain = try render(nil)
        XCTAssertEqual(try RenderHarness.renderer().lastFrameStatistics.offscreenPasses, 0)
        for name in ["normalBlendMode", "sourceOver", "noSuchBlendMode"] {
            XCTAssertEqual(try render(name).bytes, plain.bytes, name)
            XCTAssertEqual(try RenderHarness.renderer().lastFrameStatistics.offscreenPasses, 0, name)
        }
        _ = try render("multiplyBlendMode")
        XCTAssertEqual(try RenderHarness.renderer().lastFrameStatistics.offscreenPasses, 1)
    }

    func testTheBackdropReadIsTheQuadsBox() {
        // Batching reads only the pixels under the blended layer (40 × 40 at 10, 10), not the canvas.
        let root = solidLayer(60, 60, at: 30, 30, Self.cgColor(Self.backdrop))
        let layer = solidLayer(40, 40, at: 30, 30, Self.cgColor(Self.source))
        layer.compositingFilter = "overlayBlendMode"
        root.addSublayer(layer)
        let frame = Batcher.batch(RenderHarness.plan(root, size: CGSize(width: 60, height: 60)))
        let boxes = frame.passes.flatMap { $0.blended.map(\.program) }.compactMap { program -> PixelRect? in
            if case .blendedQuad(_, .overlay, let box) = program { return box }
            return nil
        }
        XCTAssertEqual(boxes, [PixelRect(x: 10, y: 10, width: 40, height: 40)])
    }
}
