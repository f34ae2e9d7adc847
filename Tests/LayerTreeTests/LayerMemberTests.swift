import Foundation
import XCTest

@testable import LayerTree

/// QuartzCore members that are kept and read back, or that change when drawing happens:
/// `contentsFormat`, `wantsExtendedDynamicRangeContent`, `minificationFilterBias`,
/// `contentsAreFlipped()`, `layerWillDraw(_:)` and `allowsFontSubpixelQuantization`.
final class LayerMemberTests: XCTestCase {
    func testKeptMembersDefaultRoundTripAndCopy() {
        let layer = CALayer()
        XCTAssertEqual(layer.contentsFormat, .RGBA8Uint)
        XCTAssertEqual(CALayerContentsFormat.RGBA16Float.rawValue, "RGBAh", "Apple's raw value")
        XCTAssertFalse(layer.wantsExtendedDynamicRangeContent)
        XCTAssertEqual(layer.minificationFilterBias, 0)
        layer.contentsFormat = .gray8Uint
        layer.wantsExtendedDynamicRangeContent = true
        layer.minificationFilterBias = -0.5
        XCTAssertEqual(layer.value(forKey: "contentsFormat") as? CALayerContentsFormat, .gray8Uint)
        layer.setValue("RGBAh", forKey: "contentsFormat")
        XCTAssertEqual(layer.contentsFormat, .RGBA16Float, "a raw name through key-value coding")
        let copy = CALayer(layer: layer)
        XCTAssertEqual(copy.contentsFormat, .RGBA16Float)
        XCTAssertTrue(copy.wantsExtendedDynamicRangeContent)
        XCTAssertEqual(copy.minificationFilterBias, -0.5)

        let text = CATextLayer()
        XCTAssertFalse(text.allowsFontSubpixelQuantization)
        text.allowsFontSubpixelQuantization = true
        XCTAssertEqual(text.value(forKey: "allowsFontSubpixelQuantization") as? Bool, true)
        XCTAssertTrue(CATextLayer(layer: text).allowsFontSubpixelQuantization)
    }

    func testContentsAreFlippedUnderAnOddNumberOfFlippedSuperlayers() {
        let root = CALayer(), middle = CALayer(), leaf = CALayer()
        root.addSublayer(middle)
        middle.addSublayer(leaf)
        XCTAssertFalse(leaf.contentsAreFlipped())
        middle.isGeometryFlipped = true
        XCTAssertTrue(leaf.contentsAreFlipped())
        XCTAssertFalse(middle.contentsAreFlipped(), "a layer's own flag flips only its sublayers")
        root.isGeometryFlipped = true
        XCTAssertFalse(leaf.contentsAreFlipped(), "two flips cancel")
        XCTAssertTrue(middle.contentsAreFlipped())
    }

    func testLayerWillDrawComesBeforeDrawing() {
        final class Delegate: CALayerDelegate {
            var events: [String] = []
            func layerWillDraw(_ layer: CALayer) {
                events.append("will draw")
                layer.contentsFormat = .gray8Uint
            }
            func draw(_ layer: CALayer, in ctx: CGContext) { events.append("draw \(layer.contentsFormat.rawValue)") }
        }
        let installed = CALayer.backingStoreFactory
        CALayer.backingStoreFactory = { CGContext(width: $0, height: $1) }
        defer { CALayer.backingStoreFactory = installed }
        let delegate = Delegate()
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        layer.delegate = delegate
        layer.display()
        XCTAssertEqual(delegate.events, ["will draw", "draw Gray8"])

        final class Silent: CALayerDelegate {}
        let silent = Silent()
        layer.delegate = silent
        layer.contentsFormat = .RGBA8Uint
        layer.display()  // the default does nothing
        XCTAssertEqual(layer.contentsFormat, .RGBA8Uint)
    }
}
