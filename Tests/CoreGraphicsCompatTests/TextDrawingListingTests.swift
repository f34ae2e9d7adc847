import CoreGraphics
import Foundation
import QuartzCore
import XCTest

// Glyphs drawn through CGContext as Apple code draws them: glyph ids from Core Text's
// CTFontGetGlyphsForCharacters, a CGFont and a size set on the context, positions in text space.
// The font is DejaVu Sans (units per em 2048, capital height 1493 units: 0.729 em), so a capital
// at 40 points rises 29.2 units above the baseline and a 200-point one 145.8.

/// The glyphs of `text` in DejaVu Sans, as Apple code finds them.
private func glyphs(_ text: String) -> [CGGlyph] {
    let units = Array(text.utf16)
    var glyphs = [CGGlyph](repeating: 0, count: units.count)
    XCTAssertTrue(
        CTFontGetGlyphsForCharacters(
            CTFontCreateWithName("DejaVu Sans" as CFString, 12, nil), units, &glyphs, units.count))
    return glyphs
}

/// The rows and columns (user space, y up) of `bitmap`'s pixels more than half opaque.
private func inkBounds(_ bitmap: Bitmap) -> (minX: Int, maxX: Int, minY: Int, maxY: Int)? {
    var box: (minX: Int, maxX: Int, minY: Int, maxY: Int)?
    for y in 0..<bitmap.height {
        for x in 0..<bitmap.width where bitmap.pixelAt(user: x, y)[3] > 127 {
            box = (min(box?.minX ?? x, x), max(box?.maxX ?? x, x), min(box?.minY ?? y, y), max(box?.maxY ?? y, y))
        }
    }
    return box
}

final class TextDrawingListingTests: XCTestCase {
    private func context(_ bitmap: Bitmap, size: CGFloat) -> CGContext {
        let ctx = bitmap.context
        ctx.setFont(CGFont("DejaVu Sans" as CFString)!)
        ctx.setFontSize(size)
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        return ctx
    }

    // A glyph run in a bitmap context (y up): upright on the baseline at the text position.
    func testGlyphRunStandsOnTheBaselineAtTheTextPosition() throws {
        let bitmap = Bitmap(width: 160, height: 80)
        let ctx = context(bitmap, size: 40)
        ctx.textPosition = CGPoint(x: 20, y: 20)
        ctx.showGlyphs(glyphs("LL"), at: [CGPoint(x: 0, y: 0), CGPoint(x: 60, y: 0)])
        let ink = try XCTUnwrap(inkBounds(bitmap))
        XCTAssertEqual(ink.minY, 20, "the feet stand on the baseline, y = 20")
        XCTAssertEqual(ink.maxY, 20 + 28, "a capital rises 0.729 em, 29.2 units: its last full row starts at 48")
        XCTAssertEqual(ink.minX, 20 + 4, accuracy: 1, "the stem starts 0.098 em after the origin")
        // An L: its foot runs right along the baseline, the space above the foot is empty.
        assertPixel(bitmap.pixelAt(user: 36, 22), [255, 0, 0, 255], "the first foot")
        assertPixel(bitmap.pixelAt(user: 36, 45), [0, 0, 0, 0], "above the first foot")
        assertPixel(bitmap.pixelAt(user: 96, 22), [255, 0, 0, 255], "the second L, 60 units on")
        assertPixel(bitmap.pixelAt(user: 96, 45), [0, 0, 0, 0], "above the second foot")
        assertPixel(bitmap.pixelAt(user: 60, 30), [0, 0, 0, 0], "between the glyphs")
    }

