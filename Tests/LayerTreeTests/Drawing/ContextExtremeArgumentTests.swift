import Foundation
import XCTest

@testable import LayerTree

/// What the drawing fuzzer (`layerkit-fuzz --target drawing`) found, minimised: `CGContext` calls
/// with finite extreme arguments that left Cairo's context in its sticky error state, after which
/// nothing drew (and copying the path crashed), or that hung. Core Graphics draws on after each.
final class ContextExtremeArgumentTests: XCTestCase {
    /// Runs `calls` inside a saved state, restores it, and says whether an opaque white fill
    /// then covers the context, as it does in Core Graphics whatever came before.
    private func stillDraws(
        _ calls: (CGContext) -> Void, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let context = CGContext(width: 16, height: 12)
        context.saveGState()
        calls(context)
        context.restoreGState()
        context.setFillColor(red: 1, green: 1, blue: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 16, height: 12))
        let image = try XCTUnwrap(context.makeImage(), file: file, line: line)
        XCTAssertEqual(
            Array(image.pixels[0..<4]), [255, 255, 255, 255], "the context stopped drawing", file: file, line: line)
        XCTAssertNotNil(context.path ?? CGPath(rect: .zero, transform: nil), file: file, line: line)
    }

    /// A CTM that overflows (1e300 twice) or turns singular (1e-300 twice, a product that
    /// cancels) is refused, as a zero scale was: Cairo would refuse every later call.
    func testAnOverflowingOrSingularTransformIsIgnored() throws {
        try stillDraws {
            $0.scaleBy(x: 1e300, y: 1e300); $0.scaleBy(x: 1e300, y: 1e300)
        }
        try stillDraws {
            $0.scaleBy(x: 1e-300, y: 1e-300); $0.scaleBy(x: 1e-300, y: 1e-300)
        }
        try stillDraws { $0.concatenate(CGAffineTransform(a: 1e-9, b: 1e300, c: 0, d: 8_388_608, tx: 185, ty: 206)) }
        try stillDraws {
            $0.translateBy(x: 1e308, y: 0); $0.scaleBy(x: 1e10, y: 1e10); $0.translateBy(x: 1e308, y: 0)
        }
        // A transform Cairo can draw through is taken; a refused one leaves the CTM as it was.
        let context = CGContext(width: 4, height: 4)
        context.scaleBy(x: 2, y: 2)
        context.scaleBy(x: 1e150, y: 1e150)
        XCTAssertEqual(context.ctm.a, 2e150)
        context.scaleBy(x: 1e300, y: 1)
        XCTAssertEqual(context.ctm.a, 2e150, "the overflowing step was ignored")
        context.scaleBy(x: 0.5, y: 0.5)
        XCTAssertEqual(context.ctm.a, 1e150, "and the context transforms on")
    }

    /// An image drawn or tiled into a rectangle whose scale Cairo cannot draw through.
    func testAnImageAtAnExtremeScaleIsLeftOut() throws {
        let image = try XCTUnwrap(CGImage(width: 4, height: 4, pixels: Array(repeating: 255, count: 64)))
        try stillDraws {
            $0.draw(image, in: CGRect(x: 1e18, y: 146, width: 100, height: CGFloat.leastNonzeroMagnitude))
        }
        try stillDraws { $0.draw(image, in: CGRect(x: 120, y: 141, width: 1e300, height: 1e300), byTiling: true) }
        try stillDraws {
            $0.draw(image, in: CGRect(x: 1, y: 78, width: CGFloat.leastNonzeroMagnitude, height: 143), byTiling: true)
        }
    }

    /// A restore of the state a transparency layer began in, before the layer ends, is ignored,
    /// and a layer ended with states still saved inside it restores them first.
    func testSavesAndRestoresAcrossATransparencyLayerStayBalanced() throws {
        try stillDraws { context in
            context.beginTransparencyLayer(auxiliaryInfo: nil)
            context.saveGState()
            context.endTransparencyLayer()
        }
        try stillDraws { context in
            context.beginTransparencyLayer(in: .zero, auxiliaryInfo: nil)
            context.restoreGState()
            context.restoreGState()
            context.endTransparencyLayer()
        }
    }

    /// A curve thousands of times larger than the context is added as at most
    /// `mostChordsOfALargeCurve` chords: Cairo would cut an ellipse 1.8e19 across into 1e10.
    func testAHugeCurveIsAddedAsBoundedChords() throws {
        let context = CGContext(width: 16, height: 12)
        context.addEllipse(in: CGRect(x: 200, y: -33, width: 1.8e19, height: 32767))
        let elements = try XCTUnwrap(context.path).elements
        XCTAssertLessThanOrEqual(elements.count, 4 * CGContext.mostChordsOfALargeCurve + 4)
        XCTAssertFalse(elements.contains { if case .addCurveToPoint = $0 { return true } else { return false } })
        let start = Date()
        try stillDraws { context in
            context.scaleBy(x: -0.68, y: 1.45)
            context.strokeEllipse(in: CGRect(x: 200, y: -33, width: 1.8e19, height: 32767))
            context.addRelativeArc(
                center: CGPoint(x: -6, y: 1e18), radius: CGFloat.leastNonzeroMagnitude, startAngle: 3.9, delta: 1e18)
            context.addArc(
                center: CGPoint(x: 1, y: 1), radius: 1e18, startAngle: 0, endAngle: 6, clockwise: false)
            context.strokePath()
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 20)
        // An ordinary curve stays a curve.
        let small = CGContext(width: 16, height: 12)
        small.addEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertTrue(
            try XCTUnwrap(small.path).elements.contains {
                if case .addCurveToPoint = $0 { return true } else { return false }
            })
    }

    /// A gradient Cairo cannot sample: moved 8e6 points at a scale of 1e6, or drawn through a CTM
    /// that shrinks user space by 1e300 (inside a transparency layer, as the fuzzer found them).
    func testAGradientPixmanCannotSampleIsLeftOut() throws {
        let gradient = try XCTUnwrap(
            CGGradient(
                colorsSpace: CGColorSpaceCreateDeviceRGB(),
                colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
                    as CFArray, locations: nil))
        try stillDraws { context in
            context.scaleBy(x: 1_000_000, y: -0.78)
            context.translateBy(x: 8_388_608, y: 132)
            context.beginTransparencyLayer(auxiliaryInfo: nil)
            context.drawLinearGradient(
                gradient, start: CGPoint(x: 85, y: 250), end: CGPoint(x: 40, y: 183), options: [])
            context.endTransparencyLayer()
        }
        try stillDraws { context in
            context.scaleBy(x: 1e-300, y: -2.7)
            context.beginTransparencyLayer(auxiliaryInfo: nil)
            context.drawRadialGradient(
                gradient, startCenter: CGPoint(x: 244, y: -12), startRadius: 0.01, endCenter: .zero, endRadius: 0,
                options: [])
            context.endTransparencyLayer()
        }
    }

    /// A tiled image whose rectangle lies 8e6 pixels away tiles from the tile nearest the
    /// device's origin, which Cairo can sample: the tiles still cover the context.
    func testATilingFarAwayStillTiles() throws {
        let image = try XCTUnwrap(CGImage(width: 4, height: 4, pixels: Array(repeating: 255, count: 64)))
        try stillDraws { context in
            context.beginTransparencyLayer(auxiliaryInfo: nil)
            context.translateBy(x: 8_388_608, y: 0)
            context.draw(
                image, in: CGRect(x: -7, y: -CGFloat.leastNonzeroMagnitude, width: 70, height: 59), byTiling: true)
            context.endTransparencyLayer()
        }
        let context = CGContext(width: 8, height: 8)
        context.translateBy(x: -8_388_608, y: 0)
        context.draw(image, in: CGRect(x: 8_388_608 - 40, y: 0, width: 4, height: 4), byTiling: true)
        let pixels = try XCTUnwrap(context.makeImage()).pixels
        XCTAssertEqual(
            Array(pixels[(7 * 8 + 7) * 4..<(7 * 8 + 8) * 4]), [255, 255, 255, 255], "tiles reach every pixel")
    }

    /// A dash pattern that would cut a stroke into more than `mostDashesInAStroke` dashes (86
    /// units along an arc 9e15 across: 1e14 dashes, a hang in Cairo's dasher) draws it solid;
    /// an ordinary pattern still dashes.
    func testAStrokeOfTooManyDashesIsDrawnSolid() throws {
        let start = Date()
        try stillDraws { context in
            context.setLineDash(phase: 30, lengths: [86])
            context.addRelativeArc(center: CGPoint(x: 4097, y: 2.68), radius: 9e15, startAngle: 0, delta: 6.86)
            context.strokePath()
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 20)
        let context = CGContext(width: 16, height: 12)
        context.setStrokeColor(red: 0, green: 0, blue: 0, alpha: 1)
        context.setLineWidth(4)
        context.setLineDash(phase: 0, lengths: [4, 4])
        context.move(to: CGPoint(x: 0, y: 6))
        context.addLine(to: CGPoint(x: 16, y: 6))
        context.strokePath()
        let pixels = try XCTUnwrap(context.makeImage()).pixels
        XCTAssertEqual(pixels[(6 * 16 + 2) * 4 + 3], 255, "in a dash")
        XCTAssertEqual(pixels[(6 * 16 + 6) * 4 + 3], 0, "in a gap")
    }

    /// A path whose device coordinates pass Cairo's 24.8 fixed point (±2²³ pixels) wrapped
    /// around into unrelated edges that crashed or hung Cairo's rasterizer (seed 31 case 5262,
    /// minimised: an arc 1e9 units round under a scale of 9e15, clipped, then an ellipse 1e18
    /// high in a transparency layer). Such a path is cut to `CairoPathBox` instead.
    func testAPathPastCairosRangeDrawsAndDoesNotHang() throws {
        let start = Date()
        try stillDraws { context in
            context.scaleBy(x: 2.137631608589154, y: -9_007_199_254_740_992)
            context.rotate(by: -4.418310604168136)
            context.addRelativeArc(
                center: CGPoint(x: -1.1161852225910183, y: -4.534799648424238), radius: 1e9, startAngle: 10001,
                delta: -4.938783517386312)
            context.clip()
            context.beginTransparencyLayer(
                in: CGRect(x: 10001, y: 6, width: 1e9, height: 9_007_199_254_740_992), auxiliaryInfo: nil)
            context.fillEllipse(in: CGRect(x: 153, y: -1e-300, width: 142, height: -1e18))
            context.endTransparencyLayer()
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 20)
    }

    /// Cut to Cairo's range, a fill still covers exactly what it covers: a triangle whose corners
    /// lie 1e12 pixels away fills the pixels below its diagonal and no others, and a rectangle
    /// reaching 1e15 pixels down fills the rows below its top.
    func testAFarPathFillsTheSamePixels() throws {
        let context = CGContext(width: 16, height: 12)
        context.setFillColor(red: 0, green: 0, blue: 0, alpha: 1)
        context.move(to: CGPoint(x: -1e12, y: -1e12))
        context.addLine(to: CGPoint(x: 1e12, y: 1e12))
        context.addLine(to: CGPoint(x: 1e12, y: -1e12))
        context.closePath()
        context.fillPath()
        context.fill(CGRect(x: -1e15, y: 10, width: 2e15, height: 1e15))
        let pixels = try XCTUnwrap(context.makeImage()).pixels
        for y in 0..<12 {
            for x in 0..<16 {
                let alpha = pixels[(y * 16 + x) * 4 + 3]
                // Pixel centres above the diagonal (y < x) and the rows from 10 down are covered.
                let covered = y < x || y >= 10
                // The diagonal's own pixels are half covered, antialiased.
                guard x != y else { continue }
                XCTAssertEqual(alpha, covered ? 255 : 0, "pixel (\(x), \(y))")
            }
        }
    }

    /// A stroke reaching more than `farthestStrokeReach` pixels from its path (a line 9e15 units
    /// wide) is drawn that wide: it covers the context around the path, quickly, and the context
    /// draws on.
    func testAStrokeTooWideForCairoIsDrawnAtTheFarthestReach() throws {
        let start = Date()
        let context = CGContext(width: 16, height: 12)
        context.setStrokeColor(red: 0, green: 0, blue: 0, alpha: 1)
        context.setLineWidth(9e15)
        context.setMiterLimit(46)
        context.move(to: CGPoint(x: -1e9, y: 6))
        context.addLine(to: CGPoint(x: 1e9, y: 6))
        context.strokePath()
        let pixels = try XCTUnwrap(context.makeImage()).pixels
        XCTAssertEqual(pixels[3], 255, "the stroke covers the context")
        XCTAssertEqual(pixels[(11 * 16 + 15) * 4 + 3], 255, "the stroke covers the context")
        try stillDraws { context in
            context.setFlatness(248)
            context.setLineWidth(9e15)
            context.strokeEllipse(in: CGRect(x: -40, y: 30, width: 1e9, height: 90))
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 20)
    }

    /// A gradient moved 2²³ pixels (past Cairo's fixed point) and drawn under an alpha put Cairo
    /// in its error state (seed 31 case 355, minimised): it is left out, as one past pixman's range is.
    func testAGradientPastCairosFixedPointRangeIsLeftOut() throws {
        let gradient = try XCTUnwrap(
            CGGradient(
                colorsSpace: CGColorSpaceCreateDeviceRGB(),
                colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
                    as CFArray, locations: nil))
        try stillDraws { context in
            context.setAlpha(0.05449487664400554)
            context.translateBy(x: -3, y: 8_388_608)
            context.drawLinearGradient(
                gradient, start: CGPoint(x: 32767, y: 232), end: CGPoint(x: -27, y: 185),
                options: CGGradientDrawingOptions(rawValue: 36))
        }
    }

    /// A bitmap context of more than `largestBitmapPixels` (seed 31 case 1609: 32,767 × 32,767
    /// alpha-only, a gigapixel each composited call worked on, minutes of calls) is refused as
    /// one whose buffer cannot be allocated: `nil`. One at the budget is made.
    func testABitmapContextPastThePixelBudgetIsRefused() {
        func make(_ width: Int, _ height: Int, alphaOnly: Bool) -> CGContext? {
            CGContext(
                data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                space: alphaOnly ? CGColorSpaceCreateDeviceGray() : CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: alphaOnly
                    ? CGImageAlphaInfo.alphaOnly.rawValue : CGImageAlphaInfo.premultipliedLast.rawValue)
        }
        XCTAssertNil(make(32767, 32767, alphaOnly: true))
        XCTAssertNil(make(8193, 8192, alphaOnly: true))
        XCTAssertNotNil(make(8192, 8192, alphaOnly: true))
        XCTAssertNotNil(make(64, 48, alphaOnly: false))
    }

    /// Two arcs of a million and ten thousand radians (1,024 turns each, then) stroked after the
    /// first was replaced by its stroke: Cairo took minutes over the overlapping outlines (seed 31
    /// case 7709, minimised). Arcs now go round at most 16 times.
    func testStrokingArcsOfManyTurnsIsQuick() throws {
        let start = Date()
        let context = try XCTUnwrap(
            CGContext(
                data: nil, width: 46, height: 55, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue))
        context.addRelativeArc(
            center: CGPoint(x: -0.49832897282424327, y: -2.305828283194737), radius: 6.268721871328257,
            startAngle: 32768, delta: 1_000_000)
        context.replacePathWithStrokedPath()
        context.addRelativeArc(
            center: CGPoint(x: 0.4530327939411434, y: 5.536542725035664), radius: -4.273229785792313,
            startAngle: 6.957976352764113, delta: 10000)
        context.strokePath()
        XCTAssertLessThan(Date().timeIntervalSince(start), 20)
    }

    /// A radial gradient under a CTM that shrinks user space and moves it 1e6 pixels, in a
    /// transparency layer (seed 31 case 2591, minimised): within the bounds on its points and
    /// scale, but pixman's map to it does not fit, and Cairo stopped drawing. It is left out.
    func testAGradientPixmanCannotMapIsLeftOut() throws {
        let gradient = try XCTUnwrap(
            CGGradient(
                colorsSpace: CGColorSpaceCreateDeviceRGB(),
                colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
                    as CFArray, locations: nil))
        try stillDraws { context in
            context.beginTransparencyLayer(auxiliaryInfo: nil)
            context.concatenate(CGAffineTransform(a: 7, b: 100, c: -19, d: 98, tx: 1_000_000, ty: -41))
            context.drawRadialGradient(
                gradient, startCenter: CGPoint(x: 30, y: 226), startRadius: -40, endCenter: CGPoint(x: 14, y: 1e-9),
                endRadius: 118, options: CGGradientDrawingOptions(rawValue: 3))
            context.endTransparencyLayer()
        }
    }

    /// A dash pattern whose sum overflows (a dash of Double's largest, nine lengths: Cairo sums
    /// them twice) with a phase of −1e300 left Cairo's dasher stepping through an infinite phase
    /// forever (the long run's seed 97, minimised). Lengths are kept to `longestDash`.
    func testADashPatternThatOverflowsIsBounded() throws {
        let start = Date()
        try stillDraws { context in
            context.setLineDash(
                phase: -1e300,
                lengths: [217, 165, -31, 203, 32768, -1, 217, CGFloat.greatestFiniteMagnitude, 153])
            context.strokeEllipse(in: CGRect(x: 193, y: 0.01, width: 1.8446744073709552e19, height: 53))
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 20)
    }
}
