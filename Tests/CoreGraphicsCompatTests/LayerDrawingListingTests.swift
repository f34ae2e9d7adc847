import CoreGraphics
import CoreImage
import Foundation
import QuartzCore
import XCTest

// Layers that draw themselves and layer trees drawn into contexts, written as for iOS.
final class LayerDrawingListingTests: XCTestCase {
    /// A progress ring drawn in `draw(in:)`: a gray track and a blue arc from the top, clockwise
    /// on screen (Core Graphics' counterclockwise in the layer's y-down space).
    final class ProgressRingLayer: CALayer {
        var progress: CGFloat = 0.25

        override func draw(in ctx: CGContext) {
            let center = CGPoint(x: bounds.midX, y: bounds.midY)
            let radius = min(bounds.width, bounds.height) / 2 - 5
            ctx.setLineWidth(6)
            ctx.setLineCap(.round)
            ctx.setStrokeColor(CGColor(gray: 0.8, alpha: 1))
            ctx.addArc(center: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
            ctx.strokePath()
            ctx.setStrokeColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            let start = -CGFloat.pi / 2
            ctx.addArc(
                center: center, radius: radius, startAngle: start, endAngle: start + progress * 2 * .pi,
                clockwise: false)
            ctx.strokePath()
        }
    }

    func testADrawInContextOverride() throws {
        let layer = ProgressRingLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        let image = try XCTUnwrap(layer.contents as? CGImage)
        func pixel(_ x: Int, _ y: Int) -> [Int] { (0..<4).map { Int(image.pixels[(y * image.width + x) * 4 + $0]) } }
        // Radius 45 about (50, 50); a layer's context is y-down, so angle −π/2 is the top.
        assertPixel(pixel(50, 5), [0, 0, 255, 255], "the arc starts at the top")
        assertPixel(pixel(95, 50), [0, 0, 255, 255], "a quarter round: at the right")
        assertPixel(pixel(50, 95), [204, 204, 204, 255], "the track at the bottom")
        assertPixel(pixel(5, 50), [204, 204, 204, 255], "the track at the left")
        assertPixel(pixel(50, 50), [0, 0, 0, 0], "the middle is empty")
    }