    // The text matrix maps text space to user space: scaled, flipped for a layer's y-down context.
    func testTextMatrixScalesAndFlips() throws {
        func drawL(_ matrix: CGAffineTransform) -> (image: CGImage, rows: ClosedRange<Int>, columns: ClosedRange<Int>)?
        {
            let ctx = CGContext(width: 120, height: 120)  // a layer's backing store: y down
            ctx.setFont(CGFont("DejaVu Sans" as CFString)!)
            ctx.setFontSize(40)
            ctx.textMatrix = matrix
            ctx.textPosition = CGPoint(x: 10, y: 60)
            ctx.showGlyphs(glyphs("L"), at: [.zero])
            guard let image = ctx.makeImage() else { return nil }
            var rows: [Int] = [], columns: [Int] = []
            for y in 0..<120 {
                for x in 0..<120 where image.pixels[(y * 120 + x) * 4 + 3] > 127 {
                    rows.append(y)
                    columns.append(x)
                }
            }
            guard let top = rows.min(), let bottom = rows.max(), let left = columns.min(), let right = columns.max()
            else { return nil }
            return (image, top...bottom, left...right)
        }
        // Identity: text space's y-up is user space's y-down, so the L hangs upside down below the baseline.
        let plain = try XCTUnwrap(drawL(.identity))
        XCTAssertEqual(plain.rows.lowerBound, 60)
        XCTAssertEqual(plain.rows.upperBound, 60 + 28, "down to y 89.2: row 88 is the last one more than half covered")
        // What iOS code sets before drawing text in a layer: upright, standing on the baseline.
        let flipped = try XCTUnwrap(drawL(CGAffineTransform(scaleX: 1, y: -1)))
        XCTAssertEqual(flipped.rows.upperBound, 59, "the foot's last row is just above the baseline")
        XCTAssertEqual(flipped.rows.lowerBound, 60 - 29, "up to y 30.8: row 31 is the first one more than half covered")
        // The foot is at the bottom: the row above the baseline is inked to the right of the stem.
        XCTAssertGreaterThan(flipped.image.pixels[(58 * 120 + 25) * 4 + 3], 200, "the upright foot")
        XCTAssertEqual(flipped.image.pixels[(35 * 120 + 25) * 4 + 3], 0, "above the upright foot")
        // Twice as wide, as tall: the horizontal scale doubles the ink's width from the origin.
        let wide = try XCTUnwrap(drawL(CGAffineTransform(scaleX: 2, y: -1)))
        XCTAssertEqual(wide.rows, flipped.rows)
        let width = flipped.columns.count, wideWidth = wide.columns.count
        XCTAssertEqual(Double(wideWidth), Double(width) * 2, accuracy: 2)
        XCTAssertEqual(Double(wide.columns.lowerBound - 10), Double(flipped.columns.lowerBound - 10) * 2, accuracy: 1)
    }

    // Stroke mode outlines the glyph; fill and stroke paint both; the stroke uses the line width.
    func testStrokeModeOutlinesAndFillStrokePaintsBoth() {
        let red: [Int] = [255, 0, 0, 255], blue: [Int] = [0, 0, 255, 255], clear: [Int] = [0, 0, 0, 0]
        func drawI(_ mode: CGTextDrawingMode) -> Bitmap {
            let bitmap = Bitmap(width: 80, height: 180)
            let ctx = context(bitmap, size: 200)
            ctx.setStrokeColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            ctx.setLineWidth(4)
            ctx.setTextDrawingMode(mode)
            ctx.textPosition = CGPoint(x: 0, y: 10)
            ctx.showGlyphs(glyphs("I"), at: [.zero])
            return bitmap
        }
        // DejaVu Sans' I is a stem from 0.098 to 0.197 em: x 19.6 to 39.4 at 200 points, up to y 155.8.
        let fill = drawI(.fill), stroke = drawI(.stroke), both = drawI(.fillStroke)
        assertPixel(fill.pixelAt(user: 29, 80), red, "filled: the stem's middle")
        assertPixel(fill.pixelAt(user: 17, 80), clear, "filled: outside the stem (it starts at 19.6)")
        assertPixel(stroke.pixelAt(user: 29, 80), clear, "stroked: the stem's middle is not painted")
        assertPixel(stroke.pixelAt(user: 19, 80), blue, "stroked: the outline, 2 units either side of x 19.6")
        assertPixel(stroke.pixelAt(user: 29, 11), blue, "stroked: the outline along the baseline")
        assertPixel(stroke.pixelAt(user: 29, 5), clear, "stroked: 5 units below the baseline")
        assertPixel(both.pixelAt(user: 29, 80), red, "both: the middle filled")
        assertPixel(both.pixelAt(user: 19, 80), blue, "both: the outline stroked over the fill")
        XCTAssertNil(inkBounds(drawI(.invisible)), "invisible text paints nothing")
    }

