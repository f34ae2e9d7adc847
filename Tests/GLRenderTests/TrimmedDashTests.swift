import Foundation
import LayerTree
import XCTest

@testable import GLRender

/// A dashed stroke trimmed by `strokeStart` is dashed from where the trimmed stroke starts, as
/// Core Animation and `render(in:)` draw it: the dashes move with `strokeStart`.
final class TrimmedDashTests: XCTestCase {
    /// A line from x = 20 to 220, dashed 10 on 10 off, trimmed at 2.5% (5 points): dashes
    /// 25…35, 45…55, … With the pattern from the path's start they were 25…30 (the rest of
    /// 20…30), 40…50, 60…70, …
    func testDashesStartWhereTheTrimmedStrokeStarts() throws {
        let (root, shape) = try blackStrokeOnWhite("M 20 50 L 220 50", lineWidth: 6)
        shape.lineDashPattern = [10, 10]
        shape.strokeStart = 0.025
        let image = try RenderHarness.render(root, size: CGSize(width: 240, height: 100))
        try RenderHarness.keep(image, named: "trimmed-dash")
        for start in stride(from: 25, to: 215, by: 20) {
            XCTAssertEqual(blackCoverage(image, start + 5, 50), 1, accuracy: 0.02, "the dash \(start)…\(start + 10)")
            XCTAssertEqual(blackCoverage(image, start + 15, 50), 0, accuracy: 0.02, "the gap after \(start + 10)")
        }
        XCTAssertEqual(blackCoverage(image, 22, 50), 0, accuracy: 0.02, "trimmed away")
    }
}
