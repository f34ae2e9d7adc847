import CoreGraphics
import Foundation
import ImageIO
import QuartzCore
import XCTest

// Drawing code written as it is for Apple's platforms (`import CoreGraphics`, bitmap contexts
// made with Core Graphics' initializer, `draw(in:)` overrides, `render(in:)`), run unchanged and
// checked on the pixels it makes, against values worked out by hand at chosen pixels. Bitmap
// contexts are Core Graphics' own: y up, so user y = 0 is the bottom row of the buffer.

/// An RGBA bitmap context as Apple code makes one, and its pixels read back by row from the top.
struct Bitmap {
    let context: CGContext
    let width: Int, height: Int

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        context = CGContext(
            data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
    }

    /// The premultiplied RGBA bytes of the pixel in column `x`, row `y` of the buffer (row 0 on top).
    func pixel(_ x: Int, _ y: Int) -> [Int] {
        let bytes = context.data!.advanced(by: y * context.bytesPerRow + x * 4).assumingMemoryBound(to: UInt8.self)
        return (0..<4).map { Int(bytes[$0]) }
    }

    /// The pixel under user-space point (x, y) of an untransformed context (y up).
    func pixelAt(user x: Int, _ y: Int) -> [Int] { pixel(x, height - 1 - y) }
}

func assertPixel(
    _ actual: [Int], _ expected: [Int], tolerance: Int = 2, _ message: String = "", file: StaticString = #filePath,
    line: UInt = #line
) {
    let close = actual.count == expected.count && zip(actual, expected).allSatisfy { abs($0 - $1) <= tolerance }
    XCTAssertTrue(close, "\(actual) is not \(expected) ±\(tolerance) \(message)", file: file, line: line)
}

final class DrawingListingTests: XCTestCase {
    // A pie chart: wedges from the centre, each an arc and a close, as every charting tutorial draws them.
    func testPieChartWithArcs() {
        let bitmap = Bitmap(width: 100, height: 100)
        let ctx = bitmap.context
        let center = CGPoint(x: 50, y: 50)
        let shares: [(CGFloat, CGColor)] = [
            (0.5, CGColor(red: 1, green: 0, blue: 0, alpha: 1)),
            (0.25, CGColor(red: 0, green: 1, blue: 0, alpha: 1)),
            (0.25, CGColor(red: 0, green: 0, blue: 1, alpha: 1)),
        ]
        var start: CGFloat = 0
        for (share, color) in shares {
            let end = start + share * 2 * .pi
            ctx.move(to: center)
            ctx.addArc(center: center, radius: 40, startAngle: start, endAngle: end, clockwise: false)
            ctx.closePath()
            ctx.setFillColor(color)
            ctx.fillPath()
            start = end
        }
        // Angles grow from +x toward +y, which is up in a bitmap context: red fills the upper half.
        assertPixel(bitmap.pixelAt(user: 50, 75), [255, 0, 0, 255], "upper half: red")
        assertPixel(bitmap.pixelAt(user: 25, 25), [0, 255, 0, 255], "lower left quarter: green")
        assertPixel(bitmap.pixelAt(user: 75, 25), [0, 0, 255, 255], "lower right quarter: blue")
        assertPixel(bitmap.pixelAt(user: 50, 95), [0, 0, 0, 0], "outside the radius")
    }