    // `render(in:)` of a small tree into a bitmap context, flipped to y-down as UIKit's
    // `UIGraphicsImageRenderer` hands it over.
    func testRenderInContextOfASmallTree() throws {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        let card = CALayer()
        card.frame = CGRect(x: 10, y: 10, width: 40, height: 30)
        card.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        card.borderWidth = 4
        card.borderColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        root.addSublayer(card)
        let faded = CALayer()
        faded.frame = CGRect(x: 60, y: 60, width: 30, height: 30)
        faded.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        faded.opacity = 0.5
        root.addSublayer(faded)
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 60, y: 10, width: 30, height: 30)
        shape.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 30, height: 30), transform: nil)
        shape.fillColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        root.addSublayer(shape)
        let turned = CALayer()
        turned.bounds = CGRect(x: 0, y: 0, width: 20, height: 4)
        turned.position = CGPoint(x: 30, y: 75)
        turned.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        turned.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        root.addSublayer(turned)

        let bitmap = Bitmap(width: 100, height: 100)
        let ctx = bitmap.context
        ctx.translateBy(x: 0, y: 100)
        ctx.scaleBy(x: 1, y: -1)
        root.render(in: ctx)
        assertPixel(bitmap.pixel(30, 25), [255, 0, 0, 255], "the card")
        assertPixel(bitmap.pixel(11, 25), [0, 0, 0, 255], "its border, inside its bounds")
        assertPixel(bitmap.pixel(8, 25), [255, 255, 255, 255], "outside the card: the root's white")
        assertPixel(bitmap.pixel(75, 75), [128, 128, 255, 255], "half-transparent blue over white")
        assertPixel(bitmap.pixel(75, 25), [0, 255, 0, 255], "the shape layer's circle")
        assertPixel(bitmap.pixel(61, 11), [255, 255, 255, 255], "outside the circle, inside its frame")
        assertPixel(bitmap.pixel(30, 68), [0, 0, 0, 255], "the turned bar runs down")
        assertPixel(bitmap.pixel(38, 75), [255, 255, 255, 255], "not across")
    }

    // A progress ring as a shape layer with `strokeEnd`, snapshotted with `render(in:)` the way
    // UIKit's image renderer hands over its context (flipped to y-down): a quarter of the ring,
    // from the top round to the right, clockwise on screen.
    func testRenderInContextTrimsAShapeLayersStroke() {
        let ring = CAShapeLayer()
        ring.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let path = CGMutablePath()
        path.addArc(
            center: CGPoint(x: 50, y: 50), radius: 40, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: false)
        ring.path = path
        ring.fillColor = nil
        ring.strokeColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        ring.lineWidth = 6
        ring.strokeEnd = 0.25
        let bitmap = Bitmap(width: 100, height: 100)
        bitmap.context.translateBy(x: 0, y: 100)
        bitmap.context.scaleBy(x: 1, y: -1)
        ring.render(in: bitmap.context)
        let blue: [Int] = [0, 0, 255, 255], clear: [Int] = [0, 0, 0, 0]
        assertPixel(bitmap.pixel(52, 10), blue, "the start, at the top")
        assertPixel(bitmap.pixel(78, 21), blue, "an eighth of the way round: up and to the right")
        assertPixel(bitmap.pixel(90, 46), blue, "just before the quarter, at the right")
        assertPixel(bitmap.pixel(90, 56), clear, "past the quarter")
        assertPixel(bitmap.pixel(50, 90), clear, "the bottom: not drawn")
        assertPixel(bitmap.pixel(21, 21), clear, "the upper left: not drawn")
        ring.strokeStart = 0.25
        ring.strokeEnd = 0.25
        bitmap.context.clear(CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.render(in: bitmap.context)
        assertPixel(bitmap.pixel(52, 10), clear, "an empty range draws nothing")
    }

    // CGPath's queries, as hit-testing code uses them.
    func testPathQueries() {
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        XCTAssertTrue(circle.contains(CGPoint(x: 50, y: 50)))
        XCTAssertFalse(circle.contains(CGPoint(x: 2, y: 2)))
        XCTAssertTrue(circle.contains(CGPoint(x: 150, y: 50), transform: CGAffineTransform(translationX: 100, y: 0)))

        let line = CGMutablePath()
        line.move(to: CGPoint(x: 0, y: 0))
        line.addLine(to: CGPoint(x: 100, y: 0))
        let stroked = line.copy(strokingWithWidth: 10, lineCap: .round, lineJoin: .miter, miterLimit: 10)
        XCTAssertTrue(stroked.contains(CGPoint(x: 50, y: 4)), "within half the width")
        XCTAssertFalse(stroked.contains(CGPoint(x: 50, y: 6)), "beyond it")
        XCTAssertTrue(stroked.contains(CGPoint(x: 103, y: 0)), "the round cap")
        XCTAssertEqual(stroked.boundingBoxOfPath.minX, -5, accuracy: 0.1)

        let dashed = line.copy(dashingWithPhase: 0, lengths: [10, 10])
        var moves = 0
        var lineEnds: [CGPoint] = []
        dashed.applyWithBlock { element in
            switch element.pointee.type {
            case .moveToPoint: moves += 1
            case .addLineToPoint: lineEnds.append(element.pointee.points[0])
            default: break
            }
        }
        XCTAssertEqual(moves, 5, "five dashes in 100 points of 10 on, 10 off")
        XCTAssertEqual(lineEnds.first?.x ?? 0, 10, accuracy: 1e-9)

        var rect = CGRect.zero
        XCTAssertTrue(CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil).isRect(&rect))
        XCTAssertEqual(rect, CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertFalse(circle.isRect(nil))
    }

    // 1.5π → 5.5π goes round twice: its stroke length counts both turns.
    func testAnArcOfTwoTurns() {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 10, startAngle: 1.5 * .pi, endAngle: 5.5 * .pi, clockwise: false)
        XCTAssertEqual(path.length, 40 * .pi, accuracy: 0.05)
    }
}

// Core Image's filters on layers, with Apple's imports: a frosted panel and a multiplied badge.
final class FilterListingTests: XCTestCase {
    func testFiltersAsAppleCodeSetsThem() throws {
        let panel = CALayer()
        let blur = try XCTUnwrap(CIFilter(name: "CIGaussianBlur"))
        blur.setValue(8, forKey: kCIInputRadiusKey)
        panel.backgroundFilters = [blur]
        let badge = CALayer()
        badge.compositingFilter = CIFilter(name: "CIMultiplyBlendMode")
        XCTAssertEqual((panel.backgroundFilters?.first as? CIFilter)?.name, "CIGaussianBlur")
        XCTAssertEqual((badge.compositingFilter as? CIFilter)?.name, "CIMultiplyBlendMode")
    }
}
