import CoreGraphics
import Foundation
import QuartzCore
import XCTest

// Patterns as Apple code draws them: a CGPattern whose callback draws one cell, set with
// setFillPattern(_:colorComponents:) after a pattern colour space. The cell below is a 10-unit
// checker: red squares at (0, 0) and (5, 5), 5 units on a side, empty between them.

/// Draws the checker cell; a plain function, as Apple's C callback must be.
private func drawChecker(_ info: UnsafeMutableRawPointer?, _ ctx: CGContext) {
    ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
    ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
    ctx.fill(CGRect(x: 5, y: 5, width: 5, height: 5))
}

/// The checker pattern, coloured or as a stencil, with `matrix` into base space.
private func checker(isColored: Bool = true, matrix: CGAffineTransform = .identity) -> CGPattern {
    var callbacks = CGPatternCallbacks(version: 0, drawPattern: drawChecker, releaseInfo: nil)
    return CGPattern(
        info: nil, bounds: CGRect(x: 0, y: 0, width: 10, height: 10), matrix: matrix, xStep: 10, yStep: 10,
        tiling: .constantSpacing, isColored: isColored, callbacks: &callbacks)!
}

private let red: [Int] = [255, 0, 0, 255]
private let clear: [Int] = [0, 0, 0, 0]

final class PatternDrawingListingTests: XCTestCase {
    /// A bitmap filled with `pattern` over its whole area, after `prepare`.
    private func filled(
        _ pattern: CGPattern, components: [CGFloat] = [1], space: CGColorSpace? = CGColorSpace(patternBaseSpace: nil),
        prepare: (CGContext) -> Void = { _ in }
    ) -> Bitmap {
        let bitmap = Bitmap(width: 40, height: 40)
        let ctx = bitmap.context
        prepare(ctx)
        if let space { ctx.setFillColorSpace(space) }
        ctx.setFillPattern(pattern, colorComponents: components)
        ctx.fill(CGRect(x: -20, y: -20, width: 80, height: 80))
        return bitmap
    }

    // The checker repeats every 10 units from the base space's origin (the bottom-left of a bitmap).
    func testAColouredPatternRepeatsItsCell() {
        let bitmap = filled(checker())
        assertPixel(bitmap.pixelAt(user: 2, 2), red, "the first red square")
        assertPixel(bitmap.pixelAt(user: 7, 2), clear, "beside it, empty")
        assertPixel(bitmap.pixelAt(user: 7, 7), red, "the second red square")
        assertPixel(bitmap.pixelAt(user: 12, 2), red, "the next cell, 10 units on")
        assertPixel(bitmap.pixelAt(user: 32, 37), clear, "cell (3, 3) at (2, 7): empty")
        assertPixel(bitmap.pixelAt(user: 34, 36), clear)
        assertPixel(bitmap.pixelAt(user: 36, 36), red, "cell (3, 3) at (6, 6): red")
    }

    // A pattern lives in base space: moving or scaling the user space does not move it.
    func testThePatternIgnoresTheCurrentTransform() {
        let moved = filled(checker()) { ctx in
            ctx.translateBy(x: 3, y: 0)
            ctx.scaleBy(x: 2, y: 2)
        }
        assertPixel(moved.pixelAt(user: 2, 2), red, "still at the base origin")
        assertPixel(moved.pixelAt(user: 7, 2), clear, "not scaled")
        assertPixel(moved.pixelAt(user: 12, 2), red)
    }

    // The pattern matrix places the cell in base space: scaled by two, a cell covers 20 units.
    func testThePatternMatrixScalesTheCell() {
        let bitmap = filled(checker(matrix: CGAffineTransform(scaleX: 2, y: 2)))
        assertPixel(bitmap.pixelAt(user: 7, 2), red, "(3.5, 1) in pattern space: red")
        assertPixel(bitmap.pixelAt(user: 12, 2), clear, "(6, 1): empty")
        assertPixel(bitmap.pixelAt(user: 15, 15), red, "(7.5, 7.5): red")
        assertPixel(bitmap.pixelAt(user: 22, 2), red, "the next cell starts at 20")
    }