    // A dashed, rounded border: UIBezierPath(roundedRect:cornerRadius:) stroked with a dash pattern.
    func testDashedRoundedBorder() {
        let bitmap = Bitmap(width: 120, height: 60)
        let ctx = bitmap.context
        let border = CGPath(
            roundedRect: CGRect(x: 10, y: 10, width: 100, height: 40), cornerWidth: 8, cornerHeight: 8, transform: nil)
        ctx.addPath(border)
        ctx.setStrokeColor(CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        ctx.setLineWidth(2)
        ctx.setLineDash(phase: 0, lengths: [6, 4])
        ctx.strokePath()
        // The path starts at (18, 10) on the bottom edge and runs in +x: dashes cover x in
        // [18, 24), [28, 34), …; gaps [24, 28), [34, 38).
        assertPixel(bitmap.pixelAt(user: 20, 10), [0, 0, 0, 255], "in the first dash")
        assertPixel(bitmap.pixelAt(user: 25, 10), [0, 0, 0, 0], "in the first gap")
        assertPixel(bitmap.pixelAt(user: 30, 10), [0, 0, 0, 255], "in the second dash")
        assertPixel(bitmap.pixelAt(user: 60, 30), [0, 0, 0, 0], "the inside is not filled")
        // The corner is rounded: the bounding box's corner pixel is outside the stroke.
        assertPixel(bitmap.pixelAt(user: 10, 10), [0, 0, 0, 0], "the rounded corner cuts the box's corner")
    }

    // A gradient background, top to bottom, as in a layer's draw(in:).
    func testLinearGradientBackground() {
        let bitmap = Bitmap(width: 10, height: 101)
        let ctx = bitmap.context
        let colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
        let locations: [CGFloat] = [0, 1]
        let gradient = CGGradient(
            colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors as CFArray, locations: locations)!
        ctx.drawLinearGradient(gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 0, y: 100), options: [])
        assertPixel(bitmap.pixelAt(user: 5, 0), [255, 0, 0, 255], tolerance: 4, "start: red")
        assertPixel(bitmap.pixelAt(user: 5, 99), [0, 0, 255, 255], tolerance: 4, "end: blue")
        assertPixel(bitmap.pixelAt(user: 5, 100), [0, 0, 0, 0], "past the end (its centre at 100.5): not extended")
        assertPixel(bitmap.pixelAt(user: 5, 50), [128, 0, 128, 255], tolerance: 4, "half way: both halves")
    }

    // A radial gradient that does not extend past its circles unless asked.
    func testRadialGradientAndItsOptions() {
        let bitmap = Bitmap(width: 100, height: 100)
        let ctx = bitmap.context
        let gradient = CGGradient(
            colorsSpace: nil, colors: [CGColor.white, CGColor.black] as CFArray, locations: nil)!
        ctx.drawRadialGradient(
            gradient, startCenter: CGPoint(x: 50, y: 50), startRadius: 0, endCenter: CGPoint(x: 50, y: 50),
            endRadius: 40, options: [])
        assertPixel(bitmap.pixelAt(user: 50, 50), [255, 255, 255, 255], tolerance: 8, "the centre: white")
        assertPixel(bitmap.pixelAt(user: 70, 50), [128, 128, 128, 255], tolerance: 8, "half the radius: gray")
        assertPixel(bitmap.pixelAt(user: 95, 50), [0, 0, 0, 0], "past the end circle: nothing")
        ctx.drawRadialGradient(
            gradient, startCenter: CGPoint(x: 50, y: 50), startRadius: 0, endCenter: CGPoint(x: 50, y: 50),
            endRadius: 40, options: .drawsAfterEndLocation)
        assertPixel(bitmap.pixelAt(user: 95, 50), [0, 0, 0, 255], "extended past the end: black")
    }

