import Foundation
import LayerTree
import XCTest

/// A test case whose media clock is a `ManualClock` at 0, put back after each test: the bench
/// workloads' animations then move only when a test advances `clock`.
class ManualClockTestCase: XCTestCase {
    var clock = ManualClock(time: 0)
    private var savedClock: MediaClock?

    override func setUp() {
        super.setUp()
        savedClock = MediaClocks.current
        clock = ManualClock(time: 0)
        MediaClocks.current = clock
    }

    override func tearDown() {
        if let savedClock { MediaClocks.current = savedClock }
        super.tearDown()
    }
}
