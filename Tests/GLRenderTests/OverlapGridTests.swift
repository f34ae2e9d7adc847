import XCTest

@testable import GLRender

/// The grid finds the latest batch holding a box that overlaps (or touches) a query box, across
/// cell borders, and answers conservatively in a cell too crowded to read entry by entry.
final class OverlapGridTests: XCTestCase {
    private func box(_ x: Float, _ y: Float, _ w: Float, _ h: Float) -> TargetBox {
        TargetBox(minX: x, minY: y, maxX: x + w, maxY: y + h)
    }

    func testFindsTheLatestOverlappingBatch() {
        var grid = OverlapGrid(width: 200, height: 100)
        grid.insert(box(0, 0, 200, 100), batch: 0)  // the background, in every cell
        grid.insert(box(10, 10, 12, 12), batch: 1)
        grid.insert(box(28, 28, 12, 12), batch: 3)  // across the border of the first four cells
        grid.insert(box(100, 50, 12, 12), batch: 2)
        XCTAssertEqual(grid.latestBatch(overlapping: box(15, 15, 4, 4), from: 0), 1)
        XCTAssertEqual(grid.latestBatch(overlapping: box(35, 35, 4, 4), from: 0), 3, "filed in every cell it covers")
        XCTAssertEqual(grid.latestBatch(overlapping: box(60, 60, 4, 4), from: 0), 0, "only the background")
        XCTAssertEqual(grid.latestBatch(overlapping: box(60, 60, 4, 4), from: 1), -1, "nothing from batch 1 on")
        XCTAssertEqual(grid.latestBatch(overlapping: box(22, 12, 4, 4), from: 1), 1, "touching counts")
        XCTAssertEqual(grid.latestBatch(overlapping: box(23, 12, 4, 4), from: 1), -1)
        XCTAssertEqual(grid.latestBatch(overlapping: box(0, 0, 200, 100), from: 0), 3)
    }

    func testACrowdedCellAnswersWithItsLatestBatch() {
        var grid = OverlapGrid(width: 64, height: 64)
        for k in 0..<100 { grid.insert(box(0, 0, 4, 4), batch: k % 5) }
        grid.insert(box(20, 20, 4, 4), batch: 9)
        // Apart from every box, but in the cell of all of them: the cell's latest batch stands.
        XCTAssertEqual(grid.latestBatch(overlapping: box(10, 10, 2, 2), from: 0), 9)
        XCTAssertEqual(grid.latestBatch(overlapping: box(40, 40, 2, 2), from: 0), -1, "another cell")
    }
}
