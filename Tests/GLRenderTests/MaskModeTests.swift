import Foundation
import LayerTree
import XCTest

@testable import GLRender

/// `maskMode`, LayerKit's extension of `mask` for track mattes: the mask's alpha, luminance, or
/// the inverse of either decides where the layer shows.
final class MaskModeTests: XCTestCase {
    private var statistics: FrameStatistics { get throws { try RenderHarness.renderer().lastFrameStatistics } }

    /// A 100×100 green layer at (100, 100) on a white canvas, masked by `mask` read as `mode`.
    private func render(_ mask: CALayer?, _ mode: CALayerMaskMode) throws -> RGBAImage {
        let root = solidLayer(200, 200, at: 100, 100, nil)
        let layer = solidLayer(100, 100, at: 100, 100, green)
        layer.mask = mask
        layer.maskMode = mode
        root.addSublayer(layer)
        return try RenderHarness.render(root, size: CGSize(width: 200, height: 200))
    }

    /// A mask over the layer's left half, opaque black.
    private var leftHalf: CALayer { solidLayer(50, 100, at: 25, 50, .black) }

    func testTheDefaultReadsAlphaAsCoreAnimationDoes() throws {
        XCTAssertEqual(CALayer().maskMode, .alpha)
        let image = try render(leftHalf, .alpha)
        XCTAssertTrue(image.matches(70, 100, green))
        XCTAssertTrue(image.matches(130, 100, .white))
    }

    func testInvertedAlphaShowsWhereTheMaskIsTransparent() throws {
        // Even a rectangle, which an alpha mask draws as a clip, takes the two passes inverted.
        let image = try render(leftHalf, .invertedAlpha)
        XCTAssertEqual(try statistics.offscreenPasses, 2)
        XCTAssertTrue(image.matches(70, 100, .white), "under the mask")
        XCTAssertTrue(image.matches(130, 100, green), "beside it")
        XCTAssertTrue(image.matches(250 / 2, 60, green))
        // A translucent mask lets the rest through: 1 − 0.25 of green over white.
        let quarter = try render(solidLayer(100, 100, at: 50, 50, CGColor(gray: 0, alpha: 0.25)), .invertedAlpha)
        XCTAssertEqual(Double(quarter.rgb(100, 100)[0]), 255 * 0.25, accuracy: 3)
        XCTAssertEqual(quarter.rgb(100, 100)[1], 255)
    }

    func testLuminanceReadsTheMasksBrightness() throws {
        // White over the left half, black over the right, 50% grey in the middle stripe; all opaque.
        let mask = solidLayer(100, 100, at: 50, 50, nil)
        mask.addSublayer(solidLayer(40, 100, at: 20, 50, .white))
        mask.addSublayer(solidLayer(20, 100, at: 50, 50, CGColor(gray: 0.5, alpha: 1)))
        mask.addSublayer(solidLayer(40, 100, at: 80, 50, .black))
        let image = try render(mask, .luminance)
        XCTAssertTrue(image.matches(65, 100, green), "white shows the layer")
        XCTAssertTrue(image.matches(135, 100, .white), "black hides it")
        // Half green over white: red and blue at half.
        XCTAssertEqual(Double(image.rgb(100, 100)[0]), 127.5, accuracy: 4, "grey shows half")
        let inverted = try render(mask, .invertedLuminance)
        XCTAssertTrue(inverted.matches(65, 100, .white))
        XCTAssertTrue(inverted.matches(135, 100, green))
        XCTAssertEqual(Double(inverted.rgb(100, 100)[0]), 127.5, accuracy: 4)
    }

    func testLuminanceUsesRec709WeightsOfThePremultipliedColour() throws {
        // Pure red is 0.2126 bright: the layer shows at that strength.
        let redMask = try render(solidLayer(100, 100, at: 50, 50, red), .luminance)
        XCTAssertEqual(Double(redMask.rgb(100, 100)[0]), 255 * (1 - 0.2126), accuracy: 4)
        // White at half alpha is half as bright as opaque white: transparent reads as black.
        let halfWhite = try render(solidLayer(100, 100, at: 50, 50, CGColor(gray: 1, alpha: 0.5)), .luminance)
        XCTAssertEqual(Double(halfWhite.rgb(100, 100)[0]), 127.5, accuracy: 4)
    }

    func testAHiddenOrEmptyMaskShowsEverythingWhenInverted() throws {
        for mode in [CALayerMaskMode.invertedAlpha, .invertedLuminance] {
            let hidden = leftHalf
            hidden.isHidden = true
            XCTAssertTrue(try render(hidden, mode).matches(70, 100, green), "\(mode) hidden")
            let empty = solidLayer(100, 100, at: 50, 50, nil)
            XCTAssertTrue(try render(empty, mode).matches(70, 100, green), "\(mode) empty")
            let holder = solidLayer(100, 100, at: 50, 50, nil)
            holder.addSublayer(solidLayer(10, 10, at: 5, 5, nil))
            XCTAssertTrue(try render(holder, mode).matches(70, 100, green), "\(mode) empty sublayers")
        }
        for mode in [CALayerMaskMode.alpha, .luminance] {
            let hidden = leftHalf
            hidden.isHidden = true
            XCTAssertTrue(try render(hidden, mode).matches(70, 100, .white), "\(mode) hidden")
        }
    }

    func testTheModeReachesPresentationCopies() {
        let layer = CALayer()
        layer.maskMode = .invertedLuminance
        XCTAssertEqual(layer.presentation()?.maskMode ?? layer.maskMode, .invertedLuminance)
        XCTAssertEqual(CALayer(layer: layer).maskMode, .invertedLuminance)
    }
}