    // Shadows in a context: a card with a soft shadow below and to the right (y up: negative y is down).
    func testShadowInAContext() {
        let bitmap = Bitmap(width: 100, height: 100)
        let ctx = bitmap.context
        ctx.saveGState()
        ctx.setShadow(
            offset: CGSize(width: 10, height: -10), blur: 0, color: CGColor(red: 0, green: 0, blue: 0, alpha: 0.5))
        ctx.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        ctx.fill(CGRect(x: 20, y: 40, width: 40, height: 40))
        ctx.restoreGState()
        assertPixel(bitmap.pixelAt(user: 40, 60), [255, 255, 255, 255], "the card")
        assertPixel(bitmap.pixelAt(user: 65, 35), [0, 0, 0, 128], "the hard shadow, offset (10, −10)")
        assertPixel(bitmap.pixelAt(user: 15, 85), [0, 0, 0, 0], "no shadow up and to the left")
        // With a blur the shadow's edge is soft: half coverage on the edge of the offset shape.
        ctx.clear(CGRect(x: 0, y: 0, width: 100, height: 100))
        ctx.setShadow(offset: CGSize(width: 0, height: 0), blur: 8, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        ctx.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        ctx.fill(CGRect(x: 30, y: 30, width: 40, height: 40))
        let outside = bitmap.pixelAt(user: 72, 50)
        XCTAssertGreaterThan(outside[3], 40, "the blur reaches past the edge: \(outside)")
        XCTAssertLessThan(outside[3], 200, "but fades: \(outside)")
        XCTAssertEqual(bitmap.pixelAt(user: 90, 50)[3], 0, "and is gone 20 points out (5σ)")
    }

    // Clipping to a path: an avatar cut to a circle.
    func testClippingToAPath() {
        let bitmap = Bitmap(width: 60, height: 60)
        let ctx = bitmap.context
        ctx.addEllipse(in: CGRect(x: 0, y: 0, width: 60, height: 60))
        ctx.clip()
        ctx.setFillColor(CGColor(red: 0, green: 0.5, blue: 1, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 60, height: 60))
        assertPixel(bitmap.pixelAt(user: 30, 30), [0, 128, 255, 255], "inside the circle")
        assertPixel(bitmap.pixelAt(user: 2, 2), [0, 0, 0, 0], "the corner is clipped away")
        // resetClip returns to the whole context.
        ctx.resetClip()
        ctx.fill(CGRect(x: 0, y: 0, width: 60, height: 60))
        assertPixel(bitmap.pixelAt(user: 2, 2), [0, 128, 255, 255], "after resetClip")
    }

    // Even-odd filling: a ring from two circles in one path.
    func testEvenOddRing() {
        let bitmap = Bitmap(width: 60, height: 60)
        let ctx = bitmap.context
        ctx.addEllipse(in: CGRect(x: 0, y: 0, width: 60, height: 60))
        ctx.addEllipse(in: CGRect(x: 15, y: 15, width: 30, height: 30))
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fillPath(using: .evenOdd)
        assertPixel(bitmap.pixelAt(user: 30, 30), [0, 0, 0, 0], "the hole")
        assertPixel(bitmap.pixelAt(user: 30, 8), [255, 0, 0, 255], "the ring")
        XCTAssertTrue(ctx.isPathEmpty)
    }

    // Line caps and joins: a round cap reaches past the end point, a butt cap does not.
    func testLineCapsAndJoins() {
        let bitmap = Bitmap(width: 100, height: 40)
        let ctx = bitmap.context
        ctx.setStrokeColor(CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        ctx.setLineWidth(10)
        ctx.setLineCap(.round)
        ctx.move(to: CGPoint(x: 20, y: 10))
        ctx.addLine(to: CGPoint(x: 40, y: 10))
        ctx.strokePath()
        ctx.setLineCap(.butt)
        ctx.move(to: CGPoint(x: 20, y: 30))
        ctx.addLine(to: CGPoint(x: 40, y: 30))
        ctx.strokePath()
        assertPixel(bitmap.pixelAt(user: 43, 10), [0, 0, 0, 255], "round cap: past the end")
        assertPixel(bitmap.pixelAt(user: 43, 30), [0, 0, 0, 0], "butt cap: stops at the end")
        // A miter join makes a sharp corner; a bevel cuts it off.
        ctx.setLineCap(.butt)
        ctx.setLineJoin(.miter)
        ctx.move(to: CGPoint(x: 60, y: 5))
        ctx.addLine(to: CGPoint(x: 80, y: 5))
        ctx.addLine(to: CGPoint(x: 80, y: 35))
        ctx.strokePath()
        assertPixel(bitmap.pixelAt(user: 84, 1), [0, 0, 0, 255], "the miter's outer corner")
    }

    // setAlpha and blend modes, as a drawing routine composes layers of colour.
    func testAlphaAndBlendModes() {
        let bitmap = Bitmap(width: 40, height: 20)
        let ctx = bitmap.context
        ctx.setFillColor(CGColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 40, height: 20))
        ctx.setBlendMode(.multiply)
        ctx.setFillColor(CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        assertPixel(bitmap.pixelAt(user: 10, 10), [128, 64, 0, 255], "multiply: the product")
        ctx.setBlendMode(.normal)
        ctx.setAlpha(0.5)
        ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        ctx.fill(CGRect(x: 20, y: 0, width: 20, height: 20))
        assertPixel(bitmap.pixelAt(user: 30, 10), [128, 64, 128, 255], "half-transparent blue over orange")
        ctx.setAlpha(1)
        ctx.setBlendMode(.screen)
        ctx.setFillColor(CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        // screen: 1 − (1 − a)(1 − b) on the multiplied (0.5, 0.25, 0).
        assertPixel(bitmap.pixelAt(user: 10, 10), [191, 159, 128, 255], "screen")
    }

    // Rotating and concatenating the CTM.
    func testRotateAndConcatenate() {
        let bitmap = Bitmap(width: 100, height: 100)
        let ctx = bitmap.context
        ctx.translateBy(x: 50, y: 50)
        ctx.rotate(by: .pi / 2)
        ctx.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        // 40 long along user x, which now points along device +y (up).
        ctx.fill(CGRect(x: 0, y: -5, width: 40, height: 10))
        assertPixel(bitmap.pixelAt(user: 50, 80), [0, 255, 0, 255], "turned a quarter: pointing up")
        assertPixel(bitmap.pixelAt(user: 80, 50), [0, 0, 0, 0], "not along x")
        ctx.concatenate(CGAffineTransform(scaleX: 0.5, y: 0.5))
        XCTAssertEqual(ctx.ctm.b, 0.5, accuracy: 1e-9)
        XCTAssertEqual(ctx.ctm.tx, 50, accuracy: 1e-9)
    }

    // A bitmap context's image becomes a layer's contents (the usual off-screen snapshot).
    func testBitmapContextIntoContents() throws {
        let ctx = CGContext(
            data: nil, width: 4, height: 2, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 1))  // y up: the bottom row
        let image = try XCTUnwrap(ctx.makeImage())
        let layer = CALayer()
        layer.contents = image
        let contents = try XCTUnwrap(layer.contents as? CGImage)
        XCTAssertEqual(contents.width, 4)
        XCTAssertEqual(Array(contents.pixels[0..<4]), [0, 0, 0, 0], "the top row is empty")
        XCTAssertEqual(Array(contents.pixels[16..<20]), [255, 0, 0, 255], "the bottom row is red")
        // BGRA in memory, as Core Graphics lays out premultipliedFirst | byteOrder32Little.
        let bytes = ctx.data!.assumingMemoryBound(to: UInt8.self)
        XCTAssertEqual((0..<4).map { bytes[ctx.bytesPerRow + $0] }, [0, 0, 255, 255])
    }

    // A gray context, as for a mask: one byte a pixel.
    func testGrayBitmapContext() {
        var buffer = [UInt8](repeating: 0, count: 8 * 8)
        buffer.withUnsafeMutableBytes { raw in
            let ctx = CGContext(
                data: raw.baseAddress, width: 8, height: 8, bitsPerComponent: 8, bytesPerRow: 8,
                space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue)!
            ctx.setFillColor(gray: 0.5, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: 8, height: 4))
        }
        XCTAssertEqual(buffer[0], 0, "the top half stays black")
        XCTAssertEqual(Int(buffer[7 * 8]), 128, accuracy: 1)
        XCTAssertNil(
            CGContext(
                data: nil, width: 8, height: 8, bitsPerComponent: 8, bytesPerRow: 32,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.last.rawValue),
            "straight alpha is not a bitmap-context layout, as in Core Graphics")
    }

    // Images: Apple's initializer from a data provider, drawn upright in a y-up context, and tiled.
    func testImagesFromADataProviderDrawnAndTiled() throws {
        // 2 × 2: red, green on the top row; blue, white below.
        let bytes: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255]
        let provider = try XCTUnwrap(CGDataProvider(data: Data(bytes) as CFData))
        let image = try XCTUnwrap(
            CGImage(
                width: 2, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8,
                space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.last.rawValue),
                provider: provider, decode: nil, shouldInterpolate: false, intent: .defaultIntent))
        XCTAssertEqual(image.bitsPerPixel, 32)
        let bitmap = Bitmap(width: 20, height: 20)
        let ctx = bitmap.context
        ctx.interpolationQuality = .none
        ctx.draw(image, in: CGRect(x: 0, y: 0, width: 20, height: 20))
        assertPixel(bitmap.pixel(5, 5), [255, 0, 0, 255], "the first row at the top, upright")
        assertPixel(bitmap.pixel(15, 15), [255, 255, 255, 255], "white at the bottom right")
        ctx.clear(CGRect(x: 0, y: 0, width: 20, height: 20))
        ctx.draw(image, in: CGRect(x: 0, y: 0, width: 4, height: 4), byTiling: true)
        assertPixel(bitmap.pixel(1, 1), [255, 0, 0, 255], "tiles repeat: red at the top left")
        assertPixel(bitmap.pixel(17, 1), [255, 0, 0, 255], "and again four tiles along")
        assertPixel(bitmap.pixel(19, 19), [255, 255, 255, 255], "white at the bottom right")
    }

    // ImageIO: decoding a PNG as Apple code does, then clipping to it as a mask.
    func testImageSourceAndClipToMask() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Fixtures/images/spark.png").standardizedFileURL
        let source = try XCTUnwrap(CGImageSourceCreateWithURL(url as CFURL, nil))
        XCTAssertEqual(CGImageSourceGetCount(source), 1)
        let image = try XCTUnwrap(CGImageSourceCreateImageAtIndex(source, 0, nil))
        XCTAssertGreaterThan(image.width, 0)
        let junk = try XCTUnwrap(CGImageSourceCreateWithData(Data([1, 2, 3]) as CFData, nil))
        XCTAssertNil(CGImageSourceCreateImageAtIndex(junk, 0, nil))
        XCTAssertEqual(junk.lastError?.contains("image data"), true, junk.lastError ?? "no error")

        // A mask of opaque white on the left, opaque black on the right: gray is coverage.
        let mask = try XCTUnwrap(
            CGImage(width: 2, height: 1, pixels: [255, 255, 255, 255, 0, 0, 0, 255], alphaInfo: .premultipliedLast))
        let bitmap = Bitmap(width: 20, height: 10)
        let ctx = bitmap.context
        ctx.clip(to: CGRect(x: 0, y: 0, width: 20, height: 10), mask: mask)
        ctx.interpolationQuality = .none
        ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        assertPixel(bitmap.pixel(3, 5), [0, 0, 255, 255], "white in the mask: drawn")
        assertPixel(bitmap.pixel(16, 5), [0, 0, 0, 0], "black in the mask: hidden")
    }

    // A transparency layer: two overlapping half-transparent shapes that do not darken each other.
    func testTransparencyLayerFlattensBeforeAlpha() {
        let bitmap = Bitmap(width: 60, height: 20)
        let ctx = bitmap.context
        ctx.setAlpha(0.5)
        ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 40, height: 20))
        ctx.fill(CGRect(x: 20, y: 0, width: 40, height: 20))
        ctx.endTransparencyLayer()
        assertPixel(bitmap.pixelAt(user: 10, 10), [128, 0, 0, 128], "one shape")
        assertPixel(bitmap.pixelAt(user: 30, 10), [128, 0, 0, 128], "the overlap is no darker")
    }

    // Arcs as Core Graphics draws them: 0 → 2π is a circle with either flag.
    func testFullCircleArcsWithEitherFlag() {
        for clockwise in [false, true] {
            let bitmap = Bitmap(width: 60, height: 60)
            let ctx = bitmap.context
            ctx.addArc(
                center: CGPoint(x: 30, y: 30), radius: 20, startAngle: 0, endAngle: 2 * .pi, clockwise: clockwise)
            ctx.setStrokeColor(CGColor(red: 0, green: 0, blue: 0, alpha: 1))
            ctx.setLineWidth(4)
            ctx.strokePath()
            for (x, y) in [(50, 30), (30, 50), (10, 30), (30, 10)] {
                assertPixel(bitmap.pixelAt(user: x, y), [0, 0, 0, 255], "ring at (\(x), \(y)), clockwise \(clockwise)")
            }
        }
    }
}

