import QuartzCore
import XCTest

// QuartzCore members as Apple code uses them: key-value observing of a layer, the text layer's
// font in each of Apple's spellings, a delegate preparing for drawing, and the members kept for
// deep colour.

final class MemberListingTests: ListingTestCase {
    final class PositionWatcher {
        var observations: [NSKeyValueObservation] = []
        var moves: [CGPoint] = []

        func watch(_ layer: CALayer) {
            observations.append(
                layer.observe(\.position, options: [.old, .new]) { [weak self] _, change in
                    guard let old = change.oldValue, let new = change.newValue else { return }
                    self?.moves.append(CGPoint(x: new.x - old.x, y: new.y - old.y))
                })
        }

        deinit { observations.forEach { $0.invalidate() } }
    }

    func testObservingALayer() {
        let layer = makeRootLayer()
        let watcher = PositionWatcher()
        watcher.watch(layer)
        layer.position.x += 10
        layer.setValue(NSValue(cgPoint: CGPoint(x: layer.position.x, y: 30)), forKey: "position")
        XCTAssertEqual(watcher.moves, [CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 30 - 240)])
    }

    func testTextLayerFontSpellings() {
        let textLayer = CATextLayer()
        textLayer.font = "Helvetica" as CFString
        XCTAssertEqual(textLayer.font as? String, "Helvetica")
        textLayer.font = CGFont("DejaVu Sans" as CFString)
        XCTAssertTrue(textLayer.font is CGFont)
        textLayer.font = CTFontCreateWithName("DejaVu Sans Bold" as CFString, 24, nil)
        XCTAssertTrue(textLayer.font is CTFont)
        let font: CFTypeRef = CGFont("DejaVu Serif")!
        textLayer.font = font
        XCTAssertTrue((textLayer.font as? CGFont) === (font as? CGFont), "a CFTypeRef font is kept")
        textLayer.font = "Helvetica" as NSString
        XCTAssertEqual(textLayer.font as? String, "Helvetica")
        textLayer.allowsFontSubpixelQuantization = true
        XCTAssertTrue(textLayer.allowsFontSubpixelQuantization)
    }

    final class DeepColorDelegate: NSObject, CALayerDelegate {
        var drawnFormats: [CALayerContentsFormat] = []

        func layerWillDraw(_ layer: CALayer) {
            layer.contentsFormat = .RGBA16Float
            layer.isOpaque = true
        }

        func draw(_ layer: CALayer, in ctx: CGContext) {
            drawnFormats.append(layer.contentsFormat)
            ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            ctx.fill(layer.bounds)
        }
    }

    func testADelegatePreparesForDrawing() {
        let installed = CALayer.backingStoreFactory
        CALayer.backingStoreFactory = { CGContext(width: $0, height: $1) }
        defer { CALayer.backingStoreFactory = installed }
        let delegate = DeepColorDelegate()
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 8, height: 8)
        layer.delegate = delegate
        layer.wantsExtendedDynamicRangeContent = true
        layer.minificationFilterBias = 0.25
        layer.setNeedsDisplay()
        wait(0)
        XCTAssertEqual(delegate.drawnFormats, [.RGBA16Float])
        XCTAssertTrue(layer.isOpaque)
        XCTAssertTrue(layer.wantsExtendedDynamicRangeContent)
        XCTAssertEqual(layer.minificationFilterBias, 0.25)
        XCTAssertFalse(layer.contentsAreFlipped())
    }
}
