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
}
