import Foundation
@_spi(Fuzzing) import GLRender
import LayerTree
import LibFuzzerDriver

/// A shape layer from bytes: the first eight choose the style (fill rule, line width, cap, join,
/// dashes, stroke range, flattening level), the rest is SVG path data. The path parser either builds
/// a path or throws; the fill tessellator and the stroker must end within their work budget.
@_cdecl("FuzzShapePath_main")
func fuzzShapePathMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runLibFuzzer(argc, argv, test: testOneInput)
}

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = fuzzInput(data, count)
    guard bytes.count >= 8 else { return 0 }
    let style = Array(bytes[0..<8])
    guard let path = try? CGPath(svgPathData: String(decoding: bytes[8...], as: UTF8.self)) else { return 0 }
    let shape = CAShapeLayer()
    shape.path = path
    shape.fillRule = style[0] & 1 == 0 ? .nonZero : .evenOdd
    shape.strokeColor = style[0] & 2 == 0 ? nil : .black
    shape.lineWidth = CGFloat(style[1]) / 8
    shape.lineCap = [.butt, .round, .square][Int(style[2]) % 3]
    shape.lineJoin = [.miter, .round, .bevel][Int(style[3]) % 3]
    shape.lineDashPattern =
        style[4] == 0 ? nil : [NSNumber(value: Double(style[4]) / 16), NSNumber(value: Double(style[5]) / 16)]
    shape.strokeStart = CGFloat(style[6] % 128) / 255
    shape.strokeEnd = 1 - CGFloat(style[6] / 128) / 4
    guard let content = shape.makeRenderTree(at: 0).root?.shape else { return 0 }
    _ = ShapeTessellationFuzzing.tessellate(content, level: Int(style[7] % 21) - 8)
    return 0
}