// Members added for the compatibility list, checked on what they compute.
final class AddedCoreGraphicsMemberTests: XCTestCase {
    func testCMYKColoursConvertAsDeviceCMYK() {
        let red = CGColor(genericCMYKCyan: 0, magenta: 1, yellow: 1, black: 0, alpha: 1)
        XCTAssertEqual(red.components!, [1, 0, 0, 1])
        let gray = CGColor(genericCMYKCyan: 0, magenta: 0, yellow: 0, black: 0.25, alpha: 0.5)
        XCTAssertEqual(gray.components!, [0.75, 0.75, 0.75, 0.5])
        XCTAssertEqual(CGColorSpaceCreateDeviceCMYK().numberOfComponents, 4)
        let bitmap = Bitmap(width: 4, height: 4)
        bitmap.context.setFillColor(cyan: 1, magenta: 0, yellow: 0, black: 0, alpha: 1)
        bitmap.context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        assertPixel(bitmap.pixel(1, 1), [0, 255, 255, 255], "cyan")
    }

    func testDecomposedComponentsComposeBack() {
        let t = CGAffineTransform(a: 2, b: 0.5, c: -0.3, d: 1.5, tx: 7, ty: -3)
        let parts = t.decomposed()
        let back = CGAffineTransform(parts)
        for (x, y) in [(t.a, back.a), (t.b, back.b), (t.c, back.c), (t.d, back.d), (t.tx, back.tx), (t.ty, back.ty)] {
            XCTAssertEqual(x, y, accuracy: 1e-12)
        }
        let turned = CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 3, y: 3).decomposed()
        XCTAssertEqual(turned.rotation, 0.7, accuracy: 1e-12)
        XCTAssertEqual(turned.scale.width, 3, accuracy: 1e-12)
        XCTAssertEqual(turned.scale.height, 3, accuracy: 1e-12)
        XCTAssertEqual(turned.horizontalShear, 0, accuracy: 1e-12)
    }

    func testFlattenedPathIsLinesWithinTheThreshold() {
        let circle = CGPath(ellipseIn: CGRect(x: -10, y: -10, width: 20, height: 20), transform: nil)
        let flat = circle.flattened(threshold: 0.1)
        XCTAssertTrue(flat.elements.allSatisfy { $0.type != .addCurveToPoint && $0.type != .addQuadCurveToPoint })
        XCTAssertEqual(flat.elements.last, .closeSubpath)
        for element in flat.elements {
            if let p = element.points.first { XCTAssertEqual(hypot(p.x, p.y), 10, accuracy: 0.11) }
        }
        XCTAssertGreaterThan(flat.elements.count, 12)
    }

    func testCopyWithColorSpaceKeepsThePixels() throws {
        let image = try XCTUnwrap(CGImage(width: 1, height: 1, pixels: [1, 2, 3, 255]))
        XCTAssertEqual(image.copy(colorSpace: CGColorSpace(name: CGColorSpace.sRGB)!)?.pixels, [1, 2, 3, 255])
        XCTAssertNil(image.copy(colorSpace: CGColorSpaceCreateDeviceGray()), "an RGB image cannot be gray")
    }
}