    // A clip mode draws, then clips later drawing to the glyphs; `clip` only clips.
    func testClipModesClipLaterDrawingToTheGlyphs() {
        let bitmap = Bitmap(width: 80, height: 180)
        let ctx = context(bitmap, size: 200)
        ctx.textPosition = CGPoint(x: 0, y: 10)
        ctx.setTextDrawingMode(.clip)
        ctx.addRect(CGRect(x: 50, y: 50, width: 10, height: 10))
        ctx.showGlyphs(glyphs("I"), at: [.zero])
        XCTAssertNil(inkBounds(bitmap), "the clip mode paints nothing")
        XCTAssertFalse(ctx.isPathEmpty, "the current path is kept")
        ctx.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 80, height: 180))
        assertPixel(bitmap.pixelAt(user: 29, 80), [0, 255, 0, 255], "inside the glyph")
        assertPixel(bitmap.pixelAt(user: 50, 80), [0, 0, 0, 0], "outside the glyph")
        ctx.resetClip()
        ctx.setTextDrawingMode(.fillClip)
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.showGlyphs(glyphs("I"), at: [CGPoint(x: 30, y: 0)])
        assertPixel(bitmap.pixelAt(user: 59, 80), [255, 0, 0, 255], "fillClip fills")
        ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 80, height: 180))
        assertPixel(bitmap.pixelAt(user: 59, 80), [0, 0, 255, 255], "then clips: inside the second I")
        assertPixel(bitmap.pixelAt(user: 29, 80), [0, 255, 0, 255], "outside it, left as it was")
    }

    // Text state: the position is the text matrix's translation, which the graphics state does not keep.
    func testTextPositionIsTheTextMatrixTranslationOutsideTheGraphicsState() {
        let ctx = Bitmap(width: 4, height: 4).context
        XCTAssertEqual(ctx.textMatrix, .identity)
        ctx.textMatrix = CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 5, ty: 7)
        XCTAssertEqual(ctx.textPosition, CGPoint(x: 5, y: 7))
        ctx.saveGState()
        ctx.textPosition = CGPoint(x: 1, y: 2)
        ctx.restoreGState()
        XCTAssertEqual(ctx.textMatrix, CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 1, ty: 2))
    }

    // Alpha applies to glyphs as to any drawing; without antialiasing their edges are hard.
    func testAlphaAndAntialiasingApplyToGlyphs() {
        func alphas(antialias: Bool, alpha: CGFloat) -> Set<Int> {
            let bitmap = Bitmap(width: 120, height: 60)
            let ctx = context(bitmap, size: 40)
            ctx.setShouldAntialias(antialias)
            ctx.setAlpha(alpha)
            ctx.textPosition = CGPoint(x: 10, y: 15)
            ctx.showGlyphs(glyphs("Sob"), at: [CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 0), CGPoint(x: 60, y: 0)])
            var seen = Set<Int>()
            for y in 0..<60 { for x in 0..<120 { seen.insert(bitmap.pixel(x, y)[3]) } }
            return seen
        }
        XCTAssertGreaterThan(alphas(antialias: true, alpha: 1).count, 10, "antialiased curves: many coverages")
        XCTAssertEqual(alphas(antialias: false, alpha: 1), [0, 255], "aliased: only empty and full pixels")
        XCTAssertEqual(alphas(antialias: false, alpha: 0.5), [0, 128], "half alpha")
    }

    // Core Text's glyph lookup: a glyph for each character the font has, false and 0 for one it lacks.
    func testGlyphsForCharacters() {
        let font = CTFontCreateWithName("DejaVu Sans" as CFString, 12, nil)
        let text = Array("AB\u{10FFFD}".utf16)
        var glyphs = [CGGlyph](repeating: 9, count: text.count)
        XCTAssertFalse(CTFontGetGlyphsForCharacters(font, text, &glyphs, text.count))
        XCTAssertNotEqual(glyphs[0], 0)
        XCTAssertNotEqual(glyphs[1], 0)
        XCTAssertNotEqual(glyphs[0], glyphs[1])
        XCTAssertEqual(Array(glyphs[2...]), [0, 0], "a private-use character DejaVu lacks: no glyph")
    }
}
