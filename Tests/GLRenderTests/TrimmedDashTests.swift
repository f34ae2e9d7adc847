import Foundation
import LayerTree
import XCTest

@testable import GLRender

/// A dashed stroke trimmed by `strokeStart` is dashed from where the trimmed stroke starts, as
/// Core Animation and `render(in:)` draw it: the dashes move with `strokeStart`.
final class TrimmedDashTests: XCTestCase {
    private let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)

    /// Coverage of black over white at a pixel, from its red channel.
    private func coverage(_ image: RGBAImage, _ x: Int, _ y: Int) -> Double {
        1 - Double(image.pixel(x: x, y: y).r) / 255
    }

    /// A line from x = 20 to 220, dashed 10 on 10 off, trimmed at 2.5% (5 points): dashes
    /// 25…35, 45…55, … With the pattern from the path's start they were 25…30 (the rest of
    /// 20…30), 40…50, 60…70, …
    func testDashesStartWhereTheTrimmedStrokeStarts() throws {
        let root = solidLayer(240, 100, at: 120, 50, white)
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 240, height: 100)
        shape.path = try CGPath(svgPathData: "M 20 50 L 220 50")
        shape.fillColor = nil
        shape.strokeColor = .black
        shape.lineWidth = 6
        shape.lineDashPattern = [10, 10]
        shape.strokeStart = 0.025
        root.addSublayer(shape)
        let image = try RenderHarness.render(root, size: CGSize(width: 240, height: 100))
        try RenderHarness.keep(image, named: "trimmed-dash")
        for start in stride(from: 25, to: 215, by: 20) {
            XCTAssertEqual(coverage(image, start + 5, 50), 1, accuracy: 0.02, "the dash \(start)…\(start + 10)")
            XCTAssertEqual(coverage(image, start + 15, 50), 0, accuracy: 0.02, "the gap after \(start + 10)")
        }
        XCTAssertEqual(coverage(image, 22, 50), 0, accuracy: 0.02, "trimmed away")
    }
}
