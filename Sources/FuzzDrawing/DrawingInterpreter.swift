import Foundation
import LayerTree

/// Makes a case's context, makes its calls on it, and checks that it still draws afterwards.
///
/// The numbers come as the fuzzer wrote them (finite extremes included) and go to the API
/// unchanged; only the harness's own conversions (an enum's raw value, a count) are bounded here,
/// since trapping on them would test nothing of the library.
enum DrawingInterpreter {
    /// `nil` when the case passed; otherwise what went wrong.
    static func run(_ drawingCase: DrawingCase) -> String? {
        guard let context = makeContext(drawingCase) else { return nil }
        // The case's calls run inside a saved state of the harness's own, so that restoring it
        // brings back a state where an opaque fill must cover everything.
        context.saveGState()
        var depth = 0
        var layerDepths: [Int] = []
        for call in drawingCase.calls {
            perform(call.name, Arguments(values: call.arguments), on: context, depth: &depth, layerDepths: &layerDepths)
        }
        // Every layer ended and every state restored, the harness's own included. The context
        // may have ignored some of the case's ends and restores (unbalanced ones), so the case's
        // own counts cannot say how many are left: extra calls are ignored.
        for _ in 0...(layerDepths.count + drawingCase.calls.count) { context.endTransparencyLayer() }
        for _ in 0...(depth + 2 * drawingCase.calls.count + 1) { context.restoreGState() }
        context.setFillColor(red: 1, green: 1, blue: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: context.width, height: context.height))
        guard let image = context.makeImage() else { return nil }
        let alphaOnly = context.alphaInfo == .alphaOnly
        for (x, y) in [(0, 0), (image.width - 1, image.height - 1), (image.width / 2, image.height / 2)] {
            let i = (y * image.width + x) * 4
            let pixel = Array(image.pixels[i..<i + 4])
            let covered = alphaOnly ? pixel[3] == 255 : pixel == [255, 255, 255, 255]
            if !covered {
                return "after the calls, an opaque white fill left pixel (\(x), \(y)) at \(pixel)"
            }
        }
        return nil
    }

    /// The case's arguments, read as the API's types.
    struct Arguments {
        let values: [Double]
        subscript(_ i: Int) -> CGFloat { i < values.count ? CGFloat(values[i]) : 0 }
        func point(_ i: Int) -> CGPoint { CGPoint(x: self[i], y: self[i + 1]) }
        func rect(_ i: Int) -> CGRect { CGRect(x: self[i], y: self[i + 1], width: self[i + 2], height: self[i + 3]) }
        /// A whole number in `range` (the harness's conversion, which must not trap).
        func int(_ i: Int, in range: ClosedRange<Int>) -> Int {
            let value = self[i]
            guard value.isFinite else { return range.lowerBound }
            return Int(min(max(value.rounded(.down), CGFloat(range.lowerBound)), CGFloat(range.upperBound)))
        }
        var rest: [CGFloat] { values.map { CGFloat($0) } }
    }

    private static func makeContext(_ drawingCase: DrawingCase) -> CGContext? {
        let bound = Double(Int.max / 2)
        let width = Int(min(max(drawingCase.width, -bound), bound))
        let height = Int(min(max(drawingCase.height, -bound), bound))
        switch drawingCase.context {
        case .layer:
            // Cairo refuses sides over 32,767; a layer's backing store is not made larger than that.
            guard width > 0, height > 0, width <= 4096, height <= 4096 else { return nil }
            let context = CGContext(width: width, height: height)
            return context.width > 0 ? context : nil
        case .bitmap:
            let layout = Arguments(values: drawingCase.layout)
            let space = layout.int(3, in: 0...1) == 1 ? CGColorSpaceCreateDeviceGray() : CGColorSpaceCreateDeviceRGB()
            return CGContext(
                data: nil, width: width, height: height, bitsPerComponent: layout.int(0, in: -64...64),
                bytesPerRow: layout.int(1, in: Int.min / 2...Int.max / 2), space: space,
                bitmapInfo: UInt32(layout.int(2, in: 0...Int(UInt32.max))))
        }
    }

    /// A small image to draw and to clip by.
    private static let image: CGImage = {
        var pixels: [UInt8] = []
        for i in 0..<16 { pixels += i % 2 == 0 ? [255, 0, 0, 255] : [0, 0, 255, 128] }
        return CGImage(width: 4, height: 4, pixels: pixels)!
    }()

    private static let gradient = CGGradient(
        colorsSpace: CGColorSpaceCreateDeviceRGB(),
        colors: [
            CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 0.5),
        ] as CFArray, locations: nil)!

    // One switch over the API: splitting it would only scatter the table.
    /// `depth` counts the case's saved states; `layerDepths` holds it at each open transparency
    /// layer's begin, since ending the layer restores the states saved inside it: a restore
    /// after that must not reach the harness's own state.
    private static func perform(
        _ name: String, _ a: Arguments, on context: CGContext, depth: inout Int, layerDepths: inout [Int]
    ) {
        switch name {
        case "save":
            context.saveGState()
            depth += 1
        case "restore":
            // The context ignores a restore of the state an open layer began in.
            guard depth > (layerDepths.last ?? 0) else { return }
            context.restoreGState()
            depth -= 1
        case "translate": context.translateBy(x: a[0], y: a[1])
        case "scale": context.scaleBy(x: a[0], y: a[1])
        case "rotate": context.rotate(by: a[0])
        case "concatenate":
            context.concatenate(CGAffineTransform(a: a[0], b: a[1], c: a[2], d: a[3], tx: a[4], ty: a[5]))
        case "beginPath": context.beginPath()
        case "move": context.move(to: a.point(0))
        case "line": context.addLine(to: a.point(0))
        case "curve": context.addCurve(to: a.point(0), control1: a.point(2), control2: a.point(4))
        case "quadCurve": context.addQuadCurve(to: a.point(0), control: a.point(2))
        case "close": context.closePath()
        case "rect": context.addRect(a.rect(0))
        case "ellipse": context.addEllipse(in: a.rect(0))
        case "arc":
            context.addArc(center: a.point(0), radius: a[2], startAngle: a[3], endAngle: a[4], clockwise: a[5] != 0)
        case "relativeArc": context.addRelativeArc(center: a.point(0), radius: a[2], startAngle: a[3], delta: a[4])
        case "tangentArc": context.addArc(tangent1End: a.point(0), tangent2End: a.point(2), radius: a[4])
        case "roundedRect":
            context.addPath(CGPath(roundedRect: a.rect(0), cornerWidth: a[4], cornerHeight: a[5], transform: nil))
        case "lines":
            let points = stride(from: 0, to: a.values.count - 1, by: 2).map { a.point($0) }
            context.addLines(between: points)
        case "fillPath": context.fillPath(using: a[0] != 0 ? .evenOdd : .winding)
        case "strokePath": context.strokePath()
        case "drawPath": context.drawPath(using: CGPathDrawingMode(rawValue: Int32(a.int(0, in: 0...4))) ?? .fill)
        case "fillRect": context.fill(a.rect(0))
        case "strokeRect": context.stroke(a.rect(0), width: a[4])
        case "fillEllipse": context.fillEllipse(in: a.rect(0))
        case "strokeEllipse": context.strokeEllipse(in: a.rect(0))
        case "clearRect": context.clear(a.rect(0))
        case "lineSegments":
            let points = stride(from: 0, to: a.values.count - 1, by: 2).map { a.point($0) }
            context.strokeLineSegments(between: points)
        case "replaceWithStroked": context.replacePathWithStrokedPath()
        case "pathContains": _ = context.pathContains(a.point(0), mode: .fill)
        case "lineWidth": context.setLineWidth(a[0])
        case "lineCap": context.setLineCap(CGLineCap(rawValue: Int32(a.int(0, in: 0...2))) ?? .butt)
        case "lineJoin": context.setLineJoin(CGLineJoin(rawValue: Int32(a.int(0, in: 0...2))) ?? .miter)
        case "miterLimit": context.setMiterLimit(a[0])
        case "dash": context.setLineDash(phase: a[0], lengths: Array(a.rest.dropFirst()))
        case "flatness": context.setFlatness(a[0])
        case "fillColor": context.setFillColor(red: a[0], green: a[1], blue: a[2], alpha: a[3])
        case "strokeColor": context.setStrokeColor(red: a[0], green: a[1], blue: a[2], alpha: a[3])
        case "alpha": context.setAlpha(a[0])
        case "blendMode": context.setBlendMode(CGBlendMode(rawValue: Int32(a.int(0, in: 0...27))) ?? .normal)
        case "antialias": context.setShouldAntialias(a[0] != 0)
        case "shadow":
            context.setShadow(
                offset: CGSize(width: a[0], height: a[1]), blur: a[2],
                color: CGColor(red: 0, green: 0, blue: 0, alpha: a[3]))
        case "clip": context.clip(using: a[0] != 0 ? .evenOdd : .winding)
        case "clipRect": context.clip(to: a.rect(0))
        case "clipMask": context.clip(to: a.rect(0), mask: image)
        case "resetClip": context.resetClip()
        case "linearGradient":
            context.drawLinearGradient(
                gradient, start: a.point(0), end: a.point(2),
                options: CGGradientDrawingOptions(rawValue: UInt32(a.int(4, in: 0...3))))
        case "radialGradient":
            context.drawRadialGradient(
                gradient, startCenter: a.point(0), startRadius: a[2], endCenter: a.point(3), endRadius: a[5],
                options: CGGradientDrawingOptions(rawValue: UInt32(a.int(6, in: 0...3))))
        case "image": context.draw(image, in: a.rect(0))
        case "tiledImage": context.draw(image, in: a.rect(0), byTiling: true)
        case "beginLayer":
            context.beginTransparencyLayer(auxiliaryInfo: nil)
            layerDepths.append(depth)
        case "beginLayerIn":
            context.beginTransparencyLayer(in: a.rect(0), auxiliaryInfo: nil)
            layerDepths.append(depth)
        case "endLayer":
            guard let begun = layerDepths.popLast() else { return }
            context.endTransparencyLayer()
            depth = begun
        case "makeImage": _ = context.makeImage()
        case "convert":
            _ = context.convertToDeviceSpace(a.rect(0))
            _ = context.convertToUserSpace(a.rect(0))
            _ = context.convertToUserSpace(a.point(0))
        default: break
        }
    }
}
