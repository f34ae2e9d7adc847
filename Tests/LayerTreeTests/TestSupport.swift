import Foundation
import XCTest

/// Asserts two points agree to within `accuracy` in both coordinates.
func assertPoint(
    _ p: CGPoint, _ x: CGFloat, _ y: CGFloat, accuracy: CGFloat = 1e-9,
    file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(p.x, x, accuracy: accuracy, "x of \(p)", file: file, line: line)
    XCTAssertEqual(p.y, y, accuracy: accuracy, "y of \(p)", file: file, line: line)
}

/// Asserts two rectangles agree to within `accuracy` in origin and size.
func assertRect(
    _ r: CGRect, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
    accuracy: CGFloat = 1e-9, file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(r.origin.x, x, accuracy: accuracy, "x of \(r)", file: file, line: line)
    XCTAssertEqual(r.origin.y, y, accuracy: accuracy, "y of \(r)", file: file, line: line)
    XCTAssertEqual(r.size.width, width, accuracy: accuracy, "width of \(r)", file: file, line: line)
    XCTAssertEqual(r.size.height, height, accuracy: accuracy, "height of \(r)", file: file, line: line)
}