    // An uncoloured pattern is a stencil in the colour given in the pattern space's base space.
    func testAnUncolouredPatternPaintsTheGivenColour() {
        let space = CGColorSpace(patternBaseSpace: CGColorSpaceCreateDeviceRGB())!
        XCTAssertEqual(space.model, .pattern)
        XCTAssertEqual(space.numberOfComponents, 3)
        let bitmap = filled(checker(isColored: false), components: [0, 0, 1, 1], space: space)
        assertPixel(bitmap.pixelAt(user: 2, 2), [0, 0, 255, 255], "the cell's red drawn as blue")
        assertPixel(bitmap.pixelAt(user: 7, 2), clear)
        let faded = filled(checker(), components: [0.5])
        assertPixel(faded.pixelAt(user: 2, 2), [128, 0, 0, 128], "a coloured pattern at half alpha")
    }

    // Strokes take a pattern too; setting a colour ends it.
    func testStrokePatternAndSettingAColourEndsAPattern() {
        let bitmap = Bitmap(width: 40, height: 40)
        let ctx = bitmap.context
        ctx.setStrokeColorSpace(CGColorSpace(patternBaseSpace: nil)!)
        var alpha: CGFloat = 1
        ctx.setStrokePattern(checker(), colorComponents: &alpha)
        ctx.setLineWidth(10)
        ctx.move(to: CGPoint(x: 0, y: 5))
        ctx.addLine(to: CGPoint(x: 40, y: 5))
        ctx.strokePath()
        assertPixel(bitmap.pixelAt(user: 2, 2), red)
        assertPixel(bitmap.pixelAt(user: 7, 2), clear)
        assertPixel(bitmap.pixelAt(user: 17, 7), red)
        assertPixel(bitmap.pixelAt(user: 2, 12), clear, "above the stroke")
        ctx.setStrokeColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        ctx.move(to: CGPoint(x: 0, y: 25))
        ctx.addLine(to: CGPoint(x: 40, y: 25))
        ctx.strokePath()
        assertPixel(bitmap.pixelAt(user: 7, 22), [0, 255, 0, 255], "a colour after the pattern: solid")
    }

    // In a layer's backing store at contentsScale 2 the cell is 10 points, 20 pixels, y down.
    func testAPatternInALayerFollowsItsScale() throws {
        final class CheckerLayer: CALayer {
            override func draw(in ctx: CGContext) {
                ctx.setFillColorSpace(CGColorSpace(patternBaseSpace: nil)!)
                var alpha: CGFloat = 1
                ctx.setFillPattern(checker(), colorComponents: &alpha)
                ctx.fill(bounds)
            }
        }
        let layer = CheckerLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        layer.contentsScale = 2
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        let image = try XCTUnwrap(layer.contents as? CGImage)
        XCTAssertEqual(image.width, 40)
        func pixel(_ x: Int, _ y: Int) -> [Int] { (0..<4).map { Int(image.pixels[(y * image.width + x) * 4 + $0]) } }
        assertPixel(pixel(5, 5), red, "point (2.5, 2.5): red")
        assertPixel(pixel(15, 5), clear, "point (7.5, 2.5): empty")
        assertPixel(pixel(15, 15), red, "point (7.5, 7.5): red")
        assertPixel(pixel(25, 5), red, "point (12.5, 2.5): the next cell")
    }

    // The pattern hands its info to the callback, and releases it when it goes away.
    func testInfoIsPassedAndReleased() {
        final class Counts {
            var drawn = 0, released = 0
        }
        let counts = Counts()
        var callbacks = CGPatternCallbacks(
            version: 0,
            drawPattern: { info, ctx in
                Unmanaged<Counts>.fromOpaque(info!).takeUnretainedValue().drawn += 1
                ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            },
            releaseInfo: { info in Unmanaged<Counts>.fromOpaque(info!).takeRetainedValue().released += 1 })
        do {
            let pattern = CGPattern(
                info: Unmanaged.passRetained(counts).toOpaque(), bounds: CGRect(x: 0, y: 0, width: 4, height: 4),
                matrix: .identity, xStep: 8, yStep: 8, tiling: .noDistortion, isColored: true, callbacks: &callbacks)!
            _ = filled(pattern)
            XCTAssertGreaterThan(counts.drawn, 0)
            XCTAssertEqual(counts.released, 0)
        }
        XCTAssertEqual(counts.released, 1)
        XCTAssertNil(
            CGPattern(
                info: nil, bounds: .zero, matrix: .identity, xStep: 0, yStep: 8, tiling: .noDistortion,
                isColored: true, callbacks: &callbacks), "a zero step places no cells")
    }
}
