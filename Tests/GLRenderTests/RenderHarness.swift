import Foundation
import LayerTree
import XCTest

@testable import GLRender

/// One headless context and renderer for the whole test process (EGL set-up is not free).
///
/// `nonisolated(unsafe)`: XCTest runs the tests one at a time on the main thread, the only
/// thread that uses the harness (and the only one the GL context is current on).
enum RenderHarness {
    nonisolated(unsafe) private static var shared: Renderer?
    nonisolated(unsafe) private static var context: HeadlessContext?

    /// The shared renderer; a missing EGL is a failure that says what to install, never a skip.
    static func renderer() throws -> Renderer {
        if let shared { return shared }
        let made = try HeadlessContext()
        context = made
        let renderer = try Renderer(context: made)
        shared = renderer
        return renderer
    }

    static func context_() throws -> HeadlessContext {
        _ = try renderer()
        return context!
    }

    static func render(_ root: CALayer, size: CGSize, scale: CGFloat = 1, background: CGColor? = .white) throws
        -> RGBAImage
    {
        try renderer().render(root.makeRenderTree(), size: size, scale: scale, background: background)
    }

    /// The display list of `root` on a canvas of `size` points: planning only, no GL.
    static func plan(_ root: CALayer, size: CGSize, scale: Double = 1) -> DisplayList {
        var planner = Planner(tree: root.makeRenderTree(), maxTextureSize: 4096)
        return planner.plan(size: size, scale: scale, background: nil)
    }

    /// Writes `image` to `$LAYERKIT_TEST_PNG_DIR/NAME.png` when that variable is set, so the
    /// pictures a pixel test checks can be looked at; otherwise does nothing.
    static func keep(_ image: RGBAImage, named name: String) throws {
        guard let directory = ProcessInfo.processInfo.environment["LAYERKIT_TEST_PNG_DIR"] else { return }
        let url = URL(fileURLWithPath: directory)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try image.writePNG(to: url.appendingPathComponent("\(name).png"))
    }

    static var fixtures: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/scenes")
    }
}

/// A layer with the given bounds size, position and background.
func solidLayer(_ w: CGFloat, _ h: CGFloat, at x: CGFloat, _ y: CGFloat, _ color: CGColor?) -> CALayer {
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: w, height: h)
    layer.position = CGPoint(x: x, y: y)
    layer.backgroundColor = color
    return layer
}

/// A transparent 200 × 200 root holding a centred, transparent `side` × `side` holder, which
/// with `roundedClip` rounds its corners by `radius` and clips its sublayers to them: the two
/// cases of a test of what a rounded clip changes. Add the content to `holder`.
func roundedClipScene(holderSide side: CGFloat, radius: CGFloat, roundedClip: Bool) -> (root: CALayer, holder: CALayer)
{
    let root = solidLayer(200, 200, at: 100, 100, nil)
    let holder = solidLayer(side, side, at: 100, 100, nil)
    if roundedClip {
        holder.cornerRadius = radius
        holder.masksToBounds = true
    }
    root.addSublayer(holder)
    return (root, holder)
}

let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

extension RGBAImage {
    func rgb(_ x: Int, _ y: Int) -> [Int] {
        let p = pixel(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b)]
    }

    /// Whether the pixel's red, green and blue are each within `tolerance` of `want`'s. A channel that
    /// falls halfway between two levels (half-transparent white over black: 127.5) may be stored as
    /// either: llvmpipe truncates it, NVIDIA's driver rounds it up.
    func rgb(_ x: Int, _ y: Int, isWithin tolerance: Int, of want: [Int]) -> Bool {
        zip(rgb(x, y), want).allSatisfy { abs($0 - $1) <= tolerance }
    }

    /// Whether the pixel is within `tolerance` of a color on every channel (alpha included).
    func matches(_ x: Int, _ y: Int, _ c: CGColor, tolerance: Int = 2) -> Bool {
        let p = pixel(x: x, y: y)
        let want = [c.red, c.green, c.blue, c.alpha].map { Int(($0 * 255).rounded()) }
        let have = [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
        return zip(want, have).allSatisfy { abs($0 - $1) <= tolerance }
    }

    /// The first row (from the top) in a column whose pixel is not the background, if any.
    func firstCoveredRow(column x: Int, background: CGColor) -> Int? {
        (0..<height).first { !matches(x, $0, background, tolerance: 40) }
    }

    func lastCoveredRow(column x: Int, background: CGColor) -> Int? {
        (0..<height).reversed().first { !matches(x, $0, background, tolerance: 40) }
    }

    func coveredColumns(background: CGColor) -> ClosedRange<Int>? {
        let columns = (0..<width).filter { firstCoveredRow(column: $0, background: background) != nil }
        guard let first = columns.first, let last = columns.last else { return nil }
        return first...last
    }
}

/// Asserts that the pixel's red, green and blue are each within `tolerance` of `want`'s (see
/// `RGBAImage.rgb(_:_:isWithin:of:)`).
func assertPixel(
    _ image: RGBAImage, _ x: Int, _ y: Int, _ want: [Int], within tolerance: Int = 1, _ message: String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    let have = image.rgb(x, y)
    XCTAssertTrue(
        image.rgb(x, y, isWithin: tolerance, of: want),
        "pixel (\(x), \(y)) is \(have), not within \(tolerance) of \(want) \(message)", file: file, line: line)
}

/// Coverage of black over white at a pixel, from its red channel (the pixel tests of strokes and
/// path edges draw black on white).
func blackCoverage(_ image: RGBAImage, _ x: Int, _ y: Int) -> Double {
    1 - Double(image.pixel(x: x, y: y).r) / 255
}

/// A white `width`×`height` root holding a black, unfilled `CAShapeLayer` of the same frame that
/// strokes `svgPath` `lineWidth` wide: the set-up of the stroke pixel tests.
func blackStrokeOnWhite(
    _ svgPath: String, lineWidth: CGFloat, width: CGFloat = 240, height: CGFloat = 100
) throws -> (root: CALayer, shape: CAShapeLayer) {
    let root = solidLayer(width, height, at: width / 2, height / 2, CGColor(red: 1, green: 1, blue: 1, alpha: 1))
    let shape = CAShapeLayer()
    shape.frame = CGRect(x: 0, y: 0, width: width, height: height)
    shape.path = try CGPath(svgPathData: svgPath)
    shape.fillColor = nil
    shape.strokeColor = .black
    shape.lineWidth = lineWidth
    root.addSublayer(shape)
    return (root, shape)
}
